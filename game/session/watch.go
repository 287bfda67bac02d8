package session

import (
	"parlor/rules/engine"
)

// watching is what a Host tells spectators: the game as no seat knows it
// (engine.Spectator). One stream serves them all; a spectator who comes
// in is told the story so far from it (WatchFromStart), then what
// follows (TakeWatch), like everyone else watching.
type watching struct {
	*stream
	hello []byte // the header without the seed
	view  []byte // the last view told
	over  []byte // the record, once the game is over
	out   [][]byte
}

// watch returns the spectators' stream, set up at its first use.
func (h *Host) watch() *watching {
	if h.spec == nil {
		h.spec = &watching{stream: h.newStream(engine.Spectator, 0)}
	}
	return h.spec
}

// FlushWatch brings the spectators' stream up to date (as Flush does the
// seats'): new events, the view after any change, and the record at the
// end. A table calls it only while someone watches.
func (h *Host) FlushWatch() error {
	w := h.watch()
	for _, m := range h.news(w.stream, h.m.Record(), func() []any { return nil }) {
		b, err := h.codec.Encode(m)
		if err != nil {
			return err
		}
		switch m.Kind {
		case KindHello:
			w.hello = b
			continue // told to each spectator as they come in
		case KindView:
			w.view = b
		case KindOver:
			w.over = b
		}
		w.out = append(w.out, b)
	}
	return nil
}

// TakeWatch returns what every spectator is to be told since the last
// call, and forgets it.
func (h *Host) TakeWatch() [][]byte {
	w := h.watch()
	out := w.out
	w.out = nil
	return out
}

// storyBatch is the most events one message of the story so far holds:
// a long game's story stays well under the codec's message limit.
const storyBatch = 256

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
	for evs := w.told.evs; len(evs) > 0; evs = evs[min(len(evs), storyBatch):] {
		b, err := h.codec.Encode(Message{Kind: KindEvents, Seat: engine.Spectator, Events: evs[:min(len(evs), storyBatch)]})
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
