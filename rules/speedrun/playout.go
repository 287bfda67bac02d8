package speedrun

import (
	"math/bits"
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/trick"
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
			s.randomTricks(rng)
		} else {
			s.randomStep(rng)
		}
	}
}

// randomTricks plays random cards until the hand's play phase ends: the
// playout's inner loop, kept lean because it is most of a playout's time.
// Speed Run always plays must follow / may beat, so the follow rule is
// inlined. Each 64-bit draw serves four picks of 16 bits (k = x*n>>16):
// the pick bias is below n/65536 (0.02% for 12 cards), far under any
// playout's noise, and it saves three generator calls in four.
func (s *State) randomTricks(rng *rand.Rand) {
	var pool uint64
	left := 0
	for s.phase == PhasePlay {
		t := &s.tricks[s.nTricks]
		seat := (int(t.Leader) + int(t.Count)) % NumPlayers
		legal := s.hands[seat]
		if t.Count > 0 {
			if f := legal.Suit(t.Cards[0].Suit()); f != 0 {
				legal = f
			}
		}
		if n := legal.Len(); n > 1 {
			if left == 0 {
				pool, left = rng.Uint64(), 4
			}
			k := (pool & 0xFFFF) * uint64(n) >> 16
			pool >>= 16
			left--
			for ; k > 0; k-- {
				legal &= legal - 1 // drop the lowest card
			}
		}
		s.play(seat, legal.Lowest())
	}
}

// PlayoutHand plays random legal actions until the current hand has been
// scored (or the game is over). It does not allocate.
func (s *State) PlayoutHand(rng *rand.Rand) {
	h := s.hand
	for s.phase != PhaseOver && s.hand == h {
		s.randomStep(rng)
	}
}

// RandomStep takes one random legal action for a seat to move (in the bid
// phase: every seat yet to bid). It does nothing once the game is over.
func (s *State) RandomStep(rng *rand.Rand) { s.randomStep(rng) }

func (s *State) randomStep(rng *rand.Rand) {
	switch s.phase {
	case PhasePlay:
		s.randomPlay(rng)
	case PhaseChoose, PhaseChooseOther:
		_ = s.applyChoice(s.turn(), s.choiceAt(rng.IntN(s.choiceCount())))
	case PhaseBid:
		var buf [maxBids]Bid
		for seat := 0; seat < NumPlayers; seat++ {
			if s.bidMask&(1<<seat) == 0 {
				n := s.legalBids(seat, &buf)
				_ = s.applyBid(seat, PlaceBid(buf[rng.IntN(n)]))
			}
		}
	case PhaseReveal:
		seat := s.turn()
		a := NoReveal
		if s.bids[seat].Kind != BidPass && rng.IntN(2) == 0 {
			a = Reveal
		}
		_ = s.applyReveal(seat, a)
	}
}

func (s *State) randomPlay(rng *rand.Rand) {
	t := &s.tricks[s.nTricks]
	seat := (int(t.Leader) + int(t.Count)) % NumPlayers
	legal := s.rules.Legal(s.hands[seat], t)
	if n := legal.Len(); n > 1 {
		// Multiply-shift picks k in [0,n) from one draw; the bias is
		// below 2^-59, far under any playout's noise.
		hi, _ := bits.Mul64(rng.Uint64(), uint64(n))
		for k := hi; k > 0; k-- {
			legal &= legal - 1 // drop the lowest card
		}
	}
	s.play(seat, legal.Lowest())
}

// Determinize builds a full State consistent with v, for sampling search
// bots: the cards v's seat has not seen are dealt at random to the other
// hands and the 4 undealt cards, respecting the suits each seat has shown
// out of; other seats' hidden bids are drawn uniformly from the bids open
// to them (a known Redo keeps its kind). Future deals come from rng.
func Determinize(v View, rng *rand.Rand) *State {
	s := &State{cfg: v.Config}
	s.cfg.Length %= 3
	s.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	s.hand, s.start, s.phase, s.leader = v.Hand, v.StartPlayer, v.Phase, v.Leader
	s.board = v.Board
	s.nResults = copy(s.results[:], v.Results)
	s.trumpBy, s.rankBy, s.rules = v.TrumpBy, v.RankingBy, v.Rules
	s.won, s.voids = v.Won, v.Voids
	if s.phase == PhaseOver {
		s.gameWon = s.board.winnersMask()
		return s
	}
	s.tricks[0].Leader = uint8(s.leader)
	copy(s.tricks[:], v.Tricks)
	s.nTricks = len(v.Winners)
	for i, w := range v.Winners {
		s.winners[i] = int8(w)
	}

	// Bids.
	for i := 0; i < NumPlayers; i++ {
		b := v.Bids[i]
		if !b.Placed {
			continue
		}
		s.bidMask |= 1 << i
		s.revealed[i] = b.Revealed
		if b.RevealDecided && s.phase == PhaseReveal {
			s.revealN++
		}
		if b.Known {
			s.bids[i] = b.Bid
			continue
		}
		var buf [maxBids]Bid
		n := s.legalBids(i, &buf)
		var pick [maxBids]Bid
		m := 0
		for _, c := range buf[:n] {
			if (c.Kind == BidRedo) == b.Redo {
				pick[m] = c
				m++
			}
		}
		if m == 0 { // inconsistent view: fall back to any open bid
			copy(pick[:], buf[:n])
			m = n
		}
		if m > 0 {
			s.bids[i] = pick[rng.IntN(m)]
		}
	}

	// Cards: who played what this hand, then the unseen cards.
	var playedBy [NumPlayers]cards.Set
	for _, t := range v.Tricks {
		for j := 0; j < int(t.Count); j++ {
			seat := t.Seat(j, NumPlayers)
			playedBy[seat] = playedBy[seat].With(t.Cards[j])
		}
	}
	seat := v.Seat
	if seat < 0 || seat >= NumPlayers {
		seat = 0 // a spectator's view: deal all three hands
	}
	s.hands[seat] = v.Own
	unseen := Deck.Set() &^ v.Own &^ v.Played
	var need [trick.MaxPlayers]int
	var allow [trick.MaxPlayers]uint8 // per bin: suits it may take; bin 3 is hidden
	for i := 0; i < NumPlayers; i++ {
		if i == seat && v.Seat == seat {
			continue
		}
		need[i] = v.HandSizes[i]
		allow[i] = ^v.Voids[i] & 15
	}
	if v.Seat != seat { // spectator: seat 0 was dealt at random too
		unseen |= v.Own
		need[seat] = v.HandSizes[seat]
		allow[seat] = ^v.Voids[seat] & 15
	}
	need[NumPlayers] = NumHidden
	allow[NumPlayers] = 15
	bins := trick.DealRespecting(unseen, NumPlayers+1, need, allow, rng)
	for i := 0; i < NumPlayers; i++ {
		if !(i == seat && v.Seat == seat) {
			s.hands[i] = bins[i]
		}
		s.dealt[i] = s.hands[i] | playedBy[i]
	}
	s.hidden = bins[NumPlayers]
	return s
}
