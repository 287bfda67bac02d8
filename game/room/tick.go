package room

import (
	"encoding/json"
	"fmt"

	"parlor/rules/record"
)

// Tick runs one tick: the countdowns of people gone, then the game.
func (r *Room) Tick() {
	r.tick++
	r.countdowns()
	r.quickWait()
	r.clocks()
	if r.phase == Over && r.game != nil {
		// Someone back at a finished table is told the game and its end.
		if err := r.game.Flush(); err != nil {
			r.logf(logKey, "%v", err)
		}
		r.flushWatch()
	}
	if r.phase != Playing || r.held {
		return
	}
	steps := 1 // the game's authority paces its computers itself
	if r.entry.RealTime {
		steps = r.speed
	}
	for range steps {
		if r.step() {
			break
		}
	}
	if err := r.game.Flush(); err != nil {
		r.logf(logKey, "%v", err)
	}
	r.flushWatch()
}

// step lets the game go on once; it reports whether it is over.
func (r *Room) step() bool {
	over, err := r.game.Step()
	if err != nil {
		r.logf(logKey, "the game stopped: %v", err)
	}
	if over {
		r.phase, r.changed, r.news = Over, true, "The game is over."
	}
	return over
}

// countdowns counts down the seats of people gone, once a second telling
// everyone, and seats a computer when one runs out.
func (r *Room) countdowns() {
	for s, p := range r.people {
		if p.awayTicks == 0 {
			continue
		}
		p.awayTicks--
		if p.awayTicks%r.rate == 0 {
			r.changed = true
		}
		if p.awayTicks > 0 || r.phase != Playing {
			continue
		}
		if err := r.game.Away(s, r.level(s)); err != nil {
			r.logf(s, "%v", err)
			continue
		}
		p.standing = true
		r.news = fmt.Sprintf("A computer plays for %s until they come back.", p.name)
	}
}

// quickWait counts down a quick table's wait for the people the
// matchmaker found, telling them once a second; it closes, saying why, when
// they do not all sit in time (someone's Parlor closed, or gave up).
func (r *Room) quickWait() {
	if r.quick == 0 || r.phase != Waiting {
		return
	}
	r.closing--
	if r.closing%r.rate == 0 {
		r.changed = true
	}
	if r.closing > 0 {
		return
	}
	r.phase, r.changed = Closed, true
	r.news = "Not everyone the quick match found came to the table, so it closed. Try Quick match again."
}

// Take returns what to send, person by person, and forgets it.
func (r *Room) Take() []Out {
	for s, p := range r.people {
		if _, noted := r.notes[p.user]; p.here && (r.changed || noted) {
			r.out = append(r.out, Out{User: p.user, Op: OpRoom, Data: r.state(s)})
		}
	}
	watched := r.watchOut()
	r.changed, r.news = false, ""
	clear(r.notes)
	if r.game != nil {
		for s, p := range r.people {
			for _, b := range r.game.Take(s) {
				if p.here {
					r.out = append(r.out, Out{User: p.user, Op: OpGame, Data: b})
				}
			}
		}
	}
	out := append(r.out, watched...)
	r.out = nil
	return out
}

// state is the table as seat s sees it, as JSON.
func (r *Room) state(s int) []byte { return r.stateOf(r.people[s].user, s) }

// stateOf is the table as user, at seat s (engine.Spectator for a
// watcher), sees it, as JSON.
func (r *Room) stateOf(user string, s int) []byte {
	st := State{Game: r.plan.Game, Settings: r.plan.Settings, Code: r.code, Phase: r.phase, Clock: r.plan.Clock, You: s,
		Host: user == r.host && s >= 0, News: r.news, Watchers: len(r.watchers)}
	if r.quick > 0 && r.phase == Waiting {
		st.Closing = (r.closing + r.rate - 1) / r.rate
	}
	if note, ok := r.notes[user]; ok {
		st.News = note
	}
	seats := r.plan.seats(nil)
	for i, ps := range r.plan.Seats {
		ss := SeatState{Name: seats[i].Name, Kind: ps.Kind, Level: seats[i].Bot}
		if q, ok := r.people[i]; ok {
			ss = SeatState{Name: q.name, User: q.user, Kind: Friend, Taken: true, Here: q.here, Standing: q.standing,
				Away: (q.awayTicks + r.rate - 1) / r.rate}
			r.seatClock(q, &ss)
		}
		st.Seats = append(st.Seats, ss)
	}
	b, err := json.Marshal(st)
	if err != nil {
		r.logf(s, "%v", err)
	}
	return b
}

// Label is how the server lists the table (JSON, searchable): its game,
// code, phase and open seats.
func (r *Room) Label() string {
	open := 0
	for i, s := range r.plan.Seats {
		if _, taken := r.people[i]; s.Kind == Friend && !taken {
			open++
		}
	}
	host, here := "", 0
	for _, p := range r.people {
		if p.here {
			here++
		}
		if p.user == r.host && p.here {
			host = p.name
		}
	}
	b, _ := json.Marshal(Label{Game: r.plan.Game, Code: r.code, Phase: r.phase, Open: open, Here: here, Host: host,
		Seats: len(r.plan.Seats), Listed: r.plan.Listed, Clock: r.plan.Clock, Watchers: len(r.watchers)})
	return string(b)
}

// Label is a table as the server's match list indexes it (JSON): the
// invite codes are found through it and the lobby's list made from it.
// Only the server reads it (clients may not list matches).
type Label struct {
	Game  string `json:"game"`
	Code  string `json:"code"`
	Phase string `json:"phase"`
	Open  int    `json:"open"`
	Here  int    `json:"here"` // people at the table now
	Host  string `json:"host"` // the host's name while they are here
	Seats int    `json:"seats"`
	// Listed: its maker chose to show it in everyone's lobby.
	Listed   bool   `json:"listed"`
	Clock    string `json:"clock,omitempty"`
	Watchers int    `json:"watchers,omitempty"`
}

// Listing is a listed table as the lobby shows it: no invite code.
func (l Label) Listing(match string) Listed {
	return Listed{Match: match, Game: l.Game, Open: l.Open, Here: l.Here, Host: l.Host, Seats: l.Seats, Clock: l.Clock,
		Phase: l.Phase, Watchers: l.Watchers}
}

// Mine returns the table as user's own, for RPCMine, and whether it is:
// user sits here and the game is waiting or under way.
func (r *Room) Mine(user, match string) (Mine, bool) {
	s := r.seatOf(user)
	if s < 0 || r.phase != Waiting && r.phase != Playing {
		return Mine{}, false
	}
	m := Mine{Match: match, Game: r.plan.Game, Code: r.code, Phase: r.phase}
	seats := r.plan.seats(nil)
	for i := range r.plan.Seats {
		name := seats[i].Name
		p, taken := r.people[i]
		switch {
		case i == s, !taken && r.phase == Waiting && r.plan.Seats[i].Kind == Friend: // nobody sits there yet
			continue
		case taken:
			name = p.name
		}
		m.With = append(m.With, name)
	}
	return m, true
}

// Record returns the finished game's record, nil before the end.
func (r *Room) Record() *record.Record {
	if r.phase != Over {
		return nil
	}
	return r.game.Match().Record()
}
