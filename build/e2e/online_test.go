//go:build e2e && online

package e2e

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/scenes/scenetest/pixels"
)

// TestOnlineSpeedRunTwoWindows: two people, each in their own Parlor
// window, play Speed Run together online with one computer seat, from the
// menu by real key presses: Ann makes the table, Ben joins with its
// invite code, Ann starts, both play to the end. The finished game is in
// both players' histories and verifies. build/online starts the server
// and names it in PARLOR_TEST_SERVER.
func TestOnlineSpeedRunTwoWindows(t *testing.T) {
	server := os.Getenv("PARLOR_TEST_SERVER")
	if server == "" {
		t.Fatal("PARLOR_TEST_SERVER is not set: run this test with build/online, which starts the server")
	}
	bin := BuildBinary(t, ".")
	fast := func(dir string) {
		// Quick animations: the game is the point, not the card flights.
		if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"anim_speed":"fast","sound":false}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Each window on a display of its own, as on two machines: two
	// windows sharing one display fight over the keyboard's focus, and a
	// key sent to the one without it is now and then lost.
	ann := startIn(t, bin, nil, fast, "-server", server)
	ben := startIn(t, bin, []string{"DISPLAY=" + secondDisplay(t)}, fast, "-server", server)
	for _, a := range []*App{ann, ben} {
		a.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	}
	ann.FindWindow("Parlor", 5*time.Second)
	ben.FindWindow("Parlor", 5*time.Second)

	code := ann.makeTable(t, "Ann", "Turn clock", "Timed: 30 s a move")
	ben.joinTable(t, "Ben", code)
	ann.waitTrace("Ben at Ann's table", 20*time.Second, func(e Event) bool {
		return e.Ev == "room" && e.Seat != nil && *e.Seat == 2
	})
	ann.KeyUntil("Return", `"scene" event for speedrun-table`, isScene("speedrun-table")) // Start game
	ben.waitTrace(`"scene" event for speedrun-table`, 20*time.Second, isScene("speedrun-table"))
	time.Sleep(2 * time.Second) // the deal
	checkTable(t, ben.Screenshot(filepath.Join(t.TempDir(), "ben-table.png")), "Ben's table")

	// A quick message: M opens them over Ann's table, the second is sent,
	// and Ben reads it with Ann's name.
	ann.KeyUntil("m", `"scene" event for quick-say`, isScene("quick-say"))
	say := ann.waitTrace(`"items" event for quick-say`, 10*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "quick-say" })
	ann.focusItem(t, say.Labels(), 1)
	ann.KeyUntil("Return", `"scene" event for speedrun-table`, isScene("speedrun-table"))
	ben.waitTrace("Ann's quick message", 20*time.Second, func(e Event) bool {
		return e.Ev == "toast" && e.Msg == "Ann: Good luck!"
	})

	// The table is on the timed clock (the test server's: 2 s a move, 1 s
	// of bank). Ben goes idle: a computer makes his move when his time
	// runs out, then plays his seat; Ann's window names him, and his first
	// key takes his seat back.
	// Ann plays on meanwhile (Enter), or a computer would play for her too.
	told := func(a *App, msg string) func() bool {
		return func() bool {
			_, ok := a.Last(func(e Event) bool { return e.Ev == "toast" && e.Msg == msg })
			return ok
		}
	}
	for _, done := range []func() bool{
		told(ben, "Your time ran out, so a computer made that move for you."),
		told(ben, "A computer plays for you, as your time ran out. Press any key to play again."),
		told(ann, "Ben's time ran out again: a computer plays for them until they are back."),
	} {
		for end := time.Now().Add(time.Minute); !done(); time.Sleep(250 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatal("Ben's time did not run out in a minute")
			}
			ann.Key("Return")
		}
	}
	ben.Screenshot(filepath.Join(shots(t), "ben-idle.png"))
	ann.Screenshot(filepath.Join(shots(t), "ann-ben-idle.png"))
	ben.KeyUntil("space", "Ben back at his seat", func(e Event) bool { return e.Ev == "toast" && e.Msg == "Ben plays again." })

	// Cy, with the code, watches the game under way from a third window:
	// the table shows him every hand face down, and Ann is told. (Ann and
	// Ben may run out of time meanwhile: their next key takes the seat back.)
	cy := startIn(t, bin, []string{"DISPLAY=" + secondDisplay(t)}, fast, "-server", server)
	cy.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	cy.FindWindow("Parlor", 5*time.Second)
	cy.watchTable(t, "Cy", code)
	ann.waitTrace("Cy watching", 20*time.Second, func(e Event) bool { return e.Ev == "toast" && e.Msg == "Cy is watching." })
	time.Sleep(time.Second) // the table laid out
	checkWatched(t, cy.Screenshot(filepath.Join(shots(t), "cy-watching.png")), "Cy's table")
	ann.KeyUntil("m", `"scene" event for quick-say`, isScene("quick-say"))
	say = ann.waitTrace(`"items" event for quick-say`, 10*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "quick-say" })
	ann.focusItem(t, say.Labels(), 2)
	ann.KeyUntil("Return", `"scene" event for speedrun-table`, isScene("speedrun-table"))
	ben.waitTrace("Ann's second message", 20*time.Second, func(e Event) bool { return e.Ev == "toast" && e.Msg == "Ann: Well played!" })
	if _, ok := cy.Last(func(e Event) bool { return e.Ev == "toast" && strings.HasPrefix(e.Msg, "Ann: ") }); ok {
		t.Error("a quick message reached Cy, who only watches")
	}

	// Both press Enter whenever it is their turn: Enter takes the focused
	// choice or plays the focused card, and moves the hand's summary on.
	done := func(a *App) bool {
		_, ok := a.Last(isScene("speedrun-final"))
		return ok
	}
	// Cy presses Enter too: it moves his window on from each hand's
	// summary, and plays nothing.
	end := time.Now().Add(12 * time.Minute)
	for !done(ann) || !done(ben) || !done(cy) {
		if time.Now().After(end) {
			t.Fatal("the game did not end in 12 minutes")
		}
		for _, a := range []*App{ann, ben, cy} {
			if !done(a) {
				a.Key("Return")
			}
		}
		time.Sleep(250 * time.Millisecond)
	}
	time.Sleep(time.Second)
	ann.Screenshot(filepath.Join(shots(t), "ann-final.png"))
	// Neither window was told the seed before the end: each checks the
	// deals against the commitment it was shown at the start.
	for _, a := range []*App{ann, ben} {
		a.waitTrace(`"deals" event`, 10*time.Second, func(e Event) bool {
			return e.Ev == "deals" && e.Msg == "Deals: checked against the commitment shown at the start"
		})
	}

	cy.watchedToTheEnd(t)
	rematch(t, ann, ben)

	for _, a := range []*App{ann, ben, cy} {
		a.Key("ctrl+q")
		if code := a.WaitExit(10 * time.Second); code != 0 {
			t.Fatalf("parlor exited with %d", code)
		}
		if a != cy {
			a.checkHistory(t, bin)
		}
	}
}

