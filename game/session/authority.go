package session

import (
	"errors"
	"fmt"
	"log"
	"slices"
	"time"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
)

// Authority runs a live game wherever it is held: the match, its
// computer players (thinking off the loop), and its pace. A table here
// drives it once a frame (Live); a server drives the same authority once
// a tick of its room (Host). People's decisions come in through Act,
// their presses through Press; Step lets the game go on by itself.
type Authority struct {
	entry  *engine.Entry
	m      engine.Match
	timing Timing
	levels map[int]engine.Level // the computer seats, with those sitting in for a person away
	people engine.SeatSet       // the seats people play now
	steps  int64                // Step calls so far: the clock the pace counts in

	// Turn-based: a thinker per computer seat, nil for people; a
	// person's seat whose clock ran out has one for its decision now
	// (StandIn). decided counts each seat's decisions applied, own
	// those its person made.
	thinkers []*thinker
	standIn  map[int]*thinker
	decided  map[int]int
	own      map[int]int

	// Real-time: the computers, the presses waiting to settle, and what
	// became of the people's presses.
	bots    engine.Settler
	held    []heldPress
	settled []Settled

	// The clock stands still between rounds until the people are ready
	// (engine.Interlude), and after a settlement while cards are
	// collected (engine.Settlement).
	unready engine.SeatSet
	waited  int64
	pause   int64
	scanned int // the game's events already looked at for a wait

	hint hinter // a person's hint being searched, where the game advises
}

// Timing is how an authority is paced, in the steps it is driven at.
type Timing struct {
	// Rate is how many times a second Step is called: 60 at a table here
	// (a frame) and in a real-time game (a tick of its clock), a room's
	// tick rate for a turn-based game on a server.
	Rate int
	// Pace is how long a computer's decision is held so people can
	// follow it (read at each decision: the setting may change); nil:
	// not at all. A real-time game waits two and a half times as long
	// after a settlement, while the cards are collected.
	Pace func() time.Duration
	// Hold is how many ticks a real-time press waits before it settles,
	// with every other press of the same stamp (SetHold).
	Hold int64
	// Interlude is the longest the clock waits between rounds for the
	// people to read the round's result; 0: as long as they read.
	Interlude time.Duration
}

// Frames is the pace of a table here: Rate 60, and a computer's move held
// for frames() frames.
func Frames(frames func() int) Timing {
	t := Timing{Rate: realtime.TicksPerSecond}
	if frames != nil {
		t.Pace = func() time.Duration { return time.Duration(frames()) * time.Second / realtime.TicksPerSecond }
	}
	return t
}

// MaxInterlude is the longest a server waits between rounds for its
// people: one person who does not close the round's board does not hold
// the table for ever.
const MaxInterlude = 30 * time.Second

// Served returns the timing of a game a server steps rate times a
// second, each computer decision held pace so people can follow.
func Served(rate int, pace time.Duration) Timing {
	return Timing{Rate: rate, Pace: func() time.Duration { return pace }, Interlude: MaxInterlude}
}

// stepsOf returns d in steps, rounded to the nearest.
func (t Timing) stepsOf(d time.Duration) int64 {
	return int64((d*time.Duration(t.Rate) + time.Second/2) / time.Second)
}

// paced returns the steps a computer's decision is held.
func (t Timing) paced() int64 {
	if t.Pace == nil {
		return 0
	}
	return t.stepsOf(t.Pace())
}

// settleSteps returns how long the clock waits after a settlement.
func (t Timing) settleSteps() int64 { return t.paced() * 5 / 2 }

// Settled is what became of a person's press once it settled: nil, an
// error wrapping engine.ErrLate (recorded, nothing else) or one wrapping
// engine.ErrIllegal (the game unchanged).
type Settled struct {
	engine.Press[any]
	Seq int64
	Err error
}

// heldPress is a press waiting to be settled: at is the tick it counts
// from, seq its seat's number for it (0 for a computer's), legal whether
// the game took it when it came.
type heldPress struct {
	engine.Press[any]
	at, seq int64
	legal   bool
}

