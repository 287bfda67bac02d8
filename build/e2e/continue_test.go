//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/scenes/scenetest/pixels"
)

// TestContinueSavedGame leaves a Speed Run game in progress in the config
// directory, starts the real binary, and continues it from the menu's first
// item with a real key press: the table opens, says so, and the saved game
// is still there (and still verifies) after a clean quit.
func TestContinueSavedGame(t *testing.T) {
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "easy"}, {Name: "East", Kind: "bot", Bot: "easy"}}
	r, err := speedrun.NewGame(speedrun.Config{}, 77, seats)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 30; n++ { // the bids and a few tricks of hand 1
		seat := r.ToMove()[0]
		if err := r.Apply(seat, r.Legal(seat)[0]); err != nil {
			t.Fatal(err)
		}
	}
	bin := BuildBinary(t, ".")
	a := startIn(t, bin, nil, func(dir string) {
		// The single autosave of earlier versions: Parlor adopts it as
		// Speed Run's game in progress.
		f, err := os.Create(filepath.Join(dir, "autosave.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Record().WriteTo(f); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	})
	a.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	a.FindWindow("Parlor", 5*time.Second)
	a.cursor = 0
	items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
	if l := items.Labels(); len(l) == 0 || !strings.HasPrefix(l[0], "Continue Speed Run") {
		t.Fatalf("menu items %q: want \"Continue Speed Run\" first", l)
	}
	time.Sleep(600 * time.Millisecond) // input is ignored while the screen fades in
	a.Key("Return")
	a.waitTrace(`"scene" event for speedrun-table`, 5*time.Second, isScene("speedrun-table"))
	a.waitTrace(`toast "Game continued where you left it"`, 15*time.Second, func(e Event) bool {
		return e.Ev == "toast" && strings.Contains(e.Msg, "Game continued")
	})
	time.Sleep(500 * time.Millisecond)
	shot := filepath.Join(t.TempDir(), "continue.png")
	img := a.Screenshot(shot)
	copyFile(t, shot, filepath.Join(RepoRoot(t), "out", "e2e", "continue.png"))
	// The hand at the bottom: card faces are white.
	hand := Rectangle([]float64{300, 560, 680, 150})
	if n, _ := pixels.Count(img, hand, pixels.White, 30); n < 2000 {
		t.Errorf("only %d card-white pixels where your hand lies; see out/e2e/continue.png", n)
	}

	a.Key("ctrl+q")
	if code := a.WaitExit(3 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0", code)
	}
	rec := savedGame(t, a.DataDir, "speedrun")
	if len(rec.Events) < len(r.Record().Events) {
		t.Errorf("the saved game has %d events, fewer than the %d it was continued from", len(rec.Events), len(r.Record().Events))
	}
}
