package session

import (
	"parlor/rules/engine"
	"parlor/rules/record"
)

// Source is where a session's game comes from: Live, Playback or Remote.
type Source interface {
	// Entry is the game in the one list of games.
	Entry() *engine.Entry
	// Header is the record header: options, seed and the seats by name
	// and kind.
	Header() record.Header
	// Plays returns the seats the people at this screen play.
	Plays() engine.SeatSet
	// Sees returns the seats whose knowledge this screen shows: the
	// people's, or every seat when nobody here plays a seat's secrets.
	Sees() engine.SeatSet
	// Events returns what happened so far as Sees may know it, in order;
	// the slice only grows. A table keeps how many it has shown.
	Events() []engine.Event
	// View returns seat's view (the game's View type) for a seat in
	// Sees, nil for any other.
	View(seat int) any
	// Legal returns what seat, one of Plays, may do now.
	Legal(seat int) []any
	// Act applies a person's decision in a turn-based game. A refusal
	// wraps engine.ErrIllegal and says why in words (engine.Explain).
	Act(seat int, a any) error
	// Move lets a turn-based game go on by itself, one action at most:
	// a computer player's decision once it is ready and paced, the
	// record's next action, what the server sent. It reports whether
	// the game moved.
	Move() bool
	// Tick runs one tick of a real-time game with the presses of the
	// people at this screen, and returns each press's result in order.
	Tick(presses []engine.Press[any]) []error
	// Now is a real-time game's clock (0 in a turn-based game).
	Now() int64
	Over() bool
	Winners() []int
	// Record returns the game's record so far.
	Record() *record.Record
}
