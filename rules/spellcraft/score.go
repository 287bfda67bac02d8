package spellcraft

import (
	"math/bits"

	"parlor/rules/cards"
)

// HandScore is a hand's best score (SC4) and how it is made, so that the UI
// can show it: the chosen suit, the cards that count and the card the red
// joker stands for.
type HandScore struct {
	Total int
	Suit  cards.Suit // the chosen suit (the engine picks the best, SC4)
	// Counted holds the cards that score: the chosen suit's cards and every
	// four of a kind's cards, the red joker when it stands for one of
	// them. SC3's discard is one of these.
	Counted cards.Set
	// JokerAs is the standard card the red joker stands for (SC2), or
	// cards.None when the hand has no red joker, it adds nothing, or it
	// makes five of a kind worth more than the rest.
	JokerAs cards.Card

	Cards     int  // 1 per card of the chosen suit
	Runs      int  // 1 per chosen-suit card in a run of 3 or more (SC1)
	High      int  // the value of the chosen suit's highest card (SC1)
	Fours     int  // 10 per four of a kind of 2-10, 11 of faces or aces
	TrumpSuit int  // 2 when the chosen suit is the trump card's (SC5)
	TrumpCard int  // 2 when the trump card is among the chosen suit's (SC5)
	Five      bool // five of a kind: Total is max(35, the rest) (SC4, SC11)
}

// Value returns a card's value as the highest card of a suit (SC1): 2-10
// face value, J Q K 10, A 11; 0 for a joker.
func Value(c cards.Card) int {
	if c.IsJoker() || !c.Valid() {
		return 0
	}
	return rankValue(int(c.Rank()) - 1)
}

// rankValue is the value of the rank at bit b of a suit mask (b = rank-1).
func rankValue(b int) int {
	switch {
	case b == 0:
		return 11
	case b >= 9:
		return 10
	}
	return b + 1
}

// A suit mask holds a suit's ranks as 13 bits: bit r-1 is rank r (A = bit 0).
const (
	rankBits  = 0x1FFF
	faceAces  = 1 | 1<<10 | 1<<11 | 1<<12 // A J Q K: four of them score 11 (SC1)
	numberBit = 0x3FE                     // 2-10: four of them score 10
)

func suitMask(h cards.Set, s cards.Suit) uint16 {
	return uint16(uint64(h)>>(uint(s)*16+1)) & rankBits
}

// covered marks the cards of m in a run of three or more.
func covered(m uint16) uint16 {
	t := m & (m >> 1) & (m >> 2)
	return (t | t<<1 | t<<2) & rankBits
}

// runPoints is 1 per card in a run of 3+, the ace low or high but not both
// (SC1): the better of the two readings.
func runPoints(m uint16) int {
	low := bits.OnesCount16(covered(m))
	high := bits.OnesCount16(covered(m>>1 | (m&1)<<12))
	return max(low, high)
}

// highValue is the value of m's highest card (SC1), 0 for no card.
func highValue(m uint16) int {
	if m == 0 {
		return 0
	}
	if m&1 != 0 {
		return 11
	}
	return rankValue(15 - bits.LeadingZeros16(m))
}

func foursBonus(q uint16) int {
	return 11*bits.OnesCount16(q&faceAces) + 10*bits.OnesCount16(q&numberBit)
}

// scorer scores one hand's choices.
type scorer struct {
	m     [cards.NumSuits]uint16 // real cards by suit
	tSuit int                    // trump suit, -1 without trump
	tBit  uint16                 // the trump card's bit in its suit
	hasRJ bool
	three uint16 // ranks held in exactly three suits: the joker can make four
	quads uint16 // ranks held in all four suits
	hand  cards.Set
}

func newScorer(hand cards.Set, trump cards.Card) scorer {
	sc := scorer{tSuit: -1, hand: hand, hasRJ: hand.Has(cards.RedJoker)}
	for s := range sc.m {
		sc.m[s] = suitMask(hand, cards.Suit(s))
	}
	a, b, c, d := sc.m[0], sc.m[1], sc.m[2], sc.m[3]
	sc.quads = a & b & c & d
	sc.three = (a&b&c | a&b&d | a&c&d | b&c&d) &^ sc.quads
	if trump.Valid() && !trump.IsJoker() {
		sc.tSuit = int(trump.Suit())
		sc.tBit = 1 << (trump.Rank() - 1)
	}
	return sc
}

