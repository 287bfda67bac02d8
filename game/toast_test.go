package game

import (
	"image"
	"testing"

	"parlor/assets"
	"parlor/game/canvas"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type plainScene struct{}

func (plainScene) Update(*Context) error { return nil }
func (plainScene) Draw(*canvas.Canvas)   {}
func (plainScene) Name() string          { return "plain" }

type tableScene struct{ plainScene }

func (tableScene) ToastY() float64 { return 380 }

type titledScene struct{ plainScene }

func (titledScene) ToastFootY() float64 { return 679 }

// Toasts take the top edge unless the top scene keeps its header and
// buttons there and names a free band (a toast once covered the menu's
// first game, then a table's Undo button), or keeps its title there and
// has them in its footer, stacking up (they covered the Statistics title).
func TestToastsGoWhereTheTopSceneHasRoom(t *testing.T) {
	place := func(stack ...Scene) [2]float64 {
		y, step := toastPlace(stack)
		return [2]float64{y, step}
	}
	assert.Equal(t, [2]float64{10, 46}, place())
	assert.Equal(t, [2]float64{10, 46}, place(tableScene{}, plainScene{}), "only the top scene decides")
	assert.Equal(t, [2]float64{380, 46}, place(plainScene{}, tableScene{}))
	assert.Equal(t, [2]float64{679, -46}, place(plainScene{}, titledScene{}))
}

// TestALongToastFitsTheWindow: a message longer than the window is wide
// (a disk error, another copy running) wraps to lines inside it, at the
// top edge and stacking up from a footer.
func TestALongToastFitsTheWindow(t *testing.T) {
	a, err := assets.Load()
	require.NoError(t, err)
	for _, first := range []Scene{plainScene{}, titledScene{}} {
		g := New(Options{First: func(*Context) Scene { return first }}, a, new(Settings), "", nil)
		g.ctx.Toast("This game could not be kept (could not keep the finished game: the disk is full); it stays in Continue. " +
			"Make room on the disk and finish it again: nothing of it is lost.")
		g.ctx.Toast("Short one.")
		screen := ebiten.NewImage(canvas.ScreenW, canvas.ScreenH)
		c := &canvas.Canvas{Dst: screen, Scale: 1, Fonts: a, Shapes: canvas.NewShapes(1)}
		covered := g.drawToasts(c)
		require.Len(t, covered, 2)
		win := image.Rect(0, 0, canvas.ScreenW, canvas.ScreenH)
		for _, r := range covered {
			assert.True(t, r.In(win), "%v inside the window", r)
		}
		assert.Greater(t, covered[1].Dy(), 60, "the long one takes more than one line")
		assert.False(t, covered[0].Overlaps(covered[1]), "toasts never cover each other")
	}
}

// wordsScene draws lines of text at the tops in ys, across the middle of
// the screen, where toasts go.
type wordsScene struct {
	plainScene
	ys []float64
}

func (s wordsScene) Draw(c *canvas.Canvas) {
	for _, y := range s.ys {
		c.Text("Bidding: declare a contract or pass · Starter sheet: 0 of 12 cells filled", 20, true, canvas.ScreenW/2, y, canvas.Cream, canvas.AlignCenter)
	}
}

type wordsTable struct{ wordsScene }

type wordsFooter struct{ wordsScene }

func (wordsFooter) ToastFootY() float64 { return 679 }

func (wordsTable) ToastY() float64 { return 380 }

// A toast never covers text: over a table's header (or a guide's box) it
// takes the nearest band below that is free, from the top edge or from
// the spot the table names; it keeps that place while it shows, and
// toasts shown together never cover each other.
func TestToastsKeepOffText(t *testing.T) {
	a, err := assets.Load()
	require.NoError(t, err)
	for _, c := range []struct {
		name  string
		scene Scene
		words []float64
		want  [2]int // the band the first toast's top falls in
	}{
		{"free_top", wordsScene{ys: []float64{200}}, []float64{200}, [2]int{9, 11}},
		{"header", wordsScene{ys: []float64{12, 40}}, []float64{12, 40}, [2]int{66, 80}},
		{"spot_taken", wordsTable{wordsScene{ys: []float64{380}}}, []float64{380}, [2]int{300, 420}},
		// A full-screen panel's key hints: the toast stacks up from the
		// footer band but keeps off them (it once hid them).
		{"footer_hints", wordsFooter{wordsScene{ys: []float64{686}}}, []float64{686}, [2]int{600, 645}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := New(Options{First: func(*Context) Scene { return c.scene }}, a, new(Settings), "", nil)
			g.ctx.Toast("Game continued where you left it")
			screen := ebiten.NewImage(canvas.ScreenW, canvas.ScreenH)
			defer screen.Deallocate()
			cv := &canvas.Canvas{Dst: screen, Scale: 1, Fonts: a, Shapes: canvas.NewShapes(1)}
			c.scene.Draw(cv)
			covered := g.drawToasts(cv)
			require.Len(t, covered, 1)
			top := covered[0].Min.Y
			assert.True(t, top >= c.want[0] && top < c.want[1], "toast top %d, want in %v", top, c.want)
			for _, y := range c.words {
				words := image.Rect(300, int(y), 980, int(y)+26)
				assert.False(t, covered[0].Overlaps(words), "the toast %v covers the words at %v", covered[0], y)
			}
			// Another toast, the scene drawn again: the first stays.
			g.ctx.Toast("Back at the table.")
			c.scene.Draw(cv)
			again := g.drawToasts(cv)
			require.Len(t, again, 2)
			assert.Equal(t, covered[0], again[1], "a toast keeps its place")
			assert.False(t, again[0].Overlaps(again[1]))
		})
	}
}

// A toast shown on one screen is placed again on the next: one placed in
// a waiting room's footer stayed there, over the cards of the table that
// followed.
func TestToastIsPlacedAgainOnANewScreen(t *testing.T) {
	a, err := assets.Load()
	require.NoError(t, err)
	room := wordsFooter{wordsScene{ys: []float64{686}}}
	g := New(Options{First: func(*Context) Scene { return room }}, a, new(Settings), "", nil)
	g.ctx.Toast("Ann sat down.")
	screen := ebiten.NewImage(canvas.ScreenW, canvas.ScreenH)
	defer screen.Deallocate()
	cv := &canvas.Canvas{Dst: screen, Scale: 1, Fonts: a, Shapes: canvas.NewShapes(1)}
	room.Draw(cv)
	first := g.drawToasts(cv)
	require.Len(t, first, 1)

	y := float64(first[0].Min.Y)
	table := wordsScene{ys: []float64{y}} // the next screen has words just there
	g.perform([]stackOp{{kind: opReplace, scene: table}})
	screen.Clear()
	table.Draw(cv)
	again := g.drawToasts(cv)
	require.Len(t, again, 1)
	words := image.Rect(300, int(y), 980, int(y)+26)
	assert.False(t, again[0].Overlaps(words), "the toast %v covers the new screen's words at %v", again[0], y)
}
