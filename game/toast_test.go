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

// Toasts take the top edge unless the top scene keeps its header and
// buttons there and names a free band (a toast once covered the menu's
// first game, then a table's Undo button).
func TestToastsGoWhereTheTopSceneHasRoom(t *testing.T) {
	assert.Equal(t, 10.0, toastY(nil))
	assert.Equal(t, 10.0, toastY([]Scene{tableScene{}, plainScene{}}), "only the top scene decides")
	assert.Equal(t, 380.0, toastY([]Scene{plainScene{}, tableScene{}}))
}
