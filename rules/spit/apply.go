package spit

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime"
)

// Legal lists every action seat may press now.
func (s *State) Legal(seat int) []Action {
	v := s.View(seat)
	return v.Legal(nil)
}

// Apply applies one press at the current tick. On an error wrapping
// engine.ErrIllegal (a *engine.RuleError naming the rule, with a sentence
// for the player) the state is unchanged; on one wrapping engine.ErrLate
// the press was pre-empted by the other seat's press in this tick and only
// the record has grown. Presses read in the same tick should go through
// ApplyTick, which orders them fairly; Apply is ApplyTick with a single
// press, so mixing the two within a tick is safe.
func (s *State) Apply(seat int, a Action) error { return s.press(seat, a) }

// ApplyTick applies every press read in the current tick in the fair
// order (realtime.Coin): all presses of the seat that goes first in this
// tick (in the order given), then the other seat's. A press that was legal
// when the tick began but is pre-empted by the other seat's press in this
// tick (both played onto the same centre pile, both claimed) is late: a
// no-op, recorded, with an error wrapping engine.ErrLate. The results come
// back in the order applied.
func (s *State) ApplyTick(presses []engine.Press[Action]) []engine.PressResult[Action] {
	if len(presses) == 0 {
		return nil
	}
	return realtime.Apply(s.clock.Order(NumPlayers), presses, s.press)
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
func (s *State) press(seat int, a Action) error {
	if seat != 0 && seat != 1 {
		return errNoSeat
	}
	tc := s.tc
	if !tc.valid || tc.tick != s.Tick() {
		tc = tickContext{tick: s.Tick(), valid: true, before: [2]View{s.View(0), s.View(1)}}
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
	late := contested && tc.before[seat].Check(a) == nil
	if !late {
		v := s.View(seat)
		if err := v.Check(a); err != nil {
			return err // nothing changes, not even the context
		}
	}
	s.Log.Act(seat, a, s.Tick())
	s.tc = tc
	if late {
		s.Log.Outcome("late", Late{Seat: seat, Action: a}, s.Tick())
		return errLate
	}
	s.do(seat, a)
	switch a.Kind {
	case Play:
		s.tc.hit[a.Side.index()] = int8(seat + 1)
	case Claim, Choose:
		s.tc.claimed[seat] = true
	}
	return nil
}

// errLate is the error of a pre-empted press.
var errLate = fmt.Errorf("spit: %w", engine.ErrLate)

// errNoSeat refuses a press of a seat that is not at the table.
var errNoSeat = illegal("seats", "That seat is not at this table.")

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
		s.turnUp(seat, int(a.From))
	case Stack:
		from, to := &s.stock[seat][a.From-1], &s.stock[seat][a.To-1]
		to.cards = append(to.cards, from.pop())
		s.turnUp(seat, int(a.From))
	case Flip:
		p := &s.stock[seat][a.From-1]
		p.down--
		s.turnedUp(seat, int(a.From), p)
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

// turnUp turns the exposed face-down card of seat's slot (SP2), unless
// turning is by hand.
func (s *State) turnUp(seat, slot int) {
	p := &s.stock[seat][slot-1]
	if !s.cfg.FlipByHand && len(p.cards) > 0 && p.down == len(p.cards) {
		p.down--
		s.turnedUp(seat, slot, p)
	}
}

// turnedUp tells the tables which card a turn showed (the "turn" note).
func (s *State) turnedUp(seat, slot int, p *pile) {
	s.Log.Note("turn", TurnedUp{Seat: seat, Slot: slot, Card: p.top()}, s.Tick())
}

func (s *State) play(seat int, a Action) {
	var c cards.Card
	if s.cfg.Short {
		c = s.hand[seat][a.From-1]
		d := popCard(&s.draw[seat]) // D9: the slot refills at once
		s.hand[seat][a.From-1] = d
		if d != cards.None {
			s.Log.Note("draw", Drew{Seat: seat, Slot: int(a.From), Card: d}, s.Tick())
		}
	} else {
		c = s.stock[seat][a.From-1].pop()
		s.turnUp(seat, int(a.From))
	}
	i := a.Side.index()
	s.spit[i] = append(s.spit[i], c)
	s.played[seat]++
	s.stall = 0
	if s.emptyStock(seat) {
		if s.cfg.Short {
			s.endGame(seat)
			return
		}
		s.endRound(seat) // SP5: the round ends the moment a stock is empty
	}
}
