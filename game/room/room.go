// Package room holds an online table as the server keeps it: who sits
// where, the game once the host starts it, and a computer sitting in for
// a person who left. It knows nothing of the network: the server's match
// hands it what arrived, calls Tick at its tick rate and sends what Take
// returns. Hidden information stays with the session's Host: each person
// is sent only their own seat's side of the game.
package room

import (
	"errors"
	"fmt"
	"slices"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
)

// Op says what a message between a table and the server carries.
type Op int64

const (
	// OpGame carries the table session's messages (session.Codec), both
	// ways.
	OpGame Op = 1
	// OpRoom carries the table's State (JSON) to each person, and a
	// person's Request (JSON) to the server.
	OpRoom Op = 2
	// OpSay carries a quick message (Said, JSON) to everyone.
	OpSay Op = 3
)

// Phases of a table.
const (
	Waiting = "waiting" // seats filling; the host starts
	Playing = "playing"
	Over    = "over"
	// Closed is a quick table that not everyone the matchmaker found
	// came to in time: nobody plays at it.
	Closed = "closed"
)

// Seat kinds in a Plan and a State.
const (
	Friend   = "friend"   // a seat for a person who joins
	Computer = "computer" // a computer player's seat
)

// PlanSeat is one seat as the table's creator chose it.
type PlanSeat struct {
	Kind  string `json:"kind"`            // Friend or Computer
	Level string `json:"level,omitempty"` // a computer's level
	// Name is a computer's name: the name of a friend's seat left open
	// when the game starts, which a computer then plays.
	Name string `json:"name,omitempty"`
}

// Plan is a table as its creator chose it.
type Plan struct {
	Game     string          `json:"game"`
	Settings engine.Settings `json:"settings,omitempty"`
	Seats    []PlanSeat      `json:"seats"`
	// Listed shows the table in everyone's lobby (without its code);
	// else it is private: joined only with its invite code.
	Listed bool `json:"listed,omitempty"`
	// Clock is the table's turn clock (ClockOff, ClockRelaxed,
	// ClockTimed).
	Clock string `json:"clock,omitempty"`
	// Rated: the table's games change its people's ratings (quick match
	// tables are); else it is friendly and nobody's rating moves.
	Rated bool `json:"rated,omitempty"`
}

// cleaned is the plan with its computers' names cleaned (CleanName); a
// name with nothing left is the computer's own ("Computer 2").
func (p Plan) cleaned() Plan {
	p.Seats = slices.Clone(p.Seats)
	for i := range p.Seats {
		p.Seats[i].Name = cleanName(p.Seats[i].Name)
	}
	return p
}

// Check refuses a plan no game could be started from, saying why.
func (p Plan) Check() (*engine.Entry, error) {
	e, ok := games.Lookup(p.Game)
	if !ok {
		return nil, fmt.Errorf("there is no game called %q", p.Game)
	}
	if err := e.CheckSeats(len(p.Seats)); err != nil {
		return nil, err
	}
	if err := checkClock(p.Clock); err != nil {
		return nil, err
	}
	friends := 0
	for i, s := range p.Seats {
		switch s.Kind {
		case Friend:
			friends++
			if l, err := engine.ParseLevel(s.Level); s.Level != "" && (err != nil || !slices.Contains(e.Levels, l)) {
				return nil, fmt.Errorf("seat %d: %s has no computer player called %q", i+1, e.Title, s.Level)
			}
		case Computer:
			l, err := engine.ParseLevel(s.Level)
			if err != nil || !slices.Contains(e.Levels, l) {
				return nil, fmt.Errorf("seat %d: %s has no computer player called %q", i+1, e.Title, s.Level)
			}
		default:
			return nil, fmt.Errorf("seat %d is neither a friend's nor a computer's (%q)", i+1, s.Kind)
		}
	}
	if friends == 0 {
		return nil, errors.New("a table online needs at least one seat for a person")
	}
	if p.Rated && friends < 2 {
		return nil, errors.New("a rated table needs seats for at least two people: computers are not rated")
	}
	if _, err := e.New(p.Settings, 1, p.seats(nil)); err != nil {
		return nil, err
	}
	return e, nil
}

// seats are the record's seats: the people sitting (names by seat), a
// computer in every other seat.
func (p Plan) seats(people map[int]string) []record.Seat {
	out := make([]record.Seat, len(p.Seats))
	for i, s := range p.Seats {
		if name, ok := people[i]; ok {
			out[i] = record.Seat{Name: name, Kind: "human"}
			continue
		}
		level := s.Level
		if level == "" {
			level = engine.Normal.String() // a friend's seat nobody took
		}
		name := s.Name
		if name == "" {
			name = fmt.Sprintf("Computer %d", i+1)
		}
		out[i] = record.Seat{Name: name, Kind: "bot", Bot: level}
	}
	return out
}
