package session

import (
	"slices"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// The person's assists, written once for every turn-based game that
// offers them (engine.Entry.TakeBack and Advise): undo takes the person's
// last decision back; a hint is the Hard player's advice, searched off the
// frame on a clone of the game, so a frame never waits for it.

// Hint is the Hard player's advice for the person: Best is the game's own
// action; Why one sentence in plain words; Err says why there is none.
type Hint struct {
	Best any
	Why  string
	Err  error
}

// Seeking is what a table shows while a hint is searched, the same words
// at every game.
const Seeking = "Looking for a good move..."

// Undone is what a table says once a decision is taken back.
const Undone = "Your last decision was taken back"

// person returns the live game and the seat its person plays, when a
// person plays here.
func (s *Session) person() (*Live, int, bool) {
	seat := s.Person()
	return s.live, seat, s.caps.Assists && s.live != nil && seat >= 0
}

// Assisted reports whether undo and hints are offered at all: a person
// plays here a game held here. A game hosted elsewhere (online) is
// everyone's: nobody takes a decision back, and no computer whispers.
func (s *Session) Assisted() bool {
	_, _, ok := s.person()
	return ok
}

// CanUndo reports whether the person has a decision to take back.
func (s *Session) CanUndo() bool {
	l, seat, ok := s.person()
	return ok && l.CanTakeBack(seat)
}

// Undo returns a new session of the game as it was before the person's
// last decision (the computer players who acted after it decide afresh),
// its record marked with one more undo and saved as the game in progress.
// This session is left as it was; a table opens anew on the new one.
func (s *Session) Undo() (*Session, error) {
	l, seat, ok := s.person()
	if !ok {
		return nil, ErrNoPerson
	}
	back, err := l.TakeBack(seat)
	if err != nil {
		return nil, err
	}
	next, err := live(s.env, s.Entry(), back, Instant)
	if err != nil {
		return nil, err
	}
	next.keep()
	return next, nil
}

// CanHint reports whether a hint can be asked for now: the person is to
// decide and no hint is being searched.
func (s *Session) CanHint() bool {
	l, seat, ok := s.person()
	return ok && l.CanHint(seat)
}

// AskHint starts the search for a hint and counts it in the game's record
// (engine.Hinted), saved at once, whether or not the person waits for it.
func (s *Session) AskHint() {
	if !s.CanHint() {
		return
	}
	l, seat, _ := s.person()
	l.AskHint(seat, s.Names())
	s.after()
}

// HintBusy reports whether a hint is being searched.
func (s *Session) HintBusy() bool { return s.live != nil && s.live.hint.busy }

// CancelHint forgets a hint being searched.
func (s *Session) CancelHint() {
	if s.live != nil {
		s.live.hint.cancel()
	}
}

// PollHint returns the hint once it is ready (Authority.PollHint).
func (s *Session) PollHint() (Hint, bool) {
	l, seat, ok := s.person()
	if !ok {
		return Hint{}, false
	}
	return l.PollHint(seat)
}

// CanTakeBack reports whether seat, a person's, has a decision to take
// back: a turn-based game under way where it has decided.
func (a *Authority) CanTakeBack(seat int) bool {
	if !a.people.Has(seat) || a.m.Over() || a.m.Clock() != nil {
		return false
	}
	return slices.ContainsFunc(a.m.Events(), func(e engine.Event) bool { return e.Kind == record.Act && e.Seat == seat })
}

// TakeBack returns the game as it was before seat's last decision, as a
// new match (engine.Entry.TakeBack); this authority's game is left as it
// was, its hint forgotten.
func (a *Authority) TakeBack(seat int) (engine.Match, error) {
	if !a.people.Has(seat) {
		return nil, ErrNotYours
	}
	a.hint.cancel()
	return a.entry.TakeBack(a.m, seat)
}

// CanHint reports whether seat, a person's, may ask for a hint now: the
// game has an adviser, seat is to decide and no hint is being searched.
func (a *Authority) CanHint(seat int) bool {
	return a.people.Has(seat) && a.entry.Advise != nil && !a.m.Over() && !a.hint.busy && slices.Contains(a.m.ToMove(), seat)
}

// AskHint counts a hint in the game's record (engine.Hinted) and starts
// its search, off the loop, for seat; names are the players' names the
// advice may use.
func (a *Authority) AskHint(seat int, names []string) {
	if !a.CanHint(seat) {
		return
	}
	engine.Hinted(a.m)
	a.hint.search(a.entry, a.m, seat, names, a.m.Record().Header.Seed^uint64(len(a.m.Events())))
}

// PollHint returns seat's hint once it is ready. If the game moved on
// while it was searched only because other seats acted (computers placing
// their secret bids while the person thinks), it is searched again on the
// new position: the person asked once and gets one hint. After the
// person's own decision it is dropped.
func (a *Authority) PollHint(seat int) (Hint, bool) {
	if seat != a.hint.seat {
		return Hint{}, false
	}
	return a.hint.poll(a.entry, a.m, seat)
}

// hinter is one hint being searched.
type hinter struct {
	ch     chan Hint
	busy   bool
	seat   int
	names  []string
	events int    // the game's events when the search began
	seed   uint64 // the search's seed, to search again with
}

func (h *hinter) search(e *engine.Entry, m engine.Match, seat int, names []string, seed uint64) {
	h.busy, h.seat, h.names, h.events, h.seed = true, seat, names, len(m.Events()), seed
	h.ch = make(chan Hint, 1)
	g := m.Clone()
	ch := h.ch
	Off(func() {
		adv, err := e.Advise(g, seat, slices.Clone(names), seed)
		ch <- Hint{Best: adv.Best, Why: adv.Why, Err: err}
	})
}

func (h *hinter) poll(e *engine.Entry, m engine.Match, seat int) (Hint, bool) {
	if !h.busy {
		return Hint{}, false
	}
	var got Hint
	select {
	case got = <-h.ch:
	default:
		return Hint{}, false
	}
	h.busy = false
	evs := m.Events()
	if len(evs) == h.events {
		return got, true
	}
	acted := slices.ContainsFunc(evs[min(h.events, len(evs)):], func(ev engine.Event) bool {
		return ev.Kind == record.Act && ev.Seat == seat
	})
	if !acted && !m.Over() && slices.Contains(m.ToMove(), seat) {
		h.search(e, m, seat, h.names, h.seed)
	}
	return Hint{}, false
}

// cancel forgets a pending hint; its search finishes into its buffered
// channel and is collected.
func (h *hinter) cancel() { h.busy = false }
