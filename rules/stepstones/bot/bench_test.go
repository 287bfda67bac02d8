package bot_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
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
	enginetest.Percentiles(b, func(i int) {
		v := views[i%len(views)]
		_ = h.Choose(v, v.Legal)
	})
}

// BenchmarkHint times one hint per iteration: a fresh adviser (Expert, as
// the table asks for one) advising on a position of the same corpus:
// whether it fits the hint's time limit (p95 at most 250 ms).
//
//	go test ./rules/stepstones/bot -run '^$' -bench Hint -benchtime=400x
func BenchmarkHint(b *testing.B) {
	views := hardCorpus()
	names := []string{"You", "West", "East"}
	enginetest.Percentiles(b, func(i int) {
		v := views[i%len(views)]
		bot.NewAdviser(uint64(i)).Advise(v, v.Legal, names)
	})
}
