package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOmniscientSamplesTheTrueHands: the omniscient search (parlor sim's
// measuring stick) puts the true hands in every sample; Hard's samples
// keep only its own hand and deal the rest.
func TestOmniscientSamplesTheTrueHands(t *testing.T) {
	st := speedrun.New(speedrun.Config{}, 3)
	bots := []engine.Chooser[speedrun.View, speedrun.Action]{New(engine.Normal, 1), New(engine.Normal, 2), New(engine.Normal, 3)}
	for st.Phase() != speedrun.PhasePlay || st.CurrentTrick().Num < 2 {
		_, err := engine.Turn(st, bots)
		require.NoError(t, err)
	}
	v := st.View(0)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sm := range NewOmniscient(1, func() *speedrun.State { return st }).deals(&v, 10, rng) {
		for seat := 0; seat < nSeats; seat++ {
			assert.Equal(t, st.Hand(seat), sm.tb.hands[seat], "seat %d", seat)
			assert.Equal(t, st.Hand(seat), sm.dealt[seat]&st.Hand(seat), "seat %d holds what it was dealt", seat)
		}
	}
	differ := 0
	for _, sm := range NewSearch(DefaultBudget, 1).deals(&v, 10, rng) {
		assert.Equal(t, st.Hand(0), sm.tb.hands[0], "Hard sees its own hand")
		if sm.tb.hands[1] != st.Hand(1) {
			differ++
		}
	}
	assert.Positive(t, differ, "Hard's samples are drawn, not the truth")
}
