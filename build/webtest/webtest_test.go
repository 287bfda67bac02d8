//go:build webtest

package webtest

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"image"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
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

// webFiles are the files the web folder must hold (build/package/web).
var webFiles = []string{"index.html", "wasm_exec.js", "parlor.wasm", "parlor.wasm.gz", "favicon.png"}

// webDir returns the web folder to serve: $PARLOR_WEB_DIR, else DIST/web
// (DIST is $PARLOR_DIST or dist/), running build/release web first when a
// file is missing there.
func webDir(t *testing.T, root string) string {
	t.Helper()
	if d := os.Getenv("PARLOR_WEB_DIR"); d != "" {
		return d
	}
	dist := os.Getenv("PARLOR_DIST")
	if dist == "" {
		dist = filepath.Join(root, "dist")
	}
	dir := filepath.Join(dist, "web")
	var missing []string
	for _, f := range webFiles {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			missing = append(missing, f)
		}
	}
	if len(missing) == 0 {
		if st, err := os.Stat(filepath.Join(dir, "parlor.wasm")); err == nil {
			t.Logf("serving %s (parlor.wasm dated %s)", dir, st.ModTime().Format(time.DateTime))
		}
		return dir
	}
	release := filepath.Join(root, "build", "release")
	t.Logf("%s lacks %v: running %s web", dir, missing, release)
	cmd := exec.Command(release, "web")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "PARLOR_DIST="+dist)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s lacks %v and build/release web failed (%v); run it and see its errors:\n%s", dir, missing, err, out)
	}
	return dir
}

// served is one answer of the test's server: the path asked for, the
// file sent, its Content-Encoding and how many bytes went out.
type served struct {
	Path, File, Encoding string
	Bytes                int64
}

// serve serves dir on a free port of 127.0.0.1 as a web host should serve
// the web folder, and returns the base URL and a log of what it served.
// A .wasm comes as application/wasm (browsers stream-compile it only with
// that type), and as its precompressed .gz with Content-Encoding: gzip
// when the request accepts gzip and the .gz is there.
func serve(t *testing.T, dir string) (string, func() []served) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var log []served
	files := http.FileServer(http.Dir(dir))
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			cw := &countingWriter{ResponseWriter: w}
			s := served{Path: r.URL.Path, File: strings.TrimPrefix(r.URL.Path, "/")}
			if s.File == "" || strings.HasSuffix(s.File, "/") {
				s.File += "index.html"
			}
			w.Header().Set("Cache-Control", "no-store")
			if strings.HasSuffix(r.URL.Path, ".wasm") {
				w.Header().Set("Content-Type", "application/wasm") // before the server guesses
				w.Header().Set("Vary", "Accept-Encoding")
				if gz := filepath.Join(dir, filepath.FromSlash(path.Clean(r.URL.Path))+".gz"); acceptsGzip(r.Header.Get("Accept-Encoding")) && exists(gz) {
					s.File, s.Encoding = s.File+".gz", "gzip"
					w.Header().Set("Content-Encoding", "gzip")
					http.ServeFile(cw, r, gz)
					s.Bytes = cw.n
					mu.Lock()
					log = append(log, s)
					mu.Unlock()
					return
				}
			}
			files.ServeHTTP(cw, r)
			s.Bytes = cw.n
			mu.Lock()
			log = append(log, s)
			mu.Unlock()
		}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String(), func() []served {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(log)
	}
}

// acceptsGzip reports whether an Accept-Encoding header takes gzip: named
// (or *) without q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.TrimSpace(name)
		if name != "gzip" && name != "*" {
			continue
		}
		q := 1.0
		if k, v, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}

func exists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// countingWriter counts the body bytes written.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
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

// TestWebServerServesPrecompressedWasm: the test's server answers as a
// host should: parlor.wasm.gz, marked gzip, to a request that accepts
// gzip, and the plain parlor.wasm otherwise, both as application/wasm;
// and the .gz unpacks to exactly the plain one.
func TestWebServerServesPrecompressedWasm(t *testing.T) {
	dir := webDir(t, e2e.RepoRoot(t))
	base, _ := serve(t, dir)
	plain, err := os.ReadFile(filepath.Join(dir, "parlor.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	gz, err := os.ReadFile(filepath.Join(dir, "parlor.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	unpacked, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(unpacked, plain) {
		t.Fatalf("parlor.wasm.gz does not unpack to parlor.wasm (%d bytes unpacked, %d plain, %v)", len(unpacked), len(plain), err)
	}
	// A client that unpacks nothing itself, to see the bytes as sent.
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	for _, c := range []struct {
		accept, encoding string
		body             []byte
	}{
		{"gzip, deflate, br, zstd", "gzip", gz},
		{"br;q=1.0, gzip;q=0.5", "gzip", gz},
		{"identity", "", plain},
		{"gzip;q=0, br", "", plain},
	} {
		req, err := http.NewRequest("GET", base+"/parlor.wasm", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Accept-Encoding", c.accept)
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		h := resp.Header
		if resp.StatusCode != http.StatusOK || h.Get("Content-Type") != "application/wasm" || h.Get("Content-Encoding") != c.encoding ||
			!bytes.Equal(body, c.body) || !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: %s, Content-Type %q, Content-Encoding %q, Vary %q, %d bytes; want 200, application/wasm, %q, Vary Accept-Encoding, %d bytes",
				c.accept, resp.Status, h.Get("Content-Type"), h.Get("Content-Encoding"), h.Get("Vary"), len(body), c.encoding, len(c.body))
		}
	}
}

// TestWebMenu loads the web build in headless Chromium and checks that the menu shows:
// green felt, the cream "Parlor" title and the gold focus rim of its first item.
func TestWebMenu(t *testing.T) {
	root := e2e.RepoRoot(t)
	dir := webDir(t, root)
	base, requests := serve(t, dir)

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
		t.Logf("try %d (virtual time %d ms): screenshot %s; served: %v; problems: %d", i+1, budget, human, requests(), len(problems))
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
