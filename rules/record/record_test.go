package record_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRoundTrip(t *testing.T) {
	rec := &record.Record{Header: record.Header{Game: "speedrun", Seed: 42,
		Seats: []record.Seat{{Name: "You", Kind: "human"}, {Name: "W", Kind: "bot", Bot: "hard"}}}}
	ev, err := record.DataEvent(record.Chance, "deal", map[string]string{"hidden": "H1 S2"})
	require.NoError(t, err)
	rec.Append(ev)
	rec.Append(record.ActEvent(0, "play H10", 0))
	rec.Append(record.ActEvent(1, "play S3", 125))
	var buf bytes.Buffer
	_, err = rec.WriteTo(&buf)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(buf.String(), `{"format":"parlor-record","version":1,"game":"speedrun"`), buf.String())
	got, err := record.Read(&buf)
	require.NoError(t, err)
	assert.Equal(t, "speedrun", got.Header.Game)
	require.Len(t, got.Events, 3)
	assert.Equal(t, 0, got.Events[1].SeatOf(), "seat 0 survives omitempty")
	assert.Equal(t, int64(125), got.Events[2].Tick)
	assert.Equal(t, 4, got.Events[2].Line)
	assert.True(t, record.SameJSON(ev.Data, got.Events[0].Data))
}

// TestAByteOrderMarkIsAnEditorsNotDamage: a record saved by an editor
// that writes a UTF-8 byte-order mark in front still reads.
func TestAByteOrderMarkIsAnEditorsNotDamage(t *testing.T) {
	rec := &record.Record{Header: record.Header{Game: "spit", Seed: 3, Seats: []record.Seat{{Name: "You", Kind: "human"}}}}
	rec.Append(record.ActEvent(0, "play H10", 0))
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	got, err := record.Read(strings.NewReader("\ufeff" + buf.String()))
	require.NoError(t, err)
	assert.Equal(t, "spit", got.Header.Game)
	assert.Len(t, got.Events, 1)
}

func TestReadErrorsNameTheLine(t *testing.T) {
	head := `{"format":"parlor-record","version":1,"game":"spit","seed":1,"seats":[]}` + "\n"
	cases := map[string]struct {
		text string
		line int
	}{
		"empty":         {"", 1},
		"not json":      {"hello\n", 1},
		"wrong format":  {`{"format":"pgn","version":1,"game":"x"}` + "\n", 1},
		"future":        {`{"format":"parlor-record","version":9,"game":"x"}` + "\n", 1},
		"no game":       {`{"format":"parlor-record","version":1}` + "\n", 1},
		"bad event":     {head + "\n{\"e\":\"act\",\"a\":\"x\"}\n", 3},
		"unknown kind":  {head + `{"e":"boom"}` + "\n", 2},
		"truncated":     {head + `{"e":"act","seat":0,"a":"pl` + "\n", 2},
		"negative tick": {head + `{"e":"act","seat":0,"a":"x","tick":-5}` + "\n", 2},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := record.Read(strings.NewReader(c.text))
			require.Error(t, err)
			assert.ErrorIs(t, err, record.ErrMalformed)
			var le *record.LineError
			if assert.True(t, errors.As(err, &le)) {
				assert.Equal(t, c.line, le.Line, err.Error())
			}
		})
	}
}

