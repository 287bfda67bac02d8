package spellcraft

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"parlor/rules/cards"
	"parlor/rules/engine"
)

// deckMax is the largest deck: 54 cards with the jokers.
const deckMax = 54

// State is a whole game of Spellcraft Streamlined and the engine contract
// of rules/engine. Apply logs the action, then every chance outcome and
// outcome it causes, into the embedded Log as they happen; a State from
// New, or a copy made for a search, has a nil Log and logs nothing. Apart
// from the Log it holds no pointers, so copying the value copies the rules.
type State struct {
	*engine.Log

	cfg     Config
	pcg     rand.PCG // shuffles (G2)
	total   int      // chips in the game at the start: stacks+stakes+removed
	phase   Phase
	round   int // 1-based
	turn    int // 1-based turn of the round
	dealer  int
	in      uint8 // seats dealt into this round, bit per seat
	stacks  [MaxPlayers]int
	stakes  int
	removed int // chips removed from the game (SC10)

	deck    [deckMax]cards.Card // deck[top:end] is the deck, top first
	top     int
	end     int
	field   cards.Set
	hands   [MaxPlayers]cards.Set
	known   [MaxPlayers]cards.Set // cards each seat took face up (decision 6)
	out     cards.Set             // discarded this round (SC3)
	trumps  [MaxPlayers]cards.Card
	dealt   [MaxPlayers]cards.Set
	acted   bool // an action was applied this round (Rig is allowed before)
	fiveBy  int  // the seat whose five of a kind ended the round, -1
	knocker int  // -1

	// The sequential phases walk order[pos:nOrder].
	order  [MaxPlayers]int8
	nOrder int
	pos    int

	bids     [MaxPlayers]int8
	bidders  uint8 // seats that bid this turn (not all-in)
	bidIn    uint8 // seats whose bid is in
	revealed bool  // this turn's bids are shown
	high     int   // this turn's high bidder, -1

	sd      RoundResult // the showdown in progress
	last    RoundResult // the last finished round
	hasLast bool
	winners uint8
	reason  EndReason
}

var _ engine.Game[*State, View, Action] = (*State)(nil)

// New starts a game that keeps no record (tests, tools; NewGame keeps
// one): the first dealer is drawn from the seed unless cfg fixes it (SC12,
// G3), and the first round is dealt. A config that fails cfg.Check is an
// error naming the rule.
func New(cfg Config, seed uint64) (*State, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	return newState(cfg, seed, nil), nil
}

// MustNew is New for a config known to be valid (tests, examples); it
// panics on a bad one.
func MustNew(cfg Config, seed uint64) *State {
	s, err := New(cfg, seed)
	if err != nil {
		panic(err)
	}
	return s
}

// newState starts a game from a checked config, logging into log (nil:
// no record).
func newState(cfg Config, seed uint64, log *engine.Log) *State {
	s := &State{Log: log, cfg: cfg, knocker: -1, high: -1, fiveBy: -1}
	rng := cards.NewRand(seed)
	s.dealer = rng.IntN(cfg.Players)
	if cfg.FixedDealer {
		s.dealer = cfg.Dealer
	}
	s.cfg.Dealer = s.dealer
	s.cfg.Chips = cfg.StartChips()
	s.pcg = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	for i := range cfg.Players {
		s.stacks[i] = cfg.StartChips()
	}
	s.total = cfg.Players * cfg.StartChips()
	s.startRound()
	return s
}

// randN returns a number in [0,n) from p without allocating.
func randN(p *rand.PCG, n int) int {
	hi, _ := bits.Mul64(p.Uint64(), uint64(n))
	return int(hi)
}

func (s *State) n() int { return s.cfg.Players }

// Seats returns the number of players.
func (s *State) Seats() int { return s.n() }

// isIn reports whether seat was dealt into this round.
func (s *State) isIn(seat int) bool { return seat >= 0 && seat < s.n() && s.in&(1<<seat) != 0 }

// inCount is the number of seats in the round.
func (s *State) inCount() int { return bits.OnesCount8(s.in) }

// clockwise fills the sequential order with the seats of mask, clockwise
// from first.
func (s *State) clockwise(first int, mask uint8) {
	s.nOrder, s.pos = 0, 0
	for k := range s.n() {
		seat := (first + k) % s.n()
		if mask&(1<<seat) != 0 {
			s.order[s.nOrder] = int8(seat)
			s.nOrder++
		}
	}
}

// current is the seat to act in a sequential phase, -1 when done.
func (s *State) current() int {
	if s.pos >= s.nOrder {
		return -1
	}
	return int(s.order[s.pos])
}

