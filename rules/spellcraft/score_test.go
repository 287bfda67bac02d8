package spellcraft_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
)

// TestScoreTable checks Score against hands worked out by hand, one rule
// (and ruling) per case.
func TestScoreTable(t *testing.T) {
	cases := []struct {
		name  string
		hand  string
		trump string
		total int
		suit  string
		joker string
		check func(t *testing.T, h spellcraft.HandScore)
	}{
		// "1 point for each card of the chosen suit" + "the value of the
		// highest card of the suit"; SC1: A = 11, faces 10.
		{name: "SC4_cards_plus_high_card", hand: "H5 H9 C2 D3 S4", total: 2 + 9, suit: "H"},
		{name: "SC1_ace_is_worth_11", hand: "SA S4 C2 D3 H5", total: 2 + 11, suit: "S"},
		{name: "SC1_faces_are_worth_10", hand: "CK C4 D2 H3 S5", total: 2 + 10, suit: "C"},
		{name: "SC1_ten_is_worth_10", hand: "C10 C4 D2 H3 S5", total: 2 + 10, suit: "C"},
		// "1 additional point for each card that is part of a sequence of 3
		// or more cards".
		{name: "SC4_run_of_three", hand: "H2 H3 H4 C5 D6", total: 3 + 3 + 4, suit: "H",
			check: func(t *testing.T, h spellcraft.HandScore) { assert.Equal(t, 3, h.Runs) }},
		{name: "SC4_run_of_two_scores_nothing", hand: "H5 H6 C2 D3 S4", total: 2 + 6, suit: "H"},
		{name: "SC4_multiple_sequences", hand: "H2 H3 H4 H7 H8 H9", total: 6 + 6 + 9, suit: "H"},
		{name: "SC4_run_through_faces", hand: "D10 DJ DQ DK C2", total: 4 + 4 + 10, suit: "D"},
		// SC1: the ace is low (A-2-3) or high (Q-K-A), never both, no wrap.
		{name: "SC1_ace_low_run", hand: "HA H2 H3 C5 D7", total: 3 + 3 + 11, suit: "H"},
		{name: "SC1_ace_high_run", hand: "HQ HK HA C5 D7", total: 3 + 3 + 11, suit: "H"},
		{name: "SC1_no_wrap_K_A_2", hand: "HK HA H2 C5 D7", total: 3 + 0 + 11, suit: "H"},
		{name: "SC1_ace_not_in_both_runs", hand: "HA H2 H3 HQ HK", total: 5 + 3 + 11, suit: "H"},
		{name: "SC1_ace_high_beside_low_run_without_ace", hand: "HA H2 H3 H4 HQ HK", total: 6 + 6 + 11, suit: "H"},
		{name: "SC1_whole_suit_is_one_run", hand: "SA S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK", total: 13 + 13 + 11, suit: "S"},
		// Four of a kind (any suits, each set counted): 10 for 2-10, 11
		// for faces; SC1: 11 for aces.
		{name: "SC4_four_of_a_kind_2_to_10", hand: "C7 D7 H7 S7 H2", total: 2 + 7 + 10, suit: "H",
			check: func(t *testing.T, h spellcraft.HandScore) {
				assert.Equal(t, 10, h.Fours)
				assert.Equal(t, set("C7 D7 H7 S7 H2"), h.Counted, "four-of-a-kind cards count (SC3)")
			}},
		{name: "SC4_four_faces", hand: "CJ DJ HJ SJ C3", total: 2 + 10 + 11, suit: "C"},
		{name: "SC1_four_aces_score_11", hand: "CA DA HA SA", total: 1 + 11 + 11, suit: "C"},
		{name: "SC4_two_fours_both_count", hand: "C7 D7 H7 S7 CQ DQ HQ SQ", total: 2 + 10 + 10 + 11, suit: "C"},
		// Trump (SC5): +2 for the trump suit, +2 more for the trump card.
		{name: "SC5_trump_suit_and_card", hand: "H2 H3 HQ C5 D9", trump: "HQ", total: 3 + 10 + 2 + 2, suit: "H",
			check: func(t *testing.T, h spellcraft.HandScore) {
				assert.Equal(t, 2, h.TrumpSuit)
				assert.Equal(t, 2, h.TrumpCard)
			}},
		{name: "SC5_trump_suit_only", hand: "H2 H3 H9 C5 D9", trump: "HK", total: 3 + 9 + 2, suit: "H"},
		{name: "SC5_trump_bonus_can_pick_the_suit", hand: "H2 H9 C2 C9", trump: "CA", total: 2 + 9 + 2, suit: "C"},
		{name: "SC5_trump_card_in_another_suits_four_earns_nothing", hand: "CQ DQ HQ SQ S2 S3 S4", trump: "HQ",
			total: 4 + 3 + 10 + 11, suit: "S",
			check: func(t *testing.T, h spellcraft.HandScore) { assert.Zero(t, h.TrumpCard) }},
		// SC2: the red joker is the card that scores best, even one held
		// elsewhere; its value is that card's.
		{name: "SC2_red_joker_as_ace_low", hand: "H2 H3 RJ C5 D7", total: 3 + 3 + 11, suit: "H", joker: "HA"},
		{name: "SC2_red_joker_fills_a_gap", hand: "H3 H4 H6 H7 RJ C2", total: 5 + 5 + 7, suit: "H", joker: "H5"},
		{name: "SC2_red_joker_completes_four_of_a_kind", hand: "C9 D9 H9 S2 S3 RJ", total: 3 + 9 + 10, suit: "S", joker: "S9",
			check: func(t *testing.T, h spellcraft.HandScore) {
				assert.Equal(t, set("C9 D9 H9 S2 S3 RJ"), h.Counted)
			}},
		{name: "SC2_red_joker_completes_four_in_another_suit", hand: "D9 H9 S9 SA SK SQ SJ RJ", total: 5 + 4 + 11 + 10, suit: "S", joker: "C9"},
		{name: "SC5_red_joker_stands_for_the_trump_card", hand: "H2 H3 RJ C5", trump: "HA", total: 3 + 3 + 11 + 2 + 2, suit: "H", joker: "HA"},
		// SC3: the black joker scores nothing.
		{name: "SC3_black_joker_scores_nothing", hand: "H2 H3 H4 BJ", total: 10, suit: "H"},
		// SC4, SC11: five of a kind scores max(35, the rest).
		{name: "SC4_five_of_a_kind_35", hand: "C5 D5 H5 S5 RJ", total: 35,
			check: func(t *testing.T, h spellcraft.HandScore) {
				assert.True(t, h.Five)
				assert.Equal(t, set("C5 D5 H5 S5 RJ"), h.Counted)
			}},
		{name: "SC4_five_of_a_kind_normal_higher", hand: "C5 D5 H5 S5 RJ HA HK HQ HJ H10 H9 H8 H7 H6",
			total: 11 + 11 + 11 + 10, suit: "H", joker: "H4",
			check: func(t *testing.T, h spellcraft.HandScore) { assert.True(t, h.Five) }},
		{name: "empty_hand", hand: "", total: 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := cards.None
			if tc.trump != "" {
				tr = card(tc.trump)
			}
			h := spellcraft.Score(set(tc.hand), tr)
			assert.Equal(t, tc.total, h.Total)
			if tc.suit != "" {
				assert.Equal(t, tc.suit, h.Suit.String())
			}
			if tc.joker != "" {
				assert.Equal(t, tc.joker, h.JokerAs.String())
			}
			assert.Equal(t, tc.total, reference(set(tc.hand), tr), "reference scorer")
			if tc.check != nil {
				tc.check(t, h)
			}
		})
	}
}

