package bot

import (
	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
)

const n3 = stepstones.NumPlayers

// deck is every card of the game, computed once: cards.Deck.Set builds it
// card by card, and the rules of thumb ask for it at every card.
var deck = stepstones.Deck.Set()

// pos is the card play of one hand, small and pointer-free, for the
// heuristics, the rollouts and plan. Only this hand's result
// matters to them: the declarer's counted tricks (SS4).
type pos struct {
	hands    [n3]cards.Set
	rules    trick.Rules
	t        trick.Trick // the current trick; t.Num is its index
	declarer int
	last6    bool // Win Last 6: only tricks 7-12 count
	lose     bool // a Lose contract: the declarer wants few tricks
	counted  int
	played   cards.Set // cards of finished tricks and of t
	voids    [n3]uint8
}

// posOf builds the position of v's hand; other seats' hands are empty
// (use fillFrom for a determinized deal).
func posOf(v *stepstones.View) pos {
	p := pos{rules: v.Rules, declarer: v.Declarer, counted: v.Counted, played: v.Played, voids: v.Voids}
	p.last6 = v.Bid.Contract == stepstones.WinLast6
	p.lose = v.Bid.Contract.Lose()
	if n := len(v.Tricks); n > 0 {
		p.t = v.Tricks[n-1]
	}
	if v.Seat >= 0 && v.Seat < n3 {
		p.hands[v.Seat] = v.Own
	}
	return p
}

// left is the number of cards still in the three hands.
func (p *pos) left() int { return (p.hands[0] | p.hands[1] | p.hands[2]).Len() }

func (p *pos) done() bool { return p.t.Num >= stepstones.NumTricks }

func (p *pos) toAct() int { return (int(p.t.Leader) + int(p.t.Count)) % n3 }

func (p *pos) dir() trick.Direction { return p.rules.Ranking.At(int(p.t.Num)) }

func (p *pos) legal(seat int) cards.Set { return p.rules.Legal(p.hands[seat], &p.t) }

// play plays c for the seat to act; it does not check legality.
func (p *pos) play(c cards.Card) {
	seat := p.toAct()
	if p.t.Count > 0 && c.Suit() != p.t.Cards[0].Suit() {
		if ts, ok := p.rules.Trump.Suit(); !(ok && p.rules.Follow == trick.MayTrump && c.Suit() == ts) {
			p.voids[seat] |= 1 << p.t.Cards[0].Suit()
		}
	}
	p.hands[seat] &^= c.Bit()
	p.played |= c.Bit()
	p.t.Cards[p.t.Count] = c
	p.t.Count++
	if p.t.Count < n3 {
		return
	}
	w := p.rules.Winner(&p.t, n3)
	if w == p.declarer && (!p.last6 || p.t.Num >= stepstones.NumTricks-6) {
		p.counted++
	}
	p.t = trick.Trick{Num: p.t.Num + 1, Leader: uint8(w)}
}

// score is the hand's value for the declarer's side: counted tricks, or
// their negation for a Lose contract. The declarer maximizes it, the
// defenders minimize it.
func (p *pos) score() int {
	if p.lose {
		return -p.counted
	}
	return p.counted
}

// strength orders cards of one suit in direction d: higher is stronger.
func strength(c cards.Card, d trick.Direction) int {
	if d == trick.OneHigh {
		return 10 - int(c.Rank())
	}
	return int(c.Rank())
}

// strongest and weakest pick from s by rank in direction d (ties across
// suits: the first found).
func strongest(s cards.Set, d trick.Direction) cards.Card {
	best, bs := cards.None, -1
	for ; s != 0; s &= s - 1 {
		c := s.Lowest()
		if v := strength(c, d); v > bs {
			best, bs = c, v
		}
	}
	return best
}

func weakest(s cards.Set, d trick.Direction) cards.Card {
	best, bs := cards.None, 99
	for ; s != 0; s &= s - 1 {
		c := s.Lowest()
		if v := strength(c, d); v < bs {
			best, bs = c, v
		}
	}
	return best
}
