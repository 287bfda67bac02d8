package bot

import (
	"math"
	"math/rand/v2"

	"parlor/rules/speedrun"
)

// candidates lists the goals seat may be playing for this hand, read from
// the public board: its open contracts (or, after a Redo card, its completed
// ones) and a Pass while it has one left.
func candidates(v *speedrun.View, seat int, buf []speedrun.Bid) []speedrun.Bid {
	bi := v.Bids[seat]
	p := &v.Board[seat]
	l := v.Config.Length
	out := buf[:0]
	for c := speedrun.Win1; int(c) <= l.Contracts(); c++ {
		if p.Entries[c].Done == bi.Redo {
			out = append(out, speedrun.Bid{Contract: c})
		}
	}
	if !bi.Redo && p.PassesUsed < l.Passes() {
		out = append(out, speedrun.Bid{Kind: speedrun.BidPass})
	}
	return out
}

// estCost is how badly a hand with est expected tricks fits bid b: the
// prior half of inferGoals' guess; inferGoal keeps only the best fit.
func estCost(b speedrun.Bid, est float64) float64 {
	if b.Kind == speedrun.BidPass {
		return 1.5 // passing is rarer than a fitting contract
	}
	switch b.Contract {
	case speedrun.Most:
		return max(0, 6-est)
	case speedrun.Least:
		return max(0, est-2)
	case speedrun.Middle:
		return math.Abs(est-4) + 0.3
	}
	return math.Abs(est - float64(b.Contract.Target()))
}

// inferGoals sets the goals of the seats whose bids the viewer does not
// know, for one sampled deal: it replays the hand so far with the card-play
// policy and weighs each contract open to the seat by how well the policy,
// playing for it, explains the cards the seat actually played, times how
// well it fits the sampled hand. The goal is drawn from those weights, so
// over many samples the guesses spread as the evidence allows. It returns
// the log-likelihood of the deal: how well the sampled hands explain every
// other seat's plays (and hidden bids), summed over their possible goals.
func inferGoals(v *speedrun.View, sm *sample, goals *[nSeats]goal, rng *rand.Rand) float64 {
	var bufs [nSeats][speedrun.NumContracts + 1]speedrun.Bid
	var cands [nSeats][]speedrun.Bid
	var logw [nSeats][speedrun.NumContracts + 1]float64
	for st := 0; st < nSeats; st++ {
		goals[st] = goalOf(v.Bids[st].Bid)
		switch {
		case st == v.Seat:
		case v.Bids[st].Known:
			cands[st] = append(bufs[st][:0], v.Bids[st].Bid)
		default:
			cands[st] = candidates(v, st, bufs[st][:])
			est := estimate(sm.dealt[st], v.Rules)
			for i, b := range cands[st] {
				logw[st][i] = -estCost(b, est)
			}
			goals[st] = inferGoal(v, st, sm.dealt[st], v.Rules)
		}
	}
	replayPlays(v, sm, &cands, &logw)
	logL := 0.0
	for st := 0; st < nSeats; st++ {
		switch cs := cands[st]; {
		case v.Bids[st].Known:
			logL += logw[st][0]
		case cs != nil:
			i, l := drawLog(logw[st][:len(cs)], rng)
			logL += l
			goals[st] = goalOf(cs[i])
		}
	}
	return logL
}

// matchP is the chance the inference gives a seat of playing the policy's
// card for its goal, the rest spread over its other legal cards. The Normal
// bots play the policy exactly: 0.9 put more of their cards in the right
// hand than 0.75 (56% against 54% on TestPlayDealsPlaceTheCards' deals).
const matchP = 0.9

// publicGoals are the goals every seat can see: the revealed contracts.
func publicGoals(v *speedrun.View) [nSeats]goal {
	var g [nSeats]goal
	for st := range g {
		g[st] = goal{kind: goalNone}
		if v.Bids[st].Revealed {
			g[st] = goalOf(v.Bids[st].Bid)
		}
	}
	return g
}

// replayPlays replays the hand's cards on the sampled deal and adds to
// logw[seat][i] the log-chance that the policy, playing for cands[seat][i]
// and seeing only the public contracts, plays what the seat played.
func replayPlays(v *speedrun.View, sm *sample, cands *[nSeats][]speedrun.Bid, logw *[nSeats][speedrun.NumContracts + 1]float64) {
	if len(v.Tricks) == 0 || v.Tricks[0].Count == 0 {
		return
	}
	tb := table{rules: v.Rules, hands: sm.dealt, goals: publicGoals(v)}
	tb.t.Leader = v.Tricks[0].Leader
	hit := math.Log(matchP)
	for _, t := range v.Tricks {
		for j := 0; j < int(t.Count); j++ {
			seat := t.Seat(j, nSeats)
			c := t.Cards[j]
			legal := tb.rules.Legal(tb.hands[seat], &tb.t)
			if n := legal.Len(); cands[seat] != nil && n > 1 {
				miss := math.Log((1 - matchP) / float64(n-1))
				keep := tb.goals[seat]
				for i, b := range cands[seat] {
					tb.goals[seat] = goalOf(b)
					if tb.choose(seat) == c {
						logw[seat][i] += hit
					} else {
						logw[seat][i] += miss
					}
				}
				tb.goals[seat] = keep
			}
			tb.play(seat, c)
		}
	}
}

// drawLog draws an index with chance proportional to exp(logw[i]) and
// returns it with log(sum exp(logw)).
func drawLog(logw []float64, rng *rand.Rand) (int, float64) {
	top := math.Inf(-1)
	for _, l := range logw {
		top = max(top, l)
	}
	var w [speedrun.NumContracts + 1]float64
	sum := 0.0
	for i, l := range logw {
		w[i] = math.Exp(l - top)
		sum += w[i]
	}
	r := rng.Float64() * sum
	for i := range logw {
		r -= w[i]
		if r <= 0 {
			return i, top + math.Log(sum)
		}
	}
	return len(logw) - 1, top + math.Log(sum)
}
