//go:build !js

package store_test

import (
	"errors"
	"strings"
	"testing"

	"parlor/game/store"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mapStorage is a browser's localStorage in memory; full makes every Set
// fail as a full storage does.
type mapStorage struct {
	m    map[string]string
	full bool
}

func newMapStorage() *mapStorage { return &mapStorage{m: map[string]string{}} }

func (m *mapStorage) Get(k string) (string, bool) { v, ok := m.m[k]; return v, ok }
func (m *mapStorage) Remove(k string)             { delete(m.m, k) }
func (m *mapStorage) Set(k, v string) error {
	if m.full {
		return errors.New("the browser's storage is full")
	}
	m.m[k] = v
	return nil
}

// TestTheBrowserKeepsGamesAcrossReloads: what one page wrote, the next
// page reads.
func TestTheBrowserKeepsGamesAcrossReloads(t *testing.T) {
	st := newMapStorage()
	s, _ := store.OpenKV(st)
	s.PutSave(rec("spit", 3))
	_, err := s.Finish(finished("speedrun", true))
	require.NoError(t, err)

	again, notices := store.OpenKV(st)
	assert.Empty(t, notices)
	assert.Equal(t, 3, saveCount(t, again, "spit"))
	games, _ := again.Games()
	require.Len(t, games, 1)
	got, err := again.Record(games[0].ID)
	require.NoError(t, err)
	assert.Len(t, got.Events, 4)
	f, _ := again.Statistics()
	assert.Equal(t, 1, f.Line("speedrun", "hard").Wins)
}

// TestAFullBrowserStorageKeepsTheSave: finishing fails as a whole; the
// game stays in Continue and no record is left behind.
func TestAFullBrowserStorageKeepsTheSave(t *testing.T) {
	st := newMapStorage()
	s, _ := store.OpenKV(st)
	s.PutSave(rec("stepstones", 6))
	st.full = true
	_, err := s.Finish(finished("stepstones", true))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "full")
	st.full = false
	again, _ := store.OpenKV(st)
	assert.Equal(t, 6, saveCount(t, again, "stepstones"))
	games, _ := again.Games()
	assert.Empty(t, games)
	for k := range st.m {
		assert.False(t, strings.HasPrefix(k, "parlor/record/"), "no record left behind: %s", k)
	}
}

// TestADamagedBrowserIndexIsKeptAside: the page's list of games does not
// read: it is kept under another key, never removed, and a new one starts.
func TestADamagedBrowserIndexIsKeptAside(t *testing.T) {
	st := newMapStorage()
	st.m["parlor/games"] = "{not json"
	s, notices := store.OpenKV(st)
	require.Len(t, notices, 1)
	assert.Contains(t, notices[0], "kept aside")
	kept := 0
	for k, v := range st.m {
		if strings.HasPrefix(k, "parlor/aside/") && v == "{not json" {
			kept++
		}
	}
	assert.Equal(t, 1, kept)
	s.PutSave(rec("spit", 1))
	assert.Equal(t, 1, saveCount(t, s, "spit"))
}

// TestImportLeavesTheGameInProgress: a record file added to the History
// is not the game in progress of its game, which stays in Continue.
func TestImportLeavesTheGameInProgress(t *testing.T) {
	each(t, func(t *testing.T, s store.Store) {
		s.PutSave(rec("spit", 3))
		_, err := s.Import(rec("spit", 7), "West won")
		require.NoError(t, err)
		assert.Equal(t, 3, saveCount(t, s, "spit"))
		games, _ := s.Games()
		require.Len(t, games, 1)
		assert.Equal(t, "West won", games[0].Summary)
	})
}
