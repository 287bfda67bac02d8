package speedrunui

import (
	"slices"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/scenes"
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
	return t.assist != nil && !t.overShown && t.assist.CanUndo(t.match())
}

// canHint: a hint is for the person's own decision, once the table shows
// it (nothing left to animate) and while no hint is shown or sought.
func (t *Table) canHint() bool {
	return t.assist != nil && !t.hint.on && !t.ev.Pending() && t.assist.CanHint(t.match())
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
		turns.EntryOpen(t.app, speedrun.GameName, Open))
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
	scenes.KeepOrFinish(t.ctx, t.app, m, t.opts.Level)
}

// pollHint shows a hint that has been found: the suggested card is marked
// and focused, or the suggested choice's button is, and the reason shows
// near the hand.
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
	a, ok := h.Best.(speedrun.Action)
	if !ok {
		return
	}
	t.hint = hintShown{on: true, why: h.Why, choice: -1}
	if a.Kind == speedrun.KindPlay {
		t.tbl.SetHint(a.Card)
		return
	}
	if i := slices.Index(t.choices, a); i >= 0 {
		t.hint.choice = i
		if i < len(t.list.Buttons) {
			t.list.Focus = i
		}
	}
}

// clearHint takes the hint off the table (the person acted, or the game
// moved on).
func (t *Table) clearHint() {
	t.hint = hintShown{choice: -1}
	t.tbl.SetHint(cards.None)
	if t.assist != nil {
		t.assist.Cancel()
	}
}

// Hinted returns the action the hint on the table suggests, for tests: a
// card, or a choice; ok false when no hint shows.
func (t *Table) Hinted() (a speedrun.Action, ok bool) {
	switch {
	case !t.hint.on:
		return a, false
	case t.hint.choice >= 0:
		return t.choices[t.hint.choice], true
	case t.tbl.Hinted() != cards.None:
		return speedrun.Play(t.tbl.Hinted()), true
	}
	return a, false
}

// hintBottom is where the hint's reason ends: just above the hand, clear
// of a focused card's lift (at the standard card size: larger cards raise
// it by the table's HandRise).
const hintBottom = 538.0

// drawHint draws the hint's reason (or that one is being looked for) and
// marks the suggested button; the card's mark is the trick table's.
func (t *Table) drawHint(c *widget.Canvas) {
	switch {
	case t.assist != nil && t.assist.Busy():
		tricktable.DrawNote(c, "Looking for a good move...", hintBottom-t.tbl.HandRise(), 860)
	case t.hint.on:
		tricktable.DrawNote(c, "Hint: "+t.hint.why, hintBottom-t.tbl.HandRise(), 860)
		if i := t.hint.choice; i >= 0 && i < len(t.list.Buttons) && len(t.ev.Queue) == 0 {
			b := t.list.Buttons[i]
			tricktable.HintTag(c, b.X+b.W-34, b.Y-12)
		}
	}
}

// Still implements game.Still: the table waits for the person with nothing
// moving, no computer player to move, no hint being sought and no message
// fading, so the app may stop drawing until input comes.
func (t *Table) Still() bool {
	if t.leaving || t.ev.Pending() || t.fast || t.instant || !t.tbl.Still() || !turns.MessageStill(t.msgTicks, 240) || !t.Guide().Still() {
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
	return t.list.Still() && t.boardBtn.Settled(t.boardOn) && t.bar.Still()
}

// ToastY implements game.ToastSpot: toasts go under the trick and above
// the hand, where they cover neither the header nor the Undo, Hint and
// Last trick buttons at the top edge; larger cards raise it with the hand.
func (t *Table) ToastY() float64 { return 480 - t.tbl.HandRise() }
