package spit

import (
	"errors"
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/record"
)

// Press is one seat's press read in a tick.
type Press struct {
	Seat   int
	Action Action
}

// PressResult is what became of one press in ApplyTick.
type PressResult struct {
	Press Press
	Err   error // illegal (wraps ErrIllegal); the state is unchanged by it
	Late  bool  // legal when the tick began, but the other seat got there first: a no-op
}

// ErrTooLate is wrapped by Apply's error for a press that was legal when
// the tick began but was pre-empted by the other seat's press in the same
// tick. Such a press changes nothing (it is recorded, with a "late" outcome).
var ErrTooLate = errors.New("spit: too late")

// Legal lists every action seat may press now.
func (s *State) Legal(seat int) []Action {
	v := s.View(seat)
	return v.Legal(nil)
}

// Apply applies one press at the current tick. On an error wrapping
// ErrIllegal (naming the rule) the state is unchanged; on one wrapping
// ErrTooLate only the record has grown. Presses read in the same tick
// should go through ApplyTick, which orders them fairly; Apply is ApplyTick
// with a single press, so mixing the two within a tick is safe.
func (s *State) Apply(seat int, a Action) error {
	r := s.press(seat, a)
	if r.Late {
		return fmt.Errorf("%w: %s: the other player got there first in this tick", ErrTooLate, a)
	}
	return r.Err
}

// FirstSeat returns the seat whose presses go first in this tick: a seeded
// coin per tick (a SplitMix64 hash of seed and tick), so neither seat is
// favoured, nobody can predict it, and a replay derives the same order from
// the record's seed without any extra state.
func (s *State) FirstSeat() int { return FirstSeat(s.seed, s.tick) }

// FirstSeat is the fair-order coin for a game's seed and a tick.
func FirstSeat(seed uint64, tick int64) int {
	z := seed ^ uint64(tick)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	z ^= z >> 31
	return int(z >> 63)
}

// ApplyTick applies every press read in the current tick in the fair order:
// all presses of FirstSeat() first (in the order given), then the other
// seat's. A press that was legal when the tick began but is pre-empted by
// the other seat's press in this tick (both played onto the same centre
// pile, both claimed) is Late: a no-op, recorded, not an error. The results
// come back in the order applied.
func (s *State) ApplyTick(presses []Press) []PressResult {
	if len(presses) == 0 {
		return nil
	}
	first := s.FirstSeat()
	out := make([]PressResult, 0, len(presses))
	for _, seat := range [2]int{first, 1 - first} {
		for _, p := range presses {
			if p.Seat == seat {
				out = append(out, s.press(seat, p.Action))
			}
		}
	}
	for _, p := range presses {
		if p.Seat != 0 && p.Seat != 1 {
			out = append(out, PressResult{Press: p, Err: illegal(p.Action, "no seat %d (seats are 0 and 1)", p.Seat)})
		}
	}
	return out
}

// tickContext is what the presses of one tick have done so far: the views
// at the start of the tick and who played onto which centre pile. It makes
// the too-late rule independent of how the presses of a tick are split
// between calls, so a replay of the record, press by press, is exact.
type tickContext struct {
	tick    int64
	valid   bool
	before  [2]View
	hit     [2]int8 // seat+1 that played onto each centre pile this tick
	claimed [2]bool // the seat claimed (or chose) a centre pile this tick
}

// press applies one press within the current tick's context.
func (s *State) press(seat int, a Action) PressResult {
	r := PressResult{Press: Press{Seat: seat, Action: a}}
	if seat != 0 && seat != 1 {
		r.Err = illegal(a, "no seat %d (seats are 0 and 1)", seat)
		return r
	}
	tc := s.tc
	if !tc.valid || tc.tick != s.tick {
		tc = tickContext{tick: s.tick, valid: true, before: [2]View{s.View(0), s.View(1)}}
	}
	// Only contested presses can be too late: a play onto a centre pile the
	// other seat has just played onto, and a second claim (SP5).
	contested := false
	switch a.Kind {
	case Play:
		contested = a.Side.Valid() && int(tc.hit[a.Side.index()]) == 2-seat
	case Claim, Choose:
		contested = tc.claimed[1-seat]
	}
	if contested && tc.before[seat].Check(a) == nil {
		r.Late = true
	} else {
		v := s.View(seat)
		r.Err = v.Check(a)
	}
	switch {
	case r.Err != nil:
		return r // nothing changes, not even the context
	case r.Late:
		s.logAct(seat, a)
		s.logData(record.Outcome, "late", lateData{Seat: seat, Action: a.String()})
	default:
		s.logAct(seat, a)
		s.do(seat, a)
		switch a.Kind {
		case Play:
			tc.hit[a.Side.index()] = int8(seat + 1)
		case Claim, Choose:
			tc.claimed[seat] = true
		}
	}
	s.tc = tc
	return r
}

type lateData struct {
	Seat   int    `json:"seat"`
	Action string `json:"a"`
}

// do performs a checked action.
func (s *State) do(seat int, a Action) {
	s.dirty = true
	switch a.Kind {
	case Play:
		s.play(seat, a)
	case Move:
		from, to := &s.stock[seat][a.From-1], &s.stock[seat][a.To-1]
		to.cards = append(to.cards[:0], from.pop())
		to.down = 0
		s.turnUp(from)
	case Stack:
		from, to := &s.stock[seat][a.From-1], &s.stock[seat][a.To-1]
		to.cards = append(to.cards, from.pop())
		s.turnUp(from)
	case Flip:
		s.stock[seat][a.From-1].down--
	case Spit:
		s.ready[seat] = true
		s.choice[seat] = a.Side
		s.trySpit()
	case Claim:
		s.takePiles(seat, a.Side)
	case Choose:
		s.takePiles(seat, a.Side)
	}
}

// turnUp turns an exposed face-down card (SP2), unless turning is by hand.
func (s *State) turnUp(p *pile) {
	if !s.cfg.FlipByHand && len(p.cards) > 0 && p.down == len(p.cards) {
		p.down--
	}
}

func (s *State) play(seat int, a Action) {
	var c cards.Card
	if s.cfg.Short {
		c = s.hand[seat][a.From-1]
		s.hand[seat][a.From-1] = popCard(&s.draw[seat]) // D9: the slot refills at once
	} else {
		p := &s.stock[seat][a.From-1]
		c = p.pop()
		s.turnUp(p)
	}
	i := a.Side.index()
	s.spit[i] = append(s.spit[i], c)
	s.stall = 0
	if s.emptyStock(seat) {
		if s.cfg.Short {
			s.endGame(seat)
			return
		}
		s.endRound(seat) // SP5: the round ends the moment a stock is empty
	}
}
