// Package engine is the one contract every Parlor game engine implements,
// and what is written once on top of it: the illegal-action error, bot
// levels and seeds, the typed event log that is also the game's record,
// the bot loop, record verification, game options and a type-erased Match
// for code that handles every game alike (the games list, sim, verify, the
// conformance test, saves and history).
//
// A game is a value G of its own type with a View type V and an Action type
// A (OpenSpiel's State, as generics):
//
//	Seats() int                 // players in this game
//	ToMove() []int              // seats that must act now (simultaneous bids: several)
//	Legal(seat int) []A         // what seat may do now
//	Apply(seat int, a A) error  // wraps ErrIllegal; the game is unchanged on error
//	View(seat int) V            // all that seat may know; bots and the UI see only this
//	Over() bool
//	Winners() []int             // every winning seat once over (G4: several share)
//	Clone() G                   // independent of the original
//	Check() error               // every card (and chip) is in exactly one place
//	Events() []Event            // what happened, typed, in order (the engine's own record)
//	Record() *record.Record     // the same, as a record
//
// Real-time games (Spit, SpeedOh) add a clock (Clocked): Apply acts at the
// current tick and Advance moves the clock one tick.
//
// Outcomes are typed: the engine appends an Event for every chance outcome
// (a deal, a flip), every action and every outcome it derives (a trick won,
// a hand scored, a slap settled), with the game's own Go value as Data. The
// UI reads these values; the record is their JSON encoding. Nothing reads
// outcomes back from strings.
package engine