// eval scores suit s with the red joker standing for rank bit jb of suit js
// (js < 0: the joker stands for nothing).
func (sc *scorer) eval(s, js int, jb uint16) HandScore {
	m := sc.m
	if js >= 0 {
		m[js] |= jb
	}
	cs := m[s]
	h := HandScore{Suit: cards.Suit(s)}
	h.Cards = bits.OnesCount16(cs)
	h.Runs = runPoints(cs)
	h.High = highValue(cs)
	h.Fours = foursBonus(m[0] & m[1] & m[2] & m[3])
	if cs != 0 && s == sc.tSuit {
		h.TrumpSuit = trumpBonus
		if cs&sc.tBit != 0 {
			h.TrumpCard = trumpBonus
		}
	}
	h.Total = h.Cards + h.Runs + h.High + h.Fours + h.TrumpSuit + h.TrumpCard
	return h
}

// Score returns the best score of hand (SC4): the engine picks the suit and
// the red joker's card (SC2) that give the most points. trump is the
// player's trump card, cards.None without the trump variant (SC5). The
// black joker scores nothing (SC3). Ties keep the first choice in the
// order suits C D H S, the joker's card by byte order (decision 9).
func Score(hand cards.Set, trump cards.Card) HandScore {
	sc := newScorer(hand, trump)
	best, _ := sc.best(false)
	return best
}

// best returns the best score and, when union is set, every card that some
// best-scoring choice counts (SC3 draws its loss from them).
func (sc *scorer) best(union bool) (HandScore, cards.Set) {
	best := HandScore{Total: -1}
	bestJS, bestJB := -1, uint16(0)
	var all cards.Set
	for s := range cards.NumSuits {
		if h := sc.eval(s, -1, 0); h.Total > best.Total {
			best, bestJS, bestJB = h, -1, 0
			if union {
				all = sc.counted(s, -1, 0)
			}
		} else if union && h.Total == best.Total {
			all |= sc.counted(s, -1, 0)
		}
		if !sc.hasRJ {
			continue
		}
		for js := range cards.NumSuits {
			// The joker matters in the chosen suit, or completing a four
			// of a kind elsewhere.
			cand := ^sc.m[js] & rankBits
			if js != s {
				cand &= sc.three
			}
			for ; cand != 0; cand &= cand - 1 {
				jb := cand & -cand
				if h := sc.eval(s, js, jb); h.Total > best.Total {
					best, bestJS, bestJB = h, js, jb
					if union {
						all = sc.counted(s, js, jb)
					}
				} else if union && h.Total == best.Total {
					all |= sc.counted(s, js, jb)
				}
			}
		}
	}
	best.Counted = sc.counted(int(best.Suit), bestJS, bestJB)
	if bestJS >= 0 {
		best.JokerAs = cards.New(cards.Suit(bestJS), cards.Rank(bits.TrailingZeros16(bestJB)+1))
	}
	if sc.hasRJ && sc.quads != 0 {
		best.Five = true
		if best.Total < FiveOfAKind {
			five := sc.five(sc.quads & -sc.quads)
			best = HandScore{Total: FiveOfAKind, Suit: best.Suit, Counted: five, Five: true}
			all = 0
		}
		if union && best.Total == FiveOfAKind {
			// Five of a kind of any rank held four times is a choice too.
			for q := sc.quads; q != 0; q &= q - 1 {
				all |= sc.five(q & -q)
			}
		}
	}
	return best, all
}

// five returns the five of a kind of the rank at bit q: the four cards and
// the red joker.
func (sc *scorer) five(q uint16) cards.Set {
	r := cards.Rank(bits.TrailingZeros16(q) + 1)
	five := cards.SetOf(cards.RedJoker)
	for _, st := range cards.Suits {
		five = five.With(cards.New(st, r))
	}
	return five
}

