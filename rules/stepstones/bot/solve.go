package bot

import "parlor/rules/cards"

// plan returns the declarer-side value of p when seat me plays its best
// cards and the others play by the rules of thumb, as Normal does: the
// others' cards follow from the deal, so only me's choices branch. Cards
// that are equivalent (touching in rank once played cards are removed)
// are tried once. Against Normal players this is the true value of the
// deal, where an open-hand solve would assume perfect defenders.
func plan(p pos, me int) int {
	if me == p.declarer {
		return planFor(p, me, 1, -99)
	}
	return -planFor(p, me, -1, -99)
}

// planFor returns plan's value for me (sign: 1 for the declarer, -1 for a
// defender) or, when that cannot beat alpha, at most alpha.
func planFor(p pos, me, sign, alpha int) int {
	for !p.done() && p.toAct() != me {
		p.play(p.heuristic(p.toAct()))
	}
	if p.done() {
		return sign * p.score()
	}
	lo, hi := p.bounds()
	top := hi
	if sign < 0 {
		top = -lo
	}
	if top <= alpha {
		return top
	}
	best := -99
	live := p.hands[0] | p.hands[1] | p.hands[2] | p.t.Set()
	prev := cards.None
	for s := p.legal(me); s != 0 && best < top; s &= s - 1 {
		c := s.Lowest()
		if prev != cards.None && prev.Suit() == c.Suit() && live&between(prev, c) == 0 {
			prev = c
			continue // equivalent to prev: nothing live between them
		}
		prev = c
		q := p
		q.play(c)
		best = max(best, planFor(q, me, sign, max(alpha, best)))
	}
	return best
}

// between returns the cards strictly between a and b (a < b, same suit).
func between(a, b cards.Card) cards.Set {
	return cards.Set(uint64(b.Bit())-1) &^ cards.Set(uint64(a.Bit())<<1-1)
}

// bounds returns the lowest and highest score p can still reach: the
// tricks still to come can add at most their number.
func (p *pos) bounds() (lo, hi int) {
	left := int(12 - p.t.Num)
	if p.last6 && p.t.Num < 6 {
		left = 6
	}
	if p.lose {
		return p.score() - left, p.score()
	}
	return p.score(), p.score() + left
}
