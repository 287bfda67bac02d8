package speedohui

import (
	"fmt"

	"parlor/game"
	"parlor/rules/speedoh"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// StartGuide implements scenes.Guided: the first flips and what to look
// for, each pointed at on the table (scenes/guide). Its sentences hold the
// clock, so nobody flips or slaps while the player reads.
func (t *Table) StartGuide(ctx *game.Context) { t.Run(speedoh.GameName, t.guideSteps(ctx)...) }

// guideSteps are SpeedOh's start in four steps: the draw pile, a first
// flip, the slap and what a match is.
func (t *Table) guideSteps(ctx *game.Context) []guide.Step {
	v := &t.view
	km := func() (flip, slap string) {
		k := ctx.Settings.Keys[t.keys[0]] // the guide's person plays seat 0
		return k.Hint(actFlip), k.Hint(actSlap)
	}
	over := func() bool { return v.Phase == speedoh.PhaseOver }
	slapCard := func() (x, y, w, h float64) { return t.box(0) }
	ownPile := func() (x, y, w, h float64) { return t.box(1) }
	return []guide.Step{
		{
			Say: func() string {
				flip, _ := km()
				return fmt.Sprintf("%s: your draw pile is on the left, your flipped cards go on the right. Players flip one card each in turn: "+
					"when your name shows in gold, press %s or click your draw pile.", t.names.of(0), flip)
			},
			Target: t.seatBox,
		},
		{
			Say: func() string {
				flip, _ := km()
				return fmt.Sprintf("Your turn: flip your top card with %s, or click your draw pile.", flip)
			},
			Target: t.seatBox,
			Clear:  []guide.Box{slapCard}, // the Slap Card: a match may come
			When:   func() bool { return v.Turn == 0 },
			Done:   func() bool { return over() || v.Players[0].Flipped > 0 || v.Players[0].Draw == 0 },
		},
		{
			Say: func() string {
				_, slap := km()
				return fmt.Sprintf("Watch every player's top card. When two show exactly the same blade, slap the Slap Card "+
					"with %s or a click: the faster of the two gives their flipped pile to the slower.", slap)
			},
			Target: slapCard,
			Clear:  []guide.Box{t.seatBox}, // your own top card is one of them
			Done:   over,
			Next:   true,
		},
		{
			Say: func() string {
				s := "Compare the blade only, never the background"
				if top := v.Players[0].Top; top.Valid() && !top.IsSpecial() {
					s = "Your top card shows " + bladeName(top) + ": compare the blade only, never the background"
				}
				return s + ", and look closely: many blades are nearly alike. A wrong slap takes every flipped pile. " +
					"The first player out of cards wins."
			},
			Target: ownPile,
			Clear:  []guide.Box{slapCard},
			Done:   over,
			Next:   true,
		},
	}
}

// box is CardBoxes' box i: 0 the Slap Card, then each seat's flipped pile
// and draw pile (seat 0's flipped pile is 1).
func (t *Table) box(i int) (x, y, w, h float64) {
	b := t.CardBoxes()
	if i < 0 || i >= len(b) {
		return 0, 0, 0, 0
	}
	return b[i][0], b[i][1], b[i][2], b[i][3]
}

// seatBox is seat 0's block as drawSeat draws it: its name (gold on its
// turn) above, the draw pile and the flipped pile, the keys below.
func (t *Table) seatBox() (x, y, w, h float64) {
	n, tk, dk := t.n, topK(t.n), drawK(t.n)
	_, sy := spot(n, 0)
	px, _ := pileXY(n, 0)
	dx, _ := drawXY(n, 0)
	x, y = dx-dk*cardW/2-8, sy-tk*cardH/2-30
	return x, y, px + tk*cardW/2 + pileDepth + 4 - x, min(sy+tk*cardH/2+pileDepth+2+noteH, widget.ScreenH-6) - y
}
