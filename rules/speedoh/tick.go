package speedoh

// Advance ends the current tick: it closes and settles the windows whose
// time has come (SO3-SO7), settles wrong slaps (SO4), turns the piles over
// when nobody can flip (D12), ends the game (SO9, D13), and moves the
// clock on.
func (s *State) Advance() {
	if s.phase == PhasePlay {
		if len(s.windows) > 0 || len(s.wrong) > 0 {
			s.settle()
		}
		s.endChecks()
	}
	s.clock.Next()
}

// Awaits implements engine.Awaiter: the seats the game cannot go on
// without now. SpeedOh waits on one press only, the flipper's (SO2, SO9),
// and only once nothing is left that ends by itself: no window open or
// choosing (a match closes by its deadline, SO5, D7; a special card's
// window by its own, SO7, D15; a winner's choice by chooseBy, D6), no
// wrong slap to settle at the end of the tick (SO4, D10), and no end of
// the game at the end of it (SO9, D13). A lapsed match (D7) waits for
// nobody. It is nil while any of those runs, when nobody has draw cards
// (the piles turn over by themselves, D12) and once the game is over.
// Computer flippers are listed too: they flip on their own.
func (s *State) Awaits() []int {
	if s.phase != PhasePlay || len(s.wrong) > 0 || s.Tick()+1 >= GameTicks {
		return nil
	}
	for i := range s.windows {
		if s.windows[i].state != WindowLapsed {
			return nil
		}
	}
	for seat := range s.n {
		if s.Cards(seat) == 0 {
			return nil // SO9: endChecks ends the game at the end of this tick
		}
	}
	if seat := s.flipper(); seat != NoSeat {
		return []int{seat}
	}
	return nil
}

// settle closes windows and settles them in order (D11): matches by their
// first slap, then the special card, then wrong slaps.
func (s *State) settle() {
	s.settling = true
	defer func() { s.settling = false }()
	end := s.Tick() + 1 // the first tick that is not yet played
	var due []window
	keep := s.windows[:0]
	for _, w := range s.windows {
		if s.closes(&w, end) {
			due = append(due, w)
			continue
		}
		keep = append(keep, w)
	}
	s.windows = keep
	// Matches first, in order of their first slap, then the special window.
	for i := 1; i < len(due); i++ {
		for j := i; j > 0 && less(&due[j], &due[j-1]); j-- {
			due[j], due[j-1] = due[j-1], due[j]
		}
	}
	// D9: a rewind never takes the cards of another match being slapped for
	// or a special card not yet settled.
	var protect Seats
	for _, ws := range [2][]window{due, s.windows} {
		for i := range ws {
			switch w := &ws[i]; {
			case w.kind == MatchWindow:
				if w.state != WindowLapsed && w.slapped != 0 {
					protect |= w.members
				}
			case s.top(int(w.owner)) == w.card:
				protect = protect.With(int(w.owner))
			}
		}
	}
	for i := range due {
		if due[i].kind == MatchWindow {
			s.settleMatch(&due[i], protect)
		} else {
			s.settleSpecial(&due[i])
		}
	}
	for i, w := range s.wrong {
		seat := int(w.seat)
		n := s.gather(s.all(), seat)
		if n > 0 && i == 0 {
			s.turn = seat // D10: play continues with the wrong slapper
			s.turnovers = 0
			s.updateMode()
		}
		s.Log.Outcome("wrong", WrongSlap{Seat: seat, Cards: n, Pair: w.pair, Mode: w.mode}, s.Tick())
	}
	s.wrong = s.wrong[:0]
	s.scan()
	s.uncovered = 0
}

// less orders due windows: matches by first slap, specials last.
func less(a, b *window) bool {
	am, bm := a.kind == MatchWindow, b.kind == MatchWindow
	if am != bm {
		return am
	}
	return a.first < b.first
}

// closes moves w on at the end of a tick; it reports whether w is due to
// be settled now (removed from the table's windows).
func (s *State) closes(w *window, end int64) bool {
	switch w.kind {
	case MatchWindow:
		switch w.state {
		case WindowOpen:
			// SO5: open until every matching player has slapped or 2.5 s pass.
			if w.members&^w.slapped != 0 && end < w.deadline {
				return false
			}
			if w.norder == 0 {
				w.state = WindowLapsed // D7
				s.lapse(w, LapsedUnslapped)
				return false
			}
			return s.toChoose(w, end)
		case WindowChoosing:
			return w.choice != NoSeat || end >= w.chooseBy
		}
		return false
	case FirstSlapWindow:
		switch {
		case w.state == WindowChoosing:
			return w.choice != NoSeat || end >= w.chooseBy
		case w.norder > 0: // the first slap wins the race at once
			return s.toChoose(w, end)
		}
		return end >= w.deadline // nobody slapped: it lapses (D15)
	default: // SO7: Last Slap Loses and Slash Oh
		return w.slapped.Len() >= s.n-1 || end >= w.deadline
	}
}

