package games_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/realtime"
	"parlor/rules/record"
	"parlor/rules/speedoh"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rtSeats returns n seats, seat 0 a person when human is set, the others
// computer players.
func rtSeats(n int, human bool) []record.Seat {
	seats := make([]record.Seat, n)
	for i := range seats {
		seats[i] = record.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: "bot", Bot: "normal"}
	}
	if human {
		seats[0] = record.Seat{Name: "You", Kind: "human"}
	}
	return seats
}

// rtGame plays a whole computer game of a real-time game, levels[i] in
// seat i, and returns it.
func rtGame(t *testing.T, name string, st engine.Settings, seed uint64, levels ...engine.Level) engine.Match {
	t.Helper()
	e, ok := games.Lookup(name)
	require.True(t, ok)
	m, err := e.New(st, seed, rtSeats(len(levels), false))
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, levels, seed))
	require.True(t, m.Over())
	return m
}

func figures(fs []engine.Figure) map[string]engine.Figure {
	out := map[string]engine.Figure{}
	for _, f := range fs {
		out[f.Key] = f
	}
	return out
}

// TestSpitFigures: cards per minute (the cards a seat played over the
// minutes of the game) for both seats, the fastest win for the winner
// only; they agree with the record.
func TestSpitFigures(t *testing.T) {
	e, _ := games.Lookup("spit")
	for _, c := range []struct {
		name string
		st   engine.Settings
	}{{"standard", nil}, {"short", engine.Settings{"short": "on"}}} {
		t.Run(c.name, func(t *testing.T) {
			m := rtGame(t, "spit", c.st, 4, engine.Hard, engine.Easy)
			g := m.Game().(*spit.State)
			minutes := float64(g.Tick()) / realtime.TicksPerSecond / 60
			// The cards played, from the record: play presses that were
			// not late.
			played := [2]int{}
			evs := g.Record().Events
			for i, ev := range evs {
				if ev.Kind == record.Act && strings.HasPrefix(ev.Action, "play") && (i+1 == len(evs) || evs[i+1].Name != "late") {
					played[ev.SeatOf()]++
				}
			}
			for seat := range 2 {
				fs := figures(e.Figures(m, seat))
				cpm := fs["pace"]
				assert.Equal(t, "Cards per minute", cpm.Label)
				assert.Equal(t, engine.Sum, cpm.Best)
				assert.Equal(t, float64(played[seat]), cpm.Num, "seat %d", seat)
				assert.InDelta(t, minutes, cpm.Den, 1e-9)
				fast, ok := fs["fastest"]
				if slices.Contains(m.Winners(), seat) {
					require.True(t, ok, "the winner has a fastest win")
					assert.Equal(t, engine.Lowest, fast.Best)
					assert.InDelta(t, minutes*60, fast.Num, 1e-9)
				} else {
					assert.False(t, ok, "no fastest win in a game the seat lost")
				}
				t.Logf("seat %d: %.0f cards in %.2f min (%.1f a minute)", seat, cpm.Num, cpm.Den, cpm.Num/cpm.Den)
			}
			assert.Positive(t, played[0]+played[1])
			assert.Nil(t, e.Figures(m, 2))
		})
	}
}

func TestSpitProgress(t *testing.T) {
	e, _ := games.Lookup("spit")
	m, err := e.New(nil, 6, rtSeats(2, true))
	require.NoError(t, err)
	assert.Equal(t, "round 1", e.Progress(m))
	bots, err := e.Bots(m, map[int]engine.Level{0: engine.Hard, 1: engine.Normal}, 6)
	require.NoError(t, err)
	g := m.Game().(*spit.State)
	for g.Round() == 1 && !m.Over() {
		_, err := bots.Step(nil)
		require.NoError(t, err)
	}
	require.False(t, m.Over())
	assert.Equal(t, "round 2", e.Progress(m))
	short, err := e.New(engine.Settings{"short": "on"}, 6, rtSeats(2, true))
	require.NoError(t, err)
	assert.Equal(t, "the short game", e.Progress(short))
}

// TestSpeedOhFigures: slaps won (matches slapped first, First Slap Wins
// won) and wrong slaps, totals that agree with the record and the tally.
func TestSpeedOhFigures(t *testing.T) {
	e, _ := games.Lookup("speedoh")
	m := rtGame(t, "speedoh", nil, 3, engine.Hard, engine.Normal, engine.Easy)
	g := m.Game().(*speedoh.State)
	tally := m.Tally()
	won := make([]int, g.Seats())
	for _, ev := range g.Record().Events {
		switch {
		case ev.Name == "match":
			var d struct{ Winner int }
			require.NoError(t, json.Unmarshal(ev.Data, &d))
			won[d.Winner]++
		case ev.Name == "special" && strings.Contains(string(ev.Data), `"kind":"firstSlap"`):
			var d struct{ Slaps []int }
			require.NoError(t, json.Unmarshal(ev.Data, &d))
			if len(d.Slaps) > 0 {
				won[d.Slaps[0]]++
			}
		}
	}
	total := 0
	for seat := range g.Seats() {
		fs := figures(e.Figures(m, seat))
		require.Len(t, fs, 2)
		assert.Equal(t, "Slaps won", fs["slaps"].Label)
		assert.Equal(t, float64(won[seat]), fs["slaps"].Num, "seat %d", seat)
		assert.Equal(t, "Wrong slaps", fs["wrong"].Label)
		assert.Equal(t, float64(tally.Seats[seat].Stats[0]), fs["wrong"].Num, "seat %d: the tally's wrong slaps", seat)
		for _, f := range fs {
			assert.Zero(t, f.Den, "a total")
			assert.Equal(t, engine.Sum, f.Best)
		}
		total += won[seat]
		t.Logf("seat %d: %v slaps won, %v wrong", seat, fs["slaps"].Num, fs["wrong"].Num)
	}
	assert.Positive(t, total)
	assert.Greater(t, won[0], won[2], "Hard wins more slaps than Easy")
	assert.Nil(t, e.Figures(m, 3))
}

func TestSpeedOhProgress(t *testing.T) {
	e, _ := games.Lookup("speedoh")
	m, err := e.New(nil, 2, rtSeats(4, true))
	require.NoError(t, err)
	assert.Equal(t, "you hold 22 cards", e.Progress(m), "88 cards dealt to four")
	g := m.Game().(*speedoh.State)
	bots, err := e.Bots(m, map[int]engine.Level{0: engine.Hard, 1: engine.Normal, 2: engine.Normal, 3: engine.Easy}, 2)
	require.NoError(t, err)
	for range 3000 {
		_, err := bots.Step(nil)
		require.NoError(t, err)
	}
	assert.Equal(t, fmt.Sprintf("you hold %d cards", g.Cards(0)), e.Progress(m))
	computers, err := e.New(nil, 2, rtSeats(3, false))
	require.NoError(t, err)
	assert.Equal(t, "the leader holds 29 cards", e.Progress(computers), "88 cards dealt to three: 30, 29, 29")
}
