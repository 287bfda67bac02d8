package speedoh_test

import (
	"testing"

	"parlor/rules/speedoh"
)

// BenchmarkSimulate measures whole bot-vs-bot games (four players).
func BenchmarkSimulate(b *testing.B) {
	levels := []speedoh.Level{speedoh.Hard, speedoh.Normal, speedoh.Normal, speedoh.Easy}
	var ticks int64
	for i := range b.N {
		r, _, err := speedoh.Simulate(speedoh.Config{}, uint64(i), levels)
		if err != nil {
			b.Fatal(err)
		}
		ticks += r.Ticks
	}
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/game")
}

// BenchmarkBotTick measures one bot's look at the table, as paid every
// tick for every bot.
func BenchmarkBotTick(b *testing.B) {
	s, err := speedoh.New(speedoh.Config{Players: 6}, 1)
	if err != nil {
		b.Fatal(err)
	}
	bot := speedoh.NewBot(0, speedoh.Hard, 1)
	b.ReportAllocs()
	for b.Loop() {
		bot.Tick(s.View(0))
	}
}
