package session

import (
	"errors"
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// Playback is a finished game's record played back: nobody at this screen
// plays a seat; the record's actions are applied, one at a time, through
// the engine, so the table shows the game exactly as it went. It starts at
// any action of the record; stepping back is a new Playback further up.
type Playback struct {
	entry *engine.Entry
	rec   *record.Record
	acts  []int // the record's act events, by index
	pos   int   // actions applied
	m     engine.Match
	sees  engine.SeatSet
	told  told

	// Playing lets Move apply the next action every Hold Move calls and
	// Tick run the clock; while it is false the game stands still.
	Playing bool
	Hold    int
	waited  int
}

// ErrNoActions is returned for a record with nothing to play back.
var ErrNoActions = errors.New("the record holds no moves")

// NewPlayback verifies rec and returns it played back to just before its
// action at (0: the start; len: the end), as sees may know it: the
// record's people by default (Watchers), every seat with hands face up,
// or no seat (0): the game as a spectator online is told it, a local
// stand-in for one (Spectate).
func NewPlayback(e *engine.Entry, rec *record.Record, at int, sees engine.SeatSet) (*Playback, error) {
	if _, err := e.Resume(rec); err != nil {
		return nil, err
	}
	p := &Playback{entry: e, rec: rec, sees: sees, Hold: 45}
	for i, ev := range rec.Events {
		if ev.Kind == record.Act {
			p.acts = append(p.acts, i)
		}
	}
	if len(p.acts) == 0 {
		return nil, ErrNoActions
	}
	if err := p.seek(at); err != nil {
		return nil, err
	}
	return p, nil
}

// Watchers returns the seats a record's people played, whose view a
// playback shows by default; every seat when nobody played (computers
// only).
func Watchers(h record.Header) engine.SeatSet {
	var s engine.SeatSet
	for i, seat := range h.Seats {
		if seat.Kind == "human" {
			s = s.With(i)
		}
	}
	if s == 0 {
		s = engine.AllSeats(len(h.Seats))
	}
	return s
}

// seek rebuilds the game as it stood before action n.
func (p *Playback) seek(n int) error {
	n = max(0, min(n, len(p.acts)))
	cut := len(p.rec.Events)
	if n < len(p.acts) {
		cut = p.acts[n]
	}
	m, err := p.entry.Resume(&record.Record{Header: p.rec.Header, Events: p.rec.Events[:cut:cut]})
	if err != nil {
		return fmt.Errorf("that point of the game could not be rebuilt: %w", err)
	}
	p.m, p.pos = m, n
	p.told = told{know: p.entry.Know, seats: p.sees}
	return nil
}

// At returns the same record played back to just before action n, with
// the same seats shown and pace.
func (p *Playback) At(n int, sees engine.SeatSet) (*Playback, error) {
	q := &Playback{entry: p.entry, rec: p.rec, acts: p.acts, sees: sees, Hold: p.Hold, Playing: p.Playing}
	if err := q.seek(n); err != nil {
		return nil, err
	}
	return q, nil
}

func (p *Playback) Entry() *engine.Entry   { return p.entry }
func (p *Playback) Header() record.Header  { return p.rec.Header }
func (p *Playback) Plays() engine.SeatSet  { return 0 }
func (p *Playback) Sees() engine.SeatSet   { return p.sees }
func (p *Playback) Events() []engine.Event { return p.told.update(p.m.Events()) }
func (p *Playback) Over() bool             { return p.pos == len(p.acts) && p.m.Over() }
func (p *Playback) Winners() []int         { return p.m.Winners() }
func (p *Playback) Record() *record.Record { return p.rec }
func (p *Playback) Legal(int) []any        { return nil }

// View returns seat's view when this screen may see it; a spectator's
// playback (no seat seen) gives the spectator's view for every seat, as
// a Remote watcher does, so a table reads it wherever it reads a seat's.
func (p *Playback) View(seat int) any {
	if p.sees == 0 && seat >= 0 && seat < p.m.Seats() {
		return p.m.View(engine.Spectator)
	}
	if !p.sees.Has(seat) {
		return nil
	}
	return p.m.View(seat)
}

// Act refuses: nobody plays a record.
func (p *Playback) Act(int, any) error { return ErrNotYours }

// Pos returns the actions applied so far, and Len all the record's.
func (p *Playback) Pos() int { return p.pos }

// Len returns the number of actions in the record.
func (p *Playback) Len() int { return len(p.acts) }

// Acts returns the record's act events by index (a finding's Event is one).
func (p *Playback) Acts() []int { return p.acts }

// Move applies the next action every Hold calls while Playing.
func (p *Playback) Move() bool {
	if !p.Playing || p.m.Clock() != nil {
		return false
	}
	p.waited++
	if p.waited < p.Hold {
		return false
	}
	p.waited = 0
	return p.Forward() == nil
}

// ErrEnd is returned by Forward at the end of the record.
var ErrEnd = errors.New("the end of the game")

// Forward applies the next action (in a real-time game, after running the
// clock to its tick).
func (p *Playback) Forward() error {
	if p.pos >= len(p.acts) {
		return ErrEnd
	}
	e := p.rec.Events[p.acts[p.pos]]
	if c := p.m.Clock(); c != nil {
		for c.Tick() < e.Tick && !p.m.Over() {
			c.Advance()
		}
	}
	if err := p.m.ApplyToken(e.SeatOf(), e.Action); err != nil && !errors.Is(err, engine.ErrLate) {
		return fmt.Errorf("the record and the game disagree: %w", err)
	}
	p.pos++
	if c := p.m.Clock(); c != nil && p.pos == len(p.acts) {
		// After the last press the clock runs on to the end: what a
		// real-time game settles later (a slap's window closing, the
		// last round's count) is part of the record.
		for t := 0; t < maxRun && !p.m.Over(); t++ {
			c.Advance()
		}
	}
	return nil
}

// maxRun bounds how long the clock runs on after the last press: a game
// of a record that verified always ends well within it.
const maxRun = 60 * 60 * 60

// Tick runs one tick of a real-time record while Playing: the recorded
// presses of this tick, then the clock. People's presses are refused.
func (p *Playback) Tick(presses []engine.Press[any]) []error {
	errs := make([]error, len(presses))
	for i := range errs {
		errs[i] = ErrNotYours
	}
	c := p.m.Clock()
	if !p.Playing || c == nil || p.m.Over() {
		return errs
	}
	for p.pos < len(p.acts) && p.rec.Events[p.acts[p.pos]].Tick == c.Tick() {
		if p.Forward() != nil {
			p.Playing = false
			return errs
		}
	}
	if !p.m.Over() {
		c.Advance()
	}
	return errs
}

// Now returns a real-time game's clock.
func (p *Playback) Now() int64 {
	if c := p.m.Clock(); c != nil {
		return c.Tick()
	}
	return 0
}

// NextAt returns the index of the first action from n on whose events up
// to the next action include one of the given names (a "trick" outcome, a
// "deal" chance): where stepping by trick or by hand stops. len when none.
func (p *Playback) NextAt(n int, names ...string) int {
	for i := max(n, 0); i < len(p.acts); i++ {
		if p.endsWith(i, names) {
			return i + 1
		}
	}
	return len(p.acts)
}

// PrevAt returns the largest action count below n after which one of the
// named events happened (0 when none): where stepping back by trick or by
// hand stops.
func (p *Playback) PrevAt(n int, names ...string) int {
	for i := min(n, len(p.acts)) - 2; i >= 0; i-- {
		if p.endsWith(i, names) {
			return i + 1
		}
	}
	return 0
}

// endsWith reports whether one of names is among the events that follow
// action i, before the next action.
func (p *Playback) endsWith(i int, names []string) bool {
	end := len(p.rec.Events)
	if i+1 < len(p.acts) {
		end = p.acts[i+1]
	}
	for _, e := range p.rec.Events[p.acts[i]+1 : end] {
		for _, n := range names {
			if e.Name == n {
				return true
			}
		}
	}
	return false
}

// Spectate is a record played back as a spectator online sees the game
// (NewWatcher): no seat's hand, every seat's view the spectator's, the
// events as no seat knows them. It stands in for a watched table here,
// so the tables' look and tests need no server.
func Spectate(env Env, e *engine.Entry, rec *record.Record, at int) (*Session, error) {
	p, err := NewPlayback(e, rec, at, 0)
	if err != nil {
		return nil, err
	}
	return OpenPlayback(env, p, Instant), nil
}
