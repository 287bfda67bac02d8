package session

import (
	"parlor/rules/engine"
	"parlor/rules/record"
)

// watching is what a Host tells spectators: the game as no seat knows it
// (engine.Spectator). One stream serves them all; a spectator who comes
// in is told the story so far from it (WatchFromStart), then what
// follows (TakeWatch), like everyone else watching.
type watching struct {
	told   told
	hello  []byte // the header without the seed
	view   []byte // the last view told
	viewAt int64
	over   []byte // the record, once the game is over
	out    [][]byte
}

// watch returns the spectators' stream, set up at its first use.
func (h *Host) watch() *watching {
	if h.spec == nil {
		h.spec = &watching{told: told{know: h.entry.Know}, viewAt: -1}
	}
	return h.spec
}

// flushWatch queues for spectators what they were not told yet: new
// events, the view after any change, and the record at the end.
func (h *Host) flushWatch(rec *record.Record) error {
	w := h.watch()
	if w.hello == nil {
		b, err := h.codec.Encode(Message{Kind: KindHello, Seat: engine.Spectator, Record: &record.Record{Header: rec.Header.Sealed()}})
		if err != nil {
			return err
		}
		w.hello = b
	}
	before := len(w.told.evs)
	evs := w.told.update(h.m.Events())
	if len(evs) > before {
		if err := w.queue(h.codec, Message{Kind: KindEvents, Seat: engine.Spectator, Events: evs[before:]}); err != nil {
			return err
		}
	}
	if now := h.Now(); len(evs) > before || now != w.viewAt {
		w.viewAt = now
		b, err := h.codec.Encode(Message{Kind: KindView, Seat: engine.Spectator, View: h.m.View(engine.Spectator), Tick: now})
		if err != nil {
			return err
		}
		w.view, w.out = b, append(w.out, b)
	}
	if h.m.Over() && w.over == nil {
		b, err := h.codec.Encode(Message{Kind: KindOver, Seat: engine.Spectator, Record: rec})
		if err != nil {
			return err
		}
		w.over, w.out = b, append(w.out, b)
	}
	return nil
}

func (w *watching) queue(c *Codec, m Message) error {
	b, err := c.Encode(m)
	if err != nil {
		return err
	}
	w.out = append(w.out, b)
	return nil
}

// FlushWatch brings the spectators' stream up to date (as Flush does the
// seats'); a table calls it only while someone watches.
func (h *Host) FlushWatch() error { return h.flushWatch(h.m.Record()) }

// TakeWatch returns what every spectator is to be told since the last
// call, and forgets it.
func (h *Host) TakeWatch() [][]byte {
	w := h.watch()
	out := w.out
	w.out = nil
	return out
}

// WatchFromStart returns what a spectator coming in now is told: the
// header without the seed, every event so far as no seat knows it, the
// last view and, once the game is over, its record. What TakeWatch
// returns next follows on from it: a table hands out what TakeWatch
// returned to those already watching before it calls this.
func (h *Host) WatchFromStart() ([][]byte, error) {
	w := h.watch()
	if w.hello == nil {
		if err := h.FlushWatch(); err != nil {
			return nil, err
		}
		w.out = nil // nobody watched before: all of it is told below
	}
	out := [][]byte{w.hello}
	if len(w.told.evs) > 0 {
		b, err := h.codec.Encode(Message{Kind: KindEvents, Seat: engine.Spectator, Events: w.told.evs})
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	out = append(out, w.view)
	if w.over != nil {
		out = append(out, w.over)
	}
	return out, nil
}

// NewWatcher returns the game hosted elsewhere as a spectator sees it:
// no seat of its own, every seat's view the spectator's, nothing to send.
func NewWatcher(e *engine.Entry) (*Remote, error) {
	return NewRemote(e, engine.Spectator, func([]byte) error { return ErrNotYours })
}
