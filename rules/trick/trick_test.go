package trick_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func c(tok string) cards.Card {
	card, err := cards.Parse(tok)
	if err != nil {
		panic(err)
	}
	return card
}

func set(toks ...string) cards.Set {
	var s cards.Set
	for _, t := range toks {
		s = s.With(c(t))
	}
	return s
}

func mkTrick(num, leader int, toks ...string) *trick.Trick {
	t := &trick.Trick{Num: uint8(num), Leader: uint8(leader)}
	for _, tok := range toks {
		t.Add(c(tok))
	}
	return t
}

// Seats for the Speed Run examples: Emmy 0, Neil 1, Melanie 2 (clockwise, as
// the examples play). Stepping Stones: Carol 0, David 1, Scott 2.
const (
	emmy, neil, melanie = 0, 1, 2
	carol, david, scott = 0, 1, 2
)

func TestWinner(t *testing.T) {
	clubs := trick.TrumpOf(cards.Clubs)
	oneHigh := trick.Ranking{Start: trick.OneHigh}
	cases := []struct {
		name   string
		rules  trick.Rules
		leader int
		cards  []string
		want   int
	}{
		// SR8: "9 is high" on the 1-10 deck reads as 10 High.
		{"trick_example_1_SR8_10high_no_trump", trick.Rules{}, emmy, []string{"C8", "C9", "S2"}, neil},
		{"trick_example_2_SR8_10high_no_trump", trick.Rules{}, emmy, []string{"S7", "S2", "H9"}, emmy},
		{"trick_example_3_trump_wins", trick.Rules{Trump: clubs, Ranking: oneHigh}, neil, []string{"H7", "C8", "H5"}, melanie},
		{"trick_example_3_lower_trump_loses_1high", trick.Rules{Trump: clubs, Ranking: oneHigh}, neil, []string{"H7", "C8", "C2"}, emmy},
		{"ss_trick_example_1_9high", trick.Rules{}, carol, []string{"C8", "C9", "S2"}, david},
		{"ss_trick_example_2_9high", trick.Rules{}, carol, []string{"S7", "S2", "H9"}, carol},
		{"ss_trick_example_3_1high_clubs", trick.Rules{Trump: clubs, Ranking: oneHigh}, david, []string{"D9", "D4", "D3"}, carol},
		{"ss_trick_example_4_SS9_1high_clubs", trick.Rules{Trump: clubs, Ranking: oneHigh}, david, []string{"H7", "C8", "H5"}, scott},
		{"top_rank_10_beats_9", trick.Rules{}, 2, []string{"H9", "H10", "H1"}, 0},
		{"1high_1_beats_10", trick.Rules{Ranking: oneHigh}, 2, []string{"H9", "H10", "H1"}, 1},
		{"off_suit_never_wins_no_trump", trick.Rules{}, 1, []string{"D2", "S10", "H10"}, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mkTrick(0, tc.leader, tc.cards...)
			assert.Equal(t, tc.want, tc.rules.Winner(tr, 3))
		})
	}
}

