package bot

import (
	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
)

// declarerWants reports whether the declarer's side wants the declarer to
// take the current trick: not in a Lose contract, not in the first six
// tricks of Win Last 6 (they do not count, and high cards are worth more
// later).
func (p *pos) declarerWants() bool {
	return !(p.lose || (p.last6 && p.t.Num < stepstones.NumTricks-6))
}

// good reports whether seat wants seat w to win the current trick: the
// declarer plays alone, the two defenders together against it.
func (p *pos) good(seat, w int) bool {
	if seat == p.declarer {
		return (w == p.declarer) == p.declarerWants()
	}
	return (w == p.declarer) != p.declarerWants()
}

// heuristic picks seat's card by the rules of thumb of a club player: win
// cheaply when winning is wanted, duck under when it is not, lead sure
// winners, and help the partner against the declarer. It looks only at
// seat's own hand and the cards played.
func (p *pos) heuristic(seat int) cards.Card {
	legal := p.legal(seat)
	if legal&(legal-1) == 0 {
		return legal.Lowest()
	}
	d := p.dir()
	outside := deck &^ p.played &^ p.hands[seat]
	if p.t.Count == 0 {
		return p.lead(seat, legal, outside)
	}
	bi := p.rules.WinnerIndex(&p.t)
	best := p.t.Cards[bi]
	w := p.t.Seat(bi, n3)
	var beat cards.Set
	for s := legal; s != 0; s &= s - 1 {
		if c := s.Lowest(); p.rules.Beats(c, best, d) {
			beat |= c.Bit()
		}
	}
	last := p.t.Count == n3-1
	meGood := p.good(seat, seat)
	if p.good(seat, w) {
		if !last && meGood && beat != 0 && !p.sure(best, outside) {
			// The next seat is the enemy and could take the trick: take it
			// with a sure winner if there is one.
			for s := beat; s != 0; s &= s - 1 {
				if c := s.Lowest(); p.sure(c, outside) {
					return c
				}
			}
		}
		if keep := legal &^ beat; keep != 0 {
			return p.dump(keep)
		}
		if meGood {
			return weakest(beat, d)
		}
		return strongest(beat, d) // forced to win: shed the most dangerous card
	}
	if meGood {
		if beat == 0 {
			return p.dump(legal)
		}
		if last {
			return p.cheapest(beat)
		}
		for s := beat; s != 0; s &= s - 1 {
			if c := s.Lowest(); p.sure(c, outside) {
				return c
			}
		}
		return strongest(beat, d)
	}
	// Neither the current winner nor seat itself is wanted: duck low so
	// that the declarer (still to play) can take it.
	if keep := legal &^ beat; keep != 0 {
		if seat != p.declarer && w != p.declarer && !last {
			return weakest(keep, d)
		}
		return p.dump(keep)
	}
	return weakest(legal, d)
}

// sure reports whether c cannot be beaten by any outside card of its suit
// (trumps are not counted).
func (p *pos) sure(c cards.Card, outside cards.Set) bool {
	return stronger(outside, c, p.dir()) == 0
}

func stronger(s cards.Set, c cards.Card, d trick.Direction) cards.Set { return trick.Stronger(s, c, d) }

// cheapest is the weakest winning card, a non-trump before a trump.
func (p *pos) cheapest(beat cards.Set) cards.Card {
	d := p.dir()
	if ts, ok := p.rules.Trump.Suit(); ok {
		if nt := beat &^ beat.Suit(ts); nt != 0 {
			return weakest(nt, d)
		}
	}
	return weakest(beat, d)
}

// dump picks the card to throw away from s: in Lose contracts the
// strongest (shedding danger, keeping low cards to duck with), otherwise
// the weakest; trumps last.
func (p *pos) dump(s cards.Set) cards.Card {
	d := p.dir()
	if ts, ok := p.rules.Trump.Suit(); ok {
		if nt := s &^ s.Suit(ts); nt != 0 {
			s = nt
		}
	}
	if p.lose {
		return strongest(s, d)
	}
	return weakest(s, d)
}

// lead picks a card to lead.
func (p *pos) lead(seat int, legal, outside cards.Set) cards.Card {
	d := p.dir()
	if p.good(seat, seat) {
		// Sure winners first; a declarer with trumps leads them first to
		// draw the defenders' trumps.
		var sure cards.Set
		for s := legal; s != 0; s &= s - 1 {
			if c := s.Lowest(); p.sure(c, outside) {
				sure |= c.Bit()
			}
		}
		if sure != 0 {
			if ts, ok := p.rules.Trump.Suit(); ok && seat == p.declarer && sure.Suit(ts) != 0 && outside.Suit(ts) != 0 {
				return strongest(sure.Suit(ts), d)
			}
			return strongest(sure, d)
		}
		// Else the weakest card of the longest suit, to set up its rest.
		return weakest(p.longest(legal), d)
	}
	// Seat wants someone else to take it: lead a low card of a suit the
	// others still hold stronger cards in; a defender helping the declarer
	// picks a suit the declarer still has.
	var cand cards.Set
	for _, st := range cards.Suits {
		if seat != p.declarer && p.voids[p.declarer]&(1<<st) != 0 {
			continue
		}
		if c := weakest(legal.Suit(st), d); c != cards.None && stronger(outside, c, d) != 0 {
			cand |= c.Bit()
		}
	}
	if cand != 0 {
		return weakest(cand, d)
	}
	return weakest(legal, d)
}

// longest returns the cards of the longest suit of s, trumps excluded when
// there are others.
func (p *pos) longest(s cards.Set) cards.Set {
	if ts, ok := p.rules.Trump.Suit(); ok && s&^s.Suit(ts) != 0 {
		s &^= s.Suit(ts)
	}
	var best cards.Set
	for _, st := range cards.Suits {
		if x := s.Suit(st); x.Len() > best.Len() {
			best = x
		}
	}
	return best
}