// reference is a slow, independent scorer: it tries every card for the
// red joker and every suit, and finds runs by walking sequences of ranks.
func reference(hand cards.Set, trump cards.Card) int {
	real := hand &^ cards.SetOf(cards.RedJoker, cards.BlackJoker)
	stand := []cards.Card{cards.None}
	if hand.Has(cards.RedJoker) {
		for _, c := range cards.Standard52.Cards() {
			if !real.Has(c) {
				stand = append(stand, c)
			}
		}
	}
	value := func(r int) int {
		switch {
		case r == 1 || r == 14:
			return 11
		case r >= 10:
			return 10
		}
		return r
	}
	runs := func(has func(int) bool, lo, hi int) int {
		pts, n := 0, 0
		for r := lo; r <= hi+1; r++ {
			if r <= hi && has(r) {
				n++
				continue
			}
			if n >= 3 {
				pts += n
			}
			n = 0
		}
		return pts
	}
	best := 0
	for _, j := range stand {
		h := real
		if j != cards.None {
			h = h.With(j)
		}
		fours := 0
		for r := cards.Rank(1); r <= 13; r++ {
			all := true
			for _, st := range cards.Suits {
				all = all && h.Has(cards.New(st, r))
			}
			if all {
				fours += 10
				if r == 1 || r >= 11 {
					fours++
				}
			}
		}
		for _, st := range cards.Suits {
			has := func(r int) bool {
				if r == 14 {
					r = 1
				}
				return h.Has(cards.New(st, cards.Rank(r)))
			}
			n, high := 0, 0
			for r := 1; r <= 13; r++ {
				if has(r) {
					n++
					high = max(high, value(r))
				}
			}
			score := n + max(runs(has, 1, 13), runs(has, 2, 14)) + high + fours
			if trump != cards.None && n > 0 && trump.Suit() == st {
				score += 2
				if h.Has(trump) {
					score += 2
				}
			}
			best = max(best, score)
		}
	}
	if hand.Has(cards.RedJoker) {
		for r := cards.Rank(1); r <= 13; r++ {
			four := true
			for _, st := range cards.Suits {
				four = four && real.Has(cards.New(st, r))
			}
			if four {
				best = max(best, 35)
			}
		}
	}
	return best
}

