package game_test

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/assets"
	"parlor/game"
	"parlor/game/canvas"
	"parlor/input"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests that draw must run inside the game loop (TOOLCHAIN.md).
type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error            { g.code = g.m.Run(); return ebiten.Termination }
func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	input.Declare(seatKeys()...)
	g := &testGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		panic("game tests need a display (run under xvfb-run): " + err.Error())
	}
	os.Exit(g.code)
}

// probe is a scene that counts its updates and can request stack changes.
type probe struct {
	name    string
	overlay bool
	updates int
	do      func(ctx *game.Context)
	drawn   *[]string
}

func (p *probe) Update(ctx *game.Context) error {
	p.updates++
	if p.do != nil {
		f := p.do
		p.do = nil
		f(ctx)
	}
	return nil
}
func (p *probe) Draw(c *canvas.Canvas) {
	if p.drawn != nil {
		*p.drawn = append(*p.drawn, p.name)
	}
}
func (p *probe) Name() string    { return p.name }
func (p *probe) IsOverlay() bool { return p.overlay }

func newGame(t *testing.T, first game.Scene, src input.Source) *game.Game {
	t.Helper()
	a, err := assets.Load()
	require.NoError(t, err)
	s := game.DefaultSettings()
	return game.New(game.Options{Start: time.Now(), Input: src, First: func(*game.Context) game.Scene { return first }},
		a, &s, t.TempDir(), nil)
}

func step(t *testing.T, g *game.Game, n int) {
	t.Helper()
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	for range n {
		require.NoError(t, g.Update())
		g.Draw(screen)
	}
}

func TestPushFadesThenPops(t *testing.T) {
	a := &probe{name: "a"}
	b := &probe{name: "b"}
	g := newGame(t, a, input.NewScript())
	a.do = func(ctx *game.Context) { ctx.Push(b) }
	step(t, g, 1)
	assert.True(t, g.Fading(), "a full-screen push fades")
	assert.Equal(t, a, g.Top(), "the push waits for the fade-out")
	step(t, g, 30)
	assert.Equal(t, b, g.Top())
	assert.False(t, g.Fading())
	b.do = func(ctx *game.Context) { ctx.Pop() }
	step(t, g, 30)
	assert.Equal(t, a, g.Top())
	assert.Equal(t, 1, g.Depth())
}

func TestOverlayDrawsOverSceneBelow(t *testing.T) {
	var drawn []string
	a := &probe{name: "table", drawn: &drawn}
	p := &probe{name: "pause", overlay: true, drawn: &drawn}
	g := newGame(t, a, input.NewScript())
	a.do = func(ctx *game.Context) { ctx.Push(p) }
	step(t, g, 1)
	assert.False(t, g.Fading(), "overlays appear at once")
	drawn = nil
	updatesBefore := a.updates
	step(t, g, 3)
	assert.Equal(t, []string{"table", "pause", "table", "pause", "table", "pause"}, drawn, "the stack draws bottom to top")
	assert.Equal(t, updatesBefore, a.updates, "only the top scene updates")
}

func TestKeysMashedDuringFadeDoNothing(t *testing.T) {
	src := input.NewScript()
	a := &probe{name: "a"}
	b := &probe{name: "b"}
	g := newGame(t, a, src)
	a.do = func(ctx *game.Context) { ctx.Push(b) }
	step(t, g, 1)
	confirms := 0
	b.do = nil
	for i := range 25 {
		if i%2 == 0 {
			src.Hold(ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyArrowDown)
		} else {
			src.ReleaseAll()
		}
		step(t, g, 1)
		if g.Top() == b && g.Fading() && g.Context().In.Pressed(input.Menu, input.Confirm) {
			confirms++
		}
	}
	assert.Zero(t, confirms, "input is suspended while fading")
	assert.Equal(t, b, g.Top())
}

