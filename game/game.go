// Package game is the app shell: the ebiten.Game with its scene stack, fade
// transitions, scaling to any window, settings, and the one call to
// ebiten.RunGame. It holds no game rules; scenes/ and rules/ do.
package game

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"io/fs"
	"math"
	"runtime/debug"
	"slices"
	"time"

	"parlor/assets"
	"parlor/game/canvas"
	"parlor/game/datadir"
	"parlor/game/store"
	"parlor/input"
	"parlor/rules/record"

	"github.com/hajimehoshi/ebiten/v2"
)

// Options configure Run.
type Options struct {
	Start   time.Time     // process start, for the time-to-first-frame figure
	Measure time.Duration // if > 0, run this long, write stats and quit
	// MeasureWarmup delays the measured window of a -measure run until this
	// long after the first frame (a table's deal has settled).
	MeasureWarmup time.Duration
	Out           string // where -measure writes its JSON
	Sound         Sounder
	// NewSound, if set and Sound is nil, makes the sound player from the
	// saved settings once they are loaded.
	NewSound func(enabled bool, volume float64) Sounder
	Input    input.Source // nil: the real keyboard and mouse
	// DataDir is where saves, statistics and the history live ("" keeps
	// none of them).
	DataDir string
	// Summarize says who won a record's game, for the finished games of
	// earlier versions the store imports (nil: their rows keep no summary).
	Summarize store.Summarize
	// Server is the online server given on the command line (-server),
	// "" for the one in the settings.
	Server string
	// First builds the first scene once the context exists.
	First func(ctx *Context) Scene
}

const (
	fadeFrames  = 10
	toastFrames = 240
	minArtScale = 0.25
)

type toast struct {
	msg  string
	left int
	// top is where it is drawn, chosen the first frame it shows (placed)
	// from what lies below it, and kept while the same scenes are up
	// (stacking, Game.stacking): a toast placed on a waiting room's
	// footer covered the cards of the table that followed.
	top      float64
	placed   bool
	stacking int
	// lines, w and h are its wrapped text and box, worked out once: the
	// words never change while it shows.
	lines []string
	w, h  float64
}

// Game implements ebiten.Game.
type Game struct {
	ctx   *Context
	stack []Scene
	opts  Options

	// screen mapping, from LayoutF
	devW, devH float64
	scale      float64
	offX, offY float64
	dsf        float64

	// card art is re-rendered when the scale settles on a new value
	wantArt     float64
	artSettle   int
	artFourCol  bool
	fade        int // frames left in the current fade; >0 out, <0 in
	pending     []stackOp
	readyTraced bool
	lastTop     Scene
	stacking    int // counts the changes of the scene stack
	meter       *meter
	quitErr     error
	shapes      *canvas.Shapes
	freeAt      int64  // frame at which to hand freed memory back to the OS
	freeMemory  func() // debug.FreeOSMemory, or a test's counter

	// calm counts the frames in a row in which the top scene was still and
	// no input came; then nothing is drawn and the screen keeps the last
	// frame.
	calm         int
	needDraw     bool // something changed since the last frame drawn
	drawn        int  // frames actually drawn, for tests
	lastW, lastH float64
	// alone is the scene that drew the last frame by itself (no overlay
	// or fade over it), at lastW x lastH; nil when another did. overdrawn
	// are the rectangles the toasts covered in that frame.
	alone     Scene
	overdrawn []image.Rectangle
	// tickAt is when the last Update began, for Context.SinceTick (zero in
	// scripted runs).
	tickAt time.Time
}

// New builds the game; Run calls it, tests may too.
func New(opts Options, a *assets.Assets, settings *Settings, configDir string, trace *Trace) *Game {
	g := &Game{opts: opts, scale: 1, dsf: 1, devW: canvas.ScreenW, devH: canvas.ScreenH, freeAt: 20,
		freeMemory: debug.FreeOSMemory}
	g.ctx = &Context{
		In:        input.NewHandler(settings.Keys),
		Assets:    a,
		Settings:  settings,
		Sound:     opts.Sound,
		Trace:     trace,
		configDir: configDir,
		fullscr:   ebiten.SetFullscreen,
		server:    opts.Server,
	}
	var notices []string
	g.ctx.keep, notices = openKeeper(opts.DataDir, configDir, opts.Summarize)
	for _, n := range notices {
		g.ctx.Toast(n)
	}
	// Another copy holds the player's games: its settings are its own to
	// write, not this window's.
	g.ctx.settingsLocked = g.ctx.keep.running
	if trace != nil {
		trace.win = g.toWindowRect
	}
	canvas.SetReducedMotion(settings.ReducedMotion) // before the first scene lays out its cards
	g.ctx.Art = assets.NewArt(settings.CardZoom(), settings.FourColour)
	g.wantArt, g.artFourCol = settings.CardZoom(), settings.FourColour
	if opts.Measure > 0 {
		g.meter = newMeter(opts.Measure, opts.MeasureWarmup)
	}
	if opts.First != nil {
		g.stack = []Scene{opts.First(g.ctx)}
	}
	return g
}