// startRound deals a round to the seats with chips (SC12): shuffle, five
// cards each, trump cards, then the first turn.
func (s *State) startRound() {
	s.round++
	s.turn = 1
	s.in = 0
	for i := range s.n() {
		if s.stacks[i] > 0 {
			s.in |= 1 << i
		}
	}
	s.hands, s.known, s.trumps, s.dealt = [MaxPlayers]cards.Set{}, [MaxPlayers]cards.Set{}, [MaxPlayers]cards.Card{}, [MaxPlayers]cards.Set{}
	s.field, s.out = 0, 0
	s.acted, s.fiveBy, s.knocker = false, -1, -1
	s.revealed, s.high, s.bidIn, s.bidders, s.bids = false, -1, 0, 0, [MaxPlayers]int8{}
	s.nOrder, s.pos = 0, 0
	s.top, s.end = 0, 0
	// The deck in byte order, shuffled in place: no allocation per round.
	for d := s.cfg.Deck().Set(); d != 0; {
		c := d.Lowest()
		s.deck[s.end] = c
		s.end++
		d = d.Without(c)
	}
	d := s.deck[:s.end]
	for i := len(d) - 1; i > 0; i-- {
		j := randN(&s.pcg, i+1)
		d[i], d[j] = d[j], d[i]
	}
	for range HandSize {
		for k := 1; k <= s.n(); k++ {
			if seat := (s.dealer + k) % s.n(); s.isIn(seat) {
				s.hands[seat] = s.hands[seat].With(s.deck[s.top])
				s.top++
			}
		}
	}
	if s.cfg.Trump {
		t := TrumpCards
		for i := len(t) - 1; i > 0; i-- {
			j := randN(&s.pcg, i+1)
			t[i], t[j] = t[j], t[i]
		}
		j := 0
		for k := 1; k <= s.n(); k++ {
			if seat := (s.dealer + k) % s.n(); s.isIn(seat) {
				s.trumps[seat] = t[j]
				j++
			}
		}
	}
	s.dealt = s.hands
	s.logDeal()
	s.afterDeal()
}

// afterDeal checks the fresh deal for five of a kind (SC11, decision 11)
// and lays out the first field.
func (s *State) afterDeal() {
	for i := range s.n() {
		if s.isIn(i) && HasFive(s.hands[i]) {
			s.fiveBy = i
			s.showdown(CauseFive)
			return
		}
	}
	s.layOut()
}

// deckSize is the number of cards left in the deck.
func (s *State) deckSize() int { return s.end - s.top }

// Clone returns an independent copy of the game, record included.
func (s *State) Clone() *State {
	c := *s
	c.Log = s.Log.Clone()
	return &c
}

