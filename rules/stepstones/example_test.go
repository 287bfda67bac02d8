package stepstones_test

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/stepstones"
)

// A game is driven by Legal and Apply; the seat to move is ToMove()[0].
func Example() {
	s := stepstones.New(stepstones.Config{FixedForehand: true, Forehand: 0}, 42)
	fmt.Println(s.Phase(), s.ToMove())
	_ = s.Apply(0, stepstones.Pass)
	_ = s.Apply(1, stepstones.Pass)
	_ = s.Apply(2, stepstones.Pass)
	fmt.Println("puddle:", s.View(0).Puddle, s.ToMove())
	bid, _ := stepstones.ParseAction("bid pick-trump 9high H")
	fmt.Println(s.Apply(0, bid), s.Phase(), s.Declarer())
	err := s.Apply(0, stepstones.Pass)
	fmt.Println(err)
	// Output:
	// bid [0]
	// puddle: true [0]
	// <nil> play 0
	// stepstones: illegal action (play): Play a card now.
}

// RowPoints gives a complete row's game points (SS3).
func ExampleRowPoints() {
	points, _ := stepstones.RowPoints([3]int{8, 8, 4}, false)
	fmt.Println(points)
	// Output: [2 2 -1]
}

// A game made by NewGame keeps its own record: every deal, action and
// outcome is a typed event, and a refusal is a sentence for the player.
func ExampleNewGame() {
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "normal"}, {Name: "East", Kind: "bot", Bot: "hard"}}
	g, _ := stepstones.NewGame(stepstones.Config{FixedForehand: true, Forehand: 0}, 42, seats)
	bid, _ := stepstones.ParseAction("bid no-trump 9high")
	_ = g.Apply(0, bid)
	for len(g.Events()) < 6 {
		seat := g.ToMove()[0]
		_ = g.Apply(seat, g.Legal(seat)[0])
	}
	for _, e := range g.Events() {
		switch d := e.Data.(type) {
		case stepstones.Dealt:
			fmt.Println("hand", d.Hand, "dealt, forehand", d.Forehand)
		case stepstones.Action:
			fmt.Println("seat", e.Seat, d)
		case stepstones.TrickWon:
			fmt.Println("trick", d.Trick, "won by seat", d.Winner)
		}
	}
	fmt.Println(engine.Explain(g.Apply(2, stepstones.Pass)))
	// Output:
	// hand 1 dealt, forehand 0
	// seat 0 bid no-trump 9high
	// seat 0 play C1
	// seat 1 play C7
	// seat 2 play C4
	// trick 1 won by seat 1
	// It is not your turn.
}
