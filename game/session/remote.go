package session

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// Remote is a game hosted elsewhere (a Host on a server), seen from one
// seat: what the host tells it arrives as messages (Deliver, from the
// network's goroutine); the person's decisions go out through send. It
// knows only what the host told it: that seat's events and view.
type Remote struct {
	entry *engine.Entry
	codec *Codec
	seat  int
	send  func([]byte) error

	mu    sync.Mutex
	inbox [][]byte

	header record.Header
	events []engine.Event
	// pending are events told but not yet shown: they show with the view
	// that follows them (the host always sends one), so a table never
	// reads new events beside an old view, however the network splits
	// the messages between frames.
	pending []engine.Event
	view    any
	legal   []any
	tick    int64
	rec     *record.Record
	// shown is the commitment to the seed the host showed at the start;
	// deals whether the finished record's seed matches it.
	shown   string
	deals   error
	refused []Refused
	bad     error // the first message that could not be read
	// acted: a decision went to the host and its answer (a new view, or
	// a refusal) has not come: the view still shows the seat to move.
	acted bool
	// sent numbers the presses; ahead are those the host has not settled
	// yet, shown already in View when the game can predict them.
	sent    int64
	ahead   []ahead
	guessed any // the view with ahead applied, nil until asked
}

// ahead is a press sent and not yet settled.
type ahead struct {
	seq    int64
	action any
}

// NewRemote returns the game of seat hosted elsewhere; send carries a
// message to the host.
func NewRemote(e *engine.Entry, seat int, send func([]byte) error) (*Remote, error) {
	c, err := NewCodec(e)
	if err != nil {
		return nil, err
	}
	return &Remote{entry: e, codec: c, seat: seat, send: send}, nil
}

// Deliver queues a message from the host; it is read at the next Move or
// Tick, on the table's own goroutine.
func (r *Remote) Deliver(b []byte) {
	r.mu.Lock()
	r.inbox = append(r.inbox, b)
	r.mu.Unlock()
}

// drain reads the messages that came; it reports whether any did. A
// message that cannot be read is refused and changes nothing; the first
// such is kept for Err.
func (r *Remote) drain() bool {
	r.mu.Lock()
	in := r.inbox
	r.inbox = nil
	r.mu.Unlock()
	for _, b := range in {
		m, err := r.codec.Decode(b)
		if err == nil {
			err = r.read(m)
		}
		if err != nil && r.bad == nil {
			r.bad = err
		}
	}
	return len(in) > 0
}

func (r *Remote) read(m Message) error {
	if m.Seat != r.seat {
		return fmt.Errorf("%w: a message for seat %d reached seat %d", ErrBadMessage, m.Seat, r.seat)
	}
	switch m.Kind {
	case KindHello:
		// A seat told again (after coming back) hears the whole game
		// again: what it holds is replaced, not added to.
		r.header, r.events, r.pending, r.rec = m.Record.Header, nil, nil, nil
		r.ahead, r.guessed = nil, nil
		if r.shown == "" {
			r.shown = m.Record.Header.Commit
		}
	case KindEvents:
		r.pending = append(r.pending, m.Events...)
	case KindView:
		r.acted = false
		r.events, r.pending = append(r.events, r.pending...), nil
		r.view, r.legal, r.tick = m.View, m.Legal, m.Tick
		r.settle(m.Seq)
	case KindRefused:
		r.acted = false
		r.refused = append(r.refused, Refused{Press: engine.Press[any]{Seat: m.Seat, Action: m.Action}, Err: m.Err()})
	case KindOver:
		r.events, r.pending = append(r.events, r.pending...), nil
		r.rec, r.deals = m.Record, checkDeals(r.shown, m.Record.Header)
	default:
		return fmt.Errorf("%w: a host does not send a message of kind %d", ErrBadMessage, m.Kind)
	}
	return nil
}

// ErrUnsealed is the finding of a game whose host showed no commitment
// to its seed at the start: its deals cannot be checked.
var ErrUnsealed = errors.New("the server showed no commitment to its deals at the start")

// checkDeals checks the finished record's seed against the commitment
// shown at the start.
func checkDeals(shown string, h record.Header) error {
	switch {
	case shown == "":
		return ErrUnsealed
	case h.Commit != shown:
		return fmt.Errorf("%w: the record names another commitment", record.ErrCommitment)
	}
	return h.CheckCommit()
}

// Deals reports, once the game is over, whether its deals came from the
// seed the host committed to at the start (nil), and if not, why.
func (r *Remote) Deals() error {
	if r.rec == nil {
		return errors.New("the game is not over")
	}
	return r.deals
}

// Err returns the first message from the host that could not be read.
func (r *Remote) Err() error { return r.bad }

// Refused is a decision or a press of a seat played here that the game,
// held elsewhere, refused after it was sent: what it was, and why.
type Refused struct {
	engine.Press[any]
	Err error
}

// TakeRefused returns the host's refusals of this seat's actions since
// the last call.
func (r *Remote) TakeRefused() []Refused {
	out := r.refused
	r.refused = nil
	return out
}

