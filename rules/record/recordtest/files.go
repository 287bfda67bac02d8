package recordtest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Text returns rec as its file's text.
func Text(t testing.TB, rec *record.Record) string {
	t.Helper()
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	return buf.String()
}

// Reread writes rec and reads it back, as `parlor verify FILE` does.
func Reread(t testing.TB, rec *record.Record) *record.Record {
	t.Helper()
	back, err := record.Read(strings.NewReader(Text(t, rec)))
	require.NoError(t, err)
	return back
}

// ReadFile reads the record file at path.
func ReadFile(t testing.TB, path string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	rec, err := record.Read(bytes.NewReader(data))
	require.NoError(t, err)
	return rec
}

// Golden compares rec, written as a file, with testdata/file byte for
// byte (UPDATE_GOLDEN=1 rewrites the file first) and returns the file read
// back as a record.
func Golden(t *testing.T, rec *record.Record, file string) *record.Record {
	t.Helper()
	got := Text(t, rec)
	path := filepath.Join("testdata", file)
	if os.Getenv("UPDATE_GOLDEN") == "1" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with UPDATE_GOLDEN=1 to create it")
	assert.Equal(t, string(want), got)
	back, err := record.Read(bytes.NewReader(want))
	require.NoError(t, err)
	return back
}

// DocQuotes checks that every line of the ```jsonl blocks in the section
// of docs/records.md headed "## "+heading is a line of testdata/golden,
// and returns how many lines are quoted.
func DocQuotes(t *testing.T, heading, golden string) int {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "records.md"))
	require.NoError(t, err)
	file, err := os.ReadFile(filepath.Join("testdata", golden))
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range strings.Split(string(file), "\n") {
		lines[l] = true
	}
	_, section, ok := strings.Cut(string(doc), "\n## "+heading+"\n")
	require.True(t, ok, "docs/records.md has a %s section", heading)
	section, _, _ = strings.Cut(section, "\n## ")
	quoted, in := 0, false
	for _, l := range strings.Split(section, "\n") {
		switch {
		case strings.HasPrefix(l, "```jsonl"):
			in = true
		case strings.HasPrefix(l, "```"):
			in = false
		case in:
			quoted++
			assert.True(t, lines[l], "not in %s: %s", golden, l)
		}
	}
	return quoted
}

// Tamper returns text, a record's file, with its line n (from 1)
// rewritten by f.
func Tamper(text string, n int, f func(string) string) string {
	lines := strings.Split(text, "\n")
	lines[n-1] = f(lines[n-1])
	return strings.Join(lines, "\n")
}

// LineOf returns the number (from 1) of the first line of text, at line
// from or later, that contains sub; -1 if none does.
func LineOf(text, sub string, from int) int {
	for i, l := range strings.Split(text, "\n") {
		if i+1 >= from && strings.Contains(l, sub) {
			return i + 1
		}
	}
	return -1
}

// VerifyText reads text, which must read as a record, and returns what
// verify says of it.
func VerifyText(t testing.TB, text string, verify func(*record.Record) error) error {
	t.Helper()
	r, err := record.Read(strings.NewReader(text))
	require.NoError(t, err)
	return verify(r)
}

// WantMismatch checks that err is a *record.Mismatch at line.
func WantMismatch(t testing.TB, err error, line int) {
	t.Helper()
	var m *record.Mismatch
	if assert.True(t, errors.As(err, &m), "want a Mismatch, got %v", err) {
		assert.Equal(t, line, m.Line, m.Error())
	}
}
