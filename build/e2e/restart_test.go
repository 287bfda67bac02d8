//go:build e2e && online && restart

package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOnlineTableAfterARestart: Ann plays Speed Run online in a real
// window, alone with two computers, while Ben waits in the lobby in
// another; the server's Nakama is killed (SIGKILL) mid-game. Ann's window
// says once that the connection dropped, comes back to the table by
// itself once build/serve has started Nakama again (the table restored
// under a new match, found by its invite code), says "Back at the table."
// and the game plays on to its end, which is in the History and
// verifies. Ben's lobby says the connection was lost and connects again
// by itself. It kills the server's Nakama: build/online runs it in its
// restart phase, after every other test.
func TestOnlineTableAfterARestart(t *testing.T) {
	server, dir := os.Getenv("PARLOR_TEST_SERVER"), os.Getenv("PARLOR_TEST_SERVER_DIR")
	if server == "" || dir == "" {
		t.Fatal("PARLOR_TEST_SERVER and PARLOR_TEST_SERVER_DIR are not set: run this test with build/online, which starts the server")
	}
	bin := BuildBinary(t, ".")
	ann := startIn(t, bin, nil, func(dir string) {
		if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"anim_speed":"fast","sound":false}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}, "-server", server)
	ben := startIn(t, bin, []string{"DISPLAY=" + secondDisplay(t)}, nil, "-server", server)
	for _, a := range []*App{ann, ben} {
		a.waitTrace(`"ready" event`, 20*time.Second, func(e Event) bool { return e.Ev == "ready" })
		a.FindWindow("Parlor", 5*time.Second)
	}
	ben.openLobby(t, "Ben")
	ann.makeTable(t, "Ann")
	ann.KeyUntil("Return", `"scene" event for speedrun-table`, isScene("speedrun-table")) // Start game: computers sit
	for range 8 {                                                                         // a few decisions first
		ann.Key("Return")
		time.Sleep(250 * time.Millisecond)
	}

	b, err := os.ReadFile(filepath.Join(dir, "nakama.pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	dropped := func(e Event) bool {
		return e.Ev == "toast" && e.Msg == "The connection to the server dropped: getting back to the table..."
	}
	ann.waitTrace("the drop said", 30*time.Second, dropped)
	ann.waitTrace("back at the table", 2*time.Minute, func(e Event) bool { return e.Ev == "toast" && e.Msg == "Back at the table." })
	n := 0
	for _, e := range ann.Events() {
		if dropped(e) {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the drop was said %d times, want once", n)
	}
	lost := ben.waitTrace("Ben's lobby losing the server", 30*time.Second, func(e Event) bool { return e.Ev == "online" && !e.OK })
	t.Logf("Ben's lobby: %s", lost.Msg)
	back := ben.waitTrace("Ben's lobby connected again", 2*time.Minute, func(e Event) bool { return e.Ev == "online" && e.OK })
	t.Logf("Ben's lobby: %s", back.Msg)

	end := time.Now().Add(12 * time.Minute)
	for {
		if _, ok := ann.Last(isScene("speedrun-final")); ok {
			break
		}
		if time.Now().After(end) {
			t.Fatal("the game did not end in 12 minutes")
		}
		ann.Key("Return")
		time.Sleep(250 * time.Millisecond)
	}
	ann.waitTrace(`"deals" event`, 10*time.Second, func(e Event) bool {
		return e.Ev == "deals" && e.Msg == "Deals: checked against the commitment shown at the start"
	})
	ann.Key("ctrl+q")
	if code := ann.WaitExit(10 * time.Second); code != 0 {
		t.Fatalf("parlor exited with %d", code)
	}
	ann.checkHistory(t, bin)
}
