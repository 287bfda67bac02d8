package spellcraft_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/record/recordtest"
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
		g := played(t, cfg, seed, steps)
		got := recordtest.Reread(t, g.Record())
		back, err := spellcraft.Resume(got)
		require.NoError(t, err, "seed %d", seed)
		assert.True(t, rulesOf(final) == rulesOf(back), "same seed + same actions = same game (G2)")
		assert.True(t, back.Over())
		assert.Equal(t, final.Round(), count(got, "deal"))
		assert.Equal(t, final.Round(), count(got, "showdown"))
		assert.Equal(t, final.Round(), count(got, "payout"))
		assert.Equal(t, 1, count(got, "game"))
		assert.Equal(t, len(steps), count(got, ""), "one act event per step")
	}
}

// TestEventsAreTheRecord: every typed event but the notes encodes to its
// record line, acts carry the Action, and the outcomes carry typed values.
func TestEventsAreTheRecord(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	_, steps := randomGame(t, cfg, 9, 30)
	g := played(t, cfg, 9, steps)
	var evs []engine.Event
	kinds := map[string]bool{}
	for _, e := range g.Events() {
		if e.Kind == engine.Note {
			kinds[fmt.Sprintf("%s %T", e.Name, e.Data)] = true
			continue
		}
		evs = append(evs, e)
	}
	rec := g.Record()
	require.Len(t, evs, len(rec.Events))
	for i, e := range evs {
		r := rec.Events[i]
		assert.Equal(t, r.Kind, e.Kind)
		assert.Equal(t, r.Name, e.Name)
		if e.Kind == record.Act {
			a, ok := e.Data.(spellcraft.Action)
			require.True(t, ok, "event %d: %T", i, e.Data)
			assert.Equal(t, r.Action, a.String())
			assert.Equal(t, r.SeatOf(), e.Seat)
			continue
		}
		data, err := json.Marshal(e.Data)
		require.NoError(t, err)
		assert.JSONEq(t, string(r.Data), string(data), "event %d %s", i, e.Name)
		kinds[fmt.Sprintf("%s %T", e.Name, e.Data)] = true
	}
	for _, k := range []string{"deal spellcraft.Dealt", "field spellcraft.FieldLaid", "draw spellcraft.Drawn",
		"bids spellcraft.BidsShown", "reveal spellcraft.ShowdownShown", "showdown spellcraft.ShowdownScored",
		"payout spellcraft.PaidOut", "game spellcraft.GameOver"} {
		assert.True(t, kinds[k], k)
	}
}

// TestGameRecordsAsItGoes: a game in progress verifies at any point, a
// refused action is not recorded, and NewGame refuses a bad config or a
// seat list that does not match the players.
func TestGameRecordsAsItGoes(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	_, steps := randomGame(t, cfg, 9, 30)
	g, err := spellcraft.NewGame(cfg, 9, seatsFor(4))
	require.NoError(t, err)
	for i, st := range steps {
		require.NoError(t, g.Apply(st.seat, st.a))
		if i%50 == 0 {
			assert.NoError(t, spellcraft.Verify(g.Record()), "after %d steps", i+1)
		}
	}
	assert.True(t, g.Over())
	want := g.Record()
	err = g.Apply(0, spellcraft.Pass)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, "SC12", engine.RuleOf(err))
	assert.Equal(t, "The game is over.", engine.Explain(err))
	assert.Equal(t, want, g.Record(), "a refused action is not recorded")

	_, err = spellcraft.NewGame(spellcraft.Config{}, 1, nil)
	assert.ErrorContains(t, err, "SC13")
	_, err = spellcraft.NewGame(cfg, 1, seatsFor(3))
	assert.ErrorContains(t, err, "3 seats")
}

