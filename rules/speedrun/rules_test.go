package speedrun_test

import (
	"errors"
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/cards/cardstest"
	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func act(t testing.TB, tok string) speedrun.Action {
	t.Helper()
	a, err := speedrun.ParseAction(tok)
	require.NoError(t, err)
	return a
}

func apply(t testing.TB, s *speedrun.State, seat int, tok string) {
	t.Helper()
	require.NoError(t, s.Apply(seat, act(t, tok)), "seat %d %s", seat, tok)
}

// refuse checks that an action is refused with ErrIllegal and changes
// nothing.
func refuse(t testing.TB, s *speedrun.State, seat int, tok string) error {
	t.Helper()
	before := s.Clone()
	err := s.Apply(seat, act(t, tok))
	require.Error(t, err, "seat %d %s", seat, tok)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Contains(t, err.Error(), "speedrun: ")
	assert.Equal(t, before, s, "state changed by illegal %s", tok)
	return err
}

func set(toks ...string) cards.Set {
	return cardstest.Set(speedrun.Deck, strings.Join(toks, " "))
}

func suitRange(st string, lo, hi int) []string {
	var out []string
	for r := lo; r <= hi; r++ {
		out = append(out, st+string(rune('0'+r%10)))
		if r == 10 {
			out[len(out)-1] = st + "10"
		}
	}
	return out
}

func toks(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func TestSR1_contract_sets_and_lengths(t *testing.T) {
	cases := []struct {
		name   string
		length speedrun.Length
		hands  int
		bids   string
	}{
		{"SR1_short_boards_1_5_one_pass", speedrun.Short, 6, "bid win1,bid win4,bid most,bid least,bid win5,bid pass"},
		{"SR1_medium_boards_1_7_pass", speedrun.Medium, 9, "bid win1,bid win4,bid most,bid least,bid win5,bid middle,bid win0,bid pass"},
		{"SR1_long_boards_1_9_pass", speedrun.Long, 12, "bid win1,bid win4,bid most,bid least,bid win5,bid middle,bid win0,bid win7,bid win9,bid pass"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := speedrun.New(speedrun.Config{Length: tc.length, FixedStart: true}, 1)
			assert.Equal(t, tc.hands, tc.length.Hands())
			apply(t, s, 0, "trump none")
			apply(t, s, 1, "rank 10high")
			var got []string
			for _, a := range s.Legal(0) {
				got = append(got, a.String())
			}
			assert.Equal(t, tc.bids, joinComma(got), "no Redo before a completed contract (SR4)")
		})
	}
	assert.Equal(t, [3]int{1, 2, 2}, [3]int{speedrun.Short.Passes(), speedrun.Medium.Passes(), speedrun.Long.Passes()})
	assert.Equal(t, [3]int{1, 1, 2}, [3]int{speedrun.Short.Redos(), speedrun.Medium.Redos(), speedrun.Long.Redos()})
	for c, want := range map[speedrun.Contract]int{speedrun.Win1: 1, speedrun.Win4: 2, speedrun.Most: 3, speedrun.Least: 4, speedrun.Win5: 5, speedrun.Middle: 6, speedrun.Win0: 7, speedrun.Win7: 8, speedrun.Win9: 9} {
		assert.Equal(t, want, int(c), "SR1 board number of %v", c)
	}
}

func joinComma(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += ","
		}
		out += s
	}
	return out
}

