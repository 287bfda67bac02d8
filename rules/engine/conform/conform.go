// Package conform is the one random-play check every engine passes (as
// OpenSpiel runs one random simulation test on every game): seeded random
// legal play to the end, with computer players in some seats and illegal
// actions mixed in. After every action it checks that every card (and
// chip) is in exactly one place; every illegal action is refused with
// ErrIllegal and leaves the game exactly as it was; a seat to move always
// has a legal action; the record so far resumes to the very same game; a
// clone is independent of its original; the game ends; its record
// verifies; and the record with one outcome changed does not. The conformance test runs it on every listed game, and `parlor
// check` runs it at scale.
package conform

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// Options shape one game of the run.
type Options struct {
	Settings engine.Settings
	Seats    int                  // players; 0: the game's usual number
	Bots     map[int]engine.Level // seats played by computer players; the others play at random
	// Illegal is the chance per action to try an illegal one first.
	Illegal float64
	// PressEvery is how many ticks apart, on average, a random seat of a
	// real-time game presses (0: 4, a press every 67 ms).
	PressEvery int
	// MaxActions bounds a turn-based game, MaxTicks a real-time one; a game
	// that has not ended by then fails, unless Unfinished allows it.
	MaxActions int
	MaxTicks   int64
	Unfinished bool
	// CloneEvery is how many actions apart the clone check runs (0: 50).
	// The check replays the record so far, so in a long game the gap grows
	// to a quarter of the actions played: the checks then cost a few
	// replays of the whole game rather than one per CloneEvery actions.
	CloneEvery int
}

// Report counts what one game did and checked.
type Report struct {
	Actions  int   // legal actions applied (presses in real-time games)
	Illegal  int   // illegal actions refused
	Checks   int   // invariant checks passed
	Ticks    int64 // real-time games: ticks played
	Ended    bool  // the game reached its end
	Verified bool  // its record verified, and a changed one did not
}

// Play plays one game of e from seed and checks it throughout. The error
// says what broke, at which action, and never comes from a panic: a panic
// in an engine is caught and reported.
func Play(e *engine.Entry, seed uint64, o Options) (rep Report, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s seed %d: panic after %d actions: %v", e.Name, seed, rep.Actions, p)
		}
	}()
	n := o.Seats
	if n == 0 {
		n = e.Seats
	}
	seats := make([]record.Seat, n)
	for i := range seats {
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "human"}
		if l, ok := o.Bots[i]; ok {
			seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "bot", Bot: l.String()}
		}
	}
	m, err := e.New(o.Settings, seed, seats)
	if err != nil {
		return rep, fmt.Errorf("%s seed %d: new game: %w", e.Name, seed, err)
	}
	players, err := e.Bots(m, o.Bots, seed)
	if err != nil {
		return rep, fmt.Errorf("%s seed %d: seat bots: %w", e.Name, seed, err)
	}
	r := &run{e: e, m: m, players: players, o: o, rng: rand.New(rand.NewPCG(seed, 0xC0FFEE)), rep: &rep}
	if r.o.CloneEvery <= 0 {
		r.o.CloneEvery = 50
	}
	r.clone = r.o.CloneEvery
	if r.o.PressEvery <= 0 {
		r.o.PressEvery = 4
	}
	if err := r.check("the start"); err != nil {
		return rep, fmt.Errorf("%s seed %d: %w", e.Name, seed, err)
	}
	if m.Clock() != nil {
		err = r.realTime()
	} else {
		err = r.turns()
	}
	if err != nil {
		return rep, fmt.Errorf("%s seed %d: %w", e.Name, seed, err)
	}
	rep.Ended = m.Over()
	if !rep.Ended && !o.Unfinished {
		return rep, fmt.Errorf("%s seed %d: %w after %d actions", e.Name, seed, engine.ErrStuck, rep.Actions)
	}
	if rep.Ended {
		if w := m.Winners(); len(w) == 0 {
			return rep, fmt.Errorf("%s seed %d: the game is over with no winner", e.Name, seed)
		}
	}
	if err := r.verify(); err != nil {
		return rep, fmt.Errorf("%s seed %d: %w", e.Name, seed, err)
	}
	rep.Verified = true
	return rep, nil
}

type run struct {
	e       *engine.Entry
	m       engine.Match
	players engine.Players
	o       Options
	rng     *rand.Rand
	rep     *Report
	pool    []any // actions seen legal at some time, to try when they are not
	clone   int   // actions at which the next clone check runs
}

