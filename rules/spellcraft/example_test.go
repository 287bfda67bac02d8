package spellcraft_test

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
)

// A game is driven by ToMove, Legal and Apply; during the bids several
// seats are to move at once. An illegal action names its ruling and says
// why in plain words; the game logs typed events as it goes.
func Example() {
	cfg := spellcraft.Config{Players: 3, FixedDealer: true, Dealer: 0}
	g, _ := spellcraft.NewGame(cfg, 42, []record.Seat{{Name: "You", Kind: "human"},
		{Name: "Ada", Kind: "bot", Bot: "normal"}, {Name: "Basil", Kind: "bot", Bot: "normal"}})
	fmt.Println(g.Phase(), g.ToMove(), "field:", g.Field().Len())
	seen := len(g.Events())
	for _, seat := range g.ToMove() {
		_ = g.Apply(seat, spellcraft.Bid(1))
	}
	for _, e := range g.Events()[seen:] {
		if b, ok := e.Data.(spellcraft.BidsShown); ok {
			fmt.Println("bids", b.Bids, "high:", b.High, "order:", b.Order, "stakes:", b.Stakes)
		}
	}
	err := g.Apply(1, spellcraft.Knock)
	fmt.Println(engine.RuleOf(err), engine.Explain(err))
	// Output:
	// bid [0 1 2] field: 4
	// bids [1 1 1] high: 1 order: [1 2 0] stakes: 3
	// SC7 Take a card from the field or draw one from the deck now.
}

// Score finds the best suit and the red joker's card (SC2, SC4).
func ExampleScore() {
	hand := cards.SetOf(cards.New(cards.Hearts, 2), cards.New(cards.Hearts, 3), cards.RedJoker, cards.New(cards.Clubs, 9))
	h := spellcraft.Score(hand, cards.None)
	fmt.Println(h.Total, h.Suit, h.JokerAs, h.Counted)
	// Output: 17 H HA RJ H2 H3
}
