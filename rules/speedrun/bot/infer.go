package bot

import (
	"math"
	"math/rand/v2"
	"slices"

	"parlor/rules/cards"
	"parlor/rules/speedrun"
)

// candidates lists the goals seat may be playing for this hand, read from
// the public board: its open contracts (or, after a Redo card, its completed
// ones) and a Pass while it has one left.
func candidates(v *speedrun.View, seat int, buf []speedrun.Bid) []speedrun.Bid {
	bi := v.Bids[seat]
	p := &v.Board[seat]
	l := v.Config.Length
	out := buf[:0]
	for c := speedrun.Win1; int(c) <= l.Contracts(); c++ {
		if p.Entries[c].Done == bi.Redo {
			out = append(out, speedrun.Bid{Contract: c})
		}
	}
	if !bi.Redo && p.PassesUsed < l.Passes() {
		out = append(out, speedrun.Bid{Kind: speedrun.BidPass})
	}
	return out
}

// bidCost is how unlikely a seat with a hand of est expected tricks is to
// bid b: half estCost, plus what playing the contract now saves or costs in
// later hands (futureCost, as Normal weighs it; the same for every Redo).
// On the first trick of 600 hands between Normals it gives the true bid a
// mean log-chance of -1.23, estCost alone -1.40, every open bid alike -1.32.
func bidCost(v *speedrun.View, seat int, b speedrun.Bid, est float64) float64 {
	return 0.5*estCost(b, est) + laterCost(v, seat, b)
}

// laterCost is bidCost's part that does not depend on the hand.
func laterCost(v *speedrun.View, seat int, b speedrun.Bid) float64 {
	if v.Bids[seat].Redo {
		return 0
	}
	return futureCost(v, b)
}

// estCost is how badly a hand with est expected tricks fits bid b:
// inferGoal keeps the best fit, bidCost weighs every bid by it.
func estCost(b speedrun.Bid, est float64) float64 {
	if b.Kind == speedrun.BidPass {
		return 1.5 // passing is rarer than a fitting contract
	}
	switch b.Contract {
	case speedrun.Most:
		return max(0, 6-est)
	case speedrun.Least:
		return max(0, est-2)
	case speedrun.Middle:
		return math.Abs(est-4) + 0.3
	}
	return math.Abs(est - float64(b.Contract.Target()))
}

// evidence is what the hand so far says about the hidden hands, read once
// per decision: for each other seat, the contracts it may be playing for
// and the public position of each card it played. How well a hand
// explains a seat's plays depends on that seat's hand alone, so a deal's
// likelihood is a sum over the seats, and the position of a play (the
// trick, the cards gone, the counts, what each contract wants of the
// trick) is the same on every deal.
type evidence struct {
	v     *speedrun.View
	seats [nSeats]seatEvidence
}

// seatEvidence is one seat's part: no candidates for the viewer.
type seatEvidence struct {
	cands []speedrun.Bid
	known bool // its bid is known: one candidate, no prior
	plays []seen
	most  float64 // an upper bound of its log-likelihood (evidence.most)
	buf   [speedrun.NumContracts + 1]speedrun.Bid
}

// seen is one card a seat played and the position it played it from:
// tb holds no hands (the seat's is set per deal), before the seat's cards
// played earlier in the hand, wants bit i that playing for cands[i] the
// seat wanted the trick.
type seen struct {
	tb     table
	before cards.Set
	card   cards.Card
	wants  uint16
}

// newEvidence reads v's plays, replayed as each seat saw the table (only
// revealed contracts known).
func newEvidence(v *speedrun.View) *evidence {
	e := &evidence{v: v}
	for st := range e.seats {
		se := &e.seats[st]
		switch {
		case st == v.Seat:
		case v.Bids[st].Known:
			se.cands, se.known = append(se.buf[:0], v.Bids[st].Bid), true
		default:
			se.cands = candidates(v, st, se.buf[:])
			top := math.Inf(-1)
			for _, b := range se.cands {
				top = max(top, -laterCost(v, st, b))
			}
			se.most = max(0, top)
		}
		se.most += logN[len(se.cands)]
	}
	if len(v.Tricks) == 0 || v.Tricks[0].Count == 0 {
		return e
	}
	tb := table{rules: v.Rules, goals: publicGoals(v)}
	tb.t.Leader = v.Tricks[0].Leader
	var before [nSeats]cards.Set
	for _, t := range v.Tricks {
		for j := 0; j < int(t.Count); j++ {
			seat, c := t.Seat(j, nSeats), t.Cards[j]
			if se := &e.seats[seat]; se.cands != nil {
				p := seen{tb: tb, before: before[seat], card: c}
				for i, b := range se.cands {
					tb.goals[seat] = goalOf(b)
					if tb.desire(seat) == wantWin {
						p.wants |= 1 << i
					}
				}
				tb.goals[seat] = p.tb.goals[seat]
				se.plays = append(se.plays, p)
			}
			tb.play(seat, c)
			before[seat] = before[seat].With(c)
		}
	}
	return e
}

