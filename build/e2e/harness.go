//go:build e2e

package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"parlor/scenes/scenetest/pixels"
)

// Event is one line of the trace file. Fields not used by an event are zero.
type Event struct {
	Ev     string    `json:"ev"`
	Ms     float64   `json:"ms,omitempty"`
	Scene  string    `json:"scene,omitempty"`
	Item   string    `json:"item,omitempty"`
	Rect   []float64 `json:"rect,omitempty"`
	Items  []Item    `json:"items,omitempty"`
	Action string    `json:"action,omitempty"`
	Keys   []string  `json:"keys,omitempty"`
	// Press events (real-time tables): the seat, the action token, and
	// whether it was applied.
	Seat *int   `json:"seat,omitempty"`
	A    string `json:"a,omitempty"`
	OK   bool   `json:"ok,omitempty"`
	Err  string `json:"err,omitempty"`
	// Msg is a toast event's message.
	Msg string `json:"msg,omitempty"`
	// Value is a "setup" event's row value, in words.
	Value string `json:"value,omitempty"`
	// Game is a "kept" event's game (its record name).
	Game string `json:"game,omitempty"`
	// Replay is a "replay" event's fields: where the replay stands.
	Replay replayEvent `json:"-"`
	// Line is the raw JSON line, for messages.
	Line string `json:"-"`
}

// replayEvent is a "replay" trace event: where the replay stands.
type replayEvent struct {
	Pos     int  `json:"pos"`
	Len     int  `json:"len"`
	Playing bool `json:"playing"`
	FaceUp  bool `json:"faceup"`
	Busy    bool `json:"busy"`
	Over    bool `json:"over"`
	Marks   *int `json:"marks"`
	Finding bool `json:"finding"`
	// Analysing: the move analysis is running.
	Analysing bool `json:"analysing"`
}

// Item is a clickable item of a scene, as listed by an "items" event.
type Item struct {
	Label string    `json:"label"`
	Rect  []float64 `json:"rect"`
}

// Rectangle converts an [x,y,w,h] trace rect into an image.Rectangle (empty if malformed).
func Rectangle(r []float64) image.Rectangle {
	if len(r) != 4 {
		return image.Rectangle{}
	}
	return image.Rect(int(r[0]), int(r[1]), int(r[0]+r[2]), int(r[1]+r[3]))
}

// Center is the middle of an item's rect, in window pixels.
func (it Item) Center() (x, y int) {
	r := Rectangle(it.Rect)
	return (r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2
}

// Labels lists the labels of an items event.
func (e Event) Labels() []string {
	var out []string
	for _, it := range e.Items {
		out = append(out, it.Label)
	}
	return out
}

// ItemByLabel finds an item of an items event.
func (e Event) ItemByLabel(label string) (Item, bool) {
	for _, it := range e.Items {
		if it.Label == label {
			return it, true
		}
	}
	return Item{}, false
}

var (
	buildMu    sync.Mutex
	buildCache = map[string]string{}
	buildDir   string // removed by CleanupBuilds
)

// CleanupBuilds removes the binaries BuildBinary made; call it from TestMain after m.Run.
func CleanupBuilds() {
	buildMu.Lock()
	defer buildMu.Unlock()
	if buildDir != "" {
		_ = os.RemoveAll(buildDir)
		buildDir = ""
		buildCache = map[string]string{}
	}
}

// BuildBinary builds the Go main package pkg (relative to the repository root, e.g. "." for
// parlor) once per test run and returns the binary's path.
func BuildBinary(t testing.TB, pkg string) string {
	t.Helper()
	buildMu.Lock()
	defer buildMu.Unlock()
	if bin, ok := buildCache[pkg]; ok {
		return bin
	}
	if buildDir == "" {
		d, err := os.MkdirTemp("", "parlor-e2e-bin-")
		if err != nil {
			t.Fatal(err)
		}
		buildDir = d
	}
	name := "parlor"
	if pkg != "." {
		name = filepath.Base(pkg)
	}
	bin := filepath.Join(buildDir, name)
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Dir = RepoRoot(t)
	start := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build -o %s %s failed: %v\n%s", bin, pkg, err, out)
	}
	t.Logf("built %s (%s) in %.1f s", bin, pkg, time.Since(start).Seconds())
	buildCache[pkg] = bin
	return bin
}

