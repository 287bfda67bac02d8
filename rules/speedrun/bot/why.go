package bot

import (
	"fmt"
	"math"
	"strings"

	"parlor/rules/cards"
	"parlor/rules/plain"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
)

// words writes the adviser's reason: one line in plain words addressed to
// the player, from what the view shows and what the search found. Seats
// are named by names, cards by their labels ("9♣"), never by tokens, seat
// numbers or ruling ids; the action itself is left to the caller.
type words struct {
	v *speedrun.View
	plain.Seats
}

func (w words) why(legal []speedrun.Action, d *decision) string {
	switch w.v.Phase {
	case speedrun.PhaseChoose, speedrun.PhaseChooseOther:
		return w.choice(legal[d.best], d)
	case speedrun.PhaseBid:
		return w.bid(legal, d)
	case speedrun.PhaseReveal:
		return w.reveal(legal, d)
	case speedrun.PhasePlay:
		return w.play(legal, d)
	}
	return ""
}

// choice explains a trump or ranking pick: what in the hand suits it, and
// the contract the search expects to play under it.
func (w words) choice(a speedrun.Action, d *decision) string {
	v := w.v
	var s string
	switch a.Kind {
	case speedrun.KindTrump:
		if st, ok := a.Trump.Suit(); ok {
			s = "You hold " + suitCount(v.Own.Suit(st).Len(), st)
		} else {
			st, n := longest(v.Own)
			if n <= 4 {
				s = fmt.Sprintf("Your longest suit is only %s, too short to make trump", suitCount(n, st))
			} else {
				s = fmt.Sprintf("Without trump nobody can ruff your %s", suitCount(n, st))
			}
		}
	case speedrun.KindRanking:
		top := strongest3(v.Own, a.Ranking.Start)
		s = fmt.Sprintf("Your %s rank highest on the first trick", cardList(top))
		switch a.Ranking.Pattern {
		case trick.Slalom:
			s += " and the order turns every trick"
		case trick.BellCurve:
			s += " and the order turns for tricks 5 to 8"
		}
	}
	b, tr, sc := d.bids[d.best], d.tricks[d.best], d.score[d.best]
	if b.Kind == speedrun.BidPass {
		return s + "; but no open contract suits this hand whatever the rules, so expect to pass."
	}
	outlook := fmt.Sprintf("about %s tricks, expected score %s", plain.One(tr), plain.Signed(sc))
	if b.Kind == speedrun.BidRedo {
		outlook = fmt.Sprintf("about %s tricks, improving it by about %s", plain.One(tr), plain.One(-sc))
	}
	if v.Phase == speedrun.PhaseChoose {
		other, what := (v.StartPlayer+1)%speedrun.NumPlayers, "ranking"
		if a.Kind == speedrun.KindRanking {
			what = "trump"
		}
		return fmt.Sprintf("%s; whichever %s %s picks, your best contract is most often %s (%s).",
			s, what, w.Name(other), bidPhrase(b), outlook)
	}
	r := v.Rules
	if a.Kind == speedrun.KindTrump {
		r.Trump = a.Trump
	} else {
		r.Ranking = a.Ranking
	}
	return fmt.Sprintf("%s; with %s your best contract looks like %s (%s).", s, rulesPhrase(r), bidPhrase(b), outlook)
}

