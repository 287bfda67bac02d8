package spit

import "parlor/rules/cards"

// Advance ends the current tick: it runs the SP3 countdown while nobody can
// move, spits (or recycles, SP4) when it runs out, then moves the clock on.
// Exposed cards turn up at once (SP2), inside the press that exposes them.
func (s *State) Advance() {
	if s.phase == PhasePlay {
		if s.dirty {
			s.stuck = s.nobodyCanMove()
			s.dirty = false
		}
		switch {
		case !s.stuck:
			s.countdown = countdownOff
		case s.countdown == countdownOff:
			s.countdown = CountdownTicks
		case s.countdown > 0:
			s.countdown--
			if s.countdown == 0 {
				s.countdownOver()
			}
		}
	}
	s.clock.Next()
}

const (
	countdownOff = -1
	countdownDue = 0
)

// Awaits implements engine.Awaiter: the seats the game cannot go on
// without now, computers included (they press on their own).
//
//   - Playing, while someone can move (D3): those who can. The other has
//     nothing to do but wait (the rulebook: "you must wait until your
//     opponent cannot play as well"), and no countdown runs.
//   - Nobody can move: nobody while the SP3 countdown runs or is about to
//     start, as it spits or recycles (SP4, D6) by itself; once it has run
//     out, the lone spitter who has not named the pile (D4).
//   - The race for the centre piles (SP5, D7, D12): both seats, as it has
//     no time limit and nobody claims for a seat; the winner's choice
//     (variation 3): the round winner.
//   - Over: nobody.
func (s *State) Awaits() []int {
	var out []int
	switch s.phase {
	case PhaseOver:
		return nil
	case PhaseClaim, PhaseChoose:
		// Only claims (or the winner's choice) are legal now, and any one
		// of them ends the round.
		for seat := range 2 {
			if len(s.Legal(seat)) > 0 {
				out = append(out, seat)
			}
		}
		return out
	}
	for seat := range 2 {
		if v := s.View(seat); v.CanMove() {
			out = append(out, seat)
		}
	}
	if out != nil {
		return out
	}
	if s.countdown == countdownDue {
		if seat := s.loneSpitter(); seat != NoSeat && !s.choice[seat].Valid() {
			return []int{seat} // D4: the spit waits for this seat to name the pile
		}
	}
	return nil
}

// loneSpitter returns the one seat with draw cards when the other has
// none (SP3), else NoSeat.
func (s *State) loneSpitter() int {
	switch has0, has1 := len(s.draw[0]) > 0, len(s.draw[1]) > 0; {
	case s.cfg.Short || has0 == has1:
		return NoSeat
	case has0:
		return 0
	}
	return 1
}

func (s *State) nobodyCanMove() bool {
	for seat := range 2 {
		v := s.View(seat)
		if v.CanMove() {
			return false
		}
	}
	return true
}

// countdownOver spits when the countdown ends (SP3), or recycles the centre
// piles when nobody has draw cards (SP4).
func (s *State) countdownOver() {
	s.dirty = true
	switch {
	case s.cfg.Short:
		s.shortSpit()
	case len(s.draw[0]) == 0 && len(s.draw[1]) == 0:
		s.recycle()
	default:
		s.trySpit() // a lone spitter who has not named the pile keeps it waiting (D4)
	}
}

// trySpit spits once both seats have pressed, or the countdown is over.
func (s *State) trySpit() {
	due := s.countdown == countdownDue
	if !due && !(s.ready[0] && s.ready[1]) {
		return
	}
	if s.cfg.Short {
		s.shortSpit()
		return
	}
	var put [2]cards.Card
	from := [2]int{NoSeat, NoSeat}
	switch has0, has1 := len(s.draw[0]) > 0, len(s.draw[1]) > 0; {
	case has0 && has1: // D1: each onto their own centre pile
		for seat := range 2 {
			put[seat] = popCard(&s.draw[seat])
			s.spit[seat] = append(s.spit[seat], put[seat])
			from[seat] = seat
		}
	case has0 || has1: // SP3: the one with draw cards spits alone onto the pile named
		seat := 0
		if has1 {
			seat = 1
		}
		sd := s.choice[seat]
		if !sd.Valid() {
			return // D4: wait for the lone spitter to name the pile
		}
		i := sd.index()
		put[i] = popCard(&s.draw[seat])
		s.spit[i] = append(s.spit[i], put[i])
		from[i] = seat
	default:
		return
	}
	s.spat(put, from)
}

