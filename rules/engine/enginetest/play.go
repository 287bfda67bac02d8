package enginetest

import (
	"testing"

	"parlor/rules/engine"

	"github.com/stretchr/testify/require"
)

// Bots seats n computer players of a turn-based game: seat i's is bot(i).
func Bots[V any, A engine.Action, P engine.Chooser[V, A]](n int, bot func(seat int) P) []engine.Chooser[V, A] {
	out := make([]engine.Chooser[V, A], n)
	for i := range out {
		out[i] = bot(i)
	}
	return out
}

// Turn has every seat g.ToMove() lists choose with its bot, in turn, from
// the view it has then (as engine.Turn does), and returns those views.
func Turn[G engine.Game[G, V, A], V any, A engine.Action](t testing.TB, g G, bots []engine.Chooser[V, A]) []V {
	t.Helper()
	var views []V
	for _, seat := range g.ToMove() {
		v := g.View(seat)
		views = append(views, v)
		require.NoError(t, g.Apply(seat, bots[seat].Choose(v, g.Legal(seat))))
	}
	return views
}
