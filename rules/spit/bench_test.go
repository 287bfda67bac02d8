package spit_test

import (
	"slices"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime"
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

// BenchmarkPace plays whole games of a level against itself and reports
// the pace: cards played per minute per player, over whole games (stalls,
// spits and the pile races included), and the median ms from one of a
// player's plays to its next. go test -run '^$' -bench Pace -benchtime 200x.
func BenchmarkPace(b *testing.B) {
	for _, l := range []engine.Level{engine.Easy, engine.Normal, engine.Hard} {
		b.Run(l.String(), func(b *testing.B) {
			played, minutes := 0, 0.0
			var gaps []float64
			for i := range b.N {
				s := botGame(b, spit.Config{}, uint64(i), [2]engine.Level{l, l})
				played += s.Played(0) + s.Played(1)
				minutes += 2 * float64(s.Tick()) / realtime.TicksPerSecond / 60
				last := [2]int64{-1, -1}
				evs := s.Events()
				for j, e := range evs {
					a, ok := e.Data.(spit.Action)
					if !ok || a.Kind != spit.Play || j+1 < len(evs) && evs[j+1].Name == "late" {
						continue
					}
					if last[e.Seat] >= 0 {
						gaps = append(gaps, float64(e.Tick-last[e.Seat])*1000/realtime.TicksPerSecond)
					}
					last[e.Seat] = e.Tick
				}
			}
			slices.Sort(gaps)
			b.ReportMetric(float64(played)/minutes, "cards/min")
			if len(gaps) > 0 {
				b.ReportMetric(gaps[len(gaps)/2], "ms/gap")
			}
		})
	}
}
