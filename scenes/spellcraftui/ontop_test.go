package spellcraftui

import (
	"testing"

	"parlor/rules/spellcraft"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// Every overlay of a Spellcraft table is drawn above its cards and chips:
// the pause menu, settings, key bindings, rules and the round's log, each
// checked pixel by pixel over a table in the drafting.
func TestOverlaysAreDrawnAboveTheTable(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 4}, 21)
	tbl := *tp
	untilMyTurn(t, h, tbl, spellcraft.PhasePick)
	h.DrawEvery = 1
	h.Step(2)
	name := h.TopName()
	h.AssertMenusOnTop()
	h.Press(ebiten.KeyL)
	require.NotEqual(t, name, h.TopName(), "L opens the log")
	h.AssertOnTop()
	h.Press(ebiten.KeyEscape)
	h.Settle(60)
	require.Equal(t, name, h.TopName())
}
