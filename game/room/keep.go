package room

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"parlor/rules/record"
)

// Snapshot is a table as the server keeps it across its own restarts:
// enough to set the game up again where it stood. Its record carries the
// seed and the salt, so it must never reach a client: the server keeps it
// where none may read it.
type Snapshot struct {
	Plan   Plan         `json:"plan"`
	Code   string       `json:"code"`
	Host   string       `json:"host"`
	Phase  string       `json:"phase"`
	People []SnapPerson `json:"people"`
	// Record is the game so far as its .jsonl text.
	Record string `json:"record"`
}

// SnapPerson is one person at a kept table: their seat, account and name.
type SnapPerson struct {
	Seat int    `json:"seat"`
	User string `json:"user"`
	Name string `json:"name"`
}

// Snapshot returns the table as the server keeps it, false while it is
// still waiting for its players: a table is kept from its game's start
// (before, its people only sit down again elsewhere).
func (r *Room) Snapshot() (Snapshot, bool, error) {
	if r.game == nil {
		return Snapshot{}, false, nil
	}
	var b strings.Builder
	if _, err := r.game.Match().Record().WriteTo(&b); err != nil {
		return Snapshot{}, false, err
	}
	s := Snapshot{Plan: r.plan, Code: r.code, Host: r.host, Phase: r.phase, Record: b.String()}
	for seat, p := range r.people {
		s.People = append(s.People, SnapPerson{Seat: seat, User: p.user, Name: p.name})
	}
	slices.SortFunc(s.People, func(a, b SnapPerson) int { return a.Seat - b.Seat })
	return s, true, nil
}

// Progress counts what the game has done (its events): a table is kept
// again each time it changes.
func (r *Room) Progress() int {
	if r.game == nil {
		return 0
	}
	return len(r.game.Match().Events())
}

// ErrRealTime is Restore's refusal of a real-time game: its clock ran on
// while the server was down, and nobody could go on from the moment it
// stopped as if nothing happened.
var ErrRealTime = errors.New("a real-time game cannot go on after the server restarted")

// Read returns the game a snapshot kept, verified: where its record
// stops.
func (s Snapshot) Read() (*record.Record, error) {
	rec, err := record.Read(strings.NewReader(s.Record))
	if err != nil {
		return nil, fmt.Errorf("the kept table %s: %w", s.Code, err)
	}
	return rec, nil
}

// Restore sets a kept table up again: the game where its record stops,
// everyone away, and held there until a person sits down at it again.
// Then it goes on, and anyone else who does not come back within the
// grace is replaced by a computer, as when they leave. A real-time game
// is refused (ErrRealTime).
func Restore(s Snapshot, t Timing) (*Room, error) {
	rec, err := s.Read()
	if err != nil {
		return nil, err
	}
	r, err := New(s.Plan, s.Code, rec.Header.Seed, s.Host, t)
	if err != nil {
		return nil, err
	}
	if r.entry.RealTime {
		return nil, ErrRealTime
	}
	m, err := r.entry.Resume(rec)
	if err != nil {
		return nil, fmt.Errorf("the kept table %s does not replay: %w", s.Code, err)
	}
	if err := r.hostGame(m); err != nil {
		return nil, err
	}
	r.phase = Playing
	if m.Over() {
		r.phase = Over
	}
	for _, p := range s.People {
		if p.Seat < 0 || p.Seat >= len(s.Plan.Seats) || r.people[p.Seat] != nil {
			return nil, fmt.Errorf("the kept table %s seats two people at seat %d", s.Code, p.Seat+1)
		}
		r.people[p.Seat] = &person{user: p.User, name: p.Name}
	}
	r.held = r.phase == Playing
	r.startClocks() // the time lost while the server was down is nobody's
	return r, nil
}

// Held reports whether the table is restored and waits for its first
// person back.
func (r *Room) Held() bool { return r.held }

// wake lets a restored table's game go on, a person being back: the
// others' seats are counted down from now. It reports whether the table
// was held.
func (r *Room) wake() bool {
	if !r.held {
		return false
	}
	r.held = false
	for _, p := range r.people {
		if !p.here {
			p.awayTicks = r.grace
		}
	}
	return true
}
