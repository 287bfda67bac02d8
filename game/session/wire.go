package session

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"reflect"
	"sync"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// The wire: every message between a table and its session encodes to
// bytes and decodes to equal typed values, so a session can be carried
// over a network (a Host on a server, a Remote at the table). Messages
// are gob-encoded: the game's own types (its View, Action and event data)
// travel as they are, exported fields and all, with no second encoding to
// keep in step with them.

// Kind is what a message is.
type Kind uint8

const (
	// KindAct: a person's decision (Seat, Action), table to session.
	KindAct Kind = iota + 1
	// KindPress: a person's press in a real-time game, applied at the
	// session's next tick.
	KindPress
	// KindRefused: an action was refused (Seat, Say; Late when another
	// seat's press of the same tick came first).
	KindRefused
	// KindEvents: what happened, as the receiving seats may know it.
	KindEvents
	// KindView: a seat's view and what it may do now (Legal), at Tick.
	KindView
	// KindOver: the game ended; Record is its whole record.
	KindOver
	// KindHello: a seat joins; Record holds the game's header alone.
	KindHello
	// KindReady: a person has read a round's result (engine.Interlude);
	// the host's clock waits for it.
	KindReady
)

// Message is one message between a table and a session.
type Message struct {
	Kind   Kind
	Seat   int
	Action any
	Say    string
	Rule   string
	Late   bool
	Events []engine.Event
	View   any
	Legal  []any
	Tick   int64
	// Seq numbers a seat's presses (KindPress, from 1); a view tells the
	// last of them the game has settled, so the seat knows which of its
	// presses it still shows ahead of the game.
	Seq    int64
	Record *record.Record
}

// MaxMessage bounds a message's size: a whole record of a long game fits,
// a flood does not.
const MaxMessage = 4 << 20

// Codec encodes and decodes the messages of one game.
type Codec struct {
	entry *engine.Entry
	types map[reflect.Type]bool // every type Data may hold
	view  reflect.Type
	act   reflect.Type
}

var registered sync.Mutex

// NewCodec returns the codec of e's messages.
func NewCodec(e *engine.Entry) (*Codec, error) {
	if len(e.Data) < 2 {
		return nil, fmt.Errorf("%s lists no message types", e.Name)
	}
	c := &Codec{entry: e, types: map[reflect.Type]bool{}, view: reflect.TypeOf(e.Data[0]), act: reflect.TypeOf(e.Data[1])}
	registered.Lock()
	defer registered.Unlock()
	for _, v := range e.Data {
		t := reflect.TypeOf(v)
		if t == nil {
			return nil, fmt.Errorf("%s lists a nil message type", e.Name)
		}
		c.types[t] = true
		gob.Register(v)
	}
	return c, nil
}

// wire is a Message as it travels: a record goes in its own format
// (docs/records.md), so it arrives exactly as written.
type wire struct {
	Message
	Rec []byte
}

// Encode returns m as bytes.
func (c *Codec) Encode(m Message) ([]byte, error) {
	if err := c.check(m); err != nil {
		return nil, err
	}
	w := wire{Message: m}
	if m.Record != nil {
		var rb bytes.Buffer
		if _, err := m.Record.WriteTo(&rb); err != nil {
			return nil, fmt.Errorf("%s: encode a record: %w", c.entry.Name, err)
		}
		w.Rec, w.Record = rb.Bytes(), nil
	}
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(&w); err != nil {
		return nil, fmt.Errorf("%s: encode a message: %w", c.entry.Name, err)
	}
	if b.Len() > MaxMessage {
		return nil, fmt.Errorf("%s: a message of %d bytes is too long", c.entry.Name, b.Len())
	}
	return b.Bytes(), nil
}

// ErrBadMessage wraps every reason a message is refused.
var ErrBadMessage = errors.New("bad message")

