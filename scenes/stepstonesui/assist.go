package stepstonesui

import (
	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// Hinted returns the action the hint on the table suggests, for tests; ok
// false when no hint shows.
func (t *Table) Hinted() (stepstones.Action, bool) { return t.assist.Hinted() }

// assists are the table's Undo, Hint, Last trick and Log (the trick table's).
type assists = tricktable.Assists[stepstones.Action]

// newAssists wires the trick table's assists to this table. Stepping
// Stones' own ways: a hint waits until the table is idle, and a hinted bid
// is marked on the bid button leading to it, at every step of the bid.
func (t *Table) newAssists() assists {
	return tricktable.NewAssists(t.Ctx, t.App, t.S, t.Tbl, tricktable.AssistGame[stepstones.Action]{
		Guide:  &t.Host,
		Ready:  t.Idle,
		Say:    t.Say,
		Leave:  func() { t.Gone = true },
		Card:   func(a stepstones.Action) (cards.Card, bool) { return a.Card, a.Kind == stepstones.KindPlay },
		Mark:   func(a stepstones.Action) { t.bid.setHint(&a) },
		Unmark: func() { t.bid.setHint(nil) },
		Log:    func() game.Scene { return t.Log(t.shown.Hand+1, t.logEntry) },
	})
}

// hintBottom is where the hint's reason ends: above the lifted cards,
// between your name and your won tricks (the trick's label waits while it
// shows); larger cards raise it by the table's HandRise.
const hintBottom = 522.0

// drawAssists draws the Undo, Hint and Last trick bar and the hint's
// reason, or that one is being looked for; the marks on the card or button
// are drawn with them.
func (t *Table) drawAssists(c *widget.Canvas) { t.assist.Draw(c, hintBottom, 640) }

// Still implements game.Still: the table waits for the person with nothing
// moving, no computer player to move, no hint being sought and no message
// fading, so the app may stop drawing until input comes.
func (t *Table) Still() bool {
	if !t.Flow.Still() || !t.Guide().Still() || t.OthersToMove(t.view.ToMove) {
		return false
	}
	return t.assist.Still() && t.bid.list.Still() && t.sheetBtn.Settled(t.sheetOn)
}
