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
// over many samples the guesses spread as the evidence allows.
func inferGoals(v *speedrun.View, sm *sample, goals *[nSeats]goal, rng *rand.Rand) {
	var bufs [nSeats][speedrun.NumContracts + 1]speedrun.Bid
	var cands [nSeats][]speedrun.Bid
	var logw [nSeats][speedrun.NumContracts + 1]float64
	unknown := false
	for st := 0; st < nSeats; st++ {
		if v.Bids[st].Known {
			goals[st] = goalOf(v.Bids[st].Bid)
			continue
		}
		cands[st] = candidates(v, st, bufs[st][:])
		est := estimate(sm.dealt[st], v.Rules)
		for i, b := range cands[st] {
			logw[st][i] = -estCost(b, est)
		}
		goals[st] = inferGoal(v, st, sm.dealt[st], v.Rules)
		unknown = true
	}
	if !unknown {
		return
	}
	if len(v.Tricks) > 0 && v.Tricks[0].Count > 0 {
		tb := table{rules: v.Rules, hands: sm.dealt, goals: *goals}
		tb.t.Leader = v.Tricks[0].Leader
		for _, t := range v.Tricks {
			for j := 0; j < int(t.Count); j++ {
				seat := t.Seat(j, nSeats)
				c := t.Cards[j]
				if cands[seat] != nil {
					legal := tb.rules.Legal(tb.hands[seat], &tb.t)
					if n := legal.Len(); n > 1 {
						miss := math.Log(0.25 / float64(n-1))
						for i, b := range cands[seat] {
							tb.goals[seat] = goalOf(b)
							if tb.choose(seat) == c {
								logw[seat][i] += math.Log(0.75)
							} else {
								logw[seat][i] += miss
							}
						}
						tb.goals[seat] = goals[seat]
					}
				}
				tb.play(seat, c)
			}
		}
	}
	for st := 0; st < nSeats; st++ {
		cs := cands[st]
		if cs == nil {
			continue
		}
		top := math.Inf(-1)
		for i := range cs {
			top = max(top, logw[st][i])
		}
		var w [speedrun.NumContracts + 1]float64
		sum := 0.0
		for i := range cs {
			w[i] = math.Exp(logw[st][i] - top)
			sum += w[i]
		}
		r := rng.Float64() * sum
		for i := range cs {
			r -= w[i]
			if r <= 0 || i == len(cs)-1 {
				goals[st] = goalOf(cs[i])
				break
			}
		}
	}
}
