//go:build !js

package store_test

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/store"
	"parlor/rules/record"
)

// A game the server kept joins the History once: not when this device
// finished it already (same game and seed), not twice, and not again
// after the player deleted it.
func TestImportOnceAddsAServersGameOnce(t *testing.T) { each(t, importOnce) }

func importOnce(t *testing.T, s store.Store) {
	played := finished("spit", true)
	played.Record.Header.Seed = 41
	_, err := s.Finish(played)
	require.NoError(t, err)

	same := rec("spit", 4)
	same.Header.Seed = 41
	added, err := s.ImportOnce("server/m1", same, "Ann won")
	require.NoError(t, err)
	assert.False(t, added, "the game finished here is in the History already")

	lost := rec("spit", 6)
	lost.Header.Seed = 42
	added, err = s.ImportOnce("server/m2", lost, "Ben won")
	require.NoError(t, err)
	assert.True(t, added, "a game whose end this device missed")
	games, err := s.Games()
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, "Ben won", games[0].Summary)

	added, err = s.ImportOnce("server/m2", lost, "Ben won")
	require.NoError(t, err)
	assert.False(t, added, "once")
	require.NoError(t, s.Delete(games[0].ID))
	added, err = s.ImportOnce("server/m2", lost, "Ben won")
	require.NoError(t, err)
	assert.False(t, added, "a game deleted stays deleted")
	games, err = s.Games()
	require.NoError(t, err)
	assert.Len(t, games, 1)

	_, err = s.ImportOnce("server/m3", nil, "")
	assert.Error(t, err, "no record")
}

// Importing the same record file twice adds its game once; another game,
// or the same one after it was deleted, is added.
func TestImportingAFileTwiceAddsItOnce(t *testing.T) { each(t, importTwice) }

func importTwice(t *testing.T, s store.Store) {
	r := rec("speedrun", 5)
	first, err := s.Import(r, "West won")
	require.NoError(t, err)
	again, err := s.Import(rec("speedrun", 5), "West won")
	assert.ErrorIs(t, err, store.ErrHeld)
	assert.Equal(t, first.ID, again.ID, "the game the History holds")
	other, err := s.Import(rec("speedrun", 6), "East won")
	require.NoError(t, err)
	assert.NotEqual(t, first.ID, other.ID)
	games, err := s.Games()
	require.NoError(t, err)
	assert.Len(t, games, 2)

	require.NoError(t, s.Delete(first.ID))
	_, err = s.Import(rec("speedrun", 5), "West won")
	assert.NoError(t, err, "deleted, it may come back from its file")
}

// A finished game the rules refuse leaves the History with a sentence,
// its record kept aside; it still counts.
func TestARefusedGameIsSetAside(t *testing.T) { each(t, refusedAside) }

func refusedAside(t *testing.T, s store.Store) {
	it, err := s.Finish(finished("stepstones", true))
	require.NoError(t, err)
	msg := s.SetAsideGame(it.ID, errors.New("line 20: it is not your turn"))
	assert.Equal(t, "A finished game does not check out (line 20: it is not your turn); it was set aside and left the History.", msg)
	games, err := s.Games()
	require.NoError(t, err)
	assert.Empty(t, games)
	f, _ := s.Statistics()
	require.NotNil(t, f.Line("stepstones", "hard"))
	assert.Equal(t, 1, f.Line("stepstones", "hard").Games, "it still counts")
	assert.Contains(t, s.SetAsideGame(it.ID, errors.New("again")), "could not be set aside", "once")
}

// An imported game is leveled honestly: its computers' level when they
// share one, every seat's when they differ (a parlor sim table of hard,
// normal, normal and easy is not a game against Hard), none without
// computers; and it counts at no level in the statistics.
func TestAnImportedGameSaysItsComputersLevels(t *testing.T) { each(t, importedLevels) }

func importedLevels(t *testing.T, s store.Store) {
	seated := func(seed uint64, seats ...record.Seat) *record.Record {
		r := rec("spellcraft", 3)
		r.Header.Seed, r.Header.Seats = seed, seats
		return r
	}
	bot := func(level string) record.Seat { return record.Seat{Name: "", Kind: "bot", Bot: level} }
	mixed, err := s.Import(seated(1, bot("hard"), bot("normal"), bot("normal"), bot("easy")), "Ada won")
	require.NoError(t, err)
	assert.Equal(t, "hard,normal,normal,easy", mixed.Level)
	one, err := s.Import(seated(2, record.Seat{Name: "Ann", Kind: "human"}, bot("easy"), bot("easy")), "Ann won")
	require.NoError(t, err)
	assert.Equal(t, "easy", one.Level)
	people, err := s.Import(seated(3, record.Seat{Name: "Ann", Kind: "human"}, record.Seat{Name: "Ben", Kind: "human"}), "Ben won")
	require.NoError(t, err)
	assert.Equal(t, "", people.Level)
	games, err := s.Games()
	require.NoError(t, err)
	levels := map[string]bool{}
	for _, g := range games {
		levels[g.Level] = true
	}
	assert.Equal(t, map[string]bool{"hard,normal,normal,easy": true, "easy": true, "": true}, levels, "as kept")
	f, _ := s.Statistics()
	assert.Empty(t, f.Games, "imported games are not counted")
}

// An imported game is dated when its record says it was played; a
// record that says not (parlor sim writes no time) is dated when it was
// imported, and the History is told so (Undated), from either way in.
func TestAnImportedGameWithoutATimeIsDatedByItsImport(t *testing.T) { each(t, importedDates) }

func importedDates(t *testing.T, s store.Store) {
	dated := rec("speedrun", 3)
	dated.Header.Created = "2024-01-02T15:04:05Z"
	it, err := s.Import(dated, "West won")
	require.NoError(t, err)
	assert.False(t, it.Undated)
	before := time.Now()
	it, err = s.Import(rec("speedrun", 4), "East won")
	require.NoError(t, err)
	assert.True(t, it.Undated)
	assert.False(t, it.When.Before(before.Truncate(time.Millisecond)), "when it was imported")
	online := rec("speedrun", 5)
	online.Header.Seed = 9
	added, err := s.ImportOnce("server/m1", online, "You won")
	require.NoError(t, err)
	require.True(t, added)
	_, err = s.Finish(finished("spit", true))
	require.NoError(t, err)

	games, err := s.Games()
	require.NoError(t, err)
	undated := map[string]bool{}
	for _, g := range games {
		undated[g.Summary+" "+g.Game] = g.Undated
	}
	assert.Equal(t, map[string]bool{"West won speedrun": false, "East won speedrun": true, "You won speedrun": true,
		"You won spit": false}, undated, "as kept; a game finished here has its time")
}
