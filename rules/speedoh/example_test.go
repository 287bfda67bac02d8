package speedoh_test

import (
	"fmt"

	"parlor/rules/speedoh"
)

// A game is driven tick by tick: read the presses of a tick, apply them in
// the fair order, advance the clock. Here three bots play.
func Example() {
	s, err := speedoh.New(speedoh.Config{Players: 3}, 42)
	if err != nil {
		panic(err)
	}
	bots := []*speedoh.Bot{
		speedoh.NewBot(0, speedoh.Hard, 1), speedoh.NewBot(1, speedoh.Easy, 2), speedoh.NewBot(2, speedoh.Easy, 3),
	}
	for !s.Over() {
		var presses []speedoh.Press
		for seat, b := range bots {
			if a, ok := b.Tick(s.View(seat)); ok {
				presses = append(presses, speedoh.Press{Seat: seat, Action: a})
			}
		}
		s.ApplyTick(presses)
		s.Advance()
	}
	fmt.Println("winners:", s.Winners(), "reason:", s.EndReason())
	fmt.Println("record verifies:", speedoh.Verify(s.Record(nil)) == nil)
	// Output:
	// winners: {0} reason: out
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