// needDisplay fails the test when there is no X display to talk to.
func needDisplay(t testing.TB) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Fatal(`no X display (DISPLAY is empty): run end-to-end tests under Xvfb, e.g. ` +
			`xvfb-run -a -s "-screen 0 1280x720x24" go test -tags e2e -count=1 ./build/e2e/ (build/test does)`)
	}
}

// tool returns the path of an external program, failing the test with the package to install.
func tool(t testing.TB, path, pkg string) string {
	t.Helper()
	p, err := exec.LookPath(path)
	if err != nil {
		t.Fatalf("%s is missing: install the Debian package %s (apt-get install -y %s, or run build/test, which installs it)", path, pkg, pkg)
	}
	return p
}

// xdotool runs xdotool with args and returns its trimmed stdout.
//
// A window on another X display than the test's is named DISPLAY/ID
// (":91/2097184", App.WID of an app started with DISPLAY set): xdotool
// runs on that display with the bare id.
func xdotool(t testing.TB, args ...string) (string, error) {
	t.Helper()
	needDisplay(t)
	bin := tool(t, "xdotool", "xdotool")
	args = slices.Clone(args)
	display := ""
	for i, a := range args {
		if d, id, ok := strings.Cut(a, "/"); ok && strings.HasPrefix(d, ":") {
			display, args[i] = d, id
		}
	}
	return xdotoolOn(t, display, bin, args...)
}

