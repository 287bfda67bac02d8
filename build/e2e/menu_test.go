//go:build e2e

package e2e

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"parlor/scenes/scenetest/pixels"
)

// startParlor builds parlor and starts it with its own config directory and trace file,
// and waits for its first frame and its window.
func startParlor(t *testing.T, args ...string) (*App, Event) {
	t.Helper()
	bin := BuildBinary(t, ".")
	a := start(t, bin, nil, args...)
	ready := a.waitTrace(`"ready" event (first frame drawn)`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	a.FindWindow("Parlor", 5*time.Second)
	return a, ready
}

func isScene(name string) func(Event) bool {
	return func(e Event) bool { return e.Ev == "scene" && e.Scene == name }
}

// isSettled matches the event that scene name has faded in and takes input.
func isSettled(name string) func(Event) bool {
	return func(e Event) bool { return e.Ev == "settled" && e.Scene == name }
}

// TestMenu starts the real game and uses the main menu by keyboard and mouse.
func TestMenu(t *testing.T) {
	a, ready := startParlor(t)
	t.Logf("ready after %v ms", ready.Ms)
	if ready.Ms <= 0 || ready.Ms > 2000 {
		t.Errorf("first frame at %v ms since process start, want 0 < ms <= 2000", ready.Ms)
	}

	// The menu is the top scene and lists its items.
	a.waitTrace(`"scene" event for menu`, 5*time.Second, isScene("menu"))
	a.cursor = 0 // the items event may come before or after the scene event
	items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
	labels := items.Labels()
	t.Logf("menu items: %q", labels)
	for _, want := range []string{"Settings", "Rules", "Quit"} {
		if !slices.Contains(labels, want) {
			t.Errorf("menu items %q lack %q", labels, want)
		}
	}
	if len(items.Items) < 3 {
		t.Fatalf("menu has %d items, want at least 3", len(items.Items))
	}
	for _, it := range items.Items {
		if r := Rectangle(it.Rect); r.Empty() {
			t.Errorf("menu item %q has an empty or malformed rect %v", it.Label, it.Rect)
		}
	}

	// Keyboard: Down twice moves the focus twice, onto the third item. Wait
	// first until the backdrop's deal has landed and start-up notices have
	// faded, so the screenshot (the README's picture) shows the menu at rest.
	time.Sleep(5500 * time.Millisecond)
	a.Skip()
	isFocus := func(e Event) bool { return e.Ev == "focus" }
	first := a.KeyUntil("Down", "focus event after the first Down", isFocus)
	second := a.KeyUntil("Down", "focus event after the second Down", isFocus)
	t.Logf("focus: %q then %q", first.Item, second.Item)
	if second.Scene != "menu" || second.Item != items.Items[2].Label {
		t.Errorf("after Down, Down the focus is on %q in %q, want the third item %q in menu", second.Item, second.Scene, items.Items[2].Label)
	}
	focus := Rectangle(second.Rect)
	if focus.Empty() {
		t.Fatalf("focus event has an empty or malformed rect: %s", second.Line)
	}

	// Screenshot: felt green dominates, and the focused item shows the gold highlight.
	time.Sleep(400 * time.Millisecond) // let the highlight's tween settle
	shot := filepath.Join(t.TempDir(), "menu.png")
	img := a.Screenshot(shot)
	copyFile(t, shot, filepath.Join(RepoRoot(t), "out", "e2e", "menu.png"))
	whole := img.Bounds()
	if f := pixels.Fraction(img, whole, pixels.Felt, 40); f < 0.4 {
		c, share := pixels.Dominant(img, whole)
		t.Errorf("felt green %v covers %.0f%% of the window, want >= 40%% (the most common colour is %v, %.0f%%); see out/e2e/menu.png",
			pixels.Felt, 100*f, c, 100*share)
	}
	around := focus.Inset(-8) // an outline may sit just outside the rect
	if n, _ := pixels.Count(img, around, pixels.Gold, 60); n < 20 {
		t.Errorf("only %d highlight-gold %v pixels in and around the focused item %q at %v, want >= 20; see out/e2e/menu.png",
			n, pixels.Gold, second.Item, focus)
	}

	// Mouse: clicking Settings opens it; Escape comes back to the menu.
	settings, ok := items.ItemByLabel("Settings")
	if !ok {
		t.Fatal("no Settings item to click")
	}
	x, y := settings.Center()
	a.Click(x, y)
	a.waitTrace(fmt.Sprintf(`"scene" event for settings after a click at (%d,%d)`, x, y), 3*time.Second, isScene("settings"))
	a.Key("Escape")
	a.waitTrace(`"scene" event for menu after Escape in settings`, 3*time.Second, isScene("menu"))

	// ctrl+q quits cleanly.
	a.Key("ctrl+q")
	if code := a.WaitExit(3 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0; output:\n%s", code, a.Output())
	}
	a.waitTrace(`"quit" event`, time.Second, func(e Event) bool { return e.Ev == "quit" })
}
