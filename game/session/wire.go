package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// The wire: every message between a table and its session encodes to
// bytes and decodes to equal typed values, so a session can be carried
// over a network (a Host on a server, a Remote at the table). Messages
// are small JSON objects, versioned (Version). What a seat sends (a
// decision, a press, ready) names its action by the record token and is
// read by FromSeat into a fixed shape of strings and numbers, so a server
// never decodes a stranger's bytes into arbitrary types. What a host
// sends carries the game's own view and event values as JSON, each event
// tagged with its type from the game's list (Spec.Data), and a record in
// its own format (docs/records.md).

// Version is the wire's protocol version, in every message both ways: a
// table and a server of different versions say so instead of misreading
// each other. Version 1 was gob of the games' Go types.
const Version = 2

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

// kindNames are the kinds as the wire writes them.
var kindNames = [...]string{KindAct: "act", KindPress: "press", KindRefused: "refused", KindEvents: "events",
	KindView: "view", KindOver: "over", KindHello: "hello", KindReady: "ready"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprintf("kind %d", k)
}

func kindOf(s string) (Kind, bool) {
	for k, n := range kindNames {
		if n != "" && n == s {
			return Kind(k), true
		}
	}
	return 0, false
}

// fromSeat reports whether a seat sends messages of kind k.
func (k Kind) fromSeat() bool { return k == KindAct || k == KindPress || k == KindReady }

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
// a flood does not. MaxFromSeat bounds what a seat sends: a decision or a
// press is a few dozen bytes.
const (
	MaxMessage  = 4 << 20
	MaxFromSeat = 512
)

// ErrBadMessage wraps every reason a message is refused.
var ErrBadMessage = errors.New("bad message")

// ErrVersion wraps the refusal of a message of another protocol version.
var ErrVersion = errors.New("another version of Parlor")

// VersionError is a message, or a join, from a Parlor that speaks
// another protocol than its server: Server and Client are the two
// versions. It wraps ErrVersion.
type VersionError struct{ Server, Client int }

// VersionMismatch returns the error of a client speaking protocol client
// to a server speaking server.
func VersionMismatch(server, client int) error { return &VersionError{Server: server, Client: client} }

func (e *VersionError) Error() string { return ErrVersion.Error() + ": " + e.Sentence() }

// Unwrap makes errors.Is(err, ErrVersion) hold.
func (e *VersionError) Unwrap() error { return ErrVersion }

// Sentence says to the player which side is newer, and what to do.
func (e *VersionError) Sentence() string {
	if e.Server > e.Client {
		return fmt.Sprintf("This server runs a newer Parlor (protocol %d; yours speaks %d): update Parlor to play here.", e.Server, e.Client)
	}
	return fmt.Sprintf("This server runs an older Parlor (protocol %d; yours speaks %d): it must be updated to play with your Parlor.", e.Server, e.Client)
}

// frame is a message as it travels.
type frame struct {
	V      int             `json:"v"`
	Kind   string          `json:"k"`
	Seat   int             `json:"seat"`
	A      string          `json:"a,omitempty"` // an action's record token
	Say    string          `json:"say,omitempty"`
	Rule   string          `json:"rule,omitempty"`
	Late   bool            `json:"late,omitempty"`
	Events []wireEvent     `json:"events,omitempty"`
	View   json.RawMessage `json:"view,omitempty"`
	Legal  []string        `json:"legal,omitempty"`
	Tick   int64           `json:"tick,omitempty"`
	Seq    int64           `json:"seq,omitempty"`
	Rec    string          `json:"rec,omitempty"` // a record in its own format
}

// wireEvent is an engine.Event as it travels: its data tagged with the
// name of its type in the game's list.
type wireEvent struct {
	Kind string          `json:"k"`
	Name string          `json:"n,omitempty"`
	Seat int             `json:"s"`
	Tick int64           `json:"t,omitempty"`
	Type string          `json:"type,omitempty"`
	Data json.RawMessage `json:"d,omitempty"`
}

// Codec encodes and decodes the messages of one game.
type Codec struct {
	entry *engine.Entry
	types map[string]reflect.Type // every type an event's Data may hold, by name
	view  reflect.Type
	act   reflect.Type
}

