package stepstones

import (
	"parlor/rules/cards"
	"parlor/rules/trick"
)

// applyPlay checks a card play against the hand and the follow rule (SS7)
// and plays it.
func (s *State) applyPlay(seat int, a Action) error {
	if a.Kind != KindPlay {
		return illegal("play", "play a card now")
	}
	if !Deck.Set().Has(a.Card) {
		return illegal("play", "that is not a card of this game")
	}
	hand := s.hands[seat]
	if !hand.Has(a.Card) {
		return illegal("play", "you do not hold %s", Deck.Label(a.Card))
	}
	t := &s.tricks[s.nTricks]
	if !s.rules.Legal(hand, t).Has(a.Card) {
		return s.followError(hand, t)
	}
	s.play(seat, a.Card)
	return nil
}

// followError says why a card that hand holds may not follow trick t.
func (s *State) followError(hand cards.Set, t *trick.Trick) error {
	led := t.Cards[0].Suit()
	if s.rules.Follow == trick.MustBeat {
		best := t.Cards[s.rules.WinnerIndex(t)]
		if best.Suit() == led && trick.Stronger(hand, best, s.rules.Direction(t)) != 0 {
			return illegal("SS7", "you must beat the trick: you hold a %s stronger than %s", led.Singular(), Deck.Label(best))
		}
	}
	if ts, ok := s.rules.Trump.Suit(); ok && s.rules.Follow == trick.MayTrump && ts != led {
		return illegal("SS7", "you must follow suit or trump: %s were led and you hold a %s", led.Name(), led.Singular())
	}
	return illegal("follow suit", "you must follow suit: %s were led and you hold a %s", led.Name(), led.Singular())
}

// play plays a legal card; it is shared by Apply and the playouts and does
// not allocate unless s logs.
func (s *State) play(seat int, c cards.Card) {
	s.logAct(seat, Play(c))
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
	counts := s.bid.Contract != WinLast6 || s.nTricks >= NumTricks-6 // SS4: Win Last 6 counts tricks 7-12 only
	s.logTrick(t, w, counts)
	s.won[w]++
	if w == s.declarer && counts {
		s.counted++
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
	s.logHand(r)
	s.nResults = s.hand + 1
	s.hand++
	if s.sheetFull() {
		s.phase = PhaseOver
		s.gameWon = winnersMask(s.cfg.Sheet, &s.cells)
		s.logGameOver()
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
