// Package scenetest runs scenes inside a real game for tests: a Game with a
// scripted input source, stepped frame by frame and drawn offscreen.
//
// Each step is one real Ebitengine frame: the tests run on their own
// goroutine and hand frames to the game loop, which runs them and then ends
// the frame as usual. (Running many frames inside one Ebitengine Update
// would never end a frame, and Ebitengine frees per-frame GPU resources only
// at frame ends: memory would grow without bound.)
package scenetest

import (
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"parlor/assets"
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/scenes"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

type job struct {
	run  func() error
	done chan error
}

var jobs = make(chan job)

// looping is set once Main runs the game loop.
var looping atomic.Bool

type loop struct {
	finished chan int
	code     int
}

func (l *loop) Update() error {
	select {
	case j := <-jobs:
		j.done <- j.run()
		return nil
	case code := <-l.finished:
		l.code = code
		return ebiten.Termination
	}
}
func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 320, 240 }

// Main runs m with Ebitengine's game loop serving frames to the tests
// (TOOLCHAIN.md: drawing needs the loop). Without a display it fails
// loudly; it never skips.
func Main(m *testing.M) {
	l := &loop{finished: make(chan int, 1), code: 1}
	// Computer players, hints and analyses work at once, inside the frame
	// that asks: every state is reached after the same frames on a busy
	// machine as on a quiet one, so deadlines count frames, not seconds.
	session.Inline(true)
	looping.Store(true)
	go func() { l.finished <- m.Run() }()
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(l); err != nil {
		fmt.Fprintln(os.Stderr, "these tests need a display: run them under xvfb-run ("+err.Error()+")")
		os.Exit(1)
	}
	os.Exit(l.code)
}

// OnLoop runs f inside the game loop (one frame) and returns its error.
func OnLoop(f func() error) error {
	if !looping.Load() {
		return errors.New("scenetest: no game loop serves frames (scenetest.Main must be the TestMain)")
	}
	j := job{run: f, done: make(chan error, 1)}
	jobs <- j
	return <-j.done
}

// Harness is a game driven by a script.
type Harness struct {
	T      testing.TB
	Game   *game.Game
	Script *input.Script
	Screen *ebiten.Image
	// ConfigDir is where the game saves its settings (settings.json): a
	// new harness given game.LoadSettings(ConfigDir) is the next launch.
	ConfigDir string
	sink      *ebiten.Image
	// DrawEvery draws one frame in DrawEvery (default 1: every frame).
	// Whole-game tests raise it: every Update still runs, and drawing is
	// still exercised, but software GL is not the bottleneck.
	DrawEvery int
	n         int // frames run so far
}

// Within returns a deadline n frames from now: it reports true until n
// more frames have run. Deadlines count frames, so a test waits as long
// on a busy machine as on a quiet one.
func (h *Harness) Within(n int) func() bool {
	end := h.n + n
	return func() bool { return h.n < end }
}

// New builds a game whose first scene is made by first, with the
// settings of Settings saved in a temporary directory.
func New(t testing.TB, first func(ctx *game.Context) game.Scene) *Harness {
	t.Helper()
	return NewWith(t, Settings(), first)
}

// Settings are the settings New plays with: the defaults with animations
// and computers fast. Tests of another setting change one of them.
func Settings() game.Settings {
	s := game.DefaultSettings()
	s.AnimSpeed = "fast"
	s.BotPace = "fast"
	return s
}

// NewWith is New with the settings given, as a launch that read them.
func NewWith(t testing.TB, s game.Settings, first func(ctx *game.Context) game.Scene) *Harness {
	t.Helper()
	a, err := assets.Load()
	if err != nil {
		t.Fatal(err)
	}
	src := input.NewScript()
	dir := t.TempDir()
	h := &Harness{T: t, Script: src, ConfigDir: dir}
	if err := OnLoop(func() error {
		h.Game = game.New(game.Options{Start: time.Now(), Input: src, First: first, DataDir: filepath.Join(dir, "data")}, a, &s, dir, nil)
		h.Screen = ebiten.NewImage(1280, 720)
		h.sink = ebiten.NewImage(1, 1)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = OnLoop(func() error { h.Screen.Deallocate(); h.sink.Deallocate(); return nil })
		// Saves are written off the frame: the last must land before the
		// test's directory is removed (cleanups run last-registered first).
		h.Game.Close()
	})
	return h
}

// Ctx returns the game's context.
func (h *Harness) Ctx() *game.Context { return h.Game.Context() }

