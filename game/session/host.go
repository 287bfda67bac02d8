package session

import (
	"errors"
	"fmt"
	"slices"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
)

// Host holds a game whose people play elsewhere: the authority a server
// runs. It applies the messages a seat sends (only for that seat), lets
// its computer players move, and tells each remote seat its side of the
// game: the events that seat may know, its view and legal actions, and
// at the end the whole record.
type Host struct {
	entry  *engine.Entry
	codec  *Codec
	m      engine.Match
	bots   engine.Players
	levels map[int]engine.Level // the computer seats, with those sitting in for a person away
	remote engine.SeatSet
	told   map[int]*told
	viewAt map[int]int64 // the tick of the view last sent to each seat, -1 before
	out    map[int][][]byte
	hello  map[int]bool
	ended  map[int]bool // the seats sent the record of the finished game

	// A real-time game's presses wait hold ticks after the tick they are
	// stamped with (SetHold).
	hold    int64
	held    []heldPress
	settled map[int]int64 // each remote seat's last press settled (its Seq)

	// Between rounds (engine.Interlude) a real-time game's clock waits for
	// the people still to say they are ready, for at most interludeSteps.
	unready engine.SeatSet
	waited  int
	scanned int // the game's events already looked at for an interlude
}

// heldPress is a press waiting to be settled: at is the tick it counts
// from, seq its seat's number for it (0 for a computer's), legal whether
// the game took it when it came.
type heldPress struct {
	engine.Press[any]
	at, seq int64
	legal   bool
}

// NewHost hosts m: its human seats are played over the wire, its computer
// seats here.
func NewHost(e *engine.Entry, m engine.Match) (*Host, error) {
	c, err := NewCodec(e)
	if err != nil {
		return nil, err
	}
	// The seed stays here until the end: the seats are shown only the
	// commitment to it (record.Commitment).
	if err := engine.Seal(m); err != nil {
		return nil, err
	}
	h := m.Record().Header
	levels, people, err := seating(h)
	if err != nil {
		return nil, err
	}
	bots, err := e.Bots(m, levels, h.Seed)
	if err != nil {
		return nil, err
	}
	host := &Host{entry: e, codec: c, m: m, bots: bots, levels: levels, remote: people, told: map[int]*told{},
		viewAt: map[int]int64{}, out: map[int][][]byte{}, hello: map[int]bool{}, ended: map[int]bool{},
		settled: map[int]int64{}}
	for _, seat := range people.List() {
		host.retell(seat)
	}
	return host, nil
}

// retell forgets what seat was told, so the next Flush tells it the
// whole game again: a seat joining, or coming back.
func (h *Host) retell(seat int) {
	h.told[seat] = &told{know: h.entry.Know, seats: engine.OneSeat(seat)}
	h.viewAt[seat] = -1
	h.settled[seat] = 0 // a table told again numbers its presses afresh
	h.hello[seat], h.ended[seat] = false, false
	h.out[seat] = nil
}

// Away lets a computer player of level l play seat, a person's seat whose
// player left, until Back.
func (h *Host) Away(seat int, l engine.Level) error {
	if !h.remote.Has(seat) {
		return fmt.Errorf("seat %d is not a person's seat played over the wire", seat)
	}
	h.levels[seat] = l
	if err := h.seat(); err != nil {
		delete(h.levels, seat)
		return err
	}
	h.remote = h.remote.Without(seat)
	h.unready = h.unready.Without(seat) // a computer is always ready
	return nil
}

// Back gives seat back to its person, away until now (or only
// disconnected for a moment): the next Flush tells them the whole game as
// their seat may know it.
func (h *Host) Back(seat int) error {
	if h.remote.Has(seat) {
		h.retell(seat)
		return nil
	}
	l, ok := h.levels[seat]
	if !ok || !h.away(seat) {
		return fmt.Errorf("seat %d is not a person's seat", seat)
	}
	delete(h.levels, seat)
	if err := h.seat(); err != nil {
		h.levels[seat] = l
		return err
	}
	h.remote = h.remote.With(seat)
	h.retell(seat)
	return nil
}