func TestCtrlQQuits(t *testing.T) {
	src := input.NewScript()
	g := newGame(t, &probe{name: "a"}, src)
	step(t, g, 1)
	src.Hold(ebiten.KeyControlLeft, ebiten.KeyQ)
	assert.ErrorIs(t, g.Update(), ebiten.Termination)
}

// keeper is a scene holding a game saved only now and then.
type keeper struct {
	probe
	kept int
}

func (k *keeper) Keep() { k.kept++ }

// wrapped is a scene around another (game.Wrapper).
type wrapped struct {
	probe
	in game.Scene
}

func (w *wrapped) Unwrap() game.Scene { return w.in }

// TestQuittingSavesTheGameFirst: Ctrl+Q, or a scene's Quit, asks every
// scene on the stack that holds a game to save it (a real-time table,
// saved otherwise only every ten seconds), looking through wrappers.
func TestQuittingSavesTheGameFirst(t *testing.T) {
	t.Run("ctrl+q", func(t *testing.T) {
		src := input.NewScript()
		table := &keeper{probe: probe{name: "table"}}
		g := newGame(t, table, src)
		table.do = func(ctx *game.Context) { ctx.Push(&probe{name: "pause", overlay: true}) }
		step(t, g, 2)
		src.Hold(ebiten.KeyControlLeft, ebiten.KeyQ)
		assert.ErrorIs(t, g.Update(), ebiten.Termination)
		assert.Equal(t, 1, table.kept, "the table under the pause saved its game")
	})
	t.Run("quit", func(t *testing.T) {
		table := &keeper{probe: probe{name: "table"}}
		g := newGame(t, &wrapped{probe: probe{name: "online"}, in: table}, input.NewScript())
		step(t, g, 1)
		assert.Zero(t, table.kept, "nothing saved while the app runs on")
		g.Top().(*wrapped).do = func(ctx *game.Context) { ctx.Quit() }
		assert.ErrorIs(t, g.Update(), ebiten.Termination)
		assert.Equal(t, 1, table.kept)
	})
}

func TestOddWindowSizes(t *testing.T) {
	g := newGame(t, &probe{name: "a"}, input.NewScript())
	for _, sz := range [][2]float64{{1, 1}, {0, 0}, {1280, 720}, {3840, 2160}, {300, 1000}, {5000, 90}} {
		w, h := g.LayoutF(sz[0], sz[1])
		assert.GreaterOrEqual(t, w, 1.0, "size %v", sz)
		assert.GreaterOrEqual(t, h, 1.0, "size %v", sz)
		screen := ebiten.NewImage(int(w), int(h))
		for range 15 { // long enough for the card art to re-render at the new scale
			require.NoError(t, g.Update())
			g.Draw(screen)
		}
		screen.Deallocate()
	}
	assert.GreaterOrEqual(t, g.Context().Art.Scale(), 0.25, "art never renders below a floor, even for a 1x1 window")
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := game.DefaultSettings()
	s.FourColour = true
	s.Volume = 0.3
	_, _, err := s.Keys.Rebind(input.Player1, spitAction, input.Key(ebiten.KeyZ))
	require.NoError(t, err)
	require.NoError(t, game.SaveSettings(dir, s))
	got, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.Equal(t, s, got)
}

// TestDamagedSettingsMovedAside: a file that is not a JSON object is
// kept aside whole (a bad entry in a sound file costs only itself:
// TestABadEntryIsRefusedAlone).
func TestDamagedSettingsMovedAside(t *testing.T) {
	for name, content := range map[string]string{
		"garbage":   "{{{ not json",
		"truncated": `{"anim_speed": "fast", "keys": {"menu": {"up": ["Arr`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "settings.json")
			require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
			s, notice := game.LoadSettings(dir)
			assert.Equal(t, game.DefaultSettings(), s, "defaults are used")
			assert.Contains(t, notice, "damaged")
			entries, _ := os.ReadDir(dir)
			require.Len(t, entries, 1)
			assert.True(t, strings.HasPrefix(entries[0].Name(), "settings.json.damaged-"), "moved aside, not deleted")
			kept, _ := os.ReadFile(filepath.Join(dir, entries[0].Name()))
			assert.Equal(t, content, string(kept), "the damaged file is kept byte for byte")
		})
	}
}

