package enginetest

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Logged is a game that keeps its record as it goes (engine.Log's
// Logging and Recorded) and that a search copies: into scratch states
// (Scratch), and as Clones.
type Logged[G any, A any] interface {
	Scratch[G]
	Logging() bool
	Recorded() int
	Clone() G
	ToMove() []int
	Legal(seat int) []A
	Apply(seat int, a A) error
}

// CopiesLogNothing checks that a search's copies of g, a game that keeps
// its record, play on without adding a line to it: scratch, a CopyFrom
// copy, and the state determinize builds from what a seat sees; and that
// a Clone of g keeps a record of its own, which grows apart.
func CopiesLogNothing[G Logged[G, A], A engine.Action](t *testing.T, g, scratch G, determinize func(rng *rand.Rand) G) {
	t.Helper()
	n := g.Recorded()
	rng := rand.New(rand.NewPCG(5, 6))

	scratch.CopyFrom(g)
	scratch.Playout(rng)
	assert.False(t, scratch.Logging(), "a CopyFrom copy keeps no record")
	d := determinize(rng)
	assert.False(t, d.Logging(), "a determinized state keeps no record")
	d.Playout(rng)
	assert.Equal(t, n, g.Recorded(), "the game's record after the search's playouts")

	c := g.Clone()
	seat := c.ToMove()[0]
	require.NoError(t, c.Apply(seat, c.Legal(seat)[0]))
	assert.Equal(t, n+1, c.Recorded(), "the clone logged its action")
	assert.Equal(t, n, g.Recorded(), "the original did not")
}
