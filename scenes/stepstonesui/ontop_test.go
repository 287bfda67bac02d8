package stepstonesui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// Every overlay of a Stepping Stones table is drawn above all its cards:
// the pause menu, settings, key bindings, rules, the scoresheet and the
// last trick, each checked pixel by pixel over a table with a trick won.
func TestOverlaysAreDrawnAboveTheTable(t *testing.T) {
	h, tbl := newHarness(t, starter(7))
	until(t, h, tbl, 60000, "a trick won", func() bool { _, _, ok := tbl.Tbl.LastTrick(); return ok })
	h.DrawEvery = 1
	h.Step(2)
	name := h.TopName()
	h.AssertMenusOnTop()
	for _, key := range []ebiten.Key{ebiten.KeyTab, ebiten.KeyT} {
		h.Press(key)
		require.NotEqual(t, name, h.TopName(), "%v opens an overlay", key)
		h.AssertOnTop()
		h.Press(ebiten.KeyEscape)
		h.Settle(60)
		require.Equal(t, name, h.TopName())
	}
}
