package speedoh

import (
	"parlor/rules/engine"
	"parlor/rules/realtime"
)

// Legal lists every action seat may press now.
func (s *State) Legal(seat int) []Action {
	v := s.View(seat)
	return v.Legal(nil)
}

// Apply applies one press at the current tick. On an error (wrapping
// engine.ErrIllegal: a *engine.RuleError naming the rule, with a sentence
// for the player) the state is unchanged. Presses read in the same tick
// should go through ApplyTick, which orders them fairly.
func (s *State) Apply(seat int, a Action) error { return s.press(seat, a) }

// FairOrder returns this tick's order of seats (D4, realtime.Shuffle).
func (s *State) FairOrder() []int { return s.clock.Order(s.n) }

// ApplyTick applies every press read in the current tick in the fair
// order (D4): all presses of the first seat of FairOrder (in the order
// given), then the second seat's, and so on. Each press is judged against
// the table as the earlier ones left it; slaps take effect at the end of
// the tick (Advance), so every slap of a tick counts, in this order. The
// results come back in the order applied.
func (s *State) ApplyTick(presses []engine.Press[Action]) []engine.PressResult[Action] {
	if len(presses) == 0 {
		return nil
	}
	return realtime.Apply(s.FairOrder(), presses, s.press)
}

// press checks and applies one press.
func (s *State) press(seat int, a Action) error {
	if seat < 0 || seat >= s.n {
		return errNoSeat
	}
	v := s.View(seat)
	if err := v.Check(a); err != nil {
		return err
	}
	s.Log.Act(seat, a, s.Tick())
	switch a.Kind {
	case Flip:
		s.flip(seat)
	case Hit:
		h := v.HitKind()
		if s.Log.Logging() {
			s.Log.Note("hit", Struck{Seat: seat, As: h}, s.Tick())
		}
		s.hit(seat, h)
	case Give:
		for i := range s.windows {
			w := &s.windows[i]
			if w.state != WindowLapsed && w.winner() == seat && w.needsChoice() && w.choice == NoSeat {
				w.choice = a.To
				break
			}
		}
	}
	return nil
}

// flip turns seat's top draw card onto its flipped pile; a First Slap
// Wins, Last Slap Loses or Slash Oh card opens its window (SO7).
func (s *State) flip(seat int) {
	d := s.draw[seat]
	c := d[len(d)-1]
	s.draw[seat] = d[:len(d)-1]
	s.seq++
	s.pile[seat] = append(s.pile[seat], flipped{card: c, seq: s.seq})
	s.noteFlip(seat, s.pile[seat][len(s.pile[seat])-1])
	s.last = seat
	s.turn = (seat + 1) % s.n
	s.Log.Chance("flip", Flipped{Seat: seat, Card: c}, s.Tick())
	kind := WindowKind(0)
	switch c.Special() {
	case FirstSlap:
		kind = FirstSlapWindow
	case LastSlap:
		kind = LastSlapWindow
		if s.cfg.Totem {
			kind = FirstSlapWindow // SO7: with the Totem, Last Slap Loses acts as First Slap Wins
		}
	case Slash:
		kind = SlashWindow
	}
	if kind != 0 {
		now := s.now()
		s.windows = append(s.windows, window{
			kind: kind, card: c, owner: int8(seat), members: s.all(),
			opened: now, deadline: now + SpecialTicks, since: s.seq, choice: NoSeat,
		})
	}
	s.scan()
}

// hit records a slap or slash; what it does is settled in Advance.
func (s *State) hit(seat int, h HitKind) {
	s.stamp++
	switch h {
	case HitSlash:
		for i := range s.windows {
			if w := &s.windows[i]; w.kind == SlashWindow && w.state == WindowOpen {
				w.slap(seat, s.stamp)
			}
		}
	case HitSlap:
		for i := range s.windows {
			w := &s.windows[i]
			if w.state != WindowLapsed && w.members.Has(seat) && !w.slapped.Has(seat) {
				if w.kind == MatchWindow && w.norder == 0 {
					s.judge(w) // SO6: the match is what shows as its first slap lands
				}
				w.slap(seat, s.stamp)
			}
		}
	case HitWrong:
		s.wrong = append(s.wrong, wrongSlap{seat: int8(seat), pair: s.mistaken(seat, s.mode), mode: s.mode})
	}
}

// wrongSlap is a wrong slap waiting for the end of its tick, with what it
// may have mistaken as it landed (WrongSlap).
type wrongSlap struct {
	seat int8
	pair [2]Card
	mode Mode
}

// mistaken returns the two tops most alike that do not match under mode,
// seat's own card first when it is one of them: what a wrong slap by seat
// most likely took for a match (None, None when no two tops are alike).
func (s *State) mistaken(seat int, mode Mode) [2]Card {
	best, bi, bj := 0, -1, -1
	for i := range s.n {
		for j := i + 1; j < s.n; j++ {
			a, b := s.top(i), s.top(j)
			if l := Likeness(a, b); l > best && !Matches(a, b, mode) {
				best, bi, bj = l, i, j
			}
		}
	}
	if bi < 0 {
		return [2]Card{}
	}
	if bj == seat {
		bi, bj = bj, bi
	}
	return [2]Card{s.top(bi), s.top(bj)}
}
