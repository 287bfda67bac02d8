package bot_test

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"parlor/rules/engine"
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
			ps[i] = bot.New(engine.Normal, uint64(g*3+i))
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
// reports the 50th and 95th percentiles and the maximum in milliseconds of
// wall time, and (on Linux) the p50/p95 of the thread's CPU time, which a
// busy machine does not inflate. Run with e.g. -benchtime=400x for stable
// percentiles.
func benchDecision(b *testing.B, level engine.Level) {
	corpus := decisionCorpus(b)
	p := bot.New(level, 1)
	runtime.LockOSThread() // the thread's CPU clock must stay ours
	defer runtime.UnlockOSThread()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := corpus[(i*7919)%len(corpus)] // spread over the corpus
		c0, ok := threadCPU()
		t0 := time.Now()
		p.Choose(v, v.Legal)
		wall = append(wall, time.Since(t0))
		if c1, ok1 := threadCPU(); ok && ok1 {
			cpu = append(cpu, time.Duration(c1-c0))
		}
	}
	b.StopTimer()
	q := func(ts []time.Duration, f float64) float64 {
		slices.Sort(ts)
		return float64(ts[min(len(ts)-1, int(f*float64(len(ts))))]) / 1e6
	}
	b.ReportMetric(q(wall, 0.5), "p50-ms")
	b.ReportMetric(q(wall, 0.95), "p95-ms")
	b.ReportMetric(q(wall, 1), "max-ms")
	if len(cpu) > 0 {
		b.ReportMetric(q(cpu, 0.5), "p50-cpu-ms")
		b.ReportMetric(q(cpu, 0.95), "p95-cpu-ms")
	}
}

func BenchmarkHardDecision(b *testing.B)   { benchDecision(b, engine.Hard) }
func BenchmarkNormalDecision(b *testing.B) { benchDecision(b, engine.Normal) }
func BenchmarkEasyDecision(b *testing.B)   { benchDecision(b, engine.Easy) }
func BenchmarkRandomDecision(b *testing.B) { benchDecision(b, engine.Random) }