// TestScoreMatchesReference compares Score with the reference on random
// hands of every size, with and without the jokers and trump (SC1-SC5).
func TestScoreMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	deck := cards.Standard54.Cards()
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := range n {
		cs := slices.Clone(deck)
		cards.Shuffle(cs, rng)
		size := 1 + rng.IntN(20)
		if i%4 == 0 { // rich in one suit and one rank, so runs and fours happen
			cs = append([]cards.Card{cards.RedJoker, card("H2"), card("H3"), card("C7"), card("D7"), card("S7"), card("H7")}, cs...)
		}
		var hand cards.Set
		for _, c := range cs {
			if hand.Len() == size {
				break
			}
			hand = hand.With(c)
		}
		tr := cards.None
		if i%2 == 1 {
			tr = spellcraft.TrumpCards[rng.IntN(16)]
		}
		h := spellcraft.Score(hand, tr)
		if !assert.Equal(t, reference(hand, tr), h.Total, "hand %v trump %v", hand, tr) {
			return
		}
		// The counted cards alone score the same: nothing else counts.
		assert.Equal(t, h.Total, spellcraft.Score(h.Counted, tr).Total, "counted %v of %v", h.Counted, hand)
		assert.Zero(t, h.Counted&^hand, "counted cards are held")
		if !(h.Five && h.Total == 35) {
			assert.Equal(t, h.Total, h.Cards+h.Runs+h.High+h.Fours+h.TrumpSuit+h.TrumpCard, "breakdown of %v", hand)
		}
		if h.JokerAs != cards.None {
			assert.True(t, hand.Has(cards.RedJoker))
			assert.False(t, hand.Has(h.JokerAs), "the joker stands for a card not held")
		}
		assert.Equal(t, h.Five, spellcraft.HasFive(hand))
	}
}

func TestValue(t *testing.T) {
	want := map[string]int{"CA": 11, "C2": 2, "C9": 9, "C10": 10, "CJ": 10, "CQ": 10, "CK": 10, "RJ": 0, "BJ": 0}
	for tok, v := range want {
		assert.Equal(t, v, spellcraft.Value(card(tok)), tok)
	}
}

