//go:build !js

package store_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"parlor/game/stats"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// copyDir copies testdata's files of an earlier version into a fresh
// data directory.
func copyDir(t *testing.T, from string) string {
	t.Helper()
	to := t.TempDir()
	require.NoError(t, filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(to, rel)), 0o755))
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	}))
	return to
}

func files(t *testing.T, dir string) []string {
	var out []string
	require.NoError(t, filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, rel)
		}
		return err
	}))
	sort.Strings(out)
	return out
}

// TestImportOfEarlierFiles moves real files of the earlier version (two
// saves, a history with an index, a record the index lost, the .tmp left
// by a crash, a damaged record, a record under another game's file name,
// and stats.json) into the database, once.
func TestImportOfEarlierFiles(t *testing.T) {
	dir := copyDir(t, "testdata/v1")
	wantStats, _, err := stats.Parse(must(os.ReadFile(filepath.Join(dir, "stats.json"))))
	require.NoError(t, err)
	s := open(t, dir)
	summarize := func(rec *record.Record) (string, float64, bool) { return "Summed " + rec.Header.Game, 0.5, true }
	notices := s.ImportFiles(dir, "", summarize)
	require.Len(t, notices, 2, "%q", notices)
	assert.Contains(t, notices[0], "A damaged finished game was kept aside as spit-20261104-090000.000-1.jsonl.damaged-")
	assert.Equal(t, "Your statistics, 2 saved games and 5 finished games of an earlier version are kept in the new games file now; the old files were renamed *.imported.", notices[1])

	sr, err := record.Read(strings.NewReader(string(must(os.ReadFile("testdata/v1/saves/speedrun.jsonl")))))
	require.NoError(t, err)
	assert.Equal(t, len(sr.Events), saveCount(t, s, "speedrun"), "the save of Speed Run came over")
	saves, _ := s.Saves()
	assert.Len(t, saves, 2)

	games, err := s.Games()
	require.NoError(t, err)
	got := map[string]string{}
	for _, g := range games {
		got[g.Game+" "+g.When.Format("01-02")] = g.Summary
	}
	assert.Equal(t, map[string]string{
		"stepstones 11-01": "You won",        // from the index
		"spellcraft 11-02": "West won",       // from the index
		"speedoh 11-03":    "Summed speedoh", // the index lost it: made again from the record
		"spit 11-05":       "Summed spit",    // the crash's complete .tmp record
		"speedoh 11-06":    "Summed speedoh", // listed under the game it holds, not its file name
	}, got)

	f, notices := s.Statistics()
	assert.Empty(t, notices)
	assert.Equal(t, wantStats, f, "the counts carried over, the history's games not counted twice")

	left := files(t, dir)
	for _, name := range left {
		ok := name == "parlor.db" || name == "parlor.db-journal" || strings.HasSuffix(name, ".imported") || strings.Contains(name, ".damaged-") || name == "history/index.json"
		assert.True(t, ok, "%s was left where it was", name)
	}

	again := s.ImportFiles(dir, "", summarize)
	assert.Empty(t, again, "nothing is imported twice")
	games2, _ := s.Games()
	assert.Len(t, games2, len(games))
}

// TestAnImportedFileNotRenamedIsNotImportedTwice: a crash after the
// import committed but before the file was renamed.
func TestAnImportedFileNotRenamedIsNotImportedTwice(t *testing.T) {
	dir := copyDir(t, "testdata/v1")
	s := open(t, dir)
	s.ImportFiles(dir, "", nil)
	require.NoError(t, os.Rename(filepath.Join(dir, "stats.json.imported"), filepath.Join(dir, "stats.json")))
	assert.Empty(t, s.ImportFiles(dir, "", nil))
	f, _ := s.Statistics()
	assert.Equal(t, 2, f.Line("stepstones", "normal").Games)
	_, err := os.Stat(filepath.Join(dir, "stats.json.imported"))
	assert.NoError(t, err)
}

func TestAnOldAutosaveIsImported(t *testing.T) {
	dir, config := t.TempDir(), t.TempDir()
	src := must(os.ReadFile("testdata/v1/saves/spit.jsonl"))
	require.NoError(t, os.WriteFile(filepath.Join(config, "autosave.jsonl"), src, 0o644))
	s := open(t, dir)
	s.ImportFiles(dir, config, nil)
	saves, _ := s.Saves()
	require.Len(t, saves, 1)
	assert.Equal(t, "spit", saves[0].Game)
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// TestImpossibleEarlierStatisticsAreRefusedAlone: a stats.json in which
// one game's counts could never have been left (a count near the largest
// integer, so one more game would overflow) carries the other games over.
func TestImpossibleEarlierStatisticsAreRefusedAlone(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "stats.json"), []byte(`{"version":1,"games":{
		"speedrun":{"hard":{"games":9223372036854775807,"wins":1}},
		"spit":{"easy":{"games":5,"wins":2,"streak":1,"best":2}}}}`), 0o644))
	s := open(t, dir)
	notices := s.ImportFiles(dir, "", nil)
	require.Len(t, notices, 2, "%q", notices)
	assert.Contains(t, notices[0], "The earlier statistics of speedrun hard hold counts no game could leave")
	f, _ := s.Statistics()
	assert.Nil(t, f.Line("speedrun", "hard"))
	require.NotNil(t, f.Line("spit", "easy"))
	assert.Equal(t, 5, f.Line("spit", "easy").Games)
}