// matchP is the chance the inference gives a seat of playing the policy's
// card for its goal, the rest spread over its other legal cards. The Normal
// bots play the policy exactly: 0.99 put more of their cards in the right
// hand than 0.9 (64% against 62% of TestPlayDealsPlaceTheCards' deals at
// 720 samples, before the walk), and 0.9 more than 0.75. A card the policy
// would not play costs a deal 5 to 7 in log-likelihood, not everything: a
// person who plays otherwise still leaves deals to choose from.
const matchP = 0.99

// publicGoals are the goals every seat can see: the revealed contracts.
func publicGoals(v *speedrun.View) [nSeats]goal {
	var g [nSeats]goal
	for st := range g {
		g[st] = goal{kind: goalNone}
		if v.Bids[st].Revealed {
			g[st] = goalOf(v.Bids[st].Bid)
		}
	}
	return g
}

// hitLog and missLog[n] are the log-chances of playing the policy's card
// and a given other card of n legal ones.
var hitLog, missLog = func() (float64, [speedrun.NumTricks + 1]float64) {
	var m [speedrun.NumTricks + 1]float64
	for n := 2; n < len(m); n++ {
		m[n] = math.Log((1 - matchP) / float64(n-1))
	}
	return math.Log(matchP), m
}()

// weigh sets logw[i] to the log-weight of seat's contract cands[i] given
// the hand it was dealt: how well the hand fits the contract (unless the
// bid is known) plus the log-chance that the policy, playing for it, plays
// what the seat played. It returns the number of candidates, and false as
// soon as log(sum exp(logw)) is sure to end below floor: what each play
// adds is negative, so the sum only falls.
func (e *evidence) weigh(seat int, dealt cards.Set, logw *[speedrun.NumContracts + 1]float64, floor float64) (int, bool) {
	se := &e.seats[seat]
	n := len(se.cands)
	if se.known {
		logw[0] = 0
	} else {
		est := estimate(dealt, e.v.Rules)
		for i, b := range se.cands {
			logw[i] = -bidCost(e.v, seat, b, est)
		}
	}
	all := uint16(1)<<n - 1
	for k := range se.plays {
		p := &se.plays[k]
		hand := dealt &^ p.before
		legal := p.tb.rules.Legal(hand, &p.tb.t)
		if legal&(legal-1) == 0 {
			continue
		}
		p.tb.hands[seat] = hand
		var hitWin, hitLose bool
		if p.wants != 0 {
			hitWin = p.tb.chooseFor(seat, legal, wantWin) == p.card
		}
		if p.wants != all {
			hitLose = p.tb.chooseFor(seat, legal, wantLose) == p.card
		}
		miss := missLog[legal.Len()]
		top := math.Inf(-1)
		for i := 0; i < n; i++ {
			if win := p.wants>>i&1 != 0; win && hitWin || !win && hitLose {
				logw[i] += hitLog
			} else {
				logw[i] += miss
			}
			top = max(top, logw[i])
		}
		if top+logN[n] < floor {
			return n, false
		}
	}
	return n, true
}

// logN[n] is log(n): how far a sum of n weights can exceed the largest.
var logN = func() (l [speedrun.NumContracts + 2]float64) {
	for n := range l {
		l[n] = math.Log(float64(max(n, 1)))
	}
	return l
}()

// seatLog is the log-likelihood of seat's plays and hidden bid given its
// dealt hand, summed over the contracts it may hold (0 for the viewer), or
// -Inf once it is sure to end below floor.
func (e *evidence) seatLog(seat int, dealt cards.Set, floor float64) float64 {
	var logw [speedrun.NumContracts + 1]float64
	n, ok := e.weigh(seat, dealt, &logw, floor)
	switch {
	case !ok:
		return math.Inf(-1)
	case n == 0:
		return 0
	}
	return logSum(logw[:n])
}

// logL is the log-likelihood of a sampled deal: how well its hands explain
// every other seat's plays and hidden bids.
func (e *evidence) logL(sm *sample) float64 {
	l := 0.0
	for st := range e.seats {
		l += e.seatLog(st, sm.dealt[st], math.Inf(-1))
	}
	return l
}

// inferGoals sets the goals of every seat for one sampled deal: the known
// bids as they are, and for the seats whose bids the viewer does not know,
// a contract drawn by weigh's weights, so over many samples the guesses
// spread as the evidence allows.
func (e *evidence) inferGoals(sm *sample, goals *[nSeats]goal, rng *rand.Rand) {
	for st := range e.seats {
		goals[st] = goalOf(e.v.Bids[st].Bid)
		se := &e.seats[st]
		if se.cands == nil || se.known {
			continue
		}
		var logw [speedrun.NumContracts + 1]float64
		n, _ := e.weigh(st, sm.dealt[st], &logw, math.Inf(-1))
		if n == 0 {
			goals[st] = inferGoal(e.v, st, sm.dealt[st], e.v.Rules)
			continue
		}
		goals[st] = goalOf(se.cands[draw(logw[:n], rng)])
	}
}

