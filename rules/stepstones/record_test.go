package stepstones_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/rules/record"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var seats = []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "normal"}, {Name: "East", Kind: "bot", Bot: "hard"}}

// playSteps plays a random game and returns its steps and final state.
func playSteps(t testing.TB, cfg stepstones.Config, seed uint64) ([]stepstones.Step, *stepstones.State) {
	return playStepsPassing(t, cfg, seed, 0)
}

// playStepsPassing is playSteps with a pass chosen with probability
// passPct% whenever it is legal, so that records show passes and puddles.
func playStepsPassing(t testing.TB, cfg stepstones.Config, seed uint64, passPct int) ([]stepstones.Step, *stepstones.State) {
	rng := rand.New(rand.NewPCG(seed, 99))
	s := stepstones.New(cfg, seed)
	var steps []stepstones.Step
	for !s.Over() {
		seat := s.ToMove()[0]
		l := s.Legal(seat)
		a := l[rng.IntN(len(l))]
		if l[0] == stepstones.Pass && rng.IntN(100) < passPct {
			a = stepstones.Pass
		}
		steps = append(steps, stepstones.Step{Seat: seat, Action: a})
		require.NoError(t, s.Apply(seat, a))
	}
	return steps, s
}

func writeRead(t testing.TB, rec *record.Record) (*record.Record, string) {
	var buf bytes.Buffer
	_, err := rec.WriteTo(&buf)
	require.NoError(t, err)
	text := buf.String()
	got, err := record.Read(strings.NewReader(text))
	require.NoError(t, err)
	return got, text
}

func TestRecordRoundTrip(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		cfg := stepstones.Config{Redo: seed%2 == 1, Sheet: stepstones.Sheet(seed / 2 % 2), FixedForehand: seed%5 == 0, Forehand: int(seed % 3)}
		steps, final := playSteps(t, cfg, seed)
		rec, err := stepstones.NewRecord(cfg, seed, seats, steps)
		require.NoError(t, err)
		got, _ := writeRead(t, rec)
		require.NoError(t, stepstones.Verify(got))
		s, err := stepstones.Replay(got)
		require.NoError(t, err)
		assert.Equal(t, final, s, "same seed + same actions = same game (G2)")
		deals, tricks, hands, games := 0, 0, 0, 0
		for _, e := range got.Events {
			switch e.Name {
			case "deal":
				deals++
			case "trick":
				tricks++
			case "hand":
				hands++
			case "game":
				games++
			}
		}
		assert.Equal(t, final.HandNumber(), deals)
		assert.Equal(t, final.HandNumber()*12, tricks)
		assert.Equal(t, final.HandNumber(), hands)
		assert.Equal(t, 1, games)
	}
}

func TestRecordOfGameInProgressVerifies(t *testing.T) {
	steps, _ := playSteps(t, stepstones.Config{}, 5)
	for _, n := range []int{0, 1, 2, 40, 77} {
		rec, err := stepstones.NewRecord(stepstones.Config{}, 5, seats, steps[:n])
		require.NoError(t, err)
		assert.NoError(t, stepstones.Verify(rec), "%d steps", n)
	}
}

func TestNewRecordRefusesIllegalStep(t *testing.T) {
	_, err := stepstones.NewRecord(stepstones.Config{}, 5, seats, []stepstones.Step{{Seat: 0, Action: act("play H1")}, {Seat: 1, Action: stepstones.Pass}})
	assert.ErrorIs(t, err, stepstones.ErrIllegal)
}

// tamper rewrites line n (1-based) of a record's text with f.
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

