//go:build webtest

package webtest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"parlor/scenes/scenetest/pixels"
)

// A browser is Chromium showing the web build in a window of the test's X
// display, as a player sees it: not headless, so keys pressed with
// xdotool reach the page as a person's do. The page is opened with
// ?trace=1, so the game writes its trace (game/trace.go) to the console,
// and --enable-logging=stderr copies every console message to Chromium's
// standard error as
//
//	[123:123:1127/121314.385:INFO:CONSOLE:22] "{"ev":"ready","ms":1288}", source: http://127.0.0.1:4000/wasm_exec.js (22)
//
// which the browser reads line by line.
type browser struct {
	t       *testing.T
	cmd     *exec.Cmd
	wid     string // the window's X id
	exited  chan struct{}
	started time.Time

	mu      sync.Mutex
	events  []event       // the trace so far
	console []string      // every console message, for failure reports
	cursor  int           // wait looks at events[cursor:]
	slowest time.Duration // the longest a press waited for its answer
	// started1: the page's first "ready" has been waited for; another
	// means the page started again.
	started1 bool
	lastUp   time.Time // when the last key was let go (see keyAgain)
}

// event is one trace event; fields an event does not use stay zero.
type event struct {
	Ev    string  `json:"ev"`
	Ms    float64 `json:"ms"`
	Scene string  `json:"scene"`
	Item  string  `json:"item"`
	Items []struct {
		Label string `json:"label"`
	} `json:"items"`
	Msg     string `json:"msg"`   // a "toast" event's sentence
	Row     string `json:"row"`   // a "setting" event's row
	Value   string `json:"value"` // and its new value
	Game    string `json:"game"`  // a "guide" event's game
	Step    *int   `json:"step"`  // a guide's step shown
	Skipped *int   `json:"skipped"`
	line    string
	at      time.Time // when it was read
}

func (e event) labels() []string {
	var out []string
	for _, it := range e.Items {
		out = append(out, it.Label)
	}
	return out
}

// consoleLine is a console message in Chromium's log: its text.
var consoleLine = regexp.MustCompile(`:CONSOLE[:(]\d+\)?\] "(.*)", source: `)

// launch opens url in Chromium with the profile folder profile (one
// profile across launches keeps the page's localStorage, as one browser
// does across reloads) and waits for its window.
func launch(t *testing.T, url, profile string) *browser {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Fatal(`no X display (DISPLAY is empty): the web test drives a real Chromium window; run it under Xvfb, e.g. ` +
			`xvfb-run -a -s "-screen 0 1280x720x24" go test -tags webtest -count=1 ./build/webtest/ (install the Debian package xvfb)`)
	}
	chromium := tool(t, "chromium", "chromium")
	tool(t, "xdotool", "xdotool")
	b := &browser{t: t, exited: make(chan struct{}), started: time.Now()}
	b.cmd = exec.Command(chromium,
		"--app="+url, "--user-data-dir="+profile,
		// As root Chromium runs only without its sandbox; --test-type drops the
		// bar that warns about it, which would take the page's top rows.
		"--no-sandbox", "--test-type",
		// Software WebGL (Xvfb has no GPU), chosen from the start: left to
		// itself Chromium first tries a GPU, and a page that got its WebGL
		// context during the switch lost it and reloaded.
		"--enable-unsafe-swiftshader", "--use-gl=angle", "--use-angle=swiftshader", "--disable-gpu-watchdog",
		fmt.Sprintf("--window-size=%d,%d", width, height), "--window-position=0,0",
		"--enable-logging=stderr", "--v=0",
		"--no-first-run", "--no-default-browser-check", "--password-store=basic",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		// A window that is not in front must not be slowed down.
		"--disable-background-timer-throttling", "--disable-renderer-backgrounding")
	stderr, err := b.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	// Its own process group, so a Chromium that will not end is killed
	// with its helper processes.
	b.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := b.cmd.Start(); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	go func() {
		b.read(stderr)
		_ = b.cmd.Wait() // after the last read, as exec asks
		close(b.exited)
	}()
	t.Cleanup(func() {
		b.close()
		if t.Failed() {
			t.Logf("console messages of this page (%d):\n  %s", len(b.console), strings.Join(b.lastConsole(60), "\n  "))
		}
	})
	b.wid = b.findWindow(30 * time.Second)
	// The pointer rests in a corner, off every button: a press is the only input.
	if _, err := xdotool(t, "mousemove", fmt.Sprint(width-4), fmt.Sprint(height-4)); err != nil {
		t.Fatal(err)
	}
	return b
}

