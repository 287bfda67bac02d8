package speedoh

import (
	"fmt"

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

// Phase is what the table is doing.
type Phase uint8

// Phases.
const (
	PhasePlay Phase = iota // flipping and slapping
	PhaseOver              // the game has ended
)

func (p Phase) String() string {
	if p == PhaseOver {
		return "over"
	}
	return "play"
}

// EndReason tells why the game ended.
type EndReason uint8

// End reasons.
const (
	NotOver   EndReason = iota
	OutOfCard           // SO9: a player has no draw and no flipped cards
	Stale               // D13: MaxTurnovers turnovers in a row with no cards changing hands
	TimeUp              // D13: GameTicks of play
)

func (r EndReason) String() string {
	switch r {
	case OutOfCard:
		return "out"
	case Stale:
		return "stale"
	case TimeUp:
		return "time"
	}
	return "none"
}

// flipped is one card in a flipped pile, with the flip that put it there.
type flipped struct {
	card Card
	seq  int32 // running count of flips; rewinds (SO6) cut by it
}

// State is a whole game of SpeedOh: Blades with its own record: the
// engine contract of rules/engine (engine.Game and engine.RealTime). It
// changes only through Apply, ApplyTick and Advance.
type State struct {
	clock realtime.Clock // the tick and the fair order (realtime.Shuffle)
	cfg   Config
	n     int
	rng   realtime.Rand

	phase    Phase
	dealer   int
	draw     [MaxPlayers][]Card    // top is last
	pile     [MaxPlayers][]flipped // flipped piles; top is last
	seq      int32                 // flips so far
	turn     int                   // nominal seat to flip; the first with draw cards from here flips (SO9)
	last     int                   // last seat to flip
	windows  []window
	wrong    []wrongSlap // wrong slaps this tick, in order (settled in Advance)
	stamp    int32       // running count of slaps, to order windows by their first slap
	settling bool        // inside Advance: windows opened now start next tick
	// uncovered are the seats whose top card a rewind uncovered in the
	// settlement under way: it starts no new match (SO6).
	uncovered Seats

	mode     Mode
	modeCard Card // the match-changing card in effect (D8), None for the usual image rule
	modeSeat int
	changes  []change // flips of match-changing cards, oldest first (SO8, D8)

	turnovers int // in a row, with no cards changing hands (D13)
	winners   Seats
	reason    EndReason

	// The record as the game goes: Events, Record, SetCreated and
	// Recorded of the contract are the log's.
	*engine.Log
}

// New starts a game seated as seats says (as many seats as cfg's players):
// the deck shuffled from seed (G2), a dealer drawn from seed (G3), all
// cards dealt one at a time clockwise from the dealer's left (D2), who
// flips first.
func New(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	s, err := newState(cfg, seed, seats)
	if err != nil {
		return nil, err
	}
	deck := Deck(cfg.Beginner)
	shuffle(deck, s.rng.Rand)
	s.dealer = s.rng.IntN(s.n)
	for i, c := range deck {
		seat := (s.dealer + 1 + i) % s.n
		s.draw[seat] = append(s.draw[seat], c)
	}
	s.turn = (s.dealer + 1) % s.n
	s.logDeal()
	return s, nil
}

func newState(cfg Config, seed uint64, seats []record.Seat) (*State, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.normal()
	if len(seats) != cfg.Players {
		return nil, fmt.Errorf("speedoh: %d seats listed for %d players", len(seats), cfg.Players)
	}
	log, err := engine.NewLog(GameName, seed, cfg, seats)
	if err != nil {
		return nil, err
	}
	return &State{
		clock: realtime.NewClock(seed, realtime.Shuffle), cfg: cfg, n: cfg.Players, rng: realtime.NewRand(seed),
		turn: 0, last: NoSeat, modeSeat: NoSeat, Log: log,
	}, nil
}

func (s *State) logDeal() {
	d := Dealt{Dealer: s.dealer, First: s.turn, Draw: make([][]Card, s.n)}
	for i := range s.n {
		d.Draw[i] = cloneSlice(s.draw[i])
	}
	s.Log.Chance("deal", d, s.Tick())
}

// Clone returns an independent copy, record included.
func (s *State) Clone() *State {
	c := *s
	c.rng = s.rng.Clone()
	for i := range s.n {
		c.draw[i] = cloneSlice(s.draw[i])
		c.pile[i] = cloneSlice(s.pile[i])
	}
	c.windows = cloneSlice(s.windows)
	c.changes = cloneSlice(s.changes)
	c.wrong = cloneSlice(s.wrong)
	c.Log = s.Log.Clone()
	return &c
}

func cloneSlice[T any](xs []T) []T {
	if xs == nil {
		return nil
	}
	return append(make([]T, 0, len(xs)), xs...)
}

// Tick returns the current tick: presses applied now carry it.
func (s *State) Tick() int64 { return s.clock.Tick() }

// Seed returns the seed the game was started from (G2).
func (s *State) Seed() uint64 { return s.clock.Seed() }

// Config returns the game's options (Players filled in).
func (s *State) Config() Config { return s.cfg }

// Seats returns the number of players.
func (s *State) Seats() int { return s.n }

// ToMove returns no seat: in a real-time game nobody waits for a turn.
func (s *State) ToMove() []int { return nil }

// Phase returns what the table is doing.
func (s *State) Phase() Phase { return s.phase }

// Dealer returns the dealer (G3); the dealer's left flipped first.
func (s *State) Dealer() int { return s.dealer }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Winners returns the winning seats once the game is over, in seat
// order: one, or several for a shared victory (G4, D14).
func (s *State) Winners() []int {
	if s.winners == 0 {
		return nil
	}
	return s.winners.List()
}

// EndReason tells why the game ended.
func (s *State) EndReason() EndReason { return s.reason }

// Cards returns how many cards seat holds: draw pile and flipped pile.
func (s *State) Cards(seat int) int { return len(s.draw[seat]) + len(s.pile[seat]) }

// Layout places every card for a scripted start (tests, puzzles).
type Layout struct {
	Draw    [][]Card // per seat, bottom first: the last card is flipped first
	Flipped [][]Card // per seat, bottom first: the last card shows
	Turn    int      // the seat to flip
}

// NewFromLayout starts a game from a scripted layout, seated as seats says.
// Every card of the deck must appear exactly once. Its record starts with
// the layout as the deal, so it does not verify: a seed deals other cards. Flipped cards count as flipped layer by
// layer (all bottom cards first, seat by seat), so the tops are the most
// recent flips, the highest seat's last. Matching tops open a match window
// at tick 0; a special card on top opens none (its flip is over).
func NewFromLayout(cfg Config, seed uint64, seats []record.Seat, l Layout) (*State, error) {
	s, err := newState(cfg, seed, seats)
	if err != nil {
		return nil, err
	}
	if len(l.Draw) > s.n || len(l.Flipped) > s.n {
		return nil, fmt.Errorf("speedoh: layout: more piles than %d players", s.n)
	}
	if l.Turn < 0 || l.Turn >= s.n {
		return nil, fmt.Errorf("speedoh: layout: no seat %d to flip", l.Turn)
	}
	for i, d := range l.Draw {
		s.draw[i] = cloneSlice(d)
	}
	for layer := 0; ; layer++ {
		more := false
		for i, f := range l.Flipped {
			if layer < len(f) {
				s.seq++
				s.pile[i] = append(s.pile[i], flipped{card: f[layer], seq: s.seq})
				s.noteFlip(i, s.pile[i][layer])
				s.last = i
				more = true
			}
		}
		if !more {
			break
		}
	}
	s.turn = l.Turn
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("speedoh: layout: %w", err)
	}
	s.logDeal()
	s.scan()
	return s, nil
}

func (s *State) top(seat int) Card {
	if p := s.pile[seat]; len(p) > 0 {
		return p[len(p)-1].card
	}
	return None
}

// flipper returns the seat that flips now: the nominal seat or the next
// one clockwise with draw cards (SO9), or NoSeat when nobody has any.
func (s *State) flipper() int {
	for i := range s.n {
		seat := (s.turn + i) % s.n
		if len(s.draw[seat]) > 0 {
			return seat
		}
	}
	return NoSeat
}
