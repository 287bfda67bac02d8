package room

import (
	"fmt"
	"slices"
	"time"

	"parlor/rules/engine"
)

// The turn clocks a table may be played on (Plan.Clock). Friends at a
// table of their own need none; among strangers one person who goes idle
// must not hold the others for ever.
const (
	ClockOff     = ""        // no clock: the table waits for everyone
	ClockRelaxed = "relaxed" // time to think, and a computer when it runs out
	ClockTimed   = "timed"
)

// Clock is how long a person has for each decision, and the bank they
// draw on, once, when a decision takes longer: spent, it is gone for the
// game.
type Clock struct {
	Decision time.Duration
	Bank     time.Duration
}

// Clocks are the lengths of each turn clock (a server may shorten them
// for its tests: build/serve --clock).
var Clocks = map[string]Clock{
	ClockRelaxed: {Decision: 90 * time.Second, Bank: 5 * time.Minute},
	ClockTimed:   {Decision: 30 * time.Second, Bank: 90 * time.Second},
}

// ClockName says a turn clock in words, for the setup (a seat says when
// a move draws on its extra time).
func ClockName(kind string) string {
	switch kind {
	case ClockRelaxed:
		return "Relaxed: 90 s a move"
	case ClockTimed:
		return "Timed: 30 s a move"
	}
	return "Off"
}

// checkClock refuses a clock no table has.
func checkClock(kind string) error {
	if _, ok := Clocks[kind]; kind != ClockOff && !ok {
		return fmt.Errorf("there is no turn clock called %q", kind)
	}
	return nil
}

// clocked is a person's time: ticks left of the decision before them and
// of their bank, the game's count of their decisions when last looked at,
// and how many of their decisions in a row a computer made for them.
type clocked struct {
	left, bank int
	decided    int
	own        int
	timeouts   int
	on         bool // the game waits on them now
	// idle: a computer plays their seat since their time ran out twice,
	// until they say they are back (Request.Back).
	idle bool
}

// clockOn reports whether the table plays on a turn clock.
func (r *Room) clockOn() bool { return r.clock.Decision > 0 }

// startClocks gives every person at the table a full clock: the game
// begins (or is set up again after the server restarted).
func (r *Room) startClocks() {
	for _, p := range r.people {
		p.clock = clocked{left: r.ticksOf(r.clock.Decision), bank: r.ticksOf(r.clock.Bank)}
	}
}

// ticksOf is d in the table's ticks.
func (r *Room) ticksOf(d time.Duration) int { return int(d * time.Duration(r.rate) / time.Second) }

// clocks runs the clock of each person the game waits on, once a tick: a
// decision taken gives the next its full time; a decision that runs past
// its time draws on the bank; when both are spent a computer of the
// table's level decides for them.
func (r *Room) clocks() {
	if !r.clockOn() || r.phase != Playing || r.held {
		return
	}
	awaits := r.game.Match().Awaits()
	// In a race a person is on the clock only while nothing happens: a
	// person slower than the computer is not idle, and loses on their own.
	moved := r.entry.RealTime && len(r.game.Match().Events()) != r.events
	r.events = len(r.game.Match().Events())
	for s, p := range r.people {
		c := &p.clock
		all, own := r.game.Decided(s)
		if moved {
			c.left = r.ticksOf(r.clock.Decision)
		}
		if all != c.decided {
			if own != c.own {
				c.timeouts = 0 // they decided themselves
			}
			c.decided, c.own, c.left = all, own, r.ticksOf(r.clock.Decision)
		}
		on := p.here && !p.standing && !r.game.Waiting() && slices.Contains(awaits, s)
		if on != c.on {
			c.on, r.changed = on, true
		}
		if !on {
			c.left = r.ticksOf(r.clock.Decision)
			continue
		}
		switch {
		case c.left > 0:
			c.left--
		case c.bank > 0:
			c.bank--
		default:
			r.timeUp(s, p)
			continue
		}
		if (c.left+c.bank)%r.rate == 0 {
			r.changed = true // the seconds shown
		}
	}
}

// timeUp is a person's time run out: a computer makes this decision for
// them, and their next is theirs again; if it runs out again before they
// decide anything themselves, or in a real-time game, a computer plays
// their seat until they say they are back.
func (r *Room) timeUp(s int, p *person) {
	c := &p.clock
	c.left, r.changed = r.ticksOf(r.clock.Decision), true
	if !r.entry.RealTime && c.timeouts == 0 {
		if err := r.game.StandIn(s, r.level(s)); err != nil {
			r.logf(s, "%v", err)
			return
		}
		c.timeouts++
		r.news = fmt.Sprintf("%s's time ran out: a computer made that move for them.", p.name)
		r.note(p.user, "Your time ran out, so a computer made that move for you.")
		return
	}
	if err := r.game.Away(s, r.level(s)); err != nil {
		r.logf(s, "%v", err)
		return
	}
	p.standing, c.idle, c.on = true, true, false
	r.news = fmt.Sprintf("%s's time ran out again: a computer plays for them until they are back.", p.name)
	r.note(p.user, "A computer plays for you, as your time ran out. Press any key to play again.")
}

// resume is an idle person back at the game (Request.Back): their seat
// is theirs again, on a full decision's time.
func (r *Room) resume(s int) error {
	p := r.people[s]
	if !p.clock.idle {
		return nil // nothing to take back: asking twice is no fault
	}
	if err := r.game.Resume(s); err != nil {
		return err
	}
	p.standing, p.clock.idle, p.clock.timeouts = false, false, 0
	p.clock.left, r.changed = r.ticksOf(r.clock.Decision), true
	r.news = p.name + " plays again."
	return nil
}

// level is the level of the computer that plays for seat's person: the
// seat's own when its plan names one, else the strongest at the table,
// Normal at a table of people only.
func (r *Room) level(s int) engine.Level {
	if l, err := engine.ParseLevel(r.plan.Seats[s].Level); err == nil && r.plan.Seats[s].Level != "" {
		return l
	}
	best, found := engine.Normal, false
	for _, ps := range r.plan.Seats {
		if l, err := engine.ParseLevel(ps.Level); err == nil && ps.Kind == Computer && (!found || l > best) {
			best, found = l, true
		}
	}
	return best
}

// seatClock is seat's clock as everyone sees it: seconds left of the
// decision and of the bank while the game waits on them.
func (r *Room) seatClock(p *person, ss *SeatState) {
	if !r.clockOn() || r.phase != Playing {
		return
	}
	ss.Idle = p.clock.idle
	if p.clock.on {
		ss.OnClock = true
		ss.Clock = (p.clock.left + r.rate - 1) / r.rate
		ss.Bank = (p.clock.bank + r.rate - 1) / r.rate
	}
}
