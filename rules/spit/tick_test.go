package spit_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFairOrder(t *testing.T) {
	t.Run("fair_order_is_the_coin_of_rules/realtime", func(t *testing.T) {
		s := newGame(t, spit.Config{}, 7)
		for range 5 {
			f := realtime.FirstSeat(7, s.Tick())
			res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 1, Action: spit.SpitAlone(spit.Left)}, {Seat: 0, Action: spit.SpitAlone(spit.Left)}})
			assert.Equal(t, []int{f, 1 - f}, []int{res[0].Seat, res[1].Seat})
			s.Advance()
		}
	})
	race := func(t *testing.T, ticks int) (*spit.State, []engine.PressResult[spit.Action]) {
		s := lay(t, spit.Config{}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5|S9"), piles(t, "S5|D3")},
			Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C9")},
		})
		advance(t, s, ticks)
		res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 0, Action: spit.PlayCard(1, spit.Left)}, {Seat: 1, Action: spit.PlayCard(1, spit.Left)}})
		require.NoError(t, s.Check())
		return s, res
	}
	t.Run("fair_order_same_centre_pile_in_one_tick_first_wins_second_is_too_late", func(t *testing.T) {
		firsts := map[int]bool{}
		for ticks := range 12 {
			s, res := race(t, ticks)
			first := res[0].Seat
			firsts[first] = true
			require.Len(t, res, 2)
			assert.NoError(t, res[0].Err)
			assert.ErrorIs(t, res[1].Err, engine.ErrLate)
			assert.Equal(t, 1-first, res[1].Index, "each result says which press it is")
			v := s.View(0)
			assert.Equal(t, card(t, map[int]string{0: "H5", 1: "S5"}[first]), v.Centre[0].Top)
			assert.Equal(t, 1, v.Players[1-first].Stock[0].Size(), "the late card stays home")
			ev := lastEvent(t, s, "late")
			assert.JSONEq(t, `{"seat":`+string(rune('0'+1-first))+`,"a":"play 1 L"}`, string(ev.Data))
			assert.Equal(t, spit.Late{Seat: 1 - first, Action: spit.PlayCard(1, spit.Left)}, last[spit.Late](t, s))
		}
		assert.Len(t, firsts, 2, "each seat goes first on some tick")
	})
	t.Run("fair_order_too_late_even_if_the_card_fits_the_new_top", func(t *testing.T) {
		// S5 and H5 both fit H4; after one lands the other (5 on 5) would not,
		// but even a card that fits the new top is too late.
		s := lay(t, spit.Config{}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5"), piles(t, "S3|D9")},
			Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C9")},
		})
		for realtime.FirstSeat(s.Seed(), s.Tick()) != 0 {
			s.Advance()
		}
		res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 1, Action: spit.PlayCard(1, spit.Left)}, {Seat: 0, Action: spit.PlayCard(1, spit.Left)}})
		assert.Equal(t, 0, res[0].Seat)
		assert.Equal(t, 1, res[0].Index)
		assert.ErrorIs(t, res[1].Err, engine.ErrLate)
		assert.Equal(t, card(t, "H5"), s.View(0).Centre[0].Top)
	})
	t.Run("fair_order_different_piles_both_land", func(t *testing.T) {
		s := lay(t, spit.Config{}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5|S9"), piles(t, "S8|D3")},
			Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C9")},
		})
		res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 0, Action: spit.PlayCard(1, spit.Left)}, {Seat: 1, Action: spit.PlayCard(1, spit.Right)}})
		for _, r := range res {
			assert.NoError(t, r.Err)
		}
		v := s.View(0)
		assert.Equal(t, card(t, "H5"), v.Centre[0].Top)
		assert.Equal(t, card(t, "S8"), v.Centre[1].Top)
	})
	t.Run("fair_order_one_seat_may_chain_its_own_presses_in_a_tick", func(t *testing.T) {
		s := lay(t, spit.Config{}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5|H6"), piles(t, "S8")},
			Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C2")},
		})
		res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 0, Action: spit.PlayCard(1, spit.Left)}, {Seat: 0, Action: spit.PlayCard(2, spit.Left)}})
		for _, r := range res {
			assert.NoError(t, r.Err)
		}
		assert.Equal(t, card(t, "H6"), s.View(0).Centre[0].Top)
	})
	t.Run("fair_order_illegal_press_in_a_tick_is_an_error_and_changes_nothing", func(t *testing.T) {
		s := lay(t, spit.Config{}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5"), piles(t, "S8")},
			Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C2")},
		})
		before := s.Clone()
		res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 1, Action: spit.PlayCard(1, spit.Left)}})
		assert.ErrorIs(t, res[0].Err, engine.ErrIllegal)
		assert.Equal(t, "SP1", engine.RuleOf(res[0].Err))
		assert.Equal(t, before, s)
	})
}
