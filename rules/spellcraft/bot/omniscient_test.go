package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOmniscientSamplesTheTrueDeal: the omniscient bot (parlor sim's
// measuring stick) plays out on the true hands, trump cards and deck;
// Hard's samples keep only what its seat sees.
func TestOmniscientSamplesTheTrueDeal(t *testing.T) {
	st, err := spellcraft.New(spellcraft.Config{Players: 3, Trump: true}, 3)
	require.NoError(t, err)
	bots := []engine.Chooser[spellcraft.View, spellcraft.Action]{New(engine.Normal, 1), New(engine.Normal, 2), New(engine.Normal, 3)}
	for st.Turn() < 3 || !st.Acting(0) {
		_, err := engine.Turn(st, bots)
		require.NoError(t, err)
	}
	v := st.View(0)
	rng := rand.New(rand.NewPCG(1, 2))
	omni := NewOmniscient(1, func() *spellcraft.State { return st })
	hard := New(engine.Hard, 1)
	differ := 0
	var w world
	for range 10 {
		omni.sample(&v, &w, rng)
		for seat := 0; seat < 3; seat++ {
			assert.Equal(t, st.Hand(seat), w.hands[seat], "seat %d", seat)
			assert.Equal(t, st.TrumpCard(seat), w.trumps[seat], "seat %d", seat)
		}
		assert.Equal(t, st.DeckCards(), w.deck[w.top:w.end])
		hard.sample(&v, &w, rng)
		assert.Equal(t, st.Hand(0), w.hands[0], "Hard sees its own hand")
		if w.hands[1] != st.Hand(1) || w.hands[2] != st.Hand(2) {
			differ++
		}
	}
	assert.Positive(t, differ, "Hard's samples are drawn, not the truth")
}
