package spellcraft_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func seatsFor(n int) []record.Seat {
	out := []record.Seat{{Name: "You", Kind: "human"}}
	for i := 1; i < n; i++ {
		out = append(out, record.Seat{Name: fmt.Sprintf("Bot %d", i), Kind: "bot", Bot: "normal"})
	}
	return out
}

func writeRead(t testing.TB, rec *record.Record) (*record.Record, string) {
	t.Helper()
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	text := buf.String()
	got, err := record.Read(strings.NewReader(text))
	require.NoError(t, err)
	return got, text
}

func count(rec *record.Record, name string) int {
	n := 0
	for _, e := range rec.Events {
		if e.Name == name {
			n++
		}
	}
	return n
}

func TestRecordRoundTrip(t *testing.T) {
	for seed := range uint64(60) {
		cfg := configFor(seed)
		cfg.FixedDealer, cfg.Dealer = seed%4 == 0, int(seed%2)
		final, steps := randomGame(t, cfg, seed, 30)
		rec, err := spellcraft.NewRecord(cfg, seed, seatsFor(cfg.Players), steps)
		require.NoError(t, err)
		got, _ := writeRead(t, rec)
		require.NoError(t, spellcraft.Verify(got), "seed %d", seed)
		s, err := spellcraft.Replay(got)
		require.NoError(t, err)
		assert.True(t, *final == *s, "same seed + same actions = same game (G2)")
		assert.Equal(t, final.Round(), count(got, "deal"))
		assert.Equal(t, final.Round(), count(got, "showdown"))
		assert.Equal(t, final.Round(), count(got, "payout"))
		assert.Equal(t, 1, count(got, "game"))
		assert.Equal(t, len(steps), count(got, ""), "one act event per step")
	}
}

// TestRecorder: recording as the game goes gives the same record as
// NewRecord, and a game in progress verifies.
func TestRecorder(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	_, steps := randomGame(t, cfg, 9, 30)
	r, err := spellcraft.NewRecorder(cfg, 9, seatsFor(4))
	require.NoError(t, err)
	for i, st := range steps {
		require.NoError(t, r.Apply(st.Seat, st.Action))
		if i%50 == 0 {
			assert.NoError(t, spellcraft.Verify(r.Record()), "after %d steps", i+1)
		}
	}
	assert.True(t, r.State().Over())
	want, err := spellcraft.NewRecord(cfg, 9, seatsFor(4), steps)
	require.NoError(t, err)
	assert.Equal(t, want, r.Record())
	assert.ErrorIs(t, r.Apply(0, spellcraft.Pass), spellcraft.ErrIllegal)
	assert.Equal(t, want, r.Record(), "a refused action is not recorded")

	_, err = spellcraft.NewRecorder(spellcraft.Config{}, 1, nil)
	assert.Error(t, err)
	_, err = spellcraft.NewRecorder(cfg, 1, seatsFor(3))
	assert.Error(t, err)
}

// TestResumeContinuesAGameInProgress: a record cut between any two
// actions (an autosave) resumes to the very state it left, and the game
// goes on to the same record as if it had never stopped; a damaged one is
// an error.
func TestResumeContinuesAGameInProgress(t *testing.T) {
	cfg := spellcraft.Config{Players: 3, Trump: true}
	_, steps := randomGame(t, cfg, 4, 30)
	want, err := spellcraft.NewRecord(cfg, 4, seatsFor(3), steps)
	require.NoError(t, err)
	for _, n := range []int{0, 1, 7, len(steps) / 2, len(steps) - 1} {
		part, err := spellcraft.NewRecord(cfg, 4, seatsFor(3), steps[:n])
		require.NoError(t, err)
		back, _ := writeRead(t, part)
		r, err := spellcraft.Resume(back)
		require.NoError(t, err, "%d steps", n)
		left, err := spellcraft.Replay(part)
		require.NoError(t, err)
		for seat := range cfg.Players { // the states differ only in the recorder's journal
			assert.Equal(t, left.View(seat), r.State().View(seat), "%d steps: seat %d's view", n, seat)
		}
		for _, st := range steps[n:] {
			require.NoError(t, r.Apply(st.Seat, st.Action))
		}
		assert.Equal(t, want.Events, r.Record().Events, "%d steps: the finished record", n)
	}
	_, err = spellcraft.Resume(&record.Record{Header: record.Header{Game: "speedrun"}})
	assert.Error(t, err)
}

