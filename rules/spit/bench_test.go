package spit_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/spit"
)

// BenchmarkSimulate plays whole Hard-vs-Normal games, tick by tick, with
// both bots and the record; it reports simulated ticks per second.
func BenchmarkSimulate(b *testing.B) {
	var ticks int64
	for i := range b.N {
		ticks += botGame(b, spit.Config{}, uint64(i), [2]engine.Level{engine.Hard, engine.Normal}).Tick()
	}
	b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/game")
}

// BenchmarkSimulateHardVsEasy200 is the strength test's workload: 200 games.
func BenchmarkSimulateHardVsEasy200(b *testing.B) {
	for range b.N {
		for g := range 200 {
			botGame(b, spit.Config{}, uint64(g), [2]engine.Level{engine.Hard, engine.Easy})
		}
	}
}

// BenchmarkBotTick measures one bot decision step on a live view.
func BenchmarkBotTick(b *testing.B) {
	s := newGame(b, spit.Config{}, 1)
	bot := spit.NewBot(0, engine.Hard, 1)
	b.ReportAllocs()
	for range b.N {
		if a, ok := bot.Tick(s.View(0)); ok {
			_ = s.Apply(0, a)
		}
		s.Advance()
	}
}
