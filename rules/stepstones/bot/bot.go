// Package bot holds the computer players of Stepping Stones. A Bot sees
// only a stepstones.View and the legal actions, and picks one:
//
//   - Random: uniformly among the legal actions.
//   - Easy: Normal's choice, but a third of the time a random one.
//   - Normal: rules of thumb. Bidding estimates each open contract from the
//     hand (top cards, length, ruffs; dangerous high cards for Lose) and
//     bids the one that best beats the contract's usual result and the
//     other seats' values in its row, when it beats a threshold that drops
//     as the seat's open contracts press against the hands left; in the
//     puddle it takes the best. Card play wins cheaply or ducks under as
//     the contract wants, leads sure winners, and the two defenders play
//     together against the declarer.
//   - Hard: search. Bids are estimated by dealing the unseen cards at
//     random and playing the hand out with Normal's card play; cards are
//     chosen by determinized sampling: each legal card is tried on the same
//     sampled deals (respecting shown voids), the rest of the hand is
//     played out by Normal's rules, or solved exactly (open hand, alpha-beta,
//     declarer against both defenders) once few tricks remain. A budget of
//     samples and a time limit bound each decision.
package bot

import (
	"fmt"
	"math/rand/v2"
	"time"

	"parlor/rules/stepstones"
)

// Level is a bot's strength.
type Level uint8

// The levels, weakest first. The zero Level is Random.
const (
	Random Level = iota
	Easy
	Normal
	Hard
)

var levelNames = [...]string{"random", "easy", "normal", "hard"}

// String returns the level's name as records write it.
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// ParseLevel reads a level name.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if n == s {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("stepstones: unknown bot level %q", s)
}

// Bot is one computer player with its own seeded random source.
type Bot struct {
	level Level
	rng   *rand.Rand
	// Budget bounds Hard's thinking per decision: at most Samples sampled
	// deals, and no new sample after Limit (at least 8 are taken). A Limit
	// of 0 means no time limit, so that the bot's choices depend only on
	// its seed (for golden transcripts and tests).
	Samples int
	Limit   time.Duration
}

// New returns a bot of the given level drawing from seed.
func New(level Level, seed uint64) *Bot {
	return &Bot{level: level, rng: rand.New(rand.NewPCG(seed, 0xB07)), Samples: 200, Limit: 180 * time.Millisecond}
}

// Level returns the bot's level.
func (b *Bot) Level() Level { return b.level }

// Choose picks one of legal (the actions v.Legal lists) for v's seat. It
// returns the zero Action when legal is empty.
func (b *Bot) Choose(v stepstones.View, legal []stepstones.Action) stepstones.Action {
	if len(legal) == 0 {
		return stepstones.Action{}
	}
	if len(legal) == 1 {
		return legal[0]
	}
	switch b.level {
	case Random:
		return legal[b.rng.IntN(len(legal))]
	case Easy:
		if b.rng.IntN(3) == 0 {
			return legal[b.rng.IntN(len(legal))]
		}
		return b.normal(&v, legal)
	case Normal:
		return b.normal(&v, legal)
	}
	return b.hard(&v, legal)
}

func (b *Bot) normal(v *stepstones.View, legal []stepstones.Action) stepstones.Action {
	if v.Phase == stepstones.PhaseBid {
		return chooseBid(v, legal, func(bid stepstones.Bid) float64 { return estimate(v.Own, bid) })
	}
	p := posOf(v)
	return pickLegal(legal, stepstones.Play(p.heuristic(v.Seat)))
}

// pickLegal returns a if legal holds it, else legal[0]: a bot never
// answers with an illegal action.
func pickLegal(legal []stepstones.Action, a stepstones.Action) stepstones.Action {
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	return legal[0]
}