// NewAuthority seats the computer players m's record header names and
// returns the game, paced by timing.
func NewAuthority(e *engine.Entry, m engine.Match, timing Timing) (*Authority, error) {
	if timing.Rate <= 0 {
		return nil, errors.New("an authority must be stepped")
	}
	levels, people, err := seating(m.Record().Header)
	if err != nil {
		return nil, err
	}
	a := &Authority{entry: e, m: m, timing: timing, levels: levels, people: people,
		standIn: map[int]*thinker{}, decided: map[int]int{}, own: map[int]int{}}
	a.scanned = len(m.Events())
	if err := a.seat(); err != nil {
		return nil, err
	}
	return a, nil
}

// seating reads the header's seats: each computer seat's level, and the
// seats people play.
func seating(h record.Header) (map[int]engine.Level, engine.SeatSet, error) {
	levels := map[int]engine.Level{}
	var people engine.SeatSet
	for i, s := range h.Seats {
		switch s.Kind {
		case "human":
			people = people.With(i)
		case "bot":
			lv, err := engine.ParseLevel(s.Bot)
			if err != nil {
				return nil, 0, fmt.Errorf("seat %d: %w", i, err)
			}
			levels[i] = lv
		default:
			return nil, 0, fmt.Errorf("seat %d is neither a person nor a computer (%q)", i, s.Kind)
		}
	}
	return levels, people, nil
}

// seat seats the computer players at a.levels: thinkers in a turn-based
// game, the reactors in a real-time one.
func (a *Authority) seat() error {
	seed := a.m.Record().Header.Seed
	if a.m.Clock() != nil {
		p, err := a.entry.Bots(a.m, a.levels, seed)
		if err != nil {
			return err
		}
		st, ok := p.(engine.Settler)
		if !ok {
			return fmt.Errorf("%s's computer players cannot be held to a tick", a.entry.Title)
		}
		a.bots = st
		return nil
	}
	if a.entry.Chooser == nil {
		return fmt.Errorf("%s has no turn-based computer players", a.entry.Title)
	}
	thinkers := make([]*thinker, a.m.Seats())
	for seat, lv := range a.levels {
		if old := a.thinkerOf(seat); old != nil && a.levels[seat] == lv {
			thinkers[seat] = old // thinking already: its answer still counts
			continue
		}
		c, err := a.entry.Chooser(lv, seat, seed)
		if err != nil {
			return err
		}
		thinkers[seat] = &thinker{bot: c, level: lv}
	}
	a.thinkers = thinkers
	return nil
}

// Match is the game itself.
func (a *Authority) Match() engine.Match { return a.m }

// People returns the seats people play now.
func (a *Authority) People() engine.SeatSet { return a.people }

// Now returns the game's clock: its tick, 0 in a turn-based game.
func (a *Authority) Now() int64 {
	if c := a.m.Clock(); c != nil {
		return c.Tick()
	}
	return 0
}

// SetHold makes a real-time game settle each press ticks after the tick
// it is stamped with.
func (a *Authority) SetHold(ticks int64) { a.timing.Hold = max(ticks, 0) }

// ErrNotYours is the refusal of an action for a seat nobody at this screen
// plays.
var ErrNotYours = engine.Illegal("seat", "that seat is not yours to play")

// Act applies a person's decision in a turn-based game.
func (a *Authority) Act(seat int, act any) error {
	if !a.people.Has(seat) {
		return ErrNotYours
	}
	if err := a.m.Apply(seat, act); err != nil {
		return err
	}
	a.decided[seat]++
	a.own[seat]++
	delete(a.standIn, seat) // the person decided before the computer did
	if a.hint.busy && seat == a.hint.seat {
		a.hint.cancel() // the person has decided: the hint is spent
	}
	return nil
}

// Ready says the person in seat has read the round's result: the clock
// goes on once every person has.
func (a *Authority) Ready(seat int) { a.unready = a.unready.Without(seat) }

// Waiting reports whether the clock stands still between rounds for
// people to read the result.
func (a *Authority) Waiting() bool { return a.unready != 0 }

// Holding reports whether a real-time game's clock stands still after a
// settlement while the cards are collected.
func (a *Authority) Holding() bool { return a.pause > 0 }

