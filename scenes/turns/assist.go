package turns

import (
	"errors"
	"slices"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
)

// Assist is the undo and hint of the person at a turn-based table, written
// once over the engine contract (engine.Entry.TakeBack, Entry.Advise) for
// every game that offers them. A hint is searched off the render loop on a
// clone of the game, so a frame never waits for it.
type Assist struct {
	entry *engine.Entry
	seat  int
	names []string

	ch     chan Hint
	busy   bool
	events int    // the game's events when the pending hint was searched for
	seed   uint64 // the pending hint's seed, to search again with
}

// Seeking is what a table shows while a hint is searched, the same words
// at every game.
const Seeking = "Looking for a good move..."

// Hint is the Hard player's advice for the seat: Best is the game's own
// action type; Why is one sentence in plain words. Err says why there is
// none.
type Hint struct {
	Best any
	Why  string
	Err  error
}

// NewAssist returns the assist of seat (the person's) at a table of entry;
// names are the seats' names for the hint's sentence.
func NewAssist(entry *engine.Entry, seat int, names []string) *Assist {
	return &Assist{entry: entry, seat: seat, names: names}
}

// CanUndo reports whether the seat has a decision to take back in m.
func (a *Assist) CanUndo(m engine.Match) bool {
	if a.entry == nil || m == nil || m.Over() {
		return false
	}
	for _, e := range m.Events() {
		if e.Kind == record.Act && e.Seat == a.seat {
			return true
		}
	}
	return false
}

// Undo returns the game as it was before the seat's last decision, its
// record marked with one more undo (engine.Entry.TakeBack); the computer
// players then decide afresh. A pending hint is dropped. m is unchanged.
func (a *Assist) Undo(m engine.Match) (engine.Match, error) {
	a.Cancel()
	return a.entry.TakeBack(m, a.seat)
}

// CanHint reports whether a hint can be asked for now: the game has an
// adviser, the seat is to act, and no hint is being searched.
func (a *Assist) CanHint(m engine.Match) bool {
	return a.entry != nil && a.entry.Advise != nil && m != nil && !m.Over() && !a.busy &&
		slices.Contains(m.ToMove(), a.seat)
}

// AskHint starts the search for a hint on a clone of m and counts the hint
// in m's record (engine.Hinted), whether or not the player waits for it.
func (a *Assist) AskHint(m engine.Match, seed uint64) {
	if !a.CanHint(m) {
		return
	}
	engine.Hinted(m)
	a.search(m, seed)
}

// search starts the hint's search on a clone of m.
func (a *Assist) search(m engine.Match, seed uint64) {
	a.busy, a.events, a.seed = true, len(m.Events()), seed
	a.ch = make(chan Hint, 1)
	g, advise, seat, names := m.Clone(), a.entry.Advise, a.seat, slices.Clone(a.names)
	go func(ch chan<- Hint) {
		adv, err := advise(g, seat, names, seed)
		ch <- Hint{Best: adv.Best, Why: adv.Why, Err: err}
	}(a.ch)
}

// Busy reports whether a hint is being searched.
func (a *Assist) Busy() bool { return a.busy }

// Poll returns the hint once it is ready. If m moved on while it was
// searched, only because other seats acted (Speed Run's computers place
// their secret bids while the person thinks), it is searched again on the
// new position: the person asked once and gets one hint. After the seat's
// own decision it is dropped (ok false, Busy false).
func (a *Assist) Poll(m engine.Match) (h Hint, ok bool) {
	if !a.busy {
		return h, false
	}
	select {
	case h = <-a.ch:
		a.busy = false
		evs := m.Events()
		if len(evs) == a.events {
			return h, true
		}
		if len(evs) > a.events && !a.actedSince(evs[a.events:]) && !m.Over() && slices.Contains(m.ToMove(), a.seat) {
			a.search(m, a.seed)
		}
		return Hint{}, false
	default:
		return h, false
	}
}

// actedSince reports whether the seat decided anything among evs.
func (a *Assist) actedSince(evs []engine.Event) bool {
	return slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Kind == record.Act && e.Seat == a.seat })
}

// Cancel forgets a pending hint; its search finishes into its buffered
// channel and is collected.
func (a *Assist) Cancel() { a.busy = false }

// Undone is what a table says once a decision is taken back.
const Undone = "Your last decision was taken back"

// TakeBack takes the person's last decision in m back (Assist.Undo) and
// builds the table of the game taken back with open (the game's Open, as
// Continue builds it), keeping that game as the game in progress. The
// caller lets its computer players go first, then replaces itself with the
// table. When it cannot, nothing changed and why is a sentence for the
// player ("" on success).
func TakeBack[S any](ctx *game.Context, app *scenes.App, a *Assist, m engine.Match, level string,
	open func(*game.Context, *scenes.App, engine.Match) (S, error)) (next S, why string) {
	back, err := a.Undo(m)
	switch {
	case errors.Is(err, engine.ErrNothingToTakeBack):
		return next, "Nothing to undo yet: you have not decided anything."
	case err != nil:
		return next, "Could not take back the move: " + engine.Explain(err)
	}
	next, err = open(ctx, app, back)
	if err != nil {
		return next, "Could not take back the move: " + err.Error()
	}
	scenes.KeepOrFinish(ctx, app, back, level)
	return next, ""
}

// EntryOpen returns how the app opens a game in progress of the game named
// name (its GameEntry.Open, so undo builds the table Continue builds), or
// fallback when the app does not list the game.
func EntryOpen(app *scenes.App, name string, fallback func(*game.Context, *scenes.App, engine.Match) (game.Scene, error)) func(*game.Context, *scenes.App, engine.Match) (game.Scene, error) {
	if e, ok := app.Game(name); ok && e.Open != nil {
		return e.Open
	}
	return fallback
}
