package speedoh_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"parlor/rules/record"
	"parlor/rules/record/recordtest"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Records written before rules versions existed (no "rules" in their
// options) replay under Rules1, SO6 as read before 2026-11, so every one
// of them still verifies; new games write "rules":2 and follow the
// extended SO6 (so6_test.go).
//
// testdata/rules1 holds records written by the engine of commit 9013ac9
// (the last before the extended SO6; 6-, 3-, 5-player computer games, the
// beginner deck and the Totem among them). The first four hit a case the
// extension changed: read under Rules2 they do not verify. Over 1500 such
// games (300 each of 2 to 6 players), 34 needed Rules1 and all 1500 verify.
var rules1Records = []struct {
	file    string
	changed bool // the record needs Rules1: under Rules2 it does not verify
}{
	{"six_seed1000228.jsonl", true},                 // a colour match gone under Rules1 settles under Rules2
	{"six_seed1000243.jsonl", true},                 // a card laid on a card of the match stays under Rules1
	{"three_beginner_seed3000156.jsonl", true},      // the covering card stays: the receiver takes one more
	{"five_beginner_totem_seed5000072.jsonl", true}, // a match whose mode card was taken first
	{"two_seed2000114.jsonl", false},
	{"four_totem_seed4000136.jsonl", false},
}

// withRules returns rec with "rules":v set in its options.
func withRules(t *testing.T, rec *record.Record, v int) *record.Record {
	t.Helper()
	var opts map[string]any
	require.NoError(t, json.Unmarshal(rec.Header.Options, &opts))
	opts["rules"] = v
	raw, err := json.Marshal(opts)
	require.NoError(t, err)
	out := *rec
	out.Header.Options = raw
	return &out
}

func TestOldRecordsVerifyUnderRules1(t *testing.T) {
	for _, c := range rules1Records {
		t.Run(c.file, func(t *testing.T) {
			rec := recordtest.ReadFile(t, filepath.Join("testdata", "rules1", c.file))
			require.NotContains(t, string(rec.Header.Options), "rules", "written before rules versions")
			s, err := speedoh.Resume(rec)
			require.NoError(t, err, "an old record verifies")
			assert.Equal(t, speedoh.Rules1, s.Config().Rules, "a header without a version opens as Rules1")
			assert.True(t, s.Over())
			assert.NoError(t, speedoh.Verify(withRules(t, rec, speedoh.Rules1)), "the same with the version written")
			err = speedoh.Verify(withRules(t, rec, speedoh.Rules2))
			if c.changed {
				var m *record.Mismatch
				assert.ErrorAs(t, err, &m, "read under the extended SO6 it does not verify: it needs the old path")
			} else {
				assert.NoError(t, err, "a game the extension does not touch verifies under either reading")
			}
		})
	}
}

func TestNewGamesWriteTheirRulesVersion(t *testing.T) {
	s := newGame(t, speedoh.Config{Players: 3}, 1)
	assert.Equal(t, speedoh.RulesNow, s.Config().Rules)
	assert.JSONEq(t, `{"players":3,"rules":2}`, string(s.Record().Header.Options))
	back, err := speedoh.Resume(s.Record())
	require.NoError(t, err)
	assert.Equal(t, speedoh.Rules2, back.Config().Rules)
	assert.Equal(t, "3p", speedoh.Config{Players: 3}.String())
	assert.Equal(t, "3p+rules1", speedoh.Config{Players: 3, Rules: speedoh.Rules1}.String())
	_, err = speedoh.New(speedoh.Config{Players: 3, Rules: 3}, 1, seatsOf(3))
	assert.ErrorContains(t, err, "rules version 3")
}

// Rules1 as read before 2026-11: the scenes of so6_test.go come out as
// they did then.
func TestRules1KeepsTheOldReadingOfSO6(t *testing.T) {
	t.Run("a_card_laid_on_a_card_of_the_match_stays", func(t *testing.T) {
		// As SO6_even_one_that_covered_a_card_of_the_match: seat 0 covers
		// K1R with K1G after seat 2's A1R. Under Rules1 the rewind starts
		// after the match's newest card, K1G: nothing goes back.
		s := table{
			cfg:  speedoh.Config{Players: 3, Rules: speedoh.Rules1},
			draw: []string{"S1R K1G", "S1B K1B", "S2R S3R A1R"},
			flip: []string{"K1R", "", ""},
			turn: 1, rest: 2,
		}.build(t)
		flips(t, s, 1, 2, 0)
		press(t, s, 0, "hit")
		press(t, s, 1, "hit")
		advance(t, s, 1)
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":3}`, lastEvent(t, s, "match"))
	})
	t.Run("a_match_whose_mode_ends_first_is_gone", func(t *testing.T) {
		// As SO6_a_colour_match_stands_though_its_mode_ends_before_it_settles:
		// under Rules1 the green match is what shows when it settles, and
		// with Color Match gone nothing does.
		s := table{
			cfg:  speedoh.Config{Players: 5, Rules: speedoh.Rules1},
			draw: []string{"S1R A1G", "S1B D3G", "", "S1Y CM2", "M4R M4Y"},
			flip: []string{"", "", "CM1", "", ""},
			turn: 3, rest: 2,
		}.build(t)
		flips(t, s, 3, 4, 0, 1)
		slapTwo(t, s, [2]int{2, 3}, [2]int{0, 1})
		require.Len(t, events(s, "match"), 1, "only the special match settles")
		assert.JSONEq(t, `{"key":"colour G","seats":[0,1],"why":"gone"}`, lastEvent(t, s, "lapse"))
	})
	t.Run("a_card_the_rewind_uncovers_starts_a_new_match", func(t *testing.T) {
		// As TestSO6_ACardTheRewindUncoversStartsNoNewMatch: under Rules1
		// the uncovered A1 pair is a new match at once.
		s := table{
			cfg:  speedoh.Config{Players: 4, Rules: speedoh.Rules1},
			draw: []string{"S1R", "S1B K1B", "S2R S3Y", "S1Y"},
			flip: []string{"K1R", "", "A1R", "A1G"},
			turn: 1, rest: 0,
		}.build(t)
		flips(t, s, 1, 2)
		press(t, s, 0, "hit")
		press(t, s, 1, "hit")
		advance(t, s, 1)
		v := s.View(2)
		assert.Equal(t, speedoh.HitSlap, v.HitKind(), "the uncovered A1 is a match again")
	})
}

// testdata/old holds records written from the extended SO6 (commit
// 359c5d3) until rules versions: no "rules" in their options, played under
// Rules2. Most verify under either reading; six_seed1 (a 6-player game)
// verifies only under Rules2, which Opener finds after Rules1 fails.
func TestUnversionedRecordsOfTheExtendedSO6Verify(t *testing.T) {
	for _, c := range []struct {
		file    string
		rules   int // the reading the game goes on under
		changed bool
	}{
		{"three_hard_normal_easy_seed10.jsonl", speedoh.Rules1, false},
		{"two_beginner_totem_seed24.jsonl", speedoh.Rules1, false},
		{"six_seed1.jsonl", speedoh.Rules2, true},
	} {
		t.Run(c.file, func(t *testing.T) {
			rec := recordtest.ReadFile(t, filepath.Join("testdata", "old", c.file))
			require.NotContains(t, string(rec.Header.Options), "rules", "written before rules versions")
			s, err := speedoh.Resume(rec)
			require.NoError(t, err, "an old record verifies")
			assert.Equal(t, c.rules, s.Config().Rules)
			err = speedoh.Verify(withRules(t, rec, speedoh.Rules1))
			if c.changed {
				var m *record.Mismatch
				assert.ErrorAs(t, err, &m, "read under Rules1 it does not verify")
			} else {
				assert.NoError(t, err)
			}
		})
	}
}
