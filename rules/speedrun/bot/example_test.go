package bot_test

import (
	"fmt"

	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// Example plays a whole Short game between three bots; each gets only its
// seat's View.
func Example() {
	s := speedrun.New(speedrun.Config{}, 42)
	players := []bot.Player{bot.New(bot.Normal, 1), bot.New(bot.Easy, 2), bot.New(bot.Random, 3)}
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
