//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game/store"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/scenes/scenetest/pixels"
)

// replayGames are the games the replay test plays back, each a finished
// game of the person at seat 0 against computers, from a seed that keeps
// it short.
var replayGames = []struct {
	name  string
	seats int
	seed  uint64
}{
	{"speedrun", 3, 5}, {"stepstones", 3, 5}, {"spit", 2, 7}, {"spellcraft", 3, 5}, {"speedoh", 3, 5},
}

// finished plays a whole game of name with computers at every seat and
// returns its record with seat 0 marked as the person's: what the History
// keeps of a game played against the computer.
func finished(t *testing.T, name string, seats int, seed uint64) *record.Record {
	t.Helper()
	e, ok := games.Lookup(name)
	if !ok {
		t.Fatalf("no game %q", name)
	}
	ss := make([]record.Seat, seats)
	levels := make([]engine.Level, seats)
	for i := range ss {
		ss[i] = record.Seat{Name: []string{"You", "Ada", "Basil", "Cora"}[i], Kind: "bot", Bot: "normal"}
		levels[i] = engine.Normal
	}
	ss[0] = record.Seat{Name: "You", Kind: "human"}
	m, err := e.New(nil, seed, ss)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.PlayBots(m, levels, seed); err != nil {
		t.Fatal(err)
	}
	if !m.Over() {
		t.Fatalf("%s seed %d did not end", name, seed)
	}
	return m.Record()
}

// replayAt waits for the replay to stand still at a move that satisfies
// pred, the table done animating.
func (a *App) replayAt(what string, timeout time.Duration, pred func(replayEvent) bool) replayEvent {
	a.t.Helper()
	var got replayEvent
	a.waitTrace(what, timeout, func(e Event) bool {
		if e.Ev != "replay" {
			return false
		}
		got = e.Replay
		return !got.Busy && pred(got)
	})
	return got
}

// TestReplayEveryGame puts a finished game of each kind in the History,
// then, as a player would, opens the History, watches it, steps back and
// forward (the table changes and comes back the same), turns every hand
// face up, jumps to the end and the start, and plays the last moves to
// the end at 4×; a Speed Run is analysed and its first mark shown in
// words; and a record file opens from the command line.
func TestReplayEveryGame(t *testing.T) {
	for _, g := range replayGames {
		t.Run(g.name, func(t *testing.T) {
			rec := finished(t, g.name, g.seats, g.seed)
			a := startWithHistory(t, rec)
			openHistoryReplay(t, a)
			n := stepBackAndForth(t, a, g.name)
			playLastMoves(t, a, n)
			if g.name == "speedrun" {
				analyse(t, a)
			}
		})
	}
}

// startWithHistory starts parlor with rec in its History.
func startWithHistory(t *testing.T, rec *record.Record) *App {
	t.Helper()
	bin := BuildBinary(t, ".")
	a := startIn(t, bin, nil, func(configDir string) {
		s, _, err := store.Open(filepath.Join(filepath.Dir(configDir), "data"))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if _, err := s.Finish(store.Finished{Record: rec, When: time.Now().Add(-time.Hour), Summary: "You won"}); err != nil {
			t.Fatal(err)
		}
	})
	a.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
	a.FindWindow("Parlor", 5*time.Second)
	return a
}

// openHistoryReplay clicks History on the menu and watches its first row.
func openHistoryReplay(t *testing.T, a *App) {
	t.Helper()
	a.cursor = 0
	items := a.waitTrace(`"items" event for menu`, 5*time.Second, func(e Event) bool { return e.Ev == "items" && e.Scene == "menu" })
	it, ok := items.ItemByLabel("History (1)")
	if !ok {
		t.Fatalf("the menu has no History (1): %q", items.Labels())
	}
	time.Sleep(600 * time.Millisecond) // input is ignored while the screen fades in
	a.Click(it.Center())
	a.waitTrace(`"settled" event for history`, 5*time.Second, isSettled("history"))
	a.KeyUntil("Return", `"scene" event for replay`, isScene("replay"))
}

