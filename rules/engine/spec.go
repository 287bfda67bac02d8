package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"parlor/rules/record"
)

// Info is what the menu, sim and verify know of a game before one is played.
type Info struct {
	Name     string // in records and on the command line: "speedrun"
	Title    string // for players: "Speed Run"
	MinSeats int
	MaxSeats int
	// Seats is the usual number of players: the setup screen's first
	// choice and sim's when -bots names one level.
	Seats   int
	Options []Option
	// Levels are the computer players the game offers, weakest first;
	// DefaultBots seats sim when -bots is not given.
	Levels      []Level
	DefaultBots []Level
	Unit        string // what one deal is called: "hand", "round"
	RealTime    bool   // played on a clock (Spit, SpeedOh)
	// MaxTicks stops a computer-only real-time game that has not ended
	// after this many ticks (sim, tests); 0: the game always ends.
	MaxTicks int64
	// Columns name the per-seat counters of Tally, for sim's summary.
	Columns []string
	// ScorePerUnit: sim divides scores by hands (Speed Run), else by games.
	ScorePerUnit bool
	// Score names the game's score (Tally) for players: "Total", "Chips",
	// "Cards left"; LowerIsBetter ranks a lower score higher.
	Score         string
	LowerIsBetter bool
	// Gain words a difference in the adviser's Values for players, as a
	// format for one number: "expected score %.1f better this hand".
	Gain string
	// AdviserLevel is the level of the player that gives hints and
	// analyses (Spec.Adviser), named in the analysis' sentences.
	AdviserLevel Level
}

// Option returns the option with key, and whether the game has it.
func (i *Info) Option(key string) (Option, bool) {
	for _, o := range i.Options {
		if o.Key == key {
			return o, true
		}
	}
	return Option{}, false
}

// CheckSeats reports whether n players make a game.
func (i *Info) CheckSeats(n int) error {
	if n < i.MinSeats || n > i.MaxSeats {
		if i.MinSeats == i.MaxSeats {
			return fmt.Errorf("%s is for %d players, not %d", i.Title, i.MinSeats, n)
		}
		return fmt.Errorf("%s is for %d to %d players, not %d", i.Title, i.MinSeats, i.MaxSeats, n)
	}
	return nil
}

// Spec is one game described to the code that handles every game alike,
// with its types: each engine package declares one and rules/games lists
// them. Exactly one of Chooser and Reactor is set.
type Spec[G Game[G, V, A], V any, A Action] struct {
	Info
	// New starts a game from chosen settings, a seed and its seats.
	New func(s Settings, seed uint64, seats []record.Seat) (G, error)
	// Open starts a game from a record header (Resume replays the rest).
	Open Open[G]
	// Opener, when set, chooses the Open for a whole record: a game whose
	// older records need more than their header to say how they are read
	// (Spellcraft: a record without a rules version). nil: Open.
	Opener func(rec *record.Record) Open[G]
	Parse  func(string) (A, error)
	// Chooser returns a turn-based computer player of a level for seat.
	Chooser func(l Level, seat int, seed uint64) Chooser[V, A]
	// Reactor returns a real-time computer player of a level for seat.
	Reactor func(l Level, seat int, seed uint64) Reactor[V, A]
	// Tally returns a game's figures; nil: only who won.
	Tally func(g G) Tally
	// Progress says how far a game in progress is, for the Continue list:
	// "hand 4 of 9". nil: nothing is said.
	Progress func(g G) string
	// Figures are seat's statistics of a finished game beyond winning
	// (engine.Figure); nil: none.
	Figures func(g G, seat int) []Figure
	// Adviser returns the player that gives hints and analyses finished
	// games (turn-based games: Hard at its usual budget); nil: none.
	Adviser func(seed uint64) Adviser[V, A]
	// Clearly is the smallest expected difference, in the adviser's
	// Values, that analysis calls a clearly better choice.
	Clearly float64
	// Know says what a set of seats may know of each event; nil: every
	// event is public.
	Know Know
	// Data lists a value of every type an event's Data may hold besides
	// the Action (masked ones included), so that a message carrying them
	// can be decoded (game/session's wire).
	Data []any
	// Rematch returns the options of the next game the same people play
	// at the table: g's, with the first start player (forehand, dealer)
	// the seat after g's first; nil: g's own, its first drawn anew.
	Rematch func(g G) any
	// Predict returns the view as it will be once press a is applied, for
	// what can be known from the view alone (a real-time table across a
	// network shows its own press at once); false: nothing to show yet.
	Predict func(v V, a A) (V, bool)
}

