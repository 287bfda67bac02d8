// Package bot holds Speed Run's computer players. A bot sees only a
// speedrun.View, never the full State, and draws every random choice from
// its own seeded source, so a bot with a given seed makes the same choices
// for the same views.
//
// The ladder:
//   - Random plays a uniformly random legal action (a strength baseline).
//   - Easy and Normal are a Heuristic: they pick the trump and ranking that
//     suit their hand and a contract from a quick estimate of the tricks the
//     hand will take (a few rollouts of the card-play heuristic over sampled
//     deals), Pass when every contract looks bad and Redo when an earlier
//     contract scored badly and this hand suits it; in play they win tricks
//     while they need them and duck once they have enough. Easy samples
//     less, blurs its estimates and sometimes plays a random card.
//   - Hard is a Search: determinized sampling. It deals the unseen cards at
//     random many times (speedrun.Determinize, consistent with the suits
//     each seat has shown out of), guesses the other seats' contracts,
//     plays every candidate action out with the heuristic for all seats,
//     and takes the action with the best mean hand score (lower is better).
//     The guess weighs each contract open to a seat by how well it fits the
//     sampled hand and by how well the heuristic, playing for it, explains
//     the cards that seat has played so far (infer.go); after eight tricks
//     it names the true contract about twice as often as the hand alone.
//     The same fit weighs the deals themselves: card play searches a
//     resample of its deals kept by how well each explains the others'
//     plays and bids, then walks each by card swaps kept on that fit
//     (evidence.move), which puts more of their unseen cards in the right
//     hand (63% against 38% for uniform deals after eight tricks).
//     Its score counts the others' scores at 0.3 against its own, so it
//     spoils them when its own result is settled. In the last five tricks
//     it searches its own cards exhaustively instead of trusting the
//     heuristic. Its contract costs carry a calibration for its better
//     play. Its budget is a sample count, so it is deterministic. The same
//     search advises the player (Advise, advise.go): every legal action's
//     expected cost and a reason in plain words.
//
// Bids are simultaneous and hidden: every bot decides from its View, which
// shows only that other seats have bid (and a Redo card), never what.
package bot

import (
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/speedrun"
)

// Player is what every Speed Run bot does: pick one of the legal actions
// from what its seat may know.
type Player interface {
	Choose(v speedrun.View, legal []speedrun.Action) speedrun.Action
}

// New returns a bot of the given level with its own source seeded by seed.
func New(level engine.Level, seed uint64) Player {
	switch level {
	case engine.Random:
		return NewRandom(seed)
	case engine.Easy:
		return NewHeuristic(EasySettings, seed)
	case engine.Hard:
		return NewSearch(DefaultBudget, seed)
	case engine.Expert:
		return NewSearch(ExpertBudget, seed)
	}
	return NewHeuristic(NormalSettings, seed)
}

// ExpertBudget is Expert's: Hard's search with expertScale times its
// samples, so it follows Hard's budget (docs/strength.md, Expert).
var ExpertBudget = Budget{
	ChooseSamples: expertScale * DefaultBudget.ChooseSamples,
	BidSamples:    expertScale * DefaultBudget.BidSamples,
	PlaySamples:   expertScale * DefaultBudget.PlaySamples,
}

// expertScale keeps Expert's decisions under 1 s of CPU at the 95th
// percentile on a 2-core machine (parlor sim -pair hard,expert).
const expertScale = 6

// RandomBot plays uniformly random legal actions.
type RandomBot struct{ rng *rand.Rand }

// NewRandom returns a RandomBot seeded by seed.
func NewRandom(seed uint64) *RandomBot { return &RandomBot{rng: cards.NewRand(seed)} }

// Choose returns a uniformly random action of legal (the zero Action if
// legal is empty).
func (b *RandomBot) Choose(_ speedrun.View, legal []speedrun.Action) speedrun.Action {
	if len(legal) == 0 {
		return speedrun.Action{}
	}
	return legal[b.rng.IntN(len(legal))]
}

// pick returns want if it is in legal, else legal's first action: a bot
// must never answer with an illegal action, whatever its reasoning.
func pick(want speedrun.Action, legal []speedrun.Action) speedrun.Action {
	for _, a := range legal {
		if a == want {
			return a
		}
	}
	if len(legal) == 0 {
		return speedrun.Action{}
	}
	return legal[0]
}