func TestSR2_order_of_a_hand(t *testing.T) {
	t.Run("SR2_start_picks_trump_next_picks_ranking_third_leads", func(t *testing.T) {
		s := speedrun.New(speedrun.Config{FixedStart: true, StartPlayer: 1}, 5)
		assert.Equal(t, []int{1}, s.ToMove())
		assert.Len(t, s.Legal(1), 11, "5 trump choices + 6 rankings")
		assert.Nil(t, s.Legal(0))
		refuse(t, s, 2, "trump H")
		apply(t, s, 1, "trump H")
		assert.Equal(t, []int{2}, s.ToMove())
		assert.Len(t, s.Legal(2), 6, "only the ranking is left")
		refuse(t, s, 2, "trump S")
		apply(t, s, 2, "rank bell 1high")
		assert.Equal(t, []int{0, 1, 2}, s.ToMove(), "secret simultaneous bids")
		apply(t, s, 2, "bid win1")
		assert.Equal(t, []int{0, 1}, s.ToMove())
		refuse(t, s, 2, "bid win4")
		apply(t, s, 0, "bid win4")
		apply(t, s, 1, "bid most")
		assert.Equal(t, speedrun.PhasePlay, s.Phase())
		assert.Equal(t, []int{0}, s.ToMove(), "the third player (after 1 and 2) leads")
		r := s.Rules()
		assert.Equal(t, trick.TrumpOf(cards.Hearts), r.Trump)
		assert.Equal(t, trick.Ranking{Pattern: trick.BellCurve, Start: trick.OneHigh}, r.Ranking)
	})
	t.Run("SR2_start_picks_ranking_next_picks_trump", func(t *testing.T) {
		s := speedrun.New(speedrun.Config{FixedStart: true, StartPlayer: 2}, 5)
		apply(t, s, 2, "rank slalom 10high")
		assert.Len(t, s.Legal(0), 5, "only trump is left")
		refuse(t, s, 0, "rank 1high")
		apply(t, s, 0, "trump none")
		assert.Equal(t, speedrun.PhaseBid, s.Phase())
	})
	t.Run("SR2_start_player_passes_clockwise", func(t *testing.T) {
		s := speedrun.New(speedrun.Config{FixedStart: true, StartPlayer: 2}, 5)
		playHand(t, s, "bid win1")
		assert.Equal(t, 0, s.StartPlayer())
		assert.Equal(t, 1, s.HandNumber())
		playHand(t, s, "bid win4")
		assert.Equal(t, 1, s.StartPlayer())
	})
}

// playHand picks no trump / 10 High, has every seat bid tok and plays the
// lowest legal card until the hand ends.
func playHand(t testing.TB, s *speedrun.State, tok string) {
	t.Helper()
	h := s.HandNumber()
	st := s.StartPlayer()
	apply(t, s, st, "trump none")
	apply(t, s, (st+1)%3, "rank 10high")
	for seat := 0; seat < 3; seat++ {
		apply(t, s, seat, tok)
	}
	for s.HandNumber() == h && !s.Over() {
		m := s.ToMove()
		l := s.Legal(m[0])
		require.NoError(t, s.Apply(m[0], l[0]))
	}
}

// scriptedExample3 deals the hands of trick example 3 (Emmy 0, Neil 1,
// Melanie 2): Melanie starts, so Neil (the third seat) leads.
func scriptedExample3(t *testing.T) *speedrun.State {
	s := speedrun.New(speedrun.Config{FixedStart: true, StartPlayer: 2}, 9)
	emmy := set(toks(suitRange("H", 1, 6), suitRange("D", 1, 6))...)
	neil := set(toks(suitRange("H", 7, 10), suitRange("D", 7, 10), suitRange("S", 1, 4))...)
	melanie := set(toks(suitRange("C", 1, 10), []string{"S5", "S6"})...)
	require.NoError(t, s.Redeal([3]cards.Set{emmy, neil, melanie}))
	assert.Equal(t, set("S7", "S8", "S9", "S10"), s.Hidden())
	apply(t, s, 2, "trump C")
	apply(t, s, 0, "rank 1high")
	apply(t, s, 0, "bid win1")
	apply(t, s, 1, "bid win4")
	apply(t, s, 2, "bid most")
	return s
}

func TestTrickExample3ThroughEngine(t *testing.T) {
	t.Run("trick_example_3_trump_wins", func(t *testing.T) {
		s := scriptedExample3(t)
		assert.Equal(t, []int{1}, s.ToMove(), "Neil leads")
		apply(t, s, 1, "play H7")
		apply(t, s, 2, "play C8")
		err := refuse(t, s, 0, "play D1")
		assert.Contains(t, err.Error(), "must follow suit")
		refuse(t, s, 0, "play H7")
		apply(t, s, 0, "play H5")
		assert.Equal(t, [3]int{0, 0, 1}, s.TricksWon(), "Melanie wins")
		assert.Equal(t, []int{2}, s.ToMove(), "and leads the next trick")
	})
}