// Context returns the game's context (for tests and main).
func (g *Game) Context() *Context { return g.ctx }

// Top returns the scene on top of the stack, or nil.
func (g *Game) Top() Scene {
	if len(g.stack) == 0 {
		return nil
	}
	return g.stack[len(g.stack)-1]
}

// Depth returns the number of scenes on the stack.
func (g *Game) Depth() int { return len(g.stack) }

// Repaint has the next frame drawn whole, as when what the screen shows
// cannot be trusted; tests compare it with the frames drawn in part.
func (g *Game) Repaint() { g.alone, g.needDraw = nil, true }

// Fading reports whether a transition is running.
func (g *Game) Fading() bool { return g.fade != 0 }

// Run opens the window and runs until the player quits.
func Run(opts Options) error {
	a, err := assets.Load()
	if err != nil {
		return fmt.Errorf("parlor: load assets: %w", err)
	}
	dir, derr := ConfigDir()
	settings, notice, writable := DefaultSettings(), "", true
	browser, inBrowser := store.Browser()
	switch {
	case inBrowser:
		settings, notice = browserSettings(browser)
	case derr == nil:
		settings, notice, writable = loadSettings(dir)
	default:
		// On a desktop the player should know their settings will not stick.
		notice = "No config directory (" + derr.Error() + "): settings will not be saved."
	}
	if dd, err := datadir.Dir(); err == nil {
		opts.DataDir = dd
	} else if inBrowser {
		opts.DataDir = "browser" // the store keeps the games in localStorage
	} else {
		notice += " No data directory (" + err.Error() + "): games in progress, statistics and history will not be kept."
	}
	trace := OpenTrace()
	defer trace.Close()
	g := New(opts, a, &settings, dir, trace)
	defer g.Close()
	if !writable {
		g.ctx.settingsLocked = true
	}
	if inBrowser {
		g.ctx.browser = browser
	}
	if notice != "" {
		g.ctx.Toast(notice)
	}
	ebiten.SetWindowTitle("Parlor")
	ebiten.SetWindowIcon(windowIcons())
	ebiten.SetWindowSize(canvas.ScreenW, canvas.ScreenH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(160, 90, -1, -1)
	ebiten.SetFullscreen(settings.Fullscreen)
	ebiten.SetTPS(tps)
	ebiten.SetVsyncEnabled(true)
	// Draw paints every pixel each frame, so Ebitengine's own clear would
	// be one more full-screen pass for nothing.
	ebiten.SetScreenClearedEveryFrame(false)
	// Closing the window is a quit like Ctrl+Q: a game in progress is
	// saved first (Keeper).
	ebiten.SetWindowClosingHandled(true)
	// The window's class names it Parlor, so a desktop's menu entry
	// (StartupWMClass) and task switcher group it under Parlor's icon.
	err = ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{X11ClassName: "Parlor", X11InstanceName: "parlor"})
	trace.Event("quit", nil)
	if g.meter != nil {
		if werr := g.meter.write(opts.Out, opts.Start); werr != nil {
			return werr
		}
	}
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}

