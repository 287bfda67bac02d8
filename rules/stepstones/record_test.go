package stepstones_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/record"
	"parlor/rules/record/recordtest"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var seats = []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "normal"}, {Name: "East", Kind: "bot", Bot: "hard"}}

// step is one action of a scripted game.
type step struct {
	Seat   int
	Action stepstones.Action
}

// playSteps plays a random game that records itself (NewGame), and
// returns its actions and the game.
func playSteps(t testing.TB, cfg stepstones.Config, seed uint64) ([]step, *stepstones.State) {
	return playStepsPassing(t, cfg, seed, 0)
}

// playStepsPassing is playSteps with a pass chosen with probability
// passPct% whenever it is legal, so that records show passes and puddles.
func playStepsPassing(t testing.TB, cfg stepstones.Config, seed uint64, passPct int) ([]step, *stepstones.State) {
	rng := rand.New(rand.NewPCG(seed, 99))
	g, err := stepstones.NewGame(cfg, seed, seats)
	require.NoError(t, err)
	var steps []step
	for !g.Over() {
		seat := g.ToMove()[0]
		l := g.Legal(seat)
		a := l[rng.IntN(len(l))]
		if l[0] == stepstones.Pass && rng.IntN(100) < passPct {
			a = stepstones.Pass
		}
		steps = append(steps, step{Seat: seat, Action: a})
		require.NoError(t, g.Apply(seat, a))
	}
	return steps, g
}

// replay plays steps through a new game and returns its record.
func replay(t testing.TB, cfg stepstones.Config, seed uint64, steps []step) *record.Record {
	g, err := stepstones.NewGame(cfg, seed, seats)
	require.NoError(t, err)
	for _, st := range steps {
		require.NoError(t, g.Apply(st.Seat, st.Action))
	}
	return g.Record()
}

func TestRecordRoundTrip(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		cfg := stepstones.Config{Redo: seed%2 == 1, Sheet: stepstones.Sheet(seed / 2 % 2), FixedForehand: seed%5 == 0, Forehand: int(seed % 3)}
		_, final := playSteps(t, cfg, seed)
		got := recordtest.Reread(t, final.Record())
		g, err := stepstones.Resume(got)
		require.NoError(t, err)
		assert.Equal(t, final, g, "same seed + same actions = same game (G2)")
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
		n := final.HandNumber()
		assert.Equal(t, n, deals)
		assert.Equal(t, n*12, tricks)
		assert.Equal(t, n, hands)
		assert.Equal(t, 1, games)
	}
}

func TestNewGameSeatsThree(t *testing.T) {
	_, err := stepstones.NewGame(stepstones.Config{}, 5, seats[:2])
	assert.Error(t, err)
	_, err = stepstones.NewGame(stepstones.Config{}, 5, append(seats, seats[0]))
	assert.Error(t, err)
}

func TestIllegalActionIsNotRecorded(t *testing.T) {
	g, err := stepstones.NewGame(stepstones.Config{FixedForehand: true, Forehand: 0}, 5, seats)
	require.NoError(t, err)
	before := g.Clone()
	err = g.Apply(0, act("play H1"))
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "bidding", engine.RuleOf(err))
	assert.Equal(t, "Bid a contract or pass now.", engine.Explain(err))
	err = g.Apply(1, stepstones.Pass)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "turn", engine.RuleOf(err))
	assert.Equal(t, "It is not your turn.", engine.Explain(err))
	assert.Equal(t, before, g, "refused actions leave the game and its record as they were")
}

func TestVerifyCatchesTampering(t *testing.T) {
	cfg := stepstones.Config{Redo: true}
	_, g := playSteps(t, cfg, 8)
	text := recordtest.Text(t, g.Record())

	verify := func(text string) error { return recordtest.VerifyText(t, text, stepstones.Verify) }
	t.Run("trick_winner", func(t *testing.T) {
		n := recordtest.LineOf(text, `"name":"trick"`, 1)
		bad := recordtest.Tamper(text, n, func(l string) string {
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
		recordtest.WantMismatch(t, err, n)
		var m *record.Mismatch
		require.ErrorAs(t, err, &m)
		assert.Equal(t, "trick winner", m.What)
	})
	t.Run("deal", func(t *testing.T) {
		n := recordtest.LineOf(text, `"name":"deal"`, 3)
		bad := recordtest.Tamper(text, n, func(l string) string {
			// Swap the first cards of seat 0 and seat 1.
			i := strings.Index(l, `"hands":["`) + len(`"hands":["`)
			j := strings.Index(l[i:], `","`) + i + 3
			a, b := l[i:i+2], l[j:j+2]
			return l[:i] + b + l[i+2:j] + a + l[j+2:]
		})
		recordtest.WantMismatch(t, verify(bad), n)
	})
	t.Run("hand_result", func(t *testing.T) {
		n := recordtest.LineOf(text, `"name":"hand"`, 1)
		bad := recordtest.Tamper(text, n, func(l string) string { return strings.Replace(l, `"tricks":`, `"tricks":1`, 1) })
		recordtest.WantMismatch(t, verify(bad), n)
	})
	t.Run("missing_outcome", func(t *testing.T) {
		n := recordtest.LineOf(text, `"name":"trick"`, 1)
		bad := recordtest.Tamper(text, n, func(string) string { return "" })
		recordtest.WantMismatch(t, verify(bad), n+1)
	})
	t.Run("extra_event_at_end", func(t *testing.T) {
		bad := text + `{"e":"outcome","name":"trick","data":{"hand":99}}` + "\n"
		err := verify(bad)
		recordtest.WantMismatch(t, err, strings.Count(text, "\n")+1)
	})
	t.Run("truncated_outcomes", func(t *testing.T) {
		lines := strings.Split(strings.TrimSpace(text), "\n")
		bad := strings.Join(lines[:len(lines)-1], "\n")
		recordtest.WantMismatch(t, verify(bad), 0)
	})
	t.Run("bad_token_names_line", func(t *testing.T) {
		n := recordtest.LineOf(text, `"a":"play`, 1)
		bad := recordtest.Tamper(text, n, func(l string) string {
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
		// The first action, by another seat than the one to move.
		n := recordtest.LineOf(text, `"e":"act"`, 1)
		bad := recordtest.Tamper(text, n, func(l string) string {
			seat := strings.Split(strings.Split(l, `"seat":`)[1], ",")[0]
			other := map[string]string{"0": "1", "1": "2", "2": "0"}[seat]
			return strings.Replace(l, `"seat":`+seat, `"seat":`+other, 1)
		})
		err := verify(bad)
		assert.ErrorIs(t, err, engine.ErrIllegal)
		assert.Equal(t, "turn", engine.RuleOf(err))
		var le *record.LineError
		if assert.True(t, errors.As(err, &le)) {
			assert.Equal(t, n, le.Line)
		}
	})
	t.Run("wrong_game_and_options", func(t *testing.T) {
		bad := recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"game":"stepstones"`, `"game":"speedrun"`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"sheet":"starter"`, `"sheet":"huge"`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `{"name":"You","kind":"human"},`, ``, 1) })
		assert.ErrorContains(t, verify(bad), "line 1", "two seats")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"redo":true`, `"redo":false`, 1) })
		assert.Error(t, verify(bad), "options change the game")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"seed":8`, `"seed":9`, 1) })
		recordtest.WantMismatch(t, verify(bad), 2)
	})
	t.Run("nil_and_empty", func(t *testing.T) {
		assert.Error(t, stepstones.Verify(nil))
		assert.Error(t, stepstones.Verify(&record.Record{}))
	})
}

