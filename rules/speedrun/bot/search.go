package bot

import (
	"math"
	"math/rand/v2"

	"parlor/rules/speedrun"
)

// Budget bounds a Search bot's thinking in samples, never in time, so its
// choices depend only on its seed and what it is shown.
type Budget struct {
	ChooseSamples int // deals sampled for trump/ranking (each tries every combination)
	BidSamples    int // deals sampled for a contract (each tries every bid)
	PlaySamples   int // deals sampled per card decision (each tries every legal card)
}

// DefaultBudget keeps Hard's decisions well under 250 ms at the 95th
// percentile on a 2-core machine (see BenchmarkHardDecision).
var DefaultBudget = Budget{ChooseSamples: 48, BidSamples: 480, PlaySamples: 720}

// Search is the Hard bot: determinized sampling with heuristic rollouts.
// It is also the adviser (Advise, advise.go): both go through decide, so a
// seed gives the same choice either way.
type Search struct {
	b   Budget
	src *rand.PCG // rng's state, copied to search without drawing from it
	rng *rand.Rand
	// Truth, when set, is the game being played: every sample holds its
	// true hands (NewOmniscient, for parlor sim only). nil: sampled deals.
	Truth func() *speedrun.State
}

// spite is how much a point the others score is worth to Hard in its
// rollouts, against 1 for its own: when its own result is settled either
// way, it plays to spoil theirs. 0.3 measured best of 0, 0.3 and 0.6.
const spite = 0.3

// calibration corrects the heuristic rollouts' estimate of what Hard will
// score on a contract, indexed by board number. The rollouts play Hard's
// cards with the heuristic, but Hard searches, and it lands exact targets
// far more often than the heuristic does (measured over 360 hands against
// two Normals: Win 4 and Win 5 came out about a point better than
// predicted; Most a little worse).
var calibration = [speedrun.NumContracts + 1]float64{
	speedrun.Win1:  -0.3,
	speedrun.Win4:  -1.0,
	speedrun.Most:  0.45,
	speedrun.Least: -0.4,
	speedrun.Win5:  -1.35,
}

// NewSearch returns a Search bot with budget b, seeded by seed.
func NewSearch(b Budget, seed uint64) *Search {
	b.ChooseSamples = max(1, b.ChooseSamples)
	b.BidSamples = max(1, b.BidSamples)
	b.PlaySamples = max(1, b.PlaySamples)
	src := rand.NewPCG(seed, seed^0x9E3779B97F4A7C15) // cards.NewRand's stream
	return &Search{b: b, src: src, rng: rand.New(src)}
}

// Choose picks an action of legal for the seat of v.
func (s *Search) Choose(v speedrun.View, legal []speedrun.Action) speedrun.Action {
	if len(legal) <= 1 {
		return pick(speedrun.Action{}, legal)
	}
	return legal[s.decide(&v, legal, s.rng).best]
}

// decision is one searched decision: what the search expects of every
// legal action, in legal's order, and the one it takes.
type decision struct {
	// values are minus the expected cost of each action in points, higher
	// better: the hand's score as Hard predicts it, plus for a choice or a
	// bid what using the contract now takes from later hands, and in card
	// play 0.3 per point it spares the others (spite).
	values []float64
	best   int
	// score is each action's expected score of this hand for the seat
	// alone, and tricks the tricks it expects to end the hand with.
	score, tricks []float64
	// bids is, in the choice phases, the contract each choice suits best
	// (the most frequent best over the other seat's possible picks).
	bids []speedrun.Bid
	// plain and doubled are the reveal phase's expected scores.
	plain, doubled float64
}

// decide searches v's decision among legal (two or more actions) drawing
// from rng, the bot's own source or, for advice that must not disturb it,
// a copy.
func (s *Search) decide(v *speedrun.View, legal []speedrun.Action, rng *rand.Rand) decision {
	var d decision
	switch v.Phase {
	case speedrun.PhaseChoose, speedrun.PhaseChooseOther:
		smp := s.deals(v, s.b.ChooseSamples, rng)
		var costs []float64
		costs, d.bids, d.score, d.tricks = choiceDetail(v, legal, smp)
		d.best = bestBid(costs, 0, nil)
		d.values = negated(costs)
	case speedrun.PhaseBid:
		d = s.bid(v, legal, rng)
	case speedrun.PhaseReveal:
		d = s.reveal(v, legal, rng)
	case speedrun.PhasePlay:
		d = s.play(v, legal, rng)
	default:
		d.values = make([]float64, len(legal))
	}
	return d
}

