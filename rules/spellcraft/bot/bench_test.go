package bot_test

import (
	"testing"

	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
)

// views collects the views of a Normal game's decisions, for timing.
func views(b *testing.B) []spellcraft.View {
	s := spellcraft.MustNew(spellcraft.Config{Players: 4}, 3)
	bots := []*bot.Bot{bot.New(bot.Normal, 1), bot.New(bot.Normal, 2), bot.New(bot.Normal, 3), bot.New(bot.Normal, 4)}
	var out []spellcraft.View
	for !s.Over() && len(out) < 400 {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			if len(v.Legal) > 1 {
				out = append(out, v)
			}
			if err := s.Apply(seat, bots[seat].Choose(v, v.Legal)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkChoose reports the time per decision of each level (Hard with
// its default budget of samples but no time limit).
func BenchmarkChoose(b *testing.B) {
	vs := views(b)
	for _, l := range []bot.Level{bot.Normal, bot.Hard} {
		b.Run(l.String(), func(b *testing.B) {
			p := bot.New(l, 1)
			p.Limit = 0
			i := 0
			for b.Loop() {
				v := vs[i%len(vs)]
				p.Choose(v, v.Legal)
				i++
			}
		})
	}
}