// rematch is Entry.Rematch of the game s describes.
func rematch[G Game[G, V, A], V any, A Action](s *Spec[G, V, A], m Match) (record.Header, error) {
	old := m.Record().Header
	h := record.Header{Format: old.Format, Version: old.Version, Game: old.Game, Options: old.Options,
		Seats: slices.Clone(old.Seats)}
	g, ok := m.Game().(G)
	if !ok {
		return h, fmt.Errorf("%s: not a game of %s", m.Name(), s.Title)
	}
	if s.Rematch != nil {
		b, err := json.Marshal(s.Rematch(g))
		if err != nil {
			return h, err
		}
		h.Options = b
	}
	return h, nil
}

// Resume verifies rec and returns the typed game where it stops.
func (s *Spec[G, V, A]) Resume(rec *record.Record) (G, error) {
	return Resume(rec, s.Name, s.open(rec), s.Parse)
}

// open returns the Open that reads rec.
func (s *Spec[G, V, A]) open(rec *record.Record) Open[G] {
	if s.Opener != nil {
		return s.Opener(rec)
	}
	return s.Open
}

// Entry is a game in the one list of games, its types erased.
type Entry struct {
	Info
	// New starts a game: settings (missing keys take defaults), seed, seats.
	New func(s Settings, seed uint64, seats []record.Seat) (Match, error)
	// Resume verifies a record and returns the game where it stops.
	Resume func(rec *record.Record) (Match, error)
	// Open starts the game a record header describes, before any action
	// (the same options and seats: Play again with a new seed).
	Open func(h record.Header) (Match, error)
	// Rematch returns the header of the next game the same people play
	// at m's table (Spec.Rematch), without a seed.
	Rematch func(m Match) (record.Header, error)
	// Bots seats computer players: levels maps seats to their level;
	// seats not in it are left to the caller. Seeds come from BotSeed.
	Bots func(m Match, levels map[int]Level, seed uint64) (Players, error)
	// Chooser returns the turn-based computer player of level for seat,
	// seeded from the game's seed as Bots seeds it, its types erased, for
	// a table that lets it think off the frame; nil in a real-time game.
	Chooser func(l Level, seat int, seed uint64) (Chooser[any, any], error)
	// Reactor is Chooser's real-time twin; nil in a turn-based game.
	Reactor func(l Level, seat int, seed uint64) (Reactor[any, any], error)
	// Progress says how far m is ("hand 4 of 9"), "" when the game says
	// nothing.
	Progress func(m Match) string
	// Figures returns seat's own statistics of a finished game.
	Figures func(m Match, seat int) []Figure
	// Advise asks the game's adviser what seat should do now; nil when
	// the game has none (real-time games).
	Advise func(m Match, seat int, names []string, seed uint64) (Advice[any], error)
	// Analyse lists seat's clearly weaker decisions in a finished game's
	// record (see engine.Analyse); nil when the game has no adviser.
	Analyse func(ctx context.Context, rec *record.Record, seat int, names []string,
		progress func(done, total int)) ([]Finding[any], error)
	// Know says what a set of seats may know of an event (never nil).
	Know Know
	// Data lists a value of every type a message about this game may
	// carry: its View, its Action and every event Data.
	Data []any
	// Predict is Spec.Predict erased; nil when the game predicts nothing.
	Predict func(view, action any) (any, bool)
	// Parse reads an action from its record token (Spec.Parse erased).
	Parse func(tok string) (any, error)
}