// negated returns minus every cost: values, higher better.
func negated(costs []float64) []float64 {
	out := make([]float64, len(costs))
	for i, c := range costs {
		out[i] = -c
	}
	return out
}

// bid prices every legal bid on the same sampled deals.
func (s *Search) bid(v *speedrun.View, legal []speedrun.Action, rng *rand.Rand) decision {
	bids := make([]speedrun.Bid, len(legal))
	for i, a := range legal {
		bids[i] = a.Bid
	}
	smp := s.deals(v, s.b.BidSamples, rng)
	costs := make([]float64, len(bids))
	st := bidStats{score: make([]float64, len(bids)), tricks: make([]float64, len(bids))}
	bidCosts(v, v.Rules, smp, bids, false, costs, &st)
	for i, b := range bids {
		if b.Kind == speedrun.BidContract {
			costs[i] += calibration[b.Contract]
			st.score[i] += calibration[b.Contract]
		}
	}
	return decision{values: negated(costs), best: bestBid(costs, 0, nil), score: st.score, tricks: st.tricks}
}

// revealMargin is what revealing costs beyond the doubled score: it tells
// the others what to spoil. Hard reveals only when doubling gains more.
const revealMargin = 0.5

// reveal weighs revealing (SR6: the score doubles) against keeping the
// contract hidden on the same sampled deals.
func (s *Search) reveal(v *speedrun.View, legal []speedrun.Action, rng *rand.Rand) decision {
	smp := s.deals(v, s.b.BidSamples, rng)
	plain, doubled := revealScores(v, smp)
	d := decision{values: make([]float64, len(legal)), plain: plain, doubled: doubled}
	gain := doubled - plain
	want := speedrun.NoReveal
	if gain < -revealMargin && !math.IsNaN(gain) {
		want = speedrun.Reveal
	}
	for i, a := range legal {
		switch a {
		case speedrun.Reveal:
			d.values[i] = 0 - plain - (gain + revealMargin)
		case speedrun.NoReveal:
			d.values[i] = 0 - plain
		default:
			d.values[i] = math.Inf(-1)
		}
		if a == want {
			d.best = i
		}
	}
	return d
}

// play scores every legal card over the same sampled deals (common random
// numbers sharpen the comparison).
func (s *Search) play(v *speedrun.View, legal []speedrun.Action, rng *rand.Rand) decision {
	me := v.Seat
	b := myBid(v)
	revealed := v.Bids[me].Revealed
	smp, goals := s.playDeals(v, rng)
	sums := make([]float64, len(legal))
	own := make([]float64, len(legal))
	tricks := make([]float64, len(legal))
	var leaves leafMemo
	for k, sm := range smp {
		base := sm.tb
		base.goals = goals[k]
		base.goals[me] = goalOf(b)
		for i, a := range legal {
			tb := base
			tb.play(me, a.Card)
			clear(leaves.have[:])
			r := s.solve(v, &tb, b, revealed, &leaves)
			sums[i] += r.cost
			own[i] += r.own
			tricks[i] += float64(r.tricks)
		}
	}
	d := decision{values: make([]float64, len(legal)), score: own, tricks: tricks}
	bv := math.Inf(1)
	n := float64(len(smp))
	for i, x := range sums {
		if x < bv {
			d.best, bv = i, x
		}
		d.values[i] = -x / n
		own[i] /= n
		tricks[i] /= n
	}
	return d
}

// playDeals draws the deals a card decision is searched on, with the other
// seats' goals guessed on each: PlaySamples uniform deals, then as many
// kept from them by how well each explains the others' plays and hidden
// bids (the evidence's likelihood), each kept deal then walked by walk
// swaps (evidence.move), so the rollouts go to the deals the play so far
// makes likely. Eight tricks into hands between Normals they put 63% of
// the others' unseen cards in the right hand, uniform deals 38%
// (TestPlayDealsPlaceTheCards, at 60 samples).
func (s *Search) playDeals(v *speedrun.View, rng *rand.Rand) ([]sample, [][nSeats]goal) {
	smp := s.deals(v, s.b.PlaySamples, rng)
	e := newEvidence(v)
	logL := make([]float64, len(smp))
	for i := range smp {
		logL[i] = e.logL(&smp[i])
	}
	keep := resample(logL, len(smp), rng)
	outS := make([]sample, len(keep))
	outG := make([][nSeats]goal, len(keep))
	for j, i := range keep {
		outS[j] = smp[i]
		if s.Truth == nil { // the measuring stick's deals are the truth
			e.move(&outS[j], walk, rng)
		}
		e.inferGoals(&outS[j], &outG[j], rng)
	}
	return outS, outG
}