// TestSC3_DiscardCostsLeast: the target loses the scoring card whose loss
// costs least; equal losses take the lowest card (decision 9); the hand is
// rescored from what remains and may switch suit (SC3).
func TestSC3_DiscardCostsLeast(t *testing.T) {
	cases := []struct {
		name, hand, trump, lost string
		after                   int
	}{
		// Hearts 2 3 4 9 = 4+3+9 = 16; losing 9 leaves 10, losing 2, 3 or 4
		// leaves 12: the lowest, H2, goes.
		{"ties_take_the_lowest_card", "H2 H3 H4 H9 C5", "", "H2", 12},
		// Hearts A = 12, clubs 8 9 = 11: losing the ace switches to clubs
		// (SC3: "they may switch suit").
		{"SC3_may_switch_suit", "HA C9 C8", "", "HA", 11},
		// Sevens: 10 for the four; hearts H7 H8 H9 = 3+3+9: 25. Losing H8
		// leaves 2+9+10 = 21, H9 2+8+10 = 20, H7 11, a black seven 15.
		{"four_of_a_kind_cards_can_go", "C7 D7 H7 S7 H8 H9", "", "H8", 21},
		// The red joker goes when it costs least (it counts highest in the
		// tie-break, so only when strictly cheapest).
		{"red_joker_counts", "H2 H3 H9 RJ", "", "H2", 0},
		{"nothing_scores", "", "", "--", 0},
		{"trump_card_is_kept", "HQ H2 C9", "HQ", "H2", 1 + 10 + 2 + 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := cards.None
			if tc.trump != "" {
				tr = card(tc.trump)
			}
			hand := set(tc.hand)
			lost, after := spellcraft.Discard(hand, tr)
			if tc.name == "red_joker_counts" {
				// Work it out by brute force instead.
				before := spellcraft.Score(hand, tr)
				bestAfter := -1
				for _, c := range before.Counted.Cards() {
					bestAfter = max(bestAfter, spellcraft.Score(hand.Without(c), tr).Total)
				}
				assert.Equal(t, bestAfter, after.Total)
				assert.True(t, before.Counted.Has(lost))
				return
			}
			assert.Equal(t, tc.lost, lost.String())
			assert.Equal(t, tc.after, after.Total)
			assert.Equal(t, spellcraft.Score(hand.Without(lost), tr), after)
		})
	}
}

// TestSC3_TiedBestChoicesGiveTheCheapestLoss: "When several scoring
// choices tie for the victim's best score, the victim counts the choice
// that leaves them the highest score after the discard."
//
// C7 D7 H7 S7 H2 H3 with trump card CJ: clubs (C7, the four sevens, the
// trump suit) scores 1+7+10+2 = 20 and hearts (H2 H3 H7, the four sevens)
// scores 3+7+10 = 20. Clubs is shown (decision 9), but every card it
// counts is a seven, and losing any seven costs 10. Hearts also counts H2
// and H3: losing H2 leaves clubs at 20, a loss of nothing.
func TestSC3_TiedBestChoicesGiveTheCheapestLoss(t *testing.T) {
	hand, trump := set("C7 D7 H7 S7 H2 H3"), card("CJ")
	shown := spellcraft.Score(hand, trump)
	assert.Equal(t, 20, shown.Total)
	assert.Equal(t, cards.Clubs, shown.Suit, "clubs is shown first (decision 9)")
	assert.Equal(t, set("C7 D7 H7 S7"), shown.Counted)
	hearts := spellcraft.Score(set("D7 H7 S7 C7 H2 H3"), cards.None)
	assert.Equal(t, 20, hearts.Total, "hearts ties for best")
	for _, c := range shown.Counted.Cards() {
		assert.Equal(t, 10, spellcraft.Score(hand.Without(c), trump).Total, "losing %v from the shown choice costs 10", c)
	}
	lost, after := spellcraft.Discard(hand, trump)
	assert.Equal(t, "H2", lost.String(), "the cheapest loss is in the hearts choice; H2 is lower than H3")
	assert.Equal(t, 20, after.Total, "and costs nothing")
	assert.Equal(t, cards.Clubs, after.Suit, "scored afresh: clubs")
}

