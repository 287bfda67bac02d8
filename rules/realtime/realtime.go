// Package realtime is what Parlor's real-time games, Speed / Spit
// (rules/spit) and SpeedOh: Blades (rules/speedoh), share, and nothing
// else: the tick clock, the fair order of the presses read in one tick,
// applying a tick's presses in that order, the games' seeded random
// source, opening a game from its record header (Opener), and what their
// computer players share (Senses, the reaction-time model). Each game
// keeps only what differs: its table, its rules, its View, its events, and
// what its computer player looks at. Package realtimetest holds the
// helpers both games' tests share.
//
// # Clock
//
// A real-time game runs on a clock of TicksPerSecond ticks. Presses read
// during a tick are applied at that tick (engine.RealTime.ApplyTick, or
// one at a time with Apply); then Advance ends the tick: the game settles
// what is due and the clock moves on (Clock.Next). Every press is recorded
// with its tick, so a record replays exactly.
//
// # Fair order
//
// The presses of one tick are applied seat by seat in an Order drawn for
// that tick from the game's seed and the tick alone (SplitMix64): never by
// seat number, so no seat wins ties by where it sits, nobody can predict
// the order, and a replay derives it from the record's seed. A seat's own
// presses keep the order in which they were read. Two orders exist, one
// per game, because each game's records were written with its own: Coin
// (Spit, two seats) and Shuffle (SpeedOh, 2-6 seats). Each game names its
// Order in its Clock.
//
// # Reaction times
//
// Computer players react like people (DESIGN: a reaction-time model plus
// an error rate per level). A Reaction is the part both games share: a
// simple reaction time drawn from an ex-Gaussian distribution, a Hick's-law
// term for choices, and a floor. Simple visual reaction time of young
// adults averages about 200-250 ms (Woods et al. 2015, "Factors influencing
// the latency of simple reaction time", about 230 ms); reaction times are
// right-skewed and fit an ex-Gaussian well (Ratcliff 1979; Luce 1986), with
// mean Mu+Tau and spread sqrt(Sigma^2+Tau^2), Tau growing with
// inattention. Choice reaction time grows linearly with log2 of the number
// of equally likely options, about 150 ms per bit for unpractised people
// (Hick 1952; Hyman 1953), much less with practice (Mowbray & Rhoades
// 1959). Nobody reacts under about 100 ms, anticipation aside: MinRT.
//
//	level   mean RT (Mu+Tau)  spread  Hick
//	Easy    450 ms (300+150)  162 ms  150 ms/bit   a casual, unpractised player
//	Normal  320 ms (230+90)    98 ms  110 ms/bit   a practised one
//	Hard    230 ms (190+40)    47 ms   60 ms/bit   the fast end of human reaction
//
// What a player notices, overlooks and mistakes is each game's own, and so
// is what its task costs a person beyond a reaction: looking over one's
// cards and pressing two keys in Spit, comparing near-identical pictures
// in SpeedOh. Each game's Model documents those figures, their sources and
// the pace that results (spit.Model, speedoh.Model).
package realtime

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/record"
)

// TicksPerSecond is the clock of every real-time game (DESIGN: 60 ticks a
// second).
const TicksPerSecond = 60

// Ticks converts ms to whole ticks, rounding up, and at least one tick.
func Ticks(ms float64) int64 {
	return max(int64(math.Ceil(ms*TicksPerSecond/1000)), 1)
}

// golden is 2^64 divided by the golden ratio, SplitMix64's increment.
const golden = 0x9E3779B97F4A7C15

// An Order is how a game draws, for every tick, the order in which the
// seats' presses of that tick are applied. Both orders depend on the
// game's seed and the tick alone.
type Order uint8

// The two fair orders.
const (
	// Coin is for two seats (Spit): one seeded coin per tick, the top bit
	// of SplitMix64(seed XOR tick*golden), says which seat goes first
	// (FirstSeat).
	Coin Order = iota + 1
	// Shuffle is for any number of seats (SpeedOh): a Fisher-Yates
	// permutation drawn afresh every tick from a SplitMix64 stream that
	// starts at seed XOR tick*golden (Permutation).
	Shuffle
)