// cloneDue reports whether the clone check is due and, if so, sets the
// next one.
func (r *run) cloneDue() bool {
	if r.rep.Actions < r.clone {
		return false
	}
	r.clone = r.rep.Actions + max(r.o.CloneEvery, r.rep.Actions/4)
	return true
}

func (r *run) check(after string) error {
	if err := r.m.Check(); err != nil {
		return fmt.Errorf("after %s: %w", after, err)
	}
	r.rep.Checks++
	return nil
}

func (r *run) remember(legal []any) {
	for _, a := range legal {
		if len(r.pool) >= 512 {
			return
		}
		if !slices.Contains(r.pool, a) {
			r.pool = append(r.pool, a)
		}
	}
}

func (r *run) turns() error {
	limit := r.o.MaxActions
	if limit <= 0 {
		limit = 100000
	}
	for !r.m.Over() && r.rep.Actions < limit {
		toMove := r.m.ToMove()
		if len(toMove) == 0 {
			return errors.New("nobody is to move in a game that is not over")
		}
		for _, s := range toMove {
			legal := r.m.Legal(s)
			if len(legal) == 0 {
				return fmt.Errorf("seat %d is to move but has no legal action (action %d)", s, r.rep.Actions)
			}
			r.remember(legal)
		}
		seat := toMove[r.rng.IntN(len(toMove))]
		if r.rng.Float64() < r.o.Illegal {
			if err := r.tryIllegal(seat); err != nil {
				return err
			}
		}
		if _, bot := r.o.Bots[seat]; bot {
			before := len(r.m.Events())
			if _, err := r.players.Step(nil); err != nil {
				return fmt.Errorf("bot step at action %d: %w", r.rep.Actions, err)
			}
			r.rep.Actions += countActs(r.m.Events()[before:])
		} else {
			legal := r.m.Legal(seat)
			a := legal[r.rng.IntN(len(legal))]
			if err := r.m.Apply(seat, a); err != nil {
				return fmt.Errorf("seat %d: legal action %v refused: %w", seat, a, err)
			}
			r.rep.Actions++
		}
		if err := r.check(fmt.Sprintf("action %d", r.rep.Actions)); err != nil {
			return err
		}
		if r.cloneDue() {
			if err := r.cloneIndependent(); err != nil {
				return err
			}
		}
	}
	return nil
}

func countActs(evs []engine.Event) int {
	n := 0
	for _, e := range evs {
		if e.Kind == record.Act {
			n++
		}
	}
	return n
}

func (r *run) realTime() error {
	limit := r.o.MaxTicks
	if limit <= 0 {
		limit = 60 * 60 * 60
	}
	clock := r.m.Clock()
	var extra []engine.Press[any]
	for !r.m.Over() && clock.Tick() < limit {
		extra = extra[:0]
		for seat := range r.m.Seats() {
			if _, bot := r.o.Bots[seat]; bot || r.rng.IntN(r.o.PressEvery) != 0 {
				continue
			}
			legal := r.m.Legal(seat)
			r.remember(legal)
			if r.rng.Float64() < r.o.Illegal {
				if err := r.tryIllegal(seat); err != nil {
					return err
				}
			}
			if len(legal) > 0 {
				extra = append(extra, engine.Press[any]{Seat: seat, Action: legal[r.rng.IntN(len(legal))]})
			}
		}
		before := len(r.m.Events())
		errs, err := r.players.Step(extra)
		if err != nil {
			return fmt.Errorf("tick %d: %w", clock.Tick(), err)
		}
		for i, e := range errs {
			// A press chosen at the start of the tick may be made illegal by
			// an earlier press of the same tick (the fair order), or be late.
			if e != nil && !errors.Is(e, engine.ErrIllegal) && !errors.Is(e, engine.ErrLate) {
				return fmt.Errorf("tick %d: seat %d %v: %w", clock.Tick(), extra[i].Seat, extra[i].Action, e)
			}
		}
		acts := countActs(r.m.Events()[before:])
		r.rep.Actions += acts
		r.rep.Ticks = clock.Tick()
		if err := r.check(fmt.Sprintf("tick %d", clock.Tick())); err != nil {
			return err
		}
		if r.cloneDue() {
			if err := r.cloneIndependent(); err != nil {
				return err
			}
		}
	}
	return nil
}