// xdotoolOn runs xdotool (bin) on display ("" for the test's own).
func xdotoolOn(t testing.TB, display, bin string, args ...string) (string, error) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, args...)
	if display != "" {
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
	}
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if err != nil {
		return strings.TrimSpace(stdout.String()), fmt.Errorf("xdotool %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(stdout.String()), nil
}

// findWindowOf waits up to timeout for a window of process pid (0: any process) whose
// name matches the regular expression (e.g. "^Parlor$") and returns its X window id: two
// windows of the same name are told apart by their process. It fails the test if none
// appears; alive (may be nil) is asked between tries so a dead process fails fast with
// its own message.
func findWindowOf(t testing.TB, display string, pid int, name string, timeout time.Duration, alive func() error) string {
	t.Helper()
	needDisplay(t)
	deadline := time.Now().Add(timeout)
	var lastErr error
	args := []string{"search", "--name", name}
	if pid > 0 {
		args = []string{"search", "--all", "--pid", strconv.Itoa(pid), "--name", name}
	}
	bin := tool(t, "xdotool", "xdotool")
	for {
		out, err := xdotoolOn(t, display, bin, args...)
		if err == nil && out != "" {
			ids := strings.Fields(out)
			if display != "" {
				return display + "/" + ids[len(ids)-1]
			}
			return ids[len(ids)-1]
		}
		lastErr = err
		if alive != nil {
			if err := alive(); err != nil {
				t.Fatalf("no window named %q: %v", name, err)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no window named %q appeared within %v (last xdotool error: %v)", name, timeout, lastErr)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// keyHold is how long a key stays down, as a person's press does. A bare
// `xdotool key` releases it within a few milliseconds: on a loaded machine
// the whole tap can fall between two frames and never be seen (a CI run
// lost a menu Down that way).
const keyHold = 80 * time.Millisecond

// key sends key presses to a window, one press and release per argument,
// e.g. key(t, wid, "Down", "Down") or key(t, wid, "ctrl+q"). Names are X
// keysyms. No window manager runs under Xvfb, so the events go straight to
// the window.
func key(t testing.TB, wid string, keys ...string) {
	t.Helper()
	for _, k := range keys {
		_, err := xdotool(t, "keydown", "--window", wid, k)
		if err == nil {
			time.Sleep(keyHold)
			_, err = xdotool(t, "keyup", "--window", wid, k)
		}
		if err != nil {
			if strings.Contains(err.Error(), "BadWindow") {
				// The window went away while the key was being sent (e.g. the press made
				// the program quit); what follows will tell if that is wrong. The release
				// still goes to the X server: a key left down there (ctrl+q after a quit)
				// swallowed a later test's key presses.
				t.Logf("window %s went away while sending %q", wid, k)
				_, _ = xdotool(t, "keyup", k)
				return
			}
			t.Fatal(err)
		}
	}
}

// click moves the pointer to (x, y) in window pixels and clicks the left button.
func click(t testing.TB, wid string, x, y int) {
	t.Helper()
	if _, err := xdotool(t, "mousemove", "--window", wid, strconv.Itoa(x), strconv.Itoa(y), "click", "1"); err != nil {
		t.Fatal(err)
	}
}

// windowGeometry returns the window's position on the root window and its size.
func windowGeometry(t testing.TB, wid string) image.Rectangle {
	t.Helper()
	out, err := xdotool(t, "getwindowgeometry", "--shell", wid)
	if err != nil {
		t.Fatal(err)
	}
	v := map[string]int{}
	for _, line := range strings.Split(out, "\n") {
		k, val, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		if n, err := strconv.Atoi(val); err == nil {
			v[k] = n
		}
	}
	return image.Rect(v["X"], v["Y"], v["X"]+v["WIDTH"], v["Y"]+v["HEIGHT"])
}

// screenshotOn captures the whole X screen of display ("" for the test's own) with
// ImageMagick's import into path (a PNG) and returns it decoded. Pass windowGeometry's Min
// to translate window pixels to it.
func screenshotOn(t testing.TB, display, path string) image.Image {
	t.Helper()
	needDisplay(t)
	// Full path: /usr/local/bin/convert on some machines is a stand-in, so never trust PATH
	// for ImageMagick.
	imp := "/usr/bin/import"
	if _, err := os.Stat(imp); err != nil {
		t.Fatalf("%s is missing: install the Debian package imagemagick (apt-get install -y imagemagick, or run build/test)", imp)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(imp, "-window", "root", path)
	if display != "" {
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s -window root %s: %v\n%s", imp, path, err, out)
	}
	img, err := pixels.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// copyFile copies src to dst, creating dst's directory.
func copyFile(t testing.TB, src, dst string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// syncBuffer is a bytes.Buffer safe for a process writing and a test reading.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// App is a running game process with its own config directory and trace file.
type App struct {
	t         testing.TB
	Cmd       *exec.Cmd
	ConfigDir string
	DataDir   string // PARLOR_DATA_DIR: games in progress, statistics, history
	TracePath string
	WID       string // set by FindWindow
	// Display is the X display the app runs on when not the test's own
	// (DISPLAY given in extraEnv), "" for the test's.
	Display string
	output  syncBuffer

	exited  chan struct{}
	exitErr error

	readOff int64  // bytes of the trace file consumed
	partial []byte // an unfinished last line
	events  []Event
	cursor  int // waitTrace looks at events[cursor:]
}

// start runs bin with args, PARLOR_CONFIG_DIR and PARLOR_DATA_DIR set to fresh directories and PARLOR_TRACE to a
// fresh file; extraEnv ("K=V") is added last. The process is stopped when the test ends.
func start(t testing.TB, bin string, extraEnv []string, args ...string) *App {
	t.Helper()
	return startIn(t, bin, extraEnv, nil, args...)
}

// startIn is start with prepare, when set, run on the config directory
// before the process starts (e.g. to leave a saved game there).
func startIn(t testing.TB, bin string, extraEnv []string, prepare func(configDir string), args ...string) *App {
	t.Helper()
	return startAt(t, t.TempDir(), bin, extraEnv, prepare, args...)
}

// startAt is startIn in dir, which may hold the config and data
// directories of an earlier run: a second launch finds what the first
// left (games in progress, settings); each run has its own trace.
func startAt(t testing.TB, dir, bin string, extraEnv []string, prepare func(configDir string), args ...string) *App {
	t.Helper()
	needDisplay(t)
	trace, err := os.CreateTemp(dir, "trace-*.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	trace.Close()
	a := &App{
		t:         t,
		ConfigDir: filepath.Join(dir, "config"),
		DataDir:   filepath.Join(dir, "data"),
		TracePath: trace.Name(),
		exited:    make(chan struct{}),
	}
	for _, d := range []string{a.ConfigDir, a.DataDir} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if prepare != nil {
		prepare(a.ConfigDir)
	}
	a.Cmd = exec.Command(bin, args...)
	a.Cmd.Dir = dir
	a.Cmd.Env = append(os.Environ(), "PARLOR_CONFIG_DIR="+a.ConfigDir, "PARLOR_DATA_DIR="+a.DataDir, "PARLOR_TRACE="+a.TracePath)
	a.Cmd.Env = append(a.Cmd.Env, extraEnv...)
	for _, kv := range extraEnv {
		if d, ok := strings.CutPrefix(kv, "DISPLAY="); ok {
			a.Display = d
		}
	}
	a.Cmd.Stdout = &a.output
	a.Cmd.Stderr = &a.output
	if err := a.Cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	go func() {
		a.exitErr = a.Cmd.Wait()
		close(a.exited)
	}()
	t.Cleanup(func() {
		if !a.Exited() {
			_ = a.Cmd.Process.Signal(syscall.SIGTERM)
			select {
			case <-a.exited:
			case <-time.After(3 * time.Second):
				_ = a.Cmd.Process.Kill()
				<-a.exited
			}
		}
		if t.Failed() {
			t.Logf("%s output:\n%s", filepath.Base(bin), a.Output())
			t.Logf("trace (%s):\n%s", a.TracePath, a.traceText())
		}
	})
	return a
}

// Output is what the process wrote to stdout and stderr so far.
func (a *App) Output() string { return a.output.String() }

// Exited reports whether the process has ended.
func (a *App) Exited() bool {
	select {
	case <-a.exited:
		return true
	default:
		return false
	}
}

// alive returns an error describing the exit if the process has ended.
func (a *App) alive() error {
	if !a.Exited() {
		return nil
	}
	return fmt.Errorf("the process exited (%v); its output:\n%s", a.exitErr, a.Output())
}

// WaitExit waits up to timeout for the process to end and returns its exit code.
func (a *App) WaitExit(timeout time.Duration) int {
	a.t.Helper()
	select {
	case <-a.exited:
	case <-time.After(timeout):
		a.t.Fatalf("the process did not exit within %v; its output:\n%s", timeout, a.Output())
	}
	var ee *exec.ExitError
	switch {
	case a.exitErr == nil:
		return 0
	case errors.As(a.exitErr, &ee):
		return ee.ExitCode()
	default:
		a.t.Fatalf("wait: %v", a.exitErr)
		return -1
	}
}

// FindWindow waits for the app's window (title ^name$) and remembers its id in a.WID.
func (a *App) FindWindow(title string, timeout time.Duration) string {
	a.t.Helper()
	a.WID = findWindowOf(a.t, a.Display, a.Cmd.Process.Pid, "^"+title+"$", timeout, a.alive)
	return a.WID
}

// poll reads new complete lines of the trace file.
func (a *App) poll() {
	a.t.Helper()
	f, err := os.Open(a.TracePath)
	if err != nil {
		return // not created yet
	}
	defer f.Close()
	if _, err := f.Seek(a.readOff, 0); err != nil {
		a.t.Fatal(err)
	}
	r := bufio.NewReader(f)
	for {
		chunk, err := r.ReadBytes('\n')
		a.readOff += int64(len(chunk))
		if err != nil { // no newline yet: keep the piece for the next poll
			a.partial = append(a.partial, chunk...)
			return
		}
		line := bytes.TrimSpace(append(a.partial, chunk...))
		a.partial = nil
		if len(line) == 0 {
			continue
		}
		var ev Event
		if err := json.Unmarshal(line, &ev); err != nil {
			a.t.Fatalf("trace line %d is not a JSON event: %v\n%s", len(a.events)+1, err, line)
		}
		if ev.Ev == "replay" {
			_ = json.Unmarshal(line, &ev.Replay) // the same line: it decoded once already
		}
		ev.Line = string(line)
		a.events = append(a.events, ev)
	}
}

// Events returns every event read so far.
func (a *App) Events() []Event {
	a.poll()
	return a.events
}

func (a *App) traceText() string {
	data, err := os.ReadFile(a.TracePath)
	if err != nil {
		return fmt.Sprintf("(no trace: %v)", err)
	}
	return string(data)
}

// Skip moves the cursor past every event read so far: later waitTrace calls see only newer ones.
func (a *App) Skip() {
	a.poll()
	a.cursor = len(a.events)
}

// waitTrace waits up to timeout for the next event after the cursor that satisfies pred,
// moves the cursor past it and returns it. It fails the test naming what, listing the events
// seen and the process output, if the event does not come or the process dies first.
func (a *App) waitTrace(what string, timeout time.Duration, pred func(Event) bool) Event {
	a.t.Helper()
	e, ok := a.findTrace(timeout, pred)
	if !ok {
		a.failTrace(what, timeout)
	}
	return e
}

// findTrace is waitTrace without failing: false when no such event comes
// within timeout (or the process exits).
func (a *App) findTrace(timeout time.Duration, pred func(Event) bool) (Event, bool) {
	deadline := time.Now().Add(timeout)
	for {
		a.poll()
		for i := a.cursor; i < len(a.events); i++ {
			if pred(a.events[i]) {
				a.cursor = i + 1
				return a.events[i], true
			}
		}
		if a.Exited() || time.Now().After(deadline) {
			a.poll()
			for i := a.cursor; i < len(a.events); i++ {
				if pred(a.events[i]) {
					a.cursor = i + 1
					return a.events[i], true
				}
			}
			return Event{}, false
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// KeyUntil presses key and waits for an event satisfying pred, pressing
// again (up to three times) when none comes within a second and a half.
// Under Xvfb a synthetic key press is now and then never delivered to the
// program; a person would press again too. A press that was seen late
// would move twice, which the caller's own checks catch.
func (a *App) KeyUntil(key, what string, pred func(Event) bool) Event {
	a.t.Helper()
	for try := 1; try < 3; try++ {
		a.Key(key)
		if e, ok := a.findTrace(1500*time.Millisecond, pred); ok {
			return e
		}
		a.t.Logf("no %s after %s: pressing it again", what, key)
	}
	a.Key(key)
	return a.waitTrace(what, 5*time.Second, pred)
}

// failTrace fails the test: no event `what` came within timeout. It lists
// the events seen since the last match and the process output.
func (a *App) failTrace(what string, timeout time.Duration) {
	a.t.Helper()
	var seen strings.Builder
	for i := a.cursor; i < len(a.events); i++ {
		seen.WriteString("    " + a.events[i].Line + "\n")
	}
	reason := fmt.Sprintf("within %v", timeout)
	if a.Exited() {
		reason = fmt.Sprintf("before the process exited (%v)", a.exitErr)
	}
	a.t.Fatalf("trace: no %s %s.\nevents since the last match:\n%s(%d events in all)\nprocess output:\n%s",
		what, reason, seen.String(), len(a.events), a.Output())
}

// Last returns the most recent event read so far that satisfies pred.
func (a *App) Last(pred func(Event) bool) (Event, bool) {
	a.poll()
	for i := len(a.events) - 1; i >= 0; i-- {
		if pred(a.events[i]) {
			return a.events[i], true
		}
	}
	return Event{}, false
}

// Key sends keys to the app's window (see key).
func (a *App) Key(keys ...string) {
	a.t.Helper()
	key(a.t, a.WID, keys...)
}

// Click clicks at (x, y) in the app's window (see click).
func (a *App) Click(x, y int) {
	a.t.Helper()
	click(a.t, a.WID, x, y)
}

// Screenshot captures the screen into path and returns the part showing the app's window,
// with the window's top-left corner at (0, 0), so trace rects index it directly.
func (a *App) Screenshot(path string) image.Image {
	a.t.Helper()
	img := screenshotOn(a.t, a.Display, path)
	g := windowGeometry(a.t, a.WID)
	sub, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		a.t.Fatalf("screenshot %s: image type %T cannot be cropped", path, img)
	}
	crop := sub.SubImage(g.Intersect(img.Bounds()))
	return translated{crop, g.Min}
}

// translated shifts an image so that off becomes (0, 0).
type translated struct {
	image.Image
	off image.Point
}

func (t translated) Bounds() image.Rectangle {
	return t.Image.Bounds().Sub(t.off)
}

func (t translated) At(x, y int) color.Color {
	return t.Image.At(x+t.off.X, y+t.off.Y)
}
