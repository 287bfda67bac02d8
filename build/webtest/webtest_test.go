//go:build webtest

package webtest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"parlor/build/e2e"
	"parlor/scenes/scenetest/pixels"
)

const (
	width, height = 1280, 720
	// Real time allowed for Chromium as a whole.
	chromiumTimeout = 150 * time.Second
)

// webDir returns the directory to serve, running build/release first if dist/web is
// missing a file.
func webDir(t *testing.T, root string) string {
	t.Helper()
	if d := os.Getenv("PARLOR_WEB_DIR"); d != "" {
		return d
	}
	dir := filepath.Join(root, "dist", "web")
	var missing []string
	for _, f := range []string{"index.html", "wasm_exec.js", "parlor.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			missing = append(missing, f)
		}
	}
	if len(missing) == 0 {
		if st, err := os.Stat(filepath.Join(dir, "parlor.wasm")); err == nil {
			t.Logf("serving %s (parlor.wasm built %s)", dir, st.ModTime().Format(time.DateTime))
		}
		return dir
	}
	release := filepath.Join(root, "build", "release")
	t.Logf("dist/web lacks %v: running %s", missing, release)
	cmd := exec.Command(release)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("dist/web lacks %v and build/release failed (%v); run build/release and see its errors:\n%s", missing, err, out)
	}
	return dir
}

// serve serves dir on a free port of 127.0.0.1 and returns the base URL and a log of the
// requests made.
func serve(t *testing.T, dir string) (string, func() []string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var requests []string
	files := http.FileServer(http.Dir(dir))
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			requests = append(requests, r.Method+" "+r.URL.Path)
			mu.Unlock()
			if strings.HasSuffix(r.URL.Path, ".wasm") {
				// Set before FileServer looks at the extension: browsers stream-compile
				// wasm only with this type.
				w.Header().Set("Content-Type", "application/wasm")
			}
			w.Header().Set("Cache-Control", "no-store")
			files.ServeHTTP(w, r)
		}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	log := func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), requests...)
	}
	return "http://" + ln.Addr().String(), log
}

// screenshot has headless Chromium load url and write a width x height screenshot to path.
// Chromium is ended with SIGINT (SIGTERM leaves zombies) if it outlives its job: the real-time
// limit, or a few seconds after the screenshot is written.
func screenshot(t *testing.T, url, path string, virtualTimeBudgetMs int) {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("chromium is missing: install the Debian package chromium " +
			"(apt-get install -y --no-install-recommends chromium, or run build/test, which installs it)")
	}
	profile, err := os.MkdirTemp("", "parlor-webtest-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(profile) })

	args := []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--enable-unsafe-swiftshader",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--no-first-run", "--user-data-dir=" + profile,
		fmt.Sprintf("--window-size=%d,%d", width, height),
		fmt.Sprintf("--virtual-time-budget=%d", virtualTimeBudgetMs),
		"--screenshot=" + path,
		url,
	}
	ctx, cancel := context.WithTimeout(context.Background(), chromiumTimeout)
	defer cancel()
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, chromium, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGINT) }
	cmd.WaitDelay = 10 * time.Second // then it is killed
	t.Logf("%s %s", chromium, strings.Join(args, " "))
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()

	var werr error
	var shotAt time.Time
	interrupted := false
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
wait:
	for {
		select {
		case werr = <-done:
			break wait
		case <-tick.C:
			if shotAt.IsZero() {
				if st, err := os.Stat(path); err == nil && st.Size() > 0 {
					shotAt = time.Now()
				}
			} else if !interrupted && time.Since(shotAt) > 5*time.Second {
				t.Logf("chromium is still running 5 s after writing the screenshot: ending it with SIGINT")
				_ = cmd.Process.Signal(syscall.SIGINT)
				interrupted = true
			}
		}
	}
	t.Logf("chromium ran %.1f s", time.Since(start).Seconds())
	if ctx.Err() != nil {
		t.Fatalf("chromium did not finish within %v and was ended; its output:\n%s", chromiumTimeout, out.String())
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("chromium wrote no screenshot (%v, exit: %v); its output:\n%s", err, werr, out.String())
	}
	if werr != nil && !interrupted {
		t.Logf("chromium exited with %v after writing the screenshot; its output:\n%s", werr, out.String())
	}
}

