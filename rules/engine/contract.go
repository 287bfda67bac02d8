package engine

import "parlor/rules/record"

// Action is what a seat does: a small comparable value with a record token.
type Action interface {
	comparable
	String() string
}

// Game is the contract of every engine: G is the game's own type (so Clone
// returns it), V its View and A its Action. See the package doc.
type Game[G any, V any, A Action] interface {
	Seats() int
	ToMove() []int
	Legal(seat int) []A
	Apply(seat int, a A) error
	View(seat int) V
	Over() bool
	Winners() []int
	Clone() G
	Check() error
	Events() []Event
	Record() *record.Record
}

// Clocked is a real-time game's clock: 60 ticks a second. Apply acts at
// the current tick; Advance moves the clock one tick and settles what is
// due (windows closing, countdowns running out).
type Clocked interface {
	Tick() int64
	Advance()
}

// Chooser is a turn-based computer player: from its seat's view it picks
// one of the legal actions. It thinks on a budget counted in samples or
// iterations, never in wall-clock time, so a seed reproduces its choices.
type Chooser[V, A any] interface {
	Choose(v V, legal []A) A
}

// Reactor is a real-time computer player: it is shown its seat's view every
// tick and presses when its reaction-time model says so.
type Reactor[V, A any] interface {
	Tick(v V) (A, bool)
}
