package tricktable

import (
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// Assists is a trick table's Undo, Hint, Last trick and Log, written once for
// every game played at one: the AssistBar and the hint on the table over
// the session's undo and hint. A is the game's action type. What each game
// does its own way, it lends through AssistGame. The zero Assists shows no
// hint.
type Assists[A any] struct {
	Bar *AssistBar
	s   *session.Session
	app *scenes.App
	tbl *Table
	g   AssistGame[A]

	// The hint on the table: the suggested action and its reason, until
	// the person acts.
	hinted bool
	act    A
	why    string
}

// AssistGame is what Assists needs of a game's table: the few things each
// table does its own way.
type AssistGame[A any] struct {
	Guide *guide.Host // the table's guided first game
	// Ready reports whether the table shows the person's decision, nothing
	// left to animate: only then may a hint be asked for.
	Ready func() bool
	// MayUndo, when set, reports whether the table lets a decision be taken
	// back now, besides the session's own rule.
	MayUndo func() bool
	// Card returns the card a hinted action plays; ok is false when the
	// action is another decision, one of the table's buttons.
	Card func(A) (c cards.Card, ok bool)
	// Mark marks and focuses the button of a hinted decision that is not a
	// card; Unmark takes that mark off.
	Mark   func(A)
	Unmark func()
	// Say shows a sentence on the table's message line.
	Say func(string)
	// Leave is told the table has been replaced by the one an undo opened:
	// it does nothing more.
	Leave func()
	// Log returns the log of the hand on the table (Flow.Log).
	Log func() game.Scene
}

// NewAssists returns the assists of a table showing s's game on tbl. Undo
// and hint are the person's alone: a table nobody here plays (a replay)
// offers only the last trick.
func NewAssists[A any](ctx *game.Context, app *scenes.App, s *session.Session, tbl *Table, g AssistGame[A]) Assists[A] {
	return Assists[A]{Bar: NewAssistBar(ctx.Settings.Keys[input.Menu], s.Assisted()), s: s, app: app, tbl: tbl, g: g}
}

// Update handles the Undo, Hint, Last trick and Log buttons and keys, and
// collects a hint once it is found. It reports whether the table does
// nothing else this frame (it has been replaced, or an overlay opened).
func (a *Assists[A]) Update(ctx *game.Context) bool {
	a.poll()
	_, _, last := a.tbl.LastTrick()
	a.Bar.SetEnabled(a.canUndo(), a.canHint(), last)
	switch a.Bar.Update(ctx) {
	case AssistUndo:
		a.undo(ctx)
		return true
	case AssistHint:
		a.s.AskHint()
	case AssistLast:
		ctx.Push(NewLastTrick(ctx, a.tbl))
		return true
	case AssistLog:
		ctx.Push(a.g.Log())
		return true
	}
	return false
}

func (a *Assists[A]) canUndo() bool {
	return (a.g.MayUndo == nil || a.g.MayUndo()) && a.s.CanUndo()
}

// canHint: a hint is for the person's own decision, once the table shows
// it (nothing left to animate) and while no hint is shown or sought.
func (a *Assists[A]) canHint() bool {
	return !a.hinted && a.g.Ready() && a.s.CanHint()
}

// undo takes the person's last decision back: the table opened on the
// game taken back replaces this one, its hand laid out at once, its guided
// first game going on.
func (a *Assists[A]) undo(ctx *game.Context) {
	next, why := scenes.TakeBack(ctx, a.app, a.s)
	if why != "" {
		a.g.Say(why)
		return
	}
	a.g.Leave()
	if nt, ok := next.(guided); ok && a.g.Guide != nil {
		nt.StartGuide(ctx)
		nt.ResumeFrom(a.g.Guide) // the guided game goes on
	}
}

// guided is a table with a guided first game (scenes.Guided, guide.Host).
type guided interface {
	scenes.Guided
	ResumeFrom(old *guide.Host)
}

// poll shows a hint that has been found: the suggested card is marked and
// focused (the game marks a button), and the reason shows near the hand.
func (a *Assists[A]) poll() {
	h, ok := a.s.PollHint()
	if !ok {
		return
	}
	if h.Err != nil {
		a.g.Say("No hint here: " + engine.Explain(h.Err))
		return
	}
	act, ok := h.Best.(A)
	if !ok {
		return
	}
	a.hinted, a.act, a.why = true, act, h.Why
	if c, ok := a.g.Card(act); ok {
		a.tbl.SetHint(c)
		return
	}
	a.g.Mark(act)
}

// Clear takes the hint off the table (the person acted, or the game moved
// on) and drops one being sought.
func (a *Assists[A]) Clear() {
	var none A
	a.hinted, a.act, a.why = false, none, ""
	a.tbl.SetHint(cards.None)
	a.g.Unmark()
	a.s.CancelHint()
}

// Hinted returns the action the hint on the table suggests; ok is false
// when no hint shows.
func (a *Assists[A]) Hinted() (act A, ok bool) { return a.act, a.hinted }

// Why returns the hint's reason, "" when no hint shows.
func (a *Assists[A]) Why() string { return a.why }

// Noting reports whether the hint's note shows above the hand (its reason,
// or that one is being looked for).
func (a *Assists[A]) Noting() bool { return a.Busy() || a.hinted }

// Busy reports whether a hint is being looked for.
func (a *Assists[A]) Busy() bool { return a.s != nil && a.s.HintBusy() }

// Still reports whether nothing the assists look after moves: no hint is
// sought and the bar's glow has settled.
func (a *Assists[A]) Still() bool { return !a.Busy() && a.Bar.Still() }

// Draw draws the bar and the hint's reason, or that one is being looked
// for, in a note at most width wide whose bottom is at bottom for the
// standard card size (larger cards raise it by the table's HandRise). The
// hint's mark on a card is the table's; a button's is the game's. It
// returns the note's top (what the table says above it goes higher), the
// screen's height when no note shows.
func (a *Assists[A]) Draw(c *widget.Canvas, bottom, width float64) float64 {
	a.Bar.Draw(c)
	switch {
	case a.Busy():
		return DrawNote(c, session.Seeking, bottom-a.tbl.HandRise(), width)
	case a.hinted:
		return DrawNote(c, "Hint: "+a.why, bottom-a.tbl.HandRise(), width)
	}
	return widget.ScreenH
}
