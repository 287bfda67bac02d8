package realtime_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFairOrders(t *testing.T) {
	t.Run("coin_each_seat_goes_first_half_the_time", func(t *testing.T) {
		for _, seed := range []uint64{0, 1, 42, 1 << 40} {
			first := 0
			const n = 20000
			for tick := range int64(n) {
				f := realtime.FirstSeat(seed, tick)
				first += 1 - f
				assert.Equal(t, f, realtime.FirstSeat(seed, tick), "the same for a replay")
				assert.Equal(t, []int{f, 1 - f}, realtime.Coin.Seats(seed, tick, 2))
			}
			assert.InDelta(t, n/2, first, n*0.02, "seat 0 goes first about half the time (seed %d)", seed)
		}
	})
	t.Run("shuffle_every_seat_before_any_other_half_the_time", func(t *testing.T) {
		for _, n := range []int{2, 3, 6} {
			for _, seed := range []uint64{0, 1, 42, 1 << 40} {
				const ticks = 12000
				before := make([][]int, n)
				for i := range before {
					before[i] = make([]int, n)
				}
				for tick := range int64(ticks) {
					o := realtime.Permutation(seed, tick, n)
					require.Equal(t, o, realtime.Shuffle.Seats(seed, tick, n), "the same for a replay")
					require.ElementsMatch(t, seatsUpTo(n), o, "a permutation of the seats")
					for i, seat := range o {
						for _, later := range o[i+1:] {
							before[seat][later]++
						}
					}
				}
				for a := range n {
					for b := range n {
						if a != b {
							assert.InDelta(t, ticks/2, before[a][b], ticks*0.03, "%d seats, seed %d: seat %d before seat %d", n, seed, a, b)
						}
					}
				}
			}
		}
	})
	t.Run("the_clock_draws_its_game's_order_at_its_tick", func(t *testing.T) {
		c := realtime.NewClock(9, realtime.Shuffle)
		for range 5 {
			assert.Equal(t, realtime.Permutation(9, c.Tick(), 4), c.Order(4))
			c.Next()
		}
		assert.Equal(t, int64(5), c.Tick())
		assert.Equal(t, uint64(9), c.Seed())
	})
}

func seatsUpTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func TestApplyGoesSeatBySeatInTheOrder(t *testing.T) {
	presses := []engine.Press[string]{{Seat: 0, Action: "a"}, {Seat: 2, Action: "b"}, {Seat: 7, Action: "x"}, {Seat: 0, Action: "c"}, {Seat: 1, Action: "d"}}
	var applied []string
	late := errors.New("late")
	res := realtime.Apply([]int{2, 0, 1}, presses, func(seat int, a string) error {
		applied = append(applied, fmt.Sprint(seat, a))
		switch {
		case seat == 7:
			return engine.Illegal("seats", "That seat is not at this table.")
		case a == "c":
			return late
		}
		return nil
	})
	assert.Equal(t, []string{"2b", "0a", "0c", "1d", "7x"}, applied, "seat by seat, a seat's own presses in the order read, no such seat last")
	require.Len(t, res, 5)
	for i, want := range []int{1, 0, 3, 4, 2} {
		assert.Equal(t, want, res[i].Index)
		assert.Equal(t, presses[want], res[i].Press)
	}
	assert.ErrorIs(t, res[2].Err, late)
	assert.ErrorIs(t, res[4].Err, engine.ErrIllegal)
	assert.Nil(t, realtime.Apply[string]([]int{0, 1}, nil, nil), "no presses, nothing to do")
}

func TestTicks(t *testing.T) {
	for _, c := range []struct {
		ms   float64
		want int64
	}{{0, 1}, {1, 1}, {16.67, 2}, {100, 6}, {250, 15}, {1000, 60}} {
		assert.Equal(t, c.want, realtime.Ticks(c.ms), "%v ms", c.ms)
	}
}

func TestReactionTimes(t *testing.T) {
	var means [engine.Hard + 1]float64
	for _, l := range []engine.Level{engine.Easy, engine.Normal, engine.Hard} {
		r := realtime.ReactionOf(l)
		rng := rand.New(rand.NewPCG(1, 2))
		const n = 20000
		sum, choice := 0.0, 0.0
		for range n {
			rt := r.Simple(rng)
			require.GreaterOrEqual(t, rt, float64(realtime.MinRT), "nobody reacts faster")
			sum += rt
			choice += r.Choice(rng, 4)
		}
		means[l] = sum / n
		assert.InDelta(t, r.Mu+r.Tau, means[l], 8, "%s: the ex-Gaussian mean is Mu+Tau", l)
		assert.InDelta(t, r.Mu+r.Tau+2*r.Hick, choice/n, 10, "%s: two bits of choice (Hick's law)", l)
		assert.Equal(t, 2*r.Hick, r.Bits(4))
		assert.Zero(t, r.Bits(1), "one option is a simple reaction")
	}
	assert.Less(t, means[engine.Hard], means[engine.Normal])
	assert.Less(t, means[engine.Normal], means[engine.Easy])
	assert.InDelta(t, 230, means[engine.Hard], 8, "Hard: the fast end of human simple reaction")
	assert.Equal(t, realtime.ReactionOf(engine.Normal), realtime.ReactionOf(engine.Random), "no random player: Normal")
}

func TestRandClonesAtTheSamePoint(t *testing.T) {
	r := realtime.NewRand(5)
	r.IntN(10)
	c := r.Clone()
	a, b := r.Uint64(), c.Uint64()
	assert.Equal(t, a, b, "the clone draws what the original draws")
	r.Uint64()
	assert.Equal(t, r.Uint64(), func() uint64 { c.Uint64(); return c.Uint64() }(), "and on its own")
	h1, h2 := realtime.NewHash(), realtime.NewHash()
	h1.Mix(1)
	h2.Mix(2)
	assert.NotEqual(t, h1, h2)
	assert.NotEqual(t, realtime.BotRand(1).Uint64(), realtime.BotRand(2).Uint64())
}

// The presses of one tick go seat by seat in the game's fair order.
func ExampleApply() {
	presses := []engine.Press[string]{{Seat: 0, Action: "play 1 L"}, {Seat: 1, Action: "play 2 L"}}
	order := realtime.Coin.Seats(7, 100, 2)
	for _, r := range realtime.Apply(order, presses, func(int, string) error { return nil }) {
		fmt.Printf("seat %d: %s\n", r.Seat, r.Action)
	}
	// Output:
	// seat 1: play 2 L
	// seat 0: play 1 L
}