func TestSR3_hidden_cards_only_in_summary(t *testing.T) {
	s := scriptedExample3(t)
	for seat := 0; seat < 3; seat++ {
		v := s.View(seat)
		assert.Equal(t, s.Hand(seat), v.Own)
		assert.Empty(t, v.Results, "no summary during the hand")
		for other := 0; other < 3; other++ {
			if other != seat {
				assert.False(t, v.Bids[other].Known, "SR3/SR4 bids stay hidden")
				assert.Equal(t, speedrun.Bid{}, v.Bids[other].Bid)
			}
		}
	}
	for !s.Over() && s.HandNumber() == 0 {
		m := s.ToMove()
		require.NoError(t, s.Apply(m[0], s.Legal(m[0])[0]))
	}
	v := s.View(0)
	require.Len(t, v.Results, 1)
	assert.Equal(t, set("S7", "S8", "S9", "S10"), v.Results[0].Hidden, "shown in the end-of-hand summary")
	assert.Equal(t, speedrun.Bid{Contract: speedrun.Most}, v.Results[0].Bids[2])
}

func TestSR4_pass_and_redo(t *testing.T) {
	t.Run("SR4_pass_scores_nothing_card_used_up", func(t *testing.T) {
		s := speedrun.New(speedrun.Config{FixedStart: true}, 11)
		playHand(t, s, "bid pass")
		b := s.Board()
		for seat := 0; seat < 3; seat++ {
			assert.Equal(t, 1, b[seat].PassesUsed)
			assert.Zero(t, b[seat].Total())
			assert.Zero(t, b[seat].Completed())
		}
		assert.Equal(t, [3]int{}, s.Results()[0].Score)
		apply(t, s, s.StartPlayer(), "trump none")
		apply(t, s, (s.StartPlayer()+1)%3, "rank 10high")
		err := refuse(t, s, 0, "bid pass")
		assert.Contains(t, err.Error(), "no Pass card left")
		err = refuse(t, s, 0, "bid redo win1")
		assert.Contains(t, err.Error(), "SR4")
	})
	t.Run("SR4_redo_after_completion_shown_at_once_target_hidden", func(t *testing.T) {
		s := speedrun.New(speedrun.Config{FixedStart: true}, 12)
		playHand(t, s, "bid win1")
		apply(t, s, s.StartPlayer(), "trump none")
		apply(t, s, (s.StartPlayer()+1)%3, "rank 10high")
		refuse(t, s, 0, "bid win1")
		refuse(t, s, 0, "bid redo win4")
		apply(t, s, 0, "bid redo win1")
		v := s.View(1)
		assert.True(t, v.Bids[0].Redo, "the Redo card is revealed at once")
		assert.False(t, v.Bids[0].Known, "its target stays hidden")
		assert.Equal(t, speedrun.Bid{Kind: speedrun.BidRedo}, v.Bids[0].Bid)
		assert.Equal(t, speedrun.Bid{Kind: speedrun.BidRedo, Contract: speedrun.Win1}, s.View(0).Bids[0].Bid)
	})
	cases := []struct {
		name                string
		standing, attempt   speedrun.Entry
		wantTricks, wantScr int
	}{
		// "Emmy won 5 tricks ... '5' for Tricks and '4' for Score ... This
		// time she won 2 tricks. So, she updates ... '2' ... '1'."
		{"redo_example_better_updates", speedrun.Entry{Done: true, Tricks: 5, Score: 4}, speedrun.Entry{Done: true, Tricks: 2, Score: 1}, 2, 1},
		// "This time she won 6 tricks. So, she does not update."
		{"redo_example_worse_keeps", speedrun.Entry{Done: true, Tricks: 5, Score: 4}, speedrun.Entry{Done: true, Tricks: 6, Score: 5}, 5, 4},
		{"SR4_equal_score_keeps_old_entry", speedrun.Entry{Done: true, Tricks: 3, Score: 2}, speedrun.Entry{Done: true, Tricks: 7, Score: 2}, 3, 2},
		// SR6: a revealed Redo scoring 2x1=2 does not beat a standing 1.
		{"SR6_revealed_redo_doubled_compared", speedrun.Entry{Done: true, Tricks: 2, Score: 1}, speedrun.Entry{Done: true, Tricks: 0, Score: 2, Revealed: true}, 2, 1},
		// SR6: a standing revealed miss (2x3=6) loses to an unrevealed 4.
		{"SR6_standing_doubled_only_if_revealed", speedrun.Entry{Done: true, Tricks: 4, Score: 6, Revealed: true}, speedrun.Entry{Done: true, Tricks: 5, Score: 4}, 5, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := speedrun.Settle(tc.standing, tc.attempt)
			assert.Equal(t, tc.wantTricks, got.Tricks)
			assert.Equal(t, tc.wantScr, got.Score)
			assert.Equal(t, 1, got.Redos)
			assert.True(t, got.Done)
		})
	}
}

