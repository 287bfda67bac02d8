package bot_test

import (
	"math/rand/v2"
	"testing"

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
	h := bot.New(bot.Hard, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := views[i%len(views)]
		_ = h.Choose(v, v.Legal)
	}
}
