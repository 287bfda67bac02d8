package records_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game/records"
	"parlor/game/store"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rec(game string) *record.Record {
	r := &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: game, Seed: 5,
		Created: "2026-11-20T10:00:00Z", Seats: []record.Seat{{Name: "You", Kind: "human"}}}}
	r.Append(record.ActEvent(0, "play a", 0))
	return r
}

// TestExportThenImport: `parlor export` writes every finished game as a
// record file (never over one already there) and `parlor import` adds a
// record that checks out to another player's History.
func TestExportThenImport(t *testing.T) {
	data := t.TempDir()
	s, _, err := store.Open(data)
	require.NoError(t, err)
	_, err = s.Finish(store.Finished{Record: rec("spit"), When: time.Now(), Summary: "You won"})
	require.NoError(t, err)
	require.NoError(t, s.Close())

	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	ok := func(*record.Record) (string, error) { return "You won", nil }
	require.Equal(t, 0, records.Main("export", []string{"-dir", out}, data, ok, &stdout, &stderr), stderr.String())
	files, _ := filepath.Glob(filepath.Join(out, "spit-*.jsonl"))
	require.Len(t, files, 1)
	b, err := os.ReadFile(files[0])
	require.NoError(t, err)
	got, err := record.Read(bytes.NewReader(b))
	require.NoError(t, err)
	assert.Equal(t, "spit", got.Header.Game)
	assert.Contains(t, stderr.String(), "1 of 1 finished games exported")

	stderr.Reset()
	assert.Equal(t, 1, records.Main("export", []string{"-dir", out}, data, ok, &stdout, &stderr), "a file already there is not written over")
	assert.Contains(t, stderr.String(), "file exists")

	other := t.TempDir()
	stdout.Reset()
	require.Equal(t, 0, records.Main("import", files, other, ok, &stdout, &stderr), stderr.String())
	assert.Contains(t, stdout.String(), "added to the History")
	stdout.Reset()
	require.Equal(t, 0, records.Main("import", files, other, ok, &stdout, &stderr), stderr.String())
	assert.Contains(t, stdout.String(), "in the History already", "a second import of the same file")
	s2, _, err := store.Open(other)
	require.NoError(t, err)
	defer s2.Close()
	games, err := s2.Games()
	require.NoError(t, err)
	require.Len(t, games, 1)
	assert.Equal(t, "You won", games[0].Summary)
	f, _ := s2.Statistics()
	assert.Nil(t, f.Line("spit", ""), "an imported game is not the player's to count")
}

// TestImportRefusesWhatDoesNotCheckOut: a damaged file and a record the
// rules refuse are named with why, and nothing is added.
func TestImportRefusesWhatDoesNotCheckOut(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	require.NoError(t, os.WriteFile(bad, []byte("{half"), 0o644))
	var buf bytes.Buffer
	good := filepath.Join(dir, "good.jsonl")
	_, err := rec("spit").WriteTo(&buf)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(good, buf.Bytes(), 0o644))
	refuse := func(*record.Record) (string, error) { return "", errors.New("it does not check out: line 2") }
	var stdout, stderr bytes.Buffer
	data := t.TempDir()
	assert.Equal(t, 1, records.Main("import", []string{bad, good}, data, refuse, &stdout, &stderr))
	assert.True(t, strings.Contains(stderr.String(), "bad.jsonl: not a game record"), stderr.String())
	assert.Contains(t, stderr.String(), "good.jsonl: it does not check out: line 2")
	s, _, err := store.Open(data)
	require.NoError(t, err)
	defer s.Close()
	games, _ := s.Games()
	assert.Empty(t, games)
}

// TestImportOfAnEndlessFileIsRefused: `parlor import /dev/zero` is told
// plainly that it is not a game record, without reading it whole.
func TestImportOfAnEndlessFileIsRefused(t *testing.T) {
	var stdout, stderr bytes.Buffer
	ok := func(*record.Record) (string, error) { return "", nil }
	assert.Equal(t, 1, records.Main("import", []string{"/dev/zero"}, t.TempDir(), ok, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "/dev/zero: not a game record")
	assert.Contains(t, stderr.String(), "the line is longer than")
}
