//go:build webtest

package webtest

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/build/e2e"
	"parlor/scenes/scenetest/pixels"
)

// webGames are the games on the menu: record name and menu title.
var webGames = []struct{ name, title string }{
	{"speedrun", "Speed Run"}, {"stepstones", "Stepping Stones"}, {"spit", "Speed / Spit"},
	{"spellcraft", "Spellcraft Streamlined"}, {"speedoh", "SpeedOh: Blades"},
}

// TestWebPlaysByKeys plays the web build as a person does, by keys in a
// real Chromium window: the menu has no Quit; Settings changes the
// animation speed and the card size; a table of each of the five games
// opens, its guided first game shows and is skipped. Then the browser is
// closed and opened again on the same profile: the settings are as they
// were left, the games in progress are offered, a skipped guide does not
// show again; and Ctrl+Q leaves the page running. The wasm came
// precompressed each time.
func TestWebPlaysByKeys(t *testing.T) {
	root := e2e.RepoRoot(t)
	dir := webDir(t, root)
	base, servedLog := serve(t, dir)
	url := base + "/index.html?trace=1"
	profile := t.TempDir()
	shots := filepath.Join(root, "out", "web")

	b := start(t, url, profile, "first load")
	menuWithoutQuit(t, b, shots)
	changeSettings(t, b)
	for _, g := range webGames {
		t.Logf("%s: opening its table", g.title)
		openTable(b, g.name, g.title)
		step := b.wait(g.name+"'s guided game showing", 60*time.Second, func(e event) bool {
			return e.Ev == "guide" && e.Game == g.name && e.Step != nil
		})
		t.Logf("%s: the guide shows: %s", g.title, step.line)
		checkTable(t, b, filepath.Join(shots, g.name+".png"))
		b.press("Escape", g.name+"'s guide skipped", answer, func(e event) bool {
			return e.Ev == "guide" && e.Game == g.name && e.Skipped != nil
		})
		leaveTable(b)
	}
	checkCompressed(t, servedLog(), dir, 1)
	b.close()

	b = start(t, url, profile, "second load (the same profile)")
	items := b.last("menu items", isItems("menu"))
	if l := items.labels(); len(l) == 0 || !strings.HasPrefix(l[0], "Continue") {
		t.Errorf("after the reload the menu offers no game in progress: %q", l)
	}
	settingsKept(t, b)
	guideNotAgain(t, b, "spit", "Speed / Spit")
	ctrlQKeepsRunning(t, b)
	checkCompressed(t, servedLog(), dir, 2)
	t.Logf("the slowest key press took %.1f s to show", b.slowest.Seconds())
}

// start opens the page and waits for its first frame.
func start(t *testing.T, url, profile, what string) *browser {
	t.Helper()
	b := launch(t, url, profile)
	ready := b.wait(`"ready" event (the first frame)`, 90*time.Second, func(e event) bool { return e.Ev == "ready" })
	b.started1 = true
	t.Logf("%s: first frame %.1f s after Chromium started (%.0f ms after the program did)",
		what, ready.at.Sub(b.started).Seconds(), ready.Ms)
	b.wait(`"scene" event for the menu`, 10*time.Second, isScene("menu"))
	// The menu names its items and focus as it comes on top: past them, a
	// focus event answers a key.
	b.wait(`the menu's first focus`, 10*time.Second, isFocus("menu"))
	return b
}

// answer is how long a key press may take to show its effect: seconds
// when the page is busy (see browser.press).
const answer = 30 * time.Second

// menuWithoutQuit: the menu offers no Quit and its footer no Ctrl+Q (the
// screenshot shows the footer), and Esc focuses its last item.
func menuWithoutQuit(t *testing.T, b *browser, shots string) {
	t.Helper()
	l := b.last("menu items", isItems("menu")).labels()
	if slices.Contains(l, "Quit") || len(l) == 0 {
		t.Fatalf("the web build's menu: %q, want no Quit", l)
	}
	// Esc focuses the last item, again and again: it may be pressed again.
	b.press("Escape", fmt.Sprintf("the focus on %q after Esc", l[len(l)-1]), answer, func(e event) bool {
		return isFocus("menu")(e) && e.Item == l[len(l)-1]
	})
	b.focusOn("menu", l[0], "Down") // round to the top again, for the picture
	for _, p := range b.shot(filepath.Join(shots, "menu.png"), 10*time.Second, checkMenu) {
		t.Errorf("the menu (out/web/menu.png): %s", p)
	}
}

