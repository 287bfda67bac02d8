package speedrun

import (
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/trick"
)

// HandResult is the end-of-hand summary of one finished hand: everything
// becomes public here, the hidden cards included (SR3).
type HandResult struct {
	Hand     int                    // 0-based
	Start    int                    // the hand's start player
	Dealt    [NumPlayers]cards.Set  // each seat's 12 cards as dealt
	Hidden   cards.Set              // the 4 undealt cards (SR3)
	Trump    trick.Trump            // the hand's trump
	Ranking  trick.Ranking          // the hand's ranking
	Bids     [NumPlayers]Bid        // every bid, now public
	Revealed [NumPlayers]bool       // revealed under the variant
	Tricks   [NumPlayers]int        // tricks won
	Diff     [NumPlayers]int        // 0 for a Pass
	Score    [NumPlayers]int        // this hand's score; 0 for a Pass
	Kept     [NumPlayers]bool       // the board entry now holds this result
	Winners  [NumTricks]int8        // trick winners in order
	Played   [NumTricks]trick.Trick // the tricks as played
}

var _ engine.Game[*State, View, Action] = (*State)(nil)

// State is a whole game of Speed Run: the engine contract of rules/engine.
// It logs every deal, action and outcome to its Log at the moment it
// happens (NewGame); a State without a Log (New, Determinize, a CopyFrom
// copy) logs nothing. Apart from the Log it holds no pointers: copying the
// value copies the rules' state.
type State struct {
	*engine.Log

	cfg    Config
	pcg    rand.PCG // deals (G2)
	hand   int      // 0-based hand number
	start  int      // this hand's start player
	phase  Phase
	dealt  [NumPlayers]cards.Set
	hidden cards.Set
	hands  [NumPlayers]cards.Set

	trumpBy, rankBy int // seat that picked trump / ranking, -1 before
	rules           trick.Rules

	bids     [NumPlayers]Bid
	bidMask  uint8 // seats that have bid this hand
	revealed [NumPlayers]bool
	revealN  int // reveal decisions made, in seat order from the leader

	leader  int // leads trick 1: the third seat (SR2)
	tricks  [NumTricks]trick.Trick
	nTricks int // completed tricks; tricks[nTricks] is the current one
	won     [NumPlayers]int
	winners [NumTricks]int8
	voids   [NumPlayers]uint8 // suits a seat showed out of, bit per suit

	board    Board
	results  [12]HandResult
	nResults int
	gameWon  uint8 // winners bitmask once over
}

// New starts a game that keeps no record: the first start player is drawn
// from the seed unless cfg fixes it (G3), and the first hand is dealt.
func New(cfg Config, seed uint64) *State {
	s := start(cfg, seed)
	s.deal()
	return s
}

// start sets a game up from its options and seed, before the first deal.
func start(cfg Config, seed uint64) *State {
	s := &State{cfg: cfg}
	s.cfg.Length %= 3
	rng := cards.NewRand(seed)
	s.start = rng.IntN(NumPlayers)
	if cfg.FixedStart {
		s.start = ((cfg.StartPlayer % NumPlayers) + NumPlayers) % NumPlayers
		s.cfg.StartPlayer = s.start
	}
	s.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	return s
}

// Clone returns an independent copy of the game, its record included.
func (s *State) Clone() *State {
	c := *s
	c.Log = s.Log.Clone()
	return &c
}

// deckSet is every card of the deck.
var deckSet = Deck.Set()

// deck40 is the deck in byte order, the base of every shuffle.
var deck40 = func() (d [40]cards.Card) {
	copy(d[:], Deck.Cards())
	return d
}()

// deal shuffles and deals a new hand and resets the hand's phase state.
// Playouts deal every hand, so each 64-bit draw serves two swaps (32 bits
// each, k = x*n>>32: the bias is below 40/2^32).
func (s *State) deal() {
	d := deck40
	var x uint64
	for i := len(d) - 1; i > 0; i-- {
		if i&1 == 1 {
			x = s.pcg.Uint64()
		} else {
			x >>= 32
		}
		j := int((x & 0xFFFFFFFF) * uint64(i+1) >> 32)
		d[i], d[j] = d[j], d[i]
	}
	var hands [NumPlayers]cards.Set
	for p := 0; p < NumPlayers; p++ {
		var h cards.Set
		for _, c := range d[p*HandSize : (p+1)*HandSize] {
			h |= c.Bit()
		}
		hands[p] = h
	}
	s.setDeal(hands, deckSet&^(hands[0]|hands[1]|hands[2]))
	s.logDeal()
}

func (s *State) setDeal(hands [NumPlayers]cards.Set, hidden cards.Set) {
	s.dealt, s.hands, s.hidden = hands, hands, hidden
	s.phase = PhaseChoose
	s.trumpBy, s.rankBy = -1, -1
	s.rules = trick.Rules{}
	s.bids = [NumPlayers]Bid{}
	s.bidMask = 0
	s.revealed = [NumPlayers]bool{}
	s.revealN = 0
	s.leader = (s.start + 2) % NumPlayers
	s.tricks = [NumTricks]trick.Trick{}
	s.tricks[0] = trick.Trick{Leader: uint8(s.leader)}
	s.nTricks = 0
	s.won = [NumPlayers]int{}
	s.winners = [NumTricks]int8{}
	s.voids = [NumPlayers]uint8{}
}