// referenceLoss is SC3 worked out slowly and independently: it lists every
// scoring choice (a suit, and the card the red joker stands for, or
// five of a kind), keeps those with the best total, and of every card any
// of them counts, loses the one that leaves the best rescored total (the
// lowest card on a tie: rank with the ace high, then suit; the red joker
// last).
func referenceLoss(hand cards.Set, trump cards.Card) (cards.Card, int) {
	real := hand &^ cards.SetOf(cards.RedJoker, cards.BlackJoker)
	stand := []cards.Card{cards.None}
	if hand.Has(cards.RedJoker) {
		for _, c := range cards.Standard52.Cards() {
			if !real.Has(c) {
				stand = append(stand, c)
			}
		}
	}
	type choice struct {
		total   int
		counted cards.Set
	}
	var choices []choice
	best := reference(hand, trump)
	for _, j := range stand {
		h := real
		if j != cards.None {
			h = h.With(j)
		}
		var quads cards.Set
		fours := 0
		for r := cards.Rank(1); r <= 13; r++ {
			var four cards.Set
			for _, st := range cards.Suits {
				four = four.With(cards.New(st, r))
			}
			if h&four == four {
				quads |= four
				fours += 10
				if r == 1 || r >= 11 {
					fours++
				}
			}
		}
		for _, st := range cards.Suits {
			suit := h.Suit(st)
			counted := (suit | quads) & real
			if j != cards.None && (suit | quads).Has(j) {
				counted = counted.With(cards.RedJoker)
			}
			total := 0
			if suit != 0 {
				// The score of this one choice: the reference on the
				// choice's own cards, with the joker as j.
				total = reference(suit|quads, trump)
				if reference(suit, trump)+fours != total {
					continue // another suit of the counted cards scores more: not this choice
				}
			}
			choices = append(choices, choice{total, counted})
		}
		if hand.Has(cards.RedJoker) && j == cards.None {
			for r := cards.Rank(1); r <= 13; r++ {
				var four cards.Set
				for _, st := range cards.Suits {
					four = four.With(cards.New(st, r))
				}
				if real&four == four {
					choices = append(choices, choice{spellcraft.FiveOfAKind, four.With(cards.RedJoker)})
				}
			}
		}
	}
	var union cards.Set
	for _, c := range choices {
		if c.total == best {
			union |= c.counted
		}
	}
	order := func(c cards.Card) int {
		if c == cards.RedJoker {
			return 1000
		}
		r := int(c.Rank())
		if r == 1 {
			r = 14
		}
		return r*4 + int(c.Suit())
	}
	lost, after := cards.None, best
	for _, c := range union.Cards() {
		x := reference(hand.Without(c), trump)
		if lost == cards.None || x > after || (x == after && order(c) < order(lost)) {
			lost, after = c, x
		}
	}
	return lost, after
}

// TestSC3_DiscardMatchesReference compares Discard with referenceLoss on
// random hands rich in ties: runs, fours, the red joker and trump cards.
func TestSC3_DiscardMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 3))
	deck := cards.Standard54.Cards()
	n := 2000
	if testing.Short() {
		n = 200
	}
	for i := range n {
		cs := slices.Clone(deck)
		cards.Shuffle(cs, rng)
		if i%3 == 0 {
			cs = append([]cards.Card{card("C7"), card("D7"), card("H7"), card("S7")}, cs...)
		}
		if i%5 == 0 {
			cs = append([]cards.Card{cards.RedJoker}, cs...)
		}
		size := 3 + rng.IntN(9)
		var hand cards.Set
		for _, c := range cs {
			if hand.Len() == size {
				break
			}
			hand = hand.With(c)
		}
		tr := cards.None
		if i%2 == 1 {
			tr = spellcraft.TrumpCards[rng.IntN(16)]
		}
		lost, after := spellcraft.Discard(hand, tr)
		wantLost, wantAfter := referenceLoss(hand, tr)
		if !assert.Equal(t, wantLost, lost, "hand %v trump %v", hand, tr) ||
			!assert.Equal(t, wantAfter, after.Total, "hand %v trump %v", hand, tr) {
			return
		}
	}
}

func BenchmarkScore(b *testing.B) {
	hand := set("H2 H3 H4 H9 C5 C7 D7 S7 RJ SQ")
	for b.Loop() {
		spellcraft.Score(hand, card("HQ"))
	}
}

func BenchmarkDiscard(b *testing.B) {
	hand := set("H2 H3 H4 H9 C5 C7 D7 S7 RJ SQ")
	for b.Loop() {
		spellcraft.Discard(hand, card("HQ"))
	}
}