// watchTable opens Play online, types name, and watches the table of
// code, a game under way.
func (a *App) watchTable(t *testing.T, name, code string) {
	t.Helper()
	lobby := a.openLobby(t, name)
	a.focusItem(t, lobby, slices.Index(lobby, "Join with a code"))
	a.KeyUntil("Return", `"typing" event`, func(e Event) bool { return e.Ev == "typing" })
	a.typeText(t, strings.ToLower(code))
	a.KeyUntil("Return", "Cy watching", isScene("speedrun-table"))
}

// watchedToTheEnd: the watcher's final standings offer the game face up
// in the replay instead of a rematch, and it opens there.
func (a *App) watchedToTheEnd(t *testing.T) {
	t.Helper()
	a.waitTrace(`"scene" event for speedrun-final`, time.Minute, isScene("speedrun-final"))
	final := a.waitTrace("the watcher's final standings", 10*time.Second, func(e Event) bool {
		return e.Ev == "items" && e.Scene == "speedrun-final"
	})
	if final.Labels()[0] != "Replay face up" {
		t.Fatalf("the watcher's final standings offer %q", final.Labels())
	}
	a.Screenshot(filepath.Join(shots(t), "cy-final.png"))
	a.clickLabel(t, "speedrun-final", "Replay face up")
	a.waitTrace(`"scene" event for replay`, 20*time.Second, isScene("replay"))
	time.Sleep(time.Second)
	a.Screenshot(filepath.Join(shots(t), "cy-replay-face-up.png"))
}

// rematch plays again at the finished table in two actions: Ann asks
// from the final standings (Rematch, its first button), Ben says yes
// there, and Ann starts from the waiting room; both windows open the new
// game's table.
func rematch(t *testing.T, ann, ben *App) {
	t.Helper()
	for _, a := range []*App{ann, ben} {
		final, ok := a.Last(func(e Event) bool { return e.Ev == "items" && e.Scene == "speedrun-final" })
		if !ok || final.Labels()[0] != "Rematch" {
			t.Fatalf("the final standings offer no Rematch: %q", final.Labels())
		}
		if a == ben {
			ben.waitTrace("Ann's rematch told", 20*time.Second, func(e Event) bool {
				return e.Ev == "toast" && e.Msg == "Ann asks for a rematch: Rematch on the final standings to play again."
			})
		}
		a.KeyUntil("Return", `"scene" event for waiting-room`, isScene("waiting-room")) // focused as they open
	}
	ann.waitTrace("Ben in for it", 20*time.Second, func(e Event) bool {
		return e.Ev == "toast" && e.Msg == "Ben is in for the rematch."
	})
	ann.Screenshot(filepath.Join(shots(t), "ann-rematch-room.png"))
	ann.KeyUntil("Return", `"scene" event for speedrun-table`, isScene("speedrun-table")) // Start game
	ben.waitTrace(`"scene" event for speedrun-table`, 20*time.Second, isScene("speedrun-table"))
	// Dealt: Ben is offered a choice (the trumps when he starts, else his
	// contract once they are chosen).
	ben.waitTrace("Ben's first choice", 30*time.Second, func(e Event) bool {
		return e.Ev == "items" && e.Scene == "speedrun-table"
	})
	checkTable(t, ben.Screenshot(filepath.Join(shots(t), "ben-rematch.png")), "Ben's rematch table")
}

