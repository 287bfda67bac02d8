package spellcraft

import "parlor/rules/cards"

// View is everything one seat may know: its own hand and trump card, the
// field, the deck's size, every hand's size and the cards each seat took
// face up (decision 6), stacks and stakes, who has bid and, once shown,
// the bids (SC6), the knocker, the showdown once it is public and the last
// round's result. It never holds another seat's hidden cards, trump card or
// unshown bid, nor the deck's order.
type View struct {
	Seat   int
	Config Config
	Phase  Phase
	Round  int
	Turn   int
	Dealer int
	ToMove []int
	Legal  []Action // the viewer's legal actions now

	Hand  cards.Set  // the viewer's cards
	Trump cards.Card // the viewer's trump card (trump variant), else None
	Score HandScore  // the viewer's hand as it would score now

	Field     cards.Set
	DeckSize  int
	Discarded cards.Set // discarded this round (SC3)
	InRound   [MaxPlayers]bool
	HandSizes [MaxPlayers]int
	// Known holds, per seat, the cards it took face up from the field and
	// still holds: everyone saw them go (decision 6).
	Known [MaxPlayers]cards.Set

	Stacks  [MaxPlayers]int
	Stakes  int
	Removed int

	Bidding   [MaxPlayers]bool // seats that bid this turn (in the round with chips)
	BidIn     [MaxPlayers]bool // seats whose bid is in (public, decision 5)
	BidsShown bool             // the bids are revealed (SC6)
	// Bids holds the viewer's own bid, and every bid once shown.
	Bids       [MaxPlayers]int
	HighBidder int   // -1 until the bids are shown, or when nobody bid
	PickOrder  []int // this turn's order of picks once the bids are shown

	Knocker  int          // -1 without a knock this round
	Showdown *RoundResult // the revealed showdown waiting for the black joker (SC3)
	Last     *RoundResult // the last finished round, nil before the first
	Winners  []int        // once the game is over
	Ended    EndReason    // why the game ended
	Deck     cards.Deck   // the deck played with
	Unseen   cards.Set    // cards the viewer cannot place: other hands and the deck
}

// View returns what seat may know. A seat outside the game gets a
// spectator's view: no hand and no trump card.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Config: s.cfg, Phase: s.phase, Round: s.round, Turn: s.turn, Dealer: s.dealer,
		ToMove: s.ToMove(), Legal: s.Legal(seat),
		Field: s.field, DeckSize: s.deckSize(), Discarded: s.out,
		Stakes: s.stakes, Removed: s.removed, BidsShown: s.revealed, HighBidder: s.high,
		Knocker: s.knocker, Winners: s.Winners(), Ended: s.reason, Deck: s.cfg.Deck(),
	}
	for i := range s.n() {
		v.InRound[i] = s.isIn(i)
		v.HandSizes[i] = s.hands[i].Len()
		v.Known[i] = s.known[i] & s.hands[i]
		v.Stacks[i] = s.stacks[i]
		v.Bidding[i] = s.bidders&(1<<i) != 0
		v.BidIn[i] = s.bidIn&(1<<i) != 0
		if s.revealed || i == seat {
			v.Bids[i] = int(s.bids[i])
		}
	}
	if s.revealed && s.phase == PhasePick {
		for _, o := range s.order[:s.nOrder] {
			v.PickOrder = append(v.PickOrder, int(o))
		}
	}
	if seat >= 0 && seat < s.n() {
		v.Hand, v.Trump = s.hands[seat], s.trumps[seat]
		v.Score = Score(v.Hand, v.Trump)
	}
	if s.phase == PhaseBlackJoker {
		sd := s.sd
		v.Showdown = &sd
	}
	if s.hasLast {
		last := s.last
		v.Last = &last
	}
	v.Unseen = s.cfg.Deck().Set() &^ v.Hand &^ v.Field &^ v.Discarded
	for i := range s.n() {
		v.Unseen &^= v.Known[i]
	}
	if v.Showdown != nil {
		for i := range s.n() {
			v.Unseen &^= v.Showdown.Hands[i]
		}
	}
	return v
}

// AllIn reports whether seat is in the round without chips (SC6): it does
// not bid and picks last.
func (v View) AllIn(seat int) bool {
	return seat >= 0 && seat < MaxPlayers && v.InRound[seat] && v.Stacks[seat] == 0
}