func TestVerifyCatchesTampering(t *testing.T) {
	cfg := stepstones.Config{Redo: true}
	steps, _ := playSteps(t, cfg, 8)
	rec, err := stepstones.NewRecord(cfg, 8, seats, steps)
	require.NoError(t, err)
	_, text := writeRead(t, rec)

	verify := func(text string) error {
		r, err := record.Read(strings.NewReader(text))
		require.NoError(t, err)
		return stepstones.Verify(r)
	}
	wantMismatch := func(t *testing.T, err error, line int) {
		var m *record.Mismatch
		if assert.True(t, errors.As(err, &m), "want a Mismatch, got %v", err) {
			assert.Equal(t, line, m.Line, m.Error())
		}
	}
	t.Run("trick_winner", func(t *testing.T) {
		n := lineOf(text, `"name":"trick"`, 1)
		bad := tamper(text, n, func(l string) string {
			for _, w := range []string{`"winner":0`, `"winner":1`, `"winner":2`} {
				if strings.Contains(l, w) {
					nw := `"winner":1`
					if w == nw {
						nw = `"winner":2`
					}
					return strings.Replace(l, w, nw, 1)
				}
			}
			return l
		})
		err := verify(bad)
		wantMismatch(t, err, n)
		assert.Contains(t, err.Error(), "hand 1 trick 1")
	})
	t.Run("deal", func(t *testing.T) {
		n := lineOf(text, `"name":"deal"`, 3)
		bad := tamper(text, n, func(l string) string {
			// Swap the first cards of seat 0 and seat 1.
			i := strings.Index(l, `"hands":["`) + len(`"hands":["`)
			j := strings.Index(l[i:], `","`) + i + 3
			a, b := l[i:i+2], l[j:j+2]
			return l[:i] + b + l[i+2:j] + a + l[j+2:]
		})
		wantMismatch(t, verify(bad), n)
	})
	t.Run("hand_result", func(t *testing.T) {
		n := lineOf(text, `"name":"hand"`, 1)
		bad := tamper(text, n, func(l string) string { return strings.Replace(l, `"tricks":`, `"tricks":1`, 1) })
		wantMismatch(t, verify(bad), n)
	})
	t.Run("missing_outcome", func(t *testing.T) {
		n := lineOf(text, `"name":"trick"`, 1)
		bad := tamper(text, n, func(string) string { return "" })
		wantMismatch(t, verify(bad), n+1)
	})
	t.Run("extra_event_at_end", func(t *testing.T) {
		bad := text + `{"e":"outcome","name":"trick","data":{"hand":99}}` + "\n"
		err := verify(bad)
		wantMismatch(t, err, strings.Count(text, "\n")+1)
	})
	t.Run("truncated_outcomes", func(t *testing.T) {
		lines := strings.Split(strings.TrimSpace(text), "\n")
		bad := strings.Join(lines[:len(lines)-1], "\n")
		wantMismatch(t, verify(bad), 0)
	})
	t.Run("bad_token_names_line", func(t *testing.T) {
		n := lineOf(text, `"a":"play`, 1)
		bad := tamper(text, n, func(l string) string {
			i := strings.Index(l, `"a":"play `) + len(`"a":"play `)
			return l[:i] + "Z9" + l[i+2:]
		})
		err := verify(bad)
		require.Error(t, err)
		var le *record.LineError
		if assert.True(t, errors.As(err, &le)) {
			assert.Equal(t, n, le.Line)
		}
		assert.Contains(t, err.Error(), "bad action")
	})
	t.Run("illegal_action_names_line", func(t *testing.T) {
		n := lineOf(text, `"e":"act"`, 1)
		bad := tamper(text, n, func(l string) string {
			return strings.Replace(l, `"seat":`+strings.Split(strings.Split(l, `"seat":`)[1], ",")[0], `"seat":7`, 1)
		})
		err := verify(bad)
		assert.ErrorIs(t, err, stepstones.ErrIllegal)
		var le *record.LineError
		if assert.True(t, errors.As(err, &le)) {
			assert.Equal(t, n, le.Line)
		}
	})
	t.Run("wrong_game_and_options", func(t *testing.T) {
		bad := tamper(text, 1, func(l string) string { return strings.Replace(l, `"game":"stepstones"`, `"game":"speedrun"`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"sheet":"starter"`, `"sheet":"huge"`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"redo":true`, `"redo":false`, 1) })
		assert.Error(t, verify(bad), "options change the game")
		bad = tamper(text, 1, func(l string) string { return strings.Replace(l, `"seed":8`, `"seed":9`, 1) })
		wantMismatch(t, verify(bad), 2)
	})
	t.Run("nil_and_empty", func(t *testing.T) {
		assert.Error(t, stepstones.Verify(nil))
		assert.Error(t, stepstones.Verify(&record.Record{}))
	})
}

