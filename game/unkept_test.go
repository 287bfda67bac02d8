package game_test

import (
	"errors"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/store"
	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fullDisk is a store whose finished games cannot be written while full.
type fullDisk struct {
	store.Store
	full bool
}

func (d *fullDisk) Finish(f store.Finished) (store.Item, error) {
	if d.full {
		return store.Item{}, errors.New("could not keep the finished game: the disk is full")
	}
	return d.Store.Finish(f)
}

// TestAFinishedGameNotKeptIsNeverLost: the disk is full as a game ends,
// so it stays in Continue; Play again (a new game dropping the save) and
// the new game's saves leave that save alone; once the disk has room the
// finished game joins the History by itself, and only then does the new
// game take its place in Continue.
func TestAFinishedGameNotKeptIsNeverLost(t *testing.T) {
	ctx := keepingContext(t)
	disk := &fullDisk{}
	game.WrapStore(ctx, func(s store.Store) store.Store { disk.Store = s; return disk })
	e, m := stepStonesAgainstEasy(t, 7)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Easy, engine.Easy, engine.Easy}, 7))
	inProgress := m.Record()
	inProgress.Events = inProgress.Events[:len(inProgress.Events)-1] // the save before the last decision
	ctx.Keep(inProgress)
	require.NoError(t, ctx.Store().Flush())

	disk.full = true
	ctx.Finished(e, m, "easy", 0)
	assert.True(t, hasToast(ctx, "it stays in Continue"), "%q", ctx.Toasts())
	ctx.Drop("stepstones") // Play again
	_, next := stepStonesAgainstEasy(t, 8)
	ctx.Keep(next.Record())
	require.NoError(t, ctx.Store().Flush())
	saved := ctx.SaveOf("stepstones")
	require.NotNil(t, saved, "the save is all there is of the finished game")
	assert.Equal(t, uint64(7), saved.Header.Seed, "and the new game does not overwrite it")
	items, err := ctx.Store().Games()
	require.NoError(t, err)
	assert.Empty(t, items)

	disk.full = false
	ctx.Keep(next.Record())
	require.NoError(t, ctx.Store().Flush())
	items, err = ctx.Store().Games()
	require.NoError(t, err)
	require.Len(t, items, 1, "the finished game joined the History once there was room")
	assert.True(t, hasToast(ctx, "Your finished game of Stepping Stones is in your History now."), "%q", ctx.Toasts())
	saved = ctx.SaveOf("stepstones")
	require.NotNil(t, saved)
	assert.Equal(t, uint64(8), saved.Header.Seed, "now the new game is the one to continue")
}

func hasToast(ctx *game.Context, part string) bool {
	for _, m := range ctx.Toasts() {
		if strings.Contains(m, part) {
			return true
		}
	}
	return false
}
