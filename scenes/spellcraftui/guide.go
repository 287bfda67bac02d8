package spellcraftui

import (
	"fmt"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/spellcraft"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// StartGuide implements scenes.Guided: the first turn's decisions, each
// pointed at on the table as it comes (scenes/guide).
func (t *Table) StartGuide(ctx *game.Context) { t.Run(spellcraft.GameName, t.guideSteps(ctx)...) }

// guideSteps are Spellcraft's first turn in five steps: the hand, the
// field, the secret bid, the pick, and what later turns add.
func (t *Table) guideSteps(ctx *game.Context) []guide.Step {
	v := &t.view
	shown := func() bool { return !t.ev.Pending() && !t.cards.busy() && len(t.cards.hand) > 0 }
	// later: the first turn is over, and with it the moments of its steps.
	later := func() bool { return v.Round > 1 || v.Turn > 1 }
	mine := func(p spellcraft.Phase) func() bool {
		return func() bool { return !t.ev.Pending() && t.myTurn() && v.Phase == p }
	}
	return []guide.Step{
		{
			Say: func() string {
				return fmt.Sprintf("These are your %d cards. At the showdown you score one suit only: "+
					"a point per card, a point more for each card in a run of three, and its highest card's value.", len(t.cards.hand))
			},
			Target: t.handBox,
			When:   shown,
			Done:   later,
			Next:   true,
		},
		{
			Say: func() string {
				return fmt.Sprintf("The field: each turn %d new cards are laid here, one per player and one more. "+
					"After the bids everyone takes one of them, or the deck's top card.", v.Config.Players+1)
			},
			Target: t.fieldBox,
			When:   func() bool { return shown() && len(t.cards.field) > 0 },
			Done:   later,
			Next:   true,
		},
		{
			Say: guide.Words("Bid 1 to 4 chips, secretly: the highest bid picks first. " +
				"All bids go to the stakes, for the showdown."),
			Target: t.buttonsBox,
			Clear:  []guide.Box{t.fieldBox, t.handBox}, // what the bid is for, and with
			When:   mine(spellcraft.PhaseBid),
			Done:   func() bool { return later() || v.BidIn[0] || v.Phase > spellcraft.PhaseBid },
		},
		{
			Say: func() string {
				k := ctx.Settings.Keys[input.Menu]
				return fmt.Sprintf("Your pick: click a field card or the deck, or choose one with the arrows and press %s.",
					k.Hint(input.Confirm))
			},
			Target: t.fieldBox,
			Clear:  []guide.Box{t.handBox, t.buttonsBox}, // and the deck's button
			When:   mine(spellcraft.PhasePick),
			Done:   func() bool { return later() || v.Hand.Len() > spellcraft.HandSize },
		},
		{
			Say: guide.Words("Your chips and your best score so far. From now on each turn begins with an exchange: " +
				"two of your cards for one from the field or the deck. And you may knock when you think your hand is best."),
			Target: mePanel,
			Clear:  []guide.Box{t.buttonsBox}, // the exchange's choice, on show
			When:   func() bool { return later() && !t.ev.Pending() },
		},
	}
}

// handBox is the box round seat 0's hand where its cards are going.
func (t *Table) handBox() (x, y, w, h float64) {
	ps := make([]widget.Pose, 0, len(t.cards.hand))
	for _, c := range t.cards.hand {
		ps = append(ps, t.cards.sprites[c].Target())
	}
	x, y, w, h = guide.Cards(assets.CardW, assets.CardH, ps...)
	return x, y, w, min(y+h, widget.ScreenH-8) - y
}

// fieldBox is the box round the deck and the field.
func (t *Table) fieldBox() (x, y, w, h float64) {
	ps := []widget.Pose{deckPose()}
	for _, c := range t.cards.field {
		ps = append(ps, t.cards.sprites[c].Target())
	}
	return guide.Cards(assets.CardW, assets.CardH, ps...)
}

// buttonsBox is the row of choice buttons with the prompt above it.
func (t *Table) buttonsBox() (x, y, w, h float64) {
	var bs []*widget.Button
	for _, it := range t.turn.rows[rowButtons] {
		bs = append(bs, it.btn)
	}
	x, y, w, h = guide.Around(8, bs...)
	return x, y - 32, w, h + 32
}

// mePanel is seat 0's panel: chips, status and the best score (drawMe).
func mePanel() (x, y, w, h float64) { return 1044, 520, 226, 126 }
