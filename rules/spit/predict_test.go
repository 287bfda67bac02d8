package spit_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/rules/engine"
	"parlor/rules/spit"
)

// TestPredictMatchesTheGame plays computer games and checks, for every
// press applied alone in its tick, that the predicted view agrees with
// the game's own next view on everything the prediction claims to know.
func TestPredictMatchesTheGame(t *testing.T) {
	configs := map[string]spit.Config{
		"standard": {}, "short": {Short: true}, "stacking": {StackEqual: true}, "flip by hand": {FlipByHand: true},
	}
	for name, cfg := range configs {
		t.Run(name, func(t *testing.T) {
			checked := 0
			for seed := uint64(1); seed <= 3; seed++ {
				checked += predictGame(t, cfg, seed)
			}
			assert.Greater(t, checked, 100, "presses checked")
		})
	}
}

// predictGame plays one computer game and returns how many presses it
// compared with their prediction.
func predictGame(t *testing.T, cfg spit.Config, seed uint64) int {
	s := newGame(t, cfg, seed)
	bots := []engine.Reactor[spit.View, spit.Action]{
		spit.NewBot(0, engine.Hard, engine.BotSeed(seed, 0)), spit.NewBot(1, engine.Hard, engine.BotSeed(seed, 1)),
	}
	checked := 0
	var buf []engine.Press[spit.Action]
	for n := 0; n < hour && !s.Over(); n++ {
		before := [2]spit.View{s.View(0), s.View(1)}
		buf = engine.BotPresses(s, bots, buf[:0])
		res := s.ApplyTick(buf)
		if len(res) == 1 && res[0].Err == nil {
			p := res[0]
			if want, ok := spit.Predict(before[p.Seat], p.Action); ok && sameRound(before[p.Seat], s.View(p.Seat)) {
				samePrediction(t, want, s.View(p.Seat), p.Action)
				checked++
			}
		}
		s.Advance()
	}
	return checked
}

// samePrediction compares what a prediction knows: the centre, every slot
// the press did not turn face up, the hand, the counts and readiness.
func samePrediction(t *testing.T, want, got spit.View, a spit.Action) {
	t.Helper()
	require.Equal(t, got.Centre, want.Centre, "centre after %v", a)
	me, real := want.Players[want.Seat], got.Players[got.Seat]
	require.Equal(t, real.Cards, me.Cards, "cards held after %v", a)
	require.Equal(t, real.Ready, me.Ready, "ready after %v", a)
	for i := range me.Stock {
		if i == int(a.From)-1 && real.Stock[i].Down < me.Stock[i].Down {
			require.Equal(t, real.Stock[i].Size(), me.Stock[i].Size(), "slot %d after %v (turned up)", i+1, a)
			continue
		}
		require.Equal(t, real.Stock[i], me.Stock[i], "slot %d after %v", i+1, a)
	}
	for i, c := range me.Hand {
		if c != real.Hand[i] {
			require.True(t, i == int(a.From)-1 && c == 0, "hand slot %d after %v: %v, game %v", i+1, a, c, real.Hand[i])
		}
	}
}

// TestPredictRefusesWhatTheViewCannotKnow: a flip shows a hidden card, a
// refused press changes nothing.
func TestPredictRefusesWhatTheViewCannotKnow(t *testing.T) {
	v := newGame(t, spit.Config{FlipByHand: true}, 7).View(0)
	_, ok := spit.Predict(v, spit.FlipCard(1))
	assert.False(t, ok, "a flip")
	got, ok := spit.Predict(v, spit.MoveCard(1, 1))
	assert.False(t, ok, "a refused move")
	assert.Equal(t, v, got)
}

// sameRound reports whether a press left the round going: one that ends
// it deals or races on, which no prediction claims to know.
func sameRound(before, after spit.View) bool {
	return after.Phase == spit.PhasePlay && after.Round == before.Round
}
