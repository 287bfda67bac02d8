package games

import (
	"fmt"
	"slices"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
	"parlor/rules/spit"
)

// Spit is Speed / Spit (rulebooks/speed-spit.md), played on a clock.
var Spit = &engine.Spec[*spit.State, spit.View, spit.Action]{
	Info: engine.Info{
		Name: spit.GameName, Title: "Speed / Spit",
		MinSeats: spit.NumPlayers, MaxSeats: spit.NumPlayers, Seats: spit.NumPlayers,
		Options: []engine.Option{ // SP7: every variation and the short version, mixed at will
			engine.Toggle("fourpiles", "Four stock piles", "variation 1: four stock piles instead of five"),
			engine.Toggle("alternate", "Alternate colours", "variation 2: plays must alternate red and black"),
			engine.Toggle("winnerchooses", "Round winner chooses", "variation 3: the round winner chooses a centre pile, no race"),
			engine.Toggle("stackequal", "Stack equal ranks", "variation 4: stack a face-up stock card on one of equal rank"),
			engine.Toggle("short", "Short game", "the short version: a hand of four, one round"),
			engine.Toggle("flipbyhand", "Turn cards by hand", "SP2 option: turn an uncovered face-down stock card by hand"),
		},
		Levels:      []engine.Level{engine.Easy, engine.Normal, engine.Hard},
		DefaultBots: []engine.Level{engine.Normal, engine.Normal},
		Score:       "Cards left", LowerIsBetter: true,
		Unit:     "round",
		RealTime: true,
		MaxTicks: 60 * 60 * realtime.TicksPerSecond, // an hour of play
		Columns:  []string{"rounds", "unfinished"},
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*spit.State, error) {
		cfg := spit.Config{
			FourPiles: s.On("fourpiles"), AlternateColours: s.On("alternate"), WinnerChooses: s.On("winnerchooses"),
			StackEqual: s.On("stackequal"), Short: s.On("short"), FlipByHand: s.On("flipbyhand"),
		}
		return spit.New(cfg, seed, seats)
	},
	Open:  spit.Open,
	Parse: spit.ParseAction,
	// Know hides face-down cards from everyone and a short version hand
	// from the other seat; Data lists every event type (masked ones are
	// the same types, hidden cards cards.None).
	Know: spit.Know,
	Data: []any{spit.Dealt{}, spit.Spat{}, spit.Late{}, spit.Recycled{}, spit.Split{}, spit.RoundEnded{},
		spit.GameEnded{}, spit.RoundStopped{}, spit.TurnedUp{}, spit.Drew{}},
	Predict: spit.Predict,
	Reactor: func(l engine.Level, seat int, seed uint64) engine.Reactor[spit.View, spit.Action] {
		return spit.NewBot(seat, l, seed)
	},
	// Progress: the round under way ("round 3"); the short version has one.
	Progress: func(g *spit.State) string {
		switch {
		case g.Over():
			return "game over"
		case g.Config().Short:
			return "the short game"
		}
		return fmt.Sprintf("round %d", g.Round())
	},
	// Figures: the fastest win (seconds from the deal to the end of a game
	// the seat won, shared victories included; left out of games it lost)
	// and cards per minute (the cards the seat played onto the centre
	// piles over the minutes of the game, kept as sums over games).
	Figures: func(g *spit.State, seat int) []engine.Figure {
		if seat < 0 || seat >= spit.NumPlayers {
			return nil
		}
		secs := float64(g.Tick()) / realtime.TicksPerSecond
		fs := []engine.Figure{{Key: "pace", Label: "Cards per minute", Num: float64(g.Played(seat)), Den: secs / 60}}
		if slices.Contains(g.Winners(), seat) {
			fs = append(fs, engine.Figure{Key: "fastest", Label: "Fastest win (seconds)", Num: secs, Best: engine.Lowest})
		}
		return fs
	},
	// The score is the cards a seat still holds at the end; an unfinished
	// game (stopped at MaxTicks) has no winner.
	Tally: func(g *spit.State) engine.Tally {
		t := engine.Tally{Units: g.Rounds(), Seats: engine.WinShares(spit.NumPlayers, g.Winners())}
		unfinished := 0
		if !g.Over() {
			unfinished = 1
		}
		for i := range t.Seats {
			t.Seats[i].Score = float64(g.Cards(i))
			t.Seats[i].Stats = []int{g.Rounds(), unfinished}
		}
		return t
	},
}
