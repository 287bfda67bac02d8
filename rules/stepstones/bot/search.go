package bot

import (
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
)

// SolveCards is the number of cards left in the three hands at or below
// which Hard solves the rest of a sampled hand exactly instead of playing
// it out by rules of thumb.
const SolveCards = 15

func (b *Bot) hard(v *stepstones.View, legal []stepstones.Action) stepstones.Action {
	if v.Phase == stepstones.PhasePlay && len(cardMoves(v, legal)) <= 1 {
		return legal[0] // every card plays alike: nothing to search
	}
	return legal[b.decide(v, legal, b.rng).best]
}

// decision is one searched decision: what the search expects of every
// legal action, in legal's order, and the one it takes.
type decision struct {
	// values are in tricks, higher better. Card play: the tricks the
	// search expects for the seat's side, the declarer's counted tricks
	// (minus them in a Lose contract; minus again for a defender). Bids:
	// how many tricks better than the contract's usual result (and the
	// results already in its row) the bid is expected to do; a pass is
	// worth the margin a bid must clear to be declared now (threshold).
	values []float64
	best   int
	// counted is, in card play, the declarer's expected counted tricks
	// after each action; est, in the bidding, each bid's expected result.
	counted, est []float64
	threshold    float64
}

// decide searches v's decision among legal drawing from rng, the bot's own
// source or, for advice that must not disturb it, a copy.
func (b *Bot) decide(v *stepstones.View, legal []stepstones.Action, rng *rand.Rand) decision {
	if v.Phase == stepstones.PhaseBid {
		return b.bidDecision(v, legal, rng)
	}
	return b.playDecision(v, legal, rng)
}

// cardMoves returns the cards of legal worth trying: touching cards of a
// suit (nothing live between them) play alike, so only the lowest of each
// run is kept.
func cardMoves(v *stepstones.View, legal []stepstones.Action) []cards.Card {
	live := stepstones.Deck.Set() &^ v.Played
	if t := len(v.Tricks); t > 0 {
		live |= v.Tricks[t-1].Set()
	}
	var moves []cards.Card
	prev := cards.None
	for _, a := range legal {
		c := a.Card
		if a.Kind != stepstones.KindPlay {
			continue
		}
		if prev != cards.None && prev.Suit() == c.Suit() && prev < c && live&between(prev, c) == 0 {
			prev = c
			continue
		}
		prev = c
		moves = append(moves, c)
	}
	return moves
}

// playDecision tries every distinct card on the same sampled deals
// (respecting shown voids), plays the rest out by the rules of thumb or
// solves it, and keeps the card with the best total for the seat's side.
func (b *Bot) playDecision(v *stepstones.View, legal []stepstones.Action, rng *rand.Rand) decision {
	moves := cardMoves(v, legal)
	n := len(moves)
	// Ties go to the rules-of-thumb card (cashing a sure winner now or
	// later is often the same to the solver, not to a watching person).
	p0 := posOf(v)
	h := p0.heuristic(v.Seat)
	sign := -1
	if v.Seat == v.Declarer {
		sign = 1
	}
	sums := make([]int, n)
	k := max(1, b.Samples)
	for range k {
		p := b.deal(v, rng)
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
	// Each legal card takes the value of the lowest card of its run.
	lose := 1.0
	if v.Bid.Contract.Lose() {
		lose = -1
	}
	d := decision{values: make([]float64, len(legal)), counted: make([]float64, len(legal))}
	m := -1
	for i, a := range legal {
		if m+1 < n && a.Card == moves[m+1] {
			m++
		}
		if m < 0 {
			continue
		}
		d.values[i] = float64(sums[m]) / float64(k)
		d.counted[i] = float64(sign) * lose * d.values[i]
		if a.Card == moves[best] {
			d.best = i
		}
	}
	return d
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

// BidSamples is Hard's budget per bid: the sampled deals every open bid is
// played out on (the same deals for every bid).
const BidSamples = 40

// bidDecision plays every open bid out on the same sampled deals with the
// rules of thumb for every seat, and decides as Normal does from those
// estimates: the bid that best beats the contract's usual result and the
// row's values, if it clears the margin for declaring now.
func (b *Bot) bidDecision(v *stepstones.View, legal []stepstones.Action, rng *rand.Rand) decision {
	d := decision{values: make([]float64, len(legal)), est: make([]float64, len(legal)), threshold: threshold(v)}
	for range BidSamples {
		p := b.deal(v, rng)
		for i, a := range legal {
			if a.Kind != stepstones.KindBid {
				continue
			}
			q := p
			q.rules = a.Bid.Rules()
			q.declarer = v.Seat
			q.last6 = a.Bid.Contract == stepstones.WinLast6
			q.lose = a.Bid.Contract.Lose()
			q.t = trick.Trick{Leader: uint8(v.Seat)}
			rollout(&q)
			d.est[i] += float64(q.counted)
		}
	}
	for i, a := range legal {
		switch a.Kind {
		case stepstones.KindBid:
			d.est[i] /= BidSamples
			d.values[i] = goodness(v, a.Bid, d.est[i])
		case stepstones.KindPass:
			d.values[i] = d.threshold
		}
	}
	want := chooseBid(v, legal, func(bid stepstones.Bid) float64 {
		for i, a := range legal {
			if a.Kind == stepstones.KindBid && a.Bid == bid {
				return d.est[i]
			}
		}
		return 0
	})
	for i, a := range legal {
		if a == want {
			d.best = i
		}
	}
	return d
}