func TestScoring(t *testing.T) {
	const e, m, n = 0, 1, 2 // Emmy, Melanie, Neil as on the example boards
	cases := []struct {
		name     string
		c        speedrun.Contract
		tricks   [3]int
		seat     int
		revealed bool
		diff     int
		score    int
	}{
		{"scoring_example_1_win1_two_tricks", speedrun.Win1, [3]int{2, 5, 5}, e, false, 1, 1},
		{"scoring_example_2_win4_perfect", speedrun.Win4, [3]int{4, 4, 4}, n, false, 0, -2},
		// "Neil bids Most Tricks. He won 5 tricks, Melanie won 6, and Emmy
		// won 1. ... Neil's difference is 1."
		{"most_example_SR5", speedrun.Most, [3]int{1, 6, 5}, n, false, 1, 1},
		// "Melanie bids Least Tricks. She won 2 tricks, Neil won 7, and Emmy
		// won 3 ... she scores -2 points."
		{"least_example_SR5", speedrun.Least, [3]int{3, 2, 7}, m, false, 0, -2},
		{"SR5_least_ties", speedrun.Least, [3]int{2, 2, 8}, e, false, 0, -2},
		{"SR5_least_miss", speedrun.Least, [3]int{5, 2, 5}, e, false, 3, 3},
		{"SR5_most_ties", speedrun.Most, [3]int{5, 5, 2}, m, false, 0, -2},
		{"SR5_middle_median", speedrun.Middle, [3]int{1, 4, 7}, e, false, 3, 3},
		{"SR5_middle_from_top", speedrun.Middle, [3]int{1, 4, 7}, n, false, 3, 3},
		{"SR5_middle_ties", speedrun.Middle, [3]int{6, 6, 0}, e, false, 0, -2},
		{"SR5_middle_is_median", speedrun.Middle, [3]int{0, 5, 7}, m, false, 0, -2},
		{"win0_zero", speedrun.Win0, [3]int{0, 6, 6}, e, false, 0, -2},
		{"win9_short_by_3", speedrun.Win9, [3]int{6, 6, 0}, e, false, 3, 3},
		{"SR6_revealed_perfect_minus_4", speedrun.Win4, [3]int{4, 4, 4}, n, true, 0, -4},
		{"SR6_revealed_miss_doubles", speedrun.Win7, [3]int{4, 4, 4}, n, true, 3, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := speedrun.Difference(tc.c, tc.tricks, tc.seat)
			assert.Equal(t, tc.diff, d)
			assert.Equal(t, tc.score, speedrun.Score(d, tc.revealed))
		})
	}
}