func (r *Remote) Entry() *engine.Entry   { return r.entry }
func (r *Remote) Header() record.Header  { return r.header }
func (r *Remote) Plays() engine.SeatSet  { return r.own() }
func (r *Remote) Sees() engine.SeatSet   { return r.own() }
func (r *Remote) Events() []engine.Event { return r.events }
func (r *Remote) Over() bool             { return r.rec != nil }
func (r *Remote) Now() int64             { return r.tick }

// own is the remote's seat; none for a spectator.
func (r *Remote) own() engine.SeatSet {
	if r.seat == engine.Spectator {
		return 0
	}
	return engine.OneSeat(r.seat)
}

// View returns the seat's view as last told, with the seat's own presses
// that the host has not settled yet shown as the game predicts them: a
// press shows at once, and the host's next view corrects it.
func (r *Remote) View(seat int) any {
	if r.seat == engine.Spectator && seat >= 0 && seat < len(r.header.Seats) {
		return r.view // a spectator's view is every seat's on its screen
	}
	if seat != r.seat {
		return nil
	}
	if len(r.ahead) == 0 || r.entry.Predict == nil {
		return r.view
	}
	if r.guessed == nil {
		v := r.view
		for _, a := range r.ahead {
			if next, ok := r.entry.Predict(v, a.action); ok {
				v = next
			}
		}
		r.guessed = v
	}
	return r.guessed
}

// settle forgets the presses the host has settled, up to seq.
func (r *Remote) settle(seq int64) {
	i := 0
	for i < len(r.ahead) && r.ahead[i].seq <= seq {
		i++
	}
	r.ahead = r.ahead[i:]
	r.guessed = nil
}

// Legal returns what the seat may do, as last told.
func (r *Remote) Legal(seat int) []any {
	if seat != r.seat {
		return nil
	}
	return r.legal
}

// Winners returns the winners once the host sent the record.
func (r *Remote) Winners() []int {
	if r.rec == nil {
		return nil
	}
	m, err := r.entry.Resume(r.rec)
	if err != nil {
		return nil
	}
	return m.Winners()
}

// Record returns the whole record once the game is over: until then the
// seat holds only its own side.
func (r *Remote) Record() *record.Record {
	if r.rec != nil {
		return r.rec
	}
	return &record.Record{Header: r.header}
}

// errNotNow is the refusal of an action the seat's legal list lacks.
var errNotNow = engine.Illegal("legal", "that is not a move you can make now")

// Act sends a decision to the host, refusing one the seat's legal actions
// lack; the host's own refusal, if any, comes back later (TakeRefused).
func (r *Remote) Act(seat int, a any) error {
	if seat != r.seat {
		return ErrNotYours
	}
	if !slices.Contains(r.legal, a) {
		return errNotNow
	}
	if err := r.post(Message{Kind: KindAct, Seat: seat, Action: a}); err != nil {
		return err
	}
	r.acted = true
	return nil
}

// Ready tells the host that the person has read the round's result: a
// game waiting between rounds (engine.Interlude) goes on once everyone
// playing has said so.
func (r *Remote) Ready() error {
	if r.seat == engine.Spectator {
		return nil // the game never waits on a spectator
	}
	return r.post(Message{Kind: KindReady, Seat: r.seat})
}

// ReadyAtOnce says the person is ready as soon as a round's end
// (engine.Interlude) is told, as a player with no board to read would: for
// headless players and tests. seen counts the events already looked at.
func (r *Remote) ReadyAtOnce(seen *int) error {
	evs := r.events
	for _, e := range evs[min(*seen, len(evs)):] {
		if _, ok := e.Data.(engine.Interlude); ok {
			if err := r.Ready(); err != nil {
				return err
			}
		}
	}
	*seen = len(evs)
	return nil
}

// Waiting reports whether the seat's decision went to the host and its
// answer has not come yet: a table offers nothing more until it has.
func (r *Remote) Waiting() bool { return r.acted }

func (r *Remote) post(m Message) error {
	b, err := r.codec.Encode(m)
	if err != nil {
		return err
	}
	if err := r.send(b); err != nil {
		return fmt.Errorf("the game could not be reached: %w", err)
	}
	return nil
}

// Move reads what the host sent.
func (r *Remote) Move() bool { return r.drain() }

// Tick sends the seat's presses, each stamped with the tick of the view
// the person was looking at (the host settles them by it), and reads what
// the host sent.
func (r *Remote) Tick(presses []engine.Press[any]) []error {
	errs := make([]error, len(presses))
	for i, p := range presses {
		if p.Seat != r.seat {
			errs[i] = ErrNotYours
			continue
		}
		r.sent++
		m := Message{Kind: KindPress, Seat: p.Seat, Action: p.Action, Tick: r.tick, Seq: r.sent}
		if errs[i] = r.post(m); errs[i] == nil {
			r.ahead = append(r.ahead, ahead{seq: r.sent, action: p.Action})
			r.guessed = nil
		}
	}
	r.drain()
	return errs
}
