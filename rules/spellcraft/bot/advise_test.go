package bot_test

import (
	"regexp"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"

	"github.com/stretchr/testify/assert"
)

// positions collects seat views of Normal-bot games of three to six
// players, with and without the trump variant: exchanges, bids, picks,
// knocks, knock takes and black jokers, forced moves included.
func positions(t testing.TB) []spellcraft.View {
	t.Helper()
	var out []spellcraft.View
	for g := range 4 {
		cfg := spellcraft.Config{Players: 3 + g, Trump: g%2 == 1, Chips: 12}
		s := spellcraft.MustNew(cfg, uint64(90+g))
		bots := enginetest.Bots(cfg.Players, func(i int) *bot.Bot { return bot.New(engine.Normal, uint64(g*10+i)) })
		for steps := 0; !s.Over() && steps < 150; steps++ {
			out = append(out, enginetest.Turn(t, s, bots)...)
		}
	}
	return out
}

// quick is Hard with a small budget: the same code paths, fast.
func quick(seed uint64) *bot.Bot {
	b := bot.New(engine.Hard, seed)
	b.Samples = 8
	return b
}

// plain reads the reasons. The names are unusual on purpose: a sentence
// that names a seat must use them, and the viewer, whichever seat it is,
// is "you".
var plain = enginetest.Plain{
	Names:     []string{"Ann", "Wren", "Ezra", "Kit", "Lou", "Max"},
	CardToken: regexp.MustCompile(`\b([CDHS]([2-9]|10|[JQKA])|RJ|BJ)\b`),
	SeatWord:  regexp.MustCompile(`(?i)\b(seat|player)\s*\d|\bSC\d`),
}

// TestAdviceIsHardsChoice: with the same seed and view, Advise's Best is
// the action Choose takes, Values has one entry per legal action and Best's
// is the highest, and the reason reads as plain words, over every phase.
func TestAdviceIsHardsChoice(t *testing.T) {
	phases := map[spellcraft.Phase]int{}
	named := 0
	for i, v := range positions(t) {
		seed := uint64(i)
		want := quick(seed).Choose(v, v.Legal)
		adv := quick(seed).Advise(v, v.Legal, plain.Names)
		where := v.Phase.String() + ": " + adv.Why
		named += enginetest.Advice(t, plain, v.Legal, v.Seat, want, adv, where)
		saysSomething(t, adv.Why, where)
		if len(v.Legal) > 1 {
			phases[v.Phase]++
		}
	}
	for _, p := range []spellcraft.Phase{spellcraft.PhaseExchange, spellcraft.PhaseBid, spellcraft.PhasePick,
		spellcraft.PhaseKnock, spellcraft.PhaseKnockTake, spellcraft.PhaseBlackJoker} {
		assert.Positive(t, phases[p], "no decision in phase %v", p)
	}
	assert.Positive(t, named, "no reason names another seat")
}

// compared finds the figures a reason sets side by side: "from 12% to
// 20%", "+1.2 chips, against +0.8", "12% of the deals Hard tried,
// against 9%", "average +0.4 chips, and playing on about +0.2".
var compared = regexp.MustCompile(strings.NewReplacer("N", `([+-]?\d+(?:\.\d+)?%?)`).Replace(
	`from N to N|N of the deals Hard tried, against N|N chips, against N|average N chips, and playing on about N`))

// saysSomething checks that a reason never compares a figure with itself
// ("goes from 12% to 12%"): equal choices are said to be equal.
func saysSomething(t *testing.T, why, where string) {
	t.Helper()
	for _, m := range compared.FindAllStringSubmatch(why, -1) {
		for k := 1; k+1 < len(m); k += 2 {
			if m[k] != "" {
				assert.NotEqual(t, m[k], m[k+1], "%s: %q compares %s with itself", where, m[0], m[k])
			}
		}
	}
}

// TestAdviceAtHardsBudget: the adviser is Hard at its usual budget, so its
// advice is what the Hard computer player would do, phase by phase.
func TestAdviceAtHardsBudget(t *testing.T) {
	read := func(v spellcraft.View) (spellcraft.Phase, []spellcraft.Action) { return v.Phase, v.Legal }
	hard := func(seed uint64) *bot.Bot { return bot.New(engine.Hard, seed) }
	enginetest.AdvisesAsHard(t, positions(t), plain.Names, read, hard, bot.NewAdviser)
}

// TestAdviceLeavesTheSourceOfForcedMoves: Choose does not search a forced
// move, so neither does the adviser's own source.
func TestAdviceLeavesTheSourceOfForcedMoves(t *testing.T) {
	ps := positions(t)
	checked := 0
	for i := range ps {
		if len(ps[i].Legal) != 1 || checked >= 3 {
			continue
		}
		for j := i + 1; j < len(ps) && j < i+30; j++ {
			if ps[j].Seat != ps[i].Seat || len(ps[j].Legal) < 2 {
				continue
			}
			adv := quick(4)
			got := adv.Advise(ps[i], ps[i].Legal, plain.Names)
			assert.Equal(t, ps[i].Legal[0], got.Best)
			plain.Why(t, got.Why, "forced "+ps[i].Phase.String())
			assert.Equal(t, quick(4).Choose(ps[j], ps[j].Legal), adv.Advise(ps[j], ps[j].Legal, plain.Names).Best)
			checked++
			break
		}
	}
	assert.Positive(t, checked)
}
