package finish

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
)

// What a person at a table does.
const (
	steady = "plays on"
	drops  = "drops for 5-300 s"
	idles  = "goes idle"
	quits  = "quits"
)

// person is one headless player: when they act, and what they do.
type person struct {
	user, name string
	seat       int
	kind       string
	remote     *session.Remote
	chooser    engine.Chooser[any, any]
	reactor    engine.Reactor[any, any]
	state      room.State
	seen       int
	here       bool
	// at is the tick their trouble starts, until the tick it ends (-1:
	// never); think is how long they take over a decision.
	at, until int64
	think     int64
	decideAt  int64 // the tick they act on the decision before them
	askedBack int64 // the tick they last asked for their seat back
	gotRecord bool
}

// table is one table and its people.
type table struct {
	e      *engine.Entry
	r      *room.Room
	people []*person
	ticks  int64
	limit  int64
	rate   int // ticks a second
}

// newTable seats two or three people (as many as the game takes, at
// most three) and computers in the other seats, each person given a
// behaviour.
func newTable(e *engine.Entry, c Config, rng *rand.Rand, i int) (*table, error) {
	n := min(e.Seats, 3, 2+rng.IntN(2))
	plan := room.Plan{Game: e.Name, Clock: c.Clock}
	for s := range e.Seats {
		seat := room.PlanSeat{Kind: room.Friend}
		if s >= n {
			seat = room.PlanSeat{Kind: room.Computer, Level: engine.Easy.String()}
		}
		plan.Seats = append(plan.Seats, seat)
	}
	timing := room.Timed(e)
	tr := rate
	if !e.RealTime {
		tr = turnRate
	}
	timing.Rate = tr
	r, err := room.New(plan, fmt.Sprintf("T%04d", i), rng.Uint64(), "p0", timing)
	if err != nil {
		return nil, err
	}
	t := &table{e: e, r: r, limit: int64(c.Limit * time.Duration(tr) / time.Second), rate: tr}
	for s := range n {
		p := &person{user: fmt.Sprintf("p%d", s), name: fmt.Sprintf("Player %d", s+1), seat: s, here: true,
			think: int64(tr/2 + rng.IntN(6*tr))}
		p.kind = pick(rng)
		p.at, p.until = int64(rng.IntN(20*60*tr)), -1
		switch p.kind {
		case drops:
			p.until = p.at + int64((5+rng.IntN(296))*tr)
		case idles:
			if rng.IntN(3) > 0 {
				p.until = p.at + int64((10+rng.IntN(600))*tr)
			}
		}
		if err := t.seat(p, rng); err != nil {
			return nil, err
		}
		t.people = append(t.people, p)
	}
	r.Receive("p0", room.OpRoom, []byte(`{"start":true}`))
	if r.Phase() != room.Playing {
		return nil, fmt.Errorf("table %d (%s) did not start", i, e.Name)
	}
	return t, nil
}

// pick draws a behaviour: most people play on; strangers also drop, go
// idle and quit.
func pick(rng *rand.Rand) string {
	switch x := rng.IntN(100); {
	case x < 55:
		return steady
	case x < 75:
		return drops
	case x < 90:
		return idles
	}
	return quits
}

// seat sits p at the table, with a computer player of their own to decide
// with.
func (t *table) seat(p *person, rng *rand.Rand) error {
	if err := t.r.Join(p.user, p.name); err != nil {
		return err
	}
	var err error
	if t.e.RealTime {
		p.reactor, err = t.e.Reactor(engine.Easy, p.seat, rng.Uint64())
	} else {
		p.chooser, err = t.e.Chooser(engine.Easy, p.seat, rng.Uint64())
	}
	return err
}

// run plays the table until its game is over, or its time limit; it
// reports whether everyone still there got the record, and if not, why.
func (t *table) run() (bool, string) {
	for t.ticks = 0; t.ticks < t.limit; t.ticks++ {
		t.r.Tick()
		if err := t.deliver(); err != nil {
			return false, err.Error()
		}
		for _, p := range t.people {
			if err := t.step(p); err != nil {
				return false, err.Error()
			}
		}
		if t.r.Phase() == room.Over && t.told() {
			return true, ""
		}
	}
	return false, fmt.Sprintf("not over after %v of play (phase %s)", time.Duration(t.ticks)*time.Second/time.Duration(t.rate), t.r.Phase())
}

// told reports whether everyone at the table has the record.
func (t *table) told() bool {
	for _, p := range t.people {
		if p.here && !p.gotRecord {
			return false
		}
	}
	return true
}

// deliver hands each person what the table sent them.
func (t *table) deliver() error {
	for _, o := range t.r.Take() {
		p := t.person(o.User)
		switch {
		case p == nil || !p.here:
		case o.Op == room.OpRoom:
			var st room.State // afresh: a field left out is a zero
			if err := json.Unmarshal(o.Data, &st); err != nil {
				return err
			}
			p.state = st
		case o.Op == room.OpGame:
			if p.remote == nil {
				r, err := session.NewRemote(t.e, p.seat, func(b []byte) error {
					t.r.Receive(p.user, room.OpGame, b)
					return nil
				})
				if err != nil {
					return err
				}
				p.remote = r
			}
			p.remote.Deliver(o.Data)
		}
	}
	return nil
}

func (t *table) person(user string) *person {
	for _, p := range t.people {
		if p.user == user {
			return p
		}
	}
	return nil
}
