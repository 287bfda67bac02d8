package bot

import (
	"math"
	"math/rand/v2"
	"sort"
	"sync"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
)

// blackJokerWorth is what holding the black joker is worth in points: at
// the showdown it costs the strongest other hand a card (SC3), usually a
// few points.
const blackJokerWorth = 3

// worth is a hand's value to its holder: its score (SC4) plus the black
// joker's worth.
func worth(h cards.Set, trump cards.Card) float64 {
	w := float64(spellcraft.Score(h, trump).Total)
	if h.Has(cards.BlackJoker) {
		w += blackJokerWorth
	}
	return w
}

// drawWorth is the hand's average worth after drawing one card the viewer
// cannot see (every unseen card is equally likely to be the deck's top).
func drawWorth(v *spellcraft.View, h cards.Set) float64 {
	if v.Unseen == 0 {
		return worth(h, v.Trump)
	}
	sum := 0.0
	for u := v.Unseen; u != 0; u &= u - 1 {
		sum += worth(h.With(u.Lowest()), v.Trump)
	}
	return sum / float64(v.Unseen.Len())
}

func normal(v *spellcraft.View, legal []spellcraft.Action) spellcraft.Action {
	switch v.Phase {
	case spellcraft.PhaseExchange:
		return pickLegal(legal, normalExchange(v))
	case spellcraft.PhaseBid:
		return pickLegal(legal, spellcraft.Bid(normalBid(v)))
	case spellcraft.PhasePick, spellcraft.PhaseKnockTake:
		return pickLegal(legal, normalTake(v, legal))
	case spellcraft.PhaseKnock:
		if normalKnock(v) {
			return pickLegal(legal, spellcraft.Knock)
		}
		return pickLegal(legal, spellcraft.Pass)
	case spellcraft.PhaseBlackJoker:
		return pickLegal(legal, spellcraft.Target(threat(v, legal)))
	}
	return legal[0]
}

// takeValues returns each legal take's worth: the hand with the field card
// added, or the average draw (a little less, for its risk).
func takeValues(v *spellcraft.View, legal []spellcraft.Action) []float64 {
	out := make([]float64, len(legal))
	for i, a := range legal {
		if a.Kind != spellcraft.KindTake {
			out[i] = math.Inf(-1)
			continue
		}
		if a.Card == cards.None {
			out[i] = drawWorth(v, v.Hand) - 0.25
		} else {
			out[i] = worth(v.Hand.With(a.Card), v.Trump)
		}
	}
	return out
}

// normalTake takes the card that adds most to the hand.
func normalTake(v *spellcraft.View, legal []spellcraft.Action) spellcraft.Action {
	vals := takeValues(v, legal)
	best := 0
	for i := range vals {
		if vals[i] > vals[best] {
			best = i
		}
	}
	return legal[best]
}

// normalBid bids by how much the best card beats what is likely left
// later: the card about halfway down its own list (the others take what
// suits them) or the average draw.
func normalBid(v *spellcraft.View) int {
	cur := worth(v.Hand, v.Trump)
	var gains []float64
	for f := v.Field; f != 0; f &= f - 1 {
		gains = append(gains, worth(v.Hand.With(f.Lowest()), v.Trump)-cur)
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(gains)))
	dg := -1.0
	if v.DeckSize > 0 {
		dg = drawWorth(v, v.Hand) - cur
	}
	if len(gains) == 0 {
		return 1
	}
	others := 0
	for i, in := range v.InRound {
		if in && i != v.Seat {
			others++
		}
	}
	later := max(dg, gains[min(len(gains)-1, (others+1)/2)])
	diff := max(gains[0], dg) - later
	bid := 1 + int(diff/3)
	if v.Stacks[v.Seat] <= 5 && diff < 8 {
		bid = min(bid, 2)
	}
	return max(1, min(bid, spellcraft.MaxBid, v.Stacks[v.Seat]))
}