// walk is how many swaps each kept deal tries: at 720 samples, eight
// tricks in, the deals place 64% of the cards right without swaps, 65%
// with 10, 66.5% with 40, and level off near 68%. Paired against Hard
// without them on 60 games each, 10, 20 and 30 swaps gained 0.05, 0.14
// and 0.09 points a hand (± 0.11 to 0.13; docs/strength.md).
const walk = 30

// resample returns k indices drawn systematically with chances
// proportional to exp(logw): low variance, and a deal of weight w kept
// about k*w times.
func resample(logw []float64, k int, rng *rand.Rand) []int {
	top := math.Inf(-1)
	for _, l := range logw {
		top = max(top, l)
	}
	cum := make([]float64, len(logw))
	sum := 0.0
	for i, l := range logw {
		sum += math.Exp(l - top)
		cum[i] = sum
	}
	out := make([]int, k)
	u := rng.Float64() * sum / float64(k)
	i := 0
	for j := range out {
		for i < len(cum)-1 && cum[i] < u {
			i++
		}
		out[j] = i
		u += sum / float64(k)
	}
	return out
}

// outcome is one finished rollout: its cost to the bot (lower better), the
// bot's own score and its tricks.
type outcome struct {
	cost, own float64
	tricks    int
}

// endgame is how many tricks from the end the bot stops trusting its own
// policy and searches its own cards exhaustively (the others still follow
// the policy): at most 5! lines of its own play per rollout.
const endgame = 5

// solve plays tb out and returns the outcome for the bot: the policy for
// every seat, except that in the last endgame tricks the bot tries each of
// its legal cards and keeps the best.
func (s *Search) solve(v *speedrun.View, tb *table, b speedrun.Bid, revealed bool, leaves *leafMemo) outcome {
	me := v.Seat
	for !tb.done() {
		seat := tb.toAct()
		if seat != me || tb.n < speedrun.NumTricks-endgame {
			tb.play(seat, tb.choose(seat))
			continue
		}
		legal := tb.rules.Legal(tb.hands[me], &tb.t)
		if legal&(legal-1) == 0 {
			tb.play(me, legal.Lowest())
			continue
		}
		best := outcome{cost: math.Inf(1)}
		for l := legal; l != 0; l &= l - 1 {
			next := *tb
			next.play(me, l.Lowest())
			if o := s.solve(v, &next, b, revealed, leaves); o.cost < best.cost {
				best = o
			}
		}
		return best
	}
	return leaves.outcome(s, v, b, tb, revealed)
}

// leafMemo holds the outcomes of one rollout's finished lines by their
// trick counts: the lines of an endgame search share their goals, so the
// same counts score the same, and most lines end on counts seen before.
type leafMemo struct {
	have [(speedrun.NumTricks + 1) * (speedrun.NumTricks + 1)]bool
	o    [(speedrun.NumTricks + 1) * (speedrun.NumTricks + 1)]outcome
}

// outcome is Search.outcome of the finished tb, computed once per counts.
func (m *leafMemo) outcome(s *Search, v *speedrun.View, b speedrun.Bid, tb *table, revealed bool) outcome {
	k := tb.won[0]*(speedrun.NumTricks+1) + tb.won[1]
	if !m.have[k] {
		m.o[k], m.have[k] = s.outcome(v, b, tb.goals, tb.won, revealed), true
	}
	return m.o[k]
}

// outcome is the value of a finished rollout for the bot, lower better: its
// own hand score, or, when it passed and has nothing to score, the others'
// misses (spoiling them).
func (s *Search) outcome(v *speedrun.View, b speedrun.Bid, goals [nSeats]goal, won [nSeats]int, revealed bool) outcome {
	o := outcome{tricks: won[v.Seat]}
	if b.Kind != speedrun.BidPass {
		o.own = handScore(v, v.Seat, b, won, revealed)
		others := 0
		for st := 0; st < nSeats; st++ {
			if st != v.Seat && goals[st].kind != goalNone {
				others += speedrun.Score(goalDiff(goals[st], won, st), false)
			}
		}
		o.cost = o.own - spite*float64(others)
		return o
	}
	sum := 0
	for st := 0; st < nSeats; st++ {
		if st != v.Seat {
			sum += goalDiff(goals[st], won, st)
		}
	}
	o.cost = -float64(sum)
	return o
}