// perLoopFrame is how many game frames run inside one Ebitengine frame:
// enough to keep tests quick, few enough that per-frame resources are freed
// often.
const perLoopFrame = 8

// frames runs n game frames (Update then Draw) in the loop, stopping at the
// first Update error, which it returns.
func (h *Harness) frames(n int) error {
	for n > 0 {
		k := min(n, perLoopFrame)
		n -= k
		err := OnLoop(func() error {
			for range k {
				if err := h.one(); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// one runs one game frame inside the loop.
func (h *Harness) one() error {
	if err := h.Game.Update(); err != nil {
		return err
	}
	h.n++
	if h.DrawEvery <= 1 || h.n%h.DrawEvery == 0 {
		h.Game.Draw(h.Screen)
		// Use the screen as presenting it would, so batched vector fills
		// are flushed every frame.
		h.sink.DrawImage(h.Screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), nil)
	}
	return nil
}

// Step runs n frames (Update then Draw).
func (h *Harness) Step(n int) {
	h.T.Helper()
	if err := h.frames(n); err != nil {
		h.T.Fatalf("update: %v", err)
	}
}

// StepUntilQuit runs n frames and reports whether the game asked to end
// (ebiten.Termination: the player chose Quit); other errors fail the test.
func (h *Harness) StepUntilQuit(n int) bool {
	h.T.Helper()
	err := h.frames(n)
	if errors.Is(err, ebiten.Termination) {
		return true
	}
	if err != nil {
		h.T.Fatalf("update: %v", err)
	}
	return false
}

// Press holds keys for one frame, releases them and lets one more frame run.
func (h *Harness) Press(keys ...ebiten.Key) {
	h.T.Helper()
	err := OnLoop(func() error {
		h.Script.Hold(keys...)
		if err := h.one(); err != nil {
			return err
		}
		h.Script.Release(keys...)
		return h.one()
	})
	if err != nil {
		h.T.Fatalf("update: %v", err)
	}
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

// Click clicks at logical point (x, y); the test screen is 1280x720, so
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

// Top returns the top scene.
func (h *Harness) Top() game.Scene {
	var s game.Scene
	_ = OnLoop(func() error { s = h.Game.Top(); return nil })
	return s
}

// Until steps the game until done holds, pressing Enter whenever enter
// reports that the screen waits for it (a person's prompt answered with
// its focused choice, a summary closed; nil: never), and fails the test
// after frames, naming what was never reached.
func (h *Harness) Until(frames int, what string, done, enter func() bool) {
	h.T.Helper()
	for left := h.Within(frames); !done(); {
		if !left() {
			h.T.Fatalf("never reached: %s", what)
		}
		if enter != nil && enter() {
			h.Press(ebiten.KeyEnter)
		} else {
			h.Step(2)
		}
	}
}

// ClickButton clicks the middle of b.
func (h *Harness) ClickButton(b widget.Button) {
	h.T.Helper()
	h.Click(b.X+b.W/2, b.Y+b.H/2)
}

// TopName returns the name of the top scene.
func (h *Harness) TopName() string {
	if n, ok := h.Game.Top().(game.Named); ok {
		return n.Name()
	}
	return ""
}

// ReadPixels copies the last drawn frame (for pixel checks and PNGs).
func (h *Harness) ReadPixels() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	_ = OnLoop(func() error { h.Screen.ReadPixels(img.Pix); return nil })
	return img
}

// ContinueFromMenu leaves the game for a fresh main menu of app, as "Quit
// to menu" does, checks that its first item starts with want (the Continue
// item), chooses it with Enter and returns the scene that opens.
func (h *Harness) ContinueFromMenu(app *scenes.App, want string) game.Scene {
	h.T.Helper()
	var menu *scenes.Menu
	if err := OnLoop(func() error {
		menu = scenes.NewMenu(h.Ctx(), app)
		h.Ctx().Reset(menu)
		return nil
	}); err != nil {
		h.T.Fatal(err)
	}
	h.Step(40) // the fade
	if h.TopName() != "menu" {
		h.T.Fatalf("top scene %q, want the menu", h.TopName())
	}
	if l := menu.Labels(); len(l) == 0 || !strings.HasPrefix(l[0], want) {
		h.T.Fatalf("menu items %q: want %q first", l, want)
	}
	h.Press(ebiten.KeyEnter)
	h.Step(40)
	var top game.Scene
	_ = OnLoop(func() error { top = h.Game.Top(); return nil })
	return top
}
