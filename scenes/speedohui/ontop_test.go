package speedohui_test

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/speedohui"
)

// The pause menu, settings, key bindings and rules are drawn above every
// card of a SpeedOh table in play, checked pixel by pixel.
func TestOverlaysAreDrawnAboveTheTable(t *testing.T) {
	h, _ := newTable(t, speedohui.Options{Seed: 3, Mode: scenes.TwoPlayers})
	h.Step(200)
	h.DrawEvery = 1
	h.AssertMenusOnTop()
}