// away reports whether seat is a person's seat a computer plays for now.
func (h *Host) away(seat int) bool {
	_, person := h.told[seat]
	return person
}

// seat seats the computer players again after a change of h.levels.
func (h *Host) seat() error {
	bots, err := h.entry.Bots(h.m, h.levels, h.m.Record().Header.Seed)
	if err != nil {
		return err
	}
	h.bots = bots
	return nil
}

// Receive takes a message a seat sent. A message that is damaged, not
// about this game or for another seat is refused with the reason and
// changes nothing; an illegal action is answered with its refusal.
func (h *Host) Receive(seat int, b []byte) error {
	if !h.remote.Has(seat) {
		return fmt.Errorf("%w: seat %d is not played over the wire", ErrBadMessage, seat)
	}
	m, err := h.codec.FromSeat(b)
	if err != nil {
		return err
	}
	if m.Seat != seat {
		return fmt.Errorf("%w: seat %d may not act for seat %d", ErrBadMessage, seat, m.Seat)
	}
	switch m.Kind {
	case KindAct:
		if err := h.m.Apply(seat, m.Action); err != nil {
			return h.send(seat, Refusal(seat, m.Action, err))
		}
	case KindReady:
		h.unready = h.unready.Without(seat)
	case KindPress:
		if !h.entry.RealTime || m.Seq < 1 {
			return fmt.Errorf("%w: a press must be numbered, and only a real-time game takes one", ErrBadMessage)
		}
		if h.heldOf(seat) >= maxHeld {
			return fmt.Errorf("%w: seat %d pressed more than %d times at once", ErrBadMessage, seat, maxHeld)
		}
		h.held = append(h.held, heldPress{Press: engine.Press[any]{Seat: seat, Action: m.Action}, at: h.stamp(seat, m.Tick), seq: m.Seq,
			legal: slices.Contains(h.m.Legal(seat), m.Action)})
	default:
		return fmt.Errorf("%w: a seat does not send a message of kind %d", ErrBadMessage, m.Kind)
	}
	return nil
}

// errBeaten is the refusal of a press another one, stamped earlier, beat.
var errBeaten = fmt.Errorf("beaten by an earlier press: %w", engine.ErrLate)

// maxHeld bounds one seat's presses waiting to settle: more than hands
// can press in the longest hold; a flood is refused.
const maxHeld = 32

// heldOf returns how many of seat's presses wait to settle.
func (h *Host) heldOf(seat int) int {
	n := 0
	for _, p := range h.held {
		if p.Seat == seat {
			n++
		}
	}
	return n
}

// SetHold makes a real-time game settle each press hold ticks after the
// tick it is stamped with: the tick of the view its seat was looking at
// when it pressed, so two people who react alike to the same sight are
// settled together, in the game's fair order, whatever their links' delays
// (up to a round trip of hold ticks). The computers' presses are held alike. A
// stamp is never later than the last view the seat was sent, nor earlier
// than hold ticks ago.
func (h *Host) SetHold(ticks int64) { h.hold = max(ticks, 0) }

// stamp returns the tick a press of seat that says it was made at tick
// counts from.
func (h *Host) stamp(seat int, tick int64) int64 {
	now := h.now()
	if seen := h.viewAt[seat]; seen >= 0 {
		tick = min(tick, seen)
	} else {
		tick = now
	}
	return max(tick, now-h.hold)
}

// Step lets the game go on: in a turn-based game every computer seat to
// move acts; in a real-time game one tick runs with the presses due.
// It reports whether the game is over.
func (h *Host) Step() (bool, error) {
	if h.m.Over() {
		return true, nil
	}
	if st, ok := h.bots.(engine.Settler); ok {
		if h.interlude() {
			return false, nil
		}
		err := h.settle(st)
		h.watchInterlude()
		return h.m.Over(), err
	}
	_, err := h.bots.Step(nil)
	return h.m.Over(), err
}

// interludeSteps bounds the wait between rounds: one person who does not
// close the round's board does not hold the table for ever.
const interludeSteps = 30 * realtime.TicksPerSecond