func TestSR6_contract_reveal(t *testing.T) {
	s := speedrun.New(speedrun.Config{ContractReveal: true, FixedStart: true, StartPlayer: 0}, 4)
	apply(t, s, 0, "trump S")
	apply(t, s, 1, "rank 10high")
	apply(t, s, 0, "bid win4")
	apply(t, s, 1, "bid pass")
	apply(t, s, 2, "bid least")
	assert.Equal(t, speedrun.PhaseReveal, s.Phase())
	assert.Equal(t, []int{2}, s.ToMove(), "SR6 in seat order from the leader (seat 2)")
	refuse(t, s, 2, "play "+speedrun.Deck.Format(s.Hand(2).Lowest()))
	apply(t, s, 2, "reveal")
	assert.True(t, s.View(0).Bids[2].Known, "a revealed contract is public")
	assert.Equal(t, speedrun.Bid{Contract: speedrun.Least}, s.View(1).Bids[2].Bid)
	assert.Equal(t, []int{0}, s.ToMove())
	apply(t, s, 0, "noreveal")
	assert.Equal(t, []string{"noreveal"}, tokens(s.Legal(1)), "the Pass contract cannot be revealed")
	err := refuse(t, s, 1, "reveal")
	assert.Contains(t, err.Error(), "SR6")
	apply(t, s, 1, "noreveal")
	assert.Equal(t, speedrun.PhasePlay, s.Phase())
	assert.Equal(t, []int{2}, s.ToMove())
	for !s.Over() && s.HandNumber() == 0 {
		m := s.ToMove()
		require.NoError(t, s.Apply(m[0], s.Legal(m[0])[0]))
	}
	r := s.Results()[0]
	d := speedrun.Difference(speedrun.Least, r.Tricks, 2)
	assert.Equal(t, speedrun.Score(d, true), r.Score[2], "revealed scores double")
	assert.Equal(t, 2*max(d, 0)+boolInt(d == 0)*-4, r.Score[2])
	assert.True(t, s.Board()[2].Entries[speedrun.Least].Revealed)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func tokens(as []speedrun.Action) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.String())
	}
	return out
}

func TestSR7_end_of_game_tie_breaks(t *testing.T) {
	entry := func(score int, perfect bool) speedrun.Entry {
		return speedrun.Entry{Done: true, Score: score, Perfect: perfect}
	}
	board := func(cols ...[]speedrun.Entry) speedrun.Board {
		var b speedrun.Board
		for i, col := range cols {
			for j, e := range col {
				b[i].Entries[j+1] = e
			}
		}
		return b
	}
	cases := []struct {
		name string
		b    speedrun.Board
		want []int
	}{
		{"SR7_lowest_total_wins", board(
			[]speedrun.Entry{entry(3, false)}, []speedrun.Entry{entry(-2, true)}, []speedrun.Entry{entry(1, false)}), []int{1}},
		{"SR7_negative_totals", board(
			[]speedrun.Entry{entry(-2, true), entry(-2, true)}, []speedrun.Entry{entry(-2, true)}, []speedrun.Entry{entry(1, false)}), []int{0}},
		{"SR7_tie_most_contracts_completed", board(
			[]speedrun.Entry{entry(2, false)}, []speedrun.Entry{entry(1, false), entry(1, false)}, []speedrun.Entry{entry(5, false)}), []int{1}},
		{"SR7_tie_most_perfects_standing", board(
			[]speedrun.Entry{entry(4, false), entry(-2, true)}, []speedrun.Entry{entry(1, false), entry(1, false)}, []speedrun.Entry{entry(5, false)}), []int{0}},
		{"G4_shared_victory", board(
			[]speedrun.Entry{entry(1, false), entry(-2, true)}, []speedrun.Entry{entry(-2, true), entry(1, false)}, []speedrun.Entry{entry(5, false)}), []int{0, 1}},
		{"G4_all_three_share", board(nil, nil, nil), []int{0, 1, 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { assert.Equal(t, tc.want, tc.b.Winners()) })
	}
}

func TestG3_start_player_from_seed(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		a, b := speedrun.New(speedrun.Config{}, seed), speedrun.New(speedrun.Config{}, seed)
		assert.Equal(t, a.StartPlayer(), b.StartPlayer(), "G2 same seed, same game")
		assert.Equal(t, a.Hand(0), b.Hand(0))
		seen[a.StartPlayer()] = true
	}
	assert.Len(t, seen, 3, "every seat can start")
	s := speedrun.New(speedrun.Config{FixedStart: true, StartPlayer: 1}, 3)
	assert.Equal(t, 1, s.StartPlayer())
}

