package game

import (
	"testing"

	"parlor/game/canvas"

	"github.com/stretchr/testify/assert"
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
