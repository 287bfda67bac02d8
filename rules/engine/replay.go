package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"parlor/rules/record"
)

// maxGap bounds how far a replay advances a real-time clock to reach the
// next press, so a damaged tick cannot hang it (a day of play).
const maxGap = 24 * 60 * 60 * 60

// Open makes a new game from a record header: its options, seed and seats.
type Open[G any] func(h record.Header) (G, error)

// Resume verifies rec and returns the game where the record stops, ready
// for the next action: `parlor verify`, Continue and the history all go
// through it. The header must name game and list as many seats as the game
// seats; then Replay checks every event. It returns a *record.LineError for
// a bad header, a bad action token or an illegal action (wrapping
// ErrIllegal), a *record.Mismatch at the first event that disagrees with
// the engine, and never panics.
func Resume[G Game[G, V, A], V any, A Action](rec *record.Record, game string, open Open[G], parse func(string) (A, error)) (g G, err error) {
	var zero G
	defer func() {
		if p := recover(); p != nil { // a bug, never a crash of the caller
			g, err = zero, fmt.Errorf("%s: internal error while replaying: %v", game, p)
		}
	}()
	if rec == nil {
		return zero, fmt.Errorf("%s: no record", game)
	}
	h := rec.Header
	if h.Game != game {
		return zero, lineErr(1, fmt.Errorf("the record is for game %q, not %q", h.Game, game))
	}
	g, err = open(h)
	if err != nil {
		return zero, lineErr(1, err)
	}
	if n := len(h.Seats); n != g.Seats() {
		return zero, lineErr(1, fmt.Errorf("the header lists %d seats; this game seats %d", n, g.Seats()))
	}
	if c, ok := any(g).(interface{ SetCreated(string) }); ok {
		c.SetCreated(h.Created)
	}
	if a, ok := any(g).(assisted); ok {
		a.SetAssists(h.Undos, h.Hints)
	}
	if err := reseal(g, h); err != nil {
		return zero, lineErr(1, err)
	}
	if err := Replay(g, rec.Events, parse); err != nil {
		return zero, err
	}
	return g, nil
}

// reseal checks a record's commitment to its seed and keeps it in the
// game resumed from it.
func reseal(g any, h record.Header) error {
	if h.Commit == "" {
		return nil
	}
	if err := h.CheckCommit(); err != nil {
		return err
	}
	if s, ok := g.(sealer); ok {
		return s.Seal(h.Salt)
	}
	return nil
}

func lineErr(line int, err error) error { return &record.LineError{Line: line, Err: err} }

// Replay applies the act events of events to g, a game just opened from
// their record's header, and checks that every chance and outcome event is
// exactly what g logs, in order. A real-time game's clock is advanced to
// each press's tick first. Events may stop between actions (a game in
// progress) but not before the outcomes their last action caused.
func Replay[G Game[G, V, A], V any, A Action](g G, events []record.Event, parse func(string) (A, error)) error {
	r := replayer[G, V, A]{g: g, events: events, parse: parse}
	r.clock, _ = any(g).(Clocked)
	return r.run()
}

type replayer[G Game[G, V, A], V any, A Action] struct {
	g       G
	clock   Clocked
	events  []record.Event
	parse   func(string) (A, error)
	matched int // the game's events matched so far
}

func lineOf(e record.Event, i int) int {
	if e.Line > 0 {
		return e.Line
	}
	return i + 2 // the header is line 1
}

// derived returns the game's encoded events.
func (r *replayer[G, V, A]) derived() []record.Event { return r.g.Record().Events }

// logged returns how many events the game has logged for its record
// (notes are not in a record).
func (r *replayer[G, V, A]) logged() int {
	if l, ok := any(r.g).(interface{ Recorded() int }); ok {
		return l.Recorded()
	}
	return len(r.derived())
}

func (r *replayer[G, V, A]) run() error {
	for i, e := range r.events {
		line := lineOf(e, i)
		if e.Kind == record.Act {
			if err := r.act(e, line); err != nil {
				return err
			}
			continue
		}
		if r.clock != nil && r.matched >= r.logged() {
			r.advanceFor(i)
		}
		d := r.derived()
		if r.matched >= len(d) {
			return &record.Mismatch{Line: line, What: "event", Got: describe(e), Want: "an action (the engine derives nothing here)"}
		}
		if want := d[r.matched]; !same(want, e) {
			return mismatch(line, want, e)
		}
		r.matched++
	}
	if d := r.derived(); r.matched < len(d) {
		want := d[r.matched]
		return &record.Mismatch{Line: 0, What: "missing " + want.Kind + " " + want.Name, Got: "the end of the record", Want: describe(want)}
	}
	return nil
}

