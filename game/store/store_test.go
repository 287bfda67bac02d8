//go:build !js

package store_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"parlor/game/stats"
	"parlor/game/store"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rec(game string, events int) *record.Record {
	r := &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: game, Seed: 7,
		Seats: []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "hard"}}}}
	for i := range events {
		r.Append(record.ActEvent(0, "play "+string(rune('a'+i%26)), 0))
	}
	return r
}

func open(t *testing.T, dir string) *store.SQL {
	t.Helper()
	s, notices, err := store.OpenSQL(dir)
	require.NoError(t, err)
	assert.Empty(t, notices)
	t.Cleanup(func() { s.Close() })
	return s
}

func finished(game string, won bool) store.Finished {
	share := 0.0
	if won {
		share = 1
	}
	return store.Finished{Record: rec(game, 4), When: time.Now(), Level: "hard", Share: share, Summary: "You won",
		Result: &stats.Result{Game: game, Level: "hard", When: time.Now(), Share: share, Score: 3, Hints: 1}}
}

// saveCount is how many events game's save holds, -1 when there is none.
func saveCount(t *testing.T, s store.Store, game string) int {
	t.Helper()
	saves, notices := s.Saves()
	assert.Empty(t, notices)
	for _, sv := range saves {
		if sv.Game == game {
			return len(sv.Record.Events)
		}
	}
	return -1
}

// each runs test on a fresh store of each kind: SQLite, and the browser's
// key-value storage (here a map).
func each(t *testing.T, test func(t *testing.T, s store.Store)) {
	t.Run("sqlite", func(t *testing.T) { test(t, open(t, t.TempDir())) })
	t.Run("browser", func(t *testing.T) {
		s, notices := store.OpenKV(newMapStorage())
		assert.Empty(t, notices)
		test(t, s)
	})
}

func TestOneSavePerGame(t *testing.T) { each(t, oneSavePerGame) }

func oneSavePerGame(t *testing.T, s store.Store) {
	s.PutSave(rec("speedrun", 3))
	s.PutSave(rec("spit", 1))
	s.PutSave(rec("speedrun", 5))
	assert.Equal(t, 5, saveCount(t, s, "speedrun"), "a newer save replaces the older")
	assert.Equal(t, 1, saveCount(t, s, "spit"), "another game's save stays")
	s.RemoveSave("speedrun")
	assert.Equal(t, -1, saveCount(t, s, "speedrun"))
	assert.Equal(t, 1, saveCount(t, s, "spit"))
}

func TestSavesSurviveClosing(t *testing.T) {
	dir := t.TempDir()
	s, _, err := store.OpenSQL(dir)
	require.NoError(t, err)
	s.PutSave(rec("stepstones", 9))
	require.NoError(t, s.Close(), "close writes what is waiting")
	assert.Equal(t, 9, saveCount(t, open(t, dir), "stepstones"))
}

// TestFinishingIsOneTransaction: the finished game is kept, counted and
// its save removed together.
func TestFinishingIsOneTransaction(t *testing.T) { each(t, finishingIsOneTransaction) }

func finishingIsOneTransaction(t *testing.T, s store.Store) {
	s.PutSave(rec("speedrun", 3))
	s.PutSave(rec("spit", 2))
	it, err := s.Finish(finished("speedrun", true))
	require.NoError(t, err)
	assert.Equal(t, "speedrun", it.Game)
	assert.NotZero(t, it.ID)
	assert.Equal(t, -1, saveCount(t, s, "speedrun"), "the finished game's save is gone")
	assert.Equal(t, 2, saveCount(t, s, "spit"), "another game's save stays")
	games, err := s.Games()
	require.NoError(t, err)
	require.Len(t, games, 1)
	assert.Equal(t, "You won", games[0].Summary)
	f, notices := s.Statistics()
	assert.Empty(t, notices)
	l := f.Line("speedrun", "hard")
	require.NotNil(t, l)
	assert.Equal(t, 1, l.Games)
	assert.Equal(t, 1, l.Wins)
	assert.Equal(t, 1, l.Hinted)
	got, err := s.Record(it.ID)
	require.NoError(t, err)
	assert.Len(t, got.Events, 4)
}

// TestAFaultAtEveryStepOfFinishingLosesNothing injects a failure between
// each write of finishing a game: the game stays in Continue, and neither
// History nor Statistics has it; the next try keeps it once.
func TestAFaultAtEveryStepOfFinishingLosesNothing(t *testing.T) {
	for _, step := range []string{"kept", "save removed", "commit"} {
		t.Run(step, func(t *testing.T) {
			s := open(t, t.TempDir())
			s.PutSave(rec("stepstones", 6))
			store.SetFault(s, func(at string) error {
				if at == step {
					return errors.New("injected")
				}
				return nil
			})
			_, err := s.Finish(finished("stepstones", true))
			require.Error(t, err)
			assert.Equal(t, 6, saveCount(t, s, "stepstones"), "the game is still in Continue")
			games, _ := s.Games()
			assert.Empty(t, games, "and not in the History")
			f, _ := s.Statistics()
			assert.Nil(t, f.Line("stepstones", "hard"), "nor counted")

			store.SetFault(s, nil)
			_, err = s.Finish(finished("stepstones", true))
			require.NoError(t, err)
			games, _ = s.Games()
			assert.Len(t, games, 1)
			f, _ = s.Statistics()
			assert.Equal(t, 1, f.Line("stepstones", "hard").Games)
		})
	}
}

