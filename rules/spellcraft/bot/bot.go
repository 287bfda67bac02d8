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
//     best hand, trying every legal action on the same deals. It exchanges
//     and takes for the most chips that chance brings (which also denies
//     others what they need), knocks when a showdown now is worth more
//     than playing on, bids what the first pick is worth in chips, and
//     aims the black joker at the seat whose loss pays it most. The same
//     search advises the player (Advise, advise.go).
//
// The levels are engine.Level's. Hard thinks on a budget counted in
// sampled deals (Samples, DefaultSamples per estimate), never in time, so
// a seed reproduces a game with Hard seats too; at the default its
// decisions take a few milliseconds, 60 ms at the 95th percentile at six
// players (bench_test.go).
package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/spellcraft"
)

// Bot is one computer player with its own seeded random source: an
// engine.Chooser. It thinks on a budget counted in sampled deals, never in
// time, so a seed reproduces its choices.
type Bot struct {
	level engine.Level
	src   *rand.PCG // rng's state, copied to advise without drawing from it
	rng   *rand.Rand
	// Samples is Hard's budget per decision: sampled deals per estimate.
	Samples int
	// Truth, when set, is the game being played: Hard searches its true
	// deal (NewOmniscient, for parlor sim only). nil: sampled deals.
	Truth func() *spellcraft.State
	// parts switches Hard's sampled decisions on (bit per part, see
	// hardKnockPart...); the others fall back to Normal's. Tests compare.
	parts uint8
}

var _ engine.Chooser[spellcraft.View, spellcraft.Action] = (*Bot)(nil)

// Hard's sampled decisions.
const (
	hardKnockPart uint8 = 1 << iota
	hardTakePart
	hardBidPart
	hardTargetPart
	hardExchangePart
	allParts = hardKnockPart | hardTakePart | hardBidPart | hardTargetPart | hardExchangePart
)

// DefaultSamples is Hard's budget per decision: sampled deals per
// estimate. With the playouts' scores remembered (memo) 256 cost less
// than 64 did without (p95 15 ms of CPU at three players, 28 ms at six,
// bench_test.go), and a quarter of them gave up three times the value at
// exchanges (docs/strength.md).
const DefaultSamples = 256

// New returns a bot of the given level drawing from seed (engine.BotSeed
// derives it from the game's seed).
func New(level engine.Level, seed uint64) *Bot {
	src := rand.NewPCG(seed, 0x5BE11)
	b := &Bot{level: level, src: src, rng: rand.New(src), Samples: DefaultSamples, parts: allParts}
	if level == engine.Expert {
		b.Samples = ExpertSamples
	}
	return b
}

// ExpertSamples is Expert's budget: Hard's search on more sampled deals,
// its decision's 95th percentile under 1 s of CPU on a 2-core machine at
// eight players (docs/strength.md, Expert).
const ExpertSamples = 12 * DefaultSamples

// Level returns the bot's level.
func (b *Bot) Level() engine.Level { return b.level }

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
	case engine.Random:
		return legal[b.rng.IntN(len(legal))]
	case engine.Easy:
		if b.rng.IntN(3) == 0 {
			return legal[b.rng.IntN(len(legal))]
		}
		return normal(&v, legal)
	case engine.Normal:
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
