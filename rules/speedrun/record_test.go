package speedrun_test

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
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var seats = []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "normal"}, {Name: "East", Kind: "bot", Bot: "hard"}}

// recordedGame plays a seeded random game that records itself (NewGame).
func recordedGame(t testing.TB, cfg speedrun.Config, seed uint64) *record.Record {
	r, err := speedrun.NewGame(cfg, seed, seats)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 99))
	for !r.Over() {
		m := r.ToMove()
		seat := m[rng.IntN(len(m))]
		l := r.Legal(seat)
		require.NoError(t, r.Apply(seat, l[rng.IntN(len(l))]))
	}
	return r.Record()
}

func TestRecordRoundTripVerifies(t *testing.T) {
	for i := 0; i < 30; i++ {
		cfg := speedrun.Config{Length: speedrun.Length(i % 3), ContractReveal: i%2 == 1, FixedStart: i%4 == 0, StartPlayer: i % 3}
		rec := recordedGame(t, cfg, uint64(i))
		assert.NoError(t, speedrun.Verify(rec), "in memory")
		assert.NoError(t, speedrun.Verify(recordtest.Reread(t, rec)), "after write and read")
	}
}

// lines renders a record and lets the test edit its lines.
func lines(t testing.TB, rec *record.Record) []string {
	return strings.Split(strings.TrimSuffix(recordtest.Text(t, rec), "\n"), "\n")
}

func readLines(ls []string) (*record.Record, error) {
	return record.Read(strings.NewReader(strings.Join(ls, "\n") + "\n"))
}

func findLine(ls []string, sub string) int {
	for i, l := range ls {
		if strings.Contains(l, sub) {
			return i
		}
	}
	return -1
}

func TestVerifyDetectsTampering(t *testing.T) {
	rec := recordedGame(t, speedrun.Config{}, 42)
	base := lines(t, rec)

	t.Run("changed_trick_winner", func(t *testing.T) {
		ls := append([]string(nil), base...)
		i := findLine(ls, `"name":"trick"`)
		require.Positive(t, i)
		w := ls[i][strings.Index(ls[i], `"winner":`)+9]
		other := string(rune('0' + (w-'0'+1)%3))
		ls[i] = strings.Replace(ls[i], `"winner":`+string(w), `"winner":`+other, 1)
		got, err := readLines(ls)
		require.NoError(t, err)
		err = speedrun.Verify(got)
		var m *record.Mismatch
		require.True(t, errors.As(err, &m), "%v", err)
		assert.Equal(t, i+1, m.Line)
		assert.Equal(t, "trick winner", m.What)
		assert.Equal(t, string(w), m.Want)
		assert.Equal(t, other, m.Got)
	})
	t.Run("illegal_play", func(t *testing.T) {
		ls := append([]string(nil), base...)
		i := findLine(ls, `"a":"play `)
		// Replace the first play with a card from another seat's hand.
		s := speedrun.New(speedrun.Config{}, 42)
		ev, err := readLines(ls[:i+1])
		require.NoError(t, err)
		seat := ev.Events[len(ev.Events)-1].SeatOf()
		bad := speedrun.Deck.Format(s.Hand((seat + 1) % 3).Lowest())
		ls[i] = `{"e":"act","seat":` + string(rune('0'+seat)) + `,"a":"play ` + bad + `"}`
		got, err := readLines(ls)
		require.NoError(t, err)
		err = speedrun.Verify(got)
		var le *record.LineError
		require.True(t, errors.As(err, &le), "%v", err)
		assert.Equal(t, i+1, le.Line)
		assert.ErrorIs(t, err, engine.ErrIllegal)
	})
	t.Run("bad_token", func(t *testing.T) {
		ls := append([]string(nil), base...)
		i := findLine(ls, `"a":"play `)
		ls[i] = strings.Replace(ls[i], `"a":"play `, `"a":"plya `, 1)
		got, err := readLines(ls)
		require.NoError(t, err)
		err = speedrun.Verify(got)
		var le *record.LineError
		require.True(t, errors.As(err, &le), "%v", err)
		assert.Equal(t, i+1, le.Line)
		assert.Contains(t, err.Error(), "speedrun: bad action")
	})
	t.Run("truncated_line", func(t *testing.T) {
		ls := append([]string(nil), base...)
		ls[10] = ls[10][:len(ls[10])/2]
		_, err := readLines(ls)
		var le *record.LineError
		require.True(t, errors.As(err, &le), "%v", err)
		assert.Equal(t, 11, le.Line)
	})
	t.Run("truncated_record_missing_outcome", func(t *testing.T) {
		got, err := readLines(base[:len(base)-1])
		require.NoError(t, err)
		err = speedrun.Verify(got)
		var m *record.Mismatch
		require.True(t, errors.As(err, &m), "%v", err)
		assert.Equal(t, "missing outcome game", m.What)
	})
	t.Run("game_in_progress_verifies", func(t *testing.T) {
		i := findLine(base, `"a":"play `)
		got, err := readLines(base[:i+1])
		require.NoError(t, err)
		assert.NoError(t, speedrun.Verify(got))
	})
	t.Run("changed_deal", func(t *testing.T) {
		got, err := readLines(base)
		require.NoError(t, err)
		got.Header.Seed++
		var m *record.Mismatch
		require.True(t, errors.As(speedrun.Verify(got), &m))
		assert.Equal(t, "deal hands", m.What)
		assert.Equal(t, 2, m.Line)
	})
	t.Run("changed_score", func(t *testing.T) {
		ls := append([]string(nil), base...)
		i := findLine(ls, `"name":"hand"`)
		ls[i] = strings.Replace(ls[i], `"totals":[`, `"totals":[99,`, 1)
		got, err := readLines(ls)
		require.NoError(t, err)
		var m *record.Mismatch
		require.True(t, errors.As(speedrun.Verify(got), &m))
		assert.Equal(t, i+1, m.Line)
	})
	t.Run("wrong_game_and_options", func(t *testing.T) {
		got, _ := readLines(base)
		got.Header.Game = "spit"
		assert.Error(t, speedrun.Verify(got))
		got.Header.Game = "speedrun"
		got.Header.Options = []byte(`{"length":"epic"}`)
		assert.Error(t, speedrun.Verify(got))
		assert.Error(t, speedrun.Verify(nil))
	})
}

