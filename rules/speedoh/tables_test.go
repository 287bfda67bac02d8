package speedoh_test

import (
	"testing"

	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What the events tell the tables beyond the record: the cards behind a
// wrong slap and behind a lapsed match, so that a table never reads them
// from a view it kept from before.

// lastOf returns the data of the last event of type T.
func lastOf[T any](t *testing.T, s *speedoh.State) T {
	t.Helper()
	evs := s.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if d, ok := evs[i].Data.(T); ok {
			return d
		}
	}
	var zero T
	t.Fatalf("no %T event", zero)
	return zero
}

func TestLikenessRanksTheBladesMostEasilyConfused(t *testing.T) {
	l := func(a, b string) int { return speedoh.Likeness(card(t, a), card(t, b)) }
	assert.Equal(t, 4, l("S2R", "S2B"), "the same blade on another background")
	assert.Equal(t, 4, l("S2B", "S2R"), "either way round")
	assert.Equal(t, 3, l("S2R", "S3B"), "SO1: a near-identical variation of the family")
	assert.Equal(t, 4, l("S2R", "S3R"), "a variation on the same colour")
	assert.Equal(t, 0, l("K1R", "D2B"), "nothing in common")
	assert.Equal(t, 1, l("K1R", "D1R"), "only the colour")
	assert.Equal(t, 0, l("CM1", "CM2"), "specials have no picture to confuse")
	assert.Equal(t, 0, speedoh.Likeness(card(t, "S2R"), speedoh.None))
	assert.Greater(t, l("S2R", "S2B"), l("S2R", "S3B"), "the same blade ranks above a variation")
	assert.Greater(t, l("S2R", "S3B"), l("S2R", "D2B"), "and a variation above another family")
}

func TestSO4_WrongSlapNamesThePairItMayHaveMistaken(t *testing.T) {
	cases := []struct {
		name string
		tb   table
		seat int
		pair [2]string // "" for None
		mode speedoh.Mode
	}{
		{"SO4_own_card_first", table{cfg: speedoh.Config{Players: 2}, draw: []string{"A1R", "A2R"}, flip: []string{"S2R", "S3R"}}, 0, [2]string{"S2R", "S3R"}, speedoh.ByImage},
		{"SO4_own_card_first_from_the_other_seat", table{cfg: speedoh.Config{Players: 2}, draw: []string{"A1R", "A2R"}, flip: []string{"S2R", "S3R"}}, 1, [2]string{"S3R", "S2R"}, speedoh.ByImage},
		{"SO4_the_most_alike_pair_of_other_seats", table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R", "A2R", "A3R"}, flip: []string{"K1R", "D1B", "K2R"}}, 1, [2]string{"K1R", "K2R"}, speedoh.ByImage},
		{"SO4_nothing_alike", table{cfg: speedoh.Config{Players: 2}, draw: []string{"A1R", "A2R"}, flip: []string{"K1R", "D2B"}}, 0, [2]string{"", ""}, speedoh.ByImage},
		{"SO8_the_same_blade_does_not_match_under_Color_Match", table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R", "A2R", "A3R"}, flip: []string{"CM1", "S2R", "S2B"}}, 0, [2]string{"S2R", "S2B"}, speedoh.ByColour},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.tb.build(t)
			v := s.View(c.seat)
			require.Equal(t, speedoh.HitWrong, v.HitKind())
			press(t, s, c.seat, "hit")
			advance(t, s, 1)
			w := lastOf[speedoh.WrongSlap](t, s)
			var want [2]speedoh.Card
			for i, tok := range c.pair {
				if tok != "" {
					want[i] = card(t, tok)
				}
			}
			assert.Equal(t, c.seat, w.Seat)
			assert.Equal(t, want, w.Pair)
			assert.Equal(t, c.mode, w.Mode)
			assert.NotContains(t, lastEvent(t, s, "wrong"), "pair", "the record is unchanged")
		})
	}
}

func TestD7_LapseNamesTheMatchingCards(t *testing.T) {
	t.Run("D7_unslapped", func(t *testing.T) {
		s := pair(t)
		press(t, s, 1, "flip")
		advance(t, s, speedoh.MatchTicks)
		d := lastOf[speedoh.MatchLapsed](t, s)
		assert.Equal(t, speedoh.LapsedUnslapped, d.Why)
		assert.Equal(t, []int{0, 1}, d.Seats)
		assert.Equal(t, cs(t, "K1R K1B"), d.Cards)
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"why":"time"}`, lastEvent(t, s, "lapse"), "the record is unchanged")
	})
	t.Run("SO8_gone_when_Color_Match_is_covered", func(t *testing.T) {
		s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R CM1"}, flip: []string{"K1B", "K2B", "S3B"}, turn: 0, rest: 0}.build(t)
		flips(t, s, 0)
		press(t, s, 0, "flip")
		d := lastOf[speedoh.MatchLapsed](t, s)
		assert.Equal(t, speedoh.LapsedGone, d.Why)
		assert.Equal(t, []int{1, 2}, d.Seats)
		assert.Equal(t, cs(t, "K2B S3B"), d.Cards, "the cards that showed the colour")
	})
}

func TestD3_AHitSaysWhatItDidInANote(t *testing.T) {
	cases := []struct {
		name string
		tb   table
		want speedoh.HitKind
	}{
		{"SO3_a_slap_on_a_match", table{cfg: speedoh.Config{Players: 2}, draw: []string{"A1R", "A2R"}, flip: []string{"S2R", "S2B"}}, speedoh.HitSlap},
		{"SO4_a_wrong_slap", table{cfg: speedoh.Config{Players: 2}, draw: []string{"A1R", "A2R"}, flip: []string{"S2R", "S3R"}}, speedoh.HitWrong},
		{"SO7_a_slash", table{cfg: speedoh.Config{Players: 2}, draw: []string{"A1R OH", "A2R"}, flip: []string{"S2R", "D3B"}}, speedoh.HitSlash},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.tb.build(t)
			if c.want == speedoh.HitSlash {
				press(t, s, 0, "flip")
			}
			rec := len(s.Record().Events)
			press(t, s, 0, "hit")
			assert.Equal(t, speedoh.Struck{Seat: 0, As: c.want}, lastOf[speedoh.Struck](t, s))
			assert.Len(t, s.Record().Events, rec+1, "the record holds the press alone")
		})
	}
}
