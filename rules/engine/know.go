package engine

import "math/bits"

// SeatSet is a set of seats, a bit each: the seats whose knowledge an
// event is told to (the person at the table; both people sharing a
// keyboard; every seat, for a replay with every hand face up).
type SeatSet uint16

// OneSeat returns the set holding only seat.
func OneSeat(seat int) SeatSet { return SeatSet(1) << uint(seat) }

// AllSeats returns the set of seats 0 to n-1.
func AllSeats(n int) SeatSet { return SeatSet(1)<<uint(n) - 1 }

// Has reports whether seat is in the set.
func (s SeatSet) Has(seat int) bool { return seat >= 0 && seat < 16 && s&OneSeat(seat) != 0 }

// With returns the set with seat added.
func (s SeatSet) With(seat int) SeatSet { return s | OneSeat(seat) }

// Without returns the set with seat taken out.
func (s SeatSet) Without(seat int) SeatSet { return s &^ OneSeat(seat) }

// Len returns the number of seats in the set.
func (s SeatSet) Len() int { return bits.OnesCount16(uint16(s)) }

// List returns the seats in the set, lowest first.
func (s SeatSet) List() []int {
	var out []int
	for seat := range 16 {
		if s.Has(seat) {
			out = append(out, seat)
		}
	}
	return out
}

// Know is a game's statement, made once, of what seats may know of an
// event when it happens: e itself when it shows nothing they may not see;
// a copy with what they may not see taken out (another seat's cards in a
// deal, a secret bid before it is revealed), its Data a value of the
// game's own types; or ok false when they learn nothing of it at all. The
// tables, the computer players and the network are only ever handed what
// Know lets through.
type Know func(e Event, seats SeatSet) (seen Event, ok bool)

// Public is the Know of a game that hides nothing in its events.
func Public(e Event, _ SeatSet) (Event, bool) { return e, true }

// Spectator is the seat of someone watching a table they do not play at:
// View(Spectator) is what anyone may know (no hand, no secret bid), and
// Know(e, 0) what they are told of each event.
const Spectator = -1