// Update advances one tick: input, global keys, the top scene, the stack.
func (g *Game) Update() error {
	t0 := time.Now()
	defer func() { g.meter.addUpdate(time.Since(t0)) }()
	if g.opts.Input == nil {
		g.tickAt = t0
	}
	ctx := g.ctx
	ctx.Frame++
	var src input.Source = input.Devices{}
	if g.opts.Input != nil {
		src = g.opts.Input
	}
	ctx.In.Update(src, g.toLogical)
	g.readDropped()
	canvas.SetReducedMotion(ctx.Settings.ReducedMotion)
	g.updateArt()
	if ctx.Frame == g.freeAt {
		// Drawing a deck on the CPU leaves megabytes of temporary buffers;
		// hand them back once, a moment after start-up or a re-render,
		// instead of keeping them resident for the whole session.
		debug.FreeOSMemory()
	}
	if g.readyTraced && ctx.Sound == nil && g.opts.NewSound != nil {
		// The sound device probe starts a child process; started after the
		// first frame, it does not compete with start-up for the CPU.
		ctx.Sound = g.opts.NewSound(ctx.Settings.Sound, ctx.Settings.Volume)
		g.opts.NewSound = nil
	}
	if g.handleGlobal() || ebiten.IsWindowBeingClosed() {
		g.keepAll()
		return ebiten.Termination
	}
	g.updateToasts()
	if g.fade != 0 {
		g.stepFade()
		return g.quitErr
	}
	ctx.In.Resume()
	if len(g.stack) > 0 {
		if err := g.stack[len(g.stack)-1].Update(ctx); err != nil {
			return err
		}
	}
	if ctx.quit {
		g.keepAll()
	}
	g.applyOps()
	if ctx.quit || len(g.stack) == 0 {
		return ebiten.Termination
	}
	g.settle()
	if g.meter != nil && g.meter.done() {
		return ebiten.Termination
	}
	return nil
}

// idleFree is how many calm frames in a row hand freed memory back.
const idleFree = 120

// settle counts calm frames: once the top scene is still and no input
// comes, Draw stops drawing (the screen keeps the last frame, which
// Ebitengine then does not present again), and only the small Update runs.
func (g *Game) settle() {
	if g.calmNow() {
		g.calm++
		if g.calm == idleFree {
			// Two seconds with nothing moving: the garbage of the deal
			// and of the computer players' search goes back to the OS
			// now, not at the collector's leisure (about 10 MB at a
			// trick table). Off the game loop, so a key pressed just
			// then is not held up by the collection.
			go g.freeMemory()
		}
	} else {
		g.calm, g.needDraw = 0, true
	}
}

// calmNow reports whether this frame changed nothing anyone could see.
func (g *Game) calmNow() bool {
	ctx := g.ctx
	if g.fade != 0 || len(ctx.toasts) > 0 || len(g.pending) > 0 || g.artSettle > 0 ||
		ctx.Frame < 3 || ctx.In.Active() || len(g.stack) == 0 || g.devW != g.lastW || g.devH != g.lastH {
		return false
	}
	s, ok := As[Still](g.stack[len(g.stack)-1])
	return ok && s.Still()
}

// Close writes what is still waiting to be kept (the last save of a game
// in progress) and stops the writer; the game is not updated after.
func (g *Game) Close() { g.ctx.keep.close() }

// Drawn returns how many frames have been drawn (not skipped as unchanged).
func (g *Game) Drawn() int { return g.drawn }

// maxDropped bounds a dropped file: a record is at most record.MaxBytes.
const maxDropped = record.MaxBytes

// readDropped takes the first file dropped on the window this frame.
func (g *Game) readDropped() {
	if g.opts.Input != nil {
		return // tests script their input; nothing is dropped
	}
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return
	}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil || len(entries) == 0 {
		return
	}
	name := entries[0].Name()
	d := &Dropped{Name: name}
	f, err := fsys.Open(name)
	if err == nil {
		d.Data, err = io.ReadAll(io.LimitReader(f, maxDropped+1))
		f.Close()
		if err == nil && len(d.Data) > maxDropped {
			err = fmt.Errorf("%s is larger than %d MiB", name, maxDropped>>20)
		}
	}
	d.Err = err
	g.ctx.dropped = d
	g.calm = 0
}

// keepAll asks every scene on the stack that holds a game to save it, the
// app being about to quit.
func (g *Game) keepAll() {
	for _, sc := range g.stack {
		if k, ok := As[Keeper](sc); ok {
			k.Keep()
		}
	}
}

// handleGlobal handles keys that work in every scene: quit and fullscreen.
func (g *Game) handleGlobal() (quit bool) {
	in := g.ctx.In
	if CanQuit && in.Pressed(input.Menu, input.Quit) {
		return true
	}
	if in.Pressed(input.Menu, input.Fullscreen) {
		g.ctx.SetFullscreen(!ebiten.IsFullscreen())
	}
	return false
}