// Config returns the game's options, with Dealer the first round's dealer
// and Chips the starting chips.
func (s *State) Config() Config { return s.cfg }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Round returns the 1-based number of the current round (the last round
// once the game is over).
func (s *State) Round() int { return s.round }

// Turn returns the 1-based turn of the current round.
func (s *State) Turn() int { return s.turn }

// Dealer returns the current round's dealer.
func (s *State) Dealer() int { return s.dealer }

// InRound reports whether seat was dealt into the current round.
func (s *State) InRound(seat int) bool { return s.isIn(seat) }

// Hand returns the cards seat holds now. It is the full state's view:
// seat-facing code must use View instead.
func (s *State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= s.n() {
		return 0
	}
	return s.hands[seat]
}

// TrumpCard returns seat's trump card, cards.None without the variant
// (full-state access).
func (s *State) TrumpCard(seat int) cards.Card {
	if seat < 0 || seat >= s.n() {
		return cards.None
	}
	return s.trumps[seat]
}

// Field returns the face-up cards in the middle.
func (s *State) Field() cards.Set { return s.field }

// DeckCards returns the deck, top card first (full-state access).
func (s *State) DeckCards() []cards.Card { return slices.Clone(s.deck[s.top:s.end]) }

// Discarded returns the cards discarded this round (SC3).
func (s *State) Discarded() cards.Set { return s.out }

// Stack returns seat's chips.
func (s *State) Stack(seat int) int {
	if seat < 0 || seat >= s.n() {
		return 0
	}
	return s.stacks[seat]
}

// Stakes returns the chips in the middle.
func (s *State) Stakes() int { return s.stakes }

// Removed returns the chips removed from the game so far (SC10).
func (s *State) Removed() int { return s.removed }

// TotalChips returns the chips the game started with: every stack, the
// stakes and the removed chips always add up to it.
func (s *State) TotalChips() int { return s.total }

// Knocker returns this round's knocker, or -1.
func (s *State) Knocker() int { return s.knocker }

// HighBidder returns this turn's high bidder once the bids are shown, or
// -1.
func (s *State) HighBidder() int { return s.high }

// LastRound returns the last finished round's result; ok is false before
// the first showdown.
func (s *State) LastRound() (r RoundResult, ok bool) { return s.last, s.hasLast }

// Showdown returns the showdown waiting for the black joker's target
// (PhaseBlackJoker); ok is false in any other phase.
func (s *State) Showdown() (r RoundResult, ok bool) {
	return s.sd, s.phase == PhaseBlackJoker
}

// Winners returns the winning seats once the game is over (SC12, G4), else
// nil.
func (s *State) Winners() []int {
	if s.phase != PhaseOver {
		return nil
	}
	return seatsOf(s.winners, s.n())
}

// EndReason returns why the game ended (NotOver while it goes on).
func (s *State) EndReason() EndReason { return s.reason }

func seatsOf(mask uint8, n int) []int {
	var out []int
	for i := range n {
		if mask&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// ToMove returns the seats that must act now: several while bids are made
// (SC6), one otherwise, none once the game is over.
func (s *State) ToMove() []int {
	switch s.phase {
	case PhaseBid:
		return seatsOf(s.bidders&^s.bidIn, s.n())
	case PhaseExchange, PhasePick, PhaseKnock, PhaseKnockTake:
		if c := s.current(); c >= 0 {
			return []int{c}
		}
	case PhaseBlackJoker:
		return []int{s.sd.BlackJoker}
	}
	return nil
}

// Acting reports whether seat must act now.
func (s *State) Acting(seat int) bool {
	if seat < 0 || seat >= s.n() {
		return false
	}
	switch s.phase {
	case PhaseBid:
		return (s.bidders&^s.bidIn)&(1<<seat) != 0
	case PhaseExchange, PhasePick, PhaseKnock, PhaseKnockTake:
		return s.current() == seat
	case PhaseBlackJoker:
		return s.sd.BlackJoker == seat
	}
	return false
}

// Legal returns every action seat may take now, in a fixed order; nil when
// seat is not to act. "End game now" is never listed (decision 13).
//
//	exchange:    pass, then exchanges by pair, the deck before field cards
//	bid:         bid 1 up to the most the seat may bid
//	pick, take:  draw (when the deck has cards), then field cards
//	knock:       pass, knock
//	black joker: target seats ascending
func (s *State) Legal(seat int) []Action {
	if !s.Acting(seat) {
		return nil
	}
	switch s.phase {
	case PhaseExchange:
		h := s.hands[seat].Cards()
		ins := s.takeChoices()
		out := make([]Action, 0, 1+len(h)*(len(h)-1)/2*len(ins))
		out = append(out, Pass)
		for i := range h {
			for j := i + 1; j < len(h); j++ {
				for _, in := range ins {
					out = append(out, Exchange(h[i], h[j], in))
				}
			}
		}
		return out
	case PhaseBid:
		m := s.maxBid(seat)
		out := make([]Action, 0, m)
		for b := 1; b <= m; b++ {
			out = append(out, Bid(b))
		}
		return out
	case PhasePick, PhaseKnockTake:
		ins := s.takeChoices()
		out := make([]Action, len(ins))
		for i, c := range ins {
			out[i] = Take(c)
		}
		return out
	case PhaseKnock:
		return []Action{Pass, Knock}
	case PhaseBlackJoker:
		var out []Action
		for i := range s.n() {
			if i != seat && s.isIn(i) {
				out = append(out, Target(i))
			}
		}
		return out
	}
	return nil
}

// takeChoices lists where a card may come from: cards.None for the deck
// top (when it has cards, SC7), then the field's cards.
func (s *State) takeChoices() []cards.Card {
	out := make([]cards.Card, 0, 1+s.field.Len())
	if s.deckSize() > 0 {
		out = append(out, cards.None)
	}
	return append(out, s.field.Cards()...)
}

// maxBid is the most seat may bid: 4, and at most its stack (SC6).
func (s *State) maxBid(seat int) int { return min(MaxBid, s.stacks[seat]) }

// Apply performs seat's action. An action the rules do not allow returns an
// *engine.RuleError (wrapping engine.ErrIllegal) that names the rule and
// says why, and s is left unchanged, its record included. A legal action
// is logged once it is checked, before whatever it causes.
func (s *State) Apply(seat int, a Action) error {
	if seat < 0 || seat >= s.n() {
		return illegal("G1", "there is no such seat at this table")
	}
	if s.phase == PhaseOver {
		return illegal("SC12", "the game is over")
	}
	if a.Kind == KindEnd {
		s.logAct(seat, a)
		s.endNow()
		return nil
	}
	if !s.Acting(seat) {
		switch {
		case !s.isIn(seat):
			return illegal("SC12", "you have no chips left, so you are out of the game")
		case s.phase == PhaseBid && s.bidIn&(1<<seat) != 0:
			return illegal("SC6", "you have bid already this turn, and a bid is final")
		case s.phase == PhaseBid:
			return illegal("SC6", "you have no chips to bid: you are all-in and pick last")
		}
		return illegal("turn order", "it is not your turn")
	}
	var err error
	round := s.round
	switch s.phase {
	case PhaseExchange:
		err = s.applyExchange(seat, a)
	case PhaseBid:
		err = s.applyBid(seat, a)
	case PhasePick, PhaseKnockTake:
		err = s.applyTake(seat, a)
	case PhaseKnock:
		err = s.applyKnock(seat, a)
	case PhaseBlackJoker:
		err = s.applyTarget(seat, a)
	}
	if err == nil && s.round == round {
		s.acted = true
	}
	return err
}
