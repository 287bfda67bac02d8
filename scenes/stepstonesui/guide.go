package stepstonesui

import (
	"slices"

	"parlor/game"
	"parlor/input"
	"parlor/rules/stepstones"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// StartGuide implements scenes.Guided: the first hand's decisions, each
// pointed at on the table as it comes (scenes/guide).
func (t *Table) StartGuide(ctx *game.Context) { t.Run(GameName, t.guideSteps(ctx)...) }

// guideSteps are Stepping Stones' first hand in five steps: the cards,
// the bid (when the bidding reaches the player), the declaration, the
// first card and the first trick.
func (t *Table) guideSteps(ctx *game.Context) []guide.Step {
	v := &t.view
	mine := func(p stepstones.Phase) func() bool {
		return func() bool { return t.Idle() && slices.Contains(v.ToMove, 0) && v.Phase == p }
	}
	return []guide.Step{
		t.Tbl.HandStep(t.Idle),
		{
			Say: func() string {
				if v.Puddle {
					return "Everyone passed, so you are in the puddle: you must declare a contract."
				}
				return "Your bid: declare a contract to play this hand as the declarer, against the other two, or pass. " +
					"Each contract on your scoresheet is declared once per game."
			},
			Target: t.bidBox,
			Clear:  []guide.Box{t.Tbl.HandBox},
			When:   mine(stepstones.PhaseBid),
			Done:   func() bool { return v.Hand > 0 || v.Passed[0] || v.Declarer >= 0 },
		},
		{
			Say: func() string {
				who := t.Names[v.Declarer] + " declared "
				if v.Declarer == 0 {
					who = "You declared "
				}
				return who + bidName(v.Bid) + ". This line shows the hand's trump and ranking; " + countNote(v.Bid.Contract) + "."
			},
			Target: func() (x, y, w, h float64) { return 222, 4, 620, 58 }, // left of the turn's words
			// The banner shows t.shown, which catches up with the game
			// once the table is idle: the step waits for it.
			When: func() bool { return t.Idle() && t.shown.Declarer >= 0 },
			Done: func() bool { return v.Hand > 0 },
			Next: true,
		},
		t.Tbl.PlayStep(func() input.Keymap { return ctx.Settings.Keys[input.Menu] }, mine(stepstones.PhasePlay),
			func() bool { return v.Hand > 0 || v.HandSizes[0] < stepstones.HandSize }),
		t.Tbl.TrickStep(),
	}
}

// bidBox is the bidding panel as it is drawn.
func (t *Table) bidBox() (x, y, w, h float64) {
	if len(t.bid.list.Buttons) == 0 {
		return 0, 0, 0, 0
	}
	return t.bid.rect(&widget.Canvas{Scale: 1, Fonts: t.Ctx.Assets})
}
