package bot

import (
	"math"
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/speedrun"
)

// Settings tune a Heuristic bot.
type Settings struct {
	ChooseSamples int     // sampled deals when picking trump/ranking
	BidSamples    int     // sampled deals when picking a contract
	Noise         float64 // std. dev. added to every estimated cost
	Blunder       float64 // chance of a random card in play
}

// The two heuristic levels.
var (
	EasySettings   = Settings{ChooseSamples: 2, BidSamples: 3, Noise: 1.2, Blunder: 0.15}
	NormalSettings = Settings{ChooseSamples: 4, BidSamples: 10}
)

// Heuristic is the Easy/Normal bot: quick estimates for trump, ranking and
// contract, and a rule-based card play that lands on its target.
type Heuristic struct {
	set Settings
	rng *rand.Rand
}

// NewHeuristic returns a Heuristic bot with settings set, seeded by seed.
func NewHeuristic(set Settings, seed uint64) *Heuristic {
	set.ChooseSamples = max(1, set.ChooseSamples)
	set.BidSamples = max(1, set.BidSamples)
	return &Heuristic{set: set, rng: cards.NewRand(seed)}
}

// Choose picks an action of legal for the seat of v.
func (h *Heuristic) Choose(v speedrun.View, legal []speedrun.Action) speedrun.Action {
	if len(legal) <= 1 {
		return pick(speedrun.Action{}, legal)
	}
	switch v.Phase {
	case speedrun.PhaseChoose, speedrun.PhaseChooseOther:
		smp := samples(&v, h.set.ChooseSamples, h.rng)
		return legal[bestBid(choiceValues(&v, legal, smp), h.set.Noise, h.rng)]
	case speedrun.PhaseBid:
		return h.bid(&v, legal)
	case speedrun.PhaseReveal:
		smp := samples(&v, h.set.BidSamples, h.rng)
		return pick(revealChoice(&v, smp, h.set.Noise, h.rng), legal)
	case speedrun.PhasePlay:
		if h.set.Blunder > 0 && h.rng.Float64() < h.set.Blunder {
			return legal[h.rng.IntN(len(legal))]
		}
		tb := viewTable(&v)
		return pick(speedrun.Play(tb.choose(v.Seat)), legal)
	}
	return legal[0]
}

// bid picks among the legal bids by estimated cost.
func (h *Heuristic) bid(v *speedrun.View, legal []speedrun.Action) speedrun.Action {
	bids := make([]speedrun.Bid, len(legal))
	for i, a := range legal {
		bids[i] = a.Bid
	}
	smp := samples(v, h.set.BidSamples, h.rng)
	costs := make([]float64, len(bids))
	bidCosts(v, v.Rules, smp, bids, false, costs, nil)
	return legal[bestBid(costs, h.set.Noise, h.rng)]
}

// revealChoice reveals (SR6: double the score) when the rollouts say the
// hand will score below zero, that is, doubling helps on average.
func revealChoice(v *speedrun.View, smp []sample, noise float64, rng *rand.Rand) speedrun.Action {
	if myBid(v).Kind == speedrun.BidPass {
		return speedrun.NoReveal
	}
	plain, doubled := revealScores(v, smp)
	d := doubled - plain
	if noise > 0 {
		d += noise * rng.NormFloat64()
	}
	// Keep a margin: revealing also tells the others what to spoil.
	if d < -revealMargin && !math.IsNaN(d) {
		return speedrun.Reveal
	}
	return speedrun.NoReveal
}

// revealScores returns the seat's mean hand score on the samples with its
// contract hidden and revealed (doubled, SR6).
func revealScores(v *speedrun.View, smp []sample) (plain, doubled float64) {
	b := myBid(v)
	for _, sm := range smp {
		tb := sm.tb
		for s := 0; s < nSeats; s++ {
			if s == v.Seat {
				tb.goals[s] = goalOf(b)
			} else {
				tb.goals[s] = inferGoal(v, s, sm.dealt[s], v.Rules)
			}
		}
		tb.rollout()
		plain += handScore(v, v.Seat, b, tb.won, false)
		doubled += handScore(v, v.Seat, b, tb.won, true)
	}
	n := float64(len(smp))
	return plain / n, doubled / n
}