// Away lets a computer player of level l play seat, a person's seat whose
// player left, until Back.
func (a *Authority) Away(seat int, l engine.Level) error {
	if !a.people.Has(seat) {
		return fmt.Errorf("seat %d is not a person's seat", seat)
	}
	a.levels[seat] = l
	if err := a.seat(); err != nil {
		delete(a.levels, seat)
		return err
	}
	a.people = a.people.Without(seat)
	a.unready = a.unready.Without(seat) // a computer is always ready
	return nil
}

// Back gives seat back to its person, who was away.
func (a *Authority) Back(seat int) error {
	l, ok := a.levels[seat]
	if !ok {
		return fmt.Errorf("seat %d is not a person's seat a computer plays", seat)
	}
	delete(a.levels, seat)
	if err := a.seat(); err != nil {
		a.levels[seat] = l
		return err
	}
	a.people = a.people.With(seat)
	return nil
}

// Step lets the game go on once: in a turn-based game the first computer
// seat to move acts once its decision is in and paced; in a real-time one
// a tick runs with the presses due, unless the clock waits. It reports
// whether the game moved.
func (a *Authority) Step() (bool, error) {
	a.steps++
	if a.m.Over() {
		return false, nil
	}
	if a.bots == nil {
		return a.think()
	}
	if a.wait() {
		return false, nil
	}
	err := a.tick()
	a.watch()
	return true, err
}

// think asks every computer seat to move for its decision, off the loop,
// and applies the first seat's once it is in and has been held the pace.
// Seats act in the order the game lists them, so simultaneous choices land
// in the same order wherever the game is held.
func (a *Authority) think() (bool, error) {
	first := -1
	for _, seat := range a.m.ToMove() {
		t := a.thinkerOf(seat)
		if t == nil {
			continue
		}
		if !t.busy {
			t.ask(a.m.View(seat), a.m.Legal(seat), a.steps)
		}
		if first < 0 {
			first = seat
		}
	}
	if first < 0 {
		return false, nil
	}
	pace := a.timing.paced()
	if a.standIn[first] != nil {
		pace = 0 // the person's time is up: no more waiting
	}
	choice, ok := a.thinkerOf(first).poll(a.steps, pace)
	if !ok {
		return false, nil
	}
	a.decided[first]++
	if a.standIn[first] != nil && a.hint.busy && a.hint.seat == first {
		a.hint.cancel()
	}
	delete(a.standIn, first)
	if err := a.m.Apply(first, choice); err != nil {
		// A computer player's illegal choice is a bug that must not stop
		// the game: say so in the log and play its first legal action.
		log.Printf("%s: computer seat %d chose %v: %v", a.entry.Name, first, choice, err)
		legal := a.m.Legal(first)
		if len(legal) == 0 {
			return false, err
		}
		if err := a.m.Apply(first, legal[0]); err != nil {
			return false, err
		}
	}
	return true, nil
}

func (a *Authority) thinkerOf(seat int) *thinker {
	if t := a.standIn[seat]; t != nil {
		return t
	}
	if seat < 0 || seat >= len(a.thinkers) {
		return nil
	}
	return a.thinkers[seat]
}

// StandIn lets a computer player of level l make the decision seat's
// person is taking too long over, at once (no pace): the seat stays the
// person's, and its next decision is theirs again. Turn-based games only;
// a real-time seat is given to a computer with Away.
func (a *Authority) StandIn(seat int, l engine.Level) error {
	switch {
	case a.bots != nil:
		return fmt.Errorf("%s is played in real time: a computer takes the whole seat", a.entry.Title)
	case !a.people.Has(seat):
		return fmt.Errorf("seat %d is not a person's seat", seat)
	case a.standIn[seat] != nil:
		return nil
	}
	c, err := a.entry.Chooser(l, seat, a.m.Record().Header.Seed)
	if err != nil {
		return err
	}
	a.standIn[seat] = &thinker{bot: c, level: l}
	return nil
}

// Decided returns how many decisions of seat the game has taken, and how
// many of them its person made (the rest a computer made for them).
func (a *Authority) Decided(seat int) (all, own int) { return a.decided[seat], a.own[seat] }

// maxHeld bounds one seat's presses waiting to settle: more than hands
// can press in the longest hold; a flood is refused.
const maxHeld = 32

// errFlood is the refusal of a press beyond maxHeld.
var errFlood = engine.Illegal("flood", "too many presses at once")

