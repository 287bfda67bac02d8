package bot

import (
	"fmt"
	"math"
	"strings"

	"parlor/rules/plain"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
)

// words writes the adviser's reason: one line in plain words addressed to
// the player, from what the view shows and what the search found. Seats
// are named by names, cards by their labels ("9♣"), never by tokens, seat
// numbers or ruling ids; the action itself is left to the caller.
type words struct {
	v *stepstones.View
	plain.Seats
}

func (w words) why(legal []stepstones.Action, d *decision) string {
	if w.v.Phase == stepstones.PhaseBid {
		return w.bid(legal, d)
	}
	return w.play(legal, d)
}

// bid explains a declaration by the tricks the search expects and what
// the contract usually makes, or a pass by the best bid's shortfall.
func (w words) bid(legal []stepstones.Action, d *decision) string {
	v := w.v
	a := legal[d.best]
	if a.Kind == stepstones.KindPass {
		bi := -1
		for i, x := range legal {
			if x.Kind == stepstones.KindBid && (bi < 0 || d.values[i] > d.values[bi]) {
				bi = i
			}
		}
		if bi < 0 {
			return "You have no contract to bid."
		}
		b := legal[bi].Bid
		s := fmt.Sprintf("Your best bid, %s, should take about %s %s", bidWords(b), plain.One(d.est[bi]), resultWord(b.Contract))
		if g := d.values[bi]; g > 0.05 {
			return fmt.Sprintf("%s, only %s better than usual: not enough to spend a contract now, so wait for a better hand.", s, tricks(g))
		}
		return s + ", no better than that contract usually makes: keep your contracts for a better hand."
	}
	b := a.Bid
	c := b.Contract
	est := d.est[d.best]
	var s string
	if v.Puddle {
		s = "You are in the puddle and must bid: "
	}
	rules := rulesWords(b)
	row := v.Sheet.Rows[v.Config.Sheet.Row(c)]
	switch {
	case b.Redo:
		s += fmt.Sprintf("Your %s stands at %d; %s this hand should take about %s %s", c.Name(), row.Tricks[v.Seat], rules, plain.One(est), resultWord(c))
		return s + "."
	case c.Lose():
		s += fmt.Sprintf("%s this hand should take only about %s tricks, %s", plain.Capital(rules), plain.One(est), against(-(est-baseline[c]), "fewer than this contract usually gives"))
	default:
		s += fmt.Sprintf("%s this hand should take about %s %s, %s", plain.Capital(rules), plain.One(est), resultWord(c), against(est-baseline[c], "more than this contract usually makes"))
	}
	best, who := -1, -1
	for p := 0; p < n3; p++ {
		if p != v.Seat && row.Done[p] && (who < 0 || c.Better(row.Tricks[p], best)) {
			best, who = row.Tricks[p], p
		}
	}
	if who >= 0 {
		s += fmt.Sprintf("; the best in its row so far is %s %d", w.Possessive(who), best)
	}
	return s + "."
}

// against says how a result compares with a usual one: "1.2 tricks more
// than ...", "about what ...".
func against(diff float64, more string) string {
	if math.Abs(diff) < 0.05 {
		if strings.HasPrefix(more, "more") {
			return "about what this contract usually makes"
		}
		return "about what this contract usually gives"
	}
	if diff > 0 {
		return tricks(diff) + " " + more
	}
	flip := strings.Replace(strings.Replace(more, "more", "less", 1), "fewer", "more", 1)
	return tricks(-diff) + " " + flip
}

// play explains a card by the hand's standing and what the card does to
// the trick.
func (w words) play(legal []stepstones.Action, d *decision) string {
	v := w.v
	c := legal[d.best].Card
	s := w.standing()
	x := d.counted[d.best]
	var outlook string
	if v.Seat == v.Declarer {
		outlook = fmt.Sprintf("you should end with about %s %s", plain.One(x), resultWord(v.Bid.Contract))
	} else {
		outlook = fmt.Sprintf("%s should end with about %s %s", w.Name(v.Declarer), plain.One(x), resultWord(v.Bid.Contract))
	}
	if len(legal) == 1 {
		return fmt.Sprintf("%s; %s (%s).", s, w.trick().Forced(c, "it is the only one you may play"), outlook)
	}
	return fmt.Sprintf("%s; %s (%s).", s, w.trick().Effect(c, beaten), outlook)
}

// standing says where the hand is for the seat's side.
func (w words) standing() string {
	v := w.v
	me, decl := v.Seat, v.Declarer
	c := v.Bid.Contract
	t := trick.Current(v.Tricks, max(0, v.Declarer))
	early := c == stepstones.WinLast6 && t.Num < stepstones.NumTricks-6
	partner := 3 - me - decl
	switch {
	case early && me == decl:
		return "The first six tricks do not count, so you save your strong cards for the last six"
	case early:
		return fmt.Sprintf("The first six tricks do not count for %s", w.Name(decl))
	case me == decl && c.Lose():
		return fmt.Sprintf("You have taken %s and want as few as possible", trickCount(v.Counted))
	case me == decl && c == stepstones.WinLast6:
		return fmt.Sprintf("You have %s of the last six", trickCount(v.Counted))
	case me == decl:
		return fmt.Sprintf("You have %s as declarer", trickCount(v.Counted))
	case c.Lose():
		return fmt.Sprintf("%s has taken %s and wants few; you and %s want to give it more",
			plain.Capital(w.Name(decl)), trickCount(v.Counted), w.Name(partner))
	}
	return fmt.Sprintf("%s has %s as declarer; you defend with %s", plain.Capital(w.Name(decl)), trickCount(v.Counted), w.Name(partner))
}

// trick words the current trick for the player.
func (w words) trick() trick.Words {
	v := w.v
	return trick.Words{Seats: w.Seats, Deck: stepstones.Deck, Players: n3, Rules: v.Rules,
		Trick: trick.Current(v.Tricks, max(0, v.Declarer)), Own: v.Own, Played: v.Played}
}

// beaten words a lead that k > 0 cards still out beat.
func beaten(k int) string {
	if k >= 3 {
		return fmt.Sprintf("this leads low: %d cards still out beat it", k)
	}
	return fmt.Sprintf("this leads a card beaten only by %s still out", cardCount(k))
}

// bidWords names a bid: "Win Tricks (Pick Trump) with Hearts trump at 9
// High".
func bidWords(b stepstones.Bid) string {
	s := b.Contract.Name() + " " + rulesWords(b)
	if b.Redo {
		return "a redo of " + s
	}
	return s
}

// rulesWords names a bid's trump and ranking: "with Hearts trump at 9
// High", "at 1 High", "in Slalom from 9 High".
func rulesWords(b stepstones.Bid) string {
	d := "9 High"
	if b.Dir == trick.OneHigh {
		d = "1 High"
	}
	if b.Contract == stepstones.WinSlalom {
		return "in Slalom from " + d
	}
	if st, ok := b.Trump.Suit(); ok {
		return "with " + st.Name() + " trump at " + d
	}
	return "at " + d
}

// resultWord is what a contract's result counts: "tricks", or "of the
// last six tricks" for Win Last 6.
func resultWord(c stepstones.Contract) string {
	if c == stepstones.WinLast6 {
		return "of the last six tricks"
	}
	return "tricks"
}

func trickCount(n int) string { return plain.Some(n, "trick", "tricks") }

func cardCount(n int) string { return plain.Count(n, "card", "cards") }

// tricks writes an expected number of tricks: "1.2 tricks".
func tricks(x float64) string {
	if s := plain.One(x); s != "1.0" {
		return s + " tricks"
	}
	return "1 trick"
}
