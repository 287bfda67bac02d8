package stepstones

import (
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// applyPlay checks a card play against the hand and the follow rule (SS7)
// and plays it.
func (s *State) applyPlay(seat int, a Action) error {
	if a.Kind != KindPlay {
		return illegal("%v now: play a card", a)
	}
	hand := s.hands[seat]
	if !a.Card.Valid() || !hand.Has(a.Card) {
		return illegal("%v is not in seat %d's hand", Deck.Format(a.Card), seat)
	}
	t := &s.tricks[s.nTricks]
	if !s.rules.Legal(hand, t).Has(a.Card) {
		led := t.Cards[0].Suit()
		if s.rules.Follow == trick.MustBeat && a.Card.Suit() == led {
			return illegal("must beat: seat %d holds a %s stronger than the trick's best (SS7)", seat, led.Name())
		}
		return illegal("must follow suit: %s led and seat %d holds %s", led.Name(), seat, led.Name())
	}
	s.play(seat, a.Card)
	return nil
}

// play plays a legal card; it is shared by Apply and the playouts and does
// not allocate.
func (s *State) play(seat int, c cards.Card) {
	t := &s.tricks[s.nTricks]
	if t.Count > 0 && c.Suit() != t.Cards[0].Suit() && !s.mayTrumpWith(c) {
		s.voids[seat] |= 1 << t.Cards[0].Suit()
	}
	s.hands[seat] &^= c.Bit()
	t.Cards[t.Count] = c
	t.Count++
	s.plays++
	if t.Count < NumPlayers {
		return
	}
	w := s.rules.Winner(t, NumPlayers)
	s.won[w]++
	if w == s.declarer && (s.bid.Contract != WinLast6 || s.nTricks >= NumTricks-6) {
		s.counted++ // SS4: Win Last 6 counts tricks 7-12 only
	}
	s.winners[s.nTricks] = int8(w)
	s.nTricks++
	if s.nTricks < NumTricks {
		s.tricks[s.nTricks] = trick.Trick{Num: uint8(s.nTricks), Leader: uint8(w)}
		return
	}
	s.endHand()
}

// endHand writes the declarer's result on the sheet (keeping the better one
// on a Redo, SS3), files the hand's summary, and deals the next hand with
// the next forehand (SS5) or ends the game.
func (s *State) endHand() {
	cell := &s.cells[s.row][s.declarer]
	r := &s.results[s.hand%MaxHands]
	*r = HandResult{
		Hand: s.hand, Forehand: s.forehand, Dealt: s.dealt, Puddle: s.puddle,
		Declarer: s.declarer, Bid: s.bid, Row: s.row, Won: s.won,
		Tricks: s.counted, Before: int(*cell), Winners: s.winners, Played: s.tricks,
	}
	for i := 0; i < NumPlayers; i++ {
		r.Passed[i] = s.passed&(1<<i) != 0
	}
	if *cell < 0 || s.bid.Contract.Better(s.counted, int(*cell)) {
		*cell = int8(s.counted)
		r.Kept = true
	}
	s.nResults = s.hand + 1
	s.hand++
	if s.sheetFull() {
		s.phase = PhaseOver
		s.gameWon = winnersMask(s.cfg.Sheet, &s.cells)
		return
	}
	s.forehand = s.nextForehand()
	s.deal()
}

func (s *State) sheetFull() bool {
	for r := range s.cells {
		for _, v := range s.cells[r] {
			if v < 0 {
				return false
			}
		}
	}
	return true
}

// nextForehand passes the forehand clockwise to the next seat who can
// still declare (SS5); back to the same seat if the others cannot.
func (s *State) nextForehand() int {
	for k := 1; k <= NumPlayers; k++ {
		if n := (s.forehand + k) % NumPlayers; s.canDeclare(n) {
			return n
		}
	}
	return s.forehand // unreachable while a cell is empty
}

// mayTrumpWith reports whether c is a trump played under May Trump, which
// shows nothing about the led suit (SS7).
func (s *State) mayTrumpWith(c cards.Card) bool {
	ts, ok := s.rules.Trump.Suit()
	return ok && s.rules.Follow == trick.MayTrump && c.Suit() == ts
}