// tryIllegal tries actions seat may not take now and requires each to be
// refused with ErrIllegal and to change nothing.
func (r *run) tryIllegal(seat int) error {
	legal := r.m.Legal(seat)
	var tries []func() (string, error)
	if len(r.pool) > 0 {
		a := r.pool[r.rng.IntN(len(r.pool))]
		if !slices.Contains(legal, a) {
			tries = append(tries, func() (string, error) { return fmt.Sprint(a), r.m.Apply(seat, a) })
		}
	}
	if len(legal) > 0 {
		a := legal[r.rng.IntN(len(legal))]
		bad := []int{-1, r.m.Seats()}
		s := bad[r.rng.IntN(2)]
		tries = append(tries, func() (string, error) { return fmt.Sprintf("%v by seat %d", a, s), r.m.Apply(s, a) })
	}
	junk := junkTokens[r.rng.IntN(len(junkTokens))]
	tries = append(tries, func() (string, error) { return fmt.Sprintf("token %q", junk), r.m.ApplyToken(seat, junk) })
	for _, try := range tries {
		before := r.m.Clone()
		what, err := try()
		if !errors.Is(err, engine.ErrIllegal) {
			return fmt.Errorf("seat %d: %s was not refused as illegal (error %v)", seat, what, err)
		}
		if !reflect.DeepEqual(before.Game(), r.m.Game()) {
			return fmt.Errorf("seat %d: the refused %s changed the game", seat, what)
		}
		r.rep.Illegal++
	}
	return nil
}

var junkTokens = []string{"", "play", "play ZZ", "bid 99", "x y z", "\x00", strings.Repeat("a", 300), "flip flip", "take", "pass pass"}

// cloneIndependent rebuilds the game from its record (a copy that shares
// nothing with it), requires it to equal the game, plays a clone on and
// requires the game still to equal the rebuilt copy.
func (r *run) cloneIndependent() error {
	snapshot, err := r.e.Resume(r.m.Record())
	if err != nil {
		return fmt.Errorf("the record so far does not resume: %w", err)
	}
	// A record holds no idle ticks: a real-time game resumes at its last
	// event, so its clock is brought up to the game's.
	if clock := snapshot.Clock(); clock != nil {
		for clock.Tick() < r.m.Clock().Tick() && !snapshot.Over() {
			clock.Advance()
		}
	}
	if !reflect.DeepEqual(snapshot.Game(), r.m.Game()) {
		return errors.New("the record so far resumes to another game")
	}
	c := r.m.Clone()
	for range 8 {
		if c.Over() {
			break
		}
		if clock := c.Clock(); clock != nil {
			clock.Advance()
			continue
		}
		moving := c.ToMove()
		if len(moving) == 0 {
			break
		}
		seat := moving[r.rng.IntN(len(moving))]
		legal := c.Legal(seat)
		if len(legal) == 0 {
			break
		}
		if err := c.Apply(seat, legal[r.rng.IntN(len(legal))]); err != nil {
			return fmt.Errorf("clone: legal action refused: %w", err)
		}
	}
	if !reflect.DeepEqual(snapshot.Game(), r.m.Game()) {
		return errors.New("playing on a clone changed the original")
	}
	return nil
}

// verify requires the record to verify and to resume to the same game, and
// a copy with one outcome changed to fail.
func (r *run) verify() error {
	rec := r.m.Record()
	back, err := r.e.Resume(rec)
	if err != nil {
		return fmt.Errorf("the game's own record does not verify: %w", err)
	}
	if !reflect.DeepEqual(back.Record(), rec) {
		return errors.New("the record resumes to a game with another record")
	}
	var outcomes []int
	for i, ev := range rec.Events {
		if ev.Kind == record.Outcome {
			outcomes = append(outcomes, i)
		}
	}
	if len(outcomes) == 0 {
		return nil
	}
	i := outcomes[r.rng.IntN(len(outcomes))]
	bad := &record.Record{Header: rec.Header, Events: slices.Clone(rec.Events)}
	data, ok := alter(bad.Events[i].Data)
	if !ok {
		return nil
	}
	bad.Events[i].Data = data
	if _, err := r.e.Resume(bad); err == nil {
		return fmt.Errorf("a record with outcome %d (%s) changed still verifies", i, rec.Events[i].Name)
	}
	return nil
}

// alter changes one value of an outcome's JSON data: a number goes up by
// one, a true turns false, a string gains a letter.
func alter(data json.RawMessage) (json.RawMessage, bool) {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return nil, false
	}
	if !change(&v) {
		return nil, false
	}
	b, err := json.Marshal(v)
	return b, err == nil
}

func change(v *any) bool {
	switch x := (*v).(type) {
	case float64:
		*v = x + 1
		return true
	case bool:
		*v = !x
		return true
	case string:
		*v = x + "Z"
		return true
	case []any:
		for i := range x {
			if change(&x[i]) {
				return true
			}
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			e := x[k]
			if change(&e) {
				x[k] = e
				return true
			}
		}
	}
	return false
}
