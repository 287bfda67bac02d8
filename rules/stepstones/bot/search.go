package bot

import (
	"math"
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
)

// PlanCards is the number of cards left in the three hands at or below
// which Hard plans its own cards for the rest of a sampled hand (plan)
// instead of playing them by rules of thumb: the last seven tricks. From
// eight the time more than doubles for no measured gain
// (docs/strength.md).
const PlanCards = 21

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
	live := deck &^ v.Played
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
	sums := make([]float64, n)
	total := 0.0
	k := max(1, b.Samples)
	cl := cluesOf(v)
	for range k {
		p, w := b.draw(v, rng, cl)
		total += w
		for i := 0; i < n; i++ {
			q := p
			q.play(moves[i])
			sums[i] += w * float64(sign*evaluate(&q, v.Seat))
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
		d.values[i] = sums[m] / total
		d.counted[i] = float64(sign) * lose * d.values[i]
		if a.Card == moves[best] {
			d.best = i
		}
	}
	return d
}

// evaluate returns the declarer-side value of q's hand for seat me: with
// me's best cards when few are left, else by a rules-of-thumb playout.
func evaluate(q *pos, me int) int {
	if q.left() <= PlanCards {
		return plan(*q, me)
	}
	r := *q
	rollout(&r)
	return r.score()
}

// bidCounted returns the declarer's counted tricks in q, a bid's hand
// from its first card: the rules of thumb for every seat until
// BidPlanCards are left, then the declarer plans its cards (plan), as
// Hard's card play will.
func bidCounted(q pos) int {
	for q.left() > BidPlanCards {
		q.play(q.heuristic(q.toAct()))
	}
	if q.lose {
		return -plan(q, q.declarer)
	}
	return plan(q, q.declarer)
}

// BidPlanCards is where a bid's playout turns to plan: the last five
// tricks. From the last seven, as card play plans, bids did no better
// (docs/strength.md).
const BidPlanCards = 15

// BidSamples is Hard's budget per bid: the sampled deals every open bid is
// played out on (the same deals for every bid).
const BidSamples = 40

// bidDecision plays every open bid out on the same sampled deals
// (bidCounted), and decides as Normal does from those
// estimates: the bid that best beats the contract's usual result and the
// row's values, if it clears the margin for declaring now.
func (b *Bot) bidDecision(v *stepstones.View, legal []stepstones.Action, rng *rand.Rand) decision {
	d := decision{values: make([]float64, len(legal)), est: make([]float64, len(legal)), threshold: threshold(v)}
	cl := cluesOf(v)
	total := 0.0
	for range BidSamples {
		p, w := b.draw(v, rng, cl)
		total += w
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
			d.est[i] += w * float64(bidCounted(q))
		}
	}
	for i, a := range legal {
		switch a.Kind {
		case stepstones.KindBid:
			d.est[i] /= total
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

// clues is what the other seats' bids, passes and plays this hand say
// about their cards, read as the Normal rules of thumb would have made
// them: a sampled deal that explains them is more likely the true one.
type clues struct {
	v      *stepstones.View
	bidder [n3]stepstones.View     // the view each checked seat bid from
	legal  [n3][]stepstones.Action // each checked seat's bids, then Pass
	want   [n3][]stepstones.Action // what each seat said, in order
	played [n3]cards.Set           // each seat's cards played this hand
}

// cluesOf gathers v's clues: the others' passes, the declarer's bid and
// every card the others played.
func cluesOf(v *stepstones.View) *clues {
	c := &clues{v: v}
	for s := 0; s < n3; s++ {
		if s == v.Seat {
			continue
		}
		if v.Passed[s] {
			c.want[s] = append(c.want[s], stepstones.Pass)
		}
		if s == v.Declarer && v.Phase == stepstones.PhasePlay {
			c.want[s] = append(c.want[s], stepstones.Declare(v.Bid))
		}
		if c.want[s] == nil {
			continue
		}
		c.bidder[s] = *v
		c.bidder[s].Seat = s
		c.legal[s] = bidsOf(v, s)
	}
	for _, t := range v.Tricks {
		for j := 0; j < int(t.Count); j++ {
			c.played[t.Seat(j, n3)] |= t.Cards[j].Bit()
		}
	}
	return c
}

// misfits counts the clues p's hands do not explain, stopping at limit:
// the cards first, since one that misfits often ends the count early.
func (c *clues) misfits(p *pos, limit int) int {
	m := c.playMisfits(p, limit)
	for s := 0; s < n3 && m < limit; s++ {
		h := p.hands[s] | c.played[s]
		for _, a := range c.want[s] {
			legal := c.legal[s]
			if a.Kind == stepstones.KindBid && c.v.Puddle {
				legal = legal[:len(legal)-1] // in the puddle: no pass
			}
			if chooseBid(&c.bidder[s], legal, func(b stepstones.Bid) float64 { return estimate(h, b) }) != a {
				m++
			}
		}
	}
	return m
}

// playMisfits replays the hand's cards from p's hands and counts the other
// seats' cards the rules of thumb would not have played, up to limit.
func (c *clues) playMisfits(p *pos, limit int) int {
	m := 0
	if len(c.v.Tricks) == 0 {
		return 0
	}
	q := pos{rules: c.v.Rules, declarer: c.v.Declarer, last6: p.last6, lose: p.lose, t: trick.Trick{Leader: uint8(c.v.Declarer)}}
	for s := 0; s < n3; s++ {
		q.hands[s] = p.hands[s] | c.played[s]
	}
	for _, t := range c.v.Tricks {
		for j := 0; j < int(t.Count) && m < limit; j++ {
			s, card := t.Seat(j, n3), t.Cards[j]
			if s != c.v.Seat && q.heuristic(s) != card {
				m++
			}
			q.play(card)
		}
	}
	return m
}

// draw deals one sample for v: the first of clueTries deals that explains
// every clue, else the one that explains the most, weighed by the clues
// it does not explain.
func (b *Bot) draw(v *stepstones.View, rng *rand.Rand, c *clues) (pos, float64) {
	var best pos
	bm := 1 << 30
	for range clueTries {
		p := b.deal(v, rng)
		m := c.misfits(&p, min(bm, clueLimit))
		if m == 0 {
			return p, 1
		}
		if m < bm {
			best, bm = p, m
		}
	}
	return best, math.Pow(clueWeight, float64(bm))
}

// clueWeight is how much less a sampled deal counts for each clue it does
// not explain, up to clueLimit of them: small, so that the deals that fit
// decide, yet not zero, since a person does not play by Normal's rules.
// clueTries deals are drawn for each sample: more cost more time than the
// weighing gains.
const (
	clueWeight = 0.1
	clueLimit  = 4
	clueTries  = 2
)
