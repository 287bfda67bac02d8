package stepstones_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func legalCards(s *stepstones.State, seat int) cards.Set {
	var out cards.Set
	for _, a := range s.Legal(seat) {
		if a.Kind == stepstones.KindPlay {
			out = out.With(a.Card)
		}
	}
	return out
}

// TestTrickExamples plays the rulebook's four trick examples through the
// engine: the example's leader declares, leads the first trick and the
// winner must lead the next.
func TestTrickExamples(t *testing.T) {
	cases := []struct {
		name     string
		given    [3]string
		closed   [3]string
		leader   int
		bid      string
		plays    [3]string
		winner   int
		adviseCh bool
	}{
		// "Carol leads with the 8 of Clubs. David follows with the 9 of Clubs.
		// Scott does not have any Clubs ... He plays the 2 of Spades. David wins."
		{name: "trick_example_1_9high_no_trump_david_wins", given: [3]string{"C8", "C9", "S2"}, closed: [3]string{"", "", "C"},
			leader: carol, bid: "bid no-trump 9high", plays: [3]string{"C8", "C9", "S2"}, winner: david},
		// "Carol leads with the 7 of Spades. David follows with the 2 of Spades.
		// Scott ... plays the 9 of Hearts. Carol wins."
		{name: "trick_example_2_9high_no_trump_carol_wins", given: [3]string{"S7", "S2", "H9"}, closed: [3]string{"", "", "S"},
			leader: carol, bid: "bid no-trump 9high", plays: [3]string{"S7", "S2", "H9"}, winner: carol},
		// "David leads with the 9 of Diamonds. Scott follows with the 4 of
		// Diamonds. Carol follows with the 3 of Diamonds. Carol wins."
		{name: "trick_example_3_1high_clubs_carol_wins", given: [3]string{"D3", "D9", "D4"},
			leader: david, bid: "bid pick-trump 1high C", plays: [3]string{"D9", "D4", "D3"}, winner: carol},
		// SS9: David leads the 7 of Hearts, Scott (no Hearts) trumps with the
		// 8 of Clubs, Carol follows with the 5 of Hearts. Scott wins.
		{name: "trick_example_4_SS9_david_leads_scott_trumps", given: [3]string{"H5", "H7", "C8"}, closed: [3]string{"", "", "H"},
			leader: david, bid: "bid pick-trump 1high C", plays: [3]string{"H7", "C8", "H5"}, winner: scott},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, stepstones.Config{}, tc.leader, fill(t, tc.given, tc.closed))
			apply(t, s, tc.leader, tc.bid)
			assert.Equal(t, tc.leader, s.Declarer())
			assert.Equal(t, []int{tc.leader}, s.ToMove(), "the declarer leads the first trick")
			for i, p := range tc.plays {
				seat := (tc.leader + i) % 3
				apply(t, s, seat, "play "+p)
			}
			assert.Equal(t, 1, s.TricksPlayed())
			won := s.TricksWon()
			assert.Equal(t, 1, won[tc.winner])
			assert.Equal(t, []int{tc.winner}, s.ToMove(), "the winner leads the next trick")
		})
	}
}

