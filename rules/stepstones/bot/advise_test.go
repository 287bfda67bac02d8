package bot_test

import (
	"regexp"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"

	"github.com/stretchr/testify/assert"
)

// positions collects seat views of Normal-bot games on both sheets, with
// and without the Redo variant: bids, passes, the puddle and card play,
// forced moves included.
func positions(t testing.TB) []stepstones.View {
	t.Helper()
	var out []stepstones.View
	for g := 0; g < 3; g++ {
		s := stepstones.New(stepstones.Config{Sheet: stepstones.Sheet(g % 2), Redo: g > 0}, uint64(80+g))
		ps := enginetest.Bots(stepstones.NumPlayers, func(i int) *bot.Bot { return bot.New(engine.Normal, uint64(g*3+i)) })
		for !s.Over() && s.HandNumber() < 4 {
			out = append(out, enginetest.Turn(t, s, ps)...)
		}
	}
	return out
}

// quick is Hard with a small budget: the same code paths, fast.
func quick(seed uint64) *bot.Bot {
	b := bot.New(engine.Hard, seed)
	b.Samples = 16
	return b
}

// plain reads the reasons. The names are unusual on purpose: a sentence
// that names a seat must use them, and the viewer, whichever seat it is,
// is "you".
var plain = enginetest.Plain{
	Names:     []string{"Ann", "Wren", "Ezra"},
	CardToken: regexp.MustCompile(`\b[CDHS][1-9]\b`),
	SeatWord:  regexp.MustCompile(`(?i)\b(seat|player)\s*\d|\bSS\d`),
}

// TestAdviceIsHardsChoice: with the same seed and view, Advise's Best is
// the action Choose takes, Values has one entry per legal action and Best's
// is the highest, and the reason reads as plain words, over bids, passes
// and card plays.
func TestAdviceIsHardsChoice(t *testing.T) {
	kinds := map[stepstones.Kind]int{}
	named, puddles := 0, 0
	for i, v := range positions(t) {
		seed := uint64(i)
		want := quick(seed).Choose(v, v.Legal)
		adv := quick(seed).Advise(v, v.Legal, plain.Names)
		where := v.Phase.String() + ": " + adv.Why
		named += enginetest.Advice(t, plain, v.Legal, v.Seat, want, adv, where)
		if len(v.Legal) > 1 {
			kinds[adv.Best.Kind]++
		}
		if v.Puddle && v.Phase == stepstones.PhaseBid {
			puddles++
		}
	}
	for _, k := range []stepstones.Kind{stepstones.KindPass, stepstones.KindBid, stepstones.KindPlay} {
		assert.Positive(t, kinds[k], "no advice of kind %v", k)
	}
	assert.Positive(t, named, "no reason names another seat")
	assert.Positive(t, puddles, "no bid in the puddle")
}

// TestAdviceIsExperts: the adviser is Expert, so its advice is what the
// Expert computer player would do.
func TestAdviceIsExperts(t *testing.T) {
	n := 0
	for i, v := range positions(t) {
		if len(v.Legal) < 2 || i%5 != 0 {
			continue
		}
		n++
		seed := engine.BotSeed(uint64(i), 0)
		want := bot.New(engine.Expert, seed).Choose(v, v.Legal)
		adv := bot.NewAdviser(seed).Advise(v, v.Legal, plain.Names)
		assert.Equal(t, want, adv.Best, "%v: %s", v.Phase, adv.Why)
		if n <= 8 {
			t.Logf("%v: %v: %s", v.Phase, adv.Best, adv.Why)
		}
	}
}

// TestAdviceLeavesTheSourceOfForcedMoves: Choose does not search a move
// whose cards all play alike, so neither does the adviser's own source.
func TestAdviceLeavesTheSourceOfForcedMoves(t *testing.T) {
	ps := positions(t)
	checked := 0
	for i := range ps[:len(ps)-3] {
		if len(ps[i].Legal) != 1 || ps[i].Phase != stepstones.PhasePlay {
			continue
		}
		// the seat's next decision with a choice
		for j := i + 1; j < len(ps) && j < i+4; j++ {
			if ps[j].Seat != ps[i].Seat || len(ps[j].Legal) < 2 {
				continue
			}
			adv := quick(4)
			got := adv.Advise(ps[i], ps[i].Legal, plain.Names)
			assert.Equal(t, ps[i].Legal[0], got.Best)
			plain.Why(t, got.Why, "forced")
			assert.Equal(t, quick(4).Choose(ps[j], ps[j].Legal), adv.Advise(ps[j], ps[j].Legal, plain.Names).Best)
			checked++
			break
		}
		if checked >= 3 {
			break
		}
	}
	assert.Positive(t, checked)
}
