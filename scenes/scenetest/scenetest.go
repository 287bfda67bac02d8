// Package scenetest runs scenes inside a real game for tests: a Game with a
// scripted input source, stepped frame by frame and drawn offscreen. Tests
// that use it must run inside the game loop (see Main).
package scenetest

import (
	"errors"
	"os"
	"testing"
	"time"

	"parlor/assets"
	"parlor/game"
	"parlor/input"

	"github.com/hajimehoshi/ebiten/v2"
)

type loop struct {
	m    *testing.M
	code int
}

func (g *loop) Update() error            { g.code = g.m.Run(); return ebiten.Termination }
func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 320, 240 }

// Main runs m inside Ebitengine's game loop (TOOLCHAIN.md: drawing tests
// need it). Without a display it fails loudly; it never skips.
func Main(m *testing.M) {
	g := &loop{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		println("these tests need a display: run them under xvfb-run (" + err.Error() + ")")
		os.Exit(1)
	}
	os.Exit(g.code)
}

// Harness is a game driven by a script.
type Harness struct {
	T      testing.TB
	Game   *game.Game
	Script *input.Script
	Screen *ebiten.Image
}

// New builds a game whose first scene is made by first, with settings saved
// in a temporary directory.
func New(t testing.TB, first func(ctx *game.Context) game.Scene) *Harness {
	t.Helper()
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	s := game.DefaultSettings()
	s.AnimSpeed = "fast"
	s.BotPace = "fast"
	src := input.NewScript()
	g := game.New(game.Options{Start: time.Now(), Input: src, First: first}, a, &s, t.TempDir(), nil)
	h := &Harness{T: t, Game: g, Script: src, Screen: ebiten.NewImage(1280, 720)}
	t.Cleanup(h.Screen.Deallocate)
	return h
}

// Ctx returns the game's context.
func (h *Harness) Ctx() *game.Context { return h.Game.Context() }

// Step runs n frames (Update then Draw).
func (h *Harness) Step(n int) {
	h.T.Helper()
	for range n {
		if err := h.Game.Update(); err != nil {
			h.T.Fatalf("update: %v", err)
		}
		h.Game.Draw(h.Screen)
	}
}

// StepUntilQuit runs n frames and reports whether the game asked to end
// (ebiten.Termination: the player chose Quit); other errors fail the test.
func (h *Harness) StepUntilQuit(n int) bool {
	h.T.Helper()
	for range n {
		err := h.Game.Update()
		if errors.Is(err, ebiten.Termination) {
			return true
		}
		if err != nil {
			h.T.Fatalf("update: %v", err)
		}
		h.Game.Draw(h.Screen)
	}
	return false
}

// Press holds keys for one frame, releases them and lets one more frame run.
func (h *Harness) Press(keys ...ebiten.Key) {
	h.T.Helper()
	h.Script.Hold(keys...)
	h.Step(1)
	h.Script.Release(keys...)
	h.Step(1)
}

// Settle steps until no transition is running (at most n frames).
func (h *Harness) Settle(n int) {
	h.T.Helper()
	for i := 0; i < n; i++ {
		h.Step(1)
		if !h.Game.Fading() && i > 2 {
			return
		}
	}
}

// Click clicks at logical point (x, y); the test window is 1280x720, so
// window and logical pixels agree.
func (h *Harness) Click(x, y float64) {
	h.T.Helper()
	h.Script.MoveTo(x, y)
	h.Step(1)
	h.Script.MouseButton(true)
	h.Step(1)
	h.Script.MouseButton(false)
	h.Step(1)
}

// TopName returns the name of the top scene.
func (h *Harness) TopName() string {
	if n, ok := h.Game.Top().(game.Named); ok {
		return n.Name()
	}
	return ""
}
