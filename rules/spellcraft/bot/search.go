package bot

import (
	"math"
	"math/rand/v2"
	"slices"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
)

// hard is Hard's choice: the action its search values most. A part
// switched off (SetParts, for experiments) falls back to Normal's.
func (b *Bot) hard(v *spellcraft.View, legal []spellcraft.Action) spellcraft.Action {
	if b.parts&partOf(v.Phase) == 0 {
		return normal(v, legal)
	}
	return legal[b.decide(v, legal, b.rng).best]
}

// partOf returns the part of Hard that decides in phase p.
func partOf(p spellcraft.Phase) uint8 {
	switch p {
	case spellcraft.PhaseExchange:
		return hardExchangePart
	case spellcraft.PhaseBid:
		return hardBidPart
	case spellcraft.PhasePick, spellcraft.PhaseKnockTake:
		return hardTakePart
	case spellcraft.PhaseKnock:
		return hardKnockPart
	case spellcraft.PhaseBlackJoker:
		return hardTargetPart
	}
	return 0
}

// decision is one searched decision: what the search expects of every
// legal action, in legal's order, and the one it takes.
type decision struct {
	// values are the chips the search expects each action to bring, higher
	// better. Exchanges and takes: the chance of the best hand at a
	// showdown after this turn's takes (ties shared) times the prize the
	// stakes would pay, and at a knock's showdown the knocker's penalty too;
	// bids: what taking first is worth in chips, times the chance the bid
	// is the high one, less what the bid costs (SC6, SC10); knock: the
	// expected chips of the showdown it calls, pass: what a hand with
	// Hard's least knocking chance could expect (knockShare); the black
	// joker: the chips each target leaves the holder.
	values []float64
	best   int
	// share is each action's chance of the best hand where the search
	// measured one (exchanges, takes, knock), ties shared.
	share []float64
	// Bids: the chance of the best hand taking first and taking later, and
	// the card taken first.
	first, later float64
	card         spellcraft.Action
	prize        float64 // the prize the values were priced with
}

// samples is the budget: sampled deals per estimate.
func (b *Bot) samples() int { return max(1, b.Samples) }

// decide searches v's decision among legal drawing from rng, the bot's own
// source or, for advice that must not disturb it, a copy.
func (b *Bot) decide(v *spellcraft.View, legal []spellcraft.Action, rng *rand.Rand) decision {
	switch v.Phase {
	case spellcraft.PhaseExchange:
		return b.exchangeDecision(v, legal, rng)
	case spellcraft.PhaseBid:
		return b.bidDecision(v, legal, rng)
	case spellcraft.PhasePick, spellcraft.PhaseKnockTake:
		return b.takeDecision(v, legal, rng)
	case spellcraft.PhaseKnock:
		return b.knockDecision(v, legal, rng)
	case spellcraft.PhaseBlackJoker:
		return targetDecision(v, legal)
	}
	return decision{values: make([]float64, len(legal))}
}

// bidders counts the seats in the round with chips to bid, the viewer
// included.
func bidders(v *spellcraft.View) int {
	n := 0
	for i, in := range v.InRound {
		if in && v.Stacks[i] > 0 {
			n++
		}
	}
	return n
}

// Successive halving of the exchanges: every exchange is tried on the
// first quarter of the samples, the best few (and passing) on all of them.
const (
	exchangeFirst = 4 // the first stage takes a 1/exchangeFirst share of the samples
	exchangeKeep  = 6 // exchanges that go on to the full budget
)

