package history_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"parlor/game/history"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rec(game string, seed uint64) *record.Record {
	return &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: game, Seed: seed,
		Seats: []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "hard"}}}}
}

func TestKeepListReadDelete(t *testing.T) {
	s := history.Open(t.TempDir())
	t0 := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	a, err := s.Add(rec("speedrun", 1), history.Item{When: t0, Level: "hard", Share: 1, Summary: "Won with 4 points"})
	require.NoError(t, err)
	b, err := s.Add(rec("spit", 2), history.Item{When: t0.Add(time.Hour), Summary: "Lost"})
	require.NoError(t, err)
	items, notice := s.List()
	assert.Empty(t, notice)
	require.Len(t, items, 2)
	assert.Equal(t, b.File, items[0].File, "newest first")
	assert.Equal(t, "Won with 4 points", items[1].Summary)
	got, err := s.Read(a.File)
	require.NoError(t, err)
	assert.Equal(t, "speedrun", got.Header.Game)
	require.NoError(t, s.Delete(a.File))
	items, _ = s.List()
	require.Len(t, items, 1)
	_, err = s.Read("../../etc/passwd")
	assert.Error(t, err, "only files of the history")
	assert.Error(t, s.Delete("../x.jsonl"))
}

func TestOldestGoBeyondTheLimit(t *testing.T) {
	dir := t.TempDir()
	s := history.Open(dir)
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range history.Limit + 5 {
		_, err := s.Add(rec("speedoh", uint64(i)), history.Item{When: t0.Add(time.Duration(i) * time.Minute)})
		require.NoError(t, err)
	}
	items, _ := s.List()
	require.Len(t, items, history.Limit)
	assert.Equal(t, t0.Add(time.Duration(history.Limit+4)*time.Minute), items[0].When)
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	assert.Len(t, files, history.Limit, "the records beyond the limit are deleted")
}

// TestLostIndexIsRebuilt: a damaged index is set aside and the games are
// listed again from their records.
func TestLostIndexIsRebuilt(t *testing.T) {
	dir := t.TempDir()
	s := history.Open(dir)
	r := rec("stepstones", 5)
	r.Header.Created = "2026-11-21T10:00:00Z"
	_, err := s.Add(r, history.Item{Summary: "x"})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.json"), []byte("[{broken"), 0o644))
	items, notice := s.List()
	assert.Contains(t, notice, "was damaged")
	require.Len(t, items, 1)
	assert.Equal(t, "stepstones", items[0].Game)
	assert.Equal(t, "hard", items[0].Level)
}
