package session

import (
	"fmt"
	"log"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// Live is a game played in this process: the people at this screen play
// the human seats, and the game's own computer players (seated through its
// entry, at the levels the record header names) play the rest. A
// turn-based game's computer players think off the frame and are paced so
// people can follow; a real-time game's react every tick.
type Live struct {
	entry  *engine.Entry
	m      engine.Match
	people engine.SeatSet
	sees   engine.SeatSet
	told   told

	// Turn-based: a thinker per computer seat, nil for people.
	thinkers []*thinker
	pace     func() int // frames a computer's move is held so people can follow
	moves    int64      // Move calls so far: the clock the pace counts in

	// Real-time: the computer players and the game's clock.
	players engine.Players
}

// NewLive seats the computer players of m's record header and returns the
// game as this screen plays it. pace says how many frames a computer
// player's decision is held before it shows (nil: none).
func NewLive(e *engine.Entry, m engine.Match, pace func() int) (*Live, error) {
	h := m.Record().Header
	levels, people, err := seating(h)
	if err != nil {
		return nil, err
	}
	l := &Live{entry: e, m: m, people: people, pace: pace}
	l.sees = people
	if people == 0 { // computers only: nobody's secrets to keep
		l.sees = engine.AllSeats(m.Seats())
	}
	l.told = told{know: e.Know, seats: l.sees}
	if m.Clock() != nil {
		if l.players, err = e.Bots(m, levels, h.Seed); err != nil {
			return nil, err
		}
		return l, nil
	}
	if e.Chooser == nil {
		return nil, fmt.Errorf("%s has no turn-based computer players", e.Title)
	}
	l.thinkers = make([]*thinker, m.Seats())
	for seat, lv := range levels {
		c, err := e.Chooser(lv, seat, h.Seed)
		if err != nil {
			return nil, err
		}
		l.thinkers[seat] = &thinker{bot: c}
	}
	return l, nil
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

func (l *Live) Entry() *engine.Entry   { return l.entry }
func (l *Live) Header() record.Header  { return l.m.Record().Header }
func (l *Live) Plays() engine.SeatSet  { return l.people }
func (l *Live) Sees() engine.SeatSet   { return l.sees }
func (l *Live) Events() []engine.Event { return l.told.update(l.m.Events()) }
func (l *Live) Over() bool             { return l.m.Over() }
func (l *Live) Winners() []int         { return l.m.Winners() }
func (l *Live) Record() *record.Record { return l.m.Record() }

// Match is the game itself, for what only the process holding it may do
// (undo, hint, statistics).
func (l *Live) Match() engine.Match { return l.m }

// View returns seat's view when this screen may see it.
func (l *Live) View(seat int) any {
	if !l.sees.Has(seat) {
		return nil
	}
	return l.m.View(seat)
}

// Legal returns what seat may do now, for a seat played here.
func (l *Live) Legal(seat int) []any {
	if !l.people.Has(seat) {
		return nil
	}
	return l.m.Legal(seat)
}

// ErrNotYours is the refusal of an action for a seat nobody at this screen
// plays.
var ErrNotYours = engine.Illegal("seat", "that seat is not yours to play")

// Act applies a person's decision.
func (l *Live) Act(seat int, a any) error {
	if !l.people.Has(seat) {
		return ErrNotYours
	}
	return l.m.Apply(seat, a)
}

// Move lets the first computer seat to move act once its decision is ready
// and paced, and asks the others to start thinking. Seats act in the order
// the game lists them, so simultaneous choices land in a fixed order.
func (l *Live) Move() bool {
	if l.m.Clock() != nil || l.m.Over() {
		return false
	}
	l.moves++
	first := -1
	for _, seat := range l.m.ToMove() {
		t := l.thinkerOf(seat)
		if t == nil {
			continue
		}
		if !t.busy {
			t.ask(l.m.View(seat), l.m.Legal(seat), l.moves)
		}
		if first < 0 {
			first = seat
		}
	}
	if first < 0 {
		return false
	}
	a, ok := l.thinkers[first].poll(l.moves, l.paced())
	if !ok {
		return false
	}
	if err := l.m.Apply(first, a); err != nil {
		// A computer player's illegal choice is a bug that must not stop
		// the game: say so in the log and play its first legal action.
		log.Printf("%s: computer seat %d chose %v: %v", l.entry.Name, first, a, err)
		legal := l.m.Legal(first)
		if len(legal) == 0 || l.m.Apply(first, legal[0]) != nil {
			return false
		}
	}
	return true
}

func (l *Live) thinkerOf(seat int) *thinker {
	if seat < 0 || seat >= len(l.thinkers) {
		return nil
	}
	return l.thinkers[seat]
}

func (l *Live) paced() int {
	if l.pace == nil {
		return 0
	}
	return l.pace()
}

// Tick runs one tick: the computer players' presses and the people's go
// through the game's fair order, then the clock advances.
func (l *Live) Tick(presses []engine.Press[any]) []error {
	if l.players == nil {
		return nil
	}
	errs := make([]error, len(presses))
	mine := make([]engine.Press[any], 0, len(presses))
	at := make([]int, 0, len(presses))
	for i, p := range presses {
		if !l.people.Has(p.Seat) {
			errs[i] = ErrNotYours
			continue
		}
		mine, at = append(mine, p), append(at, i)
	}
	res, err := l.players.Step(mine)
	if err != nil {
		log.Printf("%s: tick: %v", l.entry.Name, err)
	}
	for k, e := range res {
		errs[at[k]] = e
	}
	return errs
}

// Now returns the game's clock, 0 in a turn-based game.
func (l *Live) Now() int64 {
	if c := l.m.Clock(); c != nil {
		return c.Tick()
	}
	return 0
}

// thinker is one computer player deciding off the frame: it is asked with
// its seat's view and legal actions and answers on a channel, so a frame
// never waits for it.
type thinker struct {
	bot   engine.Chooser[any, any]
	ch    chan any
	busy  bool
	asked int64 // the Move call it was asked at
}

func (t *thinker) ask(v any, legal []any, now int64) {
	t.busy, t.asked = true, now
	t.ch = make(chan any, 1)
	ch, bot := t.ch, t.bot
	Off(func() { ch <- bot.Choose(v, legal) })
}

// poll returns the answer once it is in and pace Move calls have passed
// since the question.
func (t *thinker) poll(now int64, pace int) (any, bool) {
	if !t.busy || now-t.asked < int64(pace) {
		return nil, false
	}
	select {
	case a := <-t.ch:
		t.busy = false
		return a, true
	default:
		return nil, false
	}
}

// told is a match's events as a set of seats may know them, masked once
// as they come.
type told struct {
	know  engine.Know
	seats engine.SeatSet
	read  int // the match's events masked so far
	evs   []engine.Event
}

func (t *told) update(all []engine.Event) []engine.Event {
	for _, e := range all[min(t.read, len(all)):] {
		if m, ok := t.know(e, t.seats); ok {
			t.evs = append(t.evs, m)
		}
	}
	t.read = len(all)
	return t.evs
}
