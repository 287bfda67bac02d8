//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/scenes/scenetest/pixels"
)

// TestSpitPlaysCardsWithRealKeys starts the real game, reaches a Speed / Spit
// table against the computer through the menus by keyboard, and plays cards
// with Player 1's real keys (pile key, then play-left Q or play-right W),
// checking the trace for applied presses and the screen for the table.
func TestSpitPlaysCardsWithRealKeys(t *testing.T) {
	a, _ := startParlor(t)
	a.waitTrace(`"scene" event for menu`, 5*time.Second, isScene("menu"))
	a.cursor = 0
	items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
	idx := -1
	for i, it := range items.Items {
		if strings.Contains(it.Label, "Spit") {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatalf("no Spit entry on the menu: %q", items.Labels())
	}
	time.Sleep(300 * time.Millisecond)
	for range idx {
		a.Key("Down")
		time.Sleep(150 * time.Millisecond)
	}
	a.Key("Return")
	setup := a.waitTrace(`"items" event for spit-setup`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "spit-setup" })
	start, ok := setup.ItemByLabel("Start game")
	if !ok {
		t.Fatalf("no Start game button in the Spit setup: %q", setup.Labels())
	}
	x, y := start.Center()
	a.waitTrace(`"settled" event for spit-setup`, 5*time.Second, isSettled("spit-setup"))
	a.Click(x, y)
	a.waitTrace(`"scene" event for spit-table`, 5*time.Second, isScene("spit-table"))
	// A first game starts its guide, which holds the clock while it
	// speaks: Escape skips it, as a player who knows the game does.
	a.waitTrace(`"guide" event for spit`, 5*time.Second, func(e Event) bool { return e.Ev == "guide" })
	a.Key("Escape")
	time.Sleep(700 * time.Millisecond) // the deal

	played := func() (Event, bool) {
		return a.Last(func(e Event) bool {
			return e.Ev == "press" && e.OK && e.Seat != nil && *e.Seat == 0 && strings.HasPrefix(e.A, "play")
		})
	}
	// Try each stock pile onto each centre pile; spit (E) when stuck. A
	// human-speed pause between keys, as a person types.
	for attempt := 0; attempt < 6; attempt++ {
		a.Key("e")
		time.Sleep(1200 * time.Millisecond)
		for pile := 1; pile <= 5; pile++ {
			for _, side := range []string{"q", "w"} {
				a.Key(fmt.Sprint(pile))
				time.Sleep(120 * time.Millisecond)
				a.Key(side)
				time.Sleep(250 * time.Millisecond)
				if _, ok := played(); ok {
					goto done
				}
			}
		}
	}
done:
	ev, ok := played()
	if !ok {
		presses := []string{}
		for _, e := range a.Events() {
			if e.Ev == "press" {
				presses = append(presses, e.Line)
			}
		}
		t.Fatalf("no card was played with Player 1's keys; presses seen:\n%s", strings.Join(presses, "\n"))
	}
	t.Logf("played: %s", ev.Line)

	time.Sleep(400 * time.Millisecond) // the card's short flight
	shot := filepath.Join(t.TempDir(), "spit.png")
	img := a.Screenshot(shot)
	copyFile(t, shot, filepath.Join(RepoRoot(t), "out", "e2e", "spit.png"))
	whole := img.Bounds()
	if f := pixels.Fraction(img, whole, pixels.Felt, 40); f < 0.3 {
		t.Errorf("felt covers %.0f%% of the table, want >= 30%%; see out/e2e/spit.png", 100*f)
	}
	// The two centre piles sit around (562, 360) and (718, 360): card faces there.
	centre := image.Rect(500, 300, 780, 420)
	if n, _ := pixels.Count(img, centre, pixels.White, 30); n < 2000 {
		t.Errorf("only %d card-white pixels on the centre piles %v, want >= 2000; see out/e2e/spit.png", n, centre)
	}
	tapsCount(t, a)
	a.Key("ctrl+q")
	if code := a.WaitExit(3 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0", code)
	}
	quitKeepsEveryPlay(t, a)
}

// quitKeepsEveryPlay checks that Ctrl+Q saved the Spit game first: every
// card Player 1 played is in the game to continue (a real-time table is
// otherwise saved only as a deal begins and every ten seconds).
func quitKeepsEveryPlay(t *testing.T, a *App) {
	t.Helper()
	played := 0
	for _, e := range a.Events() {
		if e.Ev == "press" && e.OK && e.Seat != nil && *e.Seat == 0 && strings.HasPrefix(e.A, "play") {
			played++
		}
	}
	kept := 0
	for _, e := range savedGame(t, a.DataDir, "spit").Events {
		if e.SeatOf() == 0 && strings.HasPrefix(e.Action, "play") {
			kept++
		}
	}
	if kept < played {
		t.Errorf("the game to continue holds %d of the %d cards played before Ctrl+Q", kept, played)
	}
}

// tapsCount sends Player 1's Spit key as bare taps, down and up again at
// once (far shorter than a frame), and checks that every tap reached the
// table as a press: in a race, a lost tap is a lost race.
func tapsCount(t *testing.T, a *App) {
	t.Helper()
	spits := func() int {
		n := 0
		for _, e := range a.Events() {
			if e.Ev == "press" && e.Seat != nil && *e.Seat == 0 && strings.HasPrefix(e.A, "spit") {
				n++
			}
		}
		return n
	}
	const taps = 6
	before := spits()
	for range taps {
		if _, err := xdotool(t, "key", "--window", a.WID, "--delay", "0", "e"); err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond) // a person's pace between taps
	}
	deadline := time.Now().Add(5 * time.Second)
	for spits() < before+taps && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if got := spits() - before; got != taps {
		t.Errorf("%d of %d bare taps of the Spit key reached the table", got, taps)
	}
}