func TestSR8_examples_read_as_10_high(t *testing.T) {
	// SR8: the Speed Run examples' "9 is high" is 10 High on the 1-10 deck.
	r := trick.Rules{Ranking: trick.Ranking{Start: trick.TopHigh}}
	tr := trick.Trick{Leader: 0}
	for _, c := range set("C8").Cards() {
		tr.Add(c)
	}
	tr.Add(set("C9").Lowest())
	tr.Add(set("S2").Lowest())
	assert.Equal(t, 1, r.Winner(&tr, 3), "trick_example_1 Neil wins")
	tr2 := trick.Trick{}
	for _, tok := range []string{"S7", "S2", "H9"} {
		tr2.Add(set(tok).Lowest())
	}
	assert.Equal(t, 0, r.Winner(&tr2, 3), "trick_example_2 Emmy wins")
	assert.Equal(t, "rank 10high", speedrun.ChooseRanking(trick.Ranking{}).String())
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	s := speedrun.New(speedrun.Config{}, 21)
	st := s.StartPlayer()
	refuse(t, s, st, "bid win1")
	refuse(t, s, st, "play H1")
	refuse(t, s, st, "reveal")
	refuse(t, s, (st+1)%3, "trump H")
	assert.ErrorIs(t, s.Apply(7, act(t, "trump H")), engine.ErrIllegal)
	assert.ErrorIs(t, s.Apply(st, speedrun.Action{}), engine.ErrIllegal)
	assert.ErrorIs(t, s.Apply(st, speedrun.Action{Kind: speedrun.KindTrump, Trump: 9}), engine.ErrIllegal)
	apply(t, s, st, "trump H")
	apply(t, s, (st+1)%3, "rank 1high")
	refuse(t, s, 0, "bid win7") // not in the Short game
	refuse(t, s, 0, "bid redo win1")
	assert.ErrorIs(t, s.Apply(0, speedrun.PlaceBid(speedrun.Bid{Kind: 9})), engine.ErrIllegal)
	apply(t, s, 0, "bid win1")
	apply(t, s, 1, "bid win1")
	apply(t, s, 2, "bid win1")
	leader := s.ToMove()[0]
	other := s.Hand((leader + 1) % 3).Lowest()
	refuse(t, s, leader, "play "+speedrun.Deck.Format(other))
	refuse(t, s, (leader+1)%3, "play "+speedrun.Deck.Format(other))
}

func TestCloneIsIndependent(t *testing.T) {
	s := speedrun.New(speedrun.Config{Length: speedrun.Medium}, 8)
	snapshot := s.Clone()
	c := s.Clone()
	playHand(t, c, "bid win1")
	assert.Equal(t, snapshot, s, "playing the clone leaves the original alone")
	assert.NotEqual(t, s, c)
	var d speedrun.State
	d.CopyFrom(c)
	assert.Equal(t, c, &d)
}

func TestErrIllegalIsSentinel(t *testing.T) {
	s := speedrun.New(speedrun.Config{}, 1)
	err := s.Apply((s.StartPlayer()+1)%3, act(t, "trump H"))
	assert.True(t, errors.Is(err, engine.ErrIllegal))
}

func cardsSuit(i int) cards.Suit { return cards.Suit(i) }

func cardsCard(b byte) cards.Card       { return cards.Card(b) }
func trickTrump(b byte) trick.Trump     { return trick.Trump(b) }
func trickPattern(b byte) trick.Pattern { return trick.Pattern(b) }
func trickDir(b byte) trick.Direction   { return trick.Direction(b) }
