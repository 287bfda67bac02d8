package speedoh_test

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/speedoh"
)

// A game is driven tick by tick: the presses read in a tick (here the
// bots') go through the fair order, then the clock advances; the UI and
// sim take the same step, engine.TickStep. What happened is in the typed
// events.
func Example() {
	seats := []record.Seat{{Name: "Hard", Kind: "bot", Bot: "hard"}, {Name: "Easy", Kind: "bot", Bot: "easy"}, {Name: "Easy", Kind: "bot", Bot: "easy"}}
	s, err := speedoh.New(speedoh.Config{Players: 3}, 42, seats)
	if err != nil {
		panic(err)
	}
	bots := []engine.Reactor[speedoh.View, speedoh.Action]{
		speedoh.NewBot(0, engine.Hard, 1), speedoh.NewBot(1, engine.Easy, 2), speedoh.NewBot(2, engine.Easy, 3),
	}
	var buf []engine.Press[speedoh.Action]
	for !s.Over() {
		_, buf = engine.TickStep(s, bots, nil, buf)
	}
	matches := 0
	for _, e := range s.Events() {
		if _, ok := e.Data.(speedoh.MatchSettled); ok {
			matches++
		}
	}
	fmt.Println("winners:", s.Winners(), "reason:", s.EndReason())
	fmt.Println("matches settled:", matches > 0)
	fmt.Println("record verifies:", speedoh.Verify(s.Record()) == nil)
	// Output:
	// winners: [0] reason: out
	// matches settled: true
	// record verifies: true
}

func ExampleParse() {
	c, _ := speedoh.Parse("S2B")
	fmt.Println(c, "=", c.Name())
	fmt.Println(speedoh.LastSlapLoses, "=", speedoh.LastSlapLoses.Name())
	// Output:
	// S2B3 = sword 2, blue, checks
	// LSL = Last Slap Loses
}
