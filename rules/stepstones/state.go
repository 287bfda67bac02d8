package stepstones

import (
	"math/bits"
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/trick"
)

// HandResult is the end-of-hand summary of one finished hand. Every card
// of a hand is played face up, so all of it is public.
type HandResult struct {
	Hand     int // 0-based
	Forehand int
	Dealt    [NumPlayers]cards.Set
	Passed   [NumPlayers]bool // seats that passed before the declaration
	Puddle   bool             // the forehand was pushed into the puddle (SS6)
	Declarer int
	Bid      Bid
	Row      int             // the bid's scoresheet row
	Won      [NumPlayers]int // tricks each seat took (only the declarer's count)
	// Tricks is the declarer's result for the sheet: tricks won, or for Win
	// Last 6 tricks won among tricks 7-12 (SS4).
	Tricks  int
	Before  int  // the sheet value before the hand: -1 if empty
	Kept    bool // the sheet now holds Tricks (false: a Redo that did not improve)
	Winners [NumTricks]int8
	Played  [NumTricks]trick.Trick
}

var _ engine.Game[*State, View, Action] = (*State)(nil)

// State is a whole game of Stepping Stones: the engine contract of
// rules/engine. It logs every deal, action and outcome to its Log at the
// moment it happens (NewGame); a State without a Log (New, Determinize, a
// CopyFrom copy) logs nothing. Apart from the Log it holds no pointers:
// copying the value copies the rules' state.
type State struct {
	*engine.Log

	cfg      Config
	pcg      rand.PCG // deals (G2)
	hand     int      // 0-based hand number
	forehand int
	phase    Phase
	dealt    [NumPlayers]cards.Set
	hands    [NumPlayers]cards.Set

	turn   int   // bidding: seat to act
	passed uint8 // bidding: seats that passed, bit per seat
	puddle bool  // bidding: the forehand must bid (SS6)

	declarer int // -1 while bidding
	bid      Bid
	row      int
	rules    trick.Rules
	tricks   [NumTricks]trick.Trick
	nTricks  int // completed tricks; tricks[nTricks] is the current one
	won      [NumPlayers]int
	counted  int // the declarer's tricks that count (SS4)
	winners  [NumTricks]int8
	voids    [NumPlayers]uint8 // suits a seat showed out of, bit per suit
	plays    int               // cards played in the whole game

	cells    [NumRows][NumPlayers]int8 // the scoresheet's tricks; -1 empty
	tokens   uint8                     // seats holding a redo token
	results  [MaxHands]HandResult
	nResults int
	gameWon  uint8 // winners bitmask once over
}

// New starts a game that keeps no record: the first forehand is drawn
// from the seed unless cfg fixes it (G3), and the first hand is dealt.
func New(cfg Config, seed uint64) *State {
	s := start(cfg, seed)
	s.deal()
	return s
}

// start sets a game up from its options and seed, before the first deal.
func start(cfg Config, seed uint64) *State {
	s := &State{cfg: cfg}
	s.cfg.Sheet &= 1
	rng := cards.NewRand(seed)
	s.forehand = rng.IntN(NumPlayers)
	if cfg.FixedForehand {
		s.forehand = ((cfg.Forehand % NumPlayers) + NumPlayers) % NumPlayers
	}
	s.cfg.Forehand = s.forehand
	s.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	for r := range s.cells {
		for p := range s.cells[r] {
			s.cells[r][p] = -1
		}
	}
	if cfg.Redo {
		s.tokens = 1<<NumPlayers - 1
	}
	return s
}

// Clone returns an independent copy of the game, its record included.
func (s *State) Clone() *State {
	c := *s
	c.Log = s.Log.Clone()
	return &c
}

// deck36 is the deck in byte order, the base of every shuffle.
var deck36 = func() (d [36]cards.Card) {
	copy(d[:], Deck.Cards())
	return d
}()

// randN returns a number in [0,n) from p without allocating.
func randN(p *rand.PCG, n int) int {
	hi, _ := bits.Mul64(p.Uint64(), uint64(n))
	return int(hi)
}

// deal shuffles and deals a new hand and opens its bidding.
func (s *State) deal() {
	d := deck36
	for i := len(d) - 1; i > 0; i-- {
		j := randN(&s.pcg, i+1)
		d[i], d[j] = d[j], d[i]
	}
	var hands [NumPlayers]cards.Set
	for i, c := range d {
		hands[i/HandSize] |= c.Bit()
	}
	s.setDeal(hands)
	s.logDeal()
}

func (s *State) setDeal(hands [NumPlayers]cards.Set) {
	s.dealt, s.hands = hands, hands
	s.phase = PhaseBid
	s.turn, s.passed, s.puddle = s.forehand, 0, false
	s.declarer, s.bid, s.row, s.rules = -1, Bid{}, -1, trick.Rules{}
	s.tricks = [NumTricks]trick.Trick{}
	s.nTricks = 0
	s.won = [NumPlayers]int{}
	s.counted = 0
	s.winners = [NumTricks]int8{}
	s.voids = [NumPlayers]uint8{}
}

