package bot_test

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// Example plays a whole Short game between three bots; each gets only its
// seat's View.
func Example() {
	s := speedrun.New(speedrun.Config{}, 42)
	players := []bot.Player{bot.New(engine.Normal, 1), bot.New(engine.Easy, 2), bot.New(engine.Random, 3)}
	for !s.Over() {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			if err := s.Apply(seat, players[seat].Choose(v, v.Legal)); err != nil {
				fmt.Println(err)
				return
			}
		}
	}
	fmt.Println("hands played:", len(s.Results()))
	// Output: hands played: 6
}
