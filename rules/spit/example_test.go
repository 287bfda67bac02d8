package spit_test

import (
	"fmt"

	"parlor/rules/spit"
)

// A game is driven tick by tick: read the presses of a tick, apply them in
// the fair order, advance the clock. Here two bots play.
func Example() {
	s := spit.New(spit.Config{}, 42)
	bots := [2]*spit.Bot{spit.NewBot(0, spit.Hard, 1), spit.NewBot(1, spit.Easy, 2)}
	for over, _ := s.Over(); !over && s.Tick() < spit.SimTickCap; over, _ = s.Over() {
		var presses []spit.Press
		for seat, b := range bots {
			if a, ok := b.Tick(s.View(seat)); ok {
				presses = append(presses, spit.Press{Seat: seat, Action: a})
			}
		}
		s.ApplyTick(presses)
		s.Advance()
	}
	_, winner := s.Over()
	fmt.Println("winner: seat", winner)
	fmt.Println("record verifies:", spit.Verify(s.Record(nil)) == nil)
	// Output:
	// winner: seat 0
	// record verifies: true
}

func ExampleParseAction() {
	a, _ := spit.ParseAction("play 3 L")
	fmt.Println(a.Kind, a.From, a.Side, a)
	// Output: play 3 L play 3 L
}