// TestRefusedActionsAreNotRecorded: Apply logs an action once it is
// checked, so an action refused in any phase, by any seat, leaves the
// record as it was.
func TestRefusedActionsAreNotRecorded(t *testing.T) {
	cfg := spellcraft.Config{Players: 3, Trump: true}
	_, steps := randomGame(t, cfg, 12, 30)
	g, err := spellcraft.NewGame(cfg, 12, seatsFor(3))
	require.NoError(t, err)
	tries := []spellcraft.Action{spellcraft.Pass, spellcraft.Knock, spellcraft.Draw, spellcraft.Bid(1),
		spellcraft.Bid(5), spellcraft.Target(1), spellcraft.Target(7), spellcraft.Take(cards.BlackJoker),
		spellcraft.Exchange(cards.RedJoker, cards.BlackJoker, cards.None), {Kind: 99}}
	refused := 0
	for _, st := range steps {
		for seat := -1; seat <= cfg.Players; seat++ {
			for _, a := range tries {
				c := g.Clone()
				if c.Apply(seat, a) != nil {
					refused++
					require.Equal(t, g.Record(), c.Record(), "refused seat %d %v", seat, a)
				}
			}
		}
		require.NoError(t, g.Apply(st.seat, st.a))
	}
	assert.Greater(t, refused, len(steps), "actions were refused in every phase")
}

// TestResumeContinuesAGameInProgress: a record cut between any two
// actions (an autosave) resumes to the very state it left, and the game
// goes on to the same record as if it had never stopped; a damaged one is
// an error.
func TestResumeContinuesAGameInProgress(t *testing.T) {
	cfg := spellcraft.Config{Players: 3, Trump: true}
	_, steps := randomGame(t, cfg, 4, 30)
	want := played(t, cfg, 4, steps).Record()
	for _, n := range []int{0, 1, 7, len(steps) / 2, len(steps) - 1} {
		left := played(t, cfg, 4, steps[:n])
		back := recordtest.Reread(t, left.Record())
		g, err := spellcraft.Resume(back)
		require.NoError(t, err, "%d steps", n)
		assert.True(t, rulesOf(left) == rulesOf(g), "%d steps: the state it left", n)
		for _, st := range steps[n:] {
			require.NoError(t, g.Apply(st.seat, st.a))
		}
		assert.Equal(t, want.Events, g.Record().Events, "%d steps: the finished record", n)
	}
	_, err := spellcraft.Resume(&record.Record{Header: record.Header{Game: "speedrun"}})
	assert.Error(t, err)
}

