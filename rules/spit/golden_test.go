package spit_test

import (
	"bytes"
	"os"
	"path/filepath"
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