func TestOutOfRangeSettingsRepaired(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"),
		[]byte(`{"anim_speed":"warp","volume":7,"difficulty":"godlike","sound":false}`), 0o644))
	s, notice := game.LoadSettings(dir)
	// Valid JSON with odd values is repaired, not moved aside, and the
	// player is told which went back to their defaults (issue 41).
	assert.Equal(t, "3 setting(s) in the settings file were out of range (animation speed, difficulty, volume) and are back to their defaults.", notice)
	_, err := os.Stat(filepath.Join(dir, "settings.json"))
	assert.NoError(t, err, "not moved aside")
	assert.Equal(t, "normal", s.AnimSpeed)
	assert.Equal(t, 0.7, s.Volume)
	assert.Equal(t, "normal", s.Difficulty)
	assert.False(t, s.Sound, "values that make sense are kept")
}

// TestSettingsWithByteOrderMark: a file an editor saved with a UTF-8 BOM is
// read, not treated as damaged.
func TestSettingsWithByteOrderMark(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte("\xef\xbb\xbf"+`{"anim_speed":"fast"}`), 0o644))
	s, notice := game.LoadSettings(dir)
	assert.Empty(t, notice)
	assert.Equal(t, "fast", s.AnimSpeed)
}

// TestUnreadableSettingsAreLeftAlone: a file that cannot be read (its
// permissions) is called unreadable, not damaged, and is not moved.
func TestUnreadableSettingsAreLeftAlone(t *testing.T) {
	if os.Geteuid() == 0 {
		// root reads any file whatever its mode: make the path a directory,
		// which no one can read as a file.
		dir := t.TempDir()
		require.NoError(t, os.Mkdir(filepath.Join(dir, "settings.json"), 0o755))
		s, notice := game.LoadSettings(dir)
		assert.Equal(t, game.DefaultSettings(), s)
		assert.Contains(t, notice, "could not be read")
		assert.NotContains(t, notice, "damaged")
		assert.DirExists(t, filepath.Join(dir, "settings.json"), "left where it is")
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	require.NoError(t, os.WriteFile(path, []byte(`{}`), 0o000))
	s, notice := game.LoadSettings(dir)
	assert.Equal(t, game.DefaultSettings(), s)
	assert.Contains(t, notice, "could not be read")
	assert.NotContains(t, notice, "damaged")
	assert.FileExists(t, path, "left where it is")
}

// TestHandEditedKeysGoThroughTheKeysScreenRules: Escape as the menu's
// Confirm would lock the menu; it is refused with a notice, the rest of the
// file is kept.
func TestHandEditedKeysGoThroughTheKeysScreenRules(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"),
		[]byte(`{"anim_speed":"fast","keys":{"menu":{"confirm":["Escape"]},"player1":{"flip":["Ctrl+Q"],"slap":["Z"]}}}`), 0o644))
	s, notice := game.LoadSettings(dir)
	assert.Contains(t, notice, "2 key binding(s)")
	assert.Equal(t, "fast", s.AnimSpeed)
	assert.Equal(t, "Enter", s.Keys[input.Menu].Hint(input.Confirm))
	assert.Equal(t, "Escape", s.Keys[input.Menu].Hint(input.Back))
	assert.Equal(t, "S", s.Keys[input.Player1].Hint(flipAction))
	assert.Equal(t, "Z", s.Keys[input.Player1].Hint(slapAction))
	assert.NoError(t, s.Keys.Validate())
}

func TestMissingSettingsAreDefaultsSilently(t *testing.T) {
	s, notice := game.LoadSettings(t.TempDir())
	assert.Equal(t, game.DefaultSettings(), s)
	assert.Empty(t, notice)
}