// TestGoldenRecord keeps a seeded game's record in testdata; regenerate
// with UPDATE_GOLDEN=1.
func TestGoldenRecord(t *testing.T) {
	_, g := playStepsPassing(t, stepstones.Config{Redo: true}, 2026, 70)
	assert.NoError(t, stepstones.Verify(recordtest.Golden(t, g.Record(), "starter-redo-2026.jsonl")))
}

// FuzzVerify plays a game from the input's bytes (each picks a legal
// action of the seat to move), damages its record as more bytes say and
// verifies it (recordtest.VerifyPlayed): Verify never panics, answers with
// a line error or a mismatch, and passes every record the game wrote.
func FuzzVerify(f *testing.F) {
	f.Add(uint64(3), uint8(0), []byte{}, []byte{})
	f.Add(uint64(3), uint8(3), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, []byte{})
	f.Add(uint64(8), uint8(1), bytes.Repeat([]byte{7, 3, 250, 1}, 30), []byte{6, 40, 2, 7, 90, 13})
	f.Add(uint64(9), uint8(2), bytes.Repeat([]byte{1, 200, 33}, 50), []byte{0, 20, 0, 3, 5, 2, 14, 9, 9})
	f.Fuzz(func(t *testing.T, seed uint64, opts uint8, play, ops []byte) {
		cfg := stepstones.Config{Sheet: stepstones.Sheet(opts & 1), Redo: opts&2 != 0}
		g, err := stepstones.NewGame(cfg, seed, seats)
		require.NoError(t, err)
		recordtest.VerifyPlayed(t, g, play, ops, stepstones.Verify)
	})
}

// TestDocsExampleIsGolden: every record line in docs/records.md's Stepping
// Stones section is a line of the golden record.
func TestDocsExampleIsGolden(t *testing.T) {
	assert.Greater(t, recordtest.DocQuotes(t, "Stepping Stones", "starter-redo-2026.jsonl"), 50)
}

// TestResumeContinuesAGameInProgress: an autosave (a record cut between
// any two actions) resumes to the very state it left, and the game goes on
// to the same record as if it had never stopped; a damaged one is an error.
func TestResumeContinuesAGameInProgress(t *testing.T) {
	cfg := stepstones.Config{Sheet: stepstones.Advanced, Redo: true}
	steps, full := playSteps(t, cfg, 8)
	want := recordtest.Text(t, full.Record())
	for _, n := range []int{0, 1, 3, 50, len(steps) / 2, len(steps) - 1} {
		back := recordtest.Reread(t, replay(t, cfg, 8, steps[:n]))
		g, err := stepstones.Resume(back)
		require.NoError(t, err, "%d steps", n)
		assert.Equal(t, cfg.Sheet, g.Config().Sheet)
		assert.Equal(t, cfg.Redo, g.Config().Redo)
		for _, st := range steps[n:] {
			require.NoError(t, g.Apply(st.Seat, st.Action))
		}
		got := recordtest.Text(t, g.Record())
		assert.Equal(t, want, got, "%d steps: the finished record", n)
	}
	_, err := stepstones.Resume(&record.Record{Header: record.Header{Game: "speedrun"}})
	assert.Error(t, err)
	_, err = stepstones.Resume(nil)
	assert.Error(t, err)
}

// TestCopiesForSearchLogNothing: a search's copies of a logged game (a
// CopyFrom scratch state, a state built from a View, whose public part is
// a copy of the game) play on without adding a line to the game's record,
// and a Clone's record grows apart.
func TestCopiesForSearchLogNothing(t *testing.T) {
	g, err := stepstones.NewGame(stepstones.Config{Redo: true}, 5, seats)
	require.NoError(t, err)
	enginetest.CopiesLogNothing(t, g, new(stepstones.State), func(rng *rand.Rand) *stepstones.State {
		return stepstones.Determinize(g.View(0), rng)
	})
}
