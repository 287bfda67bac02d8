package stepstones_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestActionTokens(t *testing.T) {
	for _, tok := range []string{
		"pass", "bid pick-trump 9high H", "bid no-trump 1high", "bid slalom 9high",
		"bid may-trump 9high S", "bid lose-must-beat 1high", "redo win-last6 9high",
		"bid lose-no-trump 9high", "redo pick-trump 1high C", "play H7", "play S1", "play C9",
	} {
		a, err := stepstones.ParseAction(tok)
		require.NoError(t, err, tok)
		assert.Equal(t, tok, a.String())
	}
	a, err := stepstones.ParseAction("  BID  Pick-Trump 9HIGH h ")
	require.NoError(t, err)
	assert.Equal(t, "bid pick-trump 9high H", a.String())
	for _, bad := range []string{"", "pass now", "bid", "bid win 9high", "play", "play H10",
		"play X1", "redo slalom", "bid slalom 9high H", "fold", "bid pick-trump 9high X"} {
		_, err := stepstones.ParseAction(bad)
		assert.Error(t, err, bad)
		if err != nil {
			assert.Contains(t, err.Error(), "stepstones: ")
		}
	}
}

// TestLegalActionsRoundTrip: every action Legal offers in random games
// prints and parses back to itself.
func TestLegalActionsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for seed := uint64(0); seed < 20; seed++ {
		s := stepstones.New(stepstones.Config{Redo: true, Sheet: stepstones.Sheet(seed % 2)}, seed)
		for !s.Over() {
			seat := s.ToMove()[0]
			legal := s.Legal(seat)
			for _, a := range legal {
				b, err := stepstones.ParseAction(a.String())
				require.NoError(t, err, a.String())
				require.Equal(t, a, b)
			}
			require.NoError(t, s.Apply(seat, legal[rng.IntN(len(legal))]))
		}
	}
}
