package stepstones_test

import (
	"fmt"

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
	// stepstones: illegal action: pass now: play a card
}

// RowPoints gives a complete row's game points (SS3).
func ExampleRowPoints() {
	points, _ := stepstones.RowPoints([3]int{8, 8, 4}, false)
	fmt.Println(points)
	// Output: [2 2 -1]
}
