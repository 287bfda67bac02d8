package tricktable

import (
	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
)

// Assists is a trick table's Undo, Hint and Last trick, written once for
// every game played at one: the AssistBar, the person's turns.Assist and
// the hint on the table. V and A are the game's view and action types (its
// computer players are turns.BotSeat[V, A]). What each game does its own
// way, it lends through AssistGame. The zero Assists shows no hint.
type Assists[V, A any] struct {
	Bar    *AssistBar
	assist *turns.Assist // nil at a table only watched
	tbl    *Table
	g      AssistGame[V, A]

	// The hint on the table: the suggested action and its reason, until
	// the person acts.
	hinted bool
	act    A
	why    string
}

// AssistGame is what Assists needs of a game's table: the game, where it is
// kept, and the few things each table does its own way.
type AssistGame[V, A any] struct {
	Entry *engine.Entry // the game's entry: its adviser, its taking back, its name
	Match engine.Match  // the game as the engine contract sees it
	App   *scenes.App
	Level string // the computer players' level, kept with the saved game
	Seed  uint64 // the game's seed: a hint's search is seeded from it
	// Open opens a game in progress of this game (its GameEntry.Open), when
	// the app does not list it (turns.EntryOpen).
	Open  func(*game.Context, *scenes.App, engine.Match) (game.Scene, error)
	Bots  []*turns.BotSeat[V, A] // the computer players, nil for the person's seat
	Guide *guide.Host            // the table's guided first game

	// Ready reports whether the table shows the person's decision, nothing
	// left to animate: only then may a hint be asked for.
	Ready func() bool
	// MayUndo, when set, reports whether the table lets a decision be taken
	// back now, besides the assist's own rule.
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
	// Replaced readies next, the table an undo built for the game taken
	// back, which replaces this one: it lays its hand out at once, and this
	// table does nothing more.
	Replaced func(next game.Scene)
}

// NewAssists returns the assists of a table showing its cards on tbl,
// whose seats are named (SetNames) for the hint's sentence; person is
// whether a person plays seat 0: undo and hint are theirs alone, and a
// table only watched offers the last trick.
func NewAssists[V, A any](ctx *game.Context, tbl *Table, person bool, g AssistGame[V, A]) Assists[V, A] {
	a := Assists[V, A]{Bar: NewAssistBar(ctx.Settings.Keys[input.Menu], person), tbl: tbl, g: g}
	if person {
		a.assist = turns.NewAssist(g.Entry, 0, tbl.names[:])
	}
	return a
}

// Update handles the Undo, Hint and Last trick buttons and keys, and
// collects a hint once it is found. It reports whether the table does
// nothing else this frame (it has been replaced, or an overlay opened).
func (a *Assists[V, A]) Update(ctx *game.Context) bool {
	a.poll()
	_, _, last := a.tbl.LastTrick()
	a.Bar.SetEnabled(a.canUndo(), a.canHint(), last)
	switch a.Bar.Update(ctx) {
	case AssistUndo:
		a.undo(ctx)
		return true
	case AssistHint:
		a.ask(ctx)
	case AssistLast:
		ctx.Push(NewLastTrick(ctx, a.tbl))
		return true
	}
	return false
}

func (a *Assists[V, A]) canUndo() bool {
	return a.assist != nil && (a.g.MayUndo == nil || a.g.MayUndo()) && a.assist.CanUndo(a.g.Match)
}

// canHint: a hint is for the person's own decision, once the table shows
// it (nothing left to animate) and while no hint is shown or sought.
func (a *Assists[V, A]) canHint() bool {
	return a.assist != nil && !a.hinted && a.g.Ready() && a.assist.CanHint(a.g.Match)
}

// undo takes the person's last decision back: the game is rebuilt from its
// record cut before it, and the table built for that game (the game's
// Open, as Continue builds it) replaces this one, its hand laid out at
// once, its guided first game going on. Computer players waiting to move
// are let go first, so none moves on the game being left.
func (a *Assists[V, A]) undo(ctx *game.Context) {
	for _, b := range a.g.Bots {
		if b != nil {
			b.Cancel()
		}
	}
	next, why := turns.TakeBack(ctx, a.g.App, a.assist, a.g.Match, a.g.Level,
		turns.EntryOpen(a.g.App, a.g.Entry.Name, a.g.Open))
	if why != "" {
		a.g.Say(why)
		return
	}
	a.g.Replaced(next)
	if nt, ok := next.(guided); ok {
		nt.StartGuide(ctx)
		nt.ResumeFrom(a.g.Guide) // the guided game goes on
	}
	ctx.Play("deal")
	ctx.Replace(next)
}

// guided is a table with a guided first game (scenes.Guided, guide.Host).
type guided interface {
	scenes.Guided
	ResumeFrom(old *guide.Host)
}

// ask starts the search for a hint; it is counted in the record at once
// (saved with the game), whether or not the person waits for it.
func (a *Assists[V, A]) ask(ctx *game.Context) {
	m := a.g.Match
	a.assist.AskHint(m, a.g.Seed^uint64(len(m.Events())))
	scenes.KeepOrFinish(ctx, a.g.App, m, a.g.Level)
}

// poll shows a hint that has been found: the suggested card is marked and
// focused (the game marks a button), and the reason shows near the hand.
func (a *Assists[V, A]) poll() {
	if a.assist == nil {
		return
	}
	h, ok := a.assist.Poll(a.g.Match)
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
func (a *Assists[V, A]) Clear() {
	var none A
	a.hinted, a.act, a.why = false, none, ""
	a.tbl.SetHint(cards.None)
	a.g.Unmark()
	if a.assist != nil {
		a.assist.Cancel()
	}
}

// Hinted returns the action the hint on the table suggests; ok is false
// when no hint shows.
func (a *Assists[V, A]) Hinted() (act A, ok bool) { return a.act, a.hinted }

// Why returns the hint's reason, "" when no hint shows.
func (a *Assists[V, A]) Why() string { return a.why }

// Busy reports whether a hint is being looked for.
func (a *Assists[V, A]) Busy() bool { return a.assist != nil && a.assist.Busy() }

// Still reports whether nothing the assists look after moves: no hint is
// sought, no computer player is thinking, and the bar's glow has settled.
func (a *Assists[V, A]) Still() bool {
	if a.Busy() {
		return false
	}
	for _, b := range a.g.Bots {
		if b != nil && b.Busy() {
			return false
		}
	}
	return a.Bar.Still()
}

// Draw draws the bar and the hint's reason, or that one is being looked
// for, in a note at most width wide whose bottom is at bottom for the
// standard card size (larger cards raise it by the table's HandRise). The
// hint's mark on a card is the table's; a button's is the game's.
func (a *Assists[V, A]) Draw(c *widget.Canvas, bottom, width float64) {
	a.Bar.Draw(c)
	switch {
	case a.Busy():
		DrawNote(c, turns.Seeking, bottom-a.tbl.HandRise(), width)
	case a.hinted:
		DrawNote(c, "Hint: "+a.why, bottom-a.tbl.HandRise(), width)
	}
}