// virtualTimeBudgets are the virtual times (ms) Chromium gives the page before its
// screenshot, tried in turn: the first is enough for the wasm to start and the menu to deal.
// The menu's backdrop deals, holds, gathers and deals again, so a screenshot can fall where no
// card is on the table; the later tries land elsewhere in that cycle.
var virtualTimeBudgets = []int{15000, 19000, 23000}

// TestWebMenu loads the web build in headless Chromium and checks that the menu shows:
// green felt, the cream "Parlor" title and the gold focus rim of its first item.
func TestWebMenu(t *testing.T) {
	root := e2e.RepoRoot(t)
	dir := webDir(t, root)
	base, requests := serve(t, dir)

	// The server gives wasm the type browsers need for streaming compilation.
	resp, err := http.Head(base + "/parlor.wasm")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("HEAD /parlor.wasm: %s, Content-Type %q; want 200 and application/wasm", resp.Status, resp.Header.Get("Content-Type"))
	}

	human := filepath.Join(root, "out", "web-menu.png")
	var all []string
	for i, budget := range virtualTimeBudgets {
		shot := filepath.Join(t.TempDir(), "web-menu.png")
		screenshot(t, base+"/index.html", shot, budget)
		data, err := os.ReadFile(shot)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(human), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(human, data, 0o644); err != nil {
			t.Fatal(err)
		}
		img, err := pixels.Load(shot)
		if err != nil {
			t.Fatal(err)
		}
		problems := checkMenu(img)
		t.Logf("try %d (virtual time %d ms): screenshot %s; requests: %v; problems: %d", i+1, budget, human, requests(), len(problems))
		if len(problems) == 0 {
			return
		}
		for _, p := range problems {
			all = append(all, fmt.Sprintf("virtual time %d ms: %s", budget, p))
		}
	}
	t.Errorf("no screenshot showed the menu (see %s, the last one):\n  %s", human, strings.Join(all, "\n  "))
}

// checkMenu lists what the screenshot lacks of the menu.
func checkMenu(img image.Image) []string {
	var problems []string
	b := img.Bounds()
	if b.Dx() != width || b.Dy() != height {
		problems = append(problems, fmt.Sprintf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), width, height))
	}
	dom, share := pixels.Dominant(img, b)
	hint := fmt.Sprintf("(the most common colour is %v, %.0f%%)", dom, 100*share)
	if f := pixels.Fraction(img, b, pixels.Felt, 40); f < 0.40 {
		problems = append(problems, fmt.Sprintf("felt green %v covers %.1f%% of the page, want >= 40%% %s", pixels.Felt, 100*f, hint))
	}
	// The focused first menu item's gold rim, drawn from the first frame
	// on. (Card faces were checked here, but the backdrop deals, holds and
	// gathers in a cycle that headless Chromium's virtual time lands in
	// unpredictably: the check failed whole CI runs with the menu shown.)
	focus := image.Rect(width/2-190, 200, width/2+190, 260)
	if n, _ := pixels.Count(img, focus, pixels.Gold, 60); n < 100 {
		problems = append(problems, fmt.Sprintf("only %d gold %v pixels round the first menu item %v, want >= 100 (its focus rim) %s", n, pixels.Gold, focus, hint))
	}
	title := image.Rect(width/4, 40, width*3/4, 160) // top centre, around y 60-140
	if n, _ := pixels.Count(img, title, pixels.Cream, 40); n < 200 {
		problems = append(problems, fmt.Sprintf("only %d cream %v pixels in the title area %v, want >= 200 (the word Parlor) %s", n, pixels.Cream, title, hint))
	}
	return problems
}
