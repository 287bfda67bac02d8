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
