package bot_test

import (
	"regexp"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// positions collects seat views of Normal-bot games of every length, with
// and without the Contract Reveal variant: every phase, forced moves
// included.
func positions(t testing.TB) []speedrun.View {
	t.Helper()
	var out []speedrun.View
	for g := 0; g < 3; g++ {
		cfg := speedrun.Config{Length: speedrun.Length(g), ContractReveal: g != 1}
		s := speedrun.New(cfg, uint64(70+g))
		ps := enginetest.Bots(speedrun.NumPlayers, func(i int) bot.Player { return bot.New(engine.Normal, uint64(g*3+i)) })
		for !s.Over() && s.View(0).Hand < 2 {
			out = append(out, enginetest.Turn(t, s, ps)...)
		}
	}
	return out
}

// quickAdvice is a small budget: the same code paths as Hard's, fast.
var quickAdvice = bot.Budget{ChooseSamples: 3, BidSamples: 12, PlaySamples: 12}

// plain reads the reasons. The names are unusual on purpose: a sentence
// that names a seat must use them, and the viewer, whichever seat it is,
// is "you".
var plain = enginetest.Plain{
	Names:     []string{"Ann", "Wren", "Ezra"},
	CardToken: regexp.MustCompile(`\b[CDHS](10|[1-9])\b`),
	SeatWord:  regexp.MustCompile(`(?i)\b(seat|player)\s*\d|\bSR\d`),
}

// TestAdviceIsHardsChoice: with the same seed and view, Advise's Best is
// the action Choose takes, Values has one entry per legal action and Best's
// is the highest, and the reason reads as plain words, over positions of
// every phase.
func TestAdviceIsHardsChoice(t *testing.T) {
	phases := map[speedrun.Phase]int{}
	named := 0
	for i, v := range positions(t) {
		if len(v.Legal) > 1 && i%3 != 0 && v.Phase == speedrun.PhasePlay {
			continue // every third card play is enough
		}
		seed := uint64(i)
		want := bot.NewSearch(quickAdvice, seed).Choose(v, v.Legal)
		adv := bot.NewSearch(quickAdvice, seed).Advise(v, v.Legal, plain.Names)
		where := v.Phase.String() + ": " + adv.Why
		named += enginetest.Advice(t, plain, v.Legal, v.Seat, want, adv, where)
		if len(v.Legal) > 1 {
			phases[v.Phase]++
		}
	}
	for _, p := range []speedrun.Phase{speedrun.PhaseChoose, speedrun.PhaseChooseOther, speedrun.PhaseBid, speedrun.PhaseReveal, speedrun.PhasePlay} {
		assert.Positive(t, phases[p], "no decision in phase %v", p)
	}
	assert.Positive(t, named, "no reason names another seat")
}

// TestAdviceAtHardsBudget: the adviser is Hard at its usual budget, so its
// advice is what the Hard computer player would do, phase by phase.
func TestAdviceAtHardsBudget(t *testing.T) {
	read := func(v speedrun.View) (speedrun.Phase, []speedrun.Action) { return v.Phase, v.Legal }
	hard := func(seed uint64) bot.Player { return bot.New(engine.Hard, seed) }
	enginetest.AdvisesAsHard(t, positions(t), plain.Names, read, hard, bot.NewAdviser)
}

// TestAdviceLeavesTheSourceOfForcedMoves: Choose does not search a forced
// move, so neither does the adviser's own source: an adviser that advised
// on a forced move still advises as Hard plays afterwards.
func TestAdviceLeavesTheSourceOfForcedMoves(t *testing.T) {
	var forced, next speedrun.View
	ps := positions(t)
	for i := range ps[:len(ps)-1] {
		if len(ps[i].Legal) == 1 && ps[i].Seat == ps[i+1].Seat && len(ps[i+1].Legal) > 1 {
			forced, next = ps[i], ps[i+1]
			break
		}
	}
	require.NotEmpty(t, forced.Legal)
	adv := bot.NewSearch(quickAdvice, 4)
	got := adv.Advise(forced, forced.Legal, plain.Names)
	assert.Equal(t, forced.Legal[0], got.Best)
	assert.Len(t, got.Values, 1)
	plain.Why(t, got.Why, "forced")
	assert.Equal(t, bot.NewSearch(quickAdvice, 4).Choose(next, next.Legal), adv.Advise(next, next.Legal, plain.Names).Best)
}
