package games

import (
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
)

// Spellcraft is Spellcraft Streamlined (rulebooks/spellcraft-streamlined.md).
var Spellcraft = &engine.Spec[*spellcraft.Game, spellcraft.View, spellcraft.Action]{
	Info: engine.Info{
		Name: spellcraft.GameName, Title: "Spellcraft Streamlined",
		MinSeats: spellcraft.MinPlayers, MaxSeats: spellcraft.MaxPlayers, Seats: 4,
		Options: []engine.Option{
			engine.Toggle("trump", "Trump variant", "the trump variant: a trump card each, +2 for its suit and +2 more for the card (SC5)"),
			engine.Toggle("nojokers", "No jokers", "play with 52 cards, without the two jokers (SC13)"),
			engine.Number("chips", "Starting chips", "starting chips per player, 12 to 100 (SC13)",
				spellcraft.MinChips, spellcraft.MaxChips, spellcraft.DefaultChips, 4),
		},
		Levels:      []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard},
		DefaultBots: []engine.Level{engine.Hard, engine.Normal, engine.Normal},
		Unit:        "round",
		Columns:     []string{"rounds"},
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*spellcraft.Game, error) {
		cfg := spellcraft.Config{Players: len(seats), Trump: s.On("trump"), NoJokers: s.On("nojokers"),
			Chips: s.Int("chips", spellcraft.DefaultChips)}
		return spellcraft.NewGame(cfg, seed, seats)
	},
	Open:  spellcraft.Open,
	Parse: spellcraft.ParseAction,
	Chooser: func(l engine.Level, _ int, seed uint64) engine.Chooser[spellcraft.View, spellcraft.Action] {
		return bot.New(l, seed)
	},
	// The score is the chips a seat ends with (higher is better); the
	// column counts the rounds each game lasted.
	Tally: func(g *spellcraft.Game) engine.Tally {
		s := g.State()
		t := engine.Tally{Units: s.Round(), Seats: engine.WinShares(g.Seats(), g.Winners())}
		for i := range t.Seats {
			t.Seats[i].Score = float64(s.Stack(i))
			t.Seats[i].Stats = []int{s.Round()}
		}
		return t
	},
}
