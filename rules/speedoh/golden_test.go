package speedoh_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Golden transcripts of seeded bot games. Regenerate with
// UPDATE_GOLDEN=1 go test ./rules/speedoh -run Golden (after a deliberate
// change to the rules, the bots or the record).
func TestGoldenRecords(t *testing.T) {
	cases := []struct {
		file   string
		cfg    speedoh.Config
		seed   uint64
		levels []speedoh.Level
	}{
		{"three_hard_normal_easy_seed10.jsonl", speedoh.Config{}, 10, []speedoh.Level{speedoh.Hard, speedoh.Normal, speedoh.Easy}},
		{"two_beginner_totem_seed24.jsonl", speedoh.Config{Beginner: true, Totem: true}, 24, []speedoh.Level{speedoh.Normal, speedoh.Hard}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			_, rec, err := speedoh.Simulate(c.cfg, c.seed, c.levels)
			require.NoError(t, err)
			var got bytes.Buffer
			_, err = rec.WriteTo(&got)
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
			assert.NoError(t, speedoh.Verify(read))
		})
	}
}

// The record example in the package doc quotes the golden record; every
// quoted line must still be a line of it.
func TestPackageDocQuotesTheGoldenRecord(t *testing.T) {
	lines := goldenLines(t)
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	quoted := 0
	for _, l := range strings.Split(string(doc), "\n") {
		if q, ok := strings.CutPrefix(l, "//\t{"); ok {
			quoted++
			assert.True(t, lines["{"+q], "not in the golden record: %s", q)
		}
	}
	assert.Greater(t, quoted, 10)
}

// TestRecordsDocQuotesTheGoldenRecord: the example in docs/records.md is
// the golden record's own lines.
func TestRecordsDocQuotesTheGoldenRecord(t *testing.T) {
	lines := goldenLines(t)
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "records.md"))
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "## SpeedOh: Blades")
	require.True(t, ok, "docs/records.md has a SpeedOh section")
	quoted := 0
	for _, l := range strings.Split(section, "\n") {
		if strings.HasPrefix(l, "{") {
			quoted++
			assert.True(t, lines[l], "not in the golden record: %s", l)
		}
	}
	assert.Greater(t, quoted, 10)
}

func goldenLines(t *testing.T) map[string]bool {
	t.Helper()
	golden, err := os.ReadFile(filepath.Join("testdata", "three_hard_normal_easy_seed10.jsonl"))
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range strings.Split(string(golden), "\n") {
		lines[l] = true
	}
	return lines
}
