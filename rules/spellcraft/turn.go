package spellcraft

import (
	"fmt"

	"parlor/rules/cards"
)

// This file holds a turn's steps, in order: exchange, lay out, bid, pick,
// knock, knock takes. Each apply function checks everything before it
// changes anything, so that an illegal action leaves the state as it was.

// canExchange reports whether seat can make an exchange at all (SC8,
// decision 3): two cards to give and something to take in.
func (s *State) canExchange(seat int) bool {
	return s.hands[seat].Len() >= 2 && (s.field != 0 || s.deckSize() > 0)
}

// canTake reports whether there is anything to take (SC7, decision 4).
func (s *State) canTake() bool { return s.field != 0 || s.deckSize() > 0 }

// nextTurn starts the next turn of the round with its exchanges (the
// rulebook's step 1; not on turn 1).
func (s *State) nextTurn() {
	s.turn++
	s.revealed, s.high, s.bidIn, s.bidders = false, -1, 0, 0
	s.bids = [MaxPlayers]int8{}
	s.phase = PhaseExchange
	s.clockwise(s.dealer, s.in)
	s.advanceExchange()
}

// advanceExchange skips the seats that cannot exchange and lays out the
// field after the last seat.
func (s *State) advanceExchange() {
	for c := s.current(); c >= 0 && !s.canExchange(c); c = s.current() {
		s.pos++
	}
	if s.current() < 0 {
		s.layOut()
	}
}

func (s *State) applyExchange(seat int, a Action) error {
	switch a.Kind {
	case KindPass:
		s.logAct(seat, a)
		s.pos++
		s.advanceExchange()
		return nil
	case KindExchange:
	default:
		return illegal("SC8", "now you may exchange two of your cards for one, or keep your hand")
	}
	x, y, in := a.Out[0], a.Out[1], a.Card
	h := s.hands[seat]
	switch {
	case x == y || x == cards.None || y == cards.None:
		return illegal("SC8", "an exchange gives two cards and takes one: choose two cards from your hand")
	case !x.Valid() || !y.Valid():
		return illegal("SC8", "that is not a card of the deck")
	case !h.Has(x):
		return illegal("SC8", "you do not hold the %s", x.Label())
	case !h.Has(y):
		return illegal("SC8", "you do not hold the %s", y.Label())
	}
	switch {
	case in == cards.None:
		if s.deckSize() == 0 {
			return illegal("SC7", "the deck is empty: take a card from the field")
		}
	case !in.Valid():
		return illegal("SC8", "that is not a card of the deck")
	case h.Has(in):
		return illegal("SC8", "the card you take in comes from the field or the deck, not from your hand")
	case !s.field.Has(in):
		return illegal("SC8", "the %s is not on the field", in.Label())
	}
	s.logAct(seat, a)
	gone := cards.SetOf(x, y)
	s.hands[seat] &^= gone
	s.known[seat] &^= gone
	s.take(seat, in)
	s.field |= gone
	if s.checkFive(seat) {
		return nil
	}
	s.pos++
	s.advanceExchange()
	return nil
}

// take moves a card into seat's hand: field card in, or the deck top when
// in is cards.None.
func (s *State) take(seat int, in cards.Card) {
	if in == cards.None {
		in = s.deck[s.top]
		s.top++
		s.logDraw(seat, in)
	} else {
		s.field = s.field.Without(in)
		s.known[seat] = s.known[seat].With(in)
	}
	s.hands[seat] = s.hands[seat].With(in)
}

// checkFive triggers the showdown when seat now holds five of a kind
// (SC11) and reports whether it did.
func (s *State) checkFive(seat int) bool {
	if !HasFive(s.hands[seat]) {
		return false
	}
	s.fiveBy = seat
	s.showdown(CauseFive)
	return true
}

// layOut reveals one card per seat in the round plus one (SC7): what is
// left if the deck is short, and an immediate showdown without a knocker
// if it is empty. Then the bids.
func (s *State) layOut() {
	if s.deckSize() == 0 {
		s.showdown(CauseDeck)
		return
	}
	k := min(s.inCount()+1, s.deckSize())
	shown := s.deck[s.top : s.top+k]
	for _, c := range shown {
		s.field = s.field.With(c)
	}
	s.logField(shown)
	s.top += k
	s.startBids()
}

// startBids opens the secret bids for every seat with chips (SC6); all-in
// seats do not bid. With nobody able to bid, the picks start at once.
func (s *State) startBids() {
	s.revealed, s.high, s.bidIn, s.bidders = false, -1, 0, 0
	s.bids = [MaxPlayers]int8{}
	for i := range s.n() {
		if s.isIn(i) && s.stacks[i] > 0 {
			s.bidders |= 1 << i
		}
	}
	s.phase = PhaseBid
	if s.bidders == 0 {
		s.revealBids()
	}
}