// TestAFullDiskKeepsTheSave: SQLite's page limit stands in for a full
// disk (it fails the write exactly as a full disk does).
func TestAFullDiskKeepsTheSave(t *testing.T) {
	s := open(t, t.TempDir())
	s.PutSave(rec("speedrun", 3))
	require.Equal(t, 3, saveCount(t, s, "speedrun"))
	var pages int
	require.NoError(t, store.DB(s).QueryRow(`PRAGMA page_count`).Scan(&pages))
	_, err := store.DB(s).Exec(`PRAGMA max_page_count = ` + itoa(pages))
	require.NoError(t, err)
	big := finished("speedrun", true)
	big.Record = rec("speedrun", 5000)
	_, err = s.Finish(big)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the disk is full")
	assert.Equal(t, 3, saveCount(t, s, "speedrun"), "the save is kept")
	games, _ := s.Games()
	assert.Empty(t, games)
}

func itoa(n int) string { return string(append([]byte(nil), []byte(fmtInt(n))...)) }

func fmtInt(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// TestASecondCopyIsRefused: while one copy holds the games, a second
// opens nothing; once the first closes, the next one may.
func TestASecondCopyIsRefused(t *testing.T) {
	dir := t.TempDir()
	first, _, err := store.OpenSQL(dir)
	require.NoError(t, err)
	_, _, err = store.OpenSQL(dir)
	assert.ErrorIs(t, err, store.ErrRunning)
	require.NoError(t, first.Close())
	open(t, dir)
}

// TestADamagedFileIsKeptAside: a file that is not a database is moved
// aside byte for byte, and a new one started.
func TestADamagedFileIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	junk := []byte("this is not a database, but it is the player's file\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, store.FileName), append(junk, make([]byte, 4096)...), 0o644))
	assert.Equal(t, junk, setAside(t, dir)[:len(junk)])
}

// TestAnUnreadableFileIsLeftAlone: the games file cannot be read (here a
// folder stands where the file should be; a file of mode 000 is the same
// for a player who is not root): nothing is opened or written.
func TestAnUnreadableFileIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, store.FileName), 0o755))
	_, _, err := store.OpenSQL(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "could not be read")
	fi, err := os.Stat(filepath.Join(dir, store.FileName))
	require.NoError(t, err)
	assert.True(t, fi.IsDir(), "left as it was")
}

// TestStatisticsAreTheFinishedGames: statistics are a fold of the
// counted games in order; a row no game could produce is refused alone.
func TestStatisticsAreTheFinishedGames(t *testing.T) {
	each(t, func(t *testing.T, s store.Store) {
		statisticsAreTheFinishedGames(t, s)
	})
}

func statisticsAreTheFinishedGames(t *testing.T, s store.Store) {
	want := stats.New()
	for i, won := range []bool{true, true, false, true} {
		f := finished("spellcraft", won)
		f.When = time.UnixMilli(int64(1_700_000_000_000 + i*1000))
		f.Result.When = f.When
		_, err := s.Finish(f)
		require.NoError(t, err)
		want.Add(*f.Result)
	}
	people := finished("spellcraft", true)
	people.Result = nil
	_, err := s.Finish(people)
	require.NoError(t, err)
	got, notices := s.Statistics()
	assert.Empty(t, notices)
	assert.Equal(t, want, got, "a game of people only is in the History, not the statistics")
	games, _ := s.Games()
	assert.Len(t, games, 5)
}

// TestARowNoGameProducesIsRefusedAlone: statistics that no game could
// produce (a count of -10 hints) are left out with a notice.
func TestARowNoGameProducesIsRefusedAlone(t *testing.T) {
	s := open(t, t.TempDir())
	statisticsAreTheFinishedGames(t, s)
	_, err := store.DB(s).Exec(`UPDATE finished SET hints = -10 WHERE id = 2`)
	require.NoError(t, err)
	got, notices := s.Statistics()
	require.Len(t, notices, 1)
	assert.Contains(t, notices[0], "1 finished games hold figures no game produces")
	assert.Equal(t, 3, got.Line("spellcraft", "hard").Games)
}

// TestADamagedRecordLeavesTheHistoryAside: a finished game whose record
// no longer reads says so once, is kept aside, and leaves the list.
func TestADamagedRecordLeavesTheHistoryAside(t *testing.T) {
	s := open(t, t.TempDir())
	it, err := s.Finish(finished("speedoh", false))
	require.NoError(t, err)
	_, err = store.DB(s).Exec(`UPDATE finished SET record = 'not a record' WHERE id = ?`, it.ID)
	require.NoError(t, err)
	_, err = s.Record(it.ID)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "set aside")
	games, _ := s.Games()
	assert.Empty(t, games)
	var kept string
	require.NoError(t, store.DB(s).QueryRow(`SELECT data FROM aside`).Scan(&kept))
	assert.Equal(t, "not a record", kept)
	f, _ := s.Statistics()
	assert.Equal(t, 1, f.Line("speedoh", "hard").Games, "it still counts as a game played")
}

func TestDeleteLeavesTheCount(t *testing.T) { each(t, deleteLeavesTheCount) }

func deleteLeavesTheCount(t *testing.T, s store.Store) {
	it, err := s.Finish(finished("spit", true))
	require.NoError(t, err)
	require.NoError(t, s.Delete(it.ID))
	games, _ := s.Games()
	assert.Empty(t, games)
	f, _ := s.Statistics()
	assert.Equal(t, 1, f.Line("spit", "hard").Wins)
}
