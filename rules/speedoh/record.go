package speedoh

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"parlor/rules/record"
)

// Game is the record header's game name.
const Game = "speedoh"

// Record returns the game so far as a record: the header (options with the
// player count filled in, seed, seats) and every event the engine logged:
// the deal, flips and turnovers (chance), presses with their ticks (act),
// and what the engine derived (outcome).
func (s *State) Record(seats []record.Seat) *record.Record {
	opts, _ := json.Marshal(s.cfg)
	r := &record.Record{Header: record.Header{
		Format: record.Format, Version: record.Version, Game: Game,
		Seed: s.seed, Options: opts, Seats: seats,
	}}
	r.Events = append([]record.Event(nil), s.log...)
	return r
}

// Events returns the number of events logged so far; Record(...).Events[n:]
// are the events since a count taken earlier.
func (s *State) Events() int { return len(s.log) }

// Verify replays a record through the engine: it starts a game from the
// header's options and seed, advances the clock to each press's tick and
// applies the presses in the record's order, and checks that every event
// the engine logs is in the record, in order. It returns a
// *record.Mismatch at the first disagreement, and an error wrapping a
// *record.LineError for a malformed or illegal line. A record may stop
// between presses (a game in progress), not before what its last press
// caused. Verify never panics.
func Verify(rec *record.Record) error {
	_, err := Replay(rec)
	return err
}

// Replay is Verify returning the replayed game, at the tick of the record's
// last press: a saved game in progress resumes from it.
func Replay(rec *record.Record) (s *State, err error) {
	defer func() {
		if p := recover(); p != nil { // a bug, never a crash of the caller
			s, err = nil, fmt.Errorf("speedoh: verify: internal error: %v", p)
		}
	}()
	if rec == nil {
		return nil, errors.New("speedoh: verify: no record")
	}
	if rec.Header.Game != Game {
		return nil, lineErr(1, fmt.Errorf("game is %q, want %q", rec.Header.Game, Game))
	}
	var cfg Config
	if len(rec.Header.Options) > 0 {
		dec := json.NewDecoder(bytes.NewReader(rec.Header.Options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&cfg); err != nil {
			return nil, lineErr(1, fmt.Errorf("bad options: %v", err))
		}
	}
	g, err := New(cfg, rec.Header.Seed)
	if err != nil {
		return nil, lineErr(1, err)
	}
	v := verifier{s: g, rec: rec}
	if err := v.run(); err != nil {
		return nil, err
	}
	return v.s, nil
}

type verifier struct {
	s       *State
	rec     *record.Record
	matched int // engine log events matched so far
}

// lineErr reports a bad line as a *record.LineError inside a "speedoh: verify:" error.
func lineErr(line int, err error) error {
	return fmt.Errorf("speedoh: verify: %w", &record.LineError{Line: line, Err: err})
}

func lineOf(e record.Event, i int) int {
	if e.Line > 0 {
		return e.Line
	}
	return i + 2 // header is line 1
}

func (v *verifier) run() error {
	for i, e := range v.rec.Events {
		if e.Kind == record.Act {
			if err := v.apply(i); err != nil {
				return err
			}
		} else if v.matched >= len(v.s.log) {
			v.advanceFor(i)
		}
		if v.matched >= len(v.s.log) {
			return &record.Mismatch{Line: lineOf(e, i), What: "event", Got: describe(e), Want: "nothing (the engine derives no further event here)"}
		}
		want := v.s.log[v.matched]
		if !sameEvent(want, e) {
			return &record.Mismatch{Line: lineOf(e, i), What: "event", Got: describe(e), Want: describe(want)}
		}
		v.matched++
	}
	if v.matched < len(v.s.log) {
		line := len(v.rec.Events) + 2
		if n := len(v.rec.Events); n > 0 && v.rec.Events[n-1].Line > 0 {
			line = v.rec.Events[n-1].Line + 1
		}
		return &record.Mismatch{Line: line, What: "end of record", Got: "the end", Want: describe(v.s.log[v.matched])}
	}
	return nil
}

// apply advances to the tick of the press at index i and applies it. The
// presses of a tick are in the record in the order they were applied (the
// fair order of ApplyTick), so pressing them one by one is exact.
func (v *verifier) apply(i int) error {
	e := v.rec.Events[i]
	line := lineOf(e, i)
	if e.Tick < v.s.tick {
		return lineErr(line, fmt.Errorf("tick %d is before tick %d", e.Tick, v.s.tick))
	}
	if e.Tick >= GameTicks {
		return lineErr(line, fmt.Errorf("tick %d is after the %d-tick limit (D13)", e.Tick, GameTicks))
	}
	for v.s.tick < e.Tick && v.s.phase != PhaseOver {
		v.s.Advance()
		if v.matched < len(v.s.log) {
			return &record.Mismatch{Line: line, What: "event", Got: describe(e), Want: describe(v.s.log[v.matched])}
		}
	}
	if v.s.tick != e.Tick {
		return lineErr(line, errors.New("press after the end of the game"))
	}
	seat := e.SeatOf()
	if seat < 0 || seat >= v.s.n {
		return lineErr(line, fmt.Errorf("no seat %d", seat))
	}
	a, err := ParseAction(e.Action)
	if err != nil {
		return lineErr(line, err)
	}
	if r := v.s.press(seat, a); r.Err != nil {
		return lineErr(line, r.Err)
	}
	return nil
}

// advanceFor runs the clock until the engine logs an event, but not past
// the next press in the record (or, with none left, the end of the game).
func (v *verifier) advanceFor(i int) {
	limit := int64(GameTicks)
	for j := i + 1; j < len(v.rec.Events); j++ {
		if e := v.rec.Events[j]; e.Kind == record.Act {
			limit = min(limit, e.Tick)
			break
		}
	}
	for v.matched >= len(v.s.log) && v.s.tick < limit && v.s.phase != PhaseOver {
		v.s.Advance()
	}
}

func sameEvent(a, b record.Event) bool {
	if a.Kind != b.Kind || a.SeatOf() != b.SeatOf() || a.Tick != b.Tick || a.Action != b.Action || a.Name != b.Name {
		return false
	}
	if len(a.Data) == 0 || len(b.Data) == 0 {
		return len(a.Data) == len(b.Data)
	}
	return record.SameJSON(a.Data, b.Data)
}

func describe(e record.Event) string {
	if e.Kind == record.Act {
		return fmt.Sprintf("act seat %d %q at tick %d", e.SeatOf(), e.Action, e.Tick)
	}
	return fmt.Sprintf("%s %s %s", e.Kind, e.Name, e.Data)
}
