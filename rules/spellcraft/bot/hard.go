package bot

import (
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
)

// world is one sampled deal consistent with a View: every hand, trump card
// and the deck's order.
type world struct {
	n      int
	in     [spellcraft.MaxPlayers]bool
	hands  [spellcraft.MaxPlayers]cards.Set
	trumps [spellcraft.MaxPlayers]cards.Card
	field  cards.Set
	deck   [54]cards.Card // deck[top:end], top first
	top    int
	end    int
	memo   *memo // the decision's scores, shared by its candidates; nil: none
}

// memo remembers the scores a decision's playouts compute. Its candidates
// are tried on the same deals, so the same hands (every seat's but the
// viewer's, and the viewer's too across exchanges that keep the same
// cards) are scored again and again; scoring is nine tenths of the
// search's time. A slot holds one hand's score, the newest wins.
type memo [1 << 12]struct {
	hand  cards.Set
	tag   uint16 // 1<<15 | the black joker's loss (1<<8) | trump card; 0: empty
	total int16
}

// score is spellcraft.Score(h, tr).Total, or with lost set the score left
// after the black joker's loss (spellcraft.Discard).
func (m *memo) score(h cards.Set, tr cards.Card, lost bool) int {
	tag := 1<<15 | uint16(tr)
	if lost {
		tag |= 1 << 8
	}
	if m == nil {
		return scoreOf(h, tr, lost)
	}
	e := &m[(uint64(h)^uint64(tag)<<48)*0x9E3779B97F4A7C15>>52]
	if e.tag != tag || e.hand != h {
		e.hand, e.tag, e.total = h, tag, int16(scoreOf(h, tr, lost))
	}
	return int(e.total)
}

func scoreOf(h cards.Set, tr cards.Card, lost bool) int {
	if lost {
		_, after := spellcraft.Discard(h, tr)
		return after.Total
	}
	return spellcraft.Score(h, tr).Total
}

// worth is worth(h, tr) through w's memo.
func (w *world) worth(h cards.Set, tr cards.Card) float64 {
	x := float64(w.memo.score(h, tr, false))
	if h.Has(cards.BlackJoker) {
		x += blackJokerWorth
	}
	return x
}

