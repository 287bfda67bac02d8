package bot

import (
	"math"
	"math/rand/v2"

	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
)

// The 5 trump and 6 ranking choices of SR2.
var (
	allTrumps = [5]trick.Trump{trick.NoTrump, trick.TrumpOf(cards.Clubs), trick.TrumpOf(cards.Diamonds), trick.TrumpOf(cards.Hearts), trick.TrumpOf(cards.Spades)}
	allRanks  = [6]trick.Ranking{
		{Pattern: trick.Fixed, Start: trick.TopHigh},
		{Pattern: trick.Fixed, Start: trick.OneHigh},
		{Pattern: trick.Slalom, Start: trick.TopHigh},
		{Pattern: trick.Slalom, Start: trick.OneHigh},
		{Pattern: trick.BellCurve, Start: trick.TopHigh},
		{Pattern: trick.BellCurve, Start: trick.OneHigh},
	}
)

// prior is roughly what a contract costs when played on a typical later
// hand (measured with these bots); a contract is worth playing now when
// this hand beats that. Indexed by contract board number.
var prior = [speedrun.NumContracts + 1]float64{
	speedrun.Win1:   0.3,
	speedrun.Win4:   -0.6,
	speedrun.Most:   0.3,
	speedrun.Least:  -0.4,
	speedrun.Win5:   -0.2,
	speedrun.Middle: -0.6,
	speedrun.Win0:   0.9,
	speedrun.Win7:   1.6,
	speedrun.Win9:   3.2,
}

// skipCost is what spending a Pass or Redo card now costs in later hands:
// the card is better kept for a hand where every contract looks bad.
const skipCost = 0.6

// openBids lists the bids seat may make this hand, read from the public
// board (the View's Legal only lists them in the bid phase).
func openBids(v *speedrun.View, seat int) []speedrun.Bid {
	p := &v.Board[seat]
	l := v.Config.Length
	var out []speedrun.Bid
	for c := speedrun.Win1; int(c) <= l.Contracts(); c++ {
		if !p.Entries[c].Done {
			out = append(out, speedrun.Bid{Contract: c})
		}
	}
	if p.PassesUsed < l.Passes() {
		out = append(out, speedrun.Bid{Kind: speedrun.BidPass})
	}
	if p.RedosUsed < l.Redos() {
		for c := speedrun.Win1; int(c) <= l.Contracts(); c++ {
			if p.Entries[c].Done {
				out = append(out, speedrun.Bid{Kind: speedrun.BidRedo, Contract: c})
			}
		}
	}
	return out
}

// handScore is a bid's score for the seat as the board will count it: a
// Redo only counts by how much it improves the standing entry.
func handScore(v *speedrun.View, seat int, b speedrun.Bid, won [nSeats]int, revealed bool) float64 {
	sc := scoreOf(b, won, seat, revealed)
	if b.Kind == speedrun.BidRedo {
		return float64(min(0, sc-v.Board[seat].Entries[b.Contract].Score))
	}
	return float64(sc)
}

// futureCost is what playing b now takes away from the later hands.
func futureCost(v *speedrun.View, b speedrun.Bid) float64 {
	if v.Hand+1 >= v.Hands {
		return 0 // last hand: nothing to save cards for
	}
	if b.Kind == speedrun.BidContract {
		return -prior[b.Contract]
	}
	return skipCost
}

// estimate is a quick count of the tricks a 12-card hand should take under
// rules, from each card's chance to be the best of its suit in the
// directions the hand will be played in, plus trump length. It guesses the
// other seats' contracts in rollouts, so it must be cheap.
func estimate(hand cards.Set, r trick.Rules) float64 {
	unseen := deckSet &^ hand
	ts, hasTrump := r.Trump.Suit()
	top := 0
	for n := 0; n < speedrun.NumTricks; n++ {
		if r.Ranking.At(n) == trick.TopHigh {
			top++
		}
	}
	wTop := float64(top) / speedrun.NumTricks
	p := [5]float64{0.95, 0.55, 0.25, 0.1, 0.03}
	sum := 0.0
	for l := hand; l != 0; l &= l - 1 {
		c := l.Lowest()
		var w float64
		for _, d := range [2]trick.Direction{trick.TopHigh, trick.OneHigh} {
			h := min(trick.Stronger(unseen, c, d).Len(), 4)
			pw := p[h]
			if hasTrump && c.Suit() != ts {
				pw *= 0.8
			}
			if d == trick.TopHigh {
				w += wTop * pw
			} else {
				w += (1 - wTop) * pw
			}
		}
		sum += w
	}
	if hasTrump {
		sum += 0.45 * float64(max(0, hand.Suit(ts).Len()-3))
	}
	return sum
}

