package speedoh_test

import (
	"testing"

	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestD4_FairOrder(t *testing.T) {
	t.Run("D4_fair_order_is_a_seeded_permutation_not_seat_order", func(t *testing.T) {
		for _, n := range []int{2, 3, 6} {
			for _, seed := range []uint64{0, 1, 42, 1 << 40} {
				const ticks = 12000
				var before [speedoh.MaxPlayers][speedoh.MaxPlayers]int
				for tick := range int64(ticks) {
					o := speedoh.FairOrder(seed, tick, n)
					require.Equal(t, o, speedoh.FairOrder(seed, tick, n), "the same for a replay")
					seen := map[int8]bool{}
					for i, seat := range o[:n] {
						require.False(t, seen[seat])
						seen[seat] = true
						for _, later := range o[i+1 : n] {
							before[seat][later]++
						}
					}
					require.Len(t, seen, n, "a permutation of the seats")
				}
				for a := range n {
					for b := range n {
						if a != b {
							assert.InDelta(t, ticks/2, before[a][b], ticks*0.03,
								"%d seats, seed %d: seat %d before seat %d about half the time", n, seed, a, b)
						}
					}
				}
			}
		}
	})
	t.Run("D4_apply_tick_follows_the_fair_order", func(t *testing.T) {
		firsts := map[int]bool{}
		for k := range 30 {
			s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"S1R", "A1R", "D1R"}, flip: []string{"K1R", "M1R", "A2G"}, turn: 0}.build(t)
			advance(t, s, k)
			order := s.FairOrder()
			res := s.ApplyTick([]speedoh.Press{{Seat: 0, Action: speedoh.HitKey()}, {Seat: 1, Action: speedoh.HitKey()}, {Seat: 2, Action: speedoh.HitKey()}})
			require.Len(t, res, 3)
			for i, r := range res {
				assert.Equal(t, int(order[i]), r.Press.Seat)
			}
			firsts[res[0].Press.Seat] = true
		}
		assert.Len(t, firsts, 3, "every seat goes first on some tick")
	})
	t.Run("D4_same_tick_slaps_the_first_in_the_order_is_faster", func(t *testing.T) {
		winners := map[int]bool{}
		for k := range 20 {
			s := pair(t)
			advance(t, s, k)
			press(t, s, 1, "flip")
			res := s.ApplyTick([]speedoh.Press{{Seat: 1, Action: speedoh.HitKey()}, {Seat: 0, Action: speedoh.HitKey()}})
			first := res[0].Press.Seat
			winners[first] = true
			advance(t, s, 1)
			assert.Contains(t, lastEvent(t, s, "match"), `"winner":`+string(rune('0'+first)))
		}
		assert.Len(t, winners, 2, "neither seat is favoured")
	})
	t.Run("D4_a_seat_may_press_twice_in_a_tick_in_order", func(t *testing.T) {
		s := pair(t)
		res := s.ApplyTick([]speedoh.Press{{Seat: 1, Action: speedoh.FlipCard()}, {Seat: 1, Action: speedoh.HitKey()}})
		require.NoError(t, res[0].Err)
		require.NoError(t, res[1].Err)
		assert.Equal(t, speedoh.HitSlap, res[1].Hit, "the flip came first, so the slap counts")
	})
	t.Run("D4_presses_of_unknown_seats_are_errors", func(t *testing.T) {
		s := pair(t)
		before := s.Clone()
		res := s.ApplyTick([]speedoh.Press{{Seat: 5, Action: speedoh.HitKey()}})
		require.Len(t, res, 1)
		assert.ErrorIs(t, res[0].Err, speedoh.ErrIllegal)
		assert.Equal(t, before, s)
	})
}
