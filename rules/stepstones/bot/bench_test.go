package bot_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"
)

// BenchmarkHardDecision times Hard's decisions over the positions of
// seeded random games (bids and card plays alike); one op is one decision.
func BenchmarkHardDecision(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	var views []stepstones.View
	for seed := uint64(0); len(views) < 400; seed++ {
		s := stepstones.New(stepstones.Config{Sheet: stepstones.Sheet(seed % 2)}, seed)
		for !s.Over() && len(views) < 400 {
			if rng.IntN(8) == 0 {
				views = append(views, s.View(s.ToMove()[0]))
			}
			s.RandomStep(rng)
		}
	}
	h := bot.New(engine.Hard, 1)
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := views[i%len(views)]
		t0 := time.Now()
		_ = h.Choose(v, v.Legal)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	// The figure is a percentile (p95 <= 250 ms), so report it.
	slices.Sort(times)
	ms := func(p float64) float64 {
		return float64(times[min(len(times)-1, int(p*float64(len(times))))].Microseconds()) / 1000
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.95), "p95-ms")
}