// draw draws an index with chance proportional to exp(logw[i]).
func draw(logw []float64, rng *rand.Rand) int {
	top := slices.Max(logw)
	sum := 0.0
	for _, l := range logw {
		sum += math.Exp(l - top)
	}
	r := rng.Float64() * sum
	for i, l := range logw {
		r -= math.Exp(l - top)
		if r <= 0 {
			return i
		}
	}
	return len(logw) - 1
}

// logSum is log(sum exp(logw[i])).
func logSum(logw []float64) float64 {
	top := slices.Max(logw)
	sum := 0.0
	for _, l := range logw {
		sum += math.Exp(l - top)
	}
	return top + math.Log(sum)
}

// move walks a deal by swaps of two unseen cards between the other seats'
// hands and the undealt cards, each kept by the Metropolis rule on the
// likelihood, voids respected: the walk keeps deals spread as the play
// makes them likely, so it mends the copies resampling leaves and finds
// deals a uniform pool missed. Only the seats that hold the two cards are
// rescored.
func (e *evidence) move(sm *sample, steps int, rng *rand.Rand) {
	me := e.v.Seat
	o1, o2 := (me+1)%nSeats, (me+2)%nSeats
	pairs := [3][2]int{{o1, o2}, {o1, nSeats}, {o2, nSeats}} // nSeats: the undealt cards
	var logs [nSeats + 1]float64
	logs[o1], logs[o2] = e.seatLog(o1, sm.dealt[o1], math.Inf(-1)), e.seatLog(o2, sm.dealt[o2], math.Inf(-1))
	for range steps {
		p := pairs[rng.IntN(3)]
		a, b := p[0], p[1]
		ha, hb := e.held(sm, a), e.held(sm, b)
		if ha == 0 || hb == 0 {
			continue
		}
		x, y := nth(ha, rng.IntN(ha.Len())), nth(hb, rng.IntN(hb.Len()))
		if !e.mayHold(b, x) || !e.mayHold(a, y) {
			continue
		}
		// Metropolis: keep the swap when the new likelihood beats the old
		// times a uniform draw, each seat's scoring stopped once it cannot.
		thr := logs[a] + logs[b] + math.Log(rng.Float64())
		la := e.swapLog(sm, a, x, y, thr-e.most(b))
		if math.IsInf(la, -1) {
			continue
		}
		lb := e.swapLog(sm, b, y, x, thr-la)
		if !(la+lb > thr) {
			continue
		}
		logs[a], logs[b] = la, lb
		e.give(sm, a, x, y)
		e.give(sm, b, y, x)
	}
}

// held is what bin holds now: a seat's hand, or for nSeats the undealt
// cards.
func (e *evidence) held(sm *sample, bin int) cards.Set {
	if bin < nSeats {
		return sm.tb.hands[bin]
	}
	h := deckSet &^ sm.tb.played
	for st := 0; st < nSeats; st++ {
		h &^= sm.tb.hands[st]
	}
	return h
}

// mayHold reports whether bin may hold c: a seat not void in its suit, or
// the undealt cards.
func (e *evidence) mayHold(bin int, c cards.Card) bool {
	return bin == nSeats || e.v.Voids[bin]&(1<<c.Suit()) == 0
}

// swapLog is bin's log-likelihood should it give x for y (0 for the
// undealt cards, which explain nothing), or -Inf once below floor.
func (e *evidence) swapLog(sm *sample, bin int, x, y cards.Card, floor float64) float64 {
	if bin == nSeats {
		return 0
	}
	return e.seatLog(bin, sm.dealt[bin].Without(x).With(y), floor)
}

// most bounds bin's log-likelihood from above: each contract's weight is
// at most its bid prior without the hand's fit, and the plays only lower
// it.
func (e *evidence) most(bin int) float64 {
	if bin == nSeats {
		return 0
	}
	return e.seats[bin].most
}

// give makes bin give x for y.
func (e *evidence) give(sm *sample, bin int, x, y cards.Card) {
	if bin == nSeats {
		return
	}
	sm.tb.hands[bin] = sm.tb.hands[bin].Without(x).With(y)
	sm.dealt[bin] = sm.dealt[bin].Without(x).With(y)
}

// nth is s's i-th card, counted from the lowest.
func nth(s cards.Set, i int) cards.Card {
	for ; i > 0; i-- {
		s &= s - 1
	}
	return s.Lowest()
}