// bid explains a bid by the tricks the hand should take, its expected
// score and the next best choice.
func (w words) bid(legal []speedrun.Action, d *decision) string {
	v := w.v
	i := d.best
	b := legal[i].Bid
	if len(legal) == 1 {
		return "It is the only bid you have left."
	}
	next := -1
	for j := range legal {
		if j != i && (next < 0 || d.values[j] > d.values[next]) {
			next = j
		}
	}
	rules := rulesPhrase(v.Rules)
	switch b.Kind {
	case speedrun.BidPass:
		c := -1
		for j, a := range legal {
			if a.Bid.Kind == speedrun.BidContract && (c < 0 || d.score[j] < d.score[c]) {
				c = j
			}
		}
		if c < 0 {
			return fmt.Sprintf("With %s no Redo looks likely to improve your board, and passing keeps your cards.", rules)
		}
		return fmt.Sprintf("With %s every open contract looks costly: the best, %s, expects a score of %s, so keep them for a better hand.",
			rules, legal[c].Bid.Contract.Name(), plain.Signed(d.score[c]))
	case speedrun.BidRedo:
		standing := v.Board[v.Seat].Entries[b.Contract].Score
		return fmt.Sprintf("Your %s stands at %s; with %s this hand should take about %s tricks and improve it by about %s points.",
			b.Contract.Name(), plain.Signed(float64(standing)), rules, plain.One(d.tricks[i]), plain.One(-d.score[i]))
	}
	s := fmt.Sprintf("With %s this hand should take about %s tricks: expected score %s", rules, plain.One(d.tricks[i]), plain.Signed(d.score[i]))
	if next < 0 {
		return s + "."
	}
	nb := legal[next].Bid
	switch {
	case nb.Kind == speedrun.BidPass:
		return s + ", better than spending your Pass card."
	case d.score[next] < d.score[i]-0.05:
		return fmt.Sprintf("%s; %s expects %s here, but is the easier one to land in a later hand.",
			s, bidPhrase(nb), plain.Signed(d.score[next]))
	}
	return fmt.Sprintf("%s; the next best, %s, expects %s.", s, bidPhrase(nb), plain.Signed(d.score[next]))
}

// reveal explains revealing or not by the expected score, plain and
// doubled.
func (w words) reveal(legal []speedrun.Action, d *decision) string {
	if len(legal) == 1 {
		return "You passed, so there is no contract to reveal."
	}
	p, dd := d.plain, d.doubled
	if legal[d.best] == speedrun.Reveal {
		return fmt.Sprintf("Your hand looks on target: the expected score of %s doubles to %s.", plain.Signed(p), plain.Signed(dd))
	}
	if p >= 0 {
		return fmt.Sprintf("You expect to miss your target (expected score %s), and revealing would double that to %s.", plain.Signed(p), plain.Signed(dd))
	}
	o1, o2 := (w.v.Seat+1)%speedrun.NumPlayers, (w.v.Seat+2)%speedrun.NumPlayers
	return fmt.Sprintf("Doubling would gain only %s on average (%s to %s), and revealing tells %s and %s what to spoil.",
		plain.One(p-dd), plain.Signed(p), plain.Signed(dd), w.Name(o1), w.Name(o2))
}

// play explains a card by where the seat stands against its contract and
// what the card does to the trick.
func (w words) play(legal []speedrun.Action, d *decision) string {
	v := w.v
	c := legal[d.best].Card
	s := w.standing()
	if len(legal) == 1 {
		return s + "; " + w.trick().Forced(c, "it is your only one") + "."
	}
	e := w.trick().Effect(c, beaten)
	if myBid(v).Kind == speedrun.BidPass {
		return s + "; " + e + "."
	}
	if spoils(d) {
		e += "; it also hurts the others' contracts most"
	}
	return fmt.Sprintf("%s; %s (expected score %s this hand).", s, e, plain.Signed(d.score[d.best]))
}

// spoils reports whether the chosen card owes its lead to spite: another
// card expects the same score for the seat, but worse for the others less.
func spoils(d *decision) bool {
	b := d.best
	for j := range d.values {
		if j != b && math.Abs(d.score[j]-d.score[b]) < 0.05 && d.values[b]-d.values[j] > 0.1 {
			return true
		}
	}
	return false
}

