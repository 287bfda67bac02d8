package engine

import (
	"encoding/json"
	"fmt"
	"slices"

	"parlor/rules/record"
)

// Event is one thing that happened in a game, in the order it happened:
// a chance outcome (a deal, a flip), a seat's action, or an outcome the
// engine derived (a trick won, a hand scored).
type Event struct {
	Kind string // record.Chance, record.Act, record.Outcome or Note
	Name string // chance, outcome and note events: the event's name ("deal", "trick")
	Seat int    // act events: the acting seat; -1 for other events
	Tick int64  // the game clock when it happened (0 in turn-based games)
	// Data is the game's own typed value: for an act event the game's
	// Action, for the others the outcome's struct (speedrun.TrickWon, ...),
	// whose JSON encoding is the record's data.
	Data any
}

// Note is the kind of an event a game derives for the players to see (the
// round stopped, a pile ran out) that its record leaves out: replaying the
// record derives it again.
const Note = "note"

// Log is a game's record as the game goes: the header and every event,
// both typed (for the tables) and encoded (for the record). Every game
// embeds a *Log and appends to it inside Apply (and a real-time game's
// Advance) at the moment a thing happens, so Events, Record, SetCreated,
// Assists and SetAssists of the contract are the log's. Events are only
// ever appended. A nil *Log logs nothing: a copy of a game made for a
// search holds none, and its hot paths stay free of allocation as long as
// they build an event's data only when Logging says so.
type Log struct {
	header record.Header
	events []Event
	coded  []record.Event
}

// NewLog starts the log of a game: its name, seed, options (encoded as the
// header's options object) and seats.
func NewLog(game string, seed uint64, options any, seats []record.Seat) (*Log, error) {
	opts, err := json.Marshal(options)
	if err != nil {
		return nil, fmt.Errorf("%s: encode options: %w", game, err)
	}
	return &Log{header: record.Header{Format: record.Format, Version: record.Version, Game: game,
		Seed: seed, Options: opts, Seats: slices.Clone(seats)}}, nil
}

// Logging reports whether events are kept (l is not a search copy's nil).
func (l *Log) Logging() bool { return l != nil }

// Act logs seat's action a at tick (0 in turn-based games).
func (l *Log) Act(seat int, a fmt.Stringer, tick int64) {
	if l == nil {
		return
	}
	l.events = append(l.events, Event{Kind: record.Act, Seat: seat, Tick: tick, Data: a})
	l.coded = append(l.coded, record.ActEvent(seat, a.String(), tick))
}

// Chance logs a chance outcome: name and its typed data.
func (l *Log) Chance(name string, data any, tick int64) { l.add(record.Chance, name, data, tick) }

// Outcome logs an outcome the engine derived: name and its typed data.
func (l *Log) Outcome(name string, data any, tick int64) { l.add(record.Outcome, name, data, tick) }

// Note logs a Note event: seen by the tables, left out of the record.
func (l *Log) Note(name string, data any, tick int64) {
	if l == nil {
		return
	}
	l.events = append(l.events, Event{Kind: Note, Name: name, Seat: -1, Tick: tick, Data: data})
}

func (l *Log) add(kind, name string, data any, tick int64) {
	if l == nil {
		return
	}
	e, err := record.DataEvent(kind, name, data)
	if err != nil {
		// An engine's own outcome types always encode; one that does not
		// is a bug to find at once, not a record with a hole in it.
		panic(fmt.Sprintf("%s: %v", l.header.Game, err))
	}
	l.events = append(l.events, Event{Kind: kind, Name: name, Seat: -1, Tick: tick, Data: data})
	l.coded = append(l.coded, e)
}

// Events returns every event so far, typed, notes included. The slice is
// the log's own: read it, never change it. Events()[n:] are the events
// since a count n taken earlier.
func (l *Log) Events() []Event {
	if l == nil {
		return nil
	}
	return slices.Clip(l.events)
}

// Len returns the number of events so far, notes included.
func (l *Log) Len() int {
	if l == nil {
		return 0
	}
	return len(l.events)
}

// Recorded returns the number of events the record holds so far (notes
// left out).
func (l *Log) Recorded() int {
	if l == nil {
		return 0
	}
	return len(l.coded)
}

// Header returns the record header.
func (l *Log) Header() record.Header {
	if l == nil {
		return record.Header{}
	}
	return l.header
}

// SetCreated stamps the header's creation time (RFC 3339), kept when a
// record is resumed.
func (l *Log) SetCreated(s string) {
	if l != nil {
		l.header.Created = s
	}
}

// Seal commits the game to its seed under salt (record.Commitment): the
// header carries the commitment every seat is shown, and the salt that,
// revealed with the seed at the end, lets anyone check it.
func (l *Log) Seal(salt string) error {
	if l == nil {
		return nil
	}
	c, err := record.Commitment(l.header.Seed, salt)
	if err != nil {
		return err
	}
	l.header.Commit, l.header.Salt = c, salt
	return nil
}

// Assists returns how many decisions were taken back and hints asked for.
func (l *Log) Assists() (undos, hints int) {
	if l == nil {
		return 0, 0
	}
	return l.header.Undos, l.header.Hints
}

// SetAssists marks the record with the decisions taken back and the hints
// asked for so far (a resumed game keeps its marks).
func (l *Log) SetAssists(undos, hints int) {
	if l != nil {
		l.header.Undos, l.header.Hints = undos, hints
	}
}

// Record returns the game so far as a record. It shares no storage that
// the game will change: later events do not appear in it.
func (l *Log) Record() *record.Record {
	if l == nil {
		return &record.Record{}
	}
	h := l.header
	h.Seats = slices.Clone(h.Seats)
	return &record.Record{Header: h, Events: slices.Clip(l.coded)}
}

// Encoded returns the encoded events from n on, for a writer that appends
// a record as it grows (the app's autosave).
func (l *Log) Encoded(n int) []record.Event {
	if l == nil || n < 0 || n > len(l.coded) {
		return nil
	}
	return slices.Clip(l.coded[n:])
}

// Clone returns a log that shares the events so far with l but grows
// apart from it (nil for nil).
func (l *Log) Clone() *Log {
	if l == nil {
		return nil
	}
	return &Log{header: l.header, events: slices.Clip(l.events), coded: slices.Clip(l.coded)}
}
