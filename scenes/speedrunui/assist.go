package speedrunui

import (
	"parlor/game"
	"slices"

	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// Hinted returns the action the hint on the table suggests, for tests: a
// card, or a choice; ok false when no hint shows.
func (t *Table) Hinted() (a speedrun.Action, ok bool) {
	_, on := t.assist.Hinted()
	switch {
	case !on:
		return a, false
	case t.hintChoice >= 0:
		return t.choices[t.hintChoice], true
	case t.Tbl.Hinted() != cards.None:
		return speedrun.Play(t.Tbl.Hinted()), true
	}
	return a, false
}

// assists are the table's Undo, Hint, Last trick and Log (the trick table's).
type assists = tricktable.Assists[speedrun.Action]

// newAssists wires the trick table's assists to this table. Speed Run's
// own ways: nothing is taken back once the game's end shows, a hint waits
// until every visual event has played, and a hinted choice is one of the
// choice buttons.
func (t *Table) newAssists() assists {
	return tricktable.NewAssists(t.Ctx, t.App, t.S, t.Tbl, tricktable.AssistGame[speedrun.Action]{
		Guide:   &t.Host,
		Ready:   func() bool { return !t.Ev.Pending() },
		MayUndo: func() bool { return !t.overShown },
		Say:     t.Say,
		Leave:   func() { t.Gone = true },
		Card:    func(a speedrun.Action) (cards.Card, bool) { return a.Card, a.Kind == speedrun.KindPlay },
		Mark:    t.markChoice,
		Unmark:  func() { t.hintChoice = -1 },
		Log:     func() game.Scene { return t.Log(t.header.Hand+1, t.logEntry) },
	})
}

// markChoice focuses the button of the hinted choice a (drawAssists marks
// it).
func (t *Table) markChoice(a speedrun.Action) {
	if i := slices.Index(t.choices, a); i >= 0 {
		t.hintChoice = i
		if i < len(t.list.Buttons) {
			t.list.Focus = i
		}
	}
}

// hintBottom is where the hint's reason ends: just above the hand, clear
// of a focused card's lift (at the standard card size: larger cards raise
// it by the table's HandRise).
const hintBottom = 538.0

// drawAssists draws the Undo, Hint and Last trick bar, the hint's reason
// (or that one is being looked for) and the suggested button's mark; the
// card's mark is the trick table's.
// It returns the note's top (tricktable.Assists.Draw).
func (t *Table) drawAssists(c *widget.Canvas) float64 {
	top := t.assist.Draw(c, hintBottom, 860)
	if _, on := t.assist.Hinted(); on && t.hintChoice >= 0 && t.hintChoice < len(t.list.Buttons) && len(t.Ev.Queue) == 0 {
		b := t.list.Buttons[t.hintChoice]
		tricktable.HintTag(c, b.X+b.W-34, b.Y-12)
	}
	return top
}

// Still implements game.Still: the table waits for the person with nothing
// moving, no computer player to move, no hint being sought and no message
// fading, so the app may stop drawing until input comes.
func (t *Table) Still() bool {
	if !t.Flow.Still() || !t.Guide().Still() || t.OthersToMove(t.view.ToMove) {
		return false
	}
	return t.assist.Still() && t.list.Still() && t.boardBtn.Settled(t.boardOn)
}

// ToastY implements game.ToastSpot: toasts go under the trick and above
// the hand, where they cover neither the header nor the Undo, Hint and
// Last trick buttons at the top edge; larger cards raise it with the hand.
func (t *Table) ToastY() float64 { return 480 - t.Tbl.HandRise() }