// FuzzRead: the reader never panics and returns a record or an error.
// Its seeds are a header and a few events, which the fuzzer mutates
// cheaply; an input's work is linear in its length.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`{"format":"parlor-record","version":1,"game":"spit","seed":1,"seats":[]}` + "\n" + `{"e":"act","seat":0,"a":"x"}`))
	f.Add([]byte("{}\n{}"))
	f.Add([]byte(`{"format":"parlor-record","version":1,"game":"x","seed":2,"options":{"n":3},"seats":[{"name":"A","kind":"bot","bot":"easy"}]}` + "\r\n" +
		`{"e":"chance","name":"deal","data":{"hands":["C2 C3"]}}` + "\r\n" + `{"e":"act","seat":0,"tick":7,"a":"play C2"}` + "\r\n" +
		`{"e":"outcome","name":"game","data":{"winners":[0]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		rec, err := record.Read(bytes.NewReader(b))
		if err == nil && rec == nil {
			t.Fatal("nil record without error")
		}
	})
}

// TestLineOfExactlyOneMiB: the doc says "at most 1 MiB": a line of exactly
// that length is read, one byte more is refused with a plain message and
// its line number, with "\n" or "\r\n" endings alike.
func TestLineOfExactlyOneMiB(t *testing.T) {
	header := `{"format":"parlor-record","version":1,"game":"x","seats":[]}`
	event := func(n int) string {
		pre := `{"e":"chance","name":"pad","data":"`
		return pre + strings.Repeat("a", n-len(pre)-2) + `"}`
	}
	for _, eol := range []string{"\n", "\r\n"} {
		ok := header + eol + event(record.MaxLine) + eol
		rec, err := record.Read(strings.NewReader(ok))
		require.NoError(t, err)
		assert.Len(t, rec.Events, 1)

		long := header + eol + event(record.MaxLine+1) + eol
		_, err = record.Read(strings.NewReader(long))
		var le *record.LineError
		require.True(t, errors.As(err, &le), "%v", err)
		assert.Equal(t, 2, le.Line)
		assert.Contains(t, err.Error(), "longer than 1048576 bytes (1 MiB)")
		assert.NotContains(t, err.Error(), "bufio")
	}
	_, err := record.Read(strings.NewReader(header + "\n" + strings.Repeat("b", 3*record.MaxLine)))
	assert.ErrorContains(t, err, "line 2: malformed record: the line is longer than")
}

// TestMismatchAtTheEndNamesNoLine: a record that stops before an outcome
// its last action caused says so, not "line 0".
func TestMismatchAtTheEndNamesNoLine(t *testing.T) {
	m := &record.Mismatch{What: "missing outcome game", Got: "the end of the record", Want: "outcome game {}"}
	assert.Equal(t, "end of record: missing outcome game: record says the end of the record, engine derives outcome game {}", m.Error())
}

// zeros is an endless stream of zero bytes, as /dev/zero gives.
type zeros struct{ read int64 }

func (z *zeros) Read(p []byte) (int, error) {
	clear(p)
	z.read += int64(len(p))
	return len(p), nil
}

// TestAHugeRecordIsRefusedAfterWhatItMayCost: a record over MaxBytes is
// refused, and an endless stream is read no further than a line's worth:
// what a damaged or hostile file costs to read is bounded.
func TestAHugeRecordIsRefusedAfterWhatItMayCost(t *testing.T) {
	header := `{"format":"parlor-record","version":1,"game":"x","seats":[]}` + "\n"
	event := `{"e":"chance","name":"pad","data":"` + strings.Repeat("a", 1000) + `"}` + "\n"
	var b strings.Builder
	b.WriteString(header)
	for b.Len() <= record.MaxBytes {
		b.WriteString(event)
	}
	_, err := record.Read(strings.NewReader(b.String()))
	require.ErrorIs(t, err, record.ErrMalformed)
	assert.ErrorContains(t, err, "the record is larger than 16 MiB, the most a record may be")

	fits := header + strings.Repeat(event, (record.MaxBytes-len(header))/len(event))
	rec, err := record.Read(strings.NewReader(fits))
	require.NoError(t, err, "a record just under the bound is read whole")
	assert.Len(t, rec.Events, (record.MaxBytes-len(header))/len(event))

	z := &zeros{}
	_, err = record.Read(z)
	assert.ErrorContains(t, err, "the line is longer than")
	assert.Less(t, z.read, int64(4*record.MaxLine), "an endless file is read no further than its first line allows")
}