// leaver is a probe that counts Leave calls.
type leaver struct {
	probe
	left int
}

func (l *leaver) Leave() { l.left++ }

// TestScenesLetGoWhenTheyLeave: a scene that leaves the stack for good is
// told so once; one still on the stack is not.
func TestScenesLetGoWhenTheyLeave(t *testing.T) {
	a := &leaver{probe: probe{name: "a"}}
	b := &leaver{probe: probe{name: "b", overlay: true}}
	g := newGame(t, a, input.NewScript())
	a.do = func(ctx *game.Context) { ctx.Push(b) }
	step(t, g, 2)
	b.do = func(ctx *game.Context) { ctx.Pop() }
	step(t, g, 2)
	assert.Equal(t, 1, b.left, "the popped overlay let go")
	assert.Equal(t, 0, a.left, "the scene still on the stack did not")
	c := &probe{name: "c"}
	a.do = func(ctx *game.Context) { ctx.Reset(c) }
	step(t, g, 30)
	assert.Equal(t, 1, a.left, "a reset lets go of everything below")
}

// TestLayerPaintsOnceUntilWhatItShowsChanges: a layer repaints only for a
// new key, rectangle or scale, and draws the same pixels as painting
// straight onto the screen.
func TestLayerPaintsOnceUntilWhatItShowsChanges(t *testing.T) {
	screen := ebiten.NewImage(200, 100)
	defer screen.Deallocate()
	c := &canvas.Canvas{Dst: screen, Scale: 1}
	var l canvas.Layer
	defer l.Release()
	paints := 0
	paint := func(c *canvas.Canvas) {
		paints++
		c.Fill(10, 10, 20, 20, color.RGBA{255, 0, 0, 255})
	}
	for range 5 {
		l.Draw(c, "red square", 0, 0, 100, 50, paint)
	}
	assert.Equal(t, 1, paints, "painted once for five draws")
	assert.Equal(t, color.RGBA{255, 0, 0, 255}, screen.At(15, 15))
	assert.Equal(t, color.RGBA{}, screen.At(50, 40), "the rest of the layer is clear")
	l.Draw(c, "red square", 0, 0, 100, 60, paint)
	l.Draw(c, "moved", 0, 0, 100, 60, paint)
	c.Scale = 2
	l.Draw(c, "moved", 0, 0, 100, 60, paint)
	assert.Equal(t, 4, paints, "a new rectangle, key or scale repaints")
	assert.Equal(t, color.RGBA{255, 0, 0, 255}, screen.At(35, 35), "at scale 2 the square covers 20..60")
}

// stillProbe is a probe that says whether it is still.
type stillProbe struct {
	probe
	still bool
}

func (s *stillProbe) Still() bool { return s.still }

// TestStillScreensAreNotRedrawn: while the top scene is still and no input
// comes, the shell stops drawing identical frames; a change or any input
// draws again at once.
func TestStillScreensAreNotRedrawn(t *testing.T) {
	var drawn []string
	s := &stillProbe{probe: probe{name: "table", drawn: &drawn}}
	src := input.NewScript()
	g := newGame(t, s, src)
	step(t, g, 5)
	assert.Len(t, drawn, 5, "a scene that is not still is drawn every frame")
	s.still = true
	drawn = nil
	step(t, g, 10)
	assert.Len(t, drawn, 1, "once still: drawn once more, then not at all")
	src.Hold(ebiten.KeyArrowDown)
	step(t, g, 1)
	assert.Len(t, drawn, 2, "a key press draws in the same frame")
	src.ReleaseAll()
	step(t, g, 10)
	s.still = false
	step(t, g, 1)
	assert.Len(t, drawn, 4, "the release, then the next change, are drawn")
	plain := &probe{name: "plain"}
	g = newGame(t, plain, input.NewScript())
	game.SetFreeMemory(g, func() { t.Error("a scene that is never still is never idle") })
	before := g.Drawn()
	step(t, g, 6)
	assert.Equal(t, before+6, g.Drawn(), "a scene that cannot tell is always drawn")
}