// exchangeDecision tries every exchange (and passing) on the same sampled
// deals: the exchange, the field laid out, every seat's pick (the others'
// as Normal would, half of them before the viewer), and the showdown. The
// exchanges that fall behind on the first samples stop there; their value
// is their difference to the best on those shared samples.
func (b *Bot) exchangeDecision(v *spellcraft.View, legal []spellcraft.Action, rng *rand.Rand) decision {
	me := v.Seat
	n := b.samples()
	n1 := min(n, max(4, n/exchangeFirst))
	order := others(v, v.Dealer+1)
	half := (len(order) + 1) / 2
	order = slices.Insert(order, half, me)
	nIn := len(order)
	prize := float64(v.Stakes+2*bidders(v)) / 2
	first := make([]float64, len(legal))
	sums := make([]float64, len(legal))
	try := func(j int, base *world) {
		w := *base
		if a := legal[j]; a.Kind == spellcraft.KindExchange {
			w.hands[me] &^= cards.SetOf(a.Out[0], a.Out[1])
			w.takeCard(me, a.Card)
			w.field |= cards.SetOf(a.Out[0], a.Out[1])
		}
		if w.top < w.end {
			for range min(nIn+1, w.end-w.top) {
				w.field = w.field.With(w.deck[w.top])
				w.top++
			}
			for _, s := range order {
				w.take(s)
			}
		}
		if best, k := w.showdown(); best&(1<<me) != 0 {
			sums[j] += 1 / float64(k)
		}
	}
	base := world{memo: new(memo)}
	for range n1 {
		b.sample(v, &base, rng)
		for j := range legal {
			try(j, &base)
		}
	}
	copy(first, sums)
	// The survivors: passing, Normal's exchange and the best few.
	keep := []int{0}
	if want := normalExchange(v); want != spellcraft.Pass {
		if j := slices.Index(legal, want); j > 0 {
			keep = append(keep, j)
		}
	}
	byFirst := make([]int, len(legal))
	for j := range byFirst {
		byFirst[j] = j
	}
	slices.SortStableFunc(byFirst, func(x, y int) int {
		switch {
		case first[x] > first[y]:
			return -1
		case first[x] < first[y]:
			return 1
		}
		return 0
	})
	tau := math.Inf(1) // the lowest first-stage result among the best few
	for _, j := range byFirst {
		if len(keep) >= exchangeKeep+2 {
			break
		}
		if !slices.Contains(keep, j) {
			keep = append(keep, j)
			tau = first[j]
		}
	}
	slices.Sort(keep)
	for range n - n1 {
		b.sample(v, &base, rng)
		for _, j := range keep {
			try(j, &base)
		}
	}
	d := decision{values: make([]float64, len(legal)), share: make([]float64, len(legal)), prize: prize}
	d.best = keep[0]
	for _, j := range keep {
		if sums[j] > sums[d.best] {
			d.best = j
		}
	}
	top := sums[d.best] / float64(n)
	anchor := first[d.best]
	if !math.IsInf(tau, 1) {
		anchor = max(anchor, tau)
	}
	for j := range legal {
		if slices.Contains(keep, j) {
			d.share[j] = sums[j] / float64(n)
		} else {
			// The difference to the best on the samples both were tried
			// on (to the last of the best few, if the best was kept only
			// as the pass or Normal's choice).
			d.share[j] = top + (first[j]-anchor)/float64(n1)
		}
		d.values[j] = d.share[j] * prize
	}
	return d
}

// bidDecision prices the first pick: its chance of the best hand taking
// its best card first against taking after half the others, times the
// prize the stakes will hold, and values each bid by what it pays under a
// rough model of the other bids (highChance).
func (b *Bot) bidDecision(v *spellcraft.View, legal []spellcraft.Action, rng *rand.Rand) decision {
	takes := make([]spellcraft.Action, 0, 1+v.Field.Len())
	if v.DeckSize > 0 {
		takes = append(takes, spellcraft.Draw)
	}
	for f := v.Field; f != 0; f &= f - 1 {
		takes = append(takes, spellcraft.Take(f.Lowest()))
	}
	d := decision{values: make([]float64, len(legal))}
	if len(takes) == 0 {
		return d
	}
	vals := takeValues(v, takes)
	bi := 0
	for i := range vals {
		if vals[i] > vals[bi] {
			bi = i
		}
	}
	d.card = takes[bi]
	order := others(v, v.Seat+1)
	half := (len(order) + 1) / 2
	base := world{memo: new(memo)}
	var w world
	n := b.samples()
	for range n {
		b.sample(v, &base, rng)
		w = base
		w.takeCard(v.Seat, takes[bi].Card)
		for _, s := range order {
			w.take(s)
		}
		if best, k := w.showdown(); best&(1<<v.Seat) != 0 {
			d.first += 1 / float64(k)
		}
		w = base
		for _, s := range order[:half] {
			w.take(s)
		}
		w.take(v.Seat)
		for _, s := range order[half:] {
			w.take(s)
		}
		if best, k := w.showdown(); best&(1<<v.Seat) != 0 {
			d.later += 1 / float64(k)
		}
	}
	d.first /= float64(n)
	d.later /= float64(n)
	others := 0
	for i, in := range v.Bidding {
		if in && i != v.Seat {
			others++
		}
	}
	d.prize = float64(v.Stakes+2*(others+1)) / 2
	value := (d.first - d.later) * d.prize
	for i, a := range legal {
		// A chip bid comes back only as half the stakes, and only if the
		// hand wins.
		bid := int(a.N)
		d.values[i] = value*highChance(bid, others) - float64(bid)*(1-d.first/2)
		if d.values[i] > d.values[d.best] {
			d.best = i
		}
	}
	return d
}