// Seats returns the order of n seats (0 to n-1) at tick for a game's seed:
// the seat whose presses go first, then the next.
func (o Order) Seats(seed uint64, tick int64, n int) []int {
	if o == Coin && n == 2 {
		first := FirstSeat(seed, tick)
		return []int{first, 1 - first}
	}
	return Permutation(seed, tick, n)
}

// FirstSeat is the Coin order's draw: the seat (0 or 1) that goes first at
// tick. Over a game each seat goes first half the time.
func FirstSeat(seed uint64, tick int64) int {
	return int(engine.Mix(seed^uint64(tick)*golden) >> 63)
}

// Permutation is the Shuffle order's draw: a permutation of n seats for
// tick, every seat equally likely to come before any other. Step i of the
// shuffle (i from n-1 down to 1) swaps place i with place
// SplitMix64(z_i) mod (i+1), where z_i = seed XOR tick*golden plus
// golden once for every step so far, this one included.
func Permutation(seed uint64, tick int64, n int) []int {
	o := make([]int, max(n, 0))
	for i := range o {
		o[i] = i
	}
	z := seed ^ uint64(tick)*golden
	for i := n - 1; i > 0; i-- {
		z += golden
		j := int(engine.Mix(z) % uint64(i+1))
		o[i], o[j] = o[j], o[i]
	}
	return o
}

// Apply applies the presses of one tick in order: every press of order's
// first seat (in the order given), then every press of the next seat, and
// so on; presses of seats not in order (no such seat) come last, for press
// to refuse. press applies one press at the current tick and returns its
// error (an illegal press changes nothing; a pre-empted one wraps
// engine.ErrLate). The results come back in the order applied, each with
// its place in presses.
func Apply[A any](order []int, presses []engine.Press[A], press func(seat int, a A) error) []engine.PressResult[A] {
	if len(presses) == 0 {
		return nil
	}
	out := make([]engine.PressResult[A], 0, len(presses))
	do := func(i int) {
		p := presses[i]
		out = append(out, engine.PressResult[A]{Press: p, Index: i, Err: press(p.Seat, p.Action)})
	}
	for _, seat := range order {
		for i := range presses {
			if presses[i].Seat == seat {
				do(i)
			}
		}
	}
	for i := range presses {
		if presses[i].Seat < 0 || presses[i].Seat >= len(order) {
			do(i)
		}
	}
	return out
}

// Clock is a real-time game's clock: its seed, the current tick and its
// fair order. A game keeps one (unexported, so only its own Advance moves
// it, with Next) and offers Tick.
type Clock struct {
	seed  uint64
	tick  int64
	order Order
}

// NewClock starts a clock at tick 0 for a game's seed and fair order.
func NewClock(seed uint64, order Order) Clock { return Clock{seed: seed, order: order} }

// Tick returns the current tick: presses applied now carry it.
func (c *Clock) Tick() int64 { return c.tick }

// Seed returns the game's seed (G2).
func (c *Clock) Seed() uint64 { return c.seed }

// Next moves the clock to the next tick.
func (c *Clock) Next() { c.tick++ }

// Order returns the order of n seats' presses in the current tick.
func (c *Clock) Order(n int) []int { return c.order.Seats(c.seed, c.tick, n) }

// Rand is a game's seeded random source (G2): every shuffle and draw of
// the game comes from it, seeded as cards.NewRand seeds its own, and it
// clones, so a cloned game draws what the original would.
type Rand struct {
	*rand.Rand
	pcg *rand.PCG
}

// NewRand returns the random source of a game's seed.
func NewRand(seed uint64) Rand {
	pcg := rand.NewPCG(seed, seed^golden)
	return Rand{Rand: rand.New(pcg), pcg: pcg}
}

// Clone returns an independent source at the same point of the stream.
func (r Rand) Clone() Rand {
	p := *r.pcg
	return Rand{Rand: rand.New(&p), pcg: &p}
}

// BotRand returns a computer player's own random source from its seed
// (engine.BotSeed): it never shares the game's.
func BotRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0xD1B54A32D192ED03))
}