// TestIdleHandsMemoryBack: two seconds into a still table the game hands
// the garbage of the deal back to the OS, once per rest (the trick tables
// waited at about 10 MB more resident memory).
func TestIdleHandsMemoryBack(t *testing.T) {
	s := &stillProbe{probe: probe{name: "table"}, still: true}
	g := newGame(t, s, input.NewScript())
	freed := make(chan struct{}, 10)
	game.SetFreeMemory(g, func() { freed <- struct{}{} })
	step(t, g, 100)
	assert.Empty(t, freed, "not before two seconds of rest")
	step(t, g, 30)
	select {
	case <-freed:
	case <-time.After(10 * time.Second):
		t.Fatal("memory was not handed back after two seconds of rest")
	}
	step(t, g, 200)
	assert.Empty(t, freed, "once per rest")
	s.still = false
	step(t, g, 1)
	s.still = true
	step(t, g, 130)
	select {
	case <-freed:
	case <-time.After(10 * time.Second):
		t.Fatal("a new rest hands memory back again")
	}
}

// The moment a new scene takes input is traced, so a driven test waits for it rather than
// sleeping through it.
func TestSettledIsTraced(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	t.Setenv("PARLOR_TRACE", path)
	a := &probe{name: "a"}
	b := &probe{name: "b"}
	as, err := assets.Load()
	require.NoError(t, err)
	s := game.DefaultSettings()
	g := game.New(game.Options{Start: time.Now(), Input: input.NewScript(), First: func(*game.Context) game.Scene { return a }},
		as, &s, t.TempDir(), game.OpenTrace())
	a.do = func(ctx *game.Context) { ctx.Push(b) }
	step(t, g, 30)
	require.Equal(t, b, g.Top())
	over := &probe{name: "over", overlay: true}
	b.do = func(ctx *game.Context) { ctx.Push(over) }
	step(t, g, 1)
	require.Equal(t, over, g.Top(), "an overlay appears at once")
	out, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(out), `{"ev":"settled","scene":"b"}`+"\n", "after the fade")
	assert.Contains(t, string(out), `{"ev":"settled","scene":"over"}`+"\n", "at once")
}

// parted is a scene drawn in parts: it covers the screen and tells when
// its last Draw painted nothing (game.Unchanged).
type parted struct {
	probe
	painted bool
}

func (p *parted) Covers() bool    { return true }
func (p *parted) Unchanged() bool { return !p.painted }

// A -measure run counts a frame in which a scene drawn in parts painted
// nothing as a rest, as it counts a frame the shell skips: its figure is
// the frame rate of what moves, not of repeated still frames.
func TestMeasureLeavesUnchangedFramesOut(t *testing.T) {
	a, err := assets.Load()
	require.NoError(t, err)
	s := game.DefaultSettings()
	p := &parted{probe: probe{name: "table"}}
	g := game.New(game.Options{Start: time.Now(), Input: input.NewScript(), Measure: time.Hour,
		First: func(*game.Context) game.Scene { return p }}, a, &s, t.TempDir(), nil)
	step(t, g, 40) // past the fade-in: the table draws alone, on kept frames
	p.painted = true
	drawn0, _ := game.MeterFrames(g)
	step(t, g, 5)
	drawn1, moving1 := game.MeterFrames(g)
	assert.Equal(t, 5, drawn1-drawn0, "frames that painted are counted")
	p.painted = false
	step(t, g, 5)
	drawn2, moving2 := game.MeterFrames(g)
	assert.Equal(t, drawn1, drawn2, "frames that painted nothing are rests")
	assert.Equal(t, moving1, moving2)
	p.painted = true
	step(t, g, 3)
	_, moving3 := game.MeterFrames(g)
	assert.Equal(t, moving2+2, moving3, "the first frame after a rest is timed from nothing before it")
}
