package stepstonesui

import (
	"testing"

	"parlor/game"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
)

// The setup is driven by keys: Right changes the focused option, Down
// moves, Enter on Start game opens the table with what was chosen (SS1).
func TestSetupStartsChosenGame(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewSetup(ctx, app, Entry) })
	h.Settle(40)
	for range 3 { // from Start game up to the first row
		h.Press(ebiten.KeyArrowUp)
	}
	h.Press(ebiten.KeyArrowRight) // Scoresheet: Advanced
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyEnter) // Redo variant: On
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyEnter) // Start game
	h.Settle(60)
	tbl, ok := h.Game.Top().(*Table)
	if !ok {
		t.Fatalf("top scene = %q, want the table", h.TopName())
	}
	if cfg := tbl.view.Config; cfg.Sheet != stepstones.Advanced || !cfg.Redo {
		t.Errorf("config = %+v, want the advanced sheet with Redo", cfg)
	}
}
