package stepstonesui

import (
	"testing"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/tricktable"

	"github.com/stretchr/testify/require"
)

// TestReplayOpenedAnywhereShowsWhatSteppingShows: a replay's table opened
// at any move (a step back, End) lays out every card, trick pile and
// count as stepping there move by move did, and End shows the last hand
// gathered and its summary. A seat online come back to opens the same way.
func TestReplayOpenedAnywhereShowsWhatSteppingShows(t *testing.T) {
	e := games.SteppingStones.Entry()
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "easy"}, {Name: "East", Kind: "bot", Bot: "easy"}}
	m, err := e.New(engine.Settings{"redo": "on"}, 3, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Easy, engine.Easy, engine.Easy}, 3))
	rec := m.Record()

	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	var r *scenes.Replay
	settings := scenetest.Settings()
	settings.ReducedMotion = true // cards land at once: the same places, fewer frames
	h := scenetest.NewWith(t, settings, func(ctx *game.Context) game.Scene {
		var err error
		r, err = scenes.NewReplay(ctx, app, rec)
		require.NoError(t, err)
		return r
	})
	h.Step(2)
	h.DrawEvery = 8
	h.AssertSeekShowsWhatSteppingShows(r, func() *tricktable.Table { return r.Table().(*Table).Tbl }, stepstones.Deck, "stepstones-summary", 100)
}
