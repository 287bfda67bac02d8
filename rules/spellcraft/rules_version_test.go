package spellcraft_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
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

// The records in testdata/old were written before rules versions; none
// has "rules" in its options.
//
//   - shown-sc3-2p.jsonl, shown-sc3-trump-3p.jsonl: written by
//     spellcraft.Recorder (the table's writer) at commit 26a6274, before
//     the extended SC3, with its bots. Each has a black joker whose victim
//     has tied best choices: it verifies only with SC3 as read then (770
//     of 4800 such records, 2-8 seats, need it).
//   - extended-sc3-2p.jsonl: written by `parlor sim` at commit 9013ac9,
//     which played the extended SC3 without writing a version; it has
//     such a tie too and verifies only with the extended reading (149 of
//     2500 sim records of 2-8 seats need it).
//   - trump-4p-2026.jsonl: the golden record before the rules version; it
//     has no such tie and verifies under both readings.
var oldRecords = []struct {
	file    string
	reading string // the reading of SC3 the record needs: "shown", "extended" or "either"
}{
	{"shown-sc3-2p.jsonl", "shown"},
	{"shown-sc3-trump-3p.jsonl", "shown"},
	{"extended-sc3-2p.jsonl", "extended"},
	{"trump-4p-2026.jsonl", "either"},
}

func readOld(t *testing.T, file string) (*record.Record, string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "old", file))
	require.NoError(t, err)
	rec, err := record.Read(bytes.NewReader(b))
	require.NoError(t, err)
	require.NotContains(t, string(rec.Header.Options), `"rules"`)
	return rec, string(b)
}

// withRules returns rec's text with "rules":n in its header's options.
func withRules(t *testing.T, text string, n int) *record.Record {
	t.Helper()
	head, rest, _ := strings.Cut(text, "\n")
	var h map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(head), &h))
	var o map[string]any
	require.NoError(t, json.Unmarshal(h["options"], &o))
	o["rules"] = n
	b, err := json.Marshal(o)
	require.NoError(t, err)
	h["options"] = b
	hb, err := json.Marshal(h)
	require.NoError(t, err)
	rec, err := record.Read(strings.NewReader(string(hb) + "\n" + rest))
	require.NoError(t, err)
	return rec
}

// TestOldRecordsVerify: every record written before rules versions still
// verifies (spellcraft.Verify, Resume): with SC3 as read before, or, for a
// record of the versions that played the extended SC3 without saying so,
// with that. The same records marked "rules":2 show which reading each
// needs.
func TestOldRecordsVerify(t *testing.T) {
	for _, c := range oldRecords {
		t.Run(strings.TrimSuffix(c.file, ".jsonl"), func(t *testing.T) {
			rec, text := readOld(t, c.file)
			require.NoError(t, spellcraft.Verify(rec))
			g, err := spellcraft.Resume(rec)
			require.NoError(t, err)
			assert.True(t, g.Over())
			assert.Equal(t, c.reading == "extended", strings.Contains(string(g.Record().Header.Options), `"rules":2`),
				"a game that goes on under the extended reading says so")
			assert.Equal(t, c.reading != "extended", g.Config().ShownSC3)

			var m *record.Mismatch
			err = spellcraft.Verify(withRules(t, text, spellcraft.RulesVersion))
			if c.reading == "shown" {
				require.True(t, errors.As(err, &m), "%v", err)
				assert.Equal(t, "showdown blackJoker", m.What, "only SC3 tells the readings apart")
			} else {
				assert.NoError(t, err)
			}
			// Open alone reads a record without a version as before.
			_, err = engine.Resume(rec, spellcraft.GameName, spellcraft.Open, spellcraft.ParseAction)
			if c.reading == "extended" {
				require.True(t, errors.As(err, &m), "%v", err)
				assert.Equal(t, "showdown blackJoker", m.What)
			} else {
				assert.NoError(t, err)
			}
		})
	}
}

