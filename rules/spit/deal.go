package spit

import "parlor/rules/cards"

// layOut starts a round from each seat's cards, in the order given: stock
// piles first (SP6), then the draw pile.
func (s *State) layOut(mine [2][]cards.Card) {
	for seat := range 2 {
		s.stock[seat], s.draw[seat] = buildStock(mine[seat], s.cfg.Piles())
		s.hand[seat] = [HandSize]cards.Card{}
	}
	for i := range 2 {
		s.spit[i] = s.spit[i][:0]
	}
	// SP6: a seat without a draw pile does not spit, so the round has a single
	// centre pile (unless SP4 later gives that seat draw cards).
	s.single = (len(s.draw[0]) == 0) != (len(s.draw[1]) == 0)
	s.resetRoundState()
	s.logDeal()
}

func (s *State) resetRoundState() {
	s.phase = PhasePlay
	s.ready = [2]bool{}
	s.choice = [2]Side{}
	s.countdown = countdownOff
	s.stall = 0
	s.dirty = true
	s.roundWinner = NoSeat
}

// buildStock lays out piles 1..n with k cards in pile k (k-1 face down); the
// rest is the draw pile. With too few cards (SP6) it builds complete piles
// 1, 2, 3, ... as far as possible, puts the leftovers face down in the last
// pile, and leaves no draw pile.
func buildStock(cs []cards.Card, piles int) (st [MaxPiles]pile, draw []cards.Card) {
	i := 0
	take := func(k int) []cards.Card {
		out := append([]cards.Card(nil), cs[i:i+k]...)
		i += k
		return out
	}
	if len(cs) >= piles*(piles+1)/2 {
		for k := 1; k <= piles; k++ {
			st[k-1] = pile{cards: take(k), down: k - 1}
		}
		return st, append([]cards.Card(nil), cs[i:]...)
	}
	k := 1
	for len(cs)-i >= k {
		st[k-1] = pile{cards: take(k), down: k - 1}
		k++
	}
	if rest := len(cs) - i; rest > 0 {
		last := &st[k-2]
		top := last.cards[len(last.cards)-1]
		last.cards = append(last.cards[:len(last.cards)-1], cs[i:]...)
		last.cards = append(last.cards, top)
		last.down = len(last.cards) - 1
	}
	return st, nil
}

// dealShort lays out the short version: 5, 1, 1, 5 in the middle, the rest
// shared as draw piles, four cards to each hand, the single cards turned.
func (s *State) dealShort(deck []cards.Card) {
	s.side[0] = append([]cards.Card(nil), deck[0:5]...)
	s.spit[0] = []cards.Card{deck[5]}
	s.spit[1] = []cards.Card{deck[6]}
	s.side[1] = append([]cards.Card(nil), deck[7:12]...)
	for i, c := range deck[12:] {
		s.draw[i%2] = append(s.draw[i%2], c)
	}
	for seat := range 2 {
		for j := range HandSize {
			s.hand[seat][j] = popCard(&s.draw[seat])
		}
	}
	s.resetRoundState()
	s.logDeal()
}

func popCard(p *[]cards.Card) cards.Card {
	cs := *p
	if len(cs) == 0 {
		return cards.None
	}
	c := cs[len(cs)-1]
	*p = cs[:len(cs)-1]
	return c
}

// gather collects a seat's cards for the next round in a fixed order (stock
// slots bottom to top, then the draw pile, then the pile taken), so the
// seeded shuffle that follows replays exactly.
func (s *State) gather(seat int, taken []cards.Card) []cards.Card {
	var out []cards.Card
	for i := range MaxPiles {
		out = append(out, s.stock[seat][i].cards...)
		s.stock[seat][i] = pile{}
	}
	out = append(out, s.draw[seat]...)
	s.draw[seat] = nil
	return append(out, taken...)
}

// nextRound gathers, reshuffles (each seat its own cards, seat 0 first) and
// lays out again.
func (s *State) nextRound(taken [2][]cards.Card) {
	var mine [2][]cards.Card
	for seat := range 2 {
		mine[seat] = s.gather(seat, taken[seat])
	}
	for seat := range 2 {
		cards.Shuffle(mine[seat], s.rng.Rand)
	}
	s.round++
	s.layOut(mine)
}

func (s *State) logDeal() {
	d := Dealt{Round: s.round}
	for seat := range 2 {
		if !s.cfg.Short {
			d.Stock[seat] = make([][]cards.Card, s.cfg.Piles())
			for i := range d.Stock[seat] {
				d.Stock[seat][i] = clone(s.stock[seat][i].cards)
			}
		} else {
			d.Hand[seat] = compact(s.hand[seat][:])
			d.Side[seat] = clone(s.side[seat])
		}
		d.Draw[seat] = clone(s.draw[seat])
		d.Spit[seat] = clone(s.spit[seat])
	}
	s.Log.Chance("deal", d, s.Tick())
}

func compact(cs []cards.Card) []cards.Card {
	out := []cards.Card{}
	for _, c := range cs {
		if c != cards.None {
			out = append(out, c)
		}
	}
	return out
}
