package stepstones

import (
	"math/bits"
	"math/rand/v2"
)

// CopyFrom makes s a copy of src without allocating, for search loops: the
// copy logs nothing, so playing it never touches src's record.
func (s *State) CopyFrom(src *State) {
	*s = *src
	s.Log = nil
}

// Playout plays the game to its end with uniformly random legal actions
// drawn from rng, future deals included. It mutates s (play on a CopyFrom
// scratch state) and does not allocate as long as s logs nothing; a state
// that logs records the playout as it would any game.
func (s *State) Playout(rng *rand.Rand) {
	for s.phase != PhaseOver {
		if s.phase == PhasePlay {
			for s.phase == PhasePlay {
				s.randomPlay(rng)
			}
		} else {
			s.randomBid(rng)
		}
	}
}

// PlayoutHand plays random legal actions until the current hand has been
// scored (or the game is over). It does not allocate.
func (s *State) PlayoutHand(rng *rand.Rand) {
	h := s.hand
	for s.phase != PhaseOver && s.hand == h {
		s.RandomStep(rng)
	}
}

// RandomStep takes one random legal action for the seat to move. It does
// nothing once the game is over.
func (s *State) RandomStep(rng *rand.Rand) {
	switch s.phase {
	case PhasePlay:
		s.randomPlay(rng)
	case PhaseBid:
		s.randomBid(rng)
	}
}

// pick returns a number in [0,n) from one draw of rng (multiply-shift; the
// bias is below 2^-59, far under any playout's noise).
func pick(rng *rand.Rand, n int) int {
	hi, _ := bits.Mul64(rng.Uint64(), uint64(n))
	return int(hi)
}

func (s *State) randomBid(rng *rand.Rand) {
	var buf [maxBids]Bid
	n := s.legalBids(s.turn, &buf)
	if s.puddle {
		s.declare(s.turn, buf[pick(rng, n)])
		return
	}
	if k := pick(rng, n+1); k < n {
		s.declare(s.turn, buf[k])
		return
	}
	_ = s.applyBid(s.turn, Pass)
}

func (s *State) randomPlay(rng *rand.Rand) {
	t := &s.tricks[s.nTricks]
	seat := (int(t.Leader) + int(t.Count)) % NumPlayers
	legal := s.rules.Legal(s.hands[seat], t)
	if n := legal.Len(); n > 1 {
		for k := pick(rng, n); k > 0; k-- {
			legal &= legal - 1 // drop the lowest card
		}
	}
	s.play(seat, legal.Lowest())
}
