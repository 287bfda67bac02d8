package bot_test

import (
	"slices"
	"testing"
	"time"

	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// decisionCorpus collects the decision points of a few Normal-bot games of
// every length: trump/ranking choices, bids, reveals and card plays in their
// natural mix.
func decisionCorpus(b *testing.B) []speedrun.View {
	b.Helper()
	var out []speedrun.View
	for g := 0; g < 6; g++ {
		cfg := speedrun.Config{Length: speedrun.Length(g % 3), ContractReveal: g%2 == 1}
		s := speedrun.New(cfg, uint64(40+g))
		var ps [3]bot.Player
		for i := range ps {
			ps[i] = bot.New(bot.Normal, uint64(g*3+i))
		}
		for !s.Over() {
			for _, seat := range s.ToMove() {
				v := s.View(seat)
				if len(v.Legal) > 1 {
					out = append(out, v)
				}
				if err := s.Apply(seat, ps[seat].Choose(v, v.Legal)); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	return out
}

// benchDecision times one decision per iteration over the corpus and
// reports the 50th and 95th percentiles and the maximum in milliseconds.
// Run with e.g. -benchtime=400x for stable percentiles.
func benchDecision(b *testing.B, level bot.Level) {
	corpus := decisionCorpus(b)
	p := bot.New(level, 1)
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := corpus[(i*7919)%len(corpus)] // spread over the corpus
		t0 := time.Now()
		p.Choose(v, v.Legal)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(times)
	q := func(f float64) float64 {
		return float64(times[min(len(times)-1, int(f*float64(len(times))))]) / 1e6
	}
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.95), "p95-ms")
	b.ReportMetric(float64(times[len(times)-1])/1e6, "max-ms")
}

func BenchmarkHardDecision(b *testing.B)   { benchDecision(b, bot.Hard) }
func BenchmarkNormalDecision(b *testing.B) { benchDecision(b, bot.Normal) }
func BenchmarkEasyDecision(b *testing.B)   { benchDecision(b, bot.Easy) }
func BenchmarkRandomDecision(b *testing.B) { benchDecision(b, bot.Random) }