// TestOldGameInProgressContinues: a game saved by an older version
// continues under the reading of SC3 it was played with, to the very
// record the older version wrote. A save made before SC3's tie shows can
// be of either reading and goes on as before (its header keeps no
// version); one made after a tie only the extended reading settles goes
// on with that one and says so ("rules":2). A damaged old record is
// still refused.
func TestOldGameInProgressContinues(t *testing.T) {
	for _, c := range oldRecords[:3] {
		t.Run(strings.TrimSuffix(c.file, ".jsonl"), func(t *testing.T) {
			full, text := readOld(t, c.file)
			other := withRules(t, text, spellcraft.RulesVersion)
			if c.reading == "extended" {
				other = full
			}
			var m *record.Mismatch
			_, err := engine.Resume(other, spellcraft.GameName, spellcraft.Open, spellcraft.ParseAction)
			require.True(t, errors.As(err, &m), "%v", err)
			cut := m.Line - 2 // the showdown's index in Events
			if c.reading == "shown" {
				for full.Events[cut].Kind != record.Act {
					cut--
				}
				require.Contains(t, full.Events[cut].Action, "target", "saved before the pick")
			} else {
				for full.Events[cut].Kind != record.Act {
					cut++
				}
			}
			saved := &record.Record{Header: full.Header, Events: full.Events[:cut]}
			g, err := spellcraft.Resume(saved)
			require.NoError(t, err)
			assert.Equal(t, c.reading == "shown", g.Config().ShownSC3)
			for _, e := range full.Events[cut:] {
				if e.Kind == record.Act {
					require.NoError(t, g.Apply(e.SeatOf(), act(e.Action)), "line %d", e.Line)
				}
			}
			var buf bytes.Buffer
			_, err = g.Record().WriteTo(&buf)
			require.NoError(t, err)
			head, rest, _ := strings.Cut(text, "\n")
			gotHead, gotRest, _ := strings.Cut(buf.String(), "\n")
			assert.True(t, rest == gotRest, "the older version's events, byte for byte")
			if c.reading == "shown" {
				assert.Equal(t, head, gotHead)
			} else {
				assert.Contains(t, gotHead, `"rules":2`)
			}
		})
	}
	_, text := readOld(t, "shown-sc3-2p.jsonl")
	bad := recordtest.Tamper(text, recordtest.LineOf(text, `"name":"showdown"`, 1), func(l string) string {
		return strings.Replace(l, `"best":[`, `"best":[9,`, 1)
	})
	rec, err := record.Read(strings.NewReader(bad))
	require.NoError(t, err)
	var m *record.Mismatch
	require.True(t, errors.As(spellcraft.Verify(rec), &m))
	assert.Equal(t, "showdown best", m.What)
}

// TestRulesVersion: a new game writes "rules":2 and plays the extended
// SC3; a header without a version reads SC3 as before; a version this
// program does not know is refused, saying which it knows.
func TestRulesVersion(t *testing.T) {
	g, err := spellcraft.NewGame(spellcraft.Config{Players: 3}, 1, seatsFor(3))
	require.NoError(t, err)
	assert.Contains(t, string(g.Record().Header.Options), `"rules":2`)
	assert.False(t, g.Config().ShownSC3)

	o := spellcraft.OptionsOf(spellcraft.Config{Players: 3})
	assert.Equal(t, spellcraft.RulesVersion, o.Rules)
	o.Rules = 0
	cfg, err := o.Config()
	require.NoError(t, err)
	assert.True(t, cfg.ShownSC3)
	assert.Zero(t, spellcraft.OptionsOf(cfg).Rules, "an old game stays without a version")
	for _, n := range []int{1, 3, -2} {
		o.Rules = n
		_, err := o.Config()
		assert.ErrorContains(t, err, "rules version", "rules %d", n)
	}
	h := g.Record().Header
	h.Options = json.RawMessage(`{"players":3,"chips":20,"rules":3}`)
	_, err = engine.Resume(&record.Record{Header: h}, spellcraft.GameName, spellcraft.Open, spellcraft.ParseAction)
	assert.ErrorContains(t, err, "line 1")
	assert.ErrorContains(t, err, "rules version 3")
}

// TestSC3_ShownReadingBeforeRulesVersions plays the tie of
// TestSC3_VictimCountsTheTiedChoiceWithTheCheapestLoss as games without a
// rules version read SC3: the loss comes from the shown choice (clubs: C7
// and the four sevens) alone, so seat 1 loses a seven (C7, the lowest of
// the equally costly) and drops to 10, and shows clubs.
func TestSC3_ShownReadingBeforeRulesVersions(t *testing.T) {
	s := tiedVictim(t, true)
	apply(t, s, 2, "target 1")
	r, _ := s.LastRound()
	assert.Equal(t, card("C7"), r.Discard)
	assert.Equal(t, 10, r.Final[1].Total)
	assert.Equal(t, cards.Clubs, r.Scores[1].Suit, "the shown choice stays")
	assert.Equal(t, set("C7 D7 H7 S7"), r.Scores[1].Counted)
	checkInvariants(t, s)
}
