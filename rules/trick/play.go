package trick

import "parlor/rules/cards"

// Direction returns the direction that rules trick t.
func (r *Rules) Direction(t *Trick) Direction { return r.Ranking.At(int(t.Num)) }

// Beats reports whether card c beats card best, the strongest card so far in
// a trick led in suit led, with direction d: a higher card of best's suit,
// or a trump over a non-trump. An off-suit non-trump never beats.
func (r *Rules) Beats(c, best cards.Card, d Direction) bool {
	if c.Suit() == best.Suit() {
		if d == OneHigh {
			return c.Rank() < best.Rank()
		}
		return c.Rank() > best.Rank()
	}
	ts, ok := r.Trump.Suit()
	return ok && c.Suit() == ts
}

// WinnerIndex returns the position (0 = the lead) of the strongest card in
// t, or -1 for an empty trick. For a complete trick that is the winner.
func (r *Rules) WinnerIndex(t *Trick) int {
	n := int(t.Count)
	if n == 0 {
		return -1
	}
	// Branch-light: each card gets a key that orders the whole trick (trump
	// over led suit over the rest, then rank in this trick's direction) and
	// the largest key wins. Trick outcomes in playouts are random, so
	// comparisons that the CPU cannot predict cost more than this arithmetic.
	var bonus [cards.NumSuits]uint8
	bonus[t.Cards[0].Suit()] = 16
	if ts, ok := r.Trump.Suit(); ok {
		bonus[ts] |= 32
	}
	var flip uint8
	if r.Ranking.At(int(t.Num)) == OneHigh {
		flip = 15 // rank^15 = 15-rank reverses the order of ranks 1..13
	}
	best, bi := uint8(0), 0
	for i := 0; i < n && i < MaxPlayers; i++ {
		c := t.Cards[i]
		k := bonus[c.Suit()] | (uint8(c.Rank()) ^ flip)
		if k > best {
			best, bi = k, i
		}
	}
	return bi
}

// Winner returns the seat holding the strongest card of t at a table of
// players seats (the trick's winner once complete), or -1 if t is empty.
func (r *Rules) Winner(t *Trick, players int) int {
	i := r.WinnerIndex(t)
	if i < 0 {
		return -1
	}
	return t.Seat(i, players)
}

// Stronger returns the cards of s in c's suit that beat c by rank in
// direction d. It is pure bit arithmetic: ranks sit at bits suit*16+rank.
func Stronger(s cards.Set, c cards.Card, d Direction) cards.Set {
	same := s.Suit(c.Suit())
	bit := uint64(c.Bit())
	if d == OneHigh {
		return same & cards.Set(bit-1)
	}
	return same &^ cards.Set(bit<<1-1)
}

// Legal returns the cards of hand that may be played next to trick t. A
// lead may be any card; the rest depends on r.Follow. It never allocates.
func (r *Rules) Legal(hand cards.Set, t *Trick) cards.Set {
	if t.Count == 0 {
		return hand
	}
	led := t.Cards[0].Suit()
	follow := hand.Suit(led)
	if follow == 0 {
		return hand // void: playing off suit, any card (all three rules)
	}
	switch r.Follow {
	case MayTrump:
		if ts, ok := r.Trump.Suit(); ok && ts != led {
			return follow | hand.Suit(ts)
		}
	case MustBeat:
		best := t.Cards[r.WinnerIndex(t)]
		if best.Suit() == led {
			if beat := Stronger(follow, best, r.Direction(t)); beat != 0 {
				return beat
			}
		}
		// A trumped trick cannot be beaten by a led-suit card: any led-suit
		// card will do.
	}
	return follow
}
