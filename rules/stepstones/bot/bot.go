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
//   - Hard: search. Every open bid is estimated on the same deals of the
//     unseen cards, played out with Normal's card play; cards are
//     chosen by determinized sampling: each legal card is tried on the same
//     sampled deals (respecting shown voids), the rest of the hand is
//     played out by Normal's rules, and in the last seven tricks Hard
//     plans its own cards on each deal against the others' rules of thumb
//     (plan, solve.go). A sampled
//     deal counts less for every clue it does not explain (the others'
//     passes, the declarer's bid, their cards played, read as Normal would
//     have made them from the deal's hands), and each sample keeps the
//     better fitting of two deals. A budget
//     counted in sampled deals, never in time, bounds each decision, so a
//     seed reproduces the bot's every choice. The same search advises the
//     player (Advise, advise.go).
package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
)

// HardSamples is Hard's budget per card decision: the sampled deals each
// candidate card is tried on. It keeps a decision's 95th percentile under
// 250 ms on a two-core laptop (BenchmarkHardDecision).
const HardSamples = 200

// Bot is one computer player with its own seeded random source.
type Bot struct {
	level engine.Level
	src   *rand.PCG // rng's state, copied to advise without drawing from it
	rng   *rand.Rand
	// Samples is Hard's budget per card decision, in sampled deals
	// (HardSamples unless a test or tool sets another).
	Samples int
	// Truth, when set, is the game being played: Hard searches its true
	// hands (NewOmniscient, for parlor sim only). nil: sampled deals.
	Truth func() *stepstones.State
}

// ExpertSamples is Expert's budget per card decision: Hard's search on
// more sampled deals, its decision's 95th percentile under 1 s of CPU on
// a 2-core machine (docs/strength.md, Expert).
const ExpertSamples = 20 * HardSamples

// New returns a bot of the given level drawing from seed.
func New(level engine.Level, seed uint64) *Bot {
	src := rand.NewPCG(seed, 0xB07)
	b := &Bot{level: level, src: src, rng: rand.New(src), Samples: HardSamples}
	if level == engine.Expert {
		b.Samples = ExpertSamples
	}
	return b
}

// Level returns the bot's level.
func (b *Bot) Level() engine.Level { return b.level }

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
	case engine.Random:
		return legal[b.rng.IntN(len(legal))]
	case engine.Easy:
		if b.rng.IntN(3) == 0 {
			return legal[b.rng.IntN(len(legal))]
		}
		return b.normal(&v, legal)
	case engine.Normal:
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
