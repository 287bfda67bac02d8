package stepstonesui

import (
	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/scenes/tricktable"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
)

// assists handles the Undo, Hint and Last trick buttons and keys, and
// collects a hint once it is found. It reports whether the table does
// nothing else this frame (it has been replaced, or an overlay opened).
func (t *Table) assists(ctx *game.Context) bool {
	t.pollHint()
	_, _, last := t.tbl.LastTrick()
	t.bar.SetEnabled(t.canUndo(), t.canHint(), last)
	switch t.bar.Update(ctx) {
	case tricktable.AssistUndo:
		t.undo(ctx)
		return true
	case tricktable.AssistHint:
		t.askHint()
	case tricktable.AssistLast:
		ctx.Push(tricktable.NewLastTrick(ctx, t.tbl))
		return true
	}
	return false
}

func (t *Table) canUndo() bool {
	return t.assist != nil && t.assist.CanUndo(t.match())
}

// canHint: a hint is for the person's own decision, once the table shows
// it (nothing left to animate) and while no hint is shown or sought.
func (t *Table) canHint() bool {
	return t.assist != nil && !t.hint.on && t.Idle() && t.assist.CanHint(t.match())
}

// undo takes the person's last decision back: the game is rebuilt from its
// record cut before it, and the table built for that game (the game's
// Open, as Continue builds it) replaces this one, its hand laid out at
// once. Computer players waiting to move are let go first, so none moves
// on the game being left.
func (t *Table) undo(ctx *game.Context) {
	for _, b := range t.bots {
		if b != nil {
			b.Cancel()
		}
	}
	next, why := turns.TakeBack(ctx, t.app, t.assist, t.match(), t.opts.Level,
		turns.EntryOpen(t.app, GameName, Open))
	if why != "" {
		t.say(why)
		return
	}
	if nt, ok := next.(*Table); ok {
		nt.instant = true
		nt.StartGuide(ctx)
		nt.ResumeFrom(&t.Host) // the guided game goes on
	}
	t.leaving = true
	ctx.Play("deal")
	ctx.Replace(next)
}

// askHint starts the search for a hint; it is counted in the record at
// once (saved with the game), whether or not the person waits for it.
func (t *Table) askHint() {
	m := t.match()
	t.assist.AskHint(m, t.opts.Seed^uint64(len(m.Events())))
	t.autosave()
}

// pollHint shows a hint that has been found: the suggested card is marked
// and focused, or the bid button leading to the suggested bid is, and the
// reason shows near the hand.
func (t *Table) pollHint() {
	if t.assist == nil {
		return
	}
	h, ok := t.assist.Poll(t.match())
	if !ok {
		return
	}
	if h.Err != nil {
		t.say("No hint here: " + engine.Explain(h.Err))
		return
	}
	a, ok := h.Best.(stepstones.Action)
	if !ok {
		return
	}
	t.hint = hintShown{on: true, act: a, why: h.Why}
	if a.Kind == stepstones.KindPlay {
		t.tbl.SetHint(a.Card)
		return
	}
	t.bid.setHint(&t.hint.act)
}

// clearHint takes the hint off the table (the person acted).
func (t *Table) clearHint() {
	t.hint = hintShown{}
	t.tbl.SetHint(cards.None)
	t.bid.setHint(nil)
	if t.assist != nil {
		t.assist.Cancel()
	}
}

// Hinted returns the action the hint on the table suggests, for tests; ok
// false when no hint shows.
func (t *Table) Hinted() (stepstones.Action, bool) { return t.hint.act, t.hint.on }

// hintBottom is where the hint's reason ends: above the lifted cards,
// between your name and your won tricks (it may cover the trick's label
// while it shows); larger cards raise it by the table's HandRise.
const hintBottom = 522.0

// drawHint draws the hint's reason, or that one is being looked for; the
// marks on the card or button are drawn with them.
func (t *Table) drawHint(c *widget.Canvas) {
	switch {
	case t.assist != nil && t.assist.Busy():
		tricktable.DrawNote(c, "Looking for a good move...", hintBottom-t.tbl.HandRise(), 640)
	case t.hint.on:
		tricktable.DrawNote(c, "Hint: "+t.hint.why, hintBottom-t.tbl.HandRise(), 640)
	}
}

// Still implements game.Still: the table waits for the person with nothing
// moving, no computer player to move, no hint being sought and no message
// fading, so the app may stop drawing until input comes.
func (t *Table) Still() bool {
	if t.leaving || !t.Idle() || t.fast || t.instant || !t.tbl.Still() || !turns.MessageStill(t.msgTicks, 300) || !t.Guide().Still() {
		return false
	}
	if t.assist != nil && t.assist.Busy() {
		return false
	}
	for _, s := range t.view.ToMove {
		if s != 0 {
			return false // a computer player is to move
		}
	}
	for _, b := range t.bots {
		if b != nil && b.Busy() {
			return false
		}
	}
	return t.bid.list.Still() && t.sheetBtn.Settled(t.sheetOn) && t.bar.Still()
}

// ToastY implements game.ToastSpot: toasts go under the trick and above
// the hand, where they cover neither the header nor the Undo, Hint and
// Last trick buttons at the top edge; larger cards raise it with the hand.
func (t *Table) ToastY() float64 { return 480 - t.tbl.HandRise() }