func TestLegal(t *testing.T) {
	clubs := trick.TrumpOf(cards.Clubs)
	cases := []struct {
		name  string
		rules trick.Rules
		hand  cards.Set
		trick *trick.Trick
		want  cards.Set
	}{
		{"lead_any_card", trick.Rules{}, set("H3", "S7", "C1"), mkTrick(0, 0), set("H3", "S7", "C1")},
		// "Neil has the 3 and 7 of Hearts ... Neil can play either card."
		{"may_beat_example_either_heart", trick.Rules{}, set("H3", "H7", "S2"), mkTrick(0, emmy, "H5"), set("H3", "H7")},
		// "Melanie does not have any Hearts. Therefore, she may play any card."
		{"playing_off_suit_example_void", trick.Rules{}, set("S8", "C1", "D4"), mkTrick(0, emmy, "H5", "H3"), set("S8", "C1", "D4")},
		{"trick_example_3_emmy_must_follow_hearts", trick.Rules{Trump: clubs, Ranking: trick.Ranking{Start: trick.OneHigh}}, set("H5", "C2", "S4"), mkTrick(0, neil, "H7", "C8"), set("H5")},
		{"standard_may_not_trump_holding_led", trick.Rules{Trump: clubs}, set("S5", "S8", "C2"), mkTrick(0, carol, "S9"), set("S5", "S8")},
		// SS7 May Trump example: "David may trump by playing the 2 of Clubs".
		{"SS7_may_trump_example", trick.Rules{Trump: clubs, Follow: trick.MayTrump}, set("S5", "S8", "C2", "H4"), mkTrick(0, carol, "S9"), set("S5", "S8", "C2")},
		{"SS7_may_trump_trump_lead_must_follow", trick.Rules{Trump: clubs, Follow: trick.MayTrump}, set("C5", "S8", "H4"), mkTrick(0, carol, "C9"), set("C5")},
		{"SS7_may_trump_void_any", trick.Rules{Trump: clubs, Follow: trick.MayTrump}, set("C5", "D8"), mkTrick(0, carol, "S9"), set("C5", "D8")},
		// SS7 Must Beat example 1 (9 High): Carol holds 3 and 8 of Hearts after
		// the 5: she must play the 8.
		{"SS7_must_beat_example_1_carol", trick.Rules{Follow: trick.MustBeat}, set("H3", "H8", "S1"), mkTrick(0, scott, "H5"), set("H8")},
		// David holds 1, 2, 4 of Hearts, cannot beat the 8: any Heart.
		{"SS7_must_beat_example_1_david", trick.Rules{Follow: trick.MustBeat}, set("H1", "H2", "H4", "C9"), mkTrick(0, scott, "H5", "H8"), set("H1", "H2", "H4")},
		// Example 2 (1 High): Carol holds 3 and 7 of Clubs after the 5: the 3.
		{"SS7_must_beat_example_2_carol", trick.Rules{Follow: trick.MustBeat, Ranking: trick.Ranking{Start: trick.OneHigh}}, set("C3", "C7"), mkTrick(0, scott, "C5"), set("C3")},
		// David is void in Clubs: any card.
		{"SS7_must_beat_example_2_david_void", trick.Rules{Follow: trick.MustBeat, Ranking: trick.Ranking{Start: trick.OneHigh}}, set("S2", "S3", "S6", "D1", "D5", "D8", "D9"), mkTrick(0, scott, "C5", "C3"), set("S2", "S3", "S6", "D1", "D5", "D8", "D9")},
		{"SS7_must_beat_after_trump_any_led", trick.Rules{Follow: trick.MustBeat, Trump: clubs}, set("H9", "H2"), mkTrick(0, scott, "H5", "C1"), set("H9", "H2")},
		{"SS7_must_beat_uses_trick_direction_slalom", trick.Rules{Follow: trick.MustBeat, Ranking: trick.Ranking{Pattern: trick.Slalom}}, set("H3", "H8"), mkTrick(1, scott, "H5"), set("H3")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.rules.Legal(tc.hand, tc.trick)
			assert.Equal(t, tc.want.String(), got.String())
		})
	}
}

func TestRankingAt(t *testing.T) {
	dirs := func(r trick.Ranking) string {
		s := ""
		for n := 0; n < 12; n++ {
			if r.At(n) == trick.TopHigh {
				s += "T"
			} else {
				s += "1"
			}
		}
		return s
	}
	cases := []struct {
		name string
		r    trick.Ranking
		want string
	}{
		{"10high_whole_hand", trick.Ranking{}, "TTTTTTTTTTTT"},
		{"1high_whole_hand", trick.Ranking{Start: trick.OneHigh}, "111111111111"},
		{"SR2_slalom_start_10high", trick.Ranking{Pattern: trick.Slalom}, "T1T1T1T1T1T1"},
		{"SR2_slalom_start_1high", trick.Ranking{Pattern: trick.Slalom, Start: trick.OneHigh}, "1T1T1T1T1T1T"},
		{"SR2_bell_curve_switches_after_4_and_8", trick.Ranking{Pattern: trick.BellCurve}, "TTTT1111TTTT"},
		{"SR2_bell_curve_start_1high", trick.Ranking{Pattern: trick.BellCurve, Start: trick.OneHigh}, "1111TTTT1111"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { assert.Equal(t, tc.want, dirs(tc.r)) })
	}
}

func TestSlalomWinnerFollowsTrickNumber(t *testing.T) {
	r := trick.Rules{Ranking: trick.Ranking{Pattern: trick.Slalom}}
	assert.Equal(t, 1, r.Winner(mkTrick(0, 0, "H5", "H9", "H2"), 3), "trick 1 is 10 High")
	assert.Equal(t, 2, r.Winner(mkTrick(1, 0, "H5", "H9", "H2"), 3), "trick 2 is 1 High")
}

