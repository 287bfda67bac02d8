//go:build e2e

package e2e

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/scenes/scenetest/pixels"
)

// TestHarnessXclock checks findWindow and screenshot against a plain X program.
func TestHarnessXclock(t *testing.T) {
	needDisplay(t)
	bin := tool(t, "xclock", "x11-apps")
	a := start(t, bin, nil, "-title", "e2e-xclock", "-geometry", "200x200+10+20")
	a.FindWindow("e2e-xclock", 5*time.Second)
	g := windowGeometry(t, a.WID)
	if g.Dx() != 200 || g.Dy() != 200 {
		t.Errorf("xclock geometry = %v, want 200x200", g)
	}
	img := a.Screenshot(filepath.Join(t.TempDir(), "xclock.png"))
	if b := img.Bounds(); b.Dx() != 200 || b.Dy() != 200 || b.Min.X != 0 || b.Min.Y != 0 {
		t.Errorf("cropped screenshot bounds = %v, want (0,0)-(200,200)", b)
	}
	// xclock's face is mostly white.
	if f := pixels.Fraction(img, img.Bounds(), pixels.White, 40); f < 0.3 {
		c, share := pixels.Dominant(img, img.Bounds())
		t.Errorf("white share of the xclock window = %.2f, want >= 0.3 (dominant %v %.2f)", f, c, share)
	}
}

// TestHarnessProbe checks the helpers end to end against a tiny Ebitengine window that
// traces what it receives: keys (also ctrl+q), clicks in window pixels, screenshots.
func TestHarnessProbe(t *testing.T) {
	needDisplay(t)
	bin := BuildBinary(t, "./build/e2e/testdata/probe")
	a := start(t, bin, nil, "-title", "Parlor Probe")
	ready := a.waitTrace("ready event", 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	t.Logf("probe ready after %v ms", ready.Ms)
	a.FindWindow("Parlor Probe", 5*time.Second)
	g := windowGeometry(t, a.WID)
	t.Logf("probe window at %v", g)

	for _, k := range []struct{ xkey, ebitenKey string }{{"Down", "ArrowDown"}, {"Escape", "Escape"}, {"Return", "Enter"}, {"a", "A"}} {
		a.Key(k.xkey)
		e := a.waitTrace("key "+k.ebitenKey, 3*time.Second, func(e Event) bool { return e.Ev == "key" })
		if len(e.Keys) != 1 || e.Keys[0] != k.ebitenKey {
			t.Errorf("xdotool key %s arrived as %v, want %s", k.xkey, e.Keys, k.ebitenKey)
		}
	}
	// Two presses in a row are two presses.
	a.Key("Down", "Down")
	for i := 0; i < 2; i++ {
		a.waitTrace("second Down", 3*time.Second, func(e Event) bool { return e.Ev == "key" && e.Keys[0] == "ArrowDown" })
	}

	a.Click(150, 120)
	e := a.waitTrace("click", 3*time.Second, func(e Event) bool { return e.Ev == "click" })
	if x, y := Rectangle(e.Rect).Min.X, Rectangle(e.Rect).Min.Y; x != 150 || y != 120 {
		t.Errorf("click at (150,120) arrived at (%d,%d)", x, y)
	}

	img := a.Screenshot(filepath.Join(t.TempDir(), "probe.png"))
	if f := pixels.Fraction(img, img.Bounds(), pixels.Felt, 40); f < 0.8 {
		c, share := pixels.Dominant(img, img.Bounds())
		t.Errorf("felt share = %.2f, want >= 0.8 (dominant %v %.2f)", f, c, share)
	}
	box := Rectangle([]float64{100, 100, 200, 50})
	if f := pixels.Fraction(img, box, pixels.Gold, 30); f < 0.95 {
		t.Errorf("gold share inside the box = %.2f, want >= 0.95", f)
	}
	if f := pixels.Fraction(img, Rectangle([]float64{400, 300, 100, 100}), pixels.Gold, 30); f != 0 {
		t.Errorf("gold share outside the box = %.2f, want 0", f)
	}

	a.Key("ctrl+q")
	if code := a.WaitExit(3 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0", code)
	}
	a.waitTrace("quit event", time.Second, func(e Event) bool { return e.Ev == "quit" })
	if !strings.Contains(a.traceText(), `"ev":"quit"`) {
		t.Error("no quit line in the trace")
	}
}