// spat clears the spit presses and logs what was turned, and from whose
// draw pile.
func (s *State) spat(put [2]cards.Card, from [2]int) {
	s.ready = [2]bool{}
	s.choice = [2]Side{}
	s.countdown = countdownOff
	s.dirty = true
	s.Log.Outcome("spit", Spat{Cards: put, From: from}, s.Tick())
}

// recycle is SP4: nobody can move and nobody has draw cards, so the centre
// piles except their top cards are shuffled and dealt back evenly as new
// draw piles, alternately from a seat drawn from the seed (D5). If that
// yields nothing, or after maxStall recycles in a row without a play (D6),
// the round ends and fewer stock cards wins it.
func (s *State) recycle() {
	var pool []cards.Card
	for i := range 2 {
		if n := len(s.spit[i]); n > 1 {
			pool = append(pool, s.spit[i][:n-1]...)
		}
	}
	if len(pool) == 0 || s.stall >= maxStall {
		a, b := s.stockCount(0), s.stockCount(1)
		w := NoSeat
		if a < b {
			w = 0
		} else if b < a {
			w = 1
		}
		s.endRound(w)
		return
	}
	for i := range 2 {
		if n := len(s.spit[i]); n > 1 {
			s.spit[i] = append(s.spit[i][:0], s.spit[i][n-1])
		}
	}
	cards.Shuffle(pool, s.rng.Rand)
	first := s.rng.IntN(2)
	for j, c := range pool {
		seat := (first + j) % 2
		s.draw[seat] = append(s.draw[seat], c)
	}
	s.stall++
	s.ready = [2]bool{}
	s.choice = [2]Side{}
	s.countdown = countdownOff
	s.dirty = true
	s.Log.Chance("recycle", Recycled{First: first, Draw: [2][]cards.Card{clone(s.draw[0]), clone(s.draw[1])}}, s.Tick())
}

// shortSpit turns one spit card onto each centre pile, from the spit cards
// beside it; when they have run out the centre piles are turned over to
// become the spit cards (D8) and new centre piles are formed from them.
func (s *State) shortSpit() {
	if len(s.side[0])+len(s.side[1]) > 0 {
		var put [2]cards.Card
		for i := range 2 {
			if c := popCard(&s.side[i]); c != cards.None {
				put[i] = c
				s.spit[i] = append(s.spit[i], c)
			}
		}
		s.spat(put, [2]int{NoSeat, NoSeat})
		return
	}
	if s.stall >= maxStall {
		// D8: three times round the spit cards without a play.
		a, b := s.Cards(0), s.Cards(1)
		w := NoSeat
		if a < b {
			w = 0
		} else if b < a {
			w = 1
		}
		s.endGame(w)
		return
	}
	shuffled := s.stall > 0
	for i := range 2 {
		pile := s.spit[i]
		for l, r := 0, len(pile)-1; l < r; l, r = l+1, r-1 {
			pile[l], pile[r] = pile[r], pile[l] // a pile turned over: its bottom card is on top
		}
		s.side[i], s.spit[i] = pile, nil
		if shuffled {
			cards.Shuffle(s.side[i], s.rng.Rand)
		}
	}
	d := Recycled{Short: true, Shuffled: shuffled, Side: [2][]cards.Card{clone(s.side[0]), clone(s.side[1])}}
	for i := range 2 {
		if c := popCard(&s.side[i]); c != cards.None {
			s.spit[i] = append(s.spit[i], c)
		}
	}
	d.Spit = [2][]cards.Card{clone(s.spit[0]), clone(s.spit[1])}
	s.stall++
	s.ready = [2]bool{}
	s.countdown = countdownOff
	s.dirty = true
	s.Log.Chance("recycle", d, s.Tick())
}
