package spit_test

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spit"
)

// A game is driven tick by tick: the presses read in a tick (here the
// bots') go through the fair order, then the clock advances; the UI and
// sim take the same step, engine.TickStep.
func Example() {
	seats := []record.Seat{{Name: "Hard", Kind: "bot", Bot: "hard"}, {Name: "Easy", Kind: "bot", Bot: "easy"}}
	s, _ := spit.New(spit.Config{}, 42, seats)
	bots := []engine.Reactor[spit.View, spit.Action]{spit.NewBot(0, engine.Hard, 1), spit.NewBot(1, engine.Easy, 2)}
	var buf []engine.Press[spit.Action]
	for !s.Over() {
		_, buf = engine.TickStep(s, bots, nil, buf)
	}
	fmt.Println("winners:", s.Winners())
	for _, e := range s.Events() {
		if r, ok := e.Data.(spit.RoundEnded); ok && r.Round == 1 {
			fmt.Println("round 1 won by seat", r.Winner)
		}
	}
	fmt.Println("record verifies:", spit.Verify(s.Record()) == nil)
	// Output:
	// winners: [0]
	// round 1 won by seat 0
	// record verifies: true
}

func ExampleParseAction() {
	a, _ := spit.ParseAction("play 3 L")
	fmt.Println(a.Kind, a.From, a.Side, a)
	// Output: play 3 L play 3 L
}
