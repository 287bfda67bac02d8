package bot

import (
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
)

// baseline is a declarer's typical result per contract: a bid is good when
// its estimate beats it (more tricks for Win, fewer for Lose).
var baseline = map[stepstones.Contract]float64{
	stepstones.WinPickTrump: 6, stepstones.WinNoTrump: 5, stepstones.WinLast6: 2.5,
	stepstones.LoseNoTrump: 2.5, stepstones.WinMayTrump: 6.5, stepstones.WinSlalom: 4.5,
	stepstones.LoseMustBeat: 3,
}

// estimate guesses the declarer's result of bid b with hand h from the
// hand alone: counted top cards, length and ruffs for Win contracts,
// dangerous high cards for Lose contracts.
func estimate(h cards.Set, b stepstones.Bid) float64 {
	d := b.Dir
	switch b.Contract {
	case stepstones.WinNoTrump:
		return winnersNT(h, d)
	case stepstones.WinLast6:
		return min(6, 0.55*winnersNT(h, d)+0.5)
	case stepstones.WinSlalom:
		return (winnersNT(h, d) + winnersNT(h, d.Flip())) / 2
	case stepstones.WinPickTrump, stepstones.WinMayTrump:
		ts, _ := b.Trump.Suit()
		e := trumpTricks(h, d, ts)
		if b.Contract == stepstones.WinMayTrump {
			e += 0.5
		}
		return e
	case stepstones.LoseNoTrump:
		return loseTricks(h, d)
	case stepstones.LoseMustBeat:
		return 1.25 * loseTricks(h, d)
	}
	return 0
}

// suitWinners weighs the cards of one suit by how many outside cards beat
// them, after the seat's own stronger cards have drawn some out.
func suitWinners(s cards.Set, d trick.Direction, topOnly bool) float64 {
	all := deck.Suit(s.Lowest().Suit())
	e := 0.0
	i := 0
	for x := s; x != 0; i++ {
		c := strongest(x, d)
		x &^= c.Bit()
		opp := trick.Stronger(all&^s, c, d).Len()
		switch {
		case opp == 0:
			e += 1
		case opp == 1 && i >= 1:
			e += 0.6
		case opp == 2 && i >= 2:
			e += 0.35
		}
		if topOnly && i >= 1 {
			break
		}
	}
	return e
}

func winnersNT(h cards.Set, d trick.Direction) float64 {
	e := 0.0
	for _, st := range cards.Suits {
		s := h.Suit(st)
		if s == 0 {
			continue
		}
		e += suitWinners(s, d, false)
		if l := s.Len(); l >= 5 {
			e += 0.5 * float64(l-4)
		}
	}
	return e
}

func trumpTricks(h cards.Set, d trick.Direction, ts cards.Suit) float64 {
	tr := h.Suit(ts)
	e := 0.0
	if tr != 0 {
		e = suitWinners(tr, d, false)
	}
	if l := tr.Len(); l > 3 {
		e += 0.7 * float64(l-3)
	}
	spare := float64(tr.Len()) - 3
	for _, st := range cards.Suits {
		if st == ts {
			continue
		}
		s := h.Suit(st)
		switch s.Len() {
		case 0:
			e += min(1.5, max(0, spare+1))
		case 1:
			e += 0.6
		}
		if s != 0 {
			e += suitWinners(s, d, true)
		}
	}
	return e
}

func loseTricks(h cards.Set, d trick.Direction) float64 {
	e := 0.0
	for _, st := range cards.Suits {
		s := h.Suit(st)
		all := deck.Suit(st)
		for x := s; x != 0; x &= x - 1 {
			c := x.Lowest()
			opp := trick.Stronger(all&^s, c, d).Len()
			e += max(0, 1-float64(opp)/2.5)
		}
		if l := s.Len(); l > 3 {
			e += 0.2 * float64(l-3)
		}
	}
	return 0.9 * e
}

// option is a bid with its estimated goodness.
type option struct {
	a    stepstones.Action
	good float64
}

