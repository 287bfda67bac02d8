//go:build e2e

package e2e

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/store"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/scenes/scenetest/pixels"
)

// TestQuitMidGameInTwoGamesAndContinueBoth: a player starts Speed Run from
// the menu and quits mid-game, starts Stepping Stones in a second launch
// and quits mid-game; a third launch offers both under Continue and opens
// Stepping Stones, a fourth opens Speed Run: neither save overwrote the
// other, and each still verifies.
func TestQuitMidGameInTwoGamesAndContinueBoth(t *testing.T) {
	bin := BuildBinary(t, ".")
	dir := t.TempDir()
	started := map[string]int{} // game -> events in its save when quitting

	for _, g := range []struct{ label, name string }{{"Speed Run", "speedrun"}, {"Stepping Stones", "stepstones"}} {
		a := launch(t, dir, bin)
		items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
		a.clickItem(items, g.label)
		setup := a.waitTrace(`"items" event for `+g.name+`-setup`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == g.name+"-setup" })
		a.clickItem(setup, "Start game")
		a.waitTrace(`"scene" event for `+g.name+`-table`, 10*time.Second, isScene(g.name+"-table"))
		// A first game starts its guide, which holds the game while it
		// speaks: Escape skips it, as a player who knows the game does.
		a.waitTrace(`"guide" event for `+g.name, 5*time.Second, func(e Event) bool { return e.Ev == "guide" })
		a.Key("Escape")
		// The table keeps its game after every action, the computers'
		// included; if the player is first to decide, decide (a Stepping
		// Stones bid takes two choices: a contract, then its ranking).
		for tries := 0; !a.kept(g.name, 8*time.Second); tries++ {
			if tries == 3 {
				t.Fatalf("%s: no game kept after the first decisions", g.label)
			}
			a.Key("Return")
		}
		time.Sleep(time.Second) // a few more actions, so the game is mid-hand
		a.Key("ctrl+q")
		if code := a.WaitExit(5 * time.Second); code != 0 {
			t.Fatalf("exit code after ctrl+q in %s = %d; output:\n%s", g.label, code, a.Output())
		}
		rec := savedGame(t, a.DataDir, g.name)
		if rec.Header.Game != g.name {
			t.Fatalf("%s: the save is a %q game", g.label, rec.Header.Game)
		}
		started[g.name] = len(rec.Events)
	}

	for _, g := range []struct{ label, name string }{{"Stepping Stones", "stepstones"}, {"Speed Run", "speedrun"}} {
		a := launch(t, dir, bin)
		items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
		if l := items.Labels(); len(l) == 0 || l[0] != "Continue a game (2)" {
			t.Fatalf("menu items %q: want \"Continue a game (2)\" first", l)
		}
		a.clickItem(items, "Continue a game (2)")
		list := a.waitTrace(`"items" event for continue`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "continue" })
		i := slices.IndexFunc(list.Items, func(it Item) bool { return strings.HasPrefix(it.Label, g.label) })
		if i < 0 {
			t.Fatalf("the Continue list %q has no %s", list.Labels(), g.label)
		}
		a.clickItem(list, list.Items[i].Label)
		a.waitTrace(`"scene" event for `+g.name+`-table`, 10*time.Second, isScene(g.name+"-table"))
		a.waitTrace(`toast "Game continued where you left it"`, 15*time.Second, func(e Event) bool {
			return e.Ev == "toast" && strings.Contains(e.Msg, "Game continued")
		})
		time.Sleep(500 * time.Millisecond) // the continued table's cards settle
		shot := filepath.Join(t.TempDir(), "continue-"+g.name+".png")
		img := a.Screenshot(shot)
		copyFile(t, shot, filepath.Join(RepoRoot(t), "out", "e2e", "continue-"+g.name+".png"))
		// The player's hand at the bottom: card faces are white.
		if n, _ := pixels.Count(img, Rectangle([]float64{300, 560, 680, 150}), pixels.White, 30); n < 2000 {
			t.Errorf("%s: only %d card-white pixels where your hand lies; see out/e2e/continue-%s.png", g.label, n, g.name)
		}
		a.Key("ctrl+q")
		if code := a.WaitExit(5 * time.Second); code != 0 {
			t.Fatalf("exit code after ctrl+q in %s = %d; output:\n%s", g.label, code, a.Output())
		}
		for name, n := range started {
			rec := savedGame(t, a.DataDir, name)
			if len(rec.Events) < n {
				t.Errorf("%s's save has %d events, fewer than the %d it was left with", name, len(rec.Events), n)
			}
		}
	}
}

// launch starts bin in dir (the same config and data directories every
// time) and waits for its menu.
func launch(t *testing.T, dir, bin string) *App {
	t.Helper()
	a := startAt(t, dir, bin, nil, nil)
	a.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	a.FindWindow("Parlor", 5*time.Second)
	a.cursor = 0 // the items event may come before the ready event
	return a
}

// clickItem clicks the item labelled label of a scene's items event.
func (a *App) clickItem(items Event, label string) {
	a.t.Helper()
	it, ok := items.ItemByLabel(label)
	if !ok {
		a.t.Fatalf("%s has no %q among %q", items.Scene, label, items.Labels())
	}
	time.Sleep(600 * time.Millisecond) // input is ignored while a screen fades in
	a.Click(it.Center())
}

// kept reports whether the game handed game's game in progress to the
// store within timeout (its trace's "kept" event).
func (a *App) kept(game string, timeout time.Duration) bool {
	_, ok := a.findTrace(timeout, func(e Event) bool { return e.Ev == "kept" && e.Game == game })
	return ok
}

// savedGame reads game's game in progress from the player's games in
// dataDir, once the copy of Parlor that held them has quit, and verifies
// it through the game's entry in the one list of games.
func savedGame(t *testing.T, dataDir, game string) *record.Record {
	t.Helper()
	s, _, err := store.OpenSQL(dataDir)
	if err != nil {
		t.Fatalf("the player's games cannot be opened: %v", err)
	}
	defer s.Close()
	saves, notices := s.Saves()
	if len(notices) > 0 {
		t.Errorf("notices: %q", notices)
	}
	for _, sv := range saves {
		if sv.Game != game {
			continue
		}
		e, ok := games.Lookup(game)
		if !ok {
			t.Fatalf("no game %q", game)
		}
		if err := e.Verify(sv.Record); err != nil {
			t.Errorf("the saved %s game no longer verifies: %v", game, err)
		}
		return sv.Record
	}
	t.Fatalf("the game in progress of %s is gone", game)
	return nil
}