// toChoose starts the winner's choice if one is needed and not yet made
// (D6); otherwise w is due now.
func (s *State) toChoose(w *window, end int64) bool {
	if w.needsChoice() && w.choice == NoSeat {
		w.state = WindowChoosing
		w.chooseBy = end + ChoiceTicks
		return false
	}
	return true
}

// receiver returns who takes the piles of a won window: the one loser, the
// winner's choice, or by default the slowest (D6): a candidate who never
// slapped, first clockwise from the winner, else the last to slap.
func (s *State) receiver(w *window) (seat int, chosen bool) {
	c := w.candidates()
	if c.Has(int(w.choice)) {
		return int(w.choice), true
	}
	win := w.winner()
	if never := c &^ w.slapped; never != 0 {
		for i := 1; i <= s.n; i++ {
			if seat := (win + i) % s.n; never.Has(seat) {
				return seat, false
			}
		}
	}
	for i := int(w.norder) - 1; i >= 0; i-- {
		if seat := int(w.order[i]); c.Has(seat) {
			return seat, false
		}
	}
	return NoSeat, false
}

// settleMatch settles a won match as it was judged at its first slap
// (SO6): every card flipped after the match formed goes back, even one
// covering a card of the match, the receiver takes the matching piles
// (SO3), and play continues with them. Under Rules1 the match is settled
// as SO6 was read before (settleMatchRules1).
func (s *State) settleMatch(w *window, protect Seats) {
	if s.cfg.Rules == Rules1 {
		s.settleMatchRules1(w, protect)
		return
	}
	m := w.members
	if s.taken(w) {
		// An earlier settlement in this tick took its cards.
		s.lapse(w, LapsedGone)
		return
	}
	// SO6 (D9): the match formed with flip w.since; every card flipped
	// after goes back, on a player's pile only those above the card with
	// which it joined the match.
	rw := make([][]Card, s.n)
	for seat := range s.n {
		if protect.Has(seat) && !m.Has(seat) {
			continue
		}
		cut := w.since
		if m.Has(seat) {
			cut = max(cut, w.joined[seat])
		}
		if rw[seat] = s.rewind(seat, cut); len(rw[seat]) > 0 && !m.Has(seat) && len(s.pile[seat]) > 0 {
			s.uncovered = s.uncovered.With(seat)
		}
	}
	s.award(w, rw)
}

// award ends a won match whose rewind (rw, per seat) is done: the receiver
// takes the matching piles (SO3) and play continues with them.
func (s *State) award(w *window, rw [][]Card) {
	to, chosen := s.receiver(w)
	d := MatchSettled{Key: w.key, Seats: w.members.List(), Winner: w.winner(), Receiver: to, Chosen: chosen}
	for i := range w.norder {
		d.Slaps = append(d.Slaps, int(w.order[i]))
	}
	for _, r := range rw {
		if len(r) > 0 {
			d.Rewound = rw
			break
		}
	}
	d.Cards = s.gather(w.members, to)
	s.turn = to
	s.turnovers = 0
	s.updateMode()
	s.Log.Outcome("match", d, s.Tick())
}

// settleSpecial settles First Slap Wins (the winner's choice takes every
// flipped pile), Last Slap Loses and Slash Oh (SO7: the one left, or the
// last, takes every flipped pile; with no single loser, nobody).
func (s *State) settleSpecial(w *window) {
	d := SpecialSettled{Card: w.card, Kind: w.kind, Receiver: NoSeat}
	for i := range w.norder {
		d.Slaps = append(d.Slaps, int(w.order[i]))
	}
	switch w.kind {
	case FirstSlapWindow:
		if w.norder > 0 {
			d.Receiver, d.Chosen = s.receiver(w)
		}
	default:
		switch w.slapped.Len() {
		case s.n - 1:
			for seat := range s.n {
				if !w.slapped.Has(seat) {
					d.Receiver = seat
				}
			}
		case s.n:
			d.Receiver = int(w.order[w.norder-1])
		}
	}
	if d.Receiver != NoSeat {
		d.Cards = s.gather(s.all(), d.Receiver)
		s.turn = d.Receiver
		s.turnovers = 0
		s.updateMode()
	}
	s.Log.Outcome("special", d, s.Tick())
}

