package bot

import "parlor/rules/cards"

// solve returns the exact open-hand value of p (pos.score when every seat
// plays perfectly: the declarer maximizing, the two defenders together
// minimizing), by alpha-beta search. Cards that are equivalent (touching
// in rank once played cards are removed) are tried once.
func solve(p *pos) int { return search(*p, -99, 99) }

// search takes the position by value so that nothing escapes to the heap.
func search(p pos, alpha, beta int) int {
	if p.done() {
		return p.score()
	}
	// Bounds: the tricks still to come can add at most their number.
	left := int(12 - p.t.Num)
	if p.last6 && p.t.Num < 6 {
		left = 6
	}
	lo, hi := p.score(), p.score()+left
	if p.lose {
		lo, hi = p.score()-left, p.score()
	}
	if lo >= beta {
		return lo
	}
	if hi <= alpha {
		return hi
	}
	seat := p.toAct()
	legal := p.legal(seat)
	live := p.hands[0] | p.hands[1] | p.hands[2] | p.t.Set()
	max := seat == p.declarer
	best := -99
	if !max {
		best = 99
	}
	prev := cards.None
	for s := legal; s != 0; s &= s - 1 {
		c := s.Lowest()
		if prev != cards.None && prev.Suit() == c.Suit() && live&between(prev, c) == 0 {
			prev = c
			continue // equivalent to prev: nothing live between them
		}
		prev = c
		q := p
		q.play(c)
		v := search(q, alpha, beta)
		if max {
			if v > best {
				best = v
			}
			if best > alpha {
				alpha = best
			}
		} else {
			if v < best {
				best = v
			}
			if best < beta {
				beta = best
			}
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// between returns the cards strictly between a and b (a < b, same suit).
func between(a, b cards.Card) cards.Set {
	return cards.Set(uint64(b.Bit())-1) &^ cards.Set(uint64(a.Bit())<<1-1)
}
