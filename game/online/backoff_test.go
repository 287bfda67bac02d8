package online

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestBackoffDoublesToItsMaxWithJitter: 1, 2, 4 ... 30 s, each within
// 25% either way, the whole range used; Reset starts again at 1 s.
func TestBackoffDoublesToItsMaxWithJitter(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    float64
		k    float64 // the wait as a share of the nominal one
	}{{"lowest", 0, 0.75}, {"middle", 0.5, 1}, {"highest", 0.999999, 1.25}} {
		t.Run(tc.name, func(t *testing.T) {
			b := NewBackoff()
			b.Rand = func() float64 { return tc.r }
			var got []time.Duration
			for range 8 {
				got = append(got, b.Next())
			}
			want := []float64{1, 2, 4, 8, 16, 30, 30, 30}
			for i, w := range want {
				assert.InDelta(t, w*tc.k, got[i].Seconds(), 0.001, "wait %d", i+1)
			}
			b.Reset()
			assert.InDelta(t, tc.k, b.Next().Seconds(), 0.001, "after Reset")
		})
	}
}

// TestBackoffNeverOverflows: a client that fails for days waits Max.
func TestBackoffNeverOverflows(t *testing.T) {
	b := NewBackoff()
	b.Jitter = 0
	for range 1000 {
		b.Next()
	}
	assert.Equal(t, 30*time.Second, b.Next())
}
