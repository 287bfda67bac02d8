// Package bot holds the computer players of Spellcraft Streamlined. A bot
// sees only a spellcraft.View and the legal actions, and picks one:
//
//   - Random: uniformly among the legal actions.
//   - Easy: Normal's choice, but a third of the time a random one.
//   - Normal: rules of thumb on the hand's score (spellcraft.Score). It
//     takes the field card that adds most to its best suit (or draws when
//     the deck's average card adds more), bids by how much the best card
//     beats what would be left for it later, exchanges when two cards out
//     and one in raise its score, knocks when its score beats what the
//     other hands' sizes and the cards they were seen taking suggest, and
//     aims the black joker at the strongest other hand.
//   - Hard: sampling. It deals the cards it cannot see at random to the
//     other hands (keeping the cards each seat was seen taking) and the
//     deck, plays the rest of the turn out with Normal's picks, scores the
//     showdown (black joker included) and so estimates its chance of the
//     best hand. It knocks on the expected chips of a showdown now, picks
//     the card that most raises its chance (which also denies others what
//     they need), bids what the first pick is worth in chips, and aims the
//     black joker at the seat whose loss pays it most.
package bot

import (
	"fmt"
	"math/rand/v2"
	"time"

	"parlor/rules/spellcraft"
)

// Player is anything that picks an action for a seat from its View: the
// bots here, or a person behind the UI.
type Player interface {
	Choose(v spellcraft.View, legal []spellcraft.Action) spellcraft.Action
}

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
	return 0, fmt.Errorf("spellcraft: unknown bot level %q", s)
}

// Bot is one computer player with its own seeded random source.
type Bot struct {
	level Level
	rng   *rand.Rand
	// Samples bounds Hard's thinking per decision: sampled deals per
	// estimate. Limit stops sampling early (at least minSamples are
	// taken); 0 means no time limit, so that choices depend only on the
	// seed (for tests and records).
	Samples int
	Limit   time.Duration
	// parts switches Hard's sampled decisions on (bit per part, see
	// hardKnockPart...); the others fall back to Normal's. Tests compare.
	parts uint8
}

// Hard's sampled decisions.
const (
	hardKnockPart uint8 = 1 << iota
	hardTakePart
	hardBidPart
	hardTargetPart
	allParts = hardKnockPart | hardTakePart | hardBidPart | hardTargetPart
)

// minSamples is how many sampled deals Hard takes even past its time limit.
const minSamples = 8

// New returns a bot of the given level drawing from seed.
func New(level Level, seed uint64) *Bot {
	return &Bot{level: level, rng: rand.New(rand.NewPCG(seed, 0x5BE11)), Samples: 64, Limit: 150 * time.Millisecond, parts: allParts}
}

// Level returns the bot's level.
func (b *Bot) Level() Level { return b.level }

var _ Player = (*Bot)(nil)

// Choose picks one of legal (the actions v.Legal lists) for v's seat. It
// returns the zero Action when legal is empty.
func (b *Bot) Choose(v spellcraft.View, legal []spellcraft.Action) spellcraft.Action {
	if len(legal) == 0 {
		return spellcraft.Action{}
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
		return normal(&v, legal)
	case Normal:
		return normal(&v, legal)
	}
	return b.hard(&v, legal)
}

// pickLegal returns a if legal holds it, else legal[0]: a bot never
// answers with an illegal action.
func pickLegal(legal []spellcraft.Action, a spellcraft.Action) spellcraft.Action {
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	return legal[0]
}
