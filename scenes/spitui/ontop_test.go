package spitui_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/scenes"
)

// The pause menu, settings, key bindings and rules are drawn above every
// card of a Spit table in play, checked pixel by pixel.
func TestOverlaysAreDrawnAboveTheTable(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 11, Mode: scenes.VsComputer, Level: engine.Easy})
	untilSpat(t, h, stateOf(t, tbl))
	h.DrawEvery = 1
	h.AssertMenusOnTop()
}
