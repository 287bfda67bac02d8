package speedohui

import (
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpectatorWatchesTheRace: a spectator watching four seats of
// SpeedOh mid-game sees each seat by name at its place with its draw
// pile face down and its flipped card, as anyone may; the keys and clicks
// that flip and slap press nothing; with the record playing on, the race
// goes on.
func TestSpectatorWatchesTheRace(t *testing.T) {
	e := games.SpeedOh.Entry()
	rec := scenetest.WatchedRecord(t, e, nil, 4, 5)
	p, err := session.NewPlayback(e, rec, 0, 0)
	require.NoError(t, err)
	at := p.Len() / 3
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h, s, top := scenetest.Spectate(t, app, rec, at, false)
	tbl := top.(*Table)
	h.Step(60)
	h.Shot("speedoh-spectator")
	assert.Equal(t, engine.Spectator, tbl.view.Seat, "the table shows the game as no seat knows it")
	assert.Empty(t, tbl.people, "nobody plays here")
	for seat, want := range []string{"Ann", "Ben", "Cy", "Dee"} {
		assert.Equal(t, want, tbl.names.of(seat))
		assert.Equal(t, seat, tbl.place(seat), "seat 0 at the bottom, the others clockwise")
	}

	h.PokeAsSpectator(s, tbl, [2]float64{640, 600}, [2]float64{640, 360})
	for seat := range 4 {
		assert.Zero(t, tbl.notes[seat].ticks, "%s shouted at a key", tbl.names.of(seat))
	}

	s.Playback().Playing = true
	for range 20 {
		h.Press(scenetest.PlayerKeys[0])
		h.Step(10)
	}
	assert.Greater(t, s.Playback().Pos(), at, "the race goes on")
}
