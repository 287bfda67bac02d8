package spit_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Golden transcripts of seeded bot games. Regenerate with
// UPDATE_GOLDEN=1 go test ./rules/spit -run Golden (after a deliberate
// change to the rules, the bots or the record).
func TestGoldenRecords(t *testing.T) {
	cases := []struct {
		file string
		cfg  spit.Config
		seed uint64
	}{
		{"standard_hard_normal_seed10.jsonl", spit.Config{}, 10},
		{"short_hard_normal_seed6.jsonl", spit.Config{Short: true}, 6},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			_, rec := spit.Simulate(c.cfg, c.seed, [2]spit.Level{spit.Hard, spit.Normal})
			var got bytes.Buffer
			_, err := rec.WriteTo(&got)
			require.NoError(t, err)
			path := filepath.Join("testdata", c.file)
			if os.Getenv("UPDATE_GOLDEN") == "1" {
				require.NoError(t, os.MkdirAll("testdata", 0o755))
				require.NoError(t, os.WriteFile(path, got.Bytes(), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "run with UPDATE_GOLDEN=1 to create it")
			assert.Equal(t, string(want), got.String())
			read, err := record.Read(bytes.NewReader(want))
			require.NoError(t, err)
			assert.NoError(t, spit.Verify(read))
		})
	}
}

// The worked example in docs/records.md quotes the golden record; every
// quoted line must still be a line of it.
func TestRecordsDocQuotesTheGoldenRecord(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "records.md"))
	require.NoError(t, err)
	golden, err := os.ReadFile(filepath.Join("testdata", "standard_hard_normal_seed10.jsonl"))
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range strings.Split(string(golden), "\n") {
		lines[l] = true
	}
	section := string(doc)
	i := strings.Index(section, "\n## Speed / Spit")
	require.GreaterOrEqual(t, i, 0, "docs/records.md has a Speed / Spit section")
	section = section[i+1:]
	if j := strings.Index(section, "\n## "); j >= 0 {
		section = section[:j]
	}
	quoted, in := 0, false
	for _, l := range strings.Split(section, "\n") {
		switch {
		case strings.HasPrefix(l, "```jsonl"):
			in = true
		case strings.HasPrefix(l, "```"):
			in = false
		case in:
			quoted++
			assert.True(t, lines[l], "not in the golden record: %s", l)
		}
	}
	assert.Greater(t, quoted, 10)
}
