package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOmniscientDealsTheTrueHands: the omniscient bot (parlor sim's
// measuring stick) searches the true hands; Hard's deals keep only its own
// hand and deal the rest.
func TestOmniscientDealsTheTrueHands(t *testing.T) {
	st := stepstones.New(stepstones.Config{}, 3)
	bots := []engine.Chooser[stepstones.View, stepstones.Action]{New(engine.Normal, 1), New(engine.Normal, 2), New(engine.Normal, 3)}
	for st.Phase() != stepstones.PhasePlay || st.CurrentTrick().Num < 2 {
		_, err := engine.Turn(st, bots)
		require.NoError(t, err)
	}
	v := st.View(0)
	rng := rand.New(rand.NewPCG(1, 2))
	omni := NewOmniscient(1, func() *stepstones.State { return st })
	hard := New(engine.Hard, 1)
	differ := 0
	for range 10 {
		p := omni.deal(&v, rng)
		for seat := 0; seat < n3; seat++ {
			assert.Equal(t, st.Hand(seat), p.hands[seat], "seat %d", seat)
		}
		q := hard.deal(&v, rng)
		assert.Equal(t, st.Hand(0), q.hands[0], "Hard sees its own hand")
		if q.hands[1] != st.Hand(1) {
			differ++
		}
	}
	assert.Positive(t, differ, "Hard's deals are drawn, not the truth")
}
