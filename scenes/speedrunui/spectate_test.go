package speedrunui

import (
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpectatorSeesEveryHandFaceDown: a spectator watching a game mid-deal
// sees every seat's hand as backs, at their places by name, the trick and
// the scores as they are, and nothing to do: no prompt, no card marked
// playable, and the keys that play cards do nothing.
func TestSpectatorSeesEveryHandFaceDown(t *testing.T) {
	rec := scenetest.WatchedRecord(t, games.SpeedRun.Entry(), engine.Settings{"length": "short"}, 3, 7)
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	p, err := session.NewPlayback(games.SpeedRun.Entry(), rec, 0, 0)
	require.NoError(t, err)
	at := p.NextAt(0, "trick") + 1 // the second trick begun
	h, s, top := scenetest.Spectate(t, app, rec, at, false)
	tbl := top.(*Table)
	h.Settle(120)
	h.Shot("speedrun-spectator")
	assertHandsDown(t, tbl)
	assert.Equal(t, []string{"Ann", "Ben", "Cy"}, tbl.Names)

	h.PokeAsSpectator(s, tbl, [2]float64{640, 626}, [2]float64{640, 360})
	assertHandsDown(t, tbl)
	assert.True(t, tbl.Tbl.Legal().Empty(), "no card is marked playable")
	assert.Empty(t, tbl.list.Buttons, "no choice is offered")
	assert.NotContains(t, strings.ToLower(tbl.turnText()), "your")
}

// assertHandsDown checks every seat holds cards on the table and shows
// none of them face up.
func assertHandsDown(t *testing.T, tbl *Table) {
	t.Helper()
	for seat := range speedrun.NumPlayers {
		hand := tbl.Tbl.Hand(seat)
		assert.NotEmpty(t, hand, "%s's hand shows", tbl.Names[seat])
		for _, c := range hand {
			assert.Zero(t, tbl.Tbl.Sprite(c).Look().Flip, "%s's %v is drawn face up", tbl.Names[seat], c)
		}
	}
}

// TestReplayOfComputersStillShowsEveryHand: a replay of a game of
// computers only sees every seat, so every hand shows face up as before.
func TestReplayOfComputersStillShowsEveryHand(t *testing.T) {
	rec := scenetest.WatchedRecord(t, games.SpeedRun.Entry(), engine.Settings{"length": "short"}, 3, 7)
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	var tbl *Table
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		s, err := session.Watch(ctx, games.SpeedRun.Entry(), rec, 12, false)
		require.NoError(t, err)
		require.Equal(t, engine.AllSeats(3), s.Sees())
		top, err := app.Open(ctx, s)
		require.NoError(t, err)
		tbl = top.(*Table)
		return tbl
	})
	h.Settle(120)
	for seat := range speedrun.NumPlayers {
		hand := tbl.Tbl.Hand(seat)
		require.NotEmpty(t, hand)
		for _, c := range hand {
			assert.Equal(t, 1.0, tbl.Tbl.Sprite(c).Look().Flip, "%s's %v face up", tbl.Names[seat], c)
		}
	}
}