// gather puts the flipped piles of seats under to's draw pile (D9): pile
// by pile clockwise from to, each turned over (its first flipped card
// comes first), the first pile right under the draw pile. It returns the
// number of cards taken.
func (s *State) gather(seats Seats, to int) int {
	var packets []Card // bottom first: the last pile's packet first
	for k := s.n - 1; k >= 0; k-- {
		seat := (to + k) % s.n
		if !seats.Has(seat) {
			continue
		}
		p := s.pile[seat]
		for i := len(p) - 1; i >= 0; i-- {
			packets = append(packets, p[i].card)
		}
		s.pile[seat] = p[:0]
	}
	if len(packets) > 0 {
		s.draw[to] = append(packets, s.draw[to]...)
	}
	return len(packets)
}

// rewind takes seat's cards flipped after cut back into the middle of its
// draw pile (SO6, D9): turned back face down as a packet, with half the
// draw pile (rounded down) above it. It returns them in flipped order.
func (s *State) rewind(seat int, cut int32) []Card {
	p := s.pile[seat]
	i := len(p)
	for i > 0 && p[i-1].seq > cut {
		i--
	}
	if i == len(p) {
		return nil
	}
	r := make([]Card, 0, len(p)-i)
	for _, f := range p[i:] {
		r = append(r, f.card)
		for j, c := range s.changes {
			if c.seq == f.seq { // the flip is undone, mode and all (D8)
				s.changes = append(s.changes[:j], s.changes[j+1:]...)
				break
			}
		}
	}
	s.pile[seat] = p[:i]
	d := s.draw[seat]
	at := len(d) - len(d)/2
	nd := make([]Card, 0, len(d)+len(r))
	nd = append(nd, d[:at]...)
	for j := len(r) - 1; j >= 0; j-- {
		nd = append(nd, r[j])
	}
	s.draw[seat] = append(nd, d[at:]...)
	return r
}

// endChecks ends the game (SO9, D13) or turns the piles over (D12).
func (s *State) endChecks() {
	var out Seats
	for seat := range s.n {
		if s.Cards(seat) == 0 {
			out = out.With(seat)
		}
	}
	switch {
	case out != 0:
		s.endGame(out, OutOfCard)
		return
	case s.Tick()+1 >= GameTicks:
		s.endGame(s.fewest(), TimeUp)
		return
	case s.flipper() != NoSeat || len(s.wrong) > 0:
		return
	}
	for i := range s.windows {
		if s.windows[i].state != WindowLapsed {
			return // something is still to settle
		}
	}
	if s.turnovers >= MaxTurnovers {
		s.endGame(s.fewest(), Stale)
		return
	}
	// D12: everybody turns their flipped pile over, shuffled, as a new draw pile.
	d := TurnedOver{Draw: make([][]Card, s.n)}
	for seat := range s.n {
		for _, f := range s.pile[seat] {
			s.draw[seat] = append(s.draw[seat], f.card)
		}
		s.pile[seat] = s.pile[seat][:0]
		shuffle(s.draw[seat], s.rng.Rand)
		d.Draw[seat] = cloneSlice(s.draw[seat])
	}
	s.turnovers++
	s.turn = (s.last + 1) % s.n
	s.windows = s.windows[:0]
	s.changes = s.changes[:0]
	s.updateMode()
	s.Log.Chance("turnover", d, s.Tick())
}

// fewest returns the seats holding the fewest cards (D13, G4).
func (s *State) fewest() Seats {
	var w Seats
	best := -1
	for seat := range s.n {
		switch n := s.Cards(seat); {
		case best < 0 || n < best:
			w, best = Seats(0).With(seat), n
		case n == best:
			w = w.With(seat)
		}
	}
	return w
}

func (s *State) endGame(w Seats, why EndReason) {
	s.phase = PhaseOver
	s.winners = w
	s.reason = why
	d := GameEnded{Winners: w.List(), Reason: why, Cards: make([]int, s.n)}
	for seat := range s.n {
		d.Cards[seat] = s.Cards(seat)
	}
	s.Log.Outcome("game", d, s.Tick())
}
