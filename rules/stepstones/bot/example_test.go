package bot_test

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"
)

// Bots see only a View and the legal actions.
func Example() {
	s := stepstones.New(stepstones.Config{}, 7)
	bots := [3]*bot.Bot{bot.New(engine.Normal, 1), bot.New(engine.Normal, 2), bot.New(engine.Easy, 3)}
	for !s.Over() {
		seat := s.ToMove()[0]
		v := s.View(seat)
		if err := s.Apply(seat, bots[seat].Choose(v, v.Legal)); err != nil {
			panic(err)
		}
	}
	fmt.Println(s.HandNumber(), "hands")
	// Output: 12 hands
}
