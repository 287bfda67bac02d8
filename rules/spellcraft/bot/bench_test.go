package bot_test

import (
	"fmt"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
)

// decisionCorpus collects the decision points (more than one legal
// action) of Normal-bot games at every table size from 2 to 8 players,
// with and without the trump variant: exchanges, bids, picks, knocks and
// black jokers in their natural mix.
func decisionCorpus(b *testing.B, players int) []spellcraft.View {
	b.Helper()
	var out []spellcraft.View
	for g := range 3 {
		cfg := spellcraft.Config{Players: players, Trump: g%2 == 1, Chips: 12}
		s := spellcraft.MustNew(cfg, uint64(40+g))
		bots := enginetest.Bots(players, func(i int) *bot.Bot { return bot.New(engine.Normal, uint64(g*10+i)) })
		for !s.Over() && len(out) < 300*(g+1) {
			for _, v := range enginetest.Turn(b, s, bots) {
				if len(v.Legal) > 1 {
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// benchDecision times one decision per iteration over the corpus and
// reports the 50th and 95th percentiles and the maximum in milliseconds of
// wall time, and (on Linux) the p50/p95 of the thread's CPU time, which a
// busy machine does not inflate. Run with e.g. -benchtime=300x for stable
// percentiles:
//
//	go test ./rules/spellcraft/bot -run '^$' -bench Decision -benchtime=300x
func benchDecision(b *testing.B, level engine.Level, players int) {
	corpus := decisionCorpus(b, players)
	p := bot.New(level, 1)
	enginetest.Percentiles(b, func(i int) {
		v := corpus[(i*7919)%len(corpus)] // spread over the corpus
		p.Choose(v, v.Legal)
	})
}

// BenchmarkHint times one hint per iteration at every table size: a fresh
// adviser (Hard at its usual budget, as the table asks for one) advising
// on a decision of the corpus, every phase in its natural mix.
//
//	go test ./rules/spellcraft/bot -run '^$' -bench Hint -benchtime=300x
func BenchmarkHint(b *testing.B) { benchHint(b, bot.NewAdviser) }

// benchHint times one hint per iteration at every table size, by a fresh
// adviser made by adviser.
func benchHint(b *testing.B, adviser func(seed uint64) *bot.Bot) {
	names := []string{"You", "West", "North", "East", "Five", "Six", "Seven", "Eight"}
	for _, n := range []int{2, 4, 6, 8} {
		b.Run(fmt.Sprintf("%dp", n), func(b *testing.B) {
			corpus := decisionCorpus(b, n)
			enginetest.Percentiles(b, func(i int) {
				v := corpus[(i*7919)%len(corpus)]
				adviser(uint64(i)).Advise(v, v.Legal, names)
			})
		})
	}
}

// BenchmarkHardDecision times Hard at its default budget at every table
// size (Hard's work grows with the seats it plays out).
func BenchmarkHardDecision(b *testing.B) {
	for _, n := range []int{2, 4, 6, 8} {
		b.Run(fmt.Sprintf("%dp", n), func(b *testing.B) { benchDecision(b, engine.Hard, n) })
	}
}

func BenchmarkNormalDecision(b *testing.B) { benchDecision(b, engine.Normal, 4) }
func BenchmarkEasyDecision(b *testing.B)   { benchDecision(b, engine.Easy, 4) }
func BenchmarkRandomDecision(b *testing.B) { benchDecision(b, engine.Random, 4) }
