package session

import (
	"parlor/rules/engine"
	"parlor/rules/record"
)

// Live is a game played in this process: the people at this screen play
// the human seats, and the game's own computer players (seated through its
// entry, at the levels the record header names) play the rest. It is the
// game's Authority, the one a server runs too, with this screen as its
// only transport: driven once a frame, so a turn-based game's computers
// think off the frame and are paced so people can follow, and a real-time
// game's clock ticks once a frame.
type Live struct {
	*Authority
	sees engine.SeatSet
	told told
	seq  int64 // the people's presses so far, numbered as a host numbers them
}

// NewLive seats the computer players of m's record header and returns the
// game as this screen plays it. pace says how many frames a computer
// player's decision is held before it shows (nil: none).
func NewLive(e *engine.Entry, m engine.Match, pace func() int) (*Live, error) {
	a, err := NewAuthority(e, m, Frames(pace))
	if err != nil {
		return nil, err
	}
	l := &Live{Authority: a, sees: a.people}
	if l.sees == 0 { // computers only: nobody's secrets to keep
		l.sees = engine.AllSeats(m.Seats())
	}
	l.told = told{know: e.Know, seats: l.sees}
	return l, nil
}

func (l *Live) Entry() *engine.Entry   { return l.entry }
func (l *Live) Header() record.Header  { return l.m.Record().Header }
func (l *Live) Plays() engine.SeatSet  { return l.people }
func (l *Live) Sees() engine.SeatSet   { return l.sees }
func (l *Live) Events() []engine.Event { return l.told.update(l.m.Events()) }
func (l *Live) Over() bool             { return l.m.Over() }
func (l *Live) Winners() []int         { return l.m.Winners() }
func (l *Live) Record() *record.Record { return l.m.Record() }

// View returns seat's view when this screen may see it.
func (l *Live) View(seat int) any {
	if !l.sees.Has(seat) {
		return nil
	}
	return l.m.View(seat)
}

// Legal returns what seat may do now, for a seat played here.
func (l *Live) Legal(seat int) []any {
	if !l.people.Has(seat) {
		return nil
	}
	return l.m.Legal(seat)
}

// Move lets a turn-based game go on once: the first computer seat to
// move acts once its decision is ready and paced.
func (l *Live) Move() bool {
	if l.m.Clock() != nil {
		return false
	}
	moved, _ := l.Step()
	return moved
}

// Ready says the people here have read the round's result: the clock,
// which waited for them, goes on.
func (l *Live) Ready() error {
	for _, seat := range l.people.List() {
		l.Authority.Ready(seat)
	}
	return nil
}

// Tick runs one tick: the people's presses and the computer players'
// go through the game's fair order, then the clock advances. It returns
// each press's result in order.
func (l *Live) Tick(presses []engine.Press[any]) []error {
	if l.m.Clock() == nil {
		return nil
	}
	first := l.seq + 1
	for _, p := range presses {
		l.seq++
		l.Press(p, l.Now(), l.seq)
	}
	if _, err := l.Step(); err != nil {
		return fill(len(presses), err)
	}
	errs := make([]error, len(presses))
	for _, s := range l.TakeSettled() {
		if i := s.Seq - first; i >= 0 && i < int64(len(errs)) {
			errs[i] = s.Err
		}
	}
	return errs
}

func fill(n int, err error) []error {
	out := make([]error, n)
	for i := range out {
		out[i] = err
	}
	return out
}

// told is a match's events as a set of seats may know them, masked once
// as they come.
type told struct {
	know  engine.Know
	seats engine.SeatSet
	read  int // the match's events masked so far
	evs   []engine.Event
}

func (t *told) update(all []engine.Event) []engine.Event {
	for _, e := range all[min(t.read, len(all)):] {
		if m, ok := t.know(e, t.seats); ok {
			t.evs = append(t.evs, m)
		}
	}
	t.read = len(all)
	return t.evs
}
