package sim

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func seriesOf(num, den []float64) *series { return &series{num: num, den: den} }

func ones(n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// TestIntervalMath checks the intervals against figures worked by hand.
func TestIntervalMath(t *testing.T) {
	t.Run("mean_of_five", func(t *testing.T) {
		s := seriesOf([]float64{1, 2, 3, 4, 5}, ones(5))
		assert.InDelta(t, 3, s.mean(), 1e-12)
		// sd sqrt(2.5), standard error sqrt(0.5), t(4) = 2.776
		assert.InDelta(t, 2.776*math.Sqrt(0.5), halfWidth(s.influence()), 1e-9)
	})
	t.Run("ratio_of_sums", func(t *testing.T) {
		// 2 points in 1 hand and 4 in 3: 1.5 a hand; influences +-0.25.
		s := seriesOf([]float64{2, 4}, []float64{1, 3})
		assert.InDelta(t, 1.5, s.mean(), 1e-12)
		assert.InDeltaSlice(t, []float64{0.25, -0.25}, s.influence(), 1e-12)
		assert.InDelta(t, 12.706*0.25, halfWidth(s.influence()), 1e-9)
	})
	t.Run("paired_difference", func(t *testing.T) {
		a := seriesOf([]float64{1, 2, 3}, ones(3))
		b := seriesOf([]float64{2, 4, 6}, ones(3))
		d := diff(a, b) // differences 1, 2, 3: sd 1, t(2) = 4.303
		assert.InDelta(t, 2, d.value, 1e-12)
		assert.InDelta(t, 4.303/math.Sqrt(3), d.pm, 1e-9)
		same := diff(a, a)
		assert.InDelta(t, 0, same.pm, 1e-12, "a side paired with itself has no spread")
	})
	t.Run("gap_share", func(t *testing.T) {
		lo := seriesOf([]float64{0, 0}, ones(2))
		x := seriesOf([]float64{1, 3}, ones(2))
		hi := seriesOf([]float64{2, 4}, ones(2))
		g := gapShare(lo, x, hi) // (2-0)/(3-0); influences -+1/9
		assert.InDelta(t, 2.0/3, g.value, 1e-12)
		assert.InDelta(t, 12.706*(1.0/9), g.pm, 1e-9)
	})
	t.Run("one_game_has_no_interval", func(t *testing.T) {
		assert.True(t, math.IsNaN(halfWidth([]float64{3})))
		assert.Equal(t, "n/a", num(math.NaN()))
	})
}

// TestT975 checks Student's t against printed tables.
func TestT975(t *testing.T) {
	for df, want := range map[int]float64{1: 12.706, 4: 2.776, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980, 1000: 1.962} {
		assert.InDelta(t, want, t975(df), 0.0015, "df %d", df)
	}
}

// TestTimingsQuantiles: the histogram's quantiles land within its 2%
// buckets.
func TestTimingsQuantiles(t *testing.T) {
	var tm timings
	assert.Equal(t, time.Duration(0), tm.quantile(0.5))
	for range 95 {
		tm.add(time.Millisecond)
	}
	for range 5 {
		tm.add(100 * time.Millisecond)
	}
	tm.add(0)
	assert.Equal(t, 101, tm.n)
	assert.InEpsilon(t, float64(time.Millisecond), float64(tm.quantile(0.5)), 0.02)
	assert.InEpsilon(t, float64(time.Millisecond), float64(tm.quantile(0.94)), 0.02)
	assert.InEpsilon(t, float64(100*time.Millisecond), float64(tm.quantile(1)), 0.02)
	assert.Equal(t, time.Duration(0), tm.quantile(0.001), "a time of 0 stays 0")
}
