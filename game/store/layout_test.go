//go:build !js

package store_test

import (
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"parlor/game/store"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite"
)

// parlorDB makes a games file with one finished game in dir, closed, and
// returns its path.
func parlorDB(t *testing.T, dir string) string {
	t.Helper()
	s, _, err := store.OpenSQL(dir)
	require.NoError(t, err)
	_, err = s.Finish(finished("spit", true))
	require.NoError(t, err)
	require.NoError(t, s.Close())
	return filepath.Join(dir, store.FileName)
}

// edit runs stmt on the database at path, as another program would.
func edit(t *testing.T, path, stmt string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	defer db.Close()
	_, err = db.Exec(stmt)
	require.NoError(t, err)
}

// TestADamagedDatabaseIsSetAsideByteForByte: pages that do not check are
// found before anything is written, so the copy set aside is the file as
// it was.
func TestADamagedDatabaseIsSetAsideByteForByte(t *testing.T) {
	dir := t.TempDir()
	path := parlorDB(t, dir)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Greater(t, len(b), 3*4096)
	last := len(b) - 4096 // the last page (the finished games'), not meta's, which an early write reached
	for i := last; i < last+200; i++ {
		b[i] = 0xff
	}
	require.NoError(t, os.WriteFile(path, b, 0o644))
	assert.Equal(t, b, setAside(t, dir), "byte for byte")
}

// setAside opens the games in dir, which must find the file damaged: it
// is kept aside, said once, and a new one started. It returns the copy
// kept aside.
func setAside(t *testing.T, dir string) []byte {
	t.Helper()
	s, notices, err := store.OpenSQL(dir)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	require.Len(t, notices, 1)
	assert.Contains(t, notices[0], "was damaged; it was kept as")
	aside, _ := filepath.Glob(filepath.Join(dir, store.FileName+".damaged-*"))
	require.Len(t, aside, 1)
	got, err := os.ReadFile(aside[0])
	require.NoError(t, err)
	return got
}

// TestAnotherProgramsDatabaseIsLeftAsItIs: a database without Parlor's
// tables is refused and gets none of them.
func TestAnotherProgramsDatabaseIsLeftAsItIs(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.FileName)
	edit(t, path, `CREATE TABLE people(name TEXT); INSERT INTO people VALUES('Ann')`)
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	_, _, err = store.OpenSQL(dir)
	assert.ErrorIs(t, err, store.ErrForeign)
	assert.EqualError(t, err, "the games file (parlor.db) holds another program's data, not Parlor's")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after, "left as it is")
}

// TestANewerParlorsDatabaseIsLeftAsItIs: a schema version above this
// program's is refused in words, the file unchanged.
func TestANewerParlorsDatabaseIsLeftAsItIs(t *testing.T) {
	dir := t.TempDir()
	path := parlorDB(t, dir)
	edit(t, path, `UPDATE meta SET value = '2' WHERE key = 'schema'`)
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	_, _, err = store.OpenSQL(dir)
	assert.ErrorIs(t, err, store.ErrNewer)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after)

	edit(t, path, `DELETE FROM meta WHERE key = 'schema'`) // as Parlor made it before the version was kept
	s, notices, err := store.OpenSQL(dir)
	require.NoError(t, err, "a database without the key is version 1")
	defer s.Close()
	assert.Empty(t, notices)
	games, err := s.Games()
	require.NoError(t, err)
	assert.Len(t, games, 1)
}

// TestADatabaseMissingATableIsDamaged: a table dropped is damage, set
// aside, not a table made again empty.
func TestADatabaseMissingATableIsDamaged(t *testing.T) {
	dir := t.TempDir()
	path := parlorDB(t, dir)
	edit(t, path, `DROP TABLE finished`)
	setAside(t, dir)
}

// TestAnEmptyGamesFileIsSaid: a games file cut to nothing is not taken
// silently for a new one.
func TestAnEmptyGamesFileIsSaid(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, store.FileName), nil, 0o644))
	s, notices, err := store.OpenSQL(dir)
	require.NoError(t, err)
	defer s.Close()
	require.Len(t, notices, 1)
	assert.Contains(t, notices[0], "Your games file was empty")
}

// TestSQLiteErrorsReachThePlayerInWords: a write the file refuses says
// so; any other SQLite error loses its code number.
func TestSQLiteErrorsReachThePlayerInWords(t *testing.T) {
	path := parlorDB(t, t.TempDir())
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	require.NoError(t, err)
	defer db.Close()
	_, err = db.Exec(`INSERT INTO meta VALUES('x', 'y')`)
	require.Error(t, err)
	assert.EqualError(t, store.Plain(err), "the file may not be written")
	_, err = db.Exec(`NOT SQL`)
	require.Error(t, err)
	assert.Regexp(t, `\(\d+\)$`, err.Error(), "SQLite numbers its words")
	assert.NotRegexp(t, `\(\d+\)$`, store.Plain(err).Error())
}

// TestAFullDiskStillOpensTheGames: with no room for the first write, the
// games kept are there to be seen and exported, the player is told, and
// the file is still this copy's alone; a new games file cannot be made.
func TestAFullDiskStillOpensTheGames(t *testing.T) {
	dir := t.TempDir()
	parlorDB(t, dir)
	store.FillDiskAtOpen(t)
	s, notices, err := store.OpenSQL(dir)
	require.NoError(t, err)
	defer s.Close()
	assert.Equal(t, []string{"Your disk is full: your games can be seen and exported, but nothing new is kept until there is room."}, notices)
	games, err := s.Games()
	require.NoError(t, err)
	require.Len(t, games, 1)
	_, err = s.Export(games[0].ID)
	assert.NoError(t, err)
	_, _, err = store.OpenSQL(dir)
	assert.ErrorIs(t, err, store.ErrRunning, "taken with nothing written")

	_, _, err = store.OpenSQL(t.TempDir())
	assert.EqualError(t, err, "your games file (parlor.db) could not be opened: the disk is full")
}

// TestARowWithoutItsRecordIsNotListed: another program's edit left a
// History row without its record: there is nothing to watch, so it is not
// listed (it still counts).
func TestARowWithoutItsRecordIsNotListed(t *testing.T) {
	dir := t.TempDir()
	path := parlorDB(t, dir)
	edit(t, path, `UPDATE finished SET record = NULL`)
	s, _, err := store.OpenSQL(dir)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.Games()
	require.NoError(t, err)
	assert.Empty(t, games)
}

// TestAFileFromBeforeUndatedGetsTheColumn: a games file made before the
// History marked games dated by their import gets the column when it is
// opened, its games keeping their dates; on a full disk, where it cannot,
// the games are still listed.
func TestAFileFromBeforeUndatedGetsTheColumn(t *testing.T) {
	dir := t.TempDir()
	path := parlorDB(t, dir)
	edit(t, path, `ALTER TABLE finished DROP COLUMN undated`)

	t.Run("full disk", func(t *testing.T) {
		store.FillDiskAtOpen(t)
		full, _, err := store.OpenSQL(dir)
		require.NoError(t, err)
		defer full.Close()
		games, err := full.Games()
		require.NoError(t, err, "listed without the column")
		require.Len(t, games, 1)
		assert.False(t, games[0].Undated)
	})

	s, _, err := store.OpenSQL(dir)
	require.NoError(t, err)
	defer s.Close()
	_, err = s.Import(rec("speedrun", 3), "West won")
	require.NoError(t, err)
	games, err := s.Games()
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.True(t, games[0].Undated, "the game imported now")
	assert.False(t, games[1].Undated, "the game kept before")
}