// read parses Chromium's log until it ends.
func (b *browser) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		m := consoleLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		msg := m[1]
		b.mu.Lock()
		b.console = append(b.console, msg)
		if strings.HasPrefix(msg, `{"ev":`) {
			e := event{line: msg, at: time.Now()}
			if err := json.Unmarshal([]byte(msg), &e); err == nil {
				b.events = append(b.events, e)
			}
		}
		b.mu.Unlock()
	}
	_, _ = io.Copy(io.Discard, r)
}

func (b *browser) lastConsole(n int) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.console[max(0, len(b.console)-n):]
}

// consoleHas reports whether a console message so far contains s.
func (b *browser) consoleHas(s string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.console {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

func (b *browser) gone() bool {
	select {
	case <-b.exited:
		return true
	default:
		return false
	}
}

// close ends Chromium as a person closing it does (SIGINT: it shuts down
// cleanly, writing the page's storage to the profile; SIGTERM leaves
// zombies) and waits for it, killing it after 15 s.
func (b *browser) close() {
	if b.gone() {
		return
	}
	_ = b.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-b.exited:
	case <-time.After(15 * time.Second):
		b.t.Logf("chromium did not end within 15 s of SIGINT: killing it and its helpers")
		_ = syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
		<-b.exited
	}
}

// findWindow waits for the page's window (its title is the page's,
// Parlor) and returns its id.
func (b *browser) findWindow(timeout time.Duration) string {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, err := xdotool(b.t, "search", "--name", "^Parlor$")
		if ids := strings.Fields(out); err == nil && len(ids) > 0 {
			return ids[len(ids)-1]
		}
		if b.gone() {
			b.t.Fatalf("chromium exited before its window showed; console: %q", b.lastConsole(20))
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("no window named Parlor within %v (last xdotool: %v)", timeout, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// find returns the first event after the cursor that satisfies pred,
// moving the cursor past it; it waits up to timeout for one to come.
func (b *browser) find(timeout time.Duration, pred func(event) bool) (event, bool) {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		b.mu.Lock()
		for i := b.cursor; i < len(b.events); i++ {
			if b.events[i].Ev == "ready" && b.started1 {
				b.mu.Unlock()
				b.t.Fatalf("the page started again by itself (Ebitengine reloads it when the WebGL context is lost); console: %q", b.lastConsole(20))
			}
			if pred(b.events[i]) {
				b.cursor = i + 1
				e := b.events[i]
				b.mu.Unlock()
				return e, true
			}
		}
		b.mu.Unlock()
		if b.gone() || time.Now().After(deadline) {
			return event{}, false
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// wait is find, failing the test with what it waited for and the events
// seen since the last match when none comes.
func (b *browser) wait(what string, timeout time.Duration, pred func(event) bool) event {
	b.t.Helper()
	e, ok := b.find(timeout, pred)
	if !ok {
		b.mu.Lock()
		var seen []string
		for _, e := range b.events[b.cursor:] {
			seen = append(seen, e.line)
		}
		b.mu.Unlock()
		if len(seen) > 40 {
			seen = append([]string{"..."}, seen[len(seen)-40:]...)
		}
		b.t.Fatalf("no %s within %v (chromium exited: %v); trace events since the last match:\n  %s",
			what, timeout, b.gone(), strings.Join(seen, "\n  "))
	}
	return e
}

// keyHold is how long a key stays down, as a person's press does.
const keyHold = 100 * time.Millisecond

// keyAgain is the least time between letting a key go and pressing the
// next. The page reads keys once a frame, a tenth of a second or more
// apart in software GL, and what happened between two frames counts as
// one state: a release and the next press of the same key read as the
// key held on (input.Handler counts a key down two frames running as
// held), and Ctrl let go just before Down reads as Ctrl+Down. Either way
// the second press is lost. Quick chords and double taps are not what
// this test is about.
const keyAgain = 300 * time.Millisecond

// key presses and releases each key (X keysyms: "Down", "Return",
// "ctrl+q") in the window. With no window manager the events go straight
// to it.
func (b *browser) key(keys ...string) {
	b.t.Helper()
	for _, k := range keys {
		time.Sleep(time.Until(b.lastUp.Add(keyAgain)))
		if _, err := xdotool(b.t, "keydown", "--window", b.wid, k); err != nil {
			b.t.Fatal(err)
		}
		time.Sleep(keyHold)
		if _, err := xdotool(b.t, "keyup", "--window", b.wid, k); err != nil {
			b.t.Fatal(err)
		}
		b.lastUp = time.Now()
	}
}

// press presses key and waits up to timeout for an event satisfying pred,
// which it returns. The page runs Go on the browser's one thread: while
// the game works (the deck drawn on the CPU, a computer player thinking)
// or the machine is busy, keys wait, seconds at times. And a press whose
// release and the next press of the same key reach the game between the
// same two frames reads as the key held on (input.Handler), so the second
// is lost: a key that brought nothing within pressAgain is pressed again,
// up to three times. pressAgain is far longer than a stall, so a press
// seen late is not doubled.
func (b *browser) press(key, what string, timeout time.Duration, pred func(event) bool) event {
	b.t.Helper()
	t0 := time.Now()
	defer func() { b.slowest = max(b.slowest, time.Since(t0)) }()
	for try := 1; try < 3; try++ {
		b.key(key)
		if e, ok := b.find(pressAgain, pred); ok {
			return e
		}
		b.t.Logf("no %s within %v of %s: pressing it again", what, pressAgain, key)
	}
	b.key(key)
	return b.wait(what+" after "+key, timeout, pred)
}

// pressAgain is how long a press may bring nothing before it is taken
// for lost (see press).
const pressAgain = 10 * time.Second

// shot takes screenshots into path until check finds nothing wrong with
// one (what the game drew reaches the screen a frame or more after the
// trace says so), or timeout passes; it returns the last one's problems.
func (b *browser) shot(path string, timeout time.Duration, check func(image.Image) []string) []string {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		problems := check(b.screenshot(path))
		if len(problems) == 0 || time.Now().After(deadline) {
			return problems
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// screenshot captures the screen (the window fills it) into path.
func (b *browser) screenshot(path string) image.Image {
	b.t.Helper()
	imp := "/usr/bin/import" // /usr/local/bin/convert may be a stand-in: never trust PATH for ImageMagick
	if _, err := os.Stat(imp); err != nil {
		b.t.Fatalf("%s is missing: install the Debian package imagemagick", imp)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		b.t.Fatal(err)
	}
	if out, err := exec.Command(imp, "-window", "root", path).CombinedOutput(); err != nil {
		b.t.Fatalf("%s -window root %s: %v\n%s", imp, path, err, out)
	}
	img, err := pixels.Load(path)
	if err != nil {
		b.t.Fatal(err)
	}
	return img
}

// tool returns the path of a program, failing with the Debian package
// that has it.
func tool(t *testing.T, name, pkg string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is missing: install the Debian package %s (apt-get install -y --no-install-recommends %s, or run build/test, which installs it)", name, pkg, pkg)
	}
	return p
}

// xdotool runs xdotool with args and returns its trimmed output.
func xdotool(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errb strings.Builder
	cmd := exec.Command(tool(t, "xdotool", "xdotool"), args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("xdotool %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return strings.TrimSpace(out.String()), nil
}
