package finish

import (
	"fmt"

	"parlor/game/room"
	"parlor/rules/engine"
)

// step is one tick of p: their trouble starting or ending, then, when they
// are at the table and minding it, their move.
func (t *table) step(p *person) error {
	t.trouble(p)
	if !p.here || p.remote == nil {
		return nil
	}
	r := p.remote
	r.Move()
	if err := r.Err(); err != nil {
		return fmt.Errorf("%s: %w", p.name, err)
	}
	if r.Over() {
		p.gotRecord = true
		return nil
	}
	if t.idle(p) {
		return nil
	}
	if p.state.Seats != nil && p.state.Seats[p.seat].Idle {
		if t.ticks-p.askedBack >= int64(t.rate) { // at the screen again: any key
			p.askedBack = t.ticks
			t.r.Receive(p.user, room.OpRoom, []byte(`{"back":true}`))
		}
		return nil
	}
	if err := r.ReadyAtOnce(&p.seen); err != nil {
		return err
	}
	if t.e.RealTime {
		if v := r.View(p.seat); v != nil {
			if a, ok := p.reactor.Tick(v); ok {
				r.Tick([]engine.Press[any]{{Seat: p.seat, Action: a}})
			}
		}
		return nil
	}
	legal := r.Legal(p.seat)
	switch {
	case len(legal) == 0 || r.Waiting():
		p.decideAt = 0
	case p.decideAt == 0:
		p.decideAt = t.ticks + p.think // a person reads, then decides
	case t.ticks >= p.decideAt:
		p.decideAt = 0
		return r.Act(p.seat, p.chooser.Choose(r.View(p.seat), legal))
	}
	return nil
}

// idle reports whether p is idle now: at the table, but not minding it.
func (t *table) idle(p *person) bool {
	return p.kind == idles && t.ticks >= p.at && (p.until < 0 || t.ticks < p.until)
}

// trouble starts and ends p's dropping out or quitting: gone, they leave
// the table; back, they sit down again and are told the game afresh.
func (t *table) trouble(p *person) {
	switch {
	case (p.kind == drops || p.kind == quits) && p.here && t.ticks == p.at:
		p.here, p.remote, p.state = false, nil, room.State{}
		t.r.Leave(p.user)
	case p.kind == drops && !p.here && t.ticks == p.until:
		if err := t.r.Join(p.user, p.name); err == nil {
			p.here, p.seen, p.decideAt = true, 0, 0
		}
	}
}