// Verify checks a record as Resume does.
func (e *Entry) Verify(rec *record.Record) error {
	_, err := e.Resume(rec)
	return err
}

// Players are computer players seated at a Match.
type Players interface {
	// Step lets the computer players act once. Turn-based: every bot seat
	// in ToMove chooses and acts, and extra is not allowed. Real-time:
	// the bots' presses of this tick and the extra presses go through the
	// tick's fair order, then the clock advances one tick. It returns the
	// results of the extra presses, in their order.
	Step(extra []Press[any]) ([]error, error)
}

// Settler is the Players of a real-time game taken apart, for a host that
// settles presses some ticks after they are made (a table across a
// network waits for its slower links): Want is the computers' presses
// made now, Settle one tick's presses in the fair order, then the clock.
// Step(extra) is Settle(Want() then extra).
type Settler interface {
	Players
	// Want returns the computers' presses this tick; call it once a tick.
	Want() []Press[any]
	// Settle applies presses as one tick (the fair order) and advances
	// the clock; it returns each press's result, in their order.
	Settle(presses []Press[any]) []error
}

// Entry erases s for the list of games.
func (s *Spec[G, V, A]) Entry() *Entry {
	e := s.entry()
	if s.Progress != nil {
		e.Progress = func(m Match) string {
			if g, ok := m.Game().(G); ok {
				return s.Progress(g)
			}
			return ""
		}
	}
	if s.Figures != nil {
		e.Figures = func(m Match, seat int) []Figure {
			if g, ok := m.Game().(G); ok {
				return s.Figures(g, seat)
			}
			return nil
		}
	}
	if s.Adviser != nil {
		e.Advise = s.advise
		e.Analyse = s.analyse
	}
	e.Know = s.Know
	if e.Know == nil {
		e.Know = Public
	}
	var view V
	var act A
	e.Data = append([]any{view, act}, s.Data...)
	if s.Predict != nil {
		e.Predict = s.predict
	}
	return e
}

func (s *Spec[G, V, A]) predict(view, action any) (any, bool) {
	v, ok := view.(V)
	a, aok := action.(A)
	if !ok || !aok {
		return view, false
	}
	return s.Predict(v, a)
}

func (s *Spec[G, V, A]) advise(m Match, seat int, names []string, seed uint64) (Advice[any], error) {
	g, ok := m.Game().(G)
	if !ok {
		return Advice[any]{}, fmt.Errorf("%s: a %T is not this game", s.Name, m.Game())
	}
	legal := g.Legal(seat)
	if len(legal) == 0 {
		return Advice[any]{}, fmt.Errorf("%s: seat %d has nothing to decide now", s.Name, seat)
	}
	a := s.Adviser(seed).Advise(g.View(seat), legal, names)
	return Advice[any]{Best: a.Best, Why: a.Why, Values: a.Values}, nil
}

func (s *Spec[G, V, A]) analyse(ctx context.Context, rec *record.Record, seat int, names []string,
	progress func(done, total int)) ([]Finding[any], error) {
	fs, err := Analyse(ctx, rec, s.Name, s.open(rec), s.Parse, s.Adviser(rec.Header.Seed), seat, names, s.Clearly, progress)
	out := make([]Finding[any], len(fs))
	for i, f := range fs {
		out[i] = Finding[any]{Event: f.Event, Chosen: f.Chosen, Best: f.Best, Loss: f.Loss, Why: f.Why}
	}
	return out, err
}