// TestVerifyCatchesDamage: a damaged record gets a clear error naming the
// line, never a panic.
func TestVerifyCatchesDamage(t *testing.T) {
	cfg := spellcraft.Config{Players: 3, Trump: true}
	_, steps := randomGame(t, cfg, 8, 30)
	text := recordtest.Text(t, played(t, cfg, 8, steps).Record())

	verify := func(text string) error { return recordtest.VerifyText(t, text, spellcraft.Verify) }
	for _, name := range []string{"deal", "field", "draw", "bids", "showdown", "payout"} {
		t.Run("changed_"+name, func(t *testing.T) {
			n := recordtest.LineOf(text, `"name":"`+name+`"`, 2)
			require.Positive(t, n, "the record has a %s event", name)
			bad := recordtest.Tamper(text, n, func(l string) string {
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
			recordtest.WantMismatch(t, err, n)
			assert.Contains(t, err.Error(), name)
		})
	}
	t.Run("missing_outcome", func(t *testing.T) {
		n := recordtest.LineOf(text, `"name":"bids"`, 1)
		bad := recordtest.Tamper(text, n, func(string) string { return "" })
		recordtest.WantMismatch(t, verify(bad), n+1)
	})
	t.Run("extra_event_at_end", func(t *testing.T) {
		bad := text + `{"e":"outcome","name":"bids","data":{"round":99}}` + "\n"
		recordtest.WantMismatch(t, verify(bad), strings.Count(text, "\n")+1)
	})
	t.Run("truncated_outcomes", func(t *testing.T) {
		lines := strings.Split(strings.TrimSpace(text), "\n")
		recordtest.WantMismatch(t, verify(strings.Join(lines[:len(lines)-1], "\n")), 0)
	})
	t.Run("bad_token_names_line", func(t *testing.T) {
		n := recordtest.LineOf(text, `"a":"bid`, 1)
		bad := recordtest.Tamper(text, n, func(l string) string { return strings.Replace(l, `"a":"bid `, `"a":"bid x`, 1) })
		err := verify(bad)
		var le *record.LineError
		if assert.True(t, errors.As(err, &le), "%v", err) {
			assert.Equal(t, n, le.Line)
		}
		assert.ErrorContains(t, err, "bad action")
	})
	t.Run("illegal_action_names_line", func(t *testing.T) {
		n := recordtest.LineOf(text, `"a":"bid`, 1)
		bad := recordtest.Tamper(text, n, func(l string) string {
			return l[:strings.Index(l, `"a":"bid`)] + `"a":"bid 9"}`
		})
		err := verify(bad)
		assert.ErrorIs(t, err, engine.ErrIllegal)
		assert.Equal(t, "SC6", engine.RuleOf(err))
		var le *record.LineError
		if assert.True(t, errors.As(err, &le)) {
			assert.Equal(t, n, le.Line)
		}
	})
	t.Run("header", func(t *testing.T) {
		bad := recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"game":"spellcraft"`, `"game":"speedrun"`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"players":3`, `"players":9`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"players":3`, `"players":4`, 1) })
		assert.ErrorContains(t, verify(bad), "seats")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"options":{`, `"options":{"chips":"many",`, 1) })
		assert.ErrorContains(t, verify(bad), "line 1")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"trump":true`, `"trump":false`, 1) })
		assert.Error(t, verify(bad), "options change the game")
		bad = recordtest.Tamper(text, 1, func(l string) string { return strings.Replace(l, `"seed":8`, `"seed":9`, 1) })
		recordtest.WantMismatch(t, verify(bad), 2)
	})
	t.Run("nil_and_empty", func(t *testing.T) {
		assert.Error(t, spellcraft.Verify(nil))
		assert.Error(t, spellcraft.Verify(&record.Record{}))
	})
}

// goldenSteps is the golden game: four seats, trump and jokers, 12 chips,
// random play.
func goldenSteps(t testing.TB) (spellcraft.Config, []step) {
	cfg := spellcraft.Config{Players: 4, Trump: true, Chips: 12}
	_, steps := randomGame(t, cfg, 2026, 35)
	return cfg, steps
}

// TestGoldenRecord keeps a seeded game's record in testdata; regenerate
// with UPDATE_GOLDEN=1.
func TestGoldenRecord(t *testing.T) {
	cfg, steps := goldenSteps(t)
	rec := played(t, cfg, 2026, steps).Record()
	got := recordtest.Golden(t, rec, "trump-4p-2026.jsonl")
	assert.NoError(t, spellcraft.Verify(got))
	want := recordtest.Text(t, rec) // the golden file's text, as Golden checked
	for _, name := range []string{"deal", "field", "draw", "bids", "showdown", "payout", "game"} {
		assert.Positive(t, count(got, name), "the golden record shows a %s event", name)
	}
	assert.Contains(t, want, `"blackJoker"`)
	assert.Contains(t, want, `"a":"target`)
}

// FuzzVerify plays a game from the input's bytes (each picks a seat to
// move and a legal action of it), damages its record as more bytes say and
// verifies it (recordtest.VerifyPlayed): Verify never panics, answers with
// a line error or a mismatch, and passes every record the game wrote.
func FuzzVerify(f *testing.F) {
	f.Add(uint64(3), uint8(1), []byte{}, []byte{})
	f.Add(uint64(3), uint8(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, []byte{})
	f.Add(uint64(8), uint8(0x12), bytes.Repeat([]byte{7, 3, 250, 1, 0x41}, 30), []byte{6, 40, 2, 7, 90, 13})
	f.Add(uint64(9), uint8(0x6C), bytes.Repeat([]byte{1, 200, 33}, 60), []byte{0, 20, 0, 3, 5, 2, 14, 9, 9})
	f.Fuzz(func(t *testing.T, seed uint64, opts uint8, play, ops []byte) {
		cfg := spellcraft.Config{Players: 2 + int(opts%7), NoJokers: opts&8 != 0, Trump: opts&16 != 0,
			Chips: spellcraft.MinChips + int(opts>>5), ShownSC3: seed>>63 != 0}
		g, err := spellcraft.NewGame(cfg, seed, seatsFor(cfg.Players))
		require.NoError(t, err)
		recordtest.VerifyPlayed(t, g, play, ops, spellcraft.Verify)
	})
}

// TestVerifyRandomDamageNeverPanics flips bytes, drops and swaps lines of
// a record at random: Verify answers every readable result with nil or an
// error, and never panics.
func TestVerifyRandomDamageNeverPanics(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	_, steps := randomGame(t, cfg, 21, 30)
	text := recordtest.Text(t, played(t, cfg, 21, steps).Record())
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
