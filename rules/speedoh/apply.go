package speedoh

import (
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
	Err   error   // illegal (wraps ErrIllegal); the state is unchanged by it
	Hit   HitKind // for a hit: slap, slash or wrong
}

// Legal lists every action seat may press now.
func (s *State) Legal(seat int) []Action {
	v := s.View(seat)
	return v.Legal(nil)
}

// Apply applies one press at the current tick. On an error (wrapping
// ErrIllegal, naming the rule) the state is unchanged. Presses read in the
// same tick should go through ApplyTick, which orders them fairly.
func (s *State) Apply(seat int, a Action) error {
	return s.press(seat, a).Err
}

// FairOrder returns the order in which the seats' presses of a tick are
// applied (D4): a permutation of the n seats drawn afresh for every tick
// from a SplitMix64 stream of the seed and the tick, so every seat is
// equally likely to come before any other, nobody can predict it, and a
// replay derives the same order from the record's seed alone.
func FairOrder(seed uint64, tick int64, n int) [MaxPlayers]int8 {
	var o [MaxPlayers]int8
	for i := range o {
		o[i] = int8(i)
	}
	if n < 1 || n > MaxPlayers {
		return o
	}
	z := seed ^ uint64(tick)*0x9E3779B97F4A7C15
	for i := n - 1; i > 0; i-- {
		z += 0x9E3779B97F4A7C15
		x := z
		x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
		x = (x ^ x>>27) * 0x94D049BB133111EB
		x ^= x >> 31
		j := int(x % uint64(i+1))
		o[i], o[j] = o[j], o[i]
	}
	return o
}

// FairOrder returns this tick's order of seats (D4).
func (s *State) FairOrder() [MaxPlayers]int8 { return FairOrder(s.seed, s.tick, s.n) }

// ApplyTick applies every press read in the current tick in the fair
// order: all presses of the first seat of FairOrder (in the order given),
// then the second seat's, and so on. Each press is judged against the
// table as the earlier ones left it; slaps take effect at the end of the
// tick (Advance), so every slap of a tick counts, in this order. The
// results come back in the order applied.
func (s *State) ApplyTick(presses []Press) []PressResult {
	if len(presses) == 0 {
		return nil
	}
	order := s.FairOrder()
	out := make([]PressResult, 0, len(presses))
	for _, seat := range order[:s.n] {
		for _, p := range presses {
			if p.Seat == int(seat) {
				out = append(out, s.press(p.Seat, p.Action))
			}
		}
	}
	for _, p := range presses {
		if p.Seat < 0 || p.Seat >= s.n {
			out = append(out, s.press(p.Seat, p.Action))
		}
	}
	return out
}

// press checks and applies one press.
func (s *State) press(seat int, a Action) PressResult {
	r := PressResult{Press: Press{Seat: seat, Action: a}}
	if seat < 0 || seat >= s.n {
		r.Err = illegal(a, "no seat %d (seats are 0 to %d)", seat, s.n-1)
		return r
	}
	v := s.View(seat)
	if r.Err = v.Check(a); r.Err != nil {
		return r
	}
	s.logAct(seat, a)
	switch a.Kind {
	case Flip:
		s.flip(seat)
	case Hit:
		r.Hit = v.HitKind()
		s.hit(seat, r.Hit)
	case Give:
		for i := range s.windows {
			w := &s.windows[i]
			if w.state != Lapsed && w.winner() == seat && w.needsChoice() && w.choice == NoSeat {
				w.choice = a.To
				break
			}
		}
	}
	return r
}

type flipData struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
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
	s.logData(record.Chance, "flip", flipData{Seat: seat, Card: c.String()})
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
			if w := &s.windows[i]; w.kind == SlashWindow && w.state == Open {
				w.slap(seat, s.stamp)
			}
		}
	case HitSlap:
		for i := range s.windows {
			w := &s.windows[i]
			if w.state != Lapsed && w.members.Has(seat) && !w.slapped.Has(seat) {
				w.slap(seat, s.stamp)
			}
		}
	case HitWrong:
		s.wrong = append(s.wrong, int8(seat))
	}
}
