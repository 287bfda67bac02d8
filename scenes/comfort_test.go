package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The comfort settings are rows of Settings, one choice from the menu;
// each changes with a key and is saved at once.
func TestComfortSettingsFromTheMenuAreSaved(t *testing.T) {
	h := menuHarness(t)
	for range 3 { // past Play online, Statistics and History
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter) // Settings
	h.Settle(40)
	require.Equal(t, "settings", h.TopName())
	for range 4 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyArrowRight) // Card size: Large (125%)
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyEnter) // Reduce motion: On
	ctx := h.Ctx()
	assert.Equal(t, 125, ctx.Settings.CardScale)
	assert.True(t, ctx.Settings.ReducedMotion)
	saved, notice := game.LoadSettings(h.ConfigDir)
	assert.Empty(t, notice)
	assert.Equal(t, 125, saved.CardScale)
	assert.True(t, saved.ReducedMotion)
	h.Press(ebiten.KeyArrowUp)
	h.Press(ebiten.KeyArrowLeft)
	h.Press(ebiten.KeyArrowLeft) // back past Standard to the largest
	assert.Equal(t, 150, ctx.Settings.CardScale)
}

// menuFrames opens the menu with settings s and returns two of its frames
// gap frames apart, the first after skip frames.
func menuFrames(t *testing.T, s game.Settings, skip, gap int) (a, b []byte) {
	h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene { return scenes.NewMenu(ctx, &scenes.App{}) })
	h.Step(skip)
	a = h.ReadPixels().Pix
	h.Step(gap)
	return a, h.ReadPixels().Pix
}

// With reduced motion the menu's deck lies dealt and still: two frames far
// apart (longer than the deck would rest before being gathered) are the
// same picture. With motion the same frames differ, so the check can see
// motion.
func TestMenuDealIsStillWithReducedMotion(t *testing.T) {
	s := scenetest.Settings()
	a, b := menuFrames(t, s, 8, 2)
	assert.NotEqual(t, a, b, "with motion the cards are being dealt")

	s.ReducedMotion = true
	a, b = menuFrames(t, s, 8, 300)
	assert.Equal(t, a, b, "with reduced motion nothing on the menu moves")
}
