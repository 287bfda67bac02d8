package room

import (
	"errors"
	"fmt"
)

// rematch is a person at a finished table asking to play again: the
// table waits again, everyone still at it seated as before and asked;
// the seats of those who left are open (a friend may take one with the
// code; a computer takes it at the start). The asker hosts it when the
// host is gone. A person already asked says yes.
func (r *Room) rematch(user string, s int) error {
	switch {
	case r.phase == Waiting && r.again:
		r.people[s].agreed, r.changed = true, true
		r.news = r.people[s].name + " is in for the rematch."
		return nil
	case r.phase != Over:
		return errors.New("a rematch is asked for once the game is over")
	}
	r.phase, r.again, r.quick, r.changed = Waiting, true, 0, true
	for seat, p := range r.people {
		if !p.here {
			delete(r.people, seat)
			continue
		}
		p.agreed, p.standing, p.awayTicks = seat == s, false, 0
	}
	if h := r.seatOf(r.host); h < 0 {
		r.host = user
	}
	r.news = fmt.Sprintf("%s asks for a rematch: Rematch on the final standings to play again.", r.people[s].name)
	return nil
}

// LeftOut is what a person who did not say yes to a rematch is told
// when it begins without them.
const LeftOut = "The others started a rematch without you."

// unasked takes out of a rematch the people who did not say yes before
// it began, telling each: their seats are a computer's.
func (r *Room) unasked() {
	for seat, p := range r.people {
		if p.agreed {
			continue
		}
		r.note(p.user, LeftOut)
		r.out = append(r.out, Out{User: p.user, Op: OpRoom, Data: r.state(seat)})
		delete(r.people, seat)
	}
}

// Games counts the games begun at the table (a rematch begins another).
func (r *Room) Games() int { return r.games }
