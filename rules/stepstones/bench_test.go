package stepstones_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/stepstones"
)

// BenchmarkPlayout plays whole random games (starter sheet, 12 hands) from
// the first deal and reports card plays per second.
func BenchmarkPlayout(b *testing.B) {
	base := stepstones.New(stepstones.Config{}, 1)
	var s stepstones.State
	rng := rand.New(rand.NewPCG(1, 2))
	plays := 12 * stepstones.NumPlayers * stepstones.NumTricks
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		s.CopyFrom(base)
		s.Playout(rng)
	}
	total := float64(plays) * float64(b.N)
	b.ReportMetric(total/b.Elapsed().Seconds(), "plays/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(total/cpu.Seconds(), "plays/cpu-s")
	}
}

// BenchmarkApply replays a recorded game's actions through Apply, legality
// checks included; one op is one Apply.
func BenchmarkApply(b *testing.B) {
	type step struct {
		seat int
		a    stepstones.Action
	}
	base := stepstones.New(stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, 3)
	s := base.Clone()
	rng := rand.New(rand.NewPCG(3, 4))
	var steps []step
	for !s.Over() {
		seat := s.ToMove()[0]
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
	cpu0 := cpuTime()
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
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "applies/cpu-s")
	}
}
