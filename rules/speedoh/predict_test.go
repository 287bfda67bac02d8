package speedoh_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/rules/engine"
	"parlor/rules/speedoh"
)

// TestPredictMatchesTheGame plays computer games and checks, for every
// hit applied alone in its tick, that the predicted slappers and wrong
// slaps are the game's own.
func TestPredictMatchesTheGame(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ {
		checked += predictGame(t, seed)
	}
	assert.Greater(t, checked, 20, "hits checked")
}

func predictGame(t *testing.T, seed uint64) int {
	s := newGame(t, speedoh.Config{Players: 3}, seed)
	bots := make([]engine.Reactor[speedoh.View, speedoh.Action], 3)
	for i := range bots {
		bots[i] = speedoh.NewBot(i, engine.Hard, engine.BotSeed(seed, i))
	}
	checked := 0
	var buf []engine.Press[speedoh.Action]
	for n := 0; n < 60*60*20 && !s.Over(); n++ {
		var before [3]speedoh.View
		for i := range before {
			before[i] = s.View(i)
		}
		buf = engine.BotPresses(s, bots, buf[:0])
		res := s.ApplyTick(buf)
		if len(res) == 1 && res[0].Err == nil {
			if want, ok := speedoh.Predict(before[res[0].Seat], res[0].Action); ok {
				got := s.View(res[0].Seat)
				require.Equal(t, got.Wrong, want.Wrong, "wrong slaps")
				for i := range want.NWindows {
					require.Equal(t, got.Windows[i].Slapped, want.Windows[i].Slapped, "window %d's slappers", i)
					require.Equal(t, got.Windows[i].Order, want.Windows[i].Order, "window %d's order", i)
				}
				checked++
			}
		}
		s.Advance()
	}
	return checked
}

// TestPredictLeavesFlipsToTheGame: a flip shows an unseen card.
func TestPredictLeavesFlipsToTheGame(t *testing.T) {
	v := newGame(t, speedoh.Config{}, 3).View(0)
	got, ok := speedoh.Predict(v, speedoh.FlipCard())
	assert.False(t, ok)
	assert.Equal(t, v, got)
}