func (s *Spec[G, V, A]) entry() *Entry {
	return &Entry{
		Info: s.Info,
		New: func(st Settings, seed uint64, seats []record.Seat) (Match, error) {
			if err := CheckSettings(s.Options, st); err != nil {
				return nil, err
			}
			if err := s.CheckSeats(len(seats)); err != nil {
				return nil, err
			}
			g, err := s.New(st, seed, seats)
			if err != nil {
				return nil, err
			}
			return Erase(g, s), nil
		},
		Resume: func(rec *record.Record) (Match, error) {
			g, err := s.Resume(rec)
			if err != nil {
				return nil, err
			}
			return Erase(g, s), nil
		},
		Rematch: func(m Match) (record.Header, error) { return rematch(s, m) },
		Open: func(h record.Header) (Match, error) {
			g, err := s.Open(h)
			if err != nil {
				return nil, err
			}
			if len(h.Seats) != g.Seats() {
				return nil, fmt.Errorf("%s: the header lists %d seats; this game seats %d", s.Name, len(h.Seats), g.Seats())
			}
			return Erase(g, s), nil
		},
		Parse: func(tok string) (any, error) {
			a, err := s.Parse(strings.TrimSpace(tok))
			if err != nil {
				return nil, err
			}
			return a, nil
		},
		Bots:    s.bots,
		Chooser: s.chooser(),
		Reactor: s.reactor(),
	}
}

// chooser returns Entry.Chooser, nil for a real-time game.
func (s *Spec[G, V, A]) chooser() func(Level, int, uint64) (Chooser[any, any], error) {
	if s.Chooser == nil {
		return nil
	}
	return func(l Level, seat int, seed uint64) (Chooser[any, any], error) {
		if !slices.Contains(s.Levels, l) {
			return nil, fmt.Errorf("%w: %s has no %s computer player", ErrNoBot, s.Title, l)
		}
		return erasedChooser[V, A]{s.Chooser(l, seat, BotSeed(seed, seat))}, nil
	}
}

// reactor returns Entry.Reactor, nil for a turn-based game.
func (s *Spec[G, V, A]) reactor() func(Level, int, uint64) (Reactor[any, any], error) {
	if s.Reactor == nil {
		return nil
	}
	return func(l Level, seat int, seed uint64) (Reactor[any, any], error) {
		if !slices.Contains(s.Levels, l) {
			return nil, fmt.Errorf("%w: %s has no %s computer player", ErrNoBot, s.Title, l)
		}
		return erasedReactor[V, A]{s.Reactor(l, seat, BotSeed(seed, seat))}, nil
	}
}

// erasedReactor is a typed real-time computer player behind
// Reactor[any, any].
type erasedReactor[V, A any] struct{ r Reactor[V, A] }

func (e erasedReactor[V, A]) Tick(v any) (any, bool) {
	tv, ok := v.(V)
	if !ok {
		return nil, false
	}
	return e.r.Tick(tv)
}

// EraseChooser puts a typed computer player behind Chooser[any, any], as
// the games' own levels are: tools that seat a player of their own (parlor
// sim's measuring stick) use it.
func EraseChooser[V, A any](c Chooser[V, A]) Chooser[any, any] { return erasedChooser[V, A]{c} }

// erasedChooser is a typed computer player behind Chooser[any, any].
type erasedChooser[V, A any] struct{ c Chooser[V, A] }

func (e erasedChooser[V, A]) Choose(v any, legal []any) any {
	tv, ok := v.(V)
	if !ok {
		panic(fmt.Sprintf("engine: a %T is not this game's view", v))
	}
	typed := make([]A, 0, len(legal))
	for _, a := range legal {
		if ta, ok := a.(A); ok {
			typed = append(typed, ta)
		}
	}
	return e.c.Choose(tv, typed)
}

// ErrNoBot is returned when a game does not offer a level for a seat.
var ErrNoBot = errors.New("no such computer player")

