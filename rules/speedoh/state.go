package speedoh

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"parlor/rules/record"
)

// ErrIllegal is wrapped by every error Apply returns for a press the rules
// do not allow; the message names the rule.
var ErrIllegal = errors.New("speedoh: illegal action")

func illegal(a Action, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrIllegal, a, fmt.Sprintf(format, args...))
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

// State is a whole game of SpeedOh: Blades. It changes only through Apply,
// ApplyTick and Advance.
type State struct {
	cfg  Config
	n    int
	seed uint64
	pcg  *rand.PCG
	rng  *rand.Rand
	tick int64

	phase    Phase
	dealer   int
	draw     [MaxPlayers][]Card    // top is last
	pile     [MaxPlayers][]flipped // flipped piles; top is last
	seq      int32                 // flips so far
	turn     int                   // nominal seat to flip; the first with draw cards from here flips (SO9)
	last     int                   // last seat to flip
	windows  []window
	wrong    []int8 // wrong slaps this tick, in order (settled in Advance)
	stamp    int32  // running count of slaps, to order windows by their first slap
	settling bool   // inside Advance: windows opened now start next tick

	mode     Mode
	modeCard Card // the match-changing card in effect (D8), None for the usual image rule
	modeSeat int
	changes  []change // flips of match-changing cards, oldest first (SO8, D8)

	turnovers int // in a row, with no cards changing hands (D13)
	winners   Seats
	reason    EndReason

	log []record.Event
}

// New starts a game: the deck shuffled from seed (G2), a dealer drawn from
// seed (G3), all cards dealt one at a time clockwise from the dealer's left
// (D2), who flips first.
func New(cfg Config, seed uint64) (*State, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := newState(cfg.normal(), seed)
	deck := Deck(cfg.Beginner)
	shuffle(deck, s.rng)
	s.dealer = s.rng.IntN(s.n)
	for i, c := range deck {
		seat := (s.dealer + 1 + i) % s.n
		s.draw[seat] = append(s.draw[seat], c)
	}
	s.turn = (s.dealer + 1) % s.n
	s.logDeal()
	return s, nil
}

func newState(cfg Config, seed uint64) *State {
	pcg := rand.NewPCG(seed, seed^0x9E3779B97F4A7C15)
	return &State{
		cfg: cfg, n: cfg.Players, seed: seed, pcg: pcg, rng: rand.New(pcg),
		turn: 0, last: NoSeat, modeSeat: NoSeat,
	}
}

type dealData struct {
	Dealer int      `json:"dealer"`
	First  int      `json:"first"`
	Draw   []string `json:"draw"` // per seat, bottom first: the last token is flipped first
}

func (s *State) logDeal() {
	d := dealData{Dealer: s.dealer, First: s.turn, Draw: make([]string, s.n)}
	for i := range s.n {
		d.Draw[i] = tokens(s.draw[i])
	}
	s.logData(record.Chance, "deal", d)
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	p := *s.pcg
	c.pcg = &p
	c.rng = rand.New(c.pcg)
	for i := range s.n {
		c.draw[i] = cloneSlice(s.draw[i])
		c.pile[i] = cloneSlice(s.pile[i])
	}
	c.windows = cloneSlice(s.windows)
	c.changes = cloneSlice(s.changes)
	c.wrong = cloneSlice(s.wrong)
	c.log = s.log[:len(s.log):len(s.log)] // appends reallocate, so the copies never share
	return &c
}

func cloneSlice[T any](xs []T) []T {
	if xs == nil {
		return nil
	}
	return append(make([]T, 0, len(xs)), xs...)
}

// Config returns the game's options (Players filled in).
func (s *State) Config() Config { return s.cfg }

// Players returns the number of seats.
func (s *State) Players() int { return s.n }

// Seed returns the seed the game was started from (G2).
func (s *State) Seed() uint64 { return s.seed }

// Tick returns the current tick: presses applied now carry this tick.
func (s *State) Tick() int64 { return s.tick }

// Phase returns what the table is doing.
func (s *State) Phase() Phase { return s.phase }

// Dealer returns the dealer (G3); the dealer's left flipped first.
func (s *State) Dealer() int { return s.dealer }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Winners returns the winning seats once the game is over: one, or several
// for a shared victory (G4, D14).
func (s *State) Winners() Seats { return s.winners }

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

// NewFromLayout starts a game from a scripted layout. Every card of the
// deck must appear exactly once. Flipped cards count as flipped layer by
// layer (all bottom cards first, seat by seat), so the tops are the most
// recent flips, the highest seat's last. Matching tops open a match window
// at tick 0; a special card on top opens none (its flip is over).
func NewFromLayout(cfg Config, seed uint64, l Layout) (*State, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := newState(cfg.normal(), seed)
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
