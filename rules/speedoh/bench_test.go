package speedoh_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/speedoh"
)

// BenchmarkSimulate measures whole bot-vs-bot games (four players).
func BenchmarkSimulate(b *testing.B) {
	var ticks int64
	for i := range b.N {
		ticks += botGame(b, speedoh.Config{}, uint64(i), engine.Hard, engine.Normal, engine.Normal, engine.Easy).Tick()
	}
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/game")
}

// BenchmarkBotTick measures one bot's look at the table, as paid every
// tick for every bot.
func BenchmarkBotTick(b *testing.B) {
	s := newGame(b, speedoh.Config{Players: 6}, 1)
	bot := speedoh.NewBot(0, engine.Hard, 1)
	b.ReportAllocs()
	for b.Loop() {
		bot.Tick(s.View(0))
	}
}
