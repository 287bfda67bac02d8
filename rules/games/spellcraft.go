package games

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
)

// Spellcraft is Spellcraft Streamlined (rulebooks/spellcraft-streamlined.md).
var Spellcraft = &engine.Spec[*spellcraft.State, spellcraft.View, spellcraft.Action]{
	Info: engine.Info{
		Name: spellcraft.GameName, Title: "Spellcraft Streamlined",
		MinSeats: spellcraft.MinPlayers, MaxSeats: spellcraft.MaxPlayers, Seats: 4,
		Options: []engine.Option{
			engine.Toggle("trump", "Trump variant", "the trump variant: a trump card each, +2 for its suit and +2 more for the card (SC5)"),
			engine.Toggle("nojokers", "No jokers", "play with 52 cards, without the two jokers (SC13)"),
			engine.Number("chips", "Starting chips", "starting chips per player, 12 to 100 (SC13)",
				spellcraft.MinChips, spellcraft.MaxChips, spellcraft.DefaultChips, 4),
		},
		AdviserLevel: engine.Hard,
		Levels:       []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard, engine.Expert},
		DefaultBots:  []engine.Level{engine.Hard, engine.Normal, engine.Normal},
		Score:        "Chips",
		Unit:         "round",
		Gain:         "expected %.1f chips better",
		Columns:      []string{"rounds"},
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*spellcraft.State, error) {
		cfg := spellcraft.Config{Players: len(seats), Trump: s.On("trump"), NoJokers: s.On("nojokers"),
			Chips: s.Int("chips", spellcraft.DefaultChips)}
		return spellcraft.NewGame(cfg, seed, seats)
	},
	Open:   spellcraft.Open,
	Opener: spellcraft.Opener,
	Parse:  spellcraft.ParseAction,
	// Rematch: the next game at the table starts one seat on.
	Rematch: func(s *spellcraft.State) any { return s.Rematch() },
	// Know hides other hands in a deal, a drawn card from all but its
	// drawer and a bid's amount until the bids show; masked events keep
	// their types (a hidden bid is spellcraft.HiddenBid, an Action).
	Know: spellcraft.Know,
	Data: []any{spellcraft.Dealt{}, spellcraft.FieldLaid{}, spellcraft.Drawn{}, spellcraft.BidsShown{},
		spellcraft.ShowdownShown{}, spellcraft.ShowdownScored{}, spellcraft.PaidOut{}, spellcraft.GameOver{}},
	Chooser: func(l engine.Level, _ int, seed uint64) engine.Chooser[spellcraft.View, spellcraft.Action] {
		return bot.New(l, seed)
	},
	Progress: func(s *spellcraft.State) string {
		in := 0
		for i := range s.Seats() {
			if s.InRound(i) {
				in++
			}
		}
		if s.Over() {
			return fmt.Sprintf("over after %d rounds", s.Round())
		}
		return fmt.Sprintf("round %d, %d players left", s.Round(), in)
	},
	// Figures: the chips won (the stack at the end less the starting
	// chips, negative for a loss) and the showdowns the seat had the best
	// hand at, shared ones included.
	Figures: func(s *spellcraft.State, seat int) []engine.Figure {
		if seat < 0 || seat >= s.Seats() {
			return nil
		}
		won := 0
		for _, e := range s.Events() {
			if sd, ok := e.Data.(spellcraft.ShowdownScored); ok && sd.Result.Best[seat] {
				won++
			}
		}
		return []engine.Figure{
			{Key: "chips", Label: "Chips won", Num: float64(s.Stack(seat) - s.Config().StartChips())},
			{Key: "showdowns", Label: "Showdowns won", Num: float64(won)},
		}
	},
	// The adviser is Hard at its usual budget, seeded as the Hard player
	// in seat 0 (the player's seat) would be: a game Hard played there
	// analyses without a finding. Not Expert: its hint takes up to 0.72 s
	// at the 95th percentile, over the hint's 250 ms (BenchmarkExpertHint).
	Adviser: func(seed uint64) engine.Adviser[spellcraft.View, spellcraft.Action] {
		return bot.NewAdviser(engine.BotSeed(seed, 0))
	},
	// Clearly is in Values' terms, chips. Over 10 games at each of three,
	// four and six players (TestCalibrateClearly), the adviser, seeded
	// apart from the Hard player it judged, found Hard's decisions worse
	// by more than 0.75 chips in 0%, 0.6% and 0.3% of them (its sampling
	// noise; half a chip: up to 1.4%), and Normal's in 4-5.5%, Random's in
	// a third.
	Clearly: 0.75,
	// The score is the chips a seat ends with (higher is better); the
	// column counts the rounds each game lasted.
	Tally: func(s *spellcraft.State) engine.Tally {
		t := engine.Tally{Units: s.Round(), Seats: engine.WinShares(s.Seats(), s.Winners())}
		for i := range t.Seats {
			t.Seats[i].Score = float64(s.Stack(i))
			t.Seats[i].Stats = []int{s.Round()}
		}
		return t
	},
}