// normalExchange gives two of the cards that count least and takes the
// field card (or the draw) that helps most, when that raises the hand's
// worth.
func normalExchange(v *spellcraft.View) spellcraft.Action {
	h := v.Hand
	cur := worth(h, v.Trump)
	cs := h.Cards()
	if len(cs) < 2 {
		return spellcraft.Pass
	}
	loss := make([]float64, len(cs))
	for i, c := range cs {
		loss[i] = cur - worth(h.Without(c), v.Trump)
	}
	idx := make([]int, len(cs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return loss[idx[a]] < loss[idx[b]] })
	idx = idx[:min(len(idx), 6)]
	best, choice := cur+0.5, spellcraft.Pass
	for a := 0; a < len(idx); a++ {
		for b := a + 1; b < len(idx); b++ {
			x, y := cs[idx[a]], cs[idx[b]]
			rest := h.Without(x).Without(y)
			for f := v.Field; f != 0; f &= f - 1 {
				c := f.Lowest()
				if w := worth(rest.With(c), v.Trump); w > best {
					best, choice = w, spellcraft.Exchange(x, y, c)
				}
			}
			if v.DeckSize > 0 {
				if w := drawWorth(v, rest) - 0.25; w > best {
					best, choice = w, spellcraft.Exchange(x, y, cards.None)
				}
			}
		}
	}
	return choice
}

// handStats is the mean and spread of the best score of a random hand of
// n cards from the 54-card deck, for n up to maxStat.
type handStats struct{ mean, std [maxStat + 1]float64 }

const maxStat = 30

var (
	statsOnce sync.Once
	stats     handStats
)

// typical returns the mean and spread of a random n-card hand's score,
// sampled once with a fixed seed.
func typical(n int) (mean, std float64) {
	statsOnce.Do(func() {
		rng := rand.New(rand.NewPCG(54, 54))
		deck := cards.Standard54.Cards()
		for k := 1; k <= maxStat; k++ {
			const trials = 300
			sum, sq := 0.0, 0.0
			for range trials {
				var h cards.Set
				for h.Len() < k {
					h = h.With(deck[rng.IntN(len(deck))])
				}
				x := float64(spellcraft.Score(h, cards.None).Total)
				sum += x
				sq += x * x
			}
			m := sum / trials
			stats.mean[k], stats.std[k] = m, math.Sqrt(max(0, sq/trials-m*m))
		}
	})
	n = max(0, min(n, maxStat))
	return stats.mean[n], stats.std[n]
}

// estimate guesses seat's score from its hand size and the cards it was
// seen taking.
func estimate(v *spellcraft.View, seat int) float64 {
	m, sd := typical(v.HandSizes[seat])
	est := m + 0.6*sd
	k := v.Known[seat]
	if k != 0 {
		km, _ := typical(k.Len())
		est += 0.5 * max(0, float64(spellcraft.Score(k, cards.None).Total)-km)
	}
	return est
}

// normalKnock knocks when the hand beats every other hand's estimate by a
// margin that grows with the number of other hands (each takes a card
// after the knock) and shrinks a little when the stakes are worth far more
// than the penalty (a chip to each other seat).
func normalKnock(v *spellcraft.View) bool {
	me := worth(v.Hand, v.Trump)
	threat, others := 0.0, 0
	for i, in := range v.InRound {
		if in && i != v.Seat {
			threat = max(threat, estimate(v, i))
			others++
		}
	}
	margin := 2 + float64(others-1)
	if v.Stakes/2 >= 2*others {
		margin--
	}
	return me >= threat+margin
}

// threat returns the target seat whose hand most threatens: the highest
// score shown at the showdown (ties: the one that loses most).
func threat(v *spellcraft.View, legal []spellcraft.Action) int {
	best, bestScore, bestLoss := int(legal[0].N), -1, -1
	if v.Showdown == nil {
		return best
	}
	for _, a := range legal {
		t := int(a.N)
		sc := v.Showdown.Scores[t].Total
		_, after := spellcraft.Discard(v.Showdown.Hands[t], v.Showdown.Trumps[t])
		loss := sc - after.Total
		if sc > bestScore || (sc == bestScore && loss > bestLoss) {
			best, bestScore, bestLoss = t, sc, loss
		}
	}
	return best
}