func TestTrumpTokens(t *testing.T) {
	assert.Equal(t, "none", trick.NoTrump.String())
	for _, s := range cards.Suits {
		got, ok := trick.TrumpOf(s).Suit()
		require.True(t, ok)
		assert.Equal(t, s, got)
	}
}

// TestStrongerMatchesBeats checks the bit trick against the plain comparison
// for every pair of cards on both decks' ranks.
func TestStrongerMatchesBeats(t *testing.T) {
	r := trick.Rules{}
	all := cards.Numbered10.Set()
	for _, d := range []trick.Direction{trick.TopHigh, trick.OneHigh} {
		for _, x := range all.Cards() {
			got := trick.Stronger(all, x, d)
			var want cards.Set
			for _, y := range all.Suit(x.Suit()).Cards() {
				if y != x && r.Beats(y, x, d) {
					want = want.With(y)
				}
			}
			assert.Equal(t, want, got, fmt.Sprintf("%v %v", x, d))
		}
	}
}

func TestHotPathDoesNotAllocate(t *testing.T) {
	r := trick.Rules{Trump: trick.TrumpOf(cards.Hearts), Follow: trick.MustBeat}
	tr := mkTrick(3, 1, "S5", "H2")
	hand := set("S1", "S9", "H4", "D3")
	n := testing.AllocsPerRun(1000, func() {
		_ = r.Legal(hand, tr)
		_ = r.Winner(tr, 3)
	})
	assert.Zero(t, n)
}

func BenchmarkLegalWinner(b *testing.B) {
	r := trick.Rules{Trump: trick.TrumpOf(cards.Hearts), Ranking: trick.Ranking{Pattern: trick.Slalom}}
	tr := mkTrick(3, 1, "S5", "H2")
	hand := set("S1", "S9", "H4", "D3", "C7", "C8")
	var sink cards.Set
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink |= r.Legal(hand, tr)
		sink |= cards.Set(r.Winner(tr, 3))
	}
	_ = sink
}

func ExampleRules_Winner() {
	// Trick example 3: 1 High, Clubs trump. Neil (seat 1) leads H7, Melanie
	// trumps with C8, Emmy follows with H5.
	r := trick.Rules{Trump: trick.TrumpOf(cards.Clubs), Ranking: trick.Ranking{Start: trick.OneHigh}}
	t := trick.Trick{Leader: 1}
	for _, tok := range []string{"H7", "C8", "H5"} {
		card, _ := cards.Parse(tok)
		t.Add(card)
	}
	fmt.Println(r.Winner(&t, 3))
	// Output: 2
}

// TestWinnerMatchesBeats checks WinnerIndex against the plain rule (Beats)
// on random tricks under every kind of rules.
func TestWinnerMatchesBeats(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	deck := cards.Numbered10.Cards()
	for i := 0; i < 20000; i++ {
		r := trick.Rules{Trump: trick.Trump(rng.IntN(5)), Ranking: trick.Ranking{Pattern: trick.Pattern(rng.IntN(3)), Start: trick.Direction(rng.IntN(2))}}
		tr := &trick.Trick{Num: uint8(rng.IntN(12)), Leader: uint8(rng.IntN(3))}
		perm := rng.Perm(len(deck))
		n := 1 + rng.IntN(3)
		for j := 0; j < n; j++ {
			tr.Add(deck[perm[j]])
		}
		want, d := 0, r.Direction(tr)
		for j := 1; j < n; j++ {
			if r.Beats(tr.Cards[j], tr.Cards[want], d) {
				want = j
			}
		}
		require.Equal(t, want, r.WinnerIndex(tr), "%v %+v", tr.Cards[:n], r)
	}
}

func TestRankingWordsSayPatternThenDirection(t *testing.T) {
	w := trick.RankingWords{TopHigh: "10 High", OneHigh: "1 High", Slalom: "Slalom from ", BellCurve: "Bell Curve from "}
	for _, c := range []struct {
		r    trick.Ranking
		want string
	}{
		{trick.Ranking{}, "10 High"},
		{trick.Ranking{Start: trick.OneHigh}, "1 High"},
		{trick.Ranking{Pattern: trick.Slalom}, "Slalom from 10 High"},
		{trick.Ranking{Pattern: trick.BellCurve, Start: trick.OneHigh}, "Bell Curve from 1 High"},
	} {
		assert.Equal(t, c.want, w.Say(c.r))
	}
}
