package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// assistProbe is a scene doing with its keys what an online table does
// with Hint and Undo.
type assistProbe struct{ e *engine.Entry }

func (p assistProbe) Update(ctx *game.Context) error { scenes.AssistRefused(ctx, p.e); return nil }
func (assistProbe) Draw(*widget.Canvas)              {}

// TestHintAndUndoOnlineSayWhyNot: at a table online, Hint and Undo (not
// offered there) say why, in every game that offers them at home; in the
// real-time games the keys stay the game's own.
func TestHintAndUndoOnlineSayWhyNot(t *testing.T) {
	for _, g := range everyGame(t).Games {
		t.Run(g.Game.Name, func(t *testing.T) {
			h := scenetest.New(t, func(*game.Context) game.Scene { return assistProbe{g.Game} })
			h.Step(2)
			h.Press(ebiten.KeyH)
			h.Press(ebiten.KeyControlLeft, ebiten.KeyZ)
			if g.Game.Advise == nil {
				assert.Empty(t, h.Ctx().Toasts(), "a real-time game's keys are its own")
				return
			}
			assert.Equal(t, []string{scenes.NoHintOnline, scenes.NoUndoOnline}, h.Ctx().Toasts())
		})
	}
}
