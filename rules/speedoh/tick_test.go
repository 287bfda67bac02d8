package speedoh_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestD4_FairOrder(t *testing.T) {
	t.Run("D4_apply_tick_follows_the_fair_order", func(t *testing.T) {
		firsts := map[int]bool{}
		for k := range 30 {
			s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"S1R", "A1R", "D1R"}, flip: []string{"K1R", "M1R", "A2G"}, turn: 0}.build(t)
			advance(t, s, k)
			order := s.FairOrder()
			assert.Equal(t, realtime.Permutation(s.Seed(), s.Tick(), 3), order)
			res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 0, Action: speedoh.HitKey()}, {Seat: 1, Action: speedoh.HitKey()}, {Seat: 2, Action: speedoh.HitKey()}})
			require.Len(t, res, 3)
			for i, r := range res {
				assert.Equal(t, order[i], r.Seat)
				assert.Equal(t, r.Seat, r.Index, "each result says which press it is")
			}
			firsts[res[0].Seat] = true
		}
		assert.Len(t, firsts, 3, "every seat goes first on some tick")
	})
	t.Run("D4_same_tick_slaps_the_first_in_the_order_is_faster", func(t *testing.T) {
		winners := map[int]bool{}
		for k := range 20 {
			s := pair(t)
			advance(t, s, k)
			press(t, s, 1, "flip")
			res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 1, Action: speedoh.HitKey()}, {Seat: 0, Action: speedoh.HitKey()}})
			first := res[0].Seat
			winners[first] = true
			advance(t, s, 1)
			assert.Contains(t, lastEvent(t, s, "match"), `"winner":`+string(rune('0'+first)))
		}
		assert.Len(t, winners, 2, "neither seat is favoured")
	})
	t.Run("D4_a_seat_may_press_twice_in_a_tick_in_order", func(t *testing.T) {
		s := pair(t)
		res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 1, Action: speedoh.FlipCard()}, {Seat: 1, Action: speedoh.HitKey()}})
		require.NoError(t, res[0].Err)
		require.NoError(t, res[1].Err)
		v := s.View(0)
		w, ok := v.MatchOf(1)
		require.True(t, ok)
		assert.True(t, w.Slapped.Has(1), "the flip came first, so the slap counts")
	})
	t.Run("D4_presses_of_unknown_seats_are_errors", func(t *testing.T) {
		s := pair(t)
		before := s.Clone()
		res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 5, Action: speedoh.HitKey()}})
		require.Len(t, res, 1)
		assert.ErrorIs(t, res[0].Err, engine.ErrIllegal)
		realtimetest.PlayerWords(t, engine.Explain(res[0].Err), cardTokens)
		assert.Equal(t, before, s)
	})
}