// Redeal replaces the current hand's deal with the given hands (the rest of
// the deck is the hidden cards). It is for scripted tests and tools, and is
// allowed only before the first action of a hand. A game with a replaced
// deal no longer follows its seed, so its record does not verify.
func (s *State) Redeal(hands [NumPlayers]cards.Set) error {
	if s.phase != PhaseChoose {
		return illegal("redeal", "a deal can be replaced only before the first action of a hand")
	}
	all, ok := trick.ValidDeal(hands[:], Deck.Set(), HandSize)
	if !ok {
		return illegal("redeal", "a deal needs three hands of %d different cards of the deck", HandSize)
	}
	s.setDeal(hands, Deck.Set()&^all)
	return nil
}

// Config returns the game's options.
func (s *State) Config() Config { return s.cfg }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// HandNumber returns the 0-based number of the current hand (the number of
// hands played once the game is over).
func (s *State) HandNumber() int { return s.hand }

// StartPlayer returns the current hand's start player.
func (s *State) StartPlayer() int { return s.start }

// Board returns a copy of the contract board.
func (s *State) Board() Board { return s.board }

// Results returns the finished hands' summaries, oldest first.
func (s *State) Results() []HandResult {
	return append([]HandResult(nil), s.results[:s.nResults]...)
}

// Winners returns the winning seats once the game is over (SR7, G4), else
// nil.
func (s *State) Winners() []int {
	if s.phase != PhaseOver {
		return nil
	}
	return engine.SeatSet(s.gameWon).List()
}

// Hand returns the cards seat holds now. It is the full state's view:
// seat-facing code must use View instead.
func (s *State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= NumPlayers {
		return 0
	}
	return s.hands[seat]
}

// Hidden returns the current hand's 4 undealt cards (full-state access).
func (s *State) Hidden() cards.Set { return s.hidden }

// Bids returns the current hand's bids (full-state access) and the mask of
// seats that have bid.
func (s *State) Bids() ([NumPlayers]Bid, uint8) { return s.bids, s.bidMask }

// Rules returns the current hand's trick rules.
func (s *State) Rules() trick.Rules { return s.rules }

// CurrentTrick returns the trick being played.
func (s *State) CurrentTrick() trick.Trick {
	if s.nTricks >= NumTricks {
		return trick.Trick{}
	}
	return s.tricks[s.nTricks]
}

// TricksWon returns the tricks each seat has won this hand.
func (s *State) TricksWon() [NumPlayers]int { return s.won }

// turn returns the single seat to act, or -1 in the bid phase and at the
// end.
func (s *State) turn() int {
	switch s.phase {
	case PhaseChoose:
		return s.start
	case PhaseChooseOther:
		return (s.start + 1) % NumPlayers
	case PhaseReveal:
		return (s.leader + s.revealN) % NumPlayers
	case PhasePlay:
		t := &s.tricks[s.nTricks]
		return (int(t.Leader) + int(t.Count)) % NumPlayers
	}
	return -1
}

// Seats returns 3.
func (s *State) Seats() int { return NumPlayers }

// ToMove returns the seats that must act now, ascending: one seat, all
// seats yet to bid in the bid phase, none once the game is over.
func (s *State) ToMove() []int {
	if s.phase == PhaseBid {
		var out []int
		for i := 0; i < NumPlayers; i++ {
			if s.bidMask&(1<<i) == 0 {
				out = append(out, i)
			}
		}
		return out
	}
	if t := s.turn(); t >= 0 {
		return []int{t}
	}
	return nil
}

// Acting reports whether seat must act now, without allocating.
func (s *State) Acting(seat int) bool {
	if seat < 0 || seat >= NumPlayers {
		return false
	}
	if s.phase == PhaseBid {
		return s.bidMask&(1<<seat) == 0
	}
	return s.turn() == seat
}

// Legal returns every action seat may take now, in a fixed order; nil when
// it is not that seat's turn.
func (s *State) Legal(seat int) []Action {
	if !s.Acting(seat) {
		return nil
	}
	switch s.phase {
	case PhaseChoose, PhaseChooseOther:
		return s.legalChoices()
	case PhaseBid:
		var buf [maxBids]Bid
		n := s.legalBids(seat, &buf)
		out := make([]Action, n)
		for i := range out {
			out[i] = PlaceBid(buf[i])
		}
		return out
	case PhaseReveal:
		if s.bids[seat].Kind == BidPass {
			return []Action{NoReveal}
		}
		return []Action{Reveal, NoReveal}
	case PhasePlay:
		legal := s.rules.Legal(s.hands[seat], &s.tricks[s.nTricks])
		out := make([]Action, 0, legal.Len())
		for legal != 0 {
			c := legal.Lowest()
			out = append(out, Play(c))
			legal = legal.Without(c)
		}
		return out
	}
	return nil
}

// Apply performs seat's action. An action the rules do not allow returns an
// error wrapping ErrIllegal that names the rule, and s is left unchanged.
func (s *State) Apply(seat int, a Action) error {
	if seat < 0 || seat >= NumPlayers {
		return illegal("G1", "there is no seat %d", seat)
	}
	if s.phase == PhaseOver {
		return illegal("SR7", "the game is over")
	}
	if !s.Acting(seat) {
		if s.phase == PhaseBid {
			return illegal("SR2", "you have already bid this hand")
		}
		return illegal("turn", "it is not your turn")
	}
	switch s.phase {
	case PhaseChoose, PhaseChooseOther:
		return s.applyChoice(seat, a)
	case PhaseBid:
		return s.applyBid(seat, a)
	case PhaseReveal:
		return s.applyReveal(seat, a)
	case PhasePlay:
		return s.applyPlay(seat, a)
	}
	return illegal("phase", "nothing can be done now")
}