// changeSettings sets the animation speed to Fast and the card size to
// Large in Settings.
func changeSettings(t *testing.T, b *browser) {
	t.Helper()
	openSettings(b)
	setting(t, b, "Right", "Animation speed", "Fast")
	setting(t, b, "Right", "Card size", "Large (125%)")
	b.press("Escape", "the menu again after Settings", answer, isSettled("menu"))
}

// settingsKept: after the reload one step Left gives back the defaults,
// Normal and Standard: the page kept Fast and Large. (Kept nothing, Left
// would give Relaxed and Larger.)
func settingsKept(t *testing.T, b *browser) {
	t.Helper()
	openSettings(b)
	setting(t, b, "Left", "Animation speed", "Normal")
	setting(t, b, "Left", "Card size", "Standard")
	b.press("Escape", "the menu again after Settings", answer, isSettled("menu"))
}

func openSettings(b *browser) {
	b.t.Helper()
	b.focusOn("menu", "Settings", "Down")
	b.press("Return", "Settings open", answer, isSettled("settings"))
}

// setting focuses row and presses key there: the row must change to want.
func setting(t *testing.T, b *browser, key, row, want string) {
	t.Helper()
	b.focusOn("settings", row, "Down")
	e := b.press(key, fmt.Sprintf("%q changed by %s", row, key), answer, func(e event) bool { return e.Ev == "setting" && e.Row == row })
	if e.Value != want {
		t.Errorf("%s on %q gave %q, want %q", key, row, e.Value, want)
	}
}

// openTable opens a new game of name from the menu: its title, its setup
// (Start game is focused), starting a new game if one is in progress.
func openTable(b *browser, name, title string) {
	b.t.Helper()
	b.focusOn("menu", title, "Down")
	b.press("Return", title+"'s setup", answer, isSettled(name+"-setup"))
	e := b.press("Return", title+"'s table or the question whether to replace its game in progress", answer, func(e event) bool {
		return e.Ev == "scene" && (e.Scene == name+"-table" || e.Scene == "replace-save")
	})
	if e.Scene == "replace-save" {
		b.wait("the question", 10*time.Second, isSettled("replace-save"))
		b.focusOn("replace-save", "Start a new game", "Left")
		b.press("Return", title+"'s new table", answer, isScene(name+"-table"))
	}
	b.wait(title+"'s table", 30*time.Second, isSettled(name+"-table"))
}

// leaveTable goes from a table to the main menu: Esc, then the pause
// menu's Quit to menu. pause: the pause menu is already open.
func leaveTable(b *browser) {
	b.t.Helper()
	b.press("Escape", "the pause menu", answer, isSettled("pause"))
	toMenu(b)
}

// toMenu chooses Quit to menu on the pause menu.
func toMenu(b *browser) {
	b.t.Helper()
	b.focusOn("pause", "Quit to menu", "Up")
	b.press("Return", "the menu", answer, isSettled("menu"))
}

// guideNotAgain opens name's table again after the reload: its guide was
// skipped before, so the first Esc opens the pause menu. (Had the page
// forgotten, the guide would show in the table's first frame and take
// the Esc.)
func guideNotAgain(t *testing.T, b *browser, name, title string) {
	t.Helper()
	openTable(b, name, title)
	e := b.press("Escape", "the pause menu or the guide", answer, func(e event) bool {
		return e.Ev == "guide" && e.Game == name || isSettled("pause")(e)
	})
	if e.Ev == "guide" {
		t.Fatalf("%s's guided game showed again after the reload (%s): the guides seen were not kept", title, e.line)
	}
	toMenu(b)
}

