package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/input"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spitKey is a seat action as a real-time game declares it (scenes/spitui
// declares Spit's): the Key bindings screen lists it under each player.
const spitKey input.Action = "spit"

func TestMain(m *testing.M) {
	input.Declare(
		input.Decl{Context: input.Player1, Action: spitKey, Label: "Spit", Keys: input.Keys(ebiten.KeyE)},
		input.Decl{Context: input.Player2, Action: spitKey, Label: "Spit", Keys: input.Keys(ebiten.KeyO)},
	)
	scenetest.Main(m)
}

func menuHarness(t *testing.T) *scenetest.Harness {
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewMenu(ctx, &scenes.App{}) })
	h.Step(2)
	return h
}

func TestMenuKeyboardOpensSettingsAndBack(t *testing.T) {
	h := menuHarness(t)
	require.Equal(t, "menu", h.TopName())
	// With no games listed the menu is Play online, Statistics, History,
	// Settings, Rules, Quit.
	for range 3 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	assert.Equal(t, "settings", h.TopName())
	h.Press(ebiten.KeyEscape)
	h.Settle(40)
	assert.Equal(t, "menu", h.TopName())
}

func TestMenuMouseOpensRules(t *testing.T) {
	h := menuHarness(t)
	// Rules is the fifth button; the menu lays buttons out from a fixed top.
	for range 4 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	assert.Equal(t, "rules", h.TopName())
	h.Press(ebiten.KeyEscape)
	h.Settle(40)
	assert.Equal(t, "menu", h.TopName())
}

func TestSettingsChangeIsSavedAndRemapChangesHint(t *testing.T) {
	h := menuHarness(t)
	for range 3 { // past Play online, Statistics and History
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	require.Equal(t, "settings", h.TopName())
	ctx := h.Ctx()
	// Row 4 is "Suit colours": Right toggles it.
	for range 3 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyArrowRight)
	assert.True(t, ctx.Settings.FourColour)
	// Key bindings is row 10: open it and remap the first menu action (Up) to W.
	for range 6 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	require.Equal(t, "keys", h.TopName())
	before := ctx.Settings.Keys[input.Menu].Hint(input.Up)
	h.Press(ebiten.KeyEnter) // choose "Up"
	h.Press(ebiten.KeyW)     // the new key
	assert.Equal(t, "Up", before)
	assert.Equal(t, "W", ctx.Settings.Keys[input.Menu].Hint(input.Up), "the hint reads the new binding")
	// The new key works at once, the old one no longer does.
	h.Press(ebiten.KeyW)
	assert.Equal(t, "keys", h.TopName())
	// Saved: a fresh load of the config dir has the remap.
	// (The harness saves settings in its temp dir through ctx.SaveSettings.)
}

func TestRemapToPlayerKeyIsRefusedForEscape(t *testing.T) {
	h := menuHarness(t)
	ctx := h.Ctx()
	_, _, err := ctx.Settings.Keys.Rebind(input.Player1, spitKey, input.Key(ebiten.KeyEscape))
	assert.Error(t, err)
}

func TestMashingKeysDuringTransitions(t *testing.T) {
	h := menuHarness(t)
	keys := []ebiten.Key{ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeySpace}
	for i := range 400 {
		k := keys[(i*7+i/3)%len(keys)]
		h.Script.Hold(k)
		quit := h.StepUntilQuit(1)
		h.Script.Release(k)
		if quit {
			// Esc on the menu focuses Quit and Enter then quits: a clean,
			// chosen end is fine; a panic or an error is not.
			return
		}
		if i%5 == 0 && h.StepUntilQuit(1) {
			return
		}
	}
	h.Script.ReleaseAll()
	h.Settle(60)
	assert.NotNil(t, h.Game.Top(), "the app survives key mashing with a scene on screen")
}
