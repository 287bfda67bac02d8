package speedrun_test

import (
	"fmt"
	"math/rand/v2"

	"parlor/rules/speedrun"
)

// A game driven through the public API: a seat to move picks a legal
// action and applies it; every seat sees only its View.
func Example() {
	s := speedrun.New(speedrun.Config{Length: speedrun.Short}, 2024)
	fmt.Println("start player:", s.StartPlayer(), "to move:", s.ToMove())
	st := s.StartPlayer()
	rank, _ := speedrun.ParseAction("rank slalom 1high")
	fmt.Println(s.Apply(st, rank))
	a, _ := speedrun.ParseAction("trump H")
	fmt.Println(s.Apply(st, a)) // the next seat must pick trump
	fmt.Println(s.Apply((st+1)%3, a))
	fmt.Println("phase:", s.Phase(), "to move:", s.ToMove())

	// Finish the game with random legal play.
	rng := rand.New(rand.NewPCG(1, 2))
	s.Playout(rng)
	fmt.Println("over:", s.Over(), "hands:", len(s.Results()))
	// Output:
	// start player: 1 to move: [1]
	// <nil>
	// speedrun: illegal action (turn): It is not your turn.
	// <nil>
	// phase: bid to move: [0 1 2]
	// over: true hands: 6
}
