package games

import (
	"fmt"

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
var SteppingStones = &engine.Spec[*stepstones.State, stepstones.View, stepstones.Action]{
	Info: engine.Info{
		Name: stepstones.GameName, Title: "Stepping Stones",
		MinSeats: stepstones.NumPlayers, MaxSeats: stepstones.NumPlayers, Seats: stepstones.NumPlayers,
		Options: []engine.Option{
			sheetOption,
			engine.Toggle("redo", "Redo variant", "the Redo variant: one redo token per player"),
		},
		AdviserLevel: engine.Expert,
		Levels:       []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard, engine.Expert},
		DefaultBots:  []engine.Level{engine.Hard, engine.Normal, engine.Normal},
		Unit:         "hand",
		Gain:         "expected %.1f tricks better",
		Columns:      []string{"declared", "firsts"},
		Score:        "Game points",
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*stepstones.State, error) {
		sh, err := stepstones.ParseSheet(s.Get(sheetOption))
		if err != nil {
			return nil, err
		}
		return stepstones.NewGame(stepstones.Config{Sheet: sh, Redo: s.On("redo")}, seed, seats)
	},
	Open:  stepstones.Open,
	Parse: stepstones.ParseAction,
	// Rematch: the next game at the table starts one seat on.
	Rematch: func(s *stepstones.State) any { return s.Rematch() },
	Know:    stepstones.Know,
	Data:    []any{stepstones.Dealt{}, stepstones.TrickWon{}, stepstones.HandScored{}, stepstones.GameOver{}},
	Chooser: func(l engine.Level, _ int, seed uint64) engine.Chooser[stepstones.View, stepstones.Action] {
		return bot.New(l, seed)
	},
	// Progress counts the hands still to come by the empty cells of the
	// scoresheet: one hand fills one, a Redo none.
	Progress: func(s *stepstones.State) string {
		sheet := s.Scoresheet()
		if s.Over() {
			return fmt.Sprintf("all %d hands played", s.HandNumber())
		}
		empty := 0
		for _, r := range sheet.Rows {
			for _, done := range r.Done {
				if !done {
					empty++
				}
			}
		}
		total := s.HandNumber() + empty
		if s.Phase() == stepstones.PhasePlay && s.CurrentBid().Redo {
			total++
		}
		return fmt.Sprintf("hand %d of %d", s.HandNumber()+1, total)
	},
	// Figures: the game points (a mean per game) and the rows placed
	// first, a tie for first included (SS8).
	Figures: func(s *stepstones.State, seat int) []engine.Figure {
		if seat < 0 || seat >= stepstones.NumPlayers {
			return nil
		}
		sheet := s.Scoresheet()
		return []engine.Figure{
			{Key: "points", Label: "Game points per game", Num: float64(sheet.Totals[seat]), Den: 1},
			{Key: "firsts", Label: "Rows placed first", Num: float64(sheet.Firsts[seat])},
		}
	},
	// The adviser is Expert, the strongest player within the hint's time
	// limit (p95 59 ms of 250, BenchmarkHint), seeded as the player
	// in seat 0 (the player's seat) would be: a game Expert played there
	// analyses without a finding.
	Adviser: func(seed uint64) engine.Adviser[stepstones.View, stepstones.Action] {
		return bot.NewAdviser(engine.BotSeed(seed, 0))
	},
	// Clearly is in Values' terms, tricks. Over 10 games
	// (TestCalibrateClearly) the adviser, seeded apart from the Hard player
	// it judged, found 1 of Hard's 1531 decisions worse by more than half a
	// trick (99% of its sampling noise is below 0.22), and 9.5% of Normal's.
	Clearly: 0.5,
	Tally: func(s *stepstones.State) engine.Tally {
		sheet := s.Scoresheet()
		t := engine.Tally{Units: s.HandNumber(), Seats: engine.WinShares(stepstones.NumPlayers, s.Winners())}
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