// TestGoldenRecord keeps one seeded game's record in testdata; regenerate
// with UPDATE_GOLDEN=1 after a deliberate format change.
func TestGoldenRecord(t *testing.T) {
	rec := recordedGame(t, speedrun.Config{ContractReveal: true}, 7)
	assert.NoError(t, speedrun.Verify(recordtest.Golden(t, rec, "short_reveal_seed7.jsonl")))
}

// FuzzVerify plays a game from the input's bytes (each picks a seat to
// move and a legal action of it), damages its record as more bytes say and
// verifies it (recordtest.VerifyPlayed): Verify never panics, answers with
// a line error or a mismatch, and passes every record the game wrote.
func FuzzVerify(f *testing.F) {
	f.Add(uint64(1), uint8(0), []byte{}, []byte{})
	f.Add(uint64(1), uint8(4), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, []byte{})
	f.Add(uint64(8), uint8(1), bytes.Repeat([]byte{7, 3, 250, 1}, 30), []byte{6, 40, 2, 7, 90, 13})
	f.Add(uint64(9), uint8(6), bytes.Repeat([]byte{1, 200, 33}, 60), []byte{0, 20, 0, 3, 5, 2, 14, 9, 9})
	f.Fuzz(func(t *testing.T, seed uint64, opts uint8, play, ops []byte) {
		cfg := speedrun.Config{Length: speedrun.Length(opts % 3), ContractReveal: opts&4 != 0}
		g, err := speedrun.NewGame(cfg, seed, seats)
		require.NoError(t, err)
		recordtest.VerifyPlayed(t, g, play, ops, speedrun.Verify)
	})
}

// TestRecordsDocExample keeps docs/records.md honest: every record line in
// its Speed Run section is a line of the golden record.
func TestRecordsDocExample(t *testing.T) {
	assert.Greater(t, recordtest.DocQuotes(t, "Speed Run", "short_reveal_seed7.jsonl"), 60)
}

// TestResumeContinuesAGameInProgress: a record cut between any two actions
// (an autosave) resumes to the very state it left, and the game goes on to
// the same record as if it had never stopped.
func TestResumeContinuesAGameInProgress(t *testing.T) {
	full := recordedGame(t, speedrun.Config{ContractReveal: true}, 11)
	var acts []record.Event
	for _, e := range full.Events {
		if e.Kind == record.Act {
			acts = append(acts, e)
		}
	}
	for _, n := range []int{0, 1, 5, 40, len(acts) / 2, len(acts) - 1} {
		r, err := speedrun.NewGame(speedrun.Config{ContractReveal: true}, 11, seats)
		require.NoError(t, err)
		for _, e := range acts[:n] {
			a, err := speedrun.ParseAction(e.Action)
			require.NoError(t, err)
			require.NoError(t, r.Apply(e.SeatOf(), a))
		}
		res, err := speedrun.Resume(recordtest.Reread(t, r.Record()))
		require.NoError(t, err, "%d actions", n)
		assert.Equal(t, r, res, "%d actions: resumed state", n)
		for _, e := range acts[n:] {
			a, _ := speedrun.ParseAction(e.Action)
			require.NoError(t, res.Apply(e.SeatOf(), a))
		}
		assert.Equal(t, lines(t, full), lines(t, res.Record()), "%d actions: the finished record", n)
	}
}

// TestResumeRefusesDamagedRecord: a damaged autosave is an error, never a
// half-restored game.
func TestResumeRefusesDamagedRecord(t *testing.T) {
	rec := recordedGame(t, speedrun.Config{}, 3)
	ls := lines(t, rec)
	i := findLine(ls, `"act"`)
	ls[i] = strings.Replace(ls[i], `"seat":`, `"seat":7,"x":`, 1)
	bad, err := readLines(ls)
	if err == nil {
		_, err = speedrun.Resume(bad)
	}
	assert.Error(t, err)
	_, err = speedrun.Resume(nil)
	assert.Error(t, err)
}

// TestCopiesForSearchLogNothing: a search's copies of a logged game (a
// CopyFrom scratch state, a state built from a View) play on without
// adding a line to the game's record, and a Clone's record grows apart.
func TestCopiesForSearchLogNothing(t *testing.T) {
	g, err := speedrun.NewGame(speedrun.Config{ContractReveal: true}, 5, seats)
	require.NoError(t, err)
	enginetest.CopiesLogNothing(t, g, new(speedrun.State), func(rng *rand.Rand) *speedrun.State {
		return speedrun.Determinize(g.View(0), rng)
	})
}
