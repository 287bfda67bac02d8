package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPauseOnlineSaysTheGameGoesOn: at every game's table, Esc pauses; a
// game played here stops with the pause, and the pause says nothing more;
// a game hosted elsewhere (online) goes on for the others, and its pause
// says so.
func TestPauseOnlineSaysTheGameGoesOn(t *testing.T) {
	app := everyGame(t)
	for _, g := range app.Games {
		for _, online := range []bool{false, true} {
			name := g.Game.Name + map[bool]string{false: "/here", true: "/online"}[online]
			t.Run(name, func(t *testing.T) {
				h := scenetest.New(t, func(ctx *game.Context) game.Scene {
					seats := seatsOf(g, g.Game.Seats)
					m, err := g.Game.New(engine.Settings{}, 3, seats)
					require.NoError(t, err)
					if !online {
						return scenetest.Open(t, ctx, app, m)
					}
					host, err := session.NewHost(g.Game, m, session.Served(60, 0))
					require.NoError(t, err)
					r, err := session.NewRemote(g.Game, 0, func(b []byte) error { return host.Receive(0, b) })
					require.NoError(t, err)
					require.NoError(t, host.Flush())
					for _, b := range host.Take(0) {
						r.Deliver(b)
					}
					r.Move()
					tbl, err := app.Open(ctx, session.Join(ctx, r, session.Fresh))
					require.NoError(t, err)
					return tbl
				})
				h.Step(30)
				h.Press(ebiten.KeyEscape)
				h.Step(2)
				require.Equal(t, "pause", h.TopName())
				p := h.Top().(*scenes.Pause)
				assert.Equal(t, online, p.SaysGoesOn())
			})
		}
	}
}