// applyOps runs the stack changes requested during Update. Changes that
// swap the whole view fade through black; overlays appear at once (they dim
// the scene below themselves).
func (g *Game) applyOps() {
	ops := g.ctx.ops
	g.ctx.ops = nil
	if len(ops) == 0 {
		return
	}
	needsFade := false
	for _, op := range ops {
		if op.kind == opReset || op.kind == opReplace ||
			(op.kind == opPush && !isOverlay(op.scene)) ||
			(op.kind == opPop && len(g.stack) > 0 && !isOverlay(g.stack[len(g.stack)-1])) {
			needsFade = true
		}
	}
	if needsFade && g.meter == nil {
		g.pending = ops
		g.fade = fadeFrames
		g.ctx.In.Suspend()
		return
	}
	g.perform(ops)
	g.traceSettled()
}

func (g *Game) perform(ops []stackOp) {
	// The new top scene may be still from its first frame: it is drawn once.
	g.needDraw = true
	g.stacking++
	var gone []Scene
	for _, op := range ops {
		switch op.kind {
		case opPush:
			g.stack = append(g.stack, op.scene)
		case opPop:
			if len(g.stack) > 0 {
				gone = append(gone, g.stack[len(g.stack)-1])
				g.stack = g.stack[:len(g.stack)-1]
			}
		case opReplace:
			if len(g.stack) > 0 {
				gone = append(gone, g.stack[len(g.stack)-1])
				g.stack = g.stack[:len(g.stack)-1]
			}
			g.stack = append(g.stack, op.scene)
		case opReset:
			gone = append(gone, g.stack...)
			g.stack = append(g.stack[:0], op.scene)
		}
	}
	for _, s := range gone {
		if l, ok := As[Leaver](s); ok && !slices.Contains(g.stack, s) {
			l.Leave()
		}
	}
	g.announceTop()
}

func (g *Game) announceTop() {
	if len(g.stack) == 0 {
		return
	}
	top := g.stack[len(g.stack)-1]
	if top == g.lastTop {
		return
	}
	g.lastTop = top
	g.ctx.Trace.Event("scene", map[string]any{"scene": nameOf(top)})
	if e, ok := As[Entered](top); ok {
		e.Enter(g.ctx)
	}
}

func (g *Game) stepFade() {
	g.ctx.In.Suspend()
	if g.fade > 0 {
		g.fade--
		if g.fade == 0 {
			g.perform(g.pending)
			g.pending = nil
			g.fade = -fadeFrames
		}
		return
	}
	g.fade++
	if g.fade == 0 {
		g.traceSettled()
	}
}

// traceSettled tells a driven test that the top scene takes input from the
// next frame (a fade has ended, or an overlay appeared at once): what it
// waits for instead of sleeping.
func (g *Game) traceSettled() {
	if len(g.stack) > 0 {
		g.ctx.Trace.Event("settled", map[string]any{"scene": nameOf(g.stack[len(g.stack)-1])})
	}
}

func (g *Game) updateToasts() {
	if n, ok := g.noticeFromSound(); ok {
		g.ctx.Toast(n)
	}
	t := g.ctx.toasts[:0]
	for _, x := range g.ctx.toasts {
		x.left--
		if x.left > 0 {
			t = append(t, x)
		}
	}
	g.ctx.toasts = t
}

func (g *Game) noticeFromSound() (string, bool) {
	if g.ctx.Sound == nil {
		return "", false
	}
	return g.ctx.Sound.Notice()
}

// updateArt re-renders card art once the window's scale has been steady for
// a moment, so a drag-resize does not re-render every frame. The art is
// drawn for the card size chosen in the settings, so the player's larger
// cards stay crisp (smaller ones are scaled down from it).
func (g *Game) updateArt() {
	want := math.Max(minArtScale, math.Round(g.scale*g.ctx.Settings.CardZoom()*100)/100)
	four := g.ctx.Settings.FourColour
	if want == g.ctx.Art.Scale() && four == g.artFourCol {
		g.artSettle = 0
		return
	}
	if want != g.wantArt || four != g.artFourCol {
		g.wantArt, g.artFourCol, g.artSettle = want, four, 0
		if four != g.ctx.Art.FourColour() && want == g.ctx.Art.Scale() {
			g.artSettle = 11 // a settings change, not a drag: redraw now
		}
	}
	g.artSettle++
	if g.artSettle >= 12 {
		g.ctx.Art = assets.NewArt(want, four)
		g.artSettle = 0
		g.freeAt = g.ctx.Frame + 30
	}
}