// inferGoal guesses a seat's goal from its (sampled) dealt hand: the open
// contract that the hand's estimate fits best.
func inferGoal(v *speedrun.View, seat int, dealt cards.Set, r trick.Rules) goal {
	bi := v.Bids[seat]
	if bi.Known {
		return goalOf(bi.Bid)
	}
	est := estimate(dealt, r)
	p := &v.Board[seat]
	best, bestC := goal{kind: goalWin, n: int8(math.Round(est))}, math.Inf(1)
	for c := speedrun.Win1; int(c) <= v.Config.Length.Contracts(); c++ {
		if p.Entries[c].Done != bi.Redo {
			continue // a Redo replays a completed contract, a bid an open one
		}
		if cost := estCost(speedrun.Bid{Contract: c}, est); cost < bestC {
			best, bestC = goalOf(speedrun.Bid{Contract: c}), cost
		}
	}
	return best
}

// sample is one determinization of the hand: every seat's cards now and as
// dealt.
type sample struct {
	tb    table
	dealt [nSeats]cards.Set
}

// samples draws k determinizations of v.
func samples(v *speedrun.View, k int, rng *rand.Rand) []sample {
	var playedBy [nSeats]cards.Set
	for _, t := range v.Tricks {
		for j := 0; j < int(t.Count); j++ {
			s := t.Seat(j, nSeats)
			playedBy[s] = playedBy[s].With(t.Cards[j])
		}
	}
	out := make([]sample, k)
	for i := range out {
		st := speedrun.Determinize(*v, rng)
		out[i].tb = tableFromState(st)
		for s := 0; s < nSeats; s++ {
			out[i].dealt[s] = st.Hand(s) | playedBy[s]
		}
	}
	return out
}

// bidStats collects, per bid, the mean rollout score (without the future
// cost) and the mean tricks the seat took, for the adviser's sentence.
type bidStats struct{ score, tricks []float64 }

// bidCosts returns, for each bid, its mean rollout score on the samples
// under rules r plus its future cost; lower is better. st, when not nil,
// gets the scores and tricks alone.
func bidCosts(v *speedrun.View, r trick.Rules, smp []sample, bids []speedrun.Bid, revealed bool, out []float64, st *bidStats) {
	for i := range out {
		out[i] = 0
	}
	if st != nil {
		clear(st.score)
		clear(st.tricks)
	}
	me := v.Seat
	for _, sm := range smp {
		base := sm.tb
		base.rules = r
		for s := 0; s < nSeats; s++ {
			if s != me {
				base.goals[s] = inferGoal(v, s, sm.dealt[s], r)
			}
		}
		for i, b := range bids {
			tb := base
			tb.goals[me] = goalOf(b)
			tb.rollout()
			out[i] += handScore(v, me, b, tb.won, revealed)
			if st != nil {
				st.tricks[i] += float64(tb.won[me])
			}
		}
	}
	n := float64(len(smp))
	for i, b := range bids {
		if st != nil {
			st.score[i] = out[i] / n
			st.tricks[i] /= n
		}
		out[i] = out[i]/n + futureCost(v, b)
	}
}

// bestBid returns the index of the cheapest bid; noise (Easy) blurs the
// costs.
func bestBid(costs []float64, noise float64, rng *rand.Rand) int {
	bi, bc := 0, math.Inf(1)
	for i, c := range costs {
		if noise > 0 {
			c += noise * rng.NormFloat64()
		}
		if c < bc {
			bi, bc = i, c
		}
	}
	return bi
}

// choiceValues scores each trump/ranking choice open to the seat: the mean,
// over the other seat's possible picks, of the best bid's cost.
func choiceValues(v *speedrun.View, legal []speedrun.Action, smp []sample) []float64 {
	costs, _, _, _ := choiceDetail(v, legal, smp)
	return costs
}