// makeTable opens Play online, types name, creates a Speed Run table
// with the setup as it is, but for the rows set (label, then the value
// in words, each pair by Right presses), and returns the table's invite
// code.
func (a *App) makeTable(t *testing.T, name string, set ...string) string {
	t.Helper()
	a.openLobby(t, name)
	return a.createTable(t, set...)
}

// createTable creates a Speed Run table from the lobby open (see
// makeTable) and returns its invite code.
func (a *App) createTable(t *testing.T, set ...string) string {
	t.Helper()
	lobby, _ := a.Last(func(e Event) bool { return e.Ev == "items" && e.Scene == "lobby" })
	a.focusItem(t, lobby.Labels(), slices.Index(lobby.Labels(), "Create a table"))
	a.KeyUntil("Return", `"scene" event for speedrun-setup`, isScene("speedrun-setup")) // Create a table: Speed Run
	a.waitTrace(`"settled" event for speedrun-setup`, 10*time.Second, isSettled("speedrun-setup"))
	if len(set) > 0 {
		setup, ok := a.Last(func(e Event) bool { return e.Ev == "items" && e.Scene == "speedrun-setup" })
		if !ok {
			t.Fatal(`no "items" event for speedrun-setup before it settled`)
		}
		items := setup.Labels()
		for i := 0; i+1 < len(set); i += 2 {
			a.focusItem(t, items, slices.Index(items, set[i]))
			a.KeyUntil("Right", set[i]+": "+set[i+1], func(e Event) bool {
				return e.Ev == "setup" && e.Item == set[i] && e.Value == set[i+1]
			})
		}
		a.focusItem(t, items, slices.Index(items, "Create the table"))
	}
	// Create the table: the setup gives way to the lobby at once, which
	// opens the waiting room once the server made the table. Return is not
	// pressed again meanwhile: in the waiting room it would start the game.
	a.KeyUntil("Return", `"scene" event for lobby`, isScene("lobby"))
	room := a.waitTrace(`a "room" event with the invite code`, 30*time.Second, func(e Event) bool { return e.Ev == "room" })
	if len(room.Item) != 5 {
		t.Fatalf("the invite code is %q", room.Item)
	}
	return room.Item
}

// joinTable opens Play online, types name, and joins the table of code.
func (a *App) joinTable(t *testing.T, name, code string) {
	t.Helper()
	lobby := a.openLobby(t, name)
	a.focusItem(t, lobby, slices.Index(lobby, "Join with a code"))
	a.KeyUntil("Return", `"typing" event`, func(e Event) bool { return e.Ev == "typing" })
	// A code cut short is said, not ignored (Enter on it did nothing).
	a.typeText(t, strings.ToLower(code[:3]))
	a.KeyUntil("Return", "the short code told", func(e Event) bool {
		return e.Ev == "toast" && e.Msg == "An invite code has 5 letters and digits; this one has 3."
	})
	a.KeyUntil("Return", `"typing" event`, func(e Event) bool { return e.Ev == "typing" })
	a.typeText(t, strings.ToLower(code))
	a.KeyUntil("Return", "Ben in the waiting room", func(e Event) bool { return e.Ev == "room" && e.Item == code })
}