// takeDecision tries every take on the same sampled deals, lets the seats
// after it take as Normal would, and values each by the chips the showdown
// would bring. Ties go to the card Normal values most.
func (b *Bot) takeDecision(v *spellcraft.View, legal []spellcraft.Action, rng *rand.Rand) decision {
	after := rest(v)
	me := v.Seat
	knock := v.Phase == spellcraft.PhaseKnockTake
	// The knocker pays a chip to every other seat when it loses, if it can.
	pays := knock && v.Knocker >= 0 && v.Stacks[v.Knocker] >= len(others(v, 0))
	prize := float64(max(1, (v.Stakes+1)/2))
	d := decision{values: make([]float64, len(legal)), share: make([]float64, len(legal)), prize: prize}
	base := world{memo: new(memo)}
	var w world
	n := b.samples()
	for range n {
		b.sample(v, &base, rng)
		for j, a := range legal {
			w = base
			w.takeCard(me, a.Card)
			for _, s := range after {
				w.take(s)
			}
			best, k := w.showdown()
			if best&(1<<me) != 0 {
				d.share[j] += 1 / float64(k)
				if knock {
					p, _ := spellcraft.Payout(v.Stakes, k)
					d.values[j] += float64(p)
				} else {
					d.values[j] += prize / float64(k)
				}
			}
			if pays && best&(1<<v.Knocker) == 0 {
				d.values[j]++
			}
		}
	}
	vals := takeValues(v, legal)
	for j := range legal {
		d.share[j] /= float64(n)
		d.values[j] /= float64(n)
		bj := d.best
		if d.values[j] > d.values[bj] || (d.values[j] == d.values[bj] && vals[j] > vals[bj]) {
			d.best = j
		}
	}
	return d
}

// knockShare is the chance of the best hand Hard wants before knocking
// against others opponents: better than an even share by a clear margin.
func knockShare(others int) float64 {
	return max(knockBase, 1.6/float64(others+1))
}

// knockDecision estimates the chips a knock brings (each other seat takes
// a card, then the showdown; a losing knock pays the penalty) against what
// playing on is worth to Hard: the hand's chance of the best hand times the
// prize, less the part of the penalty that sets Hard's knocking bar at
// knockShare, so that Hard knocks when its chance clears the bar and the
// knock pays. (A sampled next turn as the value of playing on measured far
// weaker: 146 wins of 300 three-player games against two Normals, against
// 204 for the bar.)
func (b *Bot) knockDecision(v *spellcraft.View, legal []spellcraft.Action, rng *rand.Rand) decision {
	w := world{memo: new(memo)}
	order := others(v, v.Seat+1)
	pen := float64(penalty(v))
	ev, share := 0.0, 0.0
	n := b.samples()
	for range n {
		b.sample(v, &w, rng)
		for _, s := range order {
			w.take(s)
		}
		if best, k := w.showdown(); best&(1<<v.Seat) != 0 {
			prize, _ := spellcraft.Payout(v.Stakes, k)
			ev += float64(prize)
			share += 1 / float64(k)
		} else {
			ev -= pen
		}
	}
	ev /= float64(n)
	share /= float64(n)
	ks := knockShare(len(order))
	solo, _ := spellcraft.Payout(v.Stakes, 1)
	pass := max(0, share*float64(solo)-(1-ks)*pen*share/ks)
	d := decision{values: make([]float64, len(legal)), share: make([]float64, len(legal)), prize: float64(solo)}
	want := spellcraft.Pass
	if ev > pass {
		want = spellcraft.Knock
	}
	for i, a := range legal {
		switch a {
		case spellcraft.Knock:
			d.values[i] = ev
		case spellcraft.Pass:
			d.values[i] = pass
		}
		d.share[i] = share
		if a == want {
			d.best = i
		}
	}
	return d
}

// targetDecision values each black-joker target by the chips the
// showdown then brings the holder: every hand is shown, so it is exact.
func targetDecision(v *spellcraft.View, legal []spellcraft.Action) decision {
	d := decision{values: make([]float64, len(legal))}
	want := bestTarget(v, legal)
	for i, a := range legal {
		if v.Showdown != nil {
			d.values[i] = float64(gainWith(v, int(a.N)))
		}
		if int(a.N) == want {
			d.best = i
		}
	}
	return d
}