// Redeal replaces the current hand's deal with the given hands. It is for
// scripted tests and tools, and is allowed only before the first action of
// a hand. A game with a replaced deal no longer follows its seed, so its
// record does not verify.
func (s *State) Redeal(hands [NumPlayers]cards.Set) error {
	if s.phase != PhaseBid || s.passed != 0 {
		return illegal("redeal", "a deal can be replaced only before the first action of a hand")
	}
	if _, ok := trick.ValidDeal(hands[:], Deck.Set(), HandSize); !ok {
		return illegal("redeal", "a deal needs three hands of %d different cards of the deck", HandSize)
	}
	s.setDeal(hands)
	return nil
}

// Config returns the game's options (Forehand: the first hand's forehand).
func (s *State) Config() Config { return s.cfg }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// HandNumber returns the 0-based number of the current hand (the number of
// hands played once the game is over).
func (s *State) HandNumber() int { return s.hand }

// Forehand returns the current hand's forehand.
func (s *State) Forehand() int { return s.forehand }

// Declarer returns the current hand's declarer, or -1 while bidding.
func (s *State) Declarer() int { return s.declarer }

// CurrentBid returns the current hand's declaration (zero while bidding).
func (s *State) CurrentBid() Bid { return s.bid }

// Rules returns the current hand's trick rules.
func (s *State) Rules() trick.Rules { return s.rules }

// Hand returns the cards seat holds now. It is the full state's view:
// seat-facing code must use View instead.
func (s *State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= NumPlayers {
		return 0
	}
	return s.hands[seat]
}

// Dealt returns the current hand's deal (full-state access).
func (s *State) Dealt() [NumPlayers]cards.Set { return s.dealt }

// Played returns the cards played so far this hand.
func (s *State) Played() cards.Set {
	var p cards.Set
	for i := 0; i <= s.nTricks && i < NumTricks; i++ {
		p |= s.tricks[i].Set()
	}
	return p
}

// CurrentTrick returns the trick being played.
func (s *State) CurrentTrick() trick.Trick {
	if s.nTricks >= NumTricks {
		return trick.Trick{}
	}
	return s.tricks[s.nTricks]
}

// TricksWon returns the tricks each seat has won this hand.
func (s *State) TricksWon() [NumPlayers]int { return s.won }

// Counted returns the declarer's tricks that count so far this hand (SS4).
func (s *State) Counted() int { return s.counted }

// TricksPlayed returns the number of completed tricks this hand.
func (s *State) TricksPlayed() int { return s.nTricks }

// HasToken reports whether seat still holds its redo token.
func (s *State) HasToken(seat int) bool {
	return seat >= 0 && seat < NumPlayers && s.tokens&(1<<seat) != 0
}

// Results returns the finished hands' summaries, oldest first.
func (s *State) Results() []HandResult {
	return append([]HandResult(nil), s.results[:s.nResults]...)
}

// Winners returns the winning seats once the game is over (SS8, G4), else
// nil.
func (s *State) Winners() []int {
	if s.phase != PhaseOver {
		return nil
	}
	return engine.SeatSet(s.gameWon).List()
}

// Scoresheet returns the scoresheet as the UI draws it.
func (s *State) Scoresheet() Scoresheet { return buildSheet(s.cfg.Sheet, &s.cells) }

// toAct returns the single seat to act, or -1 at the end.
func (s *State) toAct() int {
	switch s.phase {
	case PhaseBid:
		return s.turn
	case PhasePlay:
		t := &s.tricks[s.nTricks]
		return (int(t.Leader) + int(t.Count)) % NumPlayers
	}
	return -1
}

// Seats returns 3.
func (s *State) Seats() int { return NumPlayers }

// ToMove returns the seats that must act now: one seat, or none once the
// game is over.
func (s *State) ToMove() []int {
	if t := s.toAct(); t >= 0 {
		return []int{t}
	}
	return nil
}

// Acting reports whether seat must act now, without allocating.
func (s *State) Acting(seat int) bool { return seat >= 0 && s.toAct() == seat }

// Legal returns every action seat may take now, in a fixed order (pass
// first, then bids by row, ranking and suit; cards ascending); nil when it
// is not that seat's turn.
func (s *State) Legal(seat int) []Action {
	if !s.Acting(seat) {
		return nil
	}
	switch s.phase {
	case PhaseBid:
		var buf [maxBids]Bid
		n := s.legalBids(seat, &buf)
		out := make([]Action, 0, n+1)
		if !s.puddle {
			out = append(out, Pass)
		}
		for _, b := range buf[:n] {
			out = append(out, Declare(b))
		}
		return out
	case PhasePlay:
		legal := s.rules.Legal(s.hands[seat], &s.tricks[s.nTricks])
		out := make([]Action, 0, legal.Len())
		for ; legal != 0; legal &= legal - 1 {
			out = append(out, Play(legal.Lowest()))
		}
		return out
	}
	return nil
}

// Apply performs seat's action. An action the rules do not allow returns an
// *engine.RuleError wrapping engine.ErrIllegal that names the rule, and s is
// left unchanged.
func (s *State) Apply(seat int, a Action) error {
	if seat < 0 || seat >= NumPlayers {
		return illegal("G1", "there is no such seat at this table")
	}
	if s.phase == PhaseOver {
		return illegal("end of game", "the game is over")
	}
	if s.toAct() != seat {
		return illegal("turn", "it is not your turn")
	}
	switch s.phase {
	case PhaseBid:
		return s.applyBid(seat, a)
	case PhasePlay:
		return s.applyPlay(seat, a)
	}
	return illegal("phase", "nothing can be done now")
}
