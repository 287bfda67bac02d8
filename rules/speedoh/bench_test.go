package speedoh_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime"
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

// BenchmarkMatchToSlap plays two-player games of a level against itself
// and reports the mean ms from the flip that shows a near-identical match
// (two blades of one family, the usual image rule) to each slap on it,
// and the wrong slaps per player per game. go test -run '^$' -bench
// MatchToSlap -benchtime 200x.
func BenchmarkMatchToSlap(b *testing.B) {
	for _, l := range []engine.Level{engine.Easy, engine.Normal, engine.Hard} {
		b.Run(l.String(), func(b *testing.B) {
			total, slaps, wrong := 0.0, 0, 0
			for i := range b.N {
				s := botGame(b, speedoh.Config{}, uint64(i), l, l)
				ms, n, w := matchToSlap(s)
				total, slaps, wrong = total+ms, slaps+n, wrong+w
			}
			b.ReportMetric(total/float64(slaps), "ms/slap")
			b.ReportMetric(float64(wrong)/float64(2*b.N), "wrong/player/game")
		})
	}
}

// matchToSlap sums, over a game's image matches, the ms from the flip that
// showed each one to every slap on it, and counts the slaps and the wrong
// slaps. Tops are followed from the flips; every settlement of a
// two-player game takes both flipped piles or rewinds them, so the tops
// are forgotten then.
func matchToSlap(s *speedoh.State) (ms float64, slaps, wrong int) {
	tops := map[int]speedoh.Card{}
	formed := map[speedoh.Image]int64{}
	var hits []engine.Event
	for _, e := range s.Events() {
		switch d := e.Data.(type) {
		case speedoh.Flipped:
			tops[d.Seat] = d.Card
			if d.Card.IsSpecial() {
				continue
			}
			for seat, c := range tops {
				if _, ok := formed[d.Card.Image()]; !ok && seat != d.Seat && !c.IsSpecial() && c.Image() == d.Card.Image() {
					formed[d.Card.Image()] = e.Tick
				}
			}
		case speedoh.Action:
			if d.Kind == speedoh.Hit {
				hits = append(hits, e)
			}
		case speedoh.MatchSettled:
			if t0, ok := formed[speedoh.Image(d.Key.Value)]; ok && d.Key.Mode == speedoh.ByImage && d.Key.Special == speedoh.NotSpecial {
				for _, seat := range d.Slaps {
					for _, h := range hits {
						if h.Seat == seat && h.Tick >= t0 {
							ms += float64(h.Tick-t0) * 1000 / realtime.TicksPerSecond
							slaps++
							break
						}
					}
				}
			}
			tops, formed, hits = map[int]speedoh.Card{}, map[speedoh.Image]int64{}, nil
		case speedoh.WrongSlap:
			wrong++
			tops, formed, hits = map[int]speedoh.Card{}, map[speedoh.Image]int64{}, nil
		case speedoh.SpecialSettled, speedoh.TurnedOver:
			tops, formed, hits = map[int]speedoh.Card{}, map[speedoh.Image]int64{}, nil
		}
	}
	return ms, slaps, wrong
}