// stepBackAndForth steps a move forward and back: the table changes, and
// comes back the same; then every hand face up, the end and the start.
func stepBackAndForth(t *testing.T, a *App, name string) (moves int) {
	t.Helper()
	dir := filepath.Join(RepoRoot(t), "out", "e2e")
	a.waitTrace(`"settled" event for replay`, 10*time.Second, isSettled("replay"))
	start := a.replayAt("the replay at its start", 10*time.Second, func(r replayEvent) bool { return r.Pos == 0 })
	time.Sleep(time.Second) // a start-up notice fades
	before := a.Screenshot(filepath.Join(dir, "replay-"+name+"-start.png"))
	a.replayKey("Right", "move 1 shown", func(r replayEvent) bool { return r.Pos == 1 })
	time.Sleep(300 * time.Millisecond)
	moved := a.Screenshot(filepath.Join(dir, "replay-"+name+"-move1.png"))
	if d := differs(before, moved); d < 200 {
		t.Errorf("a move forward changed %d pixels of the table", d)
	}
	a.replayKey("Left", "move 0 shown again", func(r replayEvent) bool { return r.Pos == 0 })
	time.Sleep(300 * time.Millisecond)
	back := a.Screenshot(filepath.Join(dir, "replay-"+name+"-back.png"))
	if d := differs(before, back); d > 2000 {
		t.Errorf("a move back left %d pixels unlike the start", d)
	}
	a.KeyUntil("f", "every hand face up", func(e Event) bool { return e.Ev == "replay" && e.Replay.FaceUp })
	a.replayEnd(start.Len, filepath.Join(dir, "replay-"+name+"-end.png"))
	a.replayKey("Home", "the start", func(r replayEvent) bool { return r.Pos == 0 })
	return start.Len
}

// replayKey presses key until the replay reports a state satisfying pred,
// and waits for the table to stand still there. A jump rebuilds the game
// from its record, which takes a moment on a busy machine: the key is
// pressed again only after a long wait, as a second press would jump on.
func (a *App) replayKey(key, what string, pred func(replayEvent) bool) replayEvent {
	a.t.Helper()
	match := func(e Event) bool { return e.Ev == "replay" && pred(e.Replay) }
	a.Key(key)
	e, ok := a.findTrace(8*time.Second, match)
	if !ok {
		a.t.Logf("no %s after %s: pressing it again", what, key)
		a.Key(key)
		e = a.waitTrace(what, 8*time.Second, match)
	}
	if !e.Replay.Busy {
		return e.Replay
	}
	return a.replayAt(what+", the table still", 20*time.Second, pred)
}

// playLastMoves jumps to a few moves before the end of a record of moves
// and plays on at 4× until the record ends.
func playLastMoves(t *testing.T, a *App, moves int) {
	t.Helper()
	a.replayEnd(moves, "")
	for n := 1; n <= 4; n++ {
		a.replayKey("Left", "a move back from the end", func(r replayEvent) bool { return r.Pos == moves-n })
	}
	for _, s := range []string{"2×", "4×"} {
		a.KeyUntil("s", "speed "+s, func(e Event) bool { return e.Ev == "replay" && strings.Contains(e.Line, s) })
	}
	a.KeyUntil("Return", "playing", func(e Event) bool { return e.Ev == "replay" && e.Replay.Playing })
	a.waitTrace("the record played to its end", 90*time.Second, func(e Event) bool {
		return e.Ev == "replay" && e.Replay.Pos == moves && e.Replay.Over && !e.Replay.Playing
	})
	a.closeSummary()
}

// replayEnd presses End until the replay stands at its last move, shot
// into the file named (if any) as it shows there, then closes the
// summary a trick table opens over it.
func (a *App) replayEnd(moves int, shot string) {
	a.t.Helper()
	at := func(e Event) bool { return e.Ev == "replay" && e.Replay.Pos == moves && e.Replay.Over }
	a.Key("End")
	if _, ok := a.findTrace(8*time.Second, at); !ok {
		a.t.Logf("no end shown after End: pressing it again")
		a.Key("End")
		a.waitTrace("the end shown", 8*time.Second, at)
	}
	a.cursor-- // the event that matched may itself be the table standing still
	e := a.waitTrace("the end shown, the table still or its summary open", 20*time.Second, func(e Event) bool {
		return (e.Ev == "replay" && !e.Replay.Busy) || (e.Ev == "settled" && e.Scene != "replay")
	})
	if shot != "" {
		time.Sleep(300 * time.Millisecond)
		a.Screenshot(shot)
	}
	if e.Ev == "settled" {
		a.KeyUntil("Return", "the replay again", isScene("replay"))
		a.replayAt("the end shown, the table still", 20*time.Second, func(r replayEvent) bool { return r.Pos == moves })
	}
}

