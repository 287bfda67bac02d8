package game_test

import (
	"testing"

	"parlor/game"
	"parlor/game/canvas"
	"parlor/input"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// entering is a scene that counts the times it became the top scene.
type entering struct {
	probe
	entered int
}

func (e *entering) Enter(*game.Context) { e.entered++ }
func (e *entering) ToastY() float64     { return 123 }

// wrapping adds to a scene without forwarding anything (an online table
// round a game's table).
type wrapping struct{ inner game.Scene }

func (w *wrapping) Update(ctx *game.Context) error { return w.inner.Update(ctx) }
func (w *wrapping) Draw(c *canvas.Canvas)          { w.inner.Draw(c) }
func (w *wrapping) Unwrap() game.Scene             { return w.inner }

// The shell looks through a wrapper for what the scene does: its name,
// Enter when an overlay over it closes, its toast spot. The online table
// wrapped game tables and forwarded 4 of the shell's 9 optional
// interfaces by hand, so an online Speed Run table never got Enter (its
// choice buttons were not announced again after the rules overlay) and
// lost its toast spot (issue 34).
func TestTheShellLooksThroughAWrapper(t *testing.T) {
	inner := &entering{probe: probe{name: "speedrun-table"}}
	w := &wrapping{inner: inner}
	n, ok := game.As[game.Named](w)
	require.True(t, ok)
	assert.Equal(t, "speedrun-table", n.Name())
	spot, ok := game.As[game.ToastSpot](w)
	require.True(t, ok)
	assert.Equal(t, 123.0, spot.ToastY())
	_, ok = game.As[game.Cover](w)
	assert.False(t, ok, "what neither scene does is not found")

	overlay := &probe{name: "rules", overlay: true}
	g := newGame(t, w, input.NewScript())
	step(t, g, 30)
	before := inner.entered
	inner.do = func(ctx *game.Context) { ctx.Push(overlay) }
	step(t, g, 30)
	require.Greater(t, overlay.updates, 0, "the overlay is on top")
	overlay.do = func(ctx *game.Context) { ctx.Pop() }
	step(t, g, 30)
	assert.Equal(t, before+1, inner.entered, "entered again once the overlay over the wrapper closed")
}
