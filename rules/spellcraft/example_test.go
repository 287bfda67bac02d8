package spellcraft_test

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
)

// A game is driven by ToMove, Legal and Apply; during the bids several
// seats are to move at once.
func Example() {
	s := spellcraft.MustNew(spellcraft.Config{Players: 3, FixedDealer: true, Dealer: 0}, 42)
	fmt.Println(s.Phase(), s.ToMove(), "field:", s.Field().Len())
	for _, seat := range s.ToMove() {
		_ = s.Apply(seat, spellcraft.Bid(1))
	}
	v := s.View(0)
	fmt.Println(s.Phase(), "order:", v.PickOrder, "stakes:", v.Stakes)
	err := s.Apply(1, spellcraft.Knock)
	fmt.Println(err)
	// Output:
	// bid [0 1 2] field: 4
	// pick order: [1 2 0] stakes: 3
	// spellcraft: SC7: knock now: take a field card or draw from the deck
}

// Score finds the best suit and the red joker's card (SC2, SC4).
func ExampleScore() {
	hand := cards.SetOf(cards.New(cards.Hearts, 2), cards.New(cards.Hearts, 3), cards.RedJoker, cards.New(cards.Clubs, 9))
	h := spellcraft.Score(hand, cards.None)
	fmt.Println(h.Total, h.Suit, h.JokerAs, h.Counted)
	// Output: 17 H HA RJ H2 H3
}