// Senses are what a computer player of either game starts from: its
// seat, its own random source (BotRand) and the hash of what it saw last,
// so that it thinks again only when its view changes. A bot embeds them.
type Senses struct {
	seat int
	rng  *rand.Rand
	seen Hash
}

// NewSenses returns the senses of a computer player in seat, seeded with
// seed (engine.BotSeed of the game's seed and the seat).
func NewSenses(seat int, seed uint64) Senses {
	return Senses{seat: seat, rng: BotRand(seed), seen: ^Hash(0)}
}

// Seat returns the player's seat.
func (s *Senses) Seat() int { return s.seat }

// Rand returns the player's own random source.
func (s *Senses) Rand() *rand.Rand { return s.rng }

// Notice reports whether a view that hashes to h differs from the last
// one noticed, and remembers it.
func (s *Senses) Notice(h Hash) bool {
	if h == s.seen {
		return false
	}
	s.seen = h
	return true
}

// Hash is a 64-bit FNV-1a hash of what a computer player sees: a player
// reacts when the hash of its view changes.
type Hash uint64

// NewHash returns an empty hash.
func NewHash() Hash { return 14695981039346656037 }

// Mix adds x to the hash.
func (h *Hash) Mix(x uint64) { *h = (*h ^ Hash(x)) * 1099511628211 }

// Opener returns the engine.Open of a game whose record header's options
// are its Config C as JSON (unknown fields refused; no options: the zero
// Config), started with newGame from the header's seed and seats.
func Opener[C any, G any](game string, newGame func(cfg C, seed uint64, seats []record.Seat) (G, error)) engine.Open[G] {
	return func(h record.Header) (G, error) {
		var cfg C
		if len(h.Options) > 0 {
			dec := json.NewDecoder(bytes.NewReader(h.Options))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&cfg); err != nil {
				var zero G
				return zero, fmt.Errorf("%s: bad options: %v", game, err)
			}
		}
		return newGame(cfg, h.Seed, h.Seats)
	}
}

// MinRT is the floor of every reaction time drawn, in ms.
const MinRT = 100

// Reaction is the reaction-time model the games' computer players share
// (see the package doc): an ex-Gaussian simple reaction time and a
// Hick's-law term per bit of choice.
type Reaction struct {
	Mu, Sigma, Tau float64 // ex-Gaussian simple reaction time, ms
	Hick           float64 // ms per bit of choice
}

var reactions = [...]Reaction{
	engine.Easy:   {Mu: 300, Sigma: 60, Tau: 150, Hick: 150},
	engine.Normal: {Mu: 230, Sigma: 40, Tau: 90, Hick: 110},
	engine.Hard:   {Mu: 190, Sigma: 25, Tau: 40, Hick: 60},
}

// ReactionOf returns the reaction of a level: Easy, Normal or Hard (any
// other level reacts as Normal).
func ReactionOf(l engine.Level) Reaction {
	if l >= engine.Easy && int(l) < len(reactions) {
		return reactions[l]
	}
	return reactions[engine.Normal]
}

// Simple draws a simple reaction time, in ms: ex-Gaussian, Mu plus a
// normal draw of spread Sigma plus an exponential draw of mean Tau, held
// to MinRT.
func (r Reaction) Simple(rng *rand.Rand) float64 {
	return max(r.Mu+r.Sigma*rng.NormFloat64()+r.Tau*rng.ExpFloat64(), MinRT)
}

// Choice draws a choice reaction time among n options, in ms: the
// ex-Gaussian draw plus Hick ms per bit of choice (log2 n; one option is a
// simple reaction), held to MinRT as a whole.
func (r Reaction) Choice(rng *rand.Rand, n int) float64 {
	return max(r.Mu+r.Sigma*rng.NormFloat64()+r.Tau*rng.ExpFloat64()+r.Hick*math.Log2(float64(n)), MinRT)
}

// Bits returns the Hick's-law term of a choice among n options, in ms.
func (r Reaction) Bits(n int) float64 { return r.Hick * math.Log2(float64(n)) }
