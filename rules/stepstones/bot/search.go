package bot

import (
	"sort"

	"parlor/rules/cards"
	"parlor/rules/stepstones"
)

// SolveCards is the number of cards left in the three hands at or below
// which Hard solves the rest of a sampled hand exactly instead of playing
// it out by rules of thumb.
const SolveCards = 15

func (b *Bot) hard(v *stepstones.View, legal []stepstones.Action) stepstones.Action {
	if v.Phase == stepstones.PhaseBid {
		return b.hardBid(v, legal)
	}
	var moves [stepstones.HandSize]cards.Card
	n := 0
	live := stepstones.Deck.Set() &^ v.Played
	if t := len(v.Tricks); t > 0 {
		live |= v.Tricks[t-1].Set()
	}
	prev := cards.None
	for _, a := range legal {
		c := a.Card
		if a.Kind != stepstones.KindPlay {
			continue
		}
		// Touching cards of a suit (nothing live between) play alike.
		if prev != cards.None && prev.Suit() == c.Suit() && prev < c && live&between(prev, c) == 0 {
			prev = c
			continue
		}
		prev = c
		moves[n] = c
		n++
	}
	if n <= 1 {
		return legal[0]
	}
	// Ties go to the rules-of-thumb card (cashing a sure winner now or
	// later is often the same to the solver, not to a watching person).
	p0 := posOf(v)
	h := p0.heuristic(v.Seat)
	sign := -1
	if v.Seat == v.Declarer {
		sign = 1
	}
	var sums [stepstones.HandSize]int
	for k := 0; k < b.Samples; k++ {
		p := dealFor(v, b.rng)
		for i := 0; i < n; i++ {
			q := p
			q.play(moves[i])
			sums[i] += sign * evaluate(&q)
		}
	}
	best := -1
	for i := 0; i < n; i++ {
		if best < 0 || sums[i] > sums[best] || (sums[i] == sums[best] && moves[i] == h) {
			best = i
		}
	}
	return pickLegal(legal, stepstones.Play(moves[best]))
}

// evaluate returns the declarer-side value of q's hand: exact when few
// cards are left, else by a rules-of-thumb playout.
func evaluate(q *pos) int {
	if (q.hands[0] | q.hands[1] | q.hands[2]).Len() <= SolveCards {
		return solve(q)
	}
	r := *q
	rollout(&r)
	return r.score()
}

// hardBid narrows the bids to the best few by the hand estimate, then
// estimates those by simulation and decides as Normal does.
func (b *Bot) hardBid(v *stepstones.View, legal []stepstones.Action) stepstones.Action {
	type cand struct {
		a stepstones.Action
		g float64
	}
	var cs []cand
	var keep []stepstones.Action
	for _, a := range legal {
		if a.Kind == stepstones.KindPass {
			keep = append(keep, a)
			continue
		}
		cs = append(cs, cand{a, goodness(v, a.Bid, estimate(v.Own, a.Bid))})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].g > cs[j].g })
	if len(cs) > 6 {
		cs = cs[:6]
	}
	est := map[stepstones.Bid]float64{}
	for _, c := range cs {
		keep = append(keep, c.a)
		est[c.a.Bid] = simulate(v, c.a.Bid, 40, b.rng)
	}
	return chooseBid(v, keep, func(bid stepstones.Bid) float64 { return est[bid] })
}