// Draw draws the stack bottom to top from the highest opaque scene, then the
// fade and the toasts.
func (g *Game) Draw(screen *ebiten.Image) {
	if !g.needDraw && g.calm > 0 && g.readyTraced {
		// Nothing changed since the last frame drawn: the screen still
		// shows it (SetScreenClearedEveryFrame(false)).
		g.meter.skip()
		return
	}
	g.needDraw = g.calm == 0
	g.drawn++
	g.ctx.sinceTick = sinceTick(g.tickAt, time.Now())
	sameSize := g.lastW == g.devW && g.lastH == g.devH
	g.lastW, g.lastH = g.devW, g.devH
	t0 := time.Now()
	if g.shapes == nil || g.shapes.Scale() != g.scale {
		g.shapes = canvas.NewShapes(g.scale)
	}
	c := &canvas.Canvas{Dst: screen, Scale: g.scale, OffX: g.offX, OffY: g.offY, Fonts: g.ctx.Assets, Shapes: g.shapes}
	first := len(g.stack) - 1
	for first > 0 && isOverlay(g.stack[first]) {
		first--
	}
	var alone Scene
	if first >= 0 && first == len(g.stack)-1 && g.fade == 0 && covers(g.stack[first]) {
		alone = g.stack[first]
	}
	c.Kept = alone != nil && alone == g.alone && sameSize
	if c.Kept {
		c.Dirty = g.overdrawn
	}
	g.alone = alone
	// One full-screen pass for the background: software GL is fill-bound,
	// so the letterbox bars are painted only when there are any, and not
	// over a kept frame.
	if (g.offX > 0.5 || g.offY > 0.5) && !c.Kept {
		screen.Fill(canvas.FeltDark)
	}
	switch {
	case first >= 0 && covers(g.stack[first]):
	case g.offX > 0.5 || g.offY > 0.5:
		c.Fill(0, 0, canvas.ScreenW, canvas.ScreenH, canvas.Felt)
	default:
		screen.Fill(canvas.Felt)
	}
	for i := max(first, 0); i < len(g.stack); i++ {
		g.stack[i].Draw(c)
	}
	if g.fade != 0 {
		f := float64(abs(g.fade)) / fadeFrames
		if g.fade > 0 {
			f = 1 - f
		}
		c.Fill(0, 0, canvas.ScreenW, canvas.ScreenH, color.RGBA{0, 0, 0, uint8(255 * f)})
	}
	g.overdrawn = g.drawToasts(c)
	rest := c.Kept && len(c.Dirty) == 0 && len(g.overdrawn) == 0 && unchanged(alone)
	if !g.readyTraced {
		g.readyTraced = true
		ms := time.Since(g.opts.Start).Milliseconds()
		g.ctx.Trace.Event("ready", map[string]any{"ms": ms})
		g.meter.firstFrame(time.Since(g.opts.Start))
		g.announceTop()
	}
	if rest {
		g.meter.skip()
		return
	}
	g.meter.addDraw(time.Since(t0))
}

func unchanged(s Scene) bool {
	u, ok := As[Unchanged](s)
	return ok && u.Unchanged()
}

func (g *Game) drawToasts(c *canvas.Canvas) (covered []image.Rectangle) {
	// Toasts stack down from the top edge, centred, above the menu's title
	// (at y 190 a toast covered the menu's first game), or from where the
	// top scene says its table has room (ToastSpot); a new one takes the
	// nearest band there where it covers no text (toasts.go). From a
	// footer (ToastFoot) they stack up, from its band or, where its key
	// hints are, the nearest free band above them.
	y, step := toastPlace(g.stack)
	var taken []image.Rectangle // the toasts already placed, logical
	for i := range g.ctx.toasts {
		t := &g.ctx.toasts[i]
		if t.lines == nil {
			layToast(c, t)
		}
		if t.stacking != g.stacking {
			t.placed, t.stacking = false, g.stacking // placed again over the new scenes
		}
		if t.placed {
			taken = append(taken, toastRect(t.top, t.w, t.h))
		}
	}
	var ink *inkMap
	for i := len(g.ctx.toasts) - 1; i >= 0; i-- {
		t := &g.ctx.toasts[i]
		if !t.placed {
			t.top, t.placed = y, true
			if step < 0 {
				t.top = y - (t.h - 38) // stacking up: the box grows upwards
			}
			if c.Dst != nil {
				if ink == nil {
					ink = readInk(c)
				}
				t.top = ink.freeTop(t.top, t.w, t.h, taken)
			}
			taken = append(taken, toastRect(t.top, t.w, t.h))
		}
		drawToast(c, t)
		covered = append(covered, c.DeviceRect(canvas.ScreenW/2-t.w/2, t.top, t.w, t.h))
		if step < 0 {
			y = t.top + step
		} else {
			y = t.top + t.h + step - 38
		}
	}
	return covered
}

