package session

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// Host holds a game whose people play elsewhere: the game's Authority
// (the one a table here runs too) with the network as its transport. It
// applies the messages a seat sends (only for that seat), lets its
// computer players move, and tells each remote seat its side of the
// game: the events that seat may know, its view and legal actions, and
// at the end the whole record.
type Host struct {
	*Authority
	codec *Codec
	seats map[int]*stream // what every person's seat was told, away or not
	out   map[int][][]byte
	acked map[int]int64 // each remote seat's last press settled (its Seq)
	spec  *watching     // what spectators are told (watch.go), nil until watched
}

// stream is what one side of the game was told: a seat's, or the
// spectators'.
type stream struct {
	seat   int // engine.Spectator for the spectators
	told   told
	hello  bool  // the header went
	viewAt int64 // the tick of the view last sent, -1 before
	ended  bool  // the record of the finished game went
}

func (h *Host) newStream(seat int, seats engine.SeatSet) *stream {
	return &stream{seat: seat, told: told{know: h.entry.Know, seats: seats}, viewAt: -1}
}

// news returns what st was not told yet: the header without the seed
// (from the seed, every deal follows), new events, the view with legal's
// actions after any change, and the record once the game is over.
func (h *Host) news(st *stream, rec *record.Record, legal func() []any) []Message {
	var msgs []Message
	if !st.hello {
		st.hello = true
		msgs = append(msgs, Message{Kind: KindHello, Seat: st.seat, Record: &record.Record{Header: rec.Header.Sealed()}})
	}
	before := len(st.told.evs)
	evs := st.told.update(h.m.Events())
	if len(evs) > before {
		msgs = append(msgs, Message{Kind: KindEvents, Seat: st.seat, Events: evs[before:]})
	}
	if now := h.Now(); len(evs) > before || now != st.viewAt {
		st.viewAt = now
		msgs = append(msgs, Message{Kind: KindView, Seat: st.seat, View: h.m.View(st.seat), Legal: legal(), Tick: now,
			Seq: h.acked[st.seat]})
	}
	if h.m.Over() && !st.ended {
		st.ended = true
		msgs = append(msgs, Message{Kind: KindOver, Seat: st.seat, Record: rec})
	}
	return msgs
}

// NewHost hosts m, paced by timing: its human seats are played over the
// wire, its computer seats here. The game is sealed first: the seats are
// shown a commitment to its seed, never the seed (record.Commitment).
func NewHost(e *engine.Entry, m engine.Match, timing Timing) (*Host, error) {
	c, err := NewCodec(e)
	if err != nil {
		return nil, err
	}
	if err := engine.Seal(m); err != nil {
		return nil, err
	}
	a, err := NewAuthority(e, m, timing)
	if err != nil {
		return nil, err
	}
	host := &Host{Authority: a, codec: c, seats: map[int]*stream{}, out: map[int][][]byte{}, acked: map[int]int64{}}
	for _, seat := range a.people.List() {
		host.retell(seat)
	}
	return host, nil
}

// retell forgets what seat was told, so the next Flush tells it the
// whole game again: a seat joining, or coming back.
func (h *Host) retell(seat int) {
	h.seats[seat] = h.newStream(seat, engine.OneSeat(seat))
	h.acked[seat] = 0 // a table told again numbers its presses afresh
	h.out[seat] = nil
}

// Away lets a computer player of level l play seat, a person's seat whose
// player left, until Back.
func (h *Host) Away(seat int, l engine.Level) error {
	if _, person := h.seats[seat]; !person || !h.people.Has(seat) {
		return fmt.Errorf("seat %d is not a person's seat played over the wire", seat)
	}
	return h.Authority.Away(seat, l)
}

