package games

import (
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// SpeedRun is Speed Run (rulebooks/speed-run.md).
var SpeedRun = &engine.Spec[*speedrun.Game, speedrun.View, speedrun.Action]{
	Info: engine.Info{
		Name: speedrun.GameName, Title: "Speed Run",
		MinSeats: speedrun.NumPlayers, MaxSeats: speedrun.NumPlayers, Seats: speedrun.NumPlayers,
		Options: []engine.Option{
			{Key: "length", Label: "Game length", Usage: "game length: short (6 hands), medium (9) or long (12)",
				Choices: []engine.Choice{{Value: "short", Label: "Short: 6 hands"}, {Value: "medium", Label: "Medium: 9 hands"}, {Value: "long", Label: "Long: 12 hands"}},
				Default: "short"},
			engine.Toggle("reveal", "Contract Reveal", "the Contract Reveal variant: a revealed contract scores double (SR6)"),
		},
		Levels:        []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard},
		DefaultBots:   []engine.Level{engine.Hard, engine.Normal, engine.Normal},
		Unit:          "hand",
		Columns:       []string{"perfect", "passes", "redos"},
		ScorePerUnit:  true,
		LowerIsBetter: true,
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*speedrun.Game, error) {
		l, err := speedrun.ParseLength(s.Get(engine.Option{Key: "length", Default: "short"}))
		if err != nil {
			return nil, err
		}
		return speedrun.NewGame(speedrun.Config{Length: l, ContractReveal: s.On("reveal")}, seed, seats)
	},
	Open:  speedrun.Open,
	Parse: speedrun.ParseAction,
	Chooser: func(l engine.Level, _ int, seed uint64) engine.Chooser[speedrun.View, speedrun.Action] {
		return bot.New(l, seed)
	},
	Tally: func(g *speedrun.Game) engine.Tally {
		s := g.State()
		board := s.Board()
		totals := board.Totals()
		t := engine.Tally{Units: s.HandNumber(), Seats: engine.WinShares(speedrun.NumPlayers, g.Winners())}
		for i := range t.Seats {
			t.Seats[i].Score = float64(totals[i])
			t.Seats[i].Stats = []int{board[i].Perfects(), board[i].PassesUsed, board[i].RedosUsed}
		}
		return t
	},
}
