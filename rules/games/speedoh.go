package games

import (
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
	},
	New: func(s engine.Settings, seed uint64, seats []record.Seat) (*speedoh.State, error) {
		cfg := speedoh.Config{Players: len(seats), Beginner: s.On("beginner"), Totem: s.On("totem")}
		return speedoh.New(cfg, seed, seats)
	},
	Open:  speedoh.Open,
	Parse: speedoh.ParseAction,
	Reactor: func(l engine.Level, seat int, seed uint64) engine.Reactor[speedoh.View, speedoh.Action] {
		return speedoh.NewBot(seat, l, seed)
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
