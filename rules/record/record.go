// Package record reads and writes Parlor game records: one versioned JSON
// Lines format for all five games.
//
// A record is a header line followed by one event per line:
//
//	{"format":"parlor-record","version":1,"game":"speedrun","seed":1,"options":{"length":"short"},"seats":[{"name":"You","kind":"human"},{"name":"West","kind":"bot","bot":"normal"},{"name":"East","kind":"bot","bot":"hard"}]}
//	{"e":"chance","name":"deal","data":{"hand":1,"hands":["C1 C4 ...","...","..."],"hidden":"D2 H7 S3 S9"}}
//	{"e":"act","seat":0,"a":"rank 10high"}
//	{"e":"act","seat":1,"a":"trump none"}
//	{"e":"act","seat":2,"a":"bid win4"}
//	{"e":"outcome","name":"trick","data":{"trick":1,"winner":2}}
//	{"e":"outcome","name":"hand","data":{...}}
//	{"e":"outcome","name":"game","data":{...}}
//
// Three kinds of event: "chance" (every random outcome: each deal, each
// revealed card, each flip), "act" (an action by a seat, in the game's own
// action token syntax, with its tick for real-time games) and "outcome"
// (what the engine derived: trick winners, scores, results). A verifier
// replays chance and act events through the engine and checks that it
// derives the same outcomes, reporting the first disagreement.
//
// The writer is strict (it writes exactly this shape); the reader is lenient
// about unknown fields but reports malformed lines with their line number.
package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Format and Version identify the record format in every header.
const (
	Format  = "parlor-record"
	Version = 1
)

// Event kinds.
const (
	Chance  = "chance"
	Act     = "act"
	Outcome = "outcome"
)

// Seat describes who sat in one seat.
type Seat struct {
	Name string `json:"name"`
	Kind string `json:"kind"`          // "human" or "bot"
	Bot  string `json:"bot,omitempty"` // bot level, e.g. "easy", "normal", "hard"
}

// Header is a record's first line.
type Header struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Game    string          `json:"game"`
	Seed    uint64          `json:"seed"`
	Options json.RawMessage `json:"options,omitempty"`
	Seats   []Seat          `json:"seats"`
	Created string          `json:"created,omitempty"` // RFC 3339, informational
	// Program names the Parlor that last wrote the record ("Parlor
	// v0.30.0"), so a report about a record says which build made it
	// (informational: any version reads any record of its format).
	Program string `json:"program,omitempty"`
	// Undos counts the decisions a player took back, and Hints the hints
	// asked for: a game helped so is marked as such (informational).
	Undos int `json:"undos,omitempty"`
	Hints int `json:"hints,omitempty"`
	// Commit is the commitment to the seed (commit.go) that every seat of
	// a game hosted online was shown at the first deal; Salt, revealed
	// with the seed once the game is over, lets anyone check it.
	Commit string `json:"commit,omitempty"`
	Salt   string `json:"salt,omitempty"`
}

// Event is one line after the header.
type Event struct {
	Kind   string          `json:"e"`
	Seat   *int            `json:"seat,omitempty"`
	Tick   int64           `json:"tick,omitempty"`
	Action string          `json:"a,omitempty"`
	Name   string          `json:"name,omitempty"`
	Data   json.RawMessage `json:"data,omitempty"`
	Line   int             `json:"-"` // line number when read, for messages
}

// SeatOf returns the event's seat, or -1 when it has none.
func (e Event) SeatOf() int {
	if e.Seat == nil {
		return -1
	}
	return *e.Seat
}

// ActEvent returns an "act" event for seat.
func ActEvent(seat int, action string, tick int64) Event {
	s := seat
	return Event{Kind: Act, Seat: &s, Action: action, Tick: tick}
}

// DataEvent returns a chance or outcome event whose data is v encoded as JSON.
func DataEvent(kind, name string, v any) (Event, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return Event{}, fmt.Errorf("record: encode %s %s: %w", kind, name, err)
	}
	return Event{Kind: kind, Name: name, Data: b}, nil
}

// Record is a whole record held in memory.
type Record struct {
	Header Header
	Events []Event
}

// Append adds an event.
func (r *Record) Append(e Event) { r.Events = append(r.Events, e) }

// WriteTo writes the record as JSON Lines.
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	h := r.Header
	h.Format, h.Version = Format, Version
	if err := writeLine(cw, h); err != nil {
		return cw.n, err
	}
	for _, e := range r.Events {
		if err := writeLine(cw, e); err != nil {
			return cw.n, err
		}
	}
	return cw.n, nil
}

func writeLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("record: encode: %w", err)
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// ErrMalformed is wrapped by every reading error about the record's content.
var ErrMalformed = errors.New("malformed record")

// LineError tells which line of a record is wrong.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// MaxLine is the longest line the reader accepts, in bytes without its
// line ending: 1 MiB.
const MaxLine = 1 << 20

// MaxBytes is the largest record the reader accepts: 16 MiB. The longest
// games are under 1 MiB (six players of SpeedOh: 48 KiB); the bound is
// what one damaged or hostile file may cost to read (about 12 times its
// size in memory).
const MaxBytes = 16 << 20

// errTooBig is the refusal of a record over MaxBytes.
var errTooBig = fmt.Errorf("%w: the record is larger than %d MiB, the most a record may be", ErrMalformed, MaxBytes>>20)

