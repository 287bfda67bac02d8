//go:build webtest

package webtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"parlor/build/e2e"
)

// TestWebKeepsGamesAcrossReloads loads a page that opens the player's
// games as the web build does (the page's localStorage, through
// store.Open), adds one event to a game in progress and finishes a game
// the first time, three times in one browser profile: each load finds
// what the one before kept.
func TestWebKeepsGamesAcrossReloads(t *testing.T) {
	dir := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "storeprobe.wasm"), "./testdata/storeprobe")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the probe page: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	copyTo(t, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
	copyTo(t, filepath.Join("testdata", "storeprobe", "index.html"), filepath.Join(dir, "index.html"))
	base, _ := serve(t, dir) // one origin for every load: localStorage is per origin
	profile := t.TempDir()
	for i, want := range []string{
		"storeprobe: save 1 events, history 1, notices 0",
		"storeprobe: save 2 events, history 1, notices 0",
		"storeprobe: save 3 events, history 1, notices 0",
	} {
		if got := probeLoad(t, base+"/index.html", profile); got != want {
			t.Fatalf("load %d: %q, want %q", i+1, got, want)
		}
	}
}

var probeOut = regexp.MustCompile(`storeprobe: [^<]*`)

// probeLoad loads url in a Chromium window with profile and returns what
// the probe wrote to the console, then closes Chromium as a person does
// (the page's storage written to the profile). Not headless: there,
// virtual time ran out while the page waited for the browser's answer to
// its Web Lock, before the probe wrote anything.
func probeLoad(t *testing.T, url, profile string) string {
	t.Helper()
	b := launch(t, url, profile)
	defer b.close()
	deadline := time.Now().Add(chromiumTimeout)
	for time.Now().Before(deadline) && !b.gone() {
		for _, m := range b.lastConsole(50) {
			if s := probeOut.FindString(m); s != "" {
				return s
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("no probe line; console: %q", b.lastConsole(20))
	return ""
}

func copyTo(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWebOneTabKeepsTheGames: a second tab of Parlor in the same browser
// (the same profile, so the same localStorage) keeps nothing and says so
// on its screen: two tabs each writing the History's index whole lost a
// finished game. The first tab keeps its games.
func TestWebOneTabKeepsTheGames(t *testing.T) {
	root := e2e.RepoRoot(t)
	dir := webDir(t, root)
	base, _ := serve(t, dir)
	profile := t.TempDir()
	a := start(t, base+"/index.html?trace=1", profile, "first tab")
	a.started1 = false // the second tab's page starts too, and logs to this browser's console
	// Chromium run again on a profile in use hands its window to the
	// running browser and exits, as a person opening another tab does.
	second := exec.Command(tool(t, "chromium", "chromium"), "--user-data-dir="+profile, "--no-sandbox", "--test-type",
		"--app="+base+"/index.html?trace=1&tab=2")
	if out, err := second.CombinedOutput(); err != nil {
		t.Fatalf("opening the second tab: %v\n%s", err, out)
	}
	// The toast is made as the page starts, before its first frame.
	said := a.wait("the second tab saying it keeps nothing", 90*time.Second, func(e event) bool {
		return e.Ev == "toast" && strings.HasPrefix(e.Msg, "Parlor is already open in another tab. This one keeps nothing")
	})
	a.wait(`the second tab's first frame`, 60*time.Second, func(e event) bool { return e.Ev == "ready" })
	t.Logf("the second tab: %s", said.Msg)
	time.Sleep(time.Second) // the toast fades in
	a.screenshot(filepath.Join(root, "out", "web", "second-tab.png"))
	if a.consoleHas("already open in another window") {
		t.Error("the browser's words are about a tab, not a window")
	}
}