func (s *State) applyBid(seat int, a Action) error {
	if a.Kind != KindBid {
		return illegal("SC6", "everyone bids now: %s", bidRange(s.maxBid(seat)))
	}
	if n := int(a.N); n < 1 || n > s.maxBid(seat) {
		if m := s.maxBid(seat); m < MaxBid {
			return illegal("SC6", "a bid is at most your stack: %s", bidRange(m))
		}
		return illegal("SC6", "a bid is 1 to %d chips", MaxBid)
	}
	s.logAct(seat, a)
	s.bids[seat] = a.N
	s.bidIn |= 1 << seat
	if s.bidIn == s.bidders {
		s.revealBids()
	}
	return nil
}

// revealBids shows the bids at once, puts them into the stakes and sets the
// order of the picks (SC6, SC7).
func (s *State) revealBids() {
	s.revealed = true
	s.high = -1
	best := 0
	for k := 1; k <= s.n(); k++ {
		seat := (s.dealer + k) % s.n()
		if b := int(s.bids[seat]); s.bidders&(1<<seat) != 0 && b > best {
			best, s.high = b, seat
		}
	}
	for i := range s.n() {
		if s.bidders&(1<<i) != 0 {
			s.stacks[i] -= int(s.bids[i])
			s.stakes += int(s.bids[i])
		}
	}
	if s.high < 0 {
		// Nobody could bid: everyone picks clockwise from the seat after
		// the dealer (SC7).
		s.clockwise(s.dealer+1, s.in)
	} else {
		// The high bidder, the other bidders clockwise, then the all-in
		// seats clockwise from the seat after the high bidder (SC6, SC7).
		s.nOrder, s.pos = 0, 0
		s.order[0] = int8(s.high)
		s.nOrder = 1
		for _, mask := range []uint8{s.bidders &^ (1 << s.high), s.in &^ s.bidders} {
			for k := 1; k < s.n(); k++ {
				if seat := (s.high + k) % s.n(); mask&(1<<seat) != 0 {
					s.order[s.nOrder] = int8(seat)
					s.nOrder++
				}
			}
		}
	}
	s.logBids()
	s.phase = PhasePick
	s.advanceTakes()
}

// advanceTakes skips the seats with nothing to take (decision 4) and ends
// the picks or the knock takes after the last seat.
func (s *State) advanceTakes() {
	if !s.canTake() {
		s.pos = s.nOrder
	}
	if s.current() >= 0 {
		return
	}
	switch {
	case s.phase == PhaseKnockTake:
		s.showdown(CauseKnock)
	case s.turn == 1:
		s.nextTurn() // no knocks on the first turn
	default:
		s.phase = PhaseKnock
		s.clockwise(s.dealer, s.in)
	}
}

func (s *State) applyTake(seat int, a Action) error {
	if a.Kind != KindTake {
		return illegal("SC7", "take a card from the field or draw one from the deck now")
	}
	switch {
	case a.Card == cards.None:
		if s.deckSize() == 0 {
			return illegal("SC7", "the deck is empty: take a card from the field")
		}
	case !a.Card.Valid():
		return illegal("SC7", "that is not a card of the deck")
	case !s.field.Has(a.Card):
		return illegal("SC7", "the %s is not on the field", a.Card.Label())
	}
	s.logAct(seat, a)
	s.take(seat, a.Card)
	if s.checkFive(seat) {
		return nil
	}
	s.pos++
	s.advanceTakes()
	return nil
}

func (s *State) applyKnock(seat int, a Action) error {
	if a.Kind != KindPass && a.Kind != KindKnock {
		return illegal("SC9", "knock now, or pass to play on")
	}
	s.logAct(seat, a)
	if a.Kind == KindPass {
		s.pos++
		if s.current() < 0 {
			s.nextTurn()
		}
		return nil
	}
	// The first knock closes the asking; each other seat, clockwise from
	// the knocker, takes one card (SC9).
	s.knocker = seat
	s.phase = PhaseKnockTake
	s.clockwise(seat+1, s.in&^(1<<seat))
	s.advanceTakes()
	return nil
}

// bidRange says what a seat may bid.
func bidRange(most int) string {
	if most == 1 {
		return "you may bid only 1 chip"
	}
	return fmt.Sprintf("you may bid 1 to %d chips", most)
}