// ruled is the best bid under one set of rules: its cost (with the future
// cost), the bid, its expected score alone and its expected tricks.
type ruled struct {
	cost, score, tricks float64
	bid                 speedrun.Bid
}

// choiceDetail is choiceValues with, per choice, the contract it suits
// best (the most frequent best over the other seat's possible picks), that
// contract's mean expected score and its mean tricks.
func choiceDetail(v *speedrun.View, legal []speedrun.Action, smp []sample) (costs []float64, bids []speedrun.Bid, scores, tricks []float64) {
	open := openBids(v, v.Seat)
	bc := make([]float64, len(open))
	st := bidStats{score: make([]float64, len(open)), tricks: make([]float64, len(open))}
	memo := map[trick.Rules]ruled{}
	get := func(r trick.Rules) ruled {
		if c, ok := memo[r]; ok {
			return c
		}
		bidCosts(v, r, smp, open, false, bc, &st)
		best := ruled{cost: math.Inf(1)}
		for i, c := range bc {
			if c < best.cost {
				best = ruled{cost: c, score: st.score[i], tricks: st.tricks[i], bid: open[i]}
			}
		}
		memo[r] = best
		return best
	}
	costs = make([]float64, len(legal))
	bids = make([]speedrun.Bid, len(legal))
	scores = make([]float64, len(legal))
	tricks = make([]float64, len(legal))
	for i, a := range legal {
		var over []trick.Rules
		r := v.Rules
		switch a.Kind {
		case speedrun.KindTrump:
			r.Trump = a.Trump
			if v.RankingBy >= 0 {
				over = []trick.Rules{r}
				break
			}
			for _, rk := range allRanks {
				r.Ranking = rk
				over = append(over, r)
			}
		case speedrun.KindRanking:
			r.Ranking = a.Ranking
			if v.TrumpBy >= 0 {
				over = []trick.Rules{r}
				break
			}
			for _, t := range allTrumps {
				r.Trump = t
				over = append(over, r)
			}
		default:
			costs[i] = math.Inf(1)
			continue
		}
		var seen [2*speedrun.NumContracts + 2]int
		most := -1
		for _, r := range over {
			b := get(r)
			k := len(over)
			costs[i] += b.cost / float64(k)
			scores[i] += b.score / float64(k)
			tricks[i] += b.tricks / float64(k)
			j := bidIndex(b.bid)
			seen[j]++
			if most < 0 || seen[j] > seen[most] {
				most = j
				bids[i] = b.bid
			}
		}
	}
	return costs, bids, scores, tricks
}

// bidIndex numbers a bid for counting: contracts, then Redo targets, then
// Pass.
func bidIndex(b speedrun.Bid) int {
	switch b.Kind {
	case speedrun.BidPass:
		return 2*speedrun.NumContracts + 1
	case speedrun.BidRedo:
		return speedrun.NumContracts + int(b.Contract)
	}
	return int(b.Contract)
}

// myBid returns the seat's own bid this hand (known to it once placed).
func myBid(v *speedrun.View) speedrun.Bid {
	if v.Seat >= 0 && v.Seat < nSeats {
		return v.Bids[v.Seat].Bid
	}
	return speedrun.Bid{Kind: speedrun.BidPass}
}

// viewTable builds a table from the view alone: the seat's own hand, the
// played cards, the trick and the counts. Other hands are empty, which the
// policy never reads for the seat to move.
func viewTable(v *speedrun.View) table {
	tb := table{rules: v.Rules, won: v.Won, played: v.Played}
	if v.Seat >= 0 && v.Seat < nSeats {
		tb.hands[v.Seat] = v.Own
	}
	if n := len(v.Tricks); n > 0 {
		tb.t = v.Tricks[n-1]
		tb.n = len(v.Winners)
	} else {
		tb.t = trick.Trick{Leader: uint8(v.Leader)}
	}
	for s := 0; s < nSeats; s++ {
		if v.Bids[s].Known {
			tb.goals[s] = goalOf(v.Bids[s].Bid)
		} else {
			tb.goals[s] = goal{kind: goalNone}
		}
	}
	return tb
}