// openLobby goes from the menu to Play online and signs in as name.
func (a *App) openLobby(t *testing.T, name string) []string {
	t.Helper()
	items := a.waitTrace(`"items" event for menu`, 10*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
	idx := -1
	for i, l := range items.Labels() {
		if l == "Play online" {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatalf("no Play online on the menu: %q", items.Labels())
	}
	a.focusItem(t, items.Labels(), idx)
	a.KeyUntil("Return", `"scene" event for lobby`, isScene("lobby"))
	a.waitTrace(`"settled" event for lobby`, 10*time.Second, isSettled("lobby"))
	lobby := a.waitTrace(`"items" event for lobby`, 10*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "lobby" })
	a.typeText(t, name)
	a.KeyUntil("Return", "connected to the server", func(e Event) bool { return e.Ev == "online" && e.OK })
	return lobby.Labels()
}

// secondDisplay starts a virtual X server of the test's screen size on a
// free display and returns its name (":91"); the test stops it.
func secondDisplay(t *testing.T) string {
	t.Helper()
	for n := 91; n < 140; n++ {
		sock := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		if _, err := os.Stat(sock); err == nil {
			continue
		}
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		d := fmt.Sprintf(":%d", n)
		cmd := exec.Command("Xvfb", d, "-screen", "0", "1280x720x24", "-nolisten", "tcp")
		if err := cmd.Start(); err != nil {
			t.Fatalf("Xvfb %s: %v", d, err)
		}
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		})
		for range 100 { // ready within 10 s, or it failed
			if _, err := os.Stat(sock); err == nil {
				return d
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("Xvfb %s did not start", d)
	}
	t.Fatal("no free X display between :91 and :139")
	return ""
}

// focusItem moves the menu's focus onto item want of labels with Up and
// Down, reading where the focus is from the trace after every press: a
// synthetic key is now and then not delivered, and the focus may have
// moved by other means.
func (a *App) focusItem(t *testing.T, labels []string, want int) {
	t.Helper()
	isAny := func(e Event) bool { return e.Ev == "focus" }
	for try := 0; try < 3*len(labels); try++ {
		cur := 0
		if e, ok := a.Last(isAny); ok {
			cur = slices.Index(labels, e.Item)
		}
		if cur == want {
			return
		}
		key := "Down"
		if cur > want {
			key = "Up"
		}
		seen := len(a.Events())
		a.Key(key)
		for end := time.Now().Add(1500 * time.Millisecond); len(a.Events()) == seen && time.Now().Before(end); {
			time.Sleep(20 * time.Millisecond)
		}
	}
	t.Fatalf("the menu's focus never reached %q", labels[want])
}

// typeText types s into the app's window.
func (a *App) typeText(t *testing.T, s string) {
	t.Helper()
	if _, err := xdotool(t, "type", "--window", a.WID, "--delay", "80", s); err != nil {
		t.Fatal(err)
	}
}

// checkTable fails unless img shows a table: mostly felt, with cards.
func checkTable(t *testing.T, img image.Image, what string) {
	t.Helper()
	felt := pixels.Fraction(img, img.Bounds(), pixels.RGB{R: 22, G: 92, B: 58}, 40)
	paper := pixels.Fraction(img, image.Rect(200, 540, 1080, 720), pixels.RGB{R: 250, G: 250, B: 245}, 40)
	if felt < 0.3 || paper < 0.1 {
		t.Errorf("%s: %.0f%% felt, %.0f%% card paper where the hand lies: not a table", what, 100*felt, 100*paper)
	}
}

// checkWatched fails unless img shows a table to a watcher: mostly felt,
// and the bottom seat's hand as card backs (blue, in white borders), not
// face up (white paper: a face-up hand there is mostly paper).
func checkWatched(t *testing.T, img image.Image, what string) {
	t.Helper()
	hand := image.Rect(200, 600, 1080, 720)
	felt := pixels.Fraction(img, img.Bounds(), pixels.RGB{R: 22, G: 92, B: 58}, 40)
	paper := pixels.Fraction(img, hand, pixels.RGB{R: 250, G: 250, B: 245}, 40)
	backs := pixels.Fraction(img, hand, pixels.RGB{R: 35, G: 62, B: 115}, 30)
	if felt < 0.3 || paper > 0.15 || backs < 0.2 {
		t.Errorf("%s: %.0f%% felt; where the bottom hand lies %.1f%% card paper, %.1f%% card backs: not a table a watcher sees",
			what, 100*felt, 100*paper, 100*backs)
	}
}

// checkHistory exports the app's finished games and verifies the online
// game's record with parlor verify.
func (a *App) checkHistory(t *testing.T, bin string) {
	t.Helper()
	out := t.TempDir()
	cmd := exec.Command(bin, "export", "-dir", out)
	cmd.Env = append(os.Environ(), "PARLOR_CONFIG_DIR="+a.ConfigDir, "PARLOR_DATA_DIR="+a.DataDir)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("parlor export: %v\n%s", err, b)
	}
	files, _ := filepath.Glob(filepath.Join(out, "*.jsonl"))
	if len(files) != 1 {
		t.Fatalf("the history holds %d games, want the online one: %q", len(files), files)
	}
	b, err := exec.Command(bin, append([]string{"verify"}, files...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("parlor verify %s: %v\n%s", files[0], err, b)
	}
	t.Logf("%s", b)
}

// shots is where a test keeps its screenshots: PARLOR_E2E_SHOTS when set
// (to look at them after), else the test's own directory.
func shots(t *testing.T) string {
	if d := os.Getenv("PARLOR_E2E_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}
