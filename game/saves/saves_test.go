package saves_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game/saves"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rec(game string, events int) *record.Record {
	r := &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: game, Seed: 7,
		Seats: []record.Seat{{Name: "You", Kind: "human"}}}}
	for i := range events {
		r.Append(record.ActEvent(0, "play "+string(rune('a'+i%26)), 0))
	}
	return r
}

// TestOneSavePerGame: saving one game never discards another's; a newer
// save of a game replaces its older one; Remove forgets only that game.
func TestOneSavePerGame(t *testing.T) {
	s := saves.Open(t.TempDir())
	defer s.Close()
	s.Put(rec("speedrun", 3))
	s.Put(rec("spit", 1))
	s.Put(rec("speedrun", 5))
	got, notices := s.List()
	assert.Empty(t, notices)
	require.Len(t, got, 2)
	byGame := map[string]int{}
	for _, e := range got {
		byGame[e.Game] = len(e.Record.Events)
	}
	assert.Equal(t, map[string]int{"speedrun": 5, "spit": 1}, byGame)
	s.Remove("speedrun")
	got, _ = s.List()
	require.Len(t, got, 1)
	assert.Equal(t, "spit", got[0].Game)
}

// TestWritesDoNotBlockAndKeepTheirOrder: Put returns at once; after Flush
// the last save asked for is on disk, whatever was queued before it.
func TestWritesDoNotBlockAndKeepTheirOrder(t *testing.T) {
	dir := t.TempDir()
	s := saves.Open(dir)
	defer s.Close()
	start := time.Now()
	for i := range 200 {
		s.Put(rec("stepstones", i+1))
		if i == 100 {
			s.Remove("stepstones")
		}
	}
	assert.Less(t, time.Since(start), 2*time.Second)
	require.NoError(t, s.Flush())
	got, _ := s.List()
	require.Len(t, got, 1)
	assert.Len(t, got[0].Record.Events, 200)
	tmp, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	assert.Empty(t, tmp, "no temporary file is left behind")
}

// TestDamagedSaveIsMovedAsideNeverDeleted: a file that is not a record, or
// that holds another game than its name says, is set aside with a notice,
// kept byte for byte; the other saves are still listed.
func TestDamagedSaveIsMovedAsideNeverDeleted(t *testing.T) {
	dir := t.TempDir()
	s := saves.Open(dir)
	defer s.Close()
	s.Put(rec("spit", 2))
	require.NoError(t, s.Flush())
	require.NoError(t, os.WriteFile(filepath.Join(dir, "speedrun.jsonl"), []byte("{{ not a record"), 0o644))
	var buf strings.Builder
	_, err := rec("spit", 1).WriteTo(&buf)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "speedoh.jsonl"), []byte(buf.String()), 0o644))
	got, notices := s.List()
	require.Len(t, got, 1)
	assert.Equal(t, "spit", got[0].Game)
	require.Len(t, notices, 2)
	for _, n := range notices {
		assert.Contains(t, n, "was damaged; kept it as")
	}
	aside, _ := filepath.Glob(filepath.Join(dir, "speedrun.jsonl.damaged-*"))
	require.Len(t, aside, 1)
	b, _ := os.ReadFile(aside[0])
	assert.Equal(t, "{{ not a record", string(b))
}

// TestAdoptTheOldAutosave: the one autosave of earlier versions becomes
// its game's save.
func TestAdoptTheOldAutosave(t *testing.T) {
	cfg, data := t.TempDir(), t.TempDir()
	f, err := os.Create(filepath.Join(cfg, "autosave.jsonl"))
	require.NoError(t, err)
	_, err = rec("speedrun", 4).WriteTo(f)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	s := saves.Open(data)
	defer s.Close()
	s.Adopt(filepath.Join(cfg, "autosave.jsonl"))
	got, _ := s.List()
	require.Len(t, got, 1)
	assert.Equal(t, "speedrun", got[0].Game)
	assert.NoFileExists(t, filepath.Join(cfg, "autosave.jsonl"))
}

// TestHostileGameNamesAreNotFiles: a header cannot make the store write
// outside its directory.
func TestHostileGameNamesAreNotFiles(t *testing.T) {
	dir := t.TempDir()
	s := saves.Open(filepath.Join(dir, "saves"))
	defer s.Close()
	s.Put(rec("../escape", 1))
	s.Put(rec("Spit", 1))
	s.Put(rec("", 1))
	require.NoError(t, s.Flush())
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 0, "nothing written anywhere")
}
