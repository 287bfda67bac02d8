package spit

import "parlor/rules/cards"

// endRound starts the end of a round won by w (NoSeat when shared, G4):
// the SP5 race for the smaller centre pile, the winner's choice
// (variation 3), or, with a single centre pile, the loser takes it (SP6).
// The "stop" note tells the tables that play has stopped, and why.
func (s *State) endRound(w int) {
	s.roundWinner = w
	s.ready = [2]bool{}
	s.choice = [2]Side{}
	s.countdown = countdownOff
	s.dirty = true
	full := 0
	for i := range 2 {
		if len(s.spit[i]) > 0 {
			full++
		}
	}
	then := PhasePlay
	switch {
	case full == 2 && s.cfg.WinnerChooses && w != NoSeat:
		then = PhaseChoose
	case full == 2:
		then = PhaseClaim // a shared round races even under variation 3: nobody won (D7)
	}
	s.Log.Note("stop", RoundStopped{Round: s.round, Winner: w, Then: then}, s.Tick())
	if then == PhasePlay {
		s.singlePileEnd(w)
		return
	}
	s.phase = then
}

// singlePileEnd hands out a lone centre pile: the round loser takes it and
// the winner takes none (SP6). After a shared round it is shuffled and dealt
// back evenly (D7).
func (s *State) singlePileEnd(w int) {
	var taken [2][]cards.Card
	var took [2]Side
	for i := range 2 {
		if len(s.spit[i]) == 0 {
			continue
		}
		if w != NoSeat {
			taken[1-w] = append(taken[1-w], s.spit[i]...)
			took[1-w] = sideOf(i)
			continue
		}
		pool := append([]cards.Card(nil), s.spit[i]...)
		cards.Shuffle(pool, s.rng.Rand)
		first := s.rng.IntN(2)
		for j, c := range pool {
			seat := (first + j) % 2
			taken[seat] = append(taken[seat], c)
		}
		s.Log.Chance("split", Split{First: first, Cards: [2][]cards.Card{clone(taken[0]), clone(taken[1])}}, s.Tick())
	}
	s.assign(taken, took)
}

// takePiles gives the pile on side to seat and the other to the other seat
// (SP5 claim, variation 3 choice).
func (s *State) takePiles(seat int, side Side) {
	var taken [2][]cards.Card
	var took [2]Side
	i := side.index()
	taken[seat], took[seat] = s.spit[i], side
	taken[1-seat], took[1-seat] = s.spit[1-i], sideOf(1-i)
	s.assign(taken, took)
}

// assign finishes a round: the piles taken join their takers' cards; a seat
// left with no cards at all wins the game (SP6), otherwise the next round
// is dealt.
func (s *State) assign(taken [2][]cards.Card, took [2]Side) {
	for i := range 2 {
		s.spit[i] = nil
	}
	var n [2]int
	for seat := range 2 {
		n[seat] = s.Cards(seat) + len(taken[seat])
	}
	s.rounds++
	s.Log.Outcome("round", RoundEnded{Round: s.round, Winner: s.roundWinner, Took: took, Cards: n}, s.Tick())
	for seat := range 2 {
		if n[seat] == 0 {
			// Keep the cards on the table so the invariant holds: the other
			// seat's stock, draw pile and taken piles stay where they are.
			s.draw[1-seat] = append(s.draw[1-seat], taken[1-seat]...)
			s.endGame(seat)
			return
		}
	}
	s.nextRound(taken)
}

// endGame ends the game won by w (NoSeat when shared).
func (s *State) endGame(w int) {
	s.phase = PhaseOver
	s.winner = w
	s.countdown = countdownOff
	s.ready = [2]bool{}
	s.dirty = true
	if s.cfg.Short {
		s.rounds = 1
	}
	s.Log.Outcome("game", GameEnded{Winner: w, Rounds: s.rounds, Cards: [2]int{s.Cards(0), s.Cards(1)}}, s.Tick())
}
