package games

import (
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"
)

// sheetOption is Stepping Stones' scoresheet choice (SS1).
var sheetOption = engine.Option{Key: "sheet", Label: "Scoresheet",
	Usage:   "the scoresheet: starter or advanced (SS1)",
	Choices: []engine.Choice{{Value: "starter", Label: "Starter"}, {Value: "advanced", Label: "Advanced"}},
	Default: "starter"}

// SteppingStones is Stepping Stones (rulebooks/stepping-stones.md).
var SteppingStones = &engine.Spec[*stepstones.Game, stepstones.View, stepstones.Action]{
	Info: engine.Info{
		Name: stepstones.GameName, Title: "Stepping Stones",
		MinSeats: stepstones.NumPlayers, MaxSeats: stepstones.NumPlayers, Seats: stepstones.NumPlayers,
		Options: []engine.Option{
			sheetOption,
			engine.Toggle("redo", "Redo variant", "the Redo variant: one redo token per player"),
		},
		Levels:        []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard},
		DefaultBots:   []engine.Level{engine.Hard, engine.Normal, engine.Normal},
		Unit:          "hand",
		Columns:       []string{"declared", "firsts"},
		LowerIsBetter: false,
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*stepstones.Game, error) {
		sh, err := stepstones.ParseSheet(s.Get(sheetOption))
		if err != nil {
			return nil, err
		}
		return stepstones.NewGame(stepstones.Config{Sheet: sh, Redo: s.On("redo")}, seed, seats)
	},
	Open:  stepstones.Open,
	Parse: stepstones.ParseAction,
	Chooser: func(l engine.Level, _ int, seed uint64) engine.Chooser[stepstones.View, stepstones.Action] {
		return bot.New(l, seed)
	},
	Tally: func(g *stepstones.Game) engine.Tally {
		s := g.State()
		sheet := s.Scoresheet()
		t := engine.Tally{Units: s.HandNumber(), Seats: engine.WinShares(stepstones.NumPlayers, g.Winners())}
		var declared [stepstones.NumPlayers]int
		for _, r := range s.Results() {
			declared[r.Declarer]++
		}
		for i := range t.Seats {
			t.Seats[i].Score = float64(sheet.Totals[i])
			t.Seats[i].Stats = []int{declared[i], sheet.Firsts[i]}
		}
		return t
	},
}