// interlude reports whether the clock waits between rounds for a person
// to read the round's result (a table here stops its clock while it shows
// it, so online the game waits the same way), counting the step.
func (h *Host) interlude() bool {
	if h.unready == 0 {
		return false
	}
	if h.waited++; h.waited >= interludeSteps {
		h.unready = 0
		return false
	}
	return true
}

// watchInterlude starts the wait between rounds when the tick just run
// ended a round: every person playing must say they are ready.
func (h *Host) watchInterlude() {
	evs := h.m.Events()
	for _, e := range evs[min(h.scanned, len(evs)):] {
		if _, ok := e.Data.(engine.Interlude); ok && !h.m.Over() {
			h.unready, h.waited = h.remote, 0
		}
	}
	h.scanned = len(evs)
}

// settle runs one tick of a real-time game: the computers' presses join
// the held ones, those due settle in the fair order, and each remote seat
// hears of its presses refused.
func (h *Host) settle(st engine.Settler) error {
	now := h.now()
	for _, p := range st.Want() {
		h.held = append(h.held, heldPress{Press: p, at: now})
	}
	var due []heldPress
	keep := h.held[:0]
	for _, p := range h.held {
		if p.at+h.hold <= now {
			due = append(due, p)
		} else {
			keep = append(keep, p)
		}
	}
	h.held = keep
	presses := make([]engine.Press[any], len(due))
	for i, p := range due {
		presses[i] = p.Press
	}
	for i, e := range st.Settle(presses) {
		p := due[i]
		if p.seq == 0 {
			continue // a computer's
		}
		h.settled[p.Seat] = max(h.settled[p.Seat], p.seq)
		if errors.Is(e, engine.ErrIllegal) && p.legal {
			// Legal when it came, beaten by a press stamped earlier
			// that settled meanwhile: too late, as in one tick.
			e = errBeaten
		}
		if e != nil {
			if err := h.send(p.Seat, Refusal(p.Seat, p.Action, e)); err != nil {
				return err
			}
		}
	}
	return nil
}

// Flush queues for every remote seat what it has not been told: new
// events, its view and legal actions after any change, and the record
// once the game is over.
func (h *Host) Flush() error {
	rec := h.m.Record()
	for _, seat := range h.remote.List() {
		if err := h.flush(seat, rec); err != nil {
			return err
		}
	}
	return nil
}

func (h *Host) flush(seat int, rec *record.Record) error {
	var msgs []Message
	if !h.hello[seat] {
		h.hello[seat] = true
		// The header without the seed: from the seed, every deal follows.
		msgs = append(msgs, Message{Kind: KindHello, Seat: seat, Record: &record.Record{Header: rec.Header.Sealed()}})
	}
	t := h.told[seat]
	before := len(t.evs)
	evs := t.update(h.m.Events())
	if len(evs) > before {
		msgs = append(msgs, Message{Kind: KindEvents, Seat: seat, Events: evs[before:]})
	}
	if now := h.now(); len(evs) > before || now != h.viewAt[seat] {
		h.viewAt[seat] = now
		msgs = append(msgs, Message{Kind: KindView, Seat: seat, View: h.m.View(seat), Legal: h.m.Legal(seat), Tick: now,
			Seq: h.settled[seat]})
	}
	if h.m.Over() && !h.ended[seat] {
		h.ended[seat] = true
		msgs = append(msgs, Message{Kind: KindOver, Seat: seat, Record: rec})
	}
	for _, m := range msgs {
		if err := h.send(seat, m); err != nil {
			return err
		}
	}
	return nil
}

// Now returns the game's clock: its tick, 0 in a turn-based game.
func (h *Host) Now() int64 { return h.now() }

func (h *Host) now() int64 {
	if c := h.m.Clock(); c != nil {
		return c.Tick()
	}
	return 0
}

// send queues m for seat.
func (h *Host) send(seat int, m Message) error {
	b, err := h.codec.Encode(m)
	if err != nil {
		return err
	}
	h.out[seat] = append(h.out[seat], b)
	return nil
}

// Take returns the messages queued for seat and forgets them.
func (h *Host) Take(seat int) [][]byte {
	out := h.out[seat]
	h.out[seat] = nil
	return out
}

// Match is the hosted game.
func (h *Host) Match() engine.Match { return h.m }