// standing says where the seat is against its contract.
func (w words) standing() string {
	v := w.v
	me := v.Seat
	won := v.Won[me]
	b := myBid(v)
	if b.Kind == speedrun.BidPass {
		for _, o := range [2]int{(me + 1) % nSeats, (me + 2) % nSeats} {
			if bi := v.Bids[o]; bi.Revealed && bi.Known && bi.Bid.Kind != speedrun.BidPass {
				return fmt.Sprintf("You passed, so you score nothing; %s revealed %s and has %s",
					w.Name(o), bi.Bid.Contract.Name(), tricks(v.Won[o]))
			}
		}
		return "You passed, so you score nothing and can spoil the others"
	}
	c := b.Contract
	o1, o2 := (me+1)%nSeats, (me+2)%nSeats
	field := fmt.Sprintf("You have %s (%s %d, %s %d)", tricks(won), w.Name(o1), v.Won[o1], w.Name(o2), v.Won[o2])
	switch c {
	case speedrun.Most:
		return field + " and want the most"
	case speedrun.Least:
		return field + " and want the fewest"
	case speedrun.Middle:
		return field + " and want to end between the other two"
	}
	n := c.Target()
	switch {
	case won < n:
		return fmt.Sprintf("You have %s and need exactly %d", tricks(won), n)
	case won == n && n == 0:
		return "You have no tricks, as your contract wants"
	case won == n:
		return fmt.Sprintf("You have the %s you need", tricks(n))
	}
	return fmt.Sprintf("You have %s, %d over your target of %d", tricks(won), won-n, n)
}

// trick words the current trick for the player.
func (w words) trick() trick.Words {
	v := w.v
	return trick.Words{Seats: w.Seats, Deck: speedrun.Deck, Players: nSeats, Rules: v.Rules,
		Trick: trick.Current(v.Tricks, v.Leader), Own: v.Own, Played: v.Played}
}

// beaten words a lead that k > 0 unseen cards beat.
func beaten(k int) string {
	if k >= 3 {
		return fmt.Sprintf("this leads low: %d unseen cards beat it, so someone else should take the trick", k)
	}
	return fmt.Sprintf("this leads a card beaten only by %s", unseenCards(k))
}

// rulesPhrase names the hand's trump and ranking: "Hearts trump and 10
// High", "no trump and Slalom from 1 High".
func rulesPhrase(r trick.Rules) string {
	t := "no trump"
	if st, ok := r.Trump.Suit(); ok {
		t = st.Name() + " trump"
	}
	return t + " and " + rankingPhrase.Say(r.Ranking)
}

// rankingPhrase names a ranking: "10 High", "Slalom from 1 High".
var rankingPhrase = trick.RankingWords{TopHigh: "10 High", OneHigh: "1 High", Slalom: "Slalom from ", BellCurve: "Bell Curve from "}

// bidPhrase names a bid in a sentence: "Win 4 Tricks", "a Pass", "a Redo
// of Win 1 Trick".
func bidPhrase(b speedrun.Bid) string {
	switch b.Kind {
	case speedrun.BidPass:
		return "a Pass"
	case speedrun.BidRedo:
		return "a Redo of " + b.Contract.Name()
	}
	return b.Contract.Name()
}

// longest returns the seat's longest suit and its length.
func longest(h cards.Set) (cards.Suit, int) {
	best, n := cards.Clubs, -1
	for _, st := range cards.Suits {
		if l := h.Suit(st).Len(); l > n {
			best, n = st, l
		}
	}
	return best, n
}

// strongest3 returns up to three of h's cards that rank highest in
// direction d, strongest first.
func strongest3(h cards.Set, d trick.Direction) []cards.Card {
	var out []cards.Card
	for r := 0; r < 10 && len(out) < 3; r++ {
		rank := cards.Rank(10 - r)
		if d == trick.OneHigh {
			rank = cards.Rank(1 + r)
		}
		for _, st := range cards.Suits {
			if c := cards.New(st, rank); h.Has(c) && len(out) < 3 {
				out = append(out, c)
			}
		}
	}
	return out
}

// cardList writes cards as "10♥", "10♥ and 9♣", "10♥, 9♣ and 8♦".
func cardList(cs []cards.Card) string {
	ls := make([]string, len(cs))
	for i, c := range cs {
		ls[i] = speedrun.Deck.Label(c)
	}
	switch len(ls) {
	case 0:
		return "cards"
	case 1:
		return ls[0]
	}
	return strings.Join(ls[:len(ls)-1], ", ") + " and " + ls[len(ls)-1]
}

func suitCount(n int, st cards.Suit) string { return plain.Some(n, st.Singular(), st.Name()) }

func tricks(n int) string { return plain.Some(n, "trick", "tricks") }

func unseenCards(n int) string { return plain.Count(n, "unseen card", "unseen cards") }