func TestNewRecordRefusesIllegalStep(t *testing.T) {
	cfg := spellcraft.Config{Players: 3}
	_, err := spellcraft.NewRecord(cfg, 5, seatsFor(3), []spellcraft.Step{{Seat: 0, Action: spellcraft.Knock}})
	assert.ErrorIs(t, err, spellcraft.ErrIllegal)
	assert.ErrorContains(t, err, "step 1")
}

func tamper(text string, n int, f func(string) string) string {
	lines := strings.Split(text, "\n")
	lines[n-1] = f(lines[n-1])
	return strings.Join(lines, "\n")
}

func lineOf(text, sub string, from int) int {
	for i, l := range strings.Split(text, "\n") {
		if i+1 >= from && strings.Contains(l, sub) {
			return i + 1
		}
	}
	return -1
}

// TestVerifyCatchesDamage: a damaged record gets a clear error naming the
// line, never a panic.
func TestVerifyCatchesDamage(t *testing.T) {
	cfg := spellcraft.Config{Players: 3, Trump: true}
	_, steps := randomGame(t, cfg, 8, 30)
	rec, err := spellcraft.NewRecord(cfg, 8, seatsFor(3), steps)
	require.NoError(t, err)
	_, text := writeRead(t, rec)

	verify := func(text string) error {
		r, err := record.Read(strings.NewReader(text))
		require.NoError(t, err)
		return spellcraft.Verify(r)
	}
	wantMismatch := func(t *testing.T, err error, line int) {
		t.Helper()
		var m *record.Mismatch
		if assert.True(t, errors.As(err, &m), "want a Mismatch, got %v", err) {
			assert.Equal(t, line, m.Line, m.Error())
		}
	}
	for _, name := range []string{"deal", "field", "draw", "bids", "showdown", "payout"} {
		t.Run("changed_"+name, func(t *testing.T) {
			n := lineOf(text, `"name":"`+name+`"`, 2)
			require.Positive(t, n, "the record has a %s event", name)
			bad := tamper(text, n, func(l string) string {
				// Swap the first two distinct digits the data holds.
				i := strings.Index(l, `"data":`)
				b := []byte(l)
				for j := i; j < len(b); j++ {
					if b[j] >= '0' && b[j] <= '8' {
						b[j]++
						break
					}
				}
				return string(b)
			})
			err := verify(bad)
			wantMismatch(t, err, n)
			assert.Contains(t, err.Error(), name)
		})
	}
	t.Run("missing_outcome", func(t *testing.T) {
		n := lineOf(text, `"name":"bids"`, 1)
		bad := tamper(text, n, func(string) string { return "" })
		wantMismatch(t, verify(bad), n+1)
	})
	t.Run("extra_event_at_end", func(t *testing.T) {
		bad := text + `{"e":"outcome","name":"bids","data":{"round":99}}` + "\n"
		wantMismatch(t, verify(bad), strings.Count(text, "\n")+1)
	})
	t.Run("truncated_outcomes", func(t *testing.T) {
		lines := strings.Split(strings.TrimSpace(text), "\n")
		wantMismatch(t, verify(strings.Join(lines[:len(lines)-1], "\n")), 0)
	})
	t.Run("bad_token_names_line", func(t *testing.T) {
		n := lineOf(text, `"a":"bid`, 1)
		bad := tamper(text, n, func(l string) string { return strings.Replace(l, `"a":"bid `, `"a":"bid x`, 1) })
		err := verify(bad)
		var le *record.LineError
		if assert.True(t, errors.As(err, &le), "%v", err) {
			assert.Equal(t, n, le.Line)
		}
		assert.ErrorContains(t, err, "bad action")
	})
	t.Run("illegal_action_names_line", func(t *testing.T) {
		n := lineOf(text, `"a":"bid`, 1)
		bad := tamper(text, n, func(l string) string {
			return l[:strings.Index(l, `"a":"bid`)] + `"a":"bid 9"}`
		})
		err := verify(bad)
		assert.ErrorIs(t, err, spellcraft.ErrIllegal)
		assert.ErrorContains(t, err, "SC6")
		var le *record.LineError
		if assert.True(t, errors.As(err, &le)) {
			assert.Equal(t, n, le.Line)
		}
	})
	t.Run("header", func(t *testing.T) {
		bad := tamper(text, 1, func(l string) string { return strings.Replace(l, `"game":"spellcraft"`, `"game":"speedrun"`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"players":3`, `"players":9`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"players":3`, `"players":4`, 1) })
		assert.ErrorContains(t, verify(bad), "seats")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"options":{`, `"options":{"chips":"many",`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"trump":true`, `"trump":false`, 1) })
		assert.Error(t, verify(bad), "options change the game")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"seed":8`, `"seed":9`, 1) })
		wantMismatch(t, verify(bad), 2)
	})
	t.Run("nil_and_empty", func(t *testing.T) {
		assert.Error(t, spellcraft.Verify(nil))
		assert.Error(t, spellcraft.Verify(&record.Record{}))
	})
}

// goldenSteps is the golden game: four seats, trump and jokers, 12 chips,
// random play.
func goldenSteps(t testing.TB) (spellcraft.Config, []spellcraft.Step) {
	cfg := spellcraft.Config{Players: 4, Trump: true, Chips: 12}
	_, steps := randomGame(t, cfg, 2026, 35)
	return cfg, steps
}

// TestGoldenRecord keeps a seeded game's record in testdata; regenerate
// with UPDATE_GOLDEN=1.
func TestGoldenRecord(t *testing.T) {
	cfg, steps := goldenSteps(t)
	rec, err := spellcraft.NewRecord(cfg, 2026, seatsFor(4), steps)
	require.NoError(t, err)
	var buf bytes.Buffer
	_, err = rec.WriteTo(&buf)
	require.NoError(t, err)
	path := filepath.Join("testdata", "trump-4p-2026.jsonl")
	if os.Getenv("UPDATE_GOLDEN") != "" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with UPDATE_GOLDEN=1 to create")
	assert.Equal(t, string(want), buf.String())
	got, err := record.Read(bytes.NewReader(want))
	require.NoError(t, err)
	assert.NoError(t, spellcraft.Verify(got))
	for _, name := range []string{"deal", "field", "draw", "bids", "showdown", "payout", "game"} {
		assert.Positive(t, count(got, name), "the golden record shows a %s event", name)
	}
	assert.Contains(t, string(want), `"blackJoker"`)
	assert.Contains(t, string(want), `"a":"target`)
}

// FuzzVerify: Verify never panics on any record the reader accepts.
func FuzzVerify(f *testing.F) {
	cfg := spellcraft.Config{Players: 3}
	_, steps := randomGame(f, cfg, 3, 30)
	rec, _ := spellcraft.NewRecord(cfg, 3, seatsFor(3), steps[:60])
	var buf bytes.Buffer
	_, _ = rec.WriteTo(&buf)
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := record.Read(bytes.NewReader(b))
		if err != nil {
			return
		}
		_ = spellcraft.Verify(r)
	})
}

