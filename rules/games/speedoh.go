package games

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/speedoh"
)

// SpeedOh is SpeedOh: Blades (rulebooks/speedoh-blades.md), played on a
// clock by 2 to 6 players.
var SpeedOh = &engine.Spec[*speedoh.State, speedoh.View, speedoh.Action]{
	Info: engine.Info{
		Name: speedoh.GameName, Title: "SpeedOh: Blades",
		MinSeats: speedoh.MinPlayers, MaxSeats: speedoh.MaxPlayers, Seats: speedoh.DefaultPlayers,
		Options: []engine.Option{
			engine.Toggle("beginner", "Beginner deck", "SO1: the beginner deck, without the Pattern Match cards"),
			engine.Toggle("totem", "Totem", "SO7: Last Slap Loses acts as First Slap Wins"),
		},
		Levels:      []engine.Level{engine.Easy, engine.Normal, engine.Hard},
		DefaultBots: []engine.Level{engine.Hard, engine.Normal, engine.Normal, engine.Easy},
		RealTime:    true,
		Columns:     []string{"wrong", "stale"},
		Score:       "Cards left", LowerIsBetter: true,
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*speedoh.State, error) {
		cfg := speedoh.Config{Players: len(seats), Beginner: s.On("beginner"), Totem: s.On("totem")}
		return speedoh.New(cfg, seed, seats)
	},
	Open:   speedoh.Open,
	Opener: speedoh.Opener,
	Parse:  speedoh.ParseAction,
	// Know hides the draw piles (dealt, turned over) from everyone; Data
	// lists every event type (masked ones are the same types, hidden
	// cards speedoh.None).
	Know: speedoh.Know,
	Data: []any{speedoh.Dealt{}, speedoh.Flipped{}, speedoh.TurnedOver{}, speedoh.MatchSettled{},
		speedoh.SpecialSettled{}, speedoh.WrongSlap{}, speedoh.MatchLapsed{}, speedoh.GameEnded{}, speedoh.Struck{}},
	Predict: speedoh.Predict,
	Reactor: func(l engine.Level, seat int, seed uint64) engine.Reactor[speedoh.View, speedoh.Action] {
		return speedoh.NewBot(seat, l, seed)
	},
	// Progress: the cards the person in seat 0 still holds ("you hold 23
	// cards", "Player 1 holds 23 cards" with two people), or, with a
	// computer player there, the fewest any seat holds.
	Progress: func(g *speedoh.State) string {
		n := g.Seats()
		if seats := g.Record().Header.Seats; len(seats) > 0 && seats[0].Kind == "human" {
			if name := seats[0].Name; name != "You" && name != "" {
				return fmt.Sprintf("%s holds %s", name, cardsWord(g.Cards(0)))
			}
			return fmt.Sprintf("you hold %s", cardsWord(g.Cards(0)))
		}
		fewest := g.Cards(0)
		for seat := 1; seat < n; seat++ {
			fewest = min(fewest, g.Cards(seat))
		}
		return fmt.Sprintf("the leader holds %s", cardsWord(fewest))
	},
	// Figures: slaps won (matches the seat slapped first, SO3, and First
	// Slap Wins cards it won, D15) and wrong slaps (SO4), both totals.
	Figures: func(g *speedoh.State, seat int) []engine.Figure {
		if seat < 0 || seat >= g.Seats() {
			return nil
		}
		won, wrong := 0, 0
		for _, e := range g.Events() {
			switch d := e.Data.(type) {
			case speedoh.MatchSettled:
				if d.Winner == seat {
					won++
				}
			case speedoh.SpecialSettled:
				if d.Kind == speedoh.FirstSlapWindow && len(d.Slaps) > 0 && d.Slaps[0] == seat {
					won++
				}
			case speedoh.WrongSlap:
				if d.Seat == seat {
					wrong++
				}
			}
		}
		return []engine.Figure{
			{Key: "slaps", Label: "Slaps won", Num: float64(won)},
			{Key: "wrong", Label: "Wrong slaps", Num: float64(wrong)},
		}
	},
	// The score is the cards a seat still holds at the end; "wrong" counts
	// its wrong slaps (SO4), "stale" a game that did not end by a player
	// running out of cards (D13).
	Tally: func(g *speedoh.State) engine.Tally {
		n := g.Seats()
		t := engine.Tally{Seats: engine.WinShares(n, g.Winners())}
		wrong := make([]int, n)
		for _, e := range g.Events() {
			if w, ok := e.Data.(speedoh.WrongSlap); ok && w.Seat >= 0 && w.Seat < n {
				wrong[w.Seat]++
			}
		}
		stale := 0
		if g.Over() && g.EndReason() != speedoh.OutOfCard {
			stale = 1
		}
		for i := range t.Seats {
			t.Seats[i].Score = float64(g.Cards(i))
			t.Seats[i].Stats = []int{wrong[i], stale}
		}
		return t
	},
}

// cardsWord says a number of cards: "1 card", "23 cards".
func cardsWord(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}