// sample deals the cards v's seat cannot see, drawing from rng: each
// other hand keeps the cards it was seen taking and gets random ones up to
// its size; the rest is the deck, in random order. Other trump cards are
// drawn from the 16 the viewer does not hold.
func sample(v *spellcraft.View, w *world, rng *rand.Rand) {
	w.n, w.in, w.field = v.Config.Players, v.InRound, v.Field
	var pool [54]cards.Card
	np := 0
	for u := v.Unseen; u != 0; u &= u - 1 {
		pool[np] = u.Lowest()
		np++
	}
	rng.Shuffle(np, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for i := range w.n {
		w.hands[i], w.trumps[i] = 0, cards.None
		switch {
		case i == v.Seat:
			w.hands[i] = v.Hand
		case v.InRound[i]:
			need := v.HandSizes[i] - v.Known[i].Len()
			h := v.Known[i]
			for range need {
				if k < np {
					h = h.With(pool[k])
					k++
				}
			}
			// The other seats chose their cards: of oppBias fillings, the
			// best stands (the unused ones go back under the pool).
			for range oppBias - 1 {
				if k+need > np {
					break
				}
				alt := v.Known[i]
				for _, c := range pool[k : k+need] {
					alt = alt.With(c)
				}
				if worth(alt, cards.None) > worth(h, cards.None) {
					// Swap the fillings so the unused one stays in the pool.
					old := (h &^ v.Known[i]).Cards()
					copy(pool[k:k+need], old)
					h = alt
				}
				// Rotate the unused filling to the pool's end.
				var tmp [54]cards.Card
				copy(tmp[:], pool[k:k+need])
				copy(pool[k:], pool[k+need:np])
				copy(pool[np-need:np], tmp[:need])
			}
			w.hands[i] = h
		}
	}
	w.top, w.end = 0, copy(w.deck[:], pool[k:np])
	if v.Config.Trump {
		var ts [16]cards.Card
		nt := 0
		for _, t := range spellcraft.TrumpCards {
			if t != v.Trump {
				ts[nt] = t
				nt++
			}
		}
		rng.Shuffle(nt, func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
		j := 0
		for i := range w.n {
			if i == v.Seat {
				w.trumps[i] = v.Trump
			} else if v.InRound[i] && j < nt {
				w.trumps[i] = ts[j]
				j++
			}
		}
	}
}

// take gives seat a card as Normal would: the field card that adds most,
// unless a draw looks better (a field card must add 2 points to beat the
// unknown). Nothing when both are empty.
func (w *world) take(seat int) {
	h, tr := w.hands[seat], w.trumps[seat]
	cur := w.worth(h, tr)
	best, pick := cur+2, cards.None
	for f := w.field; f != 0; f &= f - 1 {
		c := f.Lowest()
		if x := w.worth(h.With(c), tr); x > best {
			best, pick = x, c
		}
	}
	w.takeCard(seat, pick)
}

// takeCard gives seat field card c, or the deck top for cards.None (the
// field's best card when the deck is empty).
func (w *world) takeCard(seat int, c cards.Card) {
	if c == cards.None && w.top == w.end {
		best := -1.0
		for f := w.field; f != 0; f &= f - 1 {
			if x := w.worth(w.hands[seat].With(f.Lowest()), w.trumps[seat]); x > best {
				best, c = x, f.Lowest()
			}
		}
		if c == cards.None {
			return
		}
	}
	if c == cards.None {
		c = w.deck[w.top]
		w.top++
	} else {
		w.field = w.field.Without(c)
	}
	w.hands[seat] = w.hands[seat].With(c)
}

// showdown scores every hand, plays the black joker against the holder's
// strongest opponent (SC3) and returns the best hands as a bit mask.
func (w *world) showdown() (best uint8, k int) {
	var sc [spellcraft.MaxPlayers]int
	holder := -1
	for i := range w.n {
		if w.in[i] {
			sc[i] = w.memo.score(w.hands[i], w.trumps[i], false)
			if w.hands[i].Has(cards.BlackJoker) {
				holder = i
			}
		}
	}
	if holder >= 0 {
		t := -1
		for i := range w.n {
			if w.in[i] && i != holder && (t < 0 || sc[i] > sc[t]) {
				t = i
			}
		}
		if t >= 0 {
			sc[t] = w.memo.score(w.hands[t], w.trumps[t], true)
		}
	}
	top := -1
	for i := range w.n {
		if w.in[i] && sc[i] > top {
			top = sc[i]
		}
	}
	for i := range w.n {
		if w.in[i] && sc[i] == top {
			best |= 1 << i
			k++
		}
	}
	return best, k
}

// Hard's tuning, measured against Normal (bot_test.go's experiments).
const (
	// oppBias: the other seats chose their cards, so of oppBias random
	// fillings of a hidden hand the best stands.
	oppBias = 4
	// knockBase is the least chance of the best hand Hard knocks with.
	knockBase = 0.7
)

// others returns the other seats in the round clockwise from first.
func others(v *spellcraft.View, first int) []int {
	var out []int
	n := v.Config.Players
	for k := range n {
		if s := (first + k) % n; s != v.Seat && v.InRound[s] {
			out = append(out, s)
		}
	}
	return out
}

// penalty is what a knock without the best hand costs the viewer (SC10).
func penalty(v *spellcraft.View) int {
	n := len(others(v, 0))
	return min(n, v.Stacks[v.Seat])
}

// rest returns the seats that still take a card after the viewer in this
// pick or knock-take round.
func rest(v *spellcraft.View) []int {
	if v.Phase == spellcraft.PhasePick {
		for i, s := range v.PickOrder {
			if s == v.Seat {
				return v.PickOrder[i+1:]
			}
		}
		return nil
	}
	var out []int
	for _, s := range others(v, v.Knocker+1) {
		if s != v.Knocker {
			out = append(out, s)
		}
	}
	// Seats before the viewer have taken already.
	for i, s := range out {
		if (s-v.Knocker+v.Config.Players)%v.Config.Players > (v.Seat-v.Knocker+v.Config.Players)%v.Config.Players {
			return out[i:]
		}
	}
	return nil
}

// highChance is the chance that a bid is the high bid against others
// bidders, under a rough model of how people bid (mostly 1 or 2); ties
// count half.
func highChance(bid, bidders int) float64 {
	// P(an other bid < bid) and P(== bid) for bids 1..4.
	below := [5]float64{0, 0, 0.4, 0.75, 0.92}
	at := [5]float64{0, 0.4, 0.35, 0.17, 0.08}
	p := 1.0
	for range bidders {
		p *= below[bid] + at[bid]/2
	}
	return p
}

// bestTarget aims the black joker where it pays the viewer most: every
// hand is shown, so each target's loss is exact (SC3). Ties go to the
// strongest hand.
func bestTarget(v *spellcraft.View, legal []spellcraft.Action) int {
	sd := v.Showdown
	if sd == nil {
		return int(legal[0].N)
	}
	def := threat(v, legal)
	best, bestGain := def, gainWith(v, def)
	for _, a := range legal {
		t := int(a.N)
		if g := gainWith(v, t); g > bestGain {
			best, bestGain = t, g
		}
	}
	return best
}

// gainWith is the viewer's chips from the showdown if the black joker hits
// target t.
func gainWith(v *spellcraft.View, t int) int {
	sd := v.Showdown
	var sc [spellcraft.MaxPlayers]int
	top, k := -1, 0
	for i := range v.Config.Players {
		if !sd.In[i] {
			continue
		}
		sc[i] = sd.Scores[i].Total
		if i == t {
			_, after := spellcraft.Discard(sd.Hands[i], sd.Trumps[i])
			sc[i] = after.Total
		}
		if sc[i] > top {
			top, k = sc[i], 0
		}
		if sc[i] == top {
			k++
		}
	}
	if sc[v.Seat] == top {
		prize, _ := spellcraft.Payout(v.Stakes, k)
		return prize
	}
	if sd.Cause == spellcraft.CauseKnock && sd.Knocker == v.Seat {
		return -penalty(v)
	}
	return 0
}