// goodness turns an estimated result into how much it beats what the
// contract usually gives and what the others wrote in its row.
func goodness(v *stepstones.View, b stepstones.Bid, est float64) float64 {
	c := b.Contract
	base := baseline[c]
	row := v.Sheet.Rows[v.Config.Sheet.Row(c)]
	n, target := 0, 0.0
	for p := 0; p < n3; p++ {
		if p == v.Seat || !row.Done[p] {
			continue
		}
		t := float64(row.Tricks[p])
		if n == 0 || c.Better(row.Tricks[p], int(target)) {
			target = t
		}
		n++
	}
	g := est - base
	if n > 0 {
		g = (g + est - target) / 2
	}
	if c.Lose() {
		g = -g
	}
	if b.Redo {
		own := float64(row.Tricks[v.Seat])
		gain := est - own
		if c.Lose() {
			gain = -gain
		}
		return gain - 2 // a redo is worth it only for a clear gain
	}
	return g
}

// chooseBid picks pass or the best bid from legal by est, which gives each
// bid's expected declarer result.
func chooseBid(v *stepstones.View, legal []stepstones.Action, est func(stepstones.Bid) float64) stepstones.Action {
	best := option{good: -1e9}
	canPass := false
	for _, a := range legal {
		if a.Kind == stepstones.KindPass {
			canPass = true
			continue
		}
		if g := goodness(v, a.Bid, est(a.Bid)); g > best.good {
			best = option{a, g}
		}
	}
	if best.a.Kind == stepstones.KindNone {
		return legal[0]
	}
	if !canPass {
		return best.a // in the puddle
	}
	if best.good >= threshold(v) {
		return best.a
	}
	return stepstones.Pass
}

// threshold is how good a bid must be to declare now: lower when the seat
// has many contracts left for the hands that remain.
func threshold(v *stepstones.View) float64 {
	open, empty := 0, 0
	for _, r := range v.Sheet.Rows {
		for p := 0; p < n3; p++ {
			if !r.Done[p] {
				empty++
				if p == v.Seat {
					open++
				}
			}
		}
	}
	if open == 0 {
		return 1.5 // only a redo is open: spend it when it clearly pays
	}
	pressure := float64(open) * n3 / float64(max(1, empty))
	return 1.0 - 1.2*(pressure-1)
}

// dealFor deals the cards v's seat cannot see to the other two seats at
// random, respecting shown voids.
func dealFor(v *stepstones.View, rng *rand.Rand) pos {
	p := posOf(v)
	var need [trick.MaxPlayers]int
	var allow [trick.MaxPlayers]uint8
	var who [trick.MaxPlayers]int
	nb := 0
	for i := 0; i < n3; i++ {
		if i == v.Seat {
			continue
		}
		who[nb], need[nb], allow[nb] = i, v.HandSizes[i], ^v.Voids[i]&15
		nb++
	}
	pool := deck &^ v.Played &^ v.Own
	bins := trick.DealRespecting(pool, nb, need, allow, rng)
	for b := 0; b < nb; b++ {
		p.hands[who[b]] = bins[b]
	}
	return p
}

// rollout plays p to the end of the hand with the heuristic for every seat.
func rollout(p *pos) {
	for !p.done() {
		p.play(p.heuristic(p.toAct()))
	}
}

// bidsOf lists the actions seat had when it bid or passed in v's hand, in
// the game's order (row, ranking, trump suit), then Pass.
func bidsOf(v *stepstones.View, seat int) []stepstones.Action {
	token := v.Tokens[seat] || (seat == v.Declarer && v.Bid.Redo)
	var done uint32
	for r := range v.Sheet.Rows {
		if v.Sheet.Rows[r].Done[seat] {
			done |= 1 << r
		}
	}
	var out []stepstones.Action
	for _, b := range stepstones.OpenBids(nil, v.Config.Sheet, done, token) {
		out = append(out, stepstones.Declare(b))
	}
	return append(out, stepstones.Pass)
}
