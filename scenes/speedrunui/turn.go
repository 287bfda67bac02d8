package speedrunui

import (
	"fmt"
	"slices"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/scenes"
)

func (t *Table) humanTurn(ctx *game.Context) {
	if !slices.Contains(t.view.ToMove, t.Me) {
		t.Tbl.SetLegal(0)
		t.choices = nil
		return
	}
	if t.view.Phase == speedrun.PhasePlay {
		t.choices, t.list.Buttons = nil, nil
		t.playTurn(ctx)
		return
	}
	t.Tbl.SetLegal(0)
	t.choiceTurn(ctx)
}

func (t *Table) playTurn(ctx *game.Context) {
	var legal cards.Set
	for _, a := range t.view.Legal {
		if a.Kind == speedrun.KindPlay {
			legal = legal.With(a.Card)
		}
	}
	if t.choiceKey != "play" {
		t.choiceKey = "play"
		t.Tbl.SetLegal(legal)
		t.Tbl.FocusFirstLegal()
		if c := t.Tbl.Hinted(); c != cards.None {
			t.Tbl.SetHint(c) // a hint shown before an overlay keeps the focus
		}
	}
	card := t.Tbl.Pick(ctx.In)
	if card == cards.None || !t.act(speedrun.Play(card)) {
		return
	}
	t.choiceKey = ""
	t.Tbl.SetLegal(0)
}

func (t *Table) choiceTurn(ctx *game.Context) {
	key := fmt.Sprint(t.view.Phase, t.view.Legal)
	if key != t.choiceKey {
		t.choiceKey = key
		t.choices, t.open = choiceSlots(t.view)
		t.layoutChoices()
		t.list.AnnounceItems(ctx)
	}
	if len(t.list.Buttons) == 0 {
		return
	}
	pick := t.list.Update(ctx)
	if pick < 0 || !t.open[pick] {
		return
	}
	if !t.act(t.choices[pick]) {
		return
	}
	ctx.Play("play")
	t.choiceKey = ""
	t.list.Buttons = nil
}

// choiceSlots returns the buttons of a choice and which of them may be
// chosen now. Contracts keep their places all game: every contract of the
// game has its slot in board order, holding the contract while it is open,
// its Redo once it is completed (while a Redo is left) and otherwise shown
// used up, disabled; the Pass slot comes last. So a button is always where
// the player saw it last hand. Other choices are the legal actions as
// they are (their sets never change).
func choiceSlots(v speedrun.View) ([]speedrun.Action, []bool) {
	if v.Phase != speedrun.PhaseBid {
		open := make([]bool, len(v.Legal))
		for i := range open {
			open[i] = true
		}
		return slices.Clone(v.Legal), open
	}
	var acts []speedrun.Action
	var open []bool
	for c := speedrun.Win1; int(c) <= v.Config.Length.Contracts(); c++ {
		a, ok := speedrun.PlaceBid(speedrun.Bid{Contract: c}), false
		for _, b := range []speedrun.Bid{{Contract: c}, {Kind: speedrun.BidRedo, Contract: c}} {
			if slices.Contains(v.Legal, speedrun.PlaceBid(b)) {
				a, ok = speedrun.PlaceBid(b), true
				break
			}
		}
		acts, open = append(acts, a), append(open, ok)
	}
	pass := speedrun.PlaceBid(speedrun.Bid{Kind: speedrun.BidPass})
	return append(acts, pass), append(open, slices.Contains(v.Legal, pass))
}

func (t *Table) columns() int {
	if len(t.choices) > 6 {
		return 3
	}
	return 2
}

// layoutChoices lays the current choices out as a grid of buttons above the
// hand, grouped the way the rulebook lists them, with the focus on the
// first that may be chosen (on "keep hidden" at the Contract Reveal).
func (t *Table) layoutChoices() {
	labels := make([]string, len(t.choices))
	for i, a := range t.choices {
		labels[i] = actionLabel(a)
		if !t.open[i] {
			labels[i] = usedLabel(a)
		}
	}
	cols := t.columns()
	t.list = scenes.List{Scene: t.Name(), Cols: cols, SkipDisabled: true, Buttons: scenes.Grid(labels, cols, 250, 44, 10, 380)}
	for i, b := range t.list.Buttons {
		b.Disabled = !t.open[i]
	}
	if i := slices.Index(t.open, true); i >= 0 {
		t.list.Focus = i
	}
	// Revealing doubles the score, good or bad: a habitual Enter keeps the
	// contract hidden, the safe choice.
	if i := slices.Index(t.choices, speedrun.NoReveal); i >= 0 {
		t.list.Focus = i
	}
	if _, on := t.assist.Hinted(); on && t.hintChoice >= 0 && t.hintChoice < len(t.list.Buttons) {
		t.list.Focus = t.hintChoice
	}
}

// usedLabel is the text of a contract slot that cannot be chosen.
func usedLabel(a speedrun.Action) string {
	if a.Bid.Kind == speedrun.BidPass {
		return "Pass (used)"
	}
	return a.Bid.Contract.Name() + " (done)"
}
