package engine

import (
	"fmt"
	"strings"

	"parlor/rules/record"
)

// Match is a game in progress with its types erased, for the code that
// handles every game alike: the games list, sim, verify, the conformance
// run, saves and history. A game's own table uses Game() to get the typed
// value back.
type Match interface {
	Name() string // the game's name in records
	Seats() int
	ToMove() []int
	// Awaits returns the seats the game cannot go on without now: those
	// in ToMove in a turn-based game; in a real-time one the seats whose
	// press nothing else will replace (Awaiter), none when it does not say.
	Awaits() []int
	Legal(seat int) []any
	// View returns what seat may know: the game's View value.
	View(seat int) any
	Apply(seat int, a any) error
	// ApplyToken applies an action given as its record token.
	ApplyToken(seat int, tok string) error
	Over() bool
	Winners() []int
	Clone() Match
	Check() error
	Events() []Event
	Record() *record.Record
	// Clock is the real-time clock, nil in a turn-based game.
	Clock() Clocked
	// Game returns the typed game (a *speedrun.Game, ...).
	Game() any
	// Tally returns the game's figures so far (final once it is over).
	Tally() Tally
}

// Tally is a game's result in figures, for sim's summary and the
// statistics screen.
type Tally struct {
	Units int         // hands (rounds) played: sim divides per-hand figures by it
	Seats []SeatTally // one per seat
}

// SeatTally is one seat's figures.
type SeatTally struct {
	// Win is the seat's share of the victory: 1 alone, 1/k in a k-way
	// shared victory (G4), else 0.
	Win   float64
	Score float64 // the game's score (Speed Run: total, lower is better)
	Stats []int   // the game's own counters, named by Info.Columns
}

// WinShares returns Tally seats with every winner's share of the victory
// set, for n seats.
func WinShares(n int, winners []int) []SeatTally {
	out := make([]SeatTally, n)
	for _, w := range winners {
		if w >= 0 && w < n {
			out[w].Win = 1 / float64(len(winners))
		}
	}
	return out
}

// erased is the Match of a typed game.
type erased[G Game[G, V, A], V any, A Action] struct {
	g    G
	spec *Spec[G, V, A]
}

// Erase returns g as a Match described by spec.
func Erase[G Game[G, V, A], V any, A Action](g G, spec *Spec[G, V, A]) Match {
	return &erased[G, V, A]{g: g, spec: spec}
}

func (m *erased[G, V, A]) Name() string      { return m.spec.Name }
func (m *erased[G, V, A]) Seats() int        { return m.g.Seats() }
func (m *erased[G, V, A]) ToMove() []int     { return m.g.ToMove() }
func (m *erased[G, V, A]) Over() bool        { return m.g.Over() }
func (m *erased[G, V, A]) Winners() []int    { return m.g.Winners() }
func (m *erased[G, V, A]) Check() error      { return m.g.Check() }
func (m *erased[G, V, A]) Events() []Event   { return m.g.Events() }
func (m *erased[G, V, A]) Game() any         { return m.g }
func (m *erased[G, V, A]) View(seat int) any { return m.g.View(seat) }

func (m *erased[G, V, A]) Record() *record.Record { return m.g.Record() }

func (m *erased[G, V, A]) Clone() Match { return &erased[G, V, A]{g: m.g.Clone(), spec: m.spec} }

func (m *erased[G, V, A]) Legal(seat int) []any {
	legal := m.g.Legal(seat)
	out := make([]any, len(legal))
	for i, a := range legal {
		out[i] = a
	}
	return out
}

func (m *erased[G, V, A]) Apply(seat int, a any) error {
	ta, ok := a.(A)
	if !ok {
		return Illegal("action", "that is not a move of %s (%T)", m.spec.Title, a)
	}
	return m.g.Apply(seat, ta)
}

func (m *erased[G, V, A]) ApplyToken(seat int, tok string) error {
	a, err := m.spec.Parse(strings.TrimSpace(tok))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrIllegal, err)
	}
	return m.g.Apply(seat, a)
}

func (m *erased[G, V, A]) Awaits() []int {
	if w, ok := any(m.g).(Awaiter); ok {
		return w.Awaits()
	}
	if m.Clock() != nil {
		return nil
	}
	return m.g.ToMove()
}

func (m *erased[G, V, A]) Clock() Clocked {
	c, _ := any(m.g).(Clocked)
	return c
}

func (m *erased[G, V, A]) Tally() Tally {
	if m.spec.Tally == nil {
		return Tally{Seats: WinShares(m.g.Seats(), m.g.Winners())}
	}
	return m.spec.Tally(m.g)
}
