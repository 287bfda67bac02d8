package speedrunui

import (
	"slices"

	"parlor/game"
	"parlor/input"
	"parlor/rules/speedrun"
	"parlor/scenes/guide"
)

// StartGuide implements scenes.Guided: the first hand's decisions, each
// pointed at on the table as it comes (scenes/guide).
func (t *Table) StartGuide(ctx *game.Context) { t.Run(speedrun.GameName, t.guideSteps(ctx)...) }

// guideSteps are Speed Run's first hand in six steps: the cards, the trump
// or ranking choice (when the player makes one), the secret contract, the
// reveal (only with that variant), the first card and the first trick.
func (t *Table) guideSteps(ctx *game.Context) []guide.Step {
	v := &t.view
	idle := func() bool { return !t.Ev.Pending() && !t.Tbl.Busy() }
	mine := func(ps ...speedrun.Phase) func() bool {
		return func() bool { return idle() && slices.Contains(v.ToMove, 0) && slices.Contains(ps, v.Phase) }
	}
	// past: the first hand has gone beyond phase p.
	past := func(p speedrun.Phase) func() bool { return func() bool { return v.Hand > 0 || v.Phase > p } }
	return []guide.Step{
		t.Tbl.HandStep(idle),
		{
			Say: func() string {
				if v.Phase == speedrun.PhaseChoose {
					return "You are the start player: choose either the trump suit or the card ranking for this hand. The next player chooses the other."
				}
				if v.TrumpBy >= 0 {
					return t.Names[v.TrumpBy] + " chose the trump suit; you choose the card ranking: which end of the suit wins tricks."
				}
				return t.Names[v.RankingBy] + " chose the card ranking; you choose the trump suit, which beats every other suit."
			},
			Target: t.choicesBox,
			Clear:  []guide.Box{t.Tbl.HandBox},
			When:   mine(speedrun.PhaseChoose, speedrun.PhaseChooseOther),
			Done:   past(speedrun.PhaseChooseOther),
		},
		{
			Say: guide.Words("Now choose your contract, secretly: the tricks you aim to win this hand. " +
				"You score the difference from what you win, so low is good. Each contract once per game."),
			Target: t.choicesBox,
			Clear:  []guide.Box{t.Tbl.HandBox},
			When:   mine(speedrun.PhaseBid),
			Done:   func() bool { return v.Bids[0].Placed || past(speedrun.PhaseBid)() },
		},
		{
			Say:    guide.Words("Reveal your contract to score it double, good or bad, or keep it hidden."),
			Target: t.choicesBox,
			Clear:  []guide.Box{t.Tbl.HandBox},
			When:   mine(speedrun.PhaseReveal),
			Done:   past(speedrun.PhaseReveal),
		},
		t.Tbl.PlayStep(func() input.Keymap { return ctx.Settings.Keys[input.Menu] }, mine(speedrun.PhasePlay),
			func() bool { return v.Hand > 0 || v.HandSizes[0] < speedrun.HandSize }),
		t.Tbl.TrickStep(),
	}
}

// choicesBox is the panel of choice buttons, as drawChoices draws it.
func (t *Table) choicesBox() (x, y, w, h float64) {
	if len(t.list.Buttons) == 0 {
		return 0, 0, 0, 0
	}
	first, last := t.list.Buttons[0], t.list.Buttons[len(t.list.Buttons)-1]
	x, y = first.X-20, first.Y-58
	return x, y, float64(t.columns())*260 + 30, last.Y + last.H - y + 20
}