func (s *Spec[G, V, A]) bots(m Match, levels map[int]Level, seed uint64) (Players, error) {
	g, ok := m.Game().(G)
	if !ok {
		return nil, fmt.Errorf("%s: a %T is not this game", s.Name, m.Game())
	}
	for seat, l := range levels {
		if seat < 0 || seat >= g.Seats() {
			return nil, fmt.Errorf("%s: no seat %d", s.Name, seat)
		}
		if !slices.Contains(s.Levels, l) {
			return nil, fmt.Errorf("%w: %s has no %s computer player", ErrNoBot, s.Title, l)
		}
	}
	if s.Reactor != nil {
		p := &reactors[G, V, A]{g: g, bots: make([]Reactor[V, A], g.Seats())}
		for seat, l := range levels {
			p.bots[seat] = s.Reactor(l, seat, BotSeed(seed, seat))
		}
		return p, nil
	}
	p := &choosers[G, V, A]{g: g, bots: make([]Chooser[V, A], g.Seats())}
	for seat, l := range levels {
		p.bots[seat] = s.Chooser(l, seat, BotSeed(seed, seat))
	}
	return p, nil
}

type choosers[G Game[G, V, A], V any, A Action] struct {
	g    G
	bots []Chooser[V, A]
}

func (p *choosers[G, V, A]) Step(extra []Press[any]) ([]error, error) {
	if len(extra) > 0 {
		return nil, errors.New("extra presses are for real-time games")
	}
	_, err := Turn(p.g, p.bots)
	return nil, err
}

type reactors[G Game[G, V, A], V any, A Action] struct {
	g       G
	bots    []Reactor[V, A]
	presses []Press[A] // the bots' presses, reused
	batch   []Press[A] // one tick's presses, reused
}

func (p *reactors[G, V, A]) Step(extra []Press[any]) ([]error, error) {
	if _, ok := any(p.g).(RealTime[A]); !ok {
		return nil, fmt.Errorf("%T has no clock", p.g)
	}
	want := p.Want()
	errs := p.Settle(append(want, extra...))
	return errs[len(want):], nil
}

func (p *reactors[G, V, A]) Want() []Press[any] {
	p.presses = BotPresses(p.g, p.bots, p.presses[:0])
	out := make([]Press[any], len(p.presses))
	for i, b := range p.presses {
		out[i] = Press[any]{Seat: b.Seat, Action: b.Action}
	}
	return out
}

func (p *reactors[G, V, A]) Settle(presses []Press[any]) []error {
	rt, ok := any(p.g).(RealTime[A])
	errs := make([]error, len(presses))
	if !ok {
		for i := range errs {
			errs[i] = fmt.Errorf("%T has no clock", p.g)
		}
		return errs
	}
	typed := make([]Press[A], 0, len(presses))
	from := make([]int, 0, len(presses)) // typed press -> presses index
	for i, x := range presses {
		a, ok := x.Action.(A)
		if !ok {
			errs[i] = Illegal("action", "that is not a move of this game (%T)", x.Action)
			continue
		}
		typed = append(typed, Press[A]{Seat: x.Seat, Action: a})
		from = append(from, i)
	}
	var res []PressResult[A]
	res, p.batch = tickStep(p.g, rt, nil, typed, p.batch)
	for _, r := range res {
		errs[from[r.Index]] = r.Err
	}
	return errs
}

// PlayBots plays m to its end with a computer player in every seat,
// levels[i] in seat i (a real-time game stops at MaxTicks if it has not
// ended). sim and the tests play whole games with it.
func (e *Entry) PlayBots(m Match, levels []Level, seed uint64) error {
	if len(levels) != m.Seats() {
		return fmt.Errorf("%s: %d levels for %d seats", e.Name, len(levels), m.Seats())
	}
	seated := make(map[int]Level, len(levels))
	for i, l := range levels {
		seated[i] = l
	}
	p, err := e.Bots(m, seated, seed)
	if err != nil {
		return err
	}
	clock := m.Clock()
	for !m.Over() {
		if clock != nil && e.MaxTicks > 0 && clock.Tick() >= e.MaxTicks {
			return nil
		}
		before := len(m.Events())
		if _, err := p.Step(nil); err != nil {
			return err
		}
		if clock == nil && len(m.Events()) == before {
			return fmt.Errorf("%w: nobody acted", ErrStuck)
		}
	}
	return nil
}