// Read parses a whole record, streamed, at most MaxBytes of it. Blank
// lines are ignored. Errors carry the line number (as *LineError) and
// wrap ErrMalformed; Read never panics on bad input.
func Read(r io.Reader) (*Record, error) {
	lr := &io.LimitedReader{R: r, N: MaxBytes + 1}
	sc := bufio.NewScanner(lr)
	sc.Buffer(make([]byte, 0, 64*1024), MaxLine+2) // the line, and its "\r\n"
	rec := &Record{}
	line, sawHeader := 0, false
	for sc.Scan() {
		line++
		if lr.N <= 0 { // the limit cut this line short: the record is too big
			return nil, &LineError{Line: line, Err: errTooBig}
		}
		if len(sc.Bytes()) > MaxLine {
			return nil, &LineError{Line: line, Err: fmt.Errorf("%w: the line is longer than %d bytes (1 MiB), the most a record line may be", ErrMalformed, MaxLine)}
		}
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		if !sawHeader {
			// A byte-order mark some editors put in front is not part of
			// the header.
			text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf"))
			if err := parseHeader(text, &rec.Header); err != nil {
				return nil, &LineError{Line: line, Err: err}
			}
			sawHeader = true
			continue
		}
		e, err := parseEvent(text)
		if err != nil {
			return nil, &LineError{Line: line, Err: err}
		}
		e.Line = line
		rec.Events = append(rec.Events, e)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("the line is longer than %d bytes (1 MiB), the most a record line may be", MaxLine)
		}
		return nil, &LineError{Line: line + 1, Err: fmt.Errorf("%w: %v", ErrMalformed, err)}
	}
	if !sawHeader {
		return nil, &LineError{Line: 1, Err: fmt.Errorf("%w: empty record (no header line)", ErrMalformed)}
	}
	return rec, nil
}

func parseHeader(text []byte, h *Header) error {
	if err := json.Unmarshal(text, h); err != nil {
		return fmt.Errorf("%w: header is not a JSON object: %v", ErrMalformed, err)
	}
	if h.Format != Format {
		return fmt.Errorf("%w: format is %q, want %q", ErrMalformed, h.Format, Format)
	}
	if h.Version != Version {
		return fmt.Errorf("%w: version %d is not supported (this program reads version %d)", ErrMalformed, h.Version, Version)
	}
	if strings.TrimSpace(h.Game) == "" {
		return fmt.Errorf("%w: header names no game", ErrMalformed)
	}
	return nil
}

func parseEvent(text []byte) (Event, error) {
	var e Event
	if err := json.Unmarshal(text, &e); err != nil {
		return e, fmt.Errorf("%w: not a JSON event: %v", ErrMalformed, err)
	}
	switch e.Kind {
	case Act:
		if e.Seat == nil {
			return e, fmt.Errorf("%w: act event without a seat", ErrMalformed)
		}
		if e.Action == "" {
			return e, fmt.Errorf("%w: act event without an action", ErrMalformed)
		}
	case Chance, Outcome:
		if e.Name == "" {
			return e, fmt.Errorf("%w: %s event without a name", ErrMalformed, e.Kind)
		}
	default:
		return e, fmt.Errorf("%w: unknown event kind %q", ErrMalformed, e.Kind)
	}
	if e.Tick < 0 {
		return e, fmt.Errorf("%w: negative tick %d", ErrMalformed, e.Tick)
	}
	return e, nil
}

// Mismatch is returned by verifiers at the first disagreement between a
// record and the engine's replay.
type Mismatch struct {
	Line int    // the record line that disagrees (0 if at the end)
	What string // what disagreed, e.g. "trick 3 winner"
	Want string // what the engine derived
	Got  string // what the record says
}

func (m *Mismatch) Error() string {
	if m.Line <= 0 {
		return fmt.Sprintf("end of record: %s: record says %s, engine derives %s", m.What, m.Got, m.Want)
	}
	return fmt.Sprintf("line %d: %s: record says %s, engine derives %s", m.Line, m.What, m.Got, m.Want)
}

// SameJSON reports whether two JSON texts encode the same value, ignoring
// key order and spacing.
func SameJSON(a, b []byte) bool {
	if bytes.Equal(a, b) {
		return true // the common case: the engine wrote both
	}
	var va, vb any
	if json.Unmarshal(a, &va) != nil || json.Unmarshal(b, &vb) != nil {
		return false
	}
	ca, _ := json.Marshal(va)
	cb, _ := json.Marshal(vb)
	return bytes.Equal(ca, cb)
}

// Unnamed is the name a tool with nobody to name gives a seat (parlor sim
// writes "Seat 0", "Seat 1", ... for its computer players, to match its
// report): a placeholder, not a name a table shows.
func Unnamed(seat int) string { return fmt.Sprintf("Seat %d", seat) }

// Named reports whether seat has a name of its own: neither none nor the
// placeholder Unnamed gives it.
func (h Header) Named(seat int) bool {
	return seat >= 0 && seat < len(h.Seats) && h.Seats[seat].Name != "" && h.Seats[seat].Name != Unnamed(seat)
}

// Names returns the seats' names, "Player N" for a seat without one.
func (h Header) Names() []string {
	out := make([]string, len(h.Seats))
	for i, seat := range h.Seats {
		out[i] = seat.Name
		if out[i] == "" {
			out[i] = fmt.Sprintf("Player %d", i+1)
		}
	}
	return out
}