// layToast wraps t's message to lines that fit the window and sizes its
// box.
func layToast(c *canvas.Canvas, t *toast) {
	t.lines = c.Wrap(t.msg, 18, false, canvas.ScreenW-160)
	t.w = 0
	for _, line := range t.lines {
		t.w = math.Max(t.w, c.TextWidth(line, 18, false))
	}
	t.w += 40
	t.h = 38 + 24*float64(len(t.lines)-1)
}

// toastRect is the logical box of a toast w x h at top.
func toastRect(top, w, h float64) image.Rectangle {
	x := canvas.ScreenW/2 - w/2
	return image.Rect(int(x), int(top), int(math.Ceil(x+w)), int(math.Ceil(top+h)))
}

// drawToast draws t's box and its lines, fading as it leaves.
func drawToast(c *canvas.Canvas, t *toast) {
	w, h := t.w, t.h
	a := math.Min(1, float64(t.left)/20)
	c.RoundRect(canvas.ScreenW/2-w/2, t.top, w, h, 10, color.RGBA{0, 0, 0, uint8(200 * a)})
	cl := canvas.Cream
	cl.A = uint8(255 * a)
	for j, l := range t.lines {
		c.Text(l, 18, false, canvas.ScreenW/2, t.top+9+24*float64(j), cl, canvas.AlignCenter)
	}
}

// toastPlace is where the newest toast goes over a stack of scenes and
// how far down the next goes: the top scene's ToastSpot or ToastFoot
// (stacking up), else the top edge.
func toastPlace(stack []Scene) (y, step float64) {
	if n := len(stack); n > 0 {
		if s, ok := As[ToastSpot](stack[n-1]); ok {
			return s.ToastY(), 46
		}
		if s, ok := As[ToastFoot](stack[n-1]); ok {
			return s.ToastFootY(), -46
		}
	}
	return 10, 46
}

// LayoutF renders at the window's real pixel size (crisp on high-DPI) and
// fits the 1280x720 logical screen inside it, letterboxed.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		dsf = m.DeviceScaleFactor()
	}
	g.layout(w, h, dsf)
	return g.devW, g.devH
}

func (g *Game) layout(w, h, dsf float64) {
	if !(dsf > 0) {
		dsf = 1
	}
	g.dsf = dsf
	g.devW = math.Max(1, math.Ceil(w*dsf))
	g.devH = math.Max(1, math.Ceil(h*dsf))
	g.scale = math.Max(1e-3, math.Min(g.devW/canvas.ScreenW, g.devH/canvas.ScreenH))
	g.offX = (g.devW - canvas.ScreenW*g.scale) / 2
	g.offY = (g.devH - canvas.ScreenH*g.scale) / 2
}

// Layout satisfies ebiten.Game; LayoutF is used instead.
func (g *Game) Layout(w, h int) (int, int) {
	lw, lh := g.LayoutF(float64(w), float64(h))
	return int(lw), int(lh)
}

// toLogical maps a cursor position in window pixels to logical pixels.
func (g *Game) toLogical(x, y float64) (float64, float64) {
	return (x*g.dsf - g.offX) / g.scale, (y*g.dsf - g.offY) / g.scale
}

// toWindowRect maps a logical rect to window pixels (for traces).
func (g *Game) toWindowRect(r [4]float64) [4]float64 {
	k := g.scale / g.dsf
	return [4]float64{math.Round(r[0]*k + g.offX/g.dsf), math.Round(r[1]*k + g.offY/g.dsf), math.Round(r[2] * k), math.Round(r[3] * k)}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// windowIcons is Parlor's icon at every size the window system may want.
func windowIcons() []image.Image {
	var out []image.Image
	for _, n := range assets.IconSizes {
		out = append(out, assets.Icon(n))
	}
	return out
}

// sinceTick is the part of a tick (1/60 s) between tick and now, at most
// one; 0 when there is no tick time (a scripted run).
func sinceTick(tick, now time.Time) float64 {
	if tick.IsZero() {
		return 0
	}
	return min(1, max(0, now.Sub(tick).Seconds()*tps))
}

// tps is the ticks a second: the real-time games' clocks count them.
const tps = 60
