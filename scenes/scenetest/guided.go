package scenetest

import (
	"image/png"
	"os"
	"path/filepath"

	"parlor/game"
	"parlor/scenes"
	"parlor/scenes/guide"

	"github.com/hajimehoshi/ebiten/v2"
)

// StartFromSetup opens g's setup over a fresh menu of app, starts a game
// with Enter (Start game has the focus) as a player does, and returns the
// table that opens: the setup decides whether the guided first game runs.
func (h *Harness) StartFromSetup(app *scenes.App, g scenes.GameEntry) game.Scene {
	h.T.Helper()
	if err := OnLoop(func() error {
		h.Ctx().Reset(app.Home(h.Ctx()))
		h.Ctx().Push(scenes.NewSetup(h.Ctx(), app, g))
		return nil
	}); err != nil {
		h.T.Fatal(err)
	}
	h.Step(40) // the fades
	if want := g.Game.Name + "-setup"; h.TopName() != want {
		h.T.Fatalf("top scene %q, want %q", h.TopName(), want)
	}
	h.Press(ebiten.KeyEnter)
	return h.settled()
}

// ReplayFromRules opens the rules on the table (F1, the table's own game's
// tab), presses G for its guided first game and returns the table that
// opens. When the game in progress is saved, the setup's question comes
// first: "Start a new game" is chosen (Left, then Enter).
func (h *Harness) ReplayFromRules() game.Scene {
	h.T.Helper()
	h.Press(ebiten.KeyF1)
	h.Step(2)
	if h.TopName() != "rules" {
		h.T.Fatalf("top scene %q, want the rules", h.TopName())
	}
	h.Press(ebiten.KeyG)
	h.Step(40)
	if h.TopName() == "replace-save" {
		h.Press(ebiten.KeyArrowLeft)
		h.Press(ebiten.KeyEnter)
	}
	return h.settled()
}

// settled lets a new scene fade in and returns the top scene.
func (h *Harness) settled() game.Scene {
	h.Step(40)
	var top game.Scene
	_ = OnLoop(func() error { top = h.Game.Top(); return nil })
	return top
}

// Shot writes the last frame to $PARLOR_SHOTS/name.png when that is set,
// for a person to look at.
func (h *Harness) Shot(name string) {
	h.T.Helper()
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err == nil {
		err = png.Encode(f, h.ReadPixels())
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		h.T.Error(err)
	}
}

// Guided is a table that runs a guided first game (nil Guide: none).
type Guided interface {
	game.Scene
	Guide() *guide.Guide
}

// SkipAndRelaunch ends a guided first game's test the same way for every
// game. Esc over the step g shows must skip the whole guide (not pause),
// and the skip must be saved; a new launch with the saved settings then
// starts entry's game with no guide, and its rules page's G starts a new
// game with the guide on. It returns the new launch and those two tables.
func (h *Harness) SkipAndRelaunch(g *guide.Guide, app *scenes.App, entry scenes.GameEntry) (h2 *Harness, second, replay Guided) {
	h.T.Helper()
	table := h.TopName()
	if _, on := g.Showing(); !on {
		h.T.Fatalf("no step shows to skip (step %d)", g.At())
	}
	h.Press(ebiten.KeyEscape)
	if g.Active() || h.TopName() != table {
		h.T.Fatalf("Esc: guide active %v, top %q; want it skipped on %q", g.Active(), h.TopName(), table)
	}
	saved, _ := game.LoadSettings(h.ConfigDir)
	if !saved.WasGuided(entry.Game.Name) {
		h.T.Fatalf("the skip was not saved: guided %v", saved.Guided)
	}
	h2 = NewWith(h.T, saved, func(*game.Context) game.Scene { return scenes.Blank{} })
	second, ok := h2.StartFromSetup(app, entry).(Guided)
	if !ok || second.Guide() != nil {
		h.T.Fatalf("the second game (top %q) should start unguided", h2.TopName())
	}
	replay, ok = h2.ReplayFromRules().(Guided)
	if !ok || replay == second || !replay.Guide().Active() {
		h.T.Fatalf("the rules page's G should start a new guided game (top %q)", h2.TopName())
	}
	return h2, second, replay
}
