package stepstones

import (
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/trick"
)

// View is everything one seat may know: its own hand, the bidding so far,
// the declaration, every card played and by whom, the trick counts, the
// scoresheet, the redo tokens and the summaries of finished hands. It never
// holds another seat's current cards nor anything of future deals.
type View struct {
	Seat      int
	Config    Config
	Phase     Phase
	Hand      int // 0-based number of the current hand
	Forehand  int
	ToMove    []int
	Legal     []Action
	Own       cards.Set       // the viewer's cards
	HandSizes [NumPlayers]int // cards left in each hand

	Passed     [NumPlayers]bool // seats that passed this hand
	Puddle     bool             // the forehand is in the puddle (SS6)
	CanDeclare [NumPlayers]bool // seats that may still bid (SS5)
	Tokens     [NumPlayers]bool // seats holding a redo token

	Declarer int         // -1 while bidding
	Bid      Bid         // the declaration, once made
	Rules    trick.Rules // its trick rules
	Tricks   []trick.Trick
	Winners  []int     // winners of this hand's finished tricks
	Played   cards.Set // every card played this hand
	Won      [NumPlayers]int
	Counted  int               // the declarer's tricks that count so far (SS4)
	Voids    [NumPlayers]uint8 // suits a seat has shown out of, bit per suit

	Sheet   Scoresheet
	Results []HandResult // finished hands
	GameWon []int        // winners once the game is over

	base State // the public part of the game, for Determinize
}

// View returns what seat may know. A seat outside 0..2 gets a spectator's
// view: no hand.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Config: s.cfg, Phase: s.phase, Hand: s.hand, Forehand: s.forehand,
		ToMove: s.ToMove(), Legal: s.Legal(seat), Puddle: s.puddle,
		Declarer: s.declarer, Bid: s.bid, Rules: s.rules,
		Won: s.won, Counted: s.counted, Voids: s.voids,
		Sheet: s.Scoresheet(), Results: s.Results(), GameWon: s.Winners(),
	}
	v.base = *s
	v.base.pcg = rand.PCG{} // future deals are nobody's business
	v.base.Log = nil        // nor the record, which a search's copy must not grow
	for i := 0; i < NumPlayers; i++ {
		v.HandSizes[i] = s.hands[i].Len()
		v.Passed[i] = s.passed&(1<<i) != 0
		v.CanDeclare[i] = s.canDeclare(i)
		v.Tokens[i] = s.tokens&(1<<i) != 0
		if i != seat {
			v.base.hands[i], v.base.dealt[i] = 0, 0
		}
	}
	if seat >= 0 && seat < NumPlayers {
		v.Own = s.hands[seat]
	}
	if s.phase == PhasePlay {
		v.Tricks = append([]trick.Trick(nil), s.tricks[:s.nTricks+1]...)
		for i := 0; i < s.nTricks; i++ {
			v.Winners = append(v.Winners, int(s.winners[i]))
		}
		v.Played = s.Played()
	}
	return v
}

// Void reports whether the view has seen seat show out of suit st this
// hand.
func (v *View) Void(seat int, st cards.Suit) bool {
	return seat >= 0 && seat < NumPlayers && v.Voids[seat]&(1<<st) != 0
}

// Determinize builds a full State consistent with v, for sampling search
// bots: the cards v's seat has not seen are dealt at random to the other
// hands, respecting the suits each seat has shown out of. Future deals come
// from rng.
func Determinize(v View, rng *rand.Rand) *State {
	s := new(State)
	*s = v.base
	s.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	if s.phase == PhaseOver {
		return s
	}
	var playedBy [NumPlayers]cards.Set
	for i := 0; i <= s.nTricks && i < NumTricks; i++ {
		t := &s.tricks[i]
		for j := 0; j < int(t.Count); j++ {
			p := t.Seat(j, NumPlayers)
			playedBy[p] |= t.Cards[j].Bit()
		}
	}
	known := -1
	if v.Seat >= 0 && v.Seat < NumPlayers {
		known = v.Seat
	}
	var need [trick.MaxPlayers]int
	var allow [trick.MaxPlayers]uint8
	var who [trick.MaxPlayers]int
	pool := Deck.Set() &^ s.Played()
	nb := 0
	for i := 0; i < NumPlayers; i++ {
		if i == known {
			pool &^= s.hands[i]
			continue
		}
		who[nb], need[nb], allow[nb] = i, v.HandSizes[i], ^s.voids[i]&15
		nb++
	}
	bins := trick.DealRespecting(pool, nb, need, allow, rng)
	for b := 0; b < nb; b++ {
		s.hands[who[b]] = bins[b]
	}
	for i := 0; i < NumPlayers; i++ {
		s.dealt[i] = s.hands[i] | playedBy[i]
	}
	return s
}
