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

// hardCorpus collects 400 positions of seeded random games (bids and card
// plays alike).
func hardCorpus() []stepstones.View {
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
	return views
}

// BenchmarkHardDecision times Hard's decisions over the positions of
// seeded random games (bids and card plays alike); one op is one decision.
func BenchmarkHardDecision(b *testing.B) {
	views := hardCorpus()
	h := bot.New(engine.Hard, 1)
	percentiles(b, func(i int) {
		v := views[i%len(views)]
		_ = h.Choose(v, v.Legal)
	})
}

// BenchmarkHint times one hint per iteration: a fresh adviser (Hard at its
// usual budget, as the table asks for one) advising on a position of the
// same corpus.
//
//	go test ./rules/stepstones/bot -run '^$' -bench Hint -benchtime=400x
func BenchmarkHint(b *testing.B) {
	views := hardCorpus()
	names := []string{"You", "West", "East"}
	percentiles(b, func(i int) {
		v := views[i%len(views)]
		bot.NewAdviser(uint64(i)).Advise(v, v.Legal, names)
	})
}

// percentiles times run(i) for every iteration i and reports the 50th and
// 95th percentiles (the figure is p95 <= 250 ms) and the maximum,
// in milliseconds of wall time.
func percentiles(b *testing.B, run func(i int)) {
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		run(i)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(times)
	ms := func(p float64) float64 {
		return float64(times[min(len(times)-1, int(p*float64(len(times))))].Microseconds()) / 1000
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.95), "p95-ms")
	b.ReportMetric(ms(1), "max-ms")
}
