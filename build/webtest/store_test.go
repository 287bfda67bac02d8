//go:build webtest

package webtest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
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

// probeLoad loads url in headless Chromium with profile and returns what
// the probe wrote into the page.
func probeLoad(t *testing.T, url, profile string) string {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("chromium is missing: run build/test, which installs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), chromiumTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
		"--user-data-dir="+profile, "--virtual-time-budget=10000", "--dump-dom", url)
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGINT) }
	cmd.WaitDelay = 10 * time.Second
	out, err := cmd.Output()
	if err != nil {
		t.Logf("chromium: %v", err)
	}
	return probeOut.FindString(string(out))
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
