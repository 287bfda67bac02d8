package bot_test

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
)

// Bots see only a View and the legal actions. During the bids several
// seats are to move; each answers for itself.
func Example() {
	s := spellcraft.MustNew(spellcraft.Config{Players: 3, Chips: 12}, 7)
	players := []engine.Chooser[spellcraft.View, spellcraft.Action]{
		bot.New(engine.Normal, 1), bot.New(engine.Normal, 2), bot.New(engine.Easy, 3)}
	for !s.Over() {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			if err := s.Apply(seat, players[seat].Choose(v, v.Legal)); err != nil {
				panic(err)
			}
		}
	}
	fmt.Println("winners:", s.Winners(), "after", s.Round(), "rounds")
	// Output: winners: [2] after 10 rounds
}
