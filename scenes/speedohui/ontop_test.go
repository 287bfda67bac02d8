package speedohui_test

import (
	"testing"
)

// The pause menu, settings, key bindings and rules are drawn above every
// card of a SpeedOh table in play, checked pixel by pixel.
func TestOverlaysAreDrawnAboveTheTable(t *testing.T) {
	h, _ := start(t, two(3))
	h.Step(200)
	h.DrawEvery = 1
	h.AssertMenusOnTop()
}