// firstCounting returns the first best-scoring choice, in decision 9's
// order, that counts card c: the score the victim of the black joker shows
// once it has lost c (SC3). It is Score when no choice counts c.
func (sc *scorer) firstCounting(c cards.Card) HandScore {
	shown, _ := sc.best(false)
	if shown.Counted.Has(c) {
		return shown
	}
	for s := range cards.NumSuits {
		if h := sc.eval(s, -1, 0); h.Total == shown.Total {
			if cs := sc.counted(s, -1, 0); cs.Has(c) {
				h.Counted = cs
				h.Five = shown.Five
				return h
			}
		}
		if !sc.hasRJ {
			continue
		}
		for js := range cards.NumSuits {
			cand := ^sc.m[js] & rankBits
			if js != s {
				cand &= sc.three
			}
			for ; cand != 0; cand &= cand - 1 {
				jb := cand & -cand
				if h := sc.eval(s, js, jb); h.Total == shown.Total {
					if cs := sc.counted(s, js, jb); cs.Has(c) {
						h.Counted = cs
						h.JokerAs = cards.New(cards.Suit(js), cards.Rank(bits.TrailingZeros16(jb)+1))
						h.Five = shown.Five
						return h
					}
				}
			}
		}
	}
	if shown.Total == FiveOfAKind && shown.Five {
		for q := sc.quads; q != 0; q &= q - 1 {
			if five := sc.five(q & -q); five.Has(c) {
				return HandScore{Total: FiveOfAKind, Suit: shown.Suit, Counted: five, Five: true}
			}
		}
	}
	return shown
}

// counted returns the cards that score for suit s with the joker at (js, jb).
func (sc *scorer) counted(s, js int, jb uint16) cards.Set {
	out := sc.hand.Suit(cards.Suit(s))
	m := sc.m
	if js >= 0 {
		m[js] |= jb
	}
	quads := m[0] & m[1] & m[2] & m[3]
	for q := quads; q != 0; q &= q - 1 {
		r := cards.Rank(bits.TrailingZeros16(q) + 1)
		for _, st := range cards.Suits {
			out |= sc.hand & cards.New(st, r).Bit()
		}
	}
	if js >= 0 && (js == s || quads&jb != 0) {
		out = out.With(cards.RedJoker)
	}
	return out
}

// HasFive reports whether hand is five of a kind: four cards of one rank
// and the red joker (SC11).
func HasFive(hand cards.Set) bool {
	if !hand.Has(cards.RedJoker) {
		return false
	}
	sc := newScorer(hand, cards.None)
	return sc.quads != 0
}

// lossOrder ranks cards for SC3's tie-break: the lowest goes first (ace
// high, then suit; the red joker last).
func lossOrder(c cards.Card) int {
	if c == cards.RedJoker {
		return 1 << 10
	}
	r := int(c.Rank())
	if r == 1 {
		r = 14
	}
	return r*4 + int(c.Suit())
}

// Discard returns the card the black joker's target loses (SC3) and the
// score of what remains: the target loses one of the cards it scores
// with, the one whose loss costs it least, and is scored afresh (the suit
// may change). When several choices tie for its best score, the loss may
// come from any of them: the cheapest over all tied best choices (SC3,
// extended); equal losses take the lowest card (decision 9). It returns
// cards.None and the hand's score when no card scores.
func Discard(hand cards.Set, trump cards.Card) (cards.Card, HandScore) {
	l := discard(hand, trump, false)
	return l.card, l.after
}

// loss is the black joker's effect on its target (SC3).
type loss struct {
	card    cards.Card // the card lost, cards.None when nothing scores
	counted HandScore  // the best choice the target counted: the first that counts card
	after   HandScore  // the score of what remains
}

// discard is SC3's loss; shownOnly is SC3 as read before rules version 2
// (Config.ShownSC3: until 2026-11-23, kept for older records), the loss
// drawn from the shown choice's cards alone, which leaves the shown score
// as it was.
func discard(hand cards.Set, trump cards.Card, shownOnly bool) loss {
	sc := newScorer(hand, trump)
	cur, all := sc.best(!shownOnly)
	if shownOnly {
		all = cur.Counted
	}
	l := loss{card: cards.None, counted: cur, after: cur}
	for c := all; c != 0; c &= c - 1 {
		card := c.Lowest()
		h := Score(hand.Without(card), trump)
		if l.card == cards.None || h.Total > l.after.Total ||
			(h.Total == l.after.Total && lossOrder(card) < lossOrder(l.card)) {
			l.card, l.after = card, h
		}
	}
	if l.card != cards.None {
		l.counted = sc.firstCounting(l.card)
	}
	return l
}
