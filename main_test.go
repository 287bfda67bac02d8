package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/sim"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// simRecord plays one game of name with `parlor sim` and reads the record
// it writes: computer players in every seat, named "Seat 0", "Seat 1"...
func simRecord(t *testing.T, name string) *record.Record {
	t.Helper()
	dir := t.TempDir()
	var out, errs strings.Builder
	require.Zero(t, sim.Main([]string{"-game", name, "-n", "1", "-workers", "1", "-records", dir}, &out, &errs), errs.String())
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	require.Len(t, files, 1)
	f, err := os.Open(files[0])
	require.NoError(t, err)
	defer f.Close()
	rec, err := record.Read(f)
	require.NoError(t, err)
	return rec
}

// TestAnImportedSimRecordSaysWhoWonByTheTablesNames: the History's line
// of a `parlor sim` record names the winner as its table shows the
// computer players (West, Ada), never by the placeholder "Seat 0".
func TestAnImportedSimRecordSaysWhoWonByTheTablesNames(t *testing.T) {
	for name, names := range map[string][]string{
		"speedrun": {"Computer 1", "West", "East"},
		"spit":     {"Ada", "Basil"},
	} {
		rec := simRecord(t, name)
		require.Equal(t, "Seat 0", rec.Header.Seats[0].Name, "what parlor sim writes")
		summary, err := checkRecord(rec)
		require.NoError(t, err)
		assert.NotContains(t, summary, "Seat", name)
		named := false
		for _, n := range names {
			named = named || strings.HasPrefix(summary, n)
		}
		assert.True(t, named, "%s: %q names a seat as its table does (%v)", name, summary, names)
		s, _, ok := summarize(rec)
		require.True(t, ok)
		assert.Equal(t, summary, s, "an earlier version's file of it reads the same")
	}
}
