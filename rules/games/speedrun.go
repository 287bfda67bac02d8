package games

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// SpeedRun is Speed Run (rulebooks/speed-run.md).
var SpeedRun = &engine.Spec[*speedrun.State, speedrun.View, speedrun.Action]{
	Info: engine.Info{
		Name: speedrun.GameName, Title: "Speed Run",
		MinSeats: speedrun.NumPlayers, MaxSeats: speedrun.NumPlayers, Seats: speedrun.NumPlayers,
		Options: []engine.Option{
			{Key: "length", Label: "Game length", Usage: "game length: short (6 hands), medium (9) or long (12)",
				Choices: []engine.Choice{{Value: "short", Label: "Short: 6 hands"}, {Value: "medium", Label: "Medium: 9 hands"}, {Value: "long", Label: "Long: 12 hands"}},
				Default: "short"},
			engine.Toggle("reveal", "Contract Reveal", "the Contract Reveal variant: a revealed contract scores double (SR6)"),
		},
		AdviserLevel: engine.Hard,
		Levels:       []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard, engine.Expert},
		DefaultBots:  []engine.Level{engine.Hard, engine.Normal, engine.Normal},
		Unit:         "hand",
		Gain:         "expected %.1f points better",
		Columns:      []string{"perfect", "passes", "redos"},
		ScorePerUnit: true,
		Score:        "Total", LowerIsBetter: true,
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*speedrun.State, error) {
		l, err := speedrun.ParseLength(s.Get(engine.Option{Key: "length", Default: "short"}))
		if err != nil {
			return nil, err
		}
		return speedrun.NewGame(speedrun.Config{Length: l, ContractReveal: s.On("reveal")}, seed, seats)
	},
	Open:  speedrun.Open,
	Parse: speedrun.ParseAction,
	// Rematch: the next game at the table starts one seat on.
	Rematch: func(s *speedrun.State) any { return s.Rematch() },
	Know:    speedrun.Know,
	Data:    []any{speedrun.Dealt{}, speedrun.TrickWon{}, speedrun.HandScored{}, speedrun.GameOver{}},
	Chooser: func(l engine.Level, _ int, seed uint64) engine.Chooser[speedrun.View, speedrun.Action] {
		return bot.New(l, seed)
	},
	Progress: func(s *speedrun.State) string {
		n := s.Config().Length.Hands()
		if s.Over() {
			return fmt.Sprintf("all %d hands played", n)
		}
		return fmt.Sprintf("hand %d of %d", s.HandNumber()+1, n)
	},
	// Figures: the score per hand (the board's total over the hands
	// played; lower is better) and the Perfect Bonuses standing on the
	// final board, as the final standings count them (one a Redo replaced
	// no longer stands).
	Figures: func(s *speedrun.State, seat int) []engine.Figure {
		if seat < 0 || seat >= speedrun.NumPlayers {
			return nil
		}
		board := s.Board()
		results := s.Results()
		perfects := board[seat].Perfects()
		return []engine.Figure{
			{Key: "score", Label: "Score per hand", Num: float64(board[seat].Total()), Den: float64(len(results))},
			{Key: "perfects", Label: "Perfect bonuses", Num: float64(perfects)},
		}
	},
	// The adviser is Hard at its usual budget, seeded as the Hard player
	// in seat 0 (the player's seat) would be: a game Hard played there
	// analyses without a finding. Not Expert: its decisions take 0.8 s
	// at the 95th percentile (parlor sim), over the hint's 250 ms.
	Adviser: func(seed uint64) engine.Adviser[speedrun.View, speedrun.Action] {
		return bot.NewAdviser(engine.BotSeed(seed, 0))
	},
	// Clearly is in Values' terms, points of score. Over 10 games
	// (TestCalibrateClearly) the adviser, seeded apart from the Hard player
	// it judged, found none of Hard's 728 decisions worse by more than
	// 0.275 (its sampling noise), and 11% of Normal's worse by more than
	// 0.5 (4% by more than a point).
	Clearly: 0.5,
	Tally: func(s *speedrun.State) engine.Tally {
		board := s.Board()
		totals := board.Totals()
		t := engine.Tally{Units: s.HandNumber(), Seats: engine.WinShares(speedrun.NumPlayers, s.Winners())}
		for i := range t.Seats {
			t.Seats[i].Score = float64(totals[i])
			t.Seats[i].Stats = []int{board[i].Perfects(), board[i].PassesUsed, board[i].RedosUsed}
		}
		return t
	},
}