// TestGoldenRecord keeps a seeded game's record in testdata; regenerate
// with UPDATE_GOLDEN=1.
func TestGoldenRecord(t *testing.T) {
	cfg := stepstones.Config{Redo: true}
	steps, _ := playStepsPassing(t, cfg, 2026, 70)
	rec, err := stepstones.NewRecord(cfg, 2026, seats, steps)
	require.NoError(t, err)
	var buf bytes.Buffer
	_, err = rec.WriteTo(&buf)
	require.NoError(t, err)
	path := filepath.Join("testdata", "starter-redo-2026.jsonl")
	if os.Getenv("UPDATE_GOLDEN") != "" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with UPDATE_GOLDEN=1 to create")
	assert.Equal(t, string(want), buf.String())
	got, err := record.Read(bytes.NewReader(want))
	require.NoError(t, err)
	assert.NoError(t, stepstones.Verify(got))
}

// FuzzVerify: Verify never panics on any record the reader accepts.
func FuzzVerify(f *testing.F) {
	steps, _ := playSteps(f, stepstones.Config{}, 3)
	rec, _ := stepstones.NewRecord(stepstones.Config{}, 3, seats, steps[:60])
	var buf bytes.Buffer
	_, _ = rec.WriteTo(&buf)
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := record.Read(bytes.NewReader(b))
		if err != nil {
			return
		}
		_ = stepstones.Verify(r)
	})
}

// TestDocsExampleIsGolden: every record line in docs/records.md's Stepping
// Stones section is a line of the golden record.
func TestDocsExampleIsGolden(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "records.md"))
	require.NoError(t, err)
	golden, err := os.ReadFile(filepath.Join("testdata", "starter-redo-2026.jsonl"))
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range strings.Split(string(golden), "\n") {
		lines[l] = true
	}
	text := string(doc)
	i := strings.Index(text, "\n## Stepping Stones\n")
	require.GreaterOrEqual(t, i, 0, "no Stepping Stones section")
	sec := text[i+1:]
	if j := strings.Index(sec[3:], "\n## "); j >= 0 {
		sec = sec[:j+3]
	}
	n := 0
	for _, l := range strings.Split(sec, "\n") {
		if strings.HasPrefix(l, "{") {
			n++
			assert.True(t, lines[l], "docs line not in the golden record: %s", l)
		}
	}
	assert.Greater(t, n, 50)
}

// TestResumeGivesBackTheSteps: an autosave (a record cut between actions)
// resumes with the options and steps that rebuild it exactly; a damaged one
// is an error.
func TestResumeGivesBackTheSteps(t *testing.T) {
	cfg := stepstones.Config{Sheet: stepstones.Advanced, Redo: true}
	steps, _ := playSteps(t, cfg, 8)
	for _, n := range []int{0, 3, 50, len(steps) - 1} {
		rec, err := stepstones.NewRecord(cfg, 8, seats, steps[:n])
		require.NoError(t, err)
		back, _ := writeRead(t, rec)
		gotCfg, gotSteps, err := stepstones.Resume(back)
		require.NoError(t, err, "%d steps", n)
		assert.Equal(t, cfg, gotCfg)
		assert.Equal(t, steps[:n], append([]stepstones.Step{}, gotSteps...)[:n], "%d steps", n)
		again, err := stepstones.NewRecord(gotCfg, 8, seats, gotSteps)
		require.NoError(t, err)
		assert.Equal(t, rec.Events, again.Events)
	}
	_, _, err := stepstones.Resume(&record.Record{Header: record.Header{Game: "speedrun"}})
	assert.Error(t, err)
}