// Decode reads a message, refusing one that is too long, damaged or not
// about this game; it never panics.
func (c *Codec) Decode(b []byte) (m Message, err error) {
	defer func() {
		if p := recover(); p != nil {
			m, err = Message{}, fmt.Errorf("%w: %v", ErrBadMessage, p)
		}
	}()
	if len(b) > MaxMessage {
		return Message{}, fmt.Errorf("%w: %d bytes is too long", ErrBadMessage, len(b))
	}
	if err := frames(b); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	var w wire
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&w); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	m = w.Message
	if m.Record != nil {
		// A record travels only as its text, which record.Read checks; one
		// sent as gob fields would skip that check.
		return Message{}, fmt.Errorf("%w: a record not sent as its text", ErrBadMessage)
	}
	if w.Rec != nil {
		rec, err := record.Read(bytes.NewReader(w.Rec))
		if err != nil {
			return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
		}
		m.Record = rec
	}
	if err := c.check(m); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	return m, nil
}

// frames checks the lengths gob writes before each of its messages: one
// that claims more bytes than follow would have gob set aside that much
// memory before it finds out (a few bytes asking for a gigabyte).
func frames(b []byte) error {
	for len(b) > 0 {
		n, size, ok := gobUint(b)
		if !ok || n > uint64(len(b)-size) {
			return errors.New("a part claims more bytes than the message holds")
		}
		b = b[size+int(n):]
	}
	return nil
}

// gobUint reads an unsigned integer as gob writes it: one byte below 128,
// else a byte holding minus the count of big-endian bytes that follow.
func gobUint(b []byte) (v uint64, size int, ok bool) {
	if b[0] < 0x80 {
		return uint64(b[0]), 1, true
	}
	n := int(-int8(b[0]))
	if n > 8 || n >= len(b) {
		return 0, 0, false
	}
	for _, c := range b[1 : n+1] {
		v = v<<8 | uint64(c)
	}
	return v, n + 1, true
}

// check makes sure a message is one this game sends: a known kind, the
// game's own types, seats in range.
func (c *Codec) check(m Message) error {
	if m.Kind < KindAct || m.Kind > KindReady {
		return fmt.Errorf("unknown message kind %d", m.Kind)
	}
	if m.Seat < 0 || m.Seat >= c.entry.MaxSeats {
		return fmt.Errorf("no seat %d", m.Seat)
	}
	if (m.Kind == KindAct || m.Kind == KindPress || m.Kind == KindRefused && m.Action != nil) && reflect.TypeOf(m.Action) != c.act {
		return fmt.Errorf("a %T is not a move of %s", m.Action, c.entry.Title)
	}
	if m.View != nil && reflect.TypeOf(m.View) != c.view {
		return fmt.Errorf("a %T is not a view of %s", m.View, c.entry.Title)
	}
	for _, a := range m.Legal {
		if reflect.TypeOf(a) != c.act {
			return fmt.Errorf("a %T is not a move of %s", a, c.entry.Title)
		}
	}
	for _, e := range m.Events {
		if e.Data != nil && !c.types[reflect.TypeOf(e.Data)] {
			return fmt.Errorf("a %T is not an event of %s", e.Data, c.entry.Title)
		}
	}
	if (m.Kind == KindOver || m.Kind == KindHello) && (m.Record == nil || m.Record.Header.Game != c.entry.Name) {
		return fmt.Errorf("the message carries no record of %s", c.entry.Title)
	}
	return nil
}

// Refusal is seat's action a refused as a message: the action, its
// sentence, and whether it was late rather than illegal.
func Refusal(seat int, a any, err error) Message {
	m := Message{Kind: KindRefused, Seat: seat, Action: a, Say: engine.Explain(err), Late: errors.Is(err, engine.ErrLate)}
	var re *engine.RuleError
	if errors.As(err, &re) {
		m.Rule = re.Rule
	}
	return m
}

// Err turns a KindRefused message back into the error a local session
// returns: it wraps engine.ErrLate or engine.ErrIllegal and says the same
// sentence.
func (m Message) Err() error {
	if m.Late {
		return lateErr{m.Say}
	}
	return engine.Illegal(m.Rule, "%s", m.Say)
}

type lateErr struct{ say string }

func (e lateErr) Error() string { return e.say }
func (e lateErr) Unwrap() error { return engine.ErrLate }
