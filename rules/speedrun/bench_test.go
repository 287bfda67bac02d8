package speedrun_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/speedrun"
)

// BenchmarkPlayout plays whole random Short games from the first deal and
// reports card plays per second.
func BenchmarkPlayout(b *testing.B) {
	base := speedrun.New(speedrun.Config{}, 1)
	var s speedrun.State
	rng := rand.New(rand.NewPCG(1, 2))
	plays := speedrun.Short.Hands() * speedrun.NumPlayers * speedrun.NumTricks
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
		a    speedrun.Action
	}
	base := speedrun.New(speedrun.Config{Length: speedrun.Long, ContractReveal: true}, 3)
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