// ctrlQKeepsRunning: Ctrl+Q in the browser must not end the Go program
// (the page would freeze, every key throwing "Go program has already
// exited"): the menu still moves after it.
func ctrlQKeepsRunning(t *testing.T, b *browser) {
	t.Helper()
	b.key("ctrl+q")
	b.key("Down")
	_, moved := b.find(answer, isFocus("menu"))
	if _, quit := b.find(0, func(e event) bool { return e.Ev == "quit" }); quit || !moved || b.consoleHas("already exited") {
		t.Errorf("after Ctrl+Q the page no longer runs (quit traced: %v, the menu moved: %v, console: %q)",
			quit, moved, b.lastConsole(3))
	}
}

// checkTable checks a screenshot of a table: felt, dimmed or not where
// the guide shows, under cards and words (the page drew the table, not
// its dark background).
func checkTable(t *testing.T, b *browser, path string) {
	t.Helper()
	for _, p := range b.shot(path, 10*time.Second, func(img image.Image) []string {
		if f := greenShare(img); f < 0.5 || f > 0.97 {
			dom, share := pixels.Dominant(img, img.Bounds())
			return []string{fmt.Sprintf("felt green covers %.0f%% of the window, want 50-97%% (the most common colour is %v, %.0f%%)", 100*f, dom, 100*share)}
		}
		return nil
	}) {
		t.Errorf("%s: %s", path, p)
	}
}

// greenShare is the share of img's pixels that are a felt green, in any
// light: green well above red and blue.
func greenShare(img image.Image) float64 {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := pixels.Of(img.At(x, y))
			if int(c.G) > int(c.R)+20 && int(c.G) > int(c.B)+10 {
				n++
			}
		}
	}
	return float64(n) / float64(b.Dx()*b.Dy())
}

// checkCompressed: each of the first loads loads fetched parlor.wasm once
// and got parlor.wasm.gz, all of it, gzip-encoded.
func checkCompressed(t *testing.T, log []served, dir string, loads int) {
	t.Helper()
	st, err := os.Stat(filepath.Join(dir, "parlor.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	var wasm []served
	for _, s := range log {
		if s.Path == "/parlor.wasm" {
			wasm = append(wasm, s)
		}
	}
	if len(wasm) != loads {
		t.Fatalf("%d requests for parlor.wasm in %d loads: %+v", len(wasm), loads, wasm)
	}
	for _, s := range wasm {
		if s.File != "parlor.wasm.gz" || s.Encoding != "gzip" || s.Bytes != st.Size() {
			t.Errorf("parlor.wasm was served as %+v, want parlor.wasm.gz, gzip, %d bytes", s, st.Size())
		}
	}
	t.Logf("parlor.wasm came as parlor.wasm.gz, %d bytes, in each of %d loads", st.Size(), loads)
}

// focusOn presses key (Down, Up, Left or Right) until scene's focus is on label.
func (b *browser) focusOn(scene, label, key string) {
	b.t.Helper()
	cur := b.last("the focus on "+scene, isFocus(scene)).Item
	for n := 0; cur != label; n++ {
		if n == 25 {
			b.t.Fatalf("%d presses of %s on %s never focused %q (now %q)", n, key, scene, label, cur)
		}
		from := cur
		cur = b.press(key, "the focus moving on "+scene, answer, func(e event) bool { return isFocus(scene)(e) && e.Item != from }).Item
	}
}

// last returns the latest event so far that satisfies pred, failing when
// there is none.
func (b *browser) last(what string, pred func(event) bool) event {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for i := len(b.events) - 1; i >= 0; i-- {
		if pred(b.events[i]) {
			return b.events[i]
		}
	}
	b.t.Fatalf("no %s in the trace", what)
	return event{}
}

func isScene(name string) func(event) bool {
	return func(e event) bool { return e.Ev == "scene" && e.Scene == name }
}

// isSettled: scene name has faded in and takes keys from the next frame.
func isSettled(name string) func(event) bool {
	return func(e event) bool { return e.Ev == "settled" && e.Scene == name }
}

func isFocus(scene string) func(event) bool {
	return func(e event) bool { return e.Ev == "focus" && e.Scene == scene }
}

func isItems(scene string) func(event) bool {
	return func(e event) bool { return e.Ev == "items" && e.Scene == scene }
}