// NewCodec returns the codec of e's messages.
func NewCodec(e *engine.Entry) (*Codec, error) {
	if len(e.Data) < 2 || e.Parse == nil {
		return nil, fmt.Errorf("%s lists no message types", e.Name)
	}
	c := &Codec{entry: e, types: map[string]reflect.Type{}, view: reflect.TypeOf(e.Data[0]), act: reflect.TypeOf(e.Data[1])}
	for _, v := range e.Data {
		t := reflect.TypeOf(v)
		if t == nil {
			return nil, fmt.Errorf("%s lists a nil message type", e.Name)
		}
		c.types[t.String()] = t
	}
	return c, nil
}

// Encode returns m as bytes.
func (c *Codec) Encode(m Message) ([]byte, error) {
	if err := c.check(m); err != nil {
		return nil, err
	}
	f, err := c.frame(m)
	if err != nil {
		return nil, fmt.Errorf("%s: encode a message: %w", c.entry.Name, err)
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("%s: encode a message: %w", c.entry.Name, err)
	}
	if len(b) > MaxMessage {
		return nil, fmt.Errorf("%s: a message of %d bytes is too long", c.entry.Name, len(b))
	}
	return b, nil
}

func (c *Codec) frame(m Message) (frame, error) {
	f := frame{V: Version, Kind: m.Kind.String(), Seat: m.Seat, Say: m.Say, Rule: m.Rule, Late: m.Late, Tick: m.Tick, Seq: m.Seq}
	if m.Action != nil {
		f.A = token(m.Action)
	}
	for _, a := range m.Legal {
		f.Legal = append(f.Legal, token(a))
	}
	for _, e := range m.Events {
		we, err := c.event(e)
		if err != nil {
			return f, err
		}
		f.Events = append(f.Events, we)
	}
	if m.View != nil {
		v, err := json.Marshal(m.View)
		if err != nil {
			return f, err
		}
		f.View = v
	}
	if m.Record != nil {
		var rb strings.Builder
		if _, err := m.Record.WriteTo(&rb); err != nil {
			return f, fmt.Errorf("a record: %w", err)
		}
		f.Rec = rb.String()
	}
	return f, nil
}

func token(a any) string { return a.(fmt.Stringer).String() }

func (c *Codec) event(e engine.Event) (wireEvent, error) {
	we := wireEvent{Kind: e.Kind, Name: e.Name, Seat: e.Seat, Tick: e.Tick}
	if e.Data == nil {
		return we, nil
	}
	t := reflect.TypeOf(e.Data)
	d, err := json.Marshal(reflect.ValueOf(e.Data).Convert(plain(t)).Interface())
	if err != nil {
		return we, err
	}
	we.Type, we.Data = t.String(), d
	return we, nil
}

// plain returns a struct type's fields as a type of their own, without
// the type's methods: an event's MarshalJSON writes the record's shape of
// it (card tokens, some fields left out), while the wire carries every
// field, to decode to an equal value. Other types are returned as they
// are. Conversion between the two ignores tags.
func plain(t reflect.Type) reflect.Type {
	if t.Kind() != reflect.Struct {
		return t
	}
	fields := make([]reflect.StructField, t.NumField())
	for i := range fields {
		f := t.Field(i)
		fields[i] = reflect.StructField{Name: f.Name, Type: f.Type, Anonymous: f.Anonymous}
	}
	return reflect.StructOf(fields)
}

// FromSeat reads what a seat sent a host: a decision, a press or ready,
// and nothing else. It reads into a fixed shape of strings and numbers
// (never the game's types), names the action by its record token, which
// the game parses, refuses anything too long, damaged, of another
// version or not about this game, and never panics.
func (c *Codec) FromSeat(b []byte) (Message, error) {
	if len(b) > MaxFromSeat {
		return Message{}, fmt.Errorf("%w: %d bytes is more than a seat sends", ErrBadMessage, len(b))
	}
	var f struct {
		V    int    `json:"v"`
		Kind string `json:"k"`
		Seat int    `json:"seat"`
		A    string `json:"a"`
		Tick int64  `json:"tick"`
		Seq  int64  `json:"seq"`
	}
	if err := strictJSON(b, &f); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	if f.V != Version {
		return Message{}, fmt.Errorf("%w: %w", ErrBadMessage, VersionMismatch(Version, f.V))
	}
	k, ok := kindOf(f.Kind)
	if !ok || !k.fromSeat() {
		return Message{}, fmt.Errorf("%w: a seat does not send a message of kind %q", ErrBadMessage, f.Kind)
	}
	m := Message{Kind: k, Seat: f.Seat, Tick: f.Tick, Seq: f.Seq}
	if k != KindReady {
		a, err := c.parse(f.A)
		if err != nil {
			return Message{}, err
		}
		m.Action = a
	}
	if err := c.check(m); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	return m, nil
}

