package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryTableShowsASpectatorAHostedGame: every game, hosted mid-game
// and watched through a spectator's Remote (session.NewWatcher) as a
// table online watches it: the table opens on the story so far, its
// player keys and clicks send nothing to the host, Esc still pauses, and
// the hosted game is where it was.
func TestEveryTableShowsASpectatorAHostedGame(t *testing.T) {
	app := everyGame(t)
	for _, g := range app.Games {
		t.Run(g.Game.Name, func(t *testing.T) {
			rec := scenetest.WatchedRecord(t, g.Game, nil, g.Game.Seats, 4)
			p, err := session.NewPlayback(g.Game, rec, 0, 0)
			require.NoError(t, err)
			cut := p.Acts()[p.Len()/4]
			m, err := g.Game.Resume(&record.Record{Header: rec.Header, Events: rec.Events[:cut:cut]})
			require.NoError(t, err)
			host, err := session.NewHost(g.Game, m, session.Served(60, 0))
			require.NoError(t, err)
			sent := 0
			w, err := session.NewRemote(g.Game, -1, func([]byte) error { sent++; return session.ErrNotYours })
			require.NoError(t, err)
			story, err := host.WatchFromStart()
			require.NoError(t, err)
			for _, b := range story {
				w.Deliver(b)
			}
			w.Move()
			require.NoError(t, w.Err())
			var tbl scenes.Table
			h := scenetest.New(t, func(ctx *game.Context) game.Scene {
				tbl, err = app.Open(ctx, session.Join(ctx, w, session.Instant))
				require.NoError(t, err)
				return tbl
			})
			h.Step(60)
			h.Shot("online-spectator-" + g.Game.Name)
			events := len(m.Events())
			for _, k := range scenetest.PlayerKeys {
				h.Press(k)
				h.Step(3)
				for i := 0; i < 4 && h.Top() != game.Scene(tbl); i++ {
					h.Press(ebiten.KeyEscape)
					h.Settle(60)
				}
				require.Equal(t, game.Scene(tbl), h.Top(), "after %v the table is on top", k)
			}
			h.Click(640, 620)
			h.Step(3)
			assert.Zero(t, sent, "a spectator's table sent the host something")
			assert.Equal(t, events, len(m.Events()), "the hosted game moved")
			h.Press(ebiten.KeyEscape)
			h.Step(2)
			assert.Equal(t, "pause", h.TopName(), "Esc pauses a watched table")
		})
	}
}