// act applies one act event, after advancing a clock to its tick.
func (r *replayer[G, V, A]) act(e record.Event, line int) error {
	g := r.g
	if r.clock != nil {
		now := r.clock.Tick()
		if e.Tick < now {
			return lineErr(line, fmt.Errorf("tick %d is before tick %d", e.Tick, now))
		}
		if e.Tick-now > maxGap {
			return lineErr(line, fmt.Errorf("tick %d is too far ahead of tick %d", e.Tick, now))
		}
		for r.clock.Tick() < e.Tick && !g.Over() {
			r.clock.Advance()
			if r.matched < r.logged() {
				break
			}
		}
	}
	if r.matched < r.logged() {
		return &record.Mismatch{Line: line, What: "event", Got: describe(e), Want: describe(r.derived()[r.matched])}
	}
	if r.clock != nil && r.clock.Tick() != e.Tick {
		return lineErr(line, errors.New("a press after the end of the game"))
	}
	seat := e.SeatOf()
	if seat < 0 || seat >= g.Seats() {
		return lineErr(line, fmt.Errorf("no seat %d (seats are 0 to %d)", seat, g.Seats()-1))
	}
	a, err := r.parse(e.Action)
	if err != nil {
		return lineErr(line, err)
	}
	if err := g.Apply(seat, a); err != nil && !errors.Is(err, ErrLate) {
		return lineErr(line, fmt.Errorf("seat %d %q: %w", seat, e.Action, err))
	}
	if d := r.derived(); r.matched >= len(d) || d[r.matched].Kind != record.Act {
		return lineErr(line, fmt.Errorf("the engine did not record seat %d's %q", seat, e.Action))
	}
	r.matched++
	return nil
}

// advanceFor runs a real-time clock until the game logs an event, but not
// past the tick of the next press in the record (or, with none left, the
// end of the game).
func (r *replayer[G, V, A]) advanceFor(i int) {
	limit := r.clock.Tick() + maxGap
	for _, e := range r.events[i+1:] {
		if e.Kind == record.Act {
			limit = min(limit, e.Tick)
			break
		}
	}
	for r.matched >= r.logged() && r.clock.Tick() < limit && !r.g.Over() {
		r.clock.Advance()
	}
}

// mismatch says how a recorded event differs from the engine's: the first
// field that differs when both are the same kind of event, else both
// events whole.
func mismatch(line int, want, got record.Event) *record.Mismatch {
	if want.Kind != got.Kind || want.Name != got.Name {
		return &record.Mismatch{Line: line, What: want.Kind + " " + want.Name, Got: describe(got), Want: describe(want)}
	}
	var w, g map[string]json.RawMessage
	if json.Unmarshal(want.Data, &w) == nil && json.Unmarshal(got.Data, &g) == nil {
		keys := make([]string, 0, len(w)+len(g))
		for k := range w {
			keys = append(keys, k)
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			if !record.SameJSON(w[k], g[k]) {
				return &record.Mismatch{Line: line, What: want.Name + " " + k, Got: orNone(g[k]), Want: orNone(w[k])}
			}
		}
	}
	return &record.Mismatch{Line: line, What: want.Kind + " " + want.Name, Got: string(got.Data), Want: string(want.Data)}
}

func orNone(v json.RawMessage) string {
	if len(v) == 0 {
		return "nothing"
	}
	return string(v)
}

func same(a, b record.Event) bool {
	if a.Kind != b.Kind || a.Name != b.Name || a.SeatOf() != b.SeatOf() {
		return false
	}
	if len(a.Data) == 0 || len(b.Data) == 0 {
		return len(a.Data) == len(b.Data)
	}
	return record.SameJSON(a.Data, b.Data)
}

func describe(e record.Event) string {
	if e.Kind == record.Act {
		if e.Tick > 0 {
			return fmt.Sprintf("act seat %d %q at tick %d", e.SeatOf(), e.Action, e.Tick)
		}
		return fmt.Sprintf("act seat %d %q", e.SeatOf(), e.Action)
	}
	return fmt.Sprintf("%s %s %s", e.Kind, e.Name, e.Data)
}
