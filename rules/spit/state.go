package spit

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/record"
)

// ErrIllegal is wrapped by every error Apply returns for a press the rules
// do not allow; the message names the rule.
var ErrIllegal = errors.New("spit: illegal action")

func illegal(a Action, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrIllegal, a, fmt.Sprintf(format, args...))
}

// Phase is what the table is waiting for.
type Phase uint8

// Phases.
const (
	PhasePlay   Phase = iota // playing, spitting and the countdown
	PhaseClaim               // SP5: the race to claim the smaller centre pile
	PhaseChoose              // variation 3: the round winner chooses a pile
	PhaseOver                // the game has ended
)

func (p Phase) String() string {
	switch p {
	case PhasePlay:
		return "play"
	case PhaseClaim:
		return "claim"
	case PhaseChoose:
		return "choose"
	case PhaseOver:
		return "over"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// pile is one stock slot: cards bottom first, the lowest down of them face down.
type pile struct {
	cards []cards.Card
	down  int
}

func (p *pile) top() cards.Card { return p.cards[len(p.cards)-1] }

func (p *pile) pop() cards.Card {
	c := p.top()
	p.cards = p.cards[:len(p.cards)-1]
	if p.down > len(p.cards) {
		p.down = len(p.cards)
	}
	return c
}

// State is a whole game of Speed/Spit for two seats. It changes only through
// Apply, ApplyTick and Advance.
type State struct {
	cfg  Config
	seed uint64
	pcg  *rand.PCG
	rng  *rand.Rand
	tick int64

	phase Phase
	round int
	stock [2][MaxPiles]pile
	draw  [2][]cards.Card // top is last
	hand  [2][HandSize]cards.Card
	spit  [2][]cards.Card // centre piles L, R; top is last
	side  [2][]cards.Card // short version spit cards; top is last

	ready     [2]bool
	choice    [2]Side // a lone spitter's pile, once pressed
	countdown int     // ticks left; -1 off; 0 due (waiting for a lone spitter)
	stuck     bool    // cached: nobody can move (D3)
	dirty     bool    // stuck must be recomputed
	single    bool    // SP6: this round has a single centre pile
	stall     int     // recycles since the last play (D6, D8)

	roundWinner int // during claim/choose; NoSeat when shared
	winner      int // when over; NoSeat when shared
	rounds      int // rounds completed

	tc  tickContext
	log []record.Event
}

// New starts a game: the whole deck shuffled from seed (G2) and dealt.
func New(cfg Config, seed uint64) *State {
	s := newState(cfg, seed)
	deck := cards.Standard52.Shuffled(s.rng)
	if cfg.Short {
		s.dealShort(deck)
		return s
	}
	var mine [2][]cards.Card
	for i, c := range deck {
		mine[i%2] = append(mine[i%2], c)
	}
	s.layOut(mine)
	return s
}

func newState(cfg Config, seed uint64) *State {
	// Same PCG seeding as cards.NewRand, kept here so Clone can copy it.
	pcg := rand.NewPCG(seed, seed^0x9E3779B97F4A7C15)
	return &State{
		cfg: cfg, seed: seed, pcg: pcg, rng: rand.New(pcg),
		round: 1, countdown: -1, dirty: true,
		roundWinner: NoSeat, winner: NoSeat,
	}
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	p := *s.pcg
	c.pcg = &p
	c.rng = rand.New(c.pcg)
	for seat := range 2 {
		for i := range MaxPiles {
			c.stock[seat][i].cards = clone(s.stock[seat][i].cards)
		}
		c.draw[seat] = clone(s.draw[seat])
		c.spit[seat] = clone(s.spit[seat])
		c.side[seat] = clone(s.side[seat])
	}
	c.log = s.log[:len(s.log):len(s.log)] // appends reallocate, so the copies never share
	return &c
}

func clone(cs []cards.Card) []cards.Card {
	if cs == nil {
		return nil
	}
	return append(make([]cards.Card, 0, len(cs)), cs...)
}

// Config returns the game's options.
func (s *State) Config() Config { return s.cfg }

// Seed returns the seed the game was started from (G2).
func (s *State) Seed() uint64 { return s.seed }

// Tick returns the current tick: presses applied now carry this tick.
func (s *State) Tick() int64 { return s.tick }

// Phase returns what the table is waiting for.
func (s *State) Phase() Phase { return s.phase }

// Round returns the current round, from 1.
func (s *State) Round() int { return s.round }

// Over reports whether the game has ended, and the winner (NoSeat when
// shared, G4).
func (s *State) Over() (bool, int) { return s.phase == PhaseOver, s.winner }

// Cards returns how many cards seat holds: stock, draw pile and hand.
func (s *State) Cards(seat int) int {
	n := len(s.draw[seat]) + s.stockCount(seat)
	for _, c := range s.hand[seat] {
		if c != cards.None {
			n++
		}
	}
	return n
}

func (s *State) stockCount(seat int) int {
	n := 0
	for i := range MaxPiles {
		n += len(s.stock[seat][i].cards)
	}
	return n
}

// Layout places every card for a scripted start (tests, puzzles). Piles are
// bottom first; in a stock pile the last card is face up and the others face
// down. Unused fields stay empty.
type Layout struct {
	Stock [2][][]cards.Card // per seat, per slot (at most Config.Piles slots)
	Draw  [2][]cards.Card   // per seat; the last card is spat first
	Spit  [2][]cards.Card   // centre piles L and R
	Hand  [2][]cards.Card   // short version: up to 4 per seat, slots in order
	Side  [2][]cards.Card   // short version spit cards L and R
}

// NewFromLayout starts a game from a scripted layout. Later rounds and
// reshuffles draw from seed. Every one of the 52 cards must appear exactly
// once.
func NewFromLayout(cfg Config, seed uint64, l Layout) (*State, error) {
	s := newState(cfg, seed)
	for seat := range 2 {
		if len(l.Stock[seat]) > cfg.Piles() {
			return nil, fmt.Errorf("spit: layout: seat %d has %d stock piles, at most %d", seat, len(l.Stock[seat]), cfg.Piles())
		}
		if cfg.Short && len(l.Stock[seat]) > 0 || !cfg.Short && (len(l.Hand[seat]) > 0 || len(l.Side[seat]) > 0) {
			return nil, errors.New("spit: layout: stock piles are for the standard game, hand and side piles for the short version")
		}
		for i, p := range l.Stock[seat] {
			s.stock[seat][i] = pile{cards: clone(p), down: max(len(p)-1, 0)}
		}
		if len(l.Hand[seat]) > HandSize {
			return nil, fmt.Errorf("spit: layout: seat %d has %d hand cards, at most %d", seat, len(l.Hand[seat]), HandSize)
		}
		copy(s.hand[seat][:], l.Hand[seat])
		s.draw[seat] = clone(l.Draw[seat])
		s.spit[seat] = clone(l.Spit[seat])
		s.side[seat] = clone(l.Side[seat])
	}
	s.single = !cfg.Short && (len(s.draw[0]) == 0) != (len(s.draw[1]) == 0)
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("spit: layout: %w", err)
	}
	if s.emptyStock(0) || s.emptyStock(1) {
		return nil, errors.New("spit: layout: each seat needs stock (or hand) cards")
	}
	s.logDeal()
	return s, nil
}

func (s *State) emptyStock(seat int) bool {
	if s.cfg.Short {
		return s.handCount(seat) == 0 && len(s.draw[seat]) == 0
	}
	return s.stockCount(seat) == 0
}

func (s *State) handCount(seat int) int {
	n := 0
	for _, c := range s.hand[seat] {
		if c != cards.None {
			n++
		}
	}
	return n
}
