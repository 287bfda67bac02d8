package speedrun

import (
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// applyPlay checks a card play against the hand and the follow rule and
// plays it.
func (s *State) applyPlay(seat int, a Action) error {
	if a.Kind != KindPlay {
		return illegal("play", "play a card now")
	}
	hand := s.hands[seat]
	if a.Card >= 64 || !hand.Has(a.Card) { // Set ignores bits above 63
		return illegal("play", "you do not hold %s", Deck.Label(a.Card))
	}
	t := &s.tricks[s.nTricks]
	if !s.rules.Legal(hand, t).Has(a.Card) {
		led := t.Cards[0].Suit()
		return illegal("follow suit", "you must follow suit: %s were led and you hold a %s", led.Name(), led.Singular())
	}
	s.play(seat, a.Card)
	return nil
}

// play plays a legal card; it is shared by Apply and the playouts and does
// not allocate unless s logs.
func (s *State) play(seat int, c cards.Card) {
	s.logAct(seat, Play(c))
	t := &s.tricks[s.nTricks]
	if t.Count > 0 && c.Suit() != t.Cards[0].Suit() {
		s.voids[seat] |= 1 << t.Cards[0].Suit()
	}
	s.hands[seat] = s.hands[seat].Without(c)
	t.Add(c)
	if t.Count < NumPlayers {
		return
	}
	w := s.rules.Winner(t, NumPlayers)
	s.logTrick(t, w)
	s.won[w]++
	s.winners[s.nTricks] = int8(w)
	s.nTricks++
	if s.nTricks < NumTricks {
		s.tricks[s.nTricks] = trick.Trick{Num: uint8(s.nTricks), Leader: uint8(w)}
		return
	}
	s.endHand()
}

// endHand scores the hand onto the board (SR4-SR6), files its summary and
// deals the next hand or ends the game.
func (s *State) endHand() {
	r := &s.results[s.hand%len(s.results)]
	*r = HandResult{
		Hand: s.hand, Start: s.start, Dealt: s.dealt, Hidden: s.hidden,
		Trump: s.rules.Trump, Ranking: s.rules.Ranking, Bids: s.bids,
		Revealed: s.revealed, Tricks: s.won, Winners: s.winners, Played: s.tricks,
	}
	for seat := 0; seat < NumPlayers; seat++ {
		b := s.bids[seat]
		p := &s.board[seat]
		switch b.Kind {
		case BidPass:
			p.PassesUsed++
			continue
		case BidRedo:
			p.RedosUsed++
		}
		diff := Difference(b.Contract, s.won, seat)
		score := Score(diff, s.revealed[seat])
		r.Diff[seat], r.Score[seat] = diff, score
		attempt := Entry{Done: true, Tricks: s.won[seat], Score: score, Perfect: diff == 0, Revealed: s.revealed[seat]}
		e := &p.Entries[b.Contract]
		if b.Kind == BidRedo {
			r.Kept[seat] = attempt.Score < e.Score
			*e = Settle(*e, attempt)
		} else {
			*e = attempt
			r.Kept[seat] = true
		}
	}
	s.logHand(r)
	s.nResults = s.hand + 1
	s.hand++
	if s.hand >= s.cfg.Length.Hands() {
		s.phase = PhaseOver
		s.gameWon = s.board.winnersMask()
		s.logGameOver()
		return
	}
	s.start = (s.start + 1) % NumPlayers
	s.deal()
}
