package sim

import (
	"math"
	"slices"
	"time"
)

// spent returns the time a decision took since c0 (threadCPU) and w0: the
// thread's CPU time where it can be read, else the wall clock's.
func spent(c0 int64, w0 time.Time) time.Duration {
	if c0 >= 0 {
		if c1 := threadCPU(); c1 >= 0 {
			return time.Duration(c1 - c0)
		}
	}
	return time.Since(w0)
}

// histBase is the ratio between a timing histogram's buckets: quantiles
// come out within 1%.
const histBase = 1.02

// timings holds decision times in logarithmic buckets, so a run of any
// length keeps a bounded histogram rather than every time.
type timings struct {
	buckets map[int]int
	n       int
	total   time.Duration
}

func (t *timings) add(d time.Duration) {
	if t.buckets == nil {
		t.buckets = map[int]int{}
	}
	b := -1 // 0 ns and below (a clock that did not move)
	if d > 0 {
		b = int(math.Log(float64(d)) / math.Log(histBase))
	}
	t.buckets[b]++
	t.n++
	t.total += d
}

// quantile returns the q quantile (0 < q <= 1), 0 with no times: the
// geometric middle of the bucket the q-th time falls in.
func (t *timings) quantile(q float64) time.Duration {
	if t.n == 0 {
		return 0
	}
	keys := make([]int, 0, len(t.buckets))
	for k := range t.buckets {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := int(math.Ceil(q * float64(t.n)))
	seen := 0
	for _, k := range keys {
		seen += t.buckets[k]
		if seen >= want {
			if k < 0 {
				return 0
			}
			return time.Duration(math.Pow(histBase, float64(k)+0.5))
		}
	}
	return 0
}