// TestFollowExamples checks the jargon page's and the appendix's examples
// of the follow rules through Legal and Apply.
func TestFollowExamples(t *testing.T) {
	t.Run("must_follow_may_beat_david_3_or_7", func(t *testing.T) {
		// "Carol leads with the 5 of Hearts ... David has the 3 and 7 of
		// Hearts ... David can play either card."
		s := newGame(t, stepstones.Config{}, carol, fill(t, [3]string{"H5", "H3 H7", "S8"}, [3]string{"", "H", "H"}))
		apply(t, s, carol, "bid no-trump 9high")
		apply(t, s, carol, "play H5")
		assert.Equal(t, set("H3 H7"), legalCards(s, david))
		apply(t, s, david, "play H3")
		// "Scott does not have any Hearts. Therefore, he may play any card."
		assert.Equal(t, s.Hand(scott), legalCards(s, scott))
		apply(t, s, scott, "play S8")
	})
	t.Run("must_follow_refuses_off_suit", func(t *testing.T) {
		s := newGame(t, stepstones.Config{}, carol, fill(t, [3]string{"H5", "H3 H7 C1", ""}, [3]string{"", "H", "H"}))
		apply(t, s, carol, "bid no-trump 9high")
		apply(t, s, carol, "play H5")
		before := s.Clone()
		err := s.Apply(david, act("play C1"))
		assert.ErrorIs(t, err, engine.ErrIllegal)
		assert.Equal(t, "follow suit", engine.RuleOf(err))
		assert.Equal(t, "You must follow suit: Hearts were led and you hold a Heart.", engine.Explain(err))
		assert.Equal(t, before, s, "an illegal action leaves the state unchanged")
		err = s.Apply(david, act("play H5"))
		assert.Equal(t, "play", engine.RuleOf(err))
		assert.Equal(t, "You do not hold 5♥.", engine.Explain(err))
		err = s.Apply(david, stepstones.Pass)
		assert.Equal(t, "Play a card now.", engine.Explain(err))
	})
	t.Run("SS7_may_trump_example_david_trumps", func(t *testing.T) {
		// "(9 High, Clubs Trump): Carol leads with the 9 of Spades. David has
		// the 5 and 8 of Spades as well as the 2 of Clubs ... David may trump
		// by playing the 2 of Clubs."
		s := newGame(t, stepstones.Config{Sheet: stepstones.Advanced}, carol,
			fill(t, [3]string{"S9", "S5 S8 C2 H4", ""}, [3]string{"", "SC", ""}))
		apply(t, s, carol, "bid may-trump 9high C")
		apply(t, s, carol, "play S9")
		assert.Equal(t, set("S5 S8 C2"), legalCards(s, david), "may trump, but not discard H4")
		err := s.Apply(david, act("play H4"))
		assert.Equal(t, "SS7", engine.RuleOf(err))
		assert.Equal(t, "You must follow suit or trump: Spades were led and you hold a Spade.", engine.Explain(err))
		apply(t, s, david, "play C2")
		_, third := lowest(s)
		require.NoError(t, s.Apply(scott, third))
		if third.Card.Suit() != cards.Clubs {
			assert.Equal(t, 1, s.TricksWon()[david], "the trump wins")
		}
	})
	t.Run("SS7_may_trump_trump_lead_must_be_followed", func(t *testing.T) {
		s := newGame(t, stepstones.Config{Sheet: stepstones.Advanced}, carol,
			fill(t, [3]string{"C9", "C5 S8", ""}, [3]string{"", "C", ""}))
		apply(t, s, carol, "bid may-trump 9high C")
		apply(t, s, carol, "play C9")
		assert.Equal(t, set("C5"), legalCards(s, david))
	})
	t.Run("SS7_pick_trump_may_not_trump_holding_led", func(t *testing.T) {
		s := newGame(t, stepstones.Config{}, carol, fill(t, [3]string{"S9", "S5 S8 C2", ""}, [3]string{"", "S", ""}))
		apply(t, s, carol, "bid pick-trump 9high C")
		apply(t, s, carol, "play S9")
		assert.Equal(t, set("S5 S8"), legalCards(s, david))
	})
	t.Run("SS7_must_beat_example_1_9high", func(t *testing.T) {
		// "Scott leads with the 5 of Hearts ... Carol has the 3 and 8 of
		// Hearts. Therefore, she must play the 8 of Hearts. ... David has the
		// 1, 2, and 4 of Hearts ... David plays the 2 of Hearts."
		s := newGame(t, stepstones.Config{Sheet: stepstones.Advanced}, scott,
			fill(t, [3]string{"H3 H8", "H1 H2 H4", "H5"}, [3]string{"H", "H", ""}))
		apply(t, s, scott, "bid lose-must-beat 9high")
		apply(t, s, scott, "play H5")
		assert.Equal(t, set("H8"), legalCards(s, carol))
		before := s.Clone()
		err := s.Apply(carol, act("play H3"))
		assert.ErrorIs(t, err, engine.ErrIllegal)
		assert.Equal(t, "SS7", engine.RuleOf(err))
		assert.Equal(t, "You must beat the trick: you hold a Heart stronger than 5♥.", engine.Explain(err))
		assert.Equal(t, before, s)
		apply(t, s, carol, "play H8")
		assert.Equal(t, set("H1 H2 H4"), legalCards(s, david))
		apply(t, s, david, "play H2")
		assert.Equal(t, 1, s.TricksWon()[carol])
	})
	t.Run("SS7_must_beat_example_2_1high", func(t *testing.T) {
		// "Scott leads with the 5 of Clubs ... Carol has the 3 and 7 of Clubs.
		// Therefore, she must play the 3 of Clubs. ... David has the 2, 3, and
		// 6 of Spades as well as the 1, 5, 8, and 9 of Diamonds ... David
		// plays the 1 of Diamonds."
		s := newGame(t, stepstones.Config{Sheet: stepstones.Advanced}, scott,
			fill(t, [3]string{"C3 C7", "S2 S3 S6 D1 D5 D8 D9", "C5"}, [3]string{"C", "C", ""}))
		apply(t, s, scott, "bid lose-must-beat 1high")
		apply(t, s, scott, "play C5")
		assert.Equal(t, set("C3"), legalCards(s, carol))
		apply(t, s, carol, "play C3")
		assert.Equal(t, s.Hand(david), legalCards(s, david), "void in Clubs: any card")
		apply(t, s, david, "play D1")
		assert.Equal(t, 1, s.TricksWon()[carol], "the 3 is strongest at 1 High")
	})
	t.Run("slalom_example_switches_every_trick", func(t *testing.T) {
		// "Scott is the declarer and chooses 9 High. So, the first trick 9 is
		// high, second trick 1 is high ..."
		s := newGame(t, stepstones.Config{Sheet: stepstones.Advanced}, scott,
			fill(t, [3]string{"H2 H3", "H8 H4", "H5 H6"}, [3]string{}))
		apply(t, s, scott, "bid slalom 9high")
		r := s.Rules()
		assert.Equal(t, trick.Slalom, r.Ranking.Pattern)
		apply(t, s, scott, "play H5")
		apply(t, s, carol, "play H2")
		apply(t, s, david, "play H8")
		assert.Equal(t, []int{david}, s.ToMove(), "trick 1: 9 High, the 8 wins")
		apply(t, s, david, "play H4")
		apply(t, s, scott, "play H6")
		apply(t, s, carol, "play H3")
		assert.Equal(t, []int{carol}, s.ToMove(), "trick 2: 1 High, the 3 wins")
	})
}