// closeSummary closes the last hand's or round's summary, which a table
// may show over the replay as it did in play: Enter, as a player would.
func (a *App) closeSummary() {
	a.t.Helper()
	if _, ok := a.findTrace(3*time.Second, func(e Event) bool { return e.Ev == "scene" && e.Scene != "replay" }); ok {
		a.KeyUntil("Return", "the replay again", isScene("replay"))
	}
}

// analyse runs the move analysis and goes to its first mark, whose
// sentence shows in a box over the table.
func analyse(t *testing.T, a *App) {
	t.Helper()
	a.KeyUntil("a", "the analysis running", func(e Event) bool { return e.Ev == "replay" && e.Replay.Analysing })
	done := a.waitTrace("the analysis finished", 60*time.Second, func(e Event) bool { return e.Ev == "replay" && e.Replay.Marks != nil })
	if *done.Replay.Marks == 0 {
		t.Fatal("the analysis marked none of the person's decisions; the seed's game should have some")
	}
	a.KeyUntil("n", "the first mark", func(e Event) bool { return e.Ev == "replay" && e.Replay.Finding })
	time.Sleep(400 * time.Millisecond)
	img := a.Screenshot(filepath.Join(RepoRoot(t), "out", "e2e", "replay-analysis.png"))
	box := image.Rect(280, 66, 1000, 100)
	if n, _ := pixels.Count(img, box, pixels.Gold, 60); n < 300 {
		t.Errorf("the marked decision's sentence: %d gold pixels in its box", n)
	}
}

// differs counts the pixels of the window's table area (above the
// replay's controls) that differ between two screenshots.
func differs(a, b image.Image) int { return pixels.Differ(a, b, image.Rect(0, 0, 1280, 600)) }

// TestReplayFromTheCommandLine: parlor FILE.jsonl opens the window on the
// record's replay; a damaged record opens the window too, over the menu,
// saying in plain words which line is wrong (a window that never opened
// said nothing to someone who opened the file from a file manager).
func TestReplayFromTheCommandLine(t *testing.T) {
	rec := finished(t, "speedrun", 3, 5)
	dir := t.TempDir()
	path := filepath.Join(dir, "game.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.WriteTo(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	bin := BuildBinary(t, ".")
	a := start(t, bin, nil, path)
	a.waitTrace(`"scene" event for replay`, 20*time.Second, isScene("replay"))
	a.FindWindow("Parlor", 5*time.Second)
	a.replayAt("the replay at its start", 10*time.Second, func(r replayEvent) bool { return r.Pos == 0 && r.Len > 0 })
	a.Key("ctrl+q") // one window at a time on the screen
	if code := a.WaitExit(10 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0", code)
	}

	bad := filepath.Join(dir, "bad.jsonl")
	data, _ := os.ReadFile(path)
	lines := strings.Split(string(data), "\n")
	lines[len(lines)-2] = strings.Replace(lines[len(lines)-2], `"winners":[`, `"winners":[9,`, 1)
	if err := os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	b := start(t, bin, nil, bad)
	said := b.waitTrace(`the "record-refused" question`, 20*time.Second, func(e Event) bool {
		return e.Ev == "question" && e.Scene == "record-refused"
	})
	if want := fmt.Sprintf("bad.jsonl cannot be watched: its line %d is not what the game it describes did there (the file was changed or damaged).", len(lines)-1); said.Msg != want {
		t.Errorf("the window says %q, want %q", said.Msg, want)
	}
	b.FindWindow("Parlor", 5*time.Second)
	b.waitTrace(`"settled" event for the question`, 10*time.Second, isSettled("record-refused"))
	shot := filepath.Join(t.TempDir(), "record-refused.png")
	// The window fades in from black as it opens: the picture is taken
	// once the question's cream title shows in its panel.
	title := image.Rect(300, 230, 980, 290)
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		img := b.Screenshot(shot)
		if n, _ := pixels.Count(img, title, pixels.Cream, 40); n > 500 {
			break
		}
		if time.Now().After(end) {
			t.Fatal("the question's title never showed in its panel; see " + shot)
		}
	}
	copyFile(t, shot, filepath.Join(RepoRoot(t), "out", "e2e", "record-refused.png"))
	b.KeyUntil("Return", "the menu again", isScene("menu"))
	b.Key("ctrl+q")
	if code := b.WaitExit(10 * time.Second); code != 0 {
		t.Errorf("exit code after ctrl+q = %d, want 0", code)
	}
}
