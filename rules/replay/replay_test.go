package replay_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/replay"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gameLines plays a short computer game of Speed Run and returns its
// record as lines.
func gameLines(t *testing.T) []string {
	t.Helper()
	e, ok := games.Lookup("speedrun")
	require.True(t, ok)
	seats := []record.Seat{{Name: "A", Kind: "bot", Bot: "normal"}, {Name: "B", Kind: "bot", Bot: "easy"}, {Name: "C", Kind: "bot", Bot: "random"}}
	m, err := e.New(nil, 11, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Normal, engine.Easy, engine.Random}, 11))
	var b bytes.Buffer
	_, err = m.Record().WriteTo(&b)
	require.NoError(t, err)
	return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
}

func writeLines(t *testing.T, name string, lines []string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	return p
}

func verify(files ...string) (int, string) {
	var o, e bytes.Buffer
	code := replay.Main(files, &o, &e)
	return code, o.String() + e.String()
}

// find returns the 1-based line number of the first line containing s.
func find(t *testing.T, lines []string, s string) int {
	t.Helper()
	for i, l := range lines {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	t.Fatalf("no line contains %q", s)
	return 0
}

func TestVerifyOK(t *testing.T) {
	p := writeLines(t, "good.jsonl", gameLines(t))
	code, out := verify(p)
	assert.Equal(t, 0, code)
	assert.Equal(t, p+": OK\n", out)
}

// TestVerifyTampered: a changed outcome, a changed action and a changed
// deal are each reported at their own line, and the exit code is 1.
func TestVerifyTampered(t *testing.T) {
	lines := gameLines(t)
	cases := []struct {
		name   string
		line   int
		change func(string) string
	}{
		{"trick_winner", find(t, lines, `"name":"trick"`), func(l string) string {
			for w := 0; w < 3; w++ {
				if strings.Contains(l, fmt.Sprintf(`"winner":%d`, w)) {
					return strings.Replace(l, fmt.Sprintf(`"winner":%d`, w), fmt.Sprintf(`"winner":%d`, (w+1)%3), 1)
				}
			}
			return l
		}},
		{"hand_score", find(t, lines, `"name":"hand"`), func(l string) string {
			return strings.Replace(l, `"score":[`, `"score":[40,`, 1)
		}},
		{"bad_action", find(t, lines, `"a":"play`), func(l string) string {
			i := strings.Index(l, `"a":"play `)
			return l[:i] + `"a":"play S99"}`
		}},
		{"deal", find(t, lines, `"name":"deal"`), func(l string) string {
			return strings.Replace(l, `"hidden":"`, `"hidden":"C1 `, 1)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bad := append([]string(nil), lines...)
			bad[c.line-1] = c.change(bad[c.line-1])
			require.NotEqual(t, lines[c.line-1], bad[c.line-1])
			p := writeLines(t, "bad.jsonl", bad)
			code, out := verify(p)
			assert.Equal(t, 1, code)
			assert.True(t, strings.HasPrefix(out, fmt.Sprintf("%s: line %d: ", p, c.line)), out)
		})
	}
}

// TestVerifyMalformed: broken JSON, a bad header, an empty file and an
// unknown game get a clear message with the line number, never a panic.
func TestVerifyMalformed(t *testing.T) {
	lines := gameLines(t)
	cases := []struct {
		name  string
		lines []string
		want  string
	}{
		{"truncated_json", append(append([]string(nil), lines[:5]...), `{"e":"act","seat":1`), "line 6: "},
		{"not_a_record", []string{`hello`}, "line 1: "},
		{"empty", []string{""}, "line 1: "},
		{"bad_version", []string{strings.Replace(lines[0], `"version":1`, `"version":99`, 1)}, "line 1: "},
		{"unknown_game", []string{strings.Replace(lines[0], `"game":"speedrun"`, `"game":"chess"`, 1)}, `line 1: unknown game "chess"`},
		{"unknown_event", append(append([]string(nil), lines[:3]...), `{"e":"teleport"}`), "line 4: "},
		{"bad_options", []string{strings.Replace(lines[0], `"length":"short"`, `"length":"eternal"`, 1)}, "line 1: "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := writeLines(t, "x.jsonl", c.lines)
			code, out := verify(p)
			assert.Equal(t, 1, code)
			assert.True(t, strings.HasPrefix(out, p+": "+c.want), out)
		})
	}
}

// TestVerifySeveralFiles: one line per file; any failure makes exit 1.
func TestVerifySeveralFiles(t *testing.T) {
	good := writeLines(t, "good.jsonl", gameLines(t))
	code, out := verify(good, good+".missing", good)
	assert.Equal(t, 1, code)
	assert.Equal(t, 3, strings.Count(out, "\n"), out)
	assert.Contains(t, out, good+".missing: cannot open")
}

// TestVerifyDirectory: a directory given instead of files is named as one.
func TestVerifyDirectory(t *testing.T) {
	dir := t.TempDir()
	code, out := verify(dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, out, dir+": is a directory; give the record files in it")
}

func TestVerifyUsage(t *testing.T) {
	code, out := verify()
	assert.Equal(t, 2, code)
	assert.Contains(t, out, "usage: parlor verify FILE...")
	code, _ = verify("-bogus")
	assert.Equal(t, 2, code)
}

// sealedLines plays a short computer game of Speed Run committed to its
// seed, as a game hosted online is, and returns its record as lines.
func sealedLines(t *testing.T) []string {
	t.Helper()
	e, ok := games.Lookup("speedrun")
	require.True(t, ok)
	seats := []record.Seat{{Name: "A", Kind: "bot", Bot: "normal"}, {Name: "B", Kind: "bot", Bot: "easy"}, {Name: "C", Kind: "bot", Bot: "random"}}
	m, err := e.New(nil, 11, seats)
	require.NoError(t, err)
	require.NoError(t, engine.Seal(m))
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Normal, engine.Easy, engine.Random}, 11))
	var b bytes.Buffer
	_, err = m.Record().WriteTo(&b)
	require.NoError(t, err)
	return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
}

// TestVerifyChecksTheCommitment: a record of a game hosted online carries
// its seed, the salt and the commitment its seats were shown at the start;
// verify says the deals came from the committed seed, and refuses a record
// whose seed was changed, even one whose deals were dealt again from it.
func TestVerifyChecksTheCommitment(t *testing.T) {
	lines := sealedLines(t)
	require.Contains(t, lines[0], `"commit":"`)
	p := writeLines(t, "sealed.jsonl", lines)
	code, out := verify(p)
	assert.Equal(t, 0, code, out)
	assert.Contains(t, out, "its deals came from the seed committed to at the start")

	var h record.Header
	rec, err := record.Read(strings.NewReader(strings.Join(lines, "\n")))
	require.NoError(t, err)
	h = rec.Header
	e, _ := games.Lookup("speedrun")
	// Another seed, its game played out: every deal and outcome agrees
	// with the engine, only the commitment tells.
	m, err := e.New(nil, h.Seed+1, h.Seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Normal, engine.Easy, engine.Random}, 11))
	other := m.Record()
	other.Header.Commit, other.Header.Salt = h.Commit, h.Salt
	var b bytes.Buffer
	_, err = other.WriteTo(&b)
	require.NoError(t, err)
	p = writeLines(t, "other.jsonl", strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n"))
	code, out = verify(p)
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "line 1: the deals do not match the commitment shown at the start")
}