// TestScoringDeclarerOnly: "Only the declarer's number of tricks won will
// be calculated for scoring!"
func TestScoringDeclarerOnly(t *testing.T) {
	s := newGame(t, stepstones.Config{}, carol, heartsDeal(carol))
	apply(t, s, carol, "bid no-trump 9high")
	playScripted(t, s, 8)
	sh := s.Scoresheet()
	row := sh.Rows[sh.Sheet.Row(stepstones.WinNoTrump)]
	assert.Equal(t, [3]bool{true, false, false}, row.Done)
	assert.Equal(t, 8, row.Tricks[carol], "Carol won 8 tricks ... writes an '8'")
	assert.False(t, row.Complete)
	res := s.Results()
	require.Len(t, res, 1)
	assert.Equal(t, 8, res[0].Tricks)
	assert.Equal(t, 8, res[0].Won[carol])
}

func TestSS4WinLast6CountsTricks7To12(t *testing.T) {
	s := newGame(t, stepstones.Config{}, carol, heartsDeal(carol))
	apply(t, s, carol, "bid win-last6 9high")
	playScripted(t, s, 9) // Carol wins tricks 1-9
	res := s.Results()[0]
	assert.Equal(t, 9, res.Won[carol])
	assert.Equal(t, 3, res.Tricks, "only tricks 7, 8 and 9 count")
	assert.Equal(t, 3, s.Scoresheet().Rows[2].Tricks[carol])
}