// TestVerifyRandomDamageNeverPanics flips bytes, drops and swaps lines of
// a record at random: Verify answers every readable result with nil or an
// error, and never panics.
func TestVerifyRandomDamageNeverPanics(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	_, steps := randomGame(t, cfg, 21, 30)
	rec, err := spellcraft.NewRecord(cfg, 21, seatsFor(4), steps)
	require.NoError(t, err)
	_, text := writeRead(t, rec)
	rng := newRand(5)
	failed := 0
	for range 300 {
		lines := strings.Split(text, "\n")
		switch rng.IntN(3) {
		case 0:
			i := rng.IntN(len(lines))
			if l := []byte(lines[i]); len(l) > 0 {
				const alphabet = "0123456789{}[]\",:abcHSDCJ "
				l[rng.IntN(len(l))] = alphabet[rng.IntN(len(alphabet))]
				lines[i] = string(l)
			}
		case 1:
			i := 1 + rng.IntN(len(lines)-1)
			lines = append(lines[:i], lines[i+1:]...)
		default:
			i, j := 1+rng.IntN(len(lines)-1), 1+rng.IntN(len(lines)-1)
			lines[i], lines[j] = lines[j], lines[i]
		}
		r, err := record.Read(strings.NewReader(strings.Join(lines, "\n")))
		if err != nil {
			continue
		}
		if spellcraft.Verify(r) != nil {
			failed++
		}
	}
	assert.Greater(t, failed, 200, "most damage is caught")
}