// strictJSON decodes one JSON object of known fields, nothing after it.
func strictJSON(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("more than one message")
	}
	return nil
}

func (c *Codec) parse(tok string) (any, error) {
	a, err := c.entry.Parse(tok)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not a move of %s: %v", ErrBadMessage, tok, c.entry.Title, err)
	}
	return a, nil
}

// Decode reads a message a host sent (or, in tests, any message),
// refusing one that is too long, damaged, of another version or not
// about this game; it never panics.
func (c *Codec) Decode(b []byte) (m Message, err error) {
	defer func() {
		if p := recover(); p != nil { // a game type's decoding bug, never a crash
			m, err = Message{}, fmt.Errorf("%w: %v", ErrBadMessage, p)
		}
	}()
	if len(b) > MaxMessage {
		return Message{}, fmt.Errorf("%w: %d bytes is too long", ErrBadMessage, len(b))
	}
	var f frame
	if err := strictJSON(b, &f); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	if f.V != Version {
		return Message{}, fmt.Errorf("%w: %w", ErrBadMessage, VersionMismatch(f.V, Version))
	}
	if m, err = c.message(f); err != nil {
		return Message{}, err
	}
	if err := c.check(m); err != nil {
		return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	return m, nil
}

// message turns a frame back into its typed message.
func (c *Codec) message(f frame) (Message, error) {
	k, ok := kindOf(f.Kind)
	if !ok {
		return Message{}, fmt.Errorf("%w: unknown message kind %q", ErrBadMessage, f.Kind)
	}
	m := Message{Kind: k, Seat: f.Seat, Say: f.Say, Rule: f.Rule, Late: f.Late, Tick: f.Tick, Seq: f.Seq}
	var err error
	if f.A != "" {
		if m.Action, err = c.parse(f.A); err != nil {
			return Message{}, err
		}
	}
	for _, tok := range f.Legal {
		a, err := c.parse(tok)
		if err != nil {
			return Message{}, err
		}
		m.Legal = append(m.Legal, a)
	}
	for _, we := range f.Events {
		e, err := c.readEvent(we)
		if err != nil {
			return Message{}, err
		}
		m.Events = append(m.Events, e)
	}
	if len(f.View) > 0 {
		if m.View, err = decodeAs(c.view, f.View); err != nil {
			return Message{}, fmt.Errorf("%w: a view: %v", ErrBadMessage, err)
		}
	}
	if f.Rec != "" {
		if m.Record, err = record.Read(strings.NewReader(f.Rec)); err != nil {
			return Message{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
		}
	}
	return m, nil
}

func (c *Codec) readEvent(we wireEvent) (engine.Event, error) {
	e := engine.Event{Kind: we.Kind, Name: we.Name, Seat: we.Seat, Tick: we.Tick}
	if we.Type == "" {
		return e, nil
	}
	t, ok := c.types[we.Type]
	if !ok {
		return e, fmt.Errorf("%w: a %s is not an event of %s", ErrBadMessage, we.Type, c.entry.Title)
	}
	d, err := decodeAs(plain(t), we.Data)
	if err != nil {
		return e, fmt.Errorf("%w: an event's %s: %v", ErrBadMessage, we.Type, err)
	}
	e.Data = reflect.ValueOf(d).Convert(t).Interface()
	return e, nil
}

// decodeAs decodes b as a value of type t.
func decodeAs(t reflect.Type, b []byte) (any, error) {
	p := reflect.New(t)
	if err := json.Unmarshal(b, p.Interface()); err != nil {
		return nil, err
	}
	return p.Elem().Interface(), nil
}

// check makes sure a message is one this game sends: a known kind, the
// game's own types, seats in range.
func (c *Codec) check(m Message) error {
	if m.Kind < KindAct || m.Kind > KindReady {
		return fmt.Errorf("unknown message kind %d", m.Kind)
	}
	spectator := m.Seat == engine.Spectator && !m.Kind.fromSeat() && m.Kind != KindRefused
	if !spectator && (m.Seat < 0 || m.Seat >= c.entry.MaxSeats) {
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
		if e.Data != nil && c.types[reflect.TypeOf(e.Data).String()] != reflect.TypeOf(e.Data) {
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
