package enginetest

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"
)

// Scratch is a game a search plays out on a scratch copy: *speedrun.State,
// *stepstones.State.
type Scratch[G any] interface {
	CopyFrom(src G)
	Playout(rng *rand.Rand)
}

// Playouts is the body of a game's BenchmarkPlayout: b.N times it copies
// base into scratch and plays it out at random, and reports card plays
// (plays in one playout) per second of wall time and per CPU-second.
func Playouts[G Scratch[G]](b *testing.B, base, scratch G, plays int) {
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := CPUTime()
	for i := 0; i < b.N; i++ {
		scratch.CopyFrom(base)
		scratch.Playout(rng)
	}
	total := float64(plays) * float64(b.N)
	b.ReportMetric(total/b.Elapsed().Seconds(), "plays/s")
	if cpu := CPUTime() - cpu0; cpu > 0 {
		b.ReportMetric(total/cpu.Seconds(), "plays/cpu-s")
	}
}

// Replayable is a turn-based game Applies replays.
type Replayable[G any, A any] interface {
	Over() bool
	ToMove() []int
	Legal(seat int) []A
	Apply(seat int, a A) error
	Clone() G
	CopyFrom(src G)
}

// Applies is the body of a game's BenchmarkApply: it plays a random game
// from base (a random seat to move, a random legal action), then replays
// its actions through Apply, legality checks included, on a copy of base,
// starting over at the game's end; one op is one Apply. It reports
// applies per second of wall time and per CPU-second.
func Applies[G Replayable[G, A], A any](b *testing.B, base G) {
	type step struct {
		seat int
		a    A
	}
	s := base.Clone()
	rng := rand.New(rand.NewPCG(3, 4))
	var steps []step
	for !s.Over() {
		m := s.ToMove()
		seat := m[rng.IntN(len(m))]
		l := s.Legal(seat)
		a := l[rng.IntN(len(l))]
		steps = append(steps, step{seat, a})
		if err := s.Apply(seat, a); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	j := len(steps)
	cpu0 := CPUTime()
	for i := 0; i < b.N; i++ {
		if j == len(steps) {
			s.CopyFrom(base)
			j = 0
		}
		if err := s.Apply(steps[j].seat, steps[j].a); err != nil {
			b.Fatal(err)
		}
		j++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "applies/s")
	if cpu := CPUTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "applies/cpu-s")
	}
}

// Percentiles times run(i) for every iteration i of b and reports the
// 50th and 95th percentiles and the maximum in milliseconds of wall time,
// and (on Linux) the p50/p95 of the thread's CPU time, which a busy
// machine does not inflate. Run with e.g. -benchtime=300x for stable
// percentiles.
func Percentiles(b *testing.B, run func(i int)) {
	runtime.LockOSThread() // the thread's CPU clock must stay ours
	defer runtime.UnlockOSThread()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c0, ok := ThreadCPU()
		t0 := time.Now()
		run(i)
		wall = append(wall, time.Since(t0))
		if c1, ok1 := ThreadCPU(); ok && ok1 {
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