func TestSS3RowPoints(t *testing.T) {
	cases := []struct {
		name   string
		tricks [3]int
		lose   bool
		want   [3]int
		first  [3]bool
	}{
		// "Carol won 1 trick, David won 3, and Scott won 5 ... Scott gains 3
		// game points, David gains 1, and Carol loses 1."
		{"SS3_win_last6_example_1_3_5", [3]int{1, 3, 5}, false, [3]int{-1, 1, 3}, [3]bool{false, false, true}},
		// "Carol won 8 tricks, David won 8, and Scott won 4 ... 2 game points
		// each while Scott loses 1."
		{"SS3_two_tied_first_share", [3]int{8, 8, 4}, false, [3]int{2, 2, -1}, [3]bool{true, true, false}},
		{"SS3_two_tied_last_share", [3]int{3, 3, 0}, true, [3]int{0, 0, 3}, [3]bool{false, false, true}},
		{"SS3_all_three_tied_1_each", [3]int{4, 4, 4}, false, [3]int{1, 1, 1}, [3]bool{true, true, true}},
		{"SS3_lose_fewer_ranks_first", [3]int{1, 5, 5}, true, [3]int{3, 0, 0}, [3]bool{true, false, false}},
		{"SS3_win_tied_last", [3]int{3, 3, 0}, false, [3]int{2, 2, -1}, [3]bool{true, true, false}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, f := stepstones.RowPoints(tc.tricks, tc.lose)
			assert.Equal(t, tc.want, p)
			assert.Equal(t, tc.first, f)
		})
	}
}

// TestFinalScoreExample is the End of Game table: totals 5, 4, 3 and
// "Carol wins the game!".
func TestFinalScoreExample(t *testing.T) {
	sc := stepstones.BuildScoresheet(stepstones.Starter, [4][3]int{
		{6, 4, 8}, // Win Tricks (Pick Trump)
		{2, 7, 6}, // Win Tricks (No Trump)
		{3, 3, 0}, // Win Last 6 (No Trump)
		{1, 5, 5}, // Lose Tricks (No Trump)
	})
	want := [][3]int{{1, -1, 3}, {-1, 3, 1}, {2, 2, -1}, {3, 0, 0}}
	for r, w := range want {
		assert.True(t, sc.Rows[r].Complete)
		assert.Equal(t, w, sc.Rows[r].Points, sc.Rows[r].Contract.Name())
	}
	assert.Equal(t, [3]int{5, 4, 3}, sc.Totals)
	assert.Equal(t, []int{carol}, sc.Winners())
}

func TestSS3IncompleteRowHasNoPoints(t *testing.T) {
	sc := stepstones.BuildScoresheet(stepstones.Starter, [4][3]int{{6, -1, 8}, {-1, -1, -1}, {-1, -1, -1}, {-1, -1, -1}})
	assert.False(t, sc.Rows[0].Complete)
	assert.Equal(t, [3]int{}, sc.Totals)
}

func TestSS8TieBreak(t *testing.T) {
	t.Run("SS8_G4_equal_firsts_shared", func(t *testing.T) {
		// Carol: 2+2-1+... build totals 4/4/x with Carol first in more rows.
		sc := stepstones.BuildScoresheet(stepstones.Starter, [4][3]int{
			{8, 4, 6}, // C 3, D -1, S 1
			{8, 4, 6}, // C 3, D -1, S 1
			{0, 6, 3}, // C -1, D 3, S 1
			{9, 0, 5}, // lose: C -1, D 3, S 1
		})
		require.Equal(t, [3]int{4, 4, 4}, sc.Totals)
		assert.Equal(t, [3]int{2, 2, 0}, sc.Firsts)
		assert.Equal(t, []int{carol, david}, sc.Winners(), "SS8 then G4: shared")
	})
	t.Run("SS8_tie_for_first_counts", func(t *testing.T) {
		sc := stepstones.BuildScoresheet(stepstones.Starter, [4][3]int{
			{8, 8, 4}, // 2 2 -1 (C and D tied first)
			{8, 4, 6}, // 3 -1 1
			{4, 8, 6}, // -1 3 1
			{5, 5, 5}, // 1 1 1 (all tied first)
		})
		require.Equal(t, [3]int{5, 5, 2}, sc.Totals)
		assert.Equal(t, [3]int{3, 3, 1}, sc.Firsts)
		assert.Equal(t, []int{carol, david}, sc.Winners())
	})
	t.Run("SS8_firsts_decide", func(t *testing.T) {
		sc := stepstones.BuildScoresheet(stepstones.Starter, [4][3]int{
			{9, 5, 1}, // 3 1 -1
			{9, 5, 1}, // 3 1 -1
			{2, 2, 6}, // 0 0 3
			{9, 1, 5}, // lose: -1 3 1
		})
		require.Equal(t, [3]int{5, 5, 2}, sc.Totals)
		assert.Equal(t, [3]int{2, 1, 1}, sc.Firsts)
		assert.Equal(t, []int{carol}, sc.Winners())
	})
}
