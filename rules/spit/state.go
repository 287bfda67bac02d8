package spit

import (
	"errors"
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
)

// illegal returns the error for a press the rules do not allow now: it
// wraps engine.ErrIllegal and carries the rule and a sentence for the
// player who tried it.
func illegal(rule, format string, args ...any) error {
	return engine.IllegalIn(GameName, rule, format, args...)
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

// State is a whole game of Speed/Spit for two seats, with its own record:
// the engine contract of rules/engine (engine.Game and engine.RealTime).
// It changes only through Apply, ApplyTick and Advance.
type State struct {
	clock realtime.Clock // the tick and the fair order (realtime.Coin)
	cfg   Config
	rng   realtime.Rand

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

	roundWinner int    // during claim/choose; NoSeat when shared
	winner      int    // when over; NoSeat when shared
	rounds      int    // rounds completed
	played      [2]int // cards each seat has played onto the centre piles

	tc tickContext

	// The record as the game goes: Events, Record, SetCreated and
	// Recorded of the contract are the log's.
	*engine.Log
}

// New starts a game seated as seats says (two seats): the whole deck
// shuffled from seed (G2) and dealt.
func New(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	s, err := newState(cfg, seed, seats)
	if err != nil {
		return nil, err
	}
	deck := cards.Standard52.Shuffled(s.rng.Rand)
	if cfg.Short {
		s.dealShort(deck)
		return s, nil
	}
	var mine [2][]cards.Card
	for i, c := range deck {
		mine[i%2] = append(mine[i%2], c)
	}
	s.layOut(mine)
	return s, nil
}

func newState(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	if len(seats) != NumPlayers {
		return nil, fmt.Errorf("spit: %d seats listed; Speed / Spit seats %d", len(seats), NumPlayers)
	}
	log, err := engine.NewLog(GameName, seed, cfg, seats)
	if err != nil {
		return nil, err
	}
	return &State{
		clock: realtime.NewClock(seed, realtime.Coin), cfg: cfg, rng: realtime.NewRand(seed),
		round: 1, countdown: -1, dirty: true,
		roundWinner: NoSeat, winner: NoSeat, Log: log,
	}, nil
}

// Clone returns an independent copy, record included.
func (s *State) Clone() *State {
	c := *s
	c.rng = s.rng.Clone()
	for seat := range 2 {
		for i := range MaxPiles {
			c.stock[seat][i].cards = clone(s.stock[seat][i].cards)
		}
		c.draw[seat] = clone(s.draw[seat])
		c.spit[seat] = clone(s.spit[seat])
		c.side[seat] = clone(s.side[seat])
	}
	c.Log = s.Log.Clone()
	return &c
}

func clone(cs []cards.Card) []cards.Card {
	if cs == nil {
		return nil
	}
	return append(make([]cards.Card, 0, len(cs)), cs...)
}

// Tick returns the current tick: presses applied now carry it.
func (s *State) Tick() int64 { return s.clock.Tick() }

// Seed returns the seed the game was started from (G2).
func (s *State) Seed() uint64 { return s.clock.Seed() }

// Config returns the game's options.
func (s *State) Config() Config { return s.cfg }

// Phase returns what the table is waiting for.
func (s *State) Phase() Phase { return s.phase }

// Round returns the current round, from 1.
func (s *State) Round() int { return s.round }

// Seats returns 2.
func (s *State) Seats() int { return NumPlayers }

// ToMove returns no seat: in a real-time game nobody waits for a turn.
func (s *State) ToMove() []int { return nil }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Winner returns the winner once the game is over: a seat, or NoSeat when
// the victory is shared (G4) or the game is not over.
func (s *State) Winner() int { return s.winner }

// Winners returns every winning seat once the game is over: one, or both
// for a shared victory (G4).
func (s *State) Winners() []int {
	switch {
	case s.phase != PhaseOver:
		return nil
	case s.winner == NoSeat:
		return []int{0, 1}
	}
	return []int{s.winner}
}

// Rounds returns the rounds completed.
func (s *State) Rounds() int { return s.rounds }

// Played returns how many cards seat has played onto the centre piles (a
// late press plays none).
func (s *State) Played(seat int) int {
	if seat != 0 && seat != 1 {
		return 0
	}
	return s.played[seat]
}

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

// NewFromLayout starts a game from a scripted layout, seated as seats
// says. Later rounds and reshuffles draw from seed. Every one of the 52
// cards must appear exactly once. Its record starts with the layout as the
// deal, so it does not verify: a seed deals other cards.
func NewFromLayout(cfg Config, seed uint64, seats []record.Seat, l Layout) (*State, error) {
	s, err := newState(cfg, seed, seats)
	if err != nil {
		return nil, err
	}
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