// Back gives seat back to its person, away until now (or only
// disconnected for a moment): the next Flush tells them the whole game as
// their seat may know it.
func (h *Host) Back(seat int) error {
	if _, person := h.seats[seat]; !person {
		return fmt.Errorf("seat %d is not a person's seat", seat)
	}
	if !h.people.Has(seat) {
		if err := h.Authority.Back(seat); err != nil {
			return err
		}
	}
	h.retell(seat)
	return nil
}

// Resume gives seat back to its person, who was at the screen all along
// while a computer played for them (their time ran out): they were told
// everything meanwhile, so nothing is told again.
func (h *Host) Resume(seat int) error {
	if _, person := h.seats[seat]; !person || h.people.Has(seat) {
		return fmt.Errorf("seat %d is not a person's seat a computer plays", seat)
	}
	return h.Authority.Back(seat)
}

// Receive takes a message a seat sent. A message that is damaged, not
// about this game or for another seat is refused with the reason and
// changes nothing; an illegal action is answered with its refusal.
func (h *Host) Receive(seat int, b []byte) error {
	if !h.people.Has(seat) {
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
		if h.entry.RealTime {
			return fmt.Errorf("%w: a real-time game takes presses, not decisions", ErrBadMessage)
		}
		if err := h.Act(seat, m.Action); err != nil {
			return h.send(seat, Refusal(seat, m.Action, err))
		}
	case KindReady:
		h.Ready(seat)
	case KindPress:
		if !h.entry.RealTime || m.Seq < 1 {
			return fmt.Errorf("%w: a press must be numbered, and only a real-time game takes one", ErrBadMessage)
		}
		if h.heldOf(seat) >= maxHeld {
			return fmt.Errorf("%w: seat %d pressed more than %d times at once", ErrBadMessage, seat, maxHeld)
		}
		h.Press(engine.Press[any]{Seat: seat, Action: m.Action}, h.stamp(seat, m.Tick), m.Seq)
	}
	return nil
}

// SetHold makes a real-time game settle each press hold ticks after the
// tick it is stamped with: the tick of the view its seat was looking at
// when it pressed, so two people who react alike to the same sight are
// settled together, in the game's fair order, whatever their links' delays
// (up to a round trip of hold ticks). The computers' presses are held alike. A
// stamp is never later than the last view the seat was sent, nor earlier
// than hold ticks ago.
func (h *Host) SetHold(ticks int64) { h.Authority.SetHold(ticks) }

// stamp returns the tick a press of seat that says it was made at tick
// counts from: never later than the last view the seat was sent.
func (h *Host) stamp(seat int, tick int64) int64 {
	if st := h.seats[seat]; st != nil && st.viewAt >= 0 {
		return min(tick, st.viewAt)
	}
	return h.Now()
}

// Step lets the game go on once (Authority.Step) and queues for each
// remote seat the refusals of its presses that settled. It reports
// whether the game is over.
func (h *Host) Step() (bool, error) {
	_, err := h.Authority.Step()
	for _, s := range h.TakeSettled() {
		h.acked[s.Seat] = max(h.acked[s.Seat], s.Seq)
		if s.Err == nil {
			continue
		}
		if err := h.send(s.Seat, Refusal(s.Seat, s.Action, s.Err)); err != nil {
			return h.m.Over(), err
		}
	}
	return h.m.Over(), err
}

// Flush queues for every person's seat what it has not been told: new
// events, its view and legal actions after any change, and the record
// once the game is over. A seat a computer plays meanwhile is told all
// but legal actions: its person may be watching (their time ran out),
// and the record reaches them at the end.
func (h *Host) Flush() error {
	rec := h.m.Record()
	for seat := range h.m.Seats() {
		st, person := h.seats[seat]
		if !person {
			continue
		}
		for _, m := range h.news(st, rec, func() []any { return h.legal(seat) }) {
			if err := h.send(seat, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// legal is what seat may do now, nothing while a computer plays it: its
// person may be watching (their time ran out).
func (h *Host) legal(seat int) []any {
	if !h.people.Has(seat) {
		return nil
	}
	return h.m.Legal(seat)
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