// ErrWait is the refusal of a press while the clock stands still after a
// settlement or between rounds: no fault of the person's.
var ErrWait = engine.Illegal("wait", "Wait: the cards are being collected")

// errBeaten is the refusal of a press another one, stamped earlier, beat.
var errBeaten = fmt.Errorf("beaten by an earlier press: %w", engine.ErrLate)

// Press takes a person's press in a real-time game, stamped with the tick
// of the view its person was looking at (at): it settles Hold ticks
// after, with every press of the same stamp, in the game's fair order.
// seq numbers it for the seat; its result comes with TakeSettled.
func (a *Authority) Press(p engine.Press[any], at, seq int64) {
	switch {
	case !a.people.Has(p.Seat):
		a.settled = append(a.settled, Settled{Press: p, Seq: seq, Err: ErrNotYours})
	case a.pause > 0 || a.unready != 0:
		a.settled = append(a.settled, Settled{Press: p, Seq: seq, Err: ErrWait})
	case a.heldOf(p.Seat) >= maxHeld:
		a.settled = append(a.settled, Settled{Press: p, Seq: seq, Err: errFlood})
	default:
		now := a.Now()
		at = max(min(at, now), now-a.timing.Hold)
		a.decided[p.Seat]++ // a press is a sign of life, for a turn clock
		a.own[p.Seat]++
		a.held = append(a.held, heldPress{Press: p, at: at, seq: seq, legal: slices.Contains(a.m.Legal(p.Seat), p.Action)})
	}
}

// TakeSettled returns what became of the people's presses settled (or
// refused) since the last call.
func (a *Authority) TakeSettled() []Settled {
	out := a.settled
	a.settled = nil
	return out
}

// heldOf returns how many of seat's presses wait to settle.
func (a *Authority) heldOf(seat int) int {
	n := 0
	for _, p := range a.held {
		if p.Seat == seat {
			n++
		}
	}
	return n
}

// tick runs one tick of a real-time game: the computers' presses and the
// held presses due settle in the fair order, then the clock advances.
func (a *Authority) tick() error {
	now := a.Now()
	var due []heldPress
	for _, p := range a.bots.Want() {
		due = append(due, heldPress{Press: p, at: now})
	}
	keep := a.held[:0]
	for _, p := range a.held {
		if p.at+a.timing.Hold <= now {
			due = append(due, p)
		} else {
			keep = append(keep, p)
		}
	}
	a.held = keep
	presses := make([]engine.Press[any], len(due))
	for i, p := range due {
		presses[i] = p.Press
	}
	for i, e := range a.bots.Settle(presses) {
		p := due[i]
		if p.seq == 0 {
			continue // a computer's
		}
		if errors.Is(e, engine.ErrIllegal) && p.legal {
			// Legal when it came, beaten by a press stamped earlier
			// that settled meanwhile: too late, as in one tick.
			e = errBeaten
		}
		a.settled = append(a.settled, Settled{Press: p.Press, Seq: p.seq, Err: e})
	}
	return nil
}

// wait reports whether the clock stands still this step, counting it:
// between rounds until the people are ready (at most Interlude), after a
// settlement while the cards are collected.
func (a *Authority) wait() bool {
	if a.unready != 0 {
		a.waited++
		if lim := a.timing.stepsOf(a.timing.Interlude); lim > 0 && a.waited >= lim {
			a.unready = 0
		}
		return a.unready != 0
	}
	if a.pause > 0 {
		a.pause--
		return true
	}
	return false
}

// watch starts a wait when the tick just run ended a round (every person
// must say they are ready) or settled a race whose cards are collected.
func (a *Authority) watch() {
	evs := a.m.Events()
	for _, e := range evs[min(a.scanned, len(evs)):] {
		if a.m.Over() {
			break
		}
		switch d := e.Data.(type) {
		case engine.Interlude:
			a.unready, a.waited = a.people, 0
		case engine.Settlement:
			if d.Settles() {
				a.pause = max(a.pause, a.timing.settleSteps())
			}
		}
	}
	a.scanned = len(evs)
	if a.pause > 0 || a.unready != 0 {
		for _, p := range a.held { // made before the wait began: settled as made too late
			a.settled = append(a.settled, Settled{Press: p.Press, Seq: p.seq, Err: errBeaten})
		}
		a.held = a.held[:0]
	}
}
