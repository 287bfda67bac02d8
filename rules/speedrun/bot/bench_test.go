package bot_test

import (
	"context"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"
)

// decisionCorpus collects the decision points of a few Normal-bot games of
// every length: trump/ranking choices, bids, reveals and card plays in their
// natural mix.
func decisionCorpus(b *testing.B) []speedrun.View {
	b.Helper()
	var out []speedrun.View
	for g := 0; g < 6; g++ {
		cfg := speedrun.Config{Length: speedrun.Length(g % 3), ContractReveal: g%2 == 1}
		s := speedrun.New(cfg, uint64(40+g))
		ps := enginetest.Bots(speedrun.NumPlayers, func(i int) bot.Player { return bot.New(engine.Normal, uint64(g*3+i)) })
		for !s.Over() {
			for _, v := range enginetest.Turn(b, s, ps) {
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
// busy machine does not inflate. Run with e.g. -benchtime=400x for stable
// percentiles.
func benchDecision(b *testing.B, level engine.Level) {
	corpus := decisionCorpus(b)
	p := bot.New(level, 1)
	enginetest.Percentiles(b, func(i int) {
		v := corpus[(i*7919)%len(corpus)] // spread over the corpus
		p.Choose(v, v.Legal)
	})
}

func BenchmarkHardDecision(b *testing.B)   { benchDecision(b, engine.Hard) }
func BenchmarkNormalDecision(b *testing.B) { benchDecision(b, engine.Normal) }
func BenchmarkEasyDecision(b *testing.B)   { benchDecision(b, engine.Easy) }
func BenchmarkRandomDecision(b *testing.B) { benchDecision(b, engine.Random) }

// BenchmarkHint times one hint per iteration: a fresh adviser (Hard at its
// usual budget, as the table asks for one) advising on a decision of the
// corpus, trump and ranking choices, bids, reveals and card plays alike.
//
//	go test ./rules/speedrun/bot -run '^$' -bench Hint -benchtime=400x
func BenchmarkHint(b *testing.B) {
	corpus := decisionCorpus(b)
	names := []string{"You", "West", "East"}
	enginetest.Percentiles(b, func(i int) {
		v := corpus[(i*7919)%len(corpus)]
		bot.NewAdviser(uint64(i)).Advise(v, v.Legal, names)
	})
}

// BenchmarkAnalyseHand times the analysis of one whole hand per iteration:
// every decision seat 0 made in the first hand of a Normal-bot game
// (engine.Analyse over the record up to the hand's score), one game per
// iteration.
//
//	go test ./rules/speedrun/bot -run '^$' -bench AnalyseHand -benchtime=20x
func BenchmarkAnalyseHand(b *testing.B) {
	names := []string{"You", "West", "East"}
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot"}, {Name: "East", Kind: "bot"}}
	recs := make([]*record.Record, 20)
	for g := range recs {
		m, err := speedrun.NewGame(speedrun.Config{ContractReveal: g%2 == 1}, uint64(500+g), seats)
		if err != nil {
			b.Fatal(err)
		}
		bots := enginetest.Bots(speedrun.NumPlayers, func(i int) bot.Player { return bot.New(engine.Normal, uint64(g*3+i)) })
		for m.HandNumber() == 0 {
			if _, err := engine.Turn(m, bots); err != nil {
				b.Fatal(err)
			}
		}
		recs[g] = m.Record()
	}
	enginetest.Percentiles(b, func(i int) {
		rec := recs[i%len(recs)]
		if _, err := engine.Analyse(context.Background(), rec, speedrun.GameName, speedrun.Open, speedrun.ParseAction,
			bot.NewAdviser(rec.Header.Seed), 0, names, 0.5, nil); err != nil {
			b.Fatal(err)
		}
	})
}
