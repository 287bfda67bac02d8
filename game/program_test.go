package game_test

import (
	"testing"
	"time"

	"parlor/assets"
	"parlor/game"
	"parlor/game/version"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every record the app keeps says which Parlor wrote it: the game in
// progress, and the finished game in the History.
func TestKeptRecordsNameTheProgram(t *testing.T) {
	ctx := keepingContext(t)
	want := "Parlor " + version.String()

	e, m := stepStonesAgainstEasy(t, 7)
	ctx.Keep(m.Record())
	require.NoError(t, ctx.Store().Flush())
	saved := ctx.SaveOf("stepstones")
	require.NotNil(t, saved, "the game in progress was kept")
	assert.Equal(t, want, saved.Header.Program)

	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Easy, engine.Easy, engine.Easy}, 7))
	ctx.Finished(e, m, "easy", 0)
	items, err := ctx.Store().Games()
	require.NoError(t, err)
	require.Len(t, items, 1)
	rec, err := ctx.Store().Record(items[0].ID)
	require.NoError(t, err)
	assert.Equal(t, want, rec.Header.Program, "the History's record")
}

// stepStonesAgainstEasy is a new Stepping Stones game of the seed: you
// at seat 0 against two Easy computers.
func stepStonesAgainstEasy(t *testing.T, seed uint64) (*engine.Entry, engine.Match) {
	t.Helper()
	e, ok := games.Lookup("stepstones")
	require.True(t, ok)
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "easy"}, {Name: "East", Kind: "bot", Bot: "easy"}}
	m, err := e.New(nil, seed, seats)
	require.NoError(t, err)
	return e, m
}

// keepingContext is a game's context keeping the player's games in a
// fresh data folder, for tests of what the app keeps.
func keepingContext(t *testing.T) *game.Context {
	t.Helper()
	a, err := assets.Load()
	require.NoError(t, err)
	s := game.DefaultSettings()
	g := game.New(game.Options{Start: time.Now(), DataDir: t.TempDir(), First: func(*game.Context) game.Scene { return &probe{} }},
		a, &s, t.TempDir(), nil)
	t.Cleanup(g.Close)
	return g.Context()
}
