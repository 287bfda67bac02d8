package bot

import (
	"fmt"
	"math"
	"strings"

	"parlor/rules/cards"
	"parlor/rules/plain"
	"parlor/rules/spellcraft"
)

// words writes the adviser's reason: one line in plain words addressed to
// the player, from what the view shows and what the search found. Seats
// are named by names, cards by their labels ("9♣"), never by tokens, seat
// numbers or ruling ids; the action itself is left to the caller.
type words struct {
	v *spellcraft.View
	plain.Seats
}

func (w words) why(legal []spellcraft.Action, d *decision) string {
	switch w.v.Phase {
	case spellcraft.PhaseExchange:
		return w.exchange(legal, d)
	case spellcraft.PhaseBid:
		return w.bid(legal, d)
	case spellcraft.PhasePick, spellcraft.PhaseKnockTake:
		return w.take(legal, d)
	case spellcraft.PhaseKnock:
		return w.knock(legal, d)
	case spellcraft.PhaseBlackJoker:
		return w.target(legal, d)
	}
	return ""
}

// exchange explains an exchange by the hand's score and its chance of the
// best hand after this turn's picks, with and without it. A chance that
// rounds to the same figure says the choices are about equal.
func (w words) exchange(legal []spellcraft.Action, d *decision) string {
	v := w.v
	a := legal[d.best]
	now := score(v.Hand, v.Trump)
	pass := d.share[0] // legal[0] is the pass
	if a.Kind != spellcraft.KindExchange {
		return fmt.Sprintf("No exchange raises your chances: your %d points are the best hand after this turn's picks in about %s of the deals Hard tried.",
			now, percent(pass))
	}
	rest := v.Hand.Without(a.Out[0]).Without(a.Out[1])
	chance := chanceGoes(pass, d.share[d.best])
	if a.Card == cards.None {
		return fmt.Sprintf("Without those two your hand still scores %d and a card from the deck adds %s points on average; %s",
			score(rest, v.Trump), plain.One(drawWorth(v, rest)-worth(rest, v.Trump)), chance)
	}
	after := rest.With(a.Card)
	then := score(after, v.Trump)
	if then == now {
		return fmt.Sprintf("Your hand keeps its %d points%s; %s", now, suitNote(after, v.Trump), chance)
	}
	return fmt.Sprintf("Your hand goes from %d to %d points%s; %s", now, then, suitNote(after, v.Trump), chance)
}

// chanceGoes ends an exchange's reason: how its chance of the best hand
// compares with keeping the hand.
func chanceGoes(keep, swap float64) string {
	if percent(keep) == percent(swap) {
		return fmt.Sprintf("its chance of the best hand after this turn's picks stays about %s, so keeping your hand would do about as well.", percent(swap))
	}
	return fmt.Sprintf("its chance of the best hand after this turn's picks goes from %s to %s.", percent(keep), percent(swap))
}

// bid explains a bid by what taking first is worth.
func (w words) bid(legal []spellcraft.Action, d *decision) string {
	if len(legal) == 1 {
		return "You can bid only 1 chip."
	}
	card := "a card from the deck"
	if d.card.Card != cards.None {
		card = the(d.card.Card)
	}
	worth := (d.first - d.later) * d.prize
	chances := fmt.Sprintf("with %s first your hand is the best in about %s of the deals Hard tried, against %s if you take later",
		card, percent(d.first), percent(d.later))
	if percent(d.first) == percent(d.later) {
		chances = fmt.Sprintf("your hand is the best in about %s of the deals Hard tried whether you take %s first or later",
			percent(d.first), card)
	}
	if legal[d.best].N <= 1 && worth < 1 {
		return fmt.Sprintf("Taking first is worth little here (%s chips): %s, so a higher bid would not pay.", plain.Signed(worth), chances)
	}
	if legal[d.best].N <= 1 {
		return fmt.Sprintf("Taking first is worth about %s chips (%s), but a higher bid would seldom beat the others' and costs its chips either way.", plain.Signed(worth), chances)
	}
	return fmt.Sprintf("Taking first is worth about %s chips: %s.", plain.Signed(worth), chances)
}

// take explains a take by what it adds to the hand and its chance of the
// best hand.
func (w words) take(legal []spellcraft.Action, d *decision) string {
	v := w.v
	s := w.takeWhy(legal, d)
	if v.Phase == spellcraft.PhaseKnockTake && v.Knocker >= 0 {
		return plain.Capital(w.Name(v.Knocker)) + " knocked; " + strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// takeWhy is take's reason without the knock.
func (w words) takeWhy(legal []spellcraft.Action, d *decision) string {
	v := w.v
	a := legal[d.best]
	now := score(v.Hand, v.Trump)
	chance := fmt.Sprintf("best hand in about %s of the deals Hard tried", percent(d.share[d.best]))
	if v.Phase == spellcraft.PhasePick {
		chance += " after this turn's picks"
	}
	if len(legal) == 1 {
		return fmt.Sprintf("It is the only card you can take (%s).", chance)
	}
	if a.Card == cards.None {
		bestGain := 0
		for f := v.Field; f != 0; f &= f - 1 {
			bestGain = max(bestGain, score(v.Hand.With(f.Lowest()), v.Trump)-now)
		}
		field := "No field card adds to your hand"
		if bestGain > 0 {
			field = "No field card adds more than " + points(bestGain)
		}
		return fmt.Sprintf("%s, a card from the deck adds %s points on average; %s.%s",
			field, plain.One(drawWorth(v, v.Hand)-worth(v.Hand, v.Trump)), chance, alike(legal, d))
	}
	after := v.Hand.With(a.Card)
	gain := score(after, v.Trump) - now
	as := alike(legal, d)
	switch {
	case gain > 0:
		return fmt.Sprintf("It adds %s (your hand scores %d%s); %s.%s", points(gain), now+gain, suitNote(after, v.Trump), chance, as)
	case w.wanter(a.Card) != "":
		return fmt.Sprintf("It adds nothing to your %d points, but it would help %s's hand; %s.%s", now, w.wanter(a.Card), chance, as)
	case as != "":
		return fmt.Sprintf("It adds nothing to your %d points; %s.%s", now, chance, as)
	}
	return fmt.Sprintf("It adds nothing to your %d points, but it keeps yours the best hand most often: %s.", now, chance)
}

// alike names the other takes whose chance of the best hand rounds to the
// best one's, as a sentence of its own: "" when none does.
func alike(legal []spellcraft.Action, d *decision) string {
	var same []string
	for j, a := range legal {
		if j != d.best && percent(d.share[j]) == percent(d.share[d.best]) {
			same = append(same, taking(a))
		}
	}
	switch {
	case len(same) == 0:
		return ""
	case len(same) == len(legal)-1 && len(same) > 2:
		return " Every other choice does about as well."
	case len(same) > 2:
		return fmt.Sprintf(" %d other choices do about as well.", len(same))
	}
	return " " + plain.Capital(strings.Join(same, " or ")) + " does about as well."
}

// taking names a take for a sentence: "taking 7♥", "drawing from the deck".
func taking(a spellcraft.Action) string {
	if a.Card == cards.None {
		return "drawing from the deck"
	}
	return "taking " + cardWord(a.Card)
}

// cardWord spells a card inside a sentence: "7♥", "the black joker".
func cardWord(c cards.Card) string {
	if c.IsJoker() {
		return "the " + strings.ToLower(c.Label())
	}
	return c.Label()
}

// the is a card with its article: "the 7♥", "the black joker".
func the(c cards.Card) string {
	if c.IsJoker() {
		return cardWord(c)
	}
	return "the " + c.Label()
}

// wanter names the other seat whose cards taken face up card c would add
// most to, "" when it adds to none.
func (w words) wanter(c cards.Card) string {
	v := w.v
	who, most := -1, 0
	for i, in := range v.InRound {
		if !in || i == v.Seat || v.Known[i] == 0 {
			continue
		}
		if g := score(v.Known[i].With(c), cards.None) - score(v.Known[i], cards.None); g > most {
			who, most = i, g
		}
	}
	if who < 0 {
		return ""
	}
	return w.Name(who)
}

// knock explains knocking or playing on by the chance of the best hand and
// the chips a showdown now would bring.
func (w words) knock(legal []spellcraft.Action, d *decision) string {
	v := w.v
	k := -1
	for i, a := range legal {
		if a == spellcraft.Knock {
			k = i
		}
	}
	if k < 0 {
		return "You cannot knock now."
	}
	p := 1 - k // the pass
	now := score(v.Hand, v.Trump)
	if plain.Signed(d.values[k]) == plain.Signed(d.values[p]) {
		return fmt.Sprintf("Your %d points are the best hand in about %s of the deals Hard tried once the others take a card: a knock now and playing on are both worth about %s chips.",
			now, percent(d.share[k]), plain.Signed(d.values[k]))
	}
	if legal[d.best] == spellcraft.Knock {
		return fmt.Sprintf("Your %d points are the best hand in about %s of the deals Hard tried after the others take a card: a showdown now is worth about %s chips, against %s if you play on.",
			now, percent(d.share[k]), plain.Signed(d.values[k]), plain.Signed(d.values[p]))
	}
	if d.values[k] > 0 {
		return fmt.Sprintf("Your %d points are the best hand in only %s of the deals Hard tried once the others take a card: a knock now would average %s chips, and playing on about %s.",
			now, percent(d.share[k]), plain.Signed(d.values[k]), plain.Signed(d.values[p]))
	}
	return fmt.Sprintf("Your %d points are the best hand in only %s of the deals Hard tried once the others take a card: a knock now would average %s chips, and losing it costs you %s.",
		now, percent(d.share[k]), plain.Signed(d.values[k]), chips(penalty(v)))
}

// target explains the black joker's target by the scores it changes.
func (w words) target(legal []spellcraft.Action, d *decision) string {
	v := w.v
	sd := v.Showdown
	if sd == nil {
		return ""
	}
	t := int(legal[d.best].N)
	before := sd.Scores[t].Total
	_, after := spellcraft.Discard(sd.Hands[t], sd.Trumps[t])
	mine := sd.Scores[v.Seat].Total
	name := w.Name(t)
	if len(legal) == 1 {
		return fmt.Sprintf("%s is the only other hand in the showdown: %d points drop to %d.", plain.Capital(name), before, after.Total)
	}
	g := d.values[d.best]
	if g > 0 && g > minValue(d.values) {
		leaves := "leaves your %d the best hand"
		if after.Total == mine {
			leaves = "ties your %d for the best hand"
		}
		return fmt.Sprintf("%s shows %d and drops to %d, which "+leaves+": you win %s.",
			plain.Capital(name), before, after.Total, mine, chips(int(g)))
	}
	if g > 0 {
		return fmt.Sprintf("Your %d is the best hand whoever loses a card; %s's %d, the strongest of the others, drops to %d.", mine, name, before, after.Total)
	}
	return fmt.Sprintf("No target makes your %d the best hand; %s shows the strongest hand, %d, and drops to %d.", mine, name, before, after.Total)
}

func minValue(xs []float64) float64 {
	m := math.Inf(1)
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

// suitNote names the suit a hand scores in: " in Hearts".
func suitNote(h cards.Set, trump cards.Card) string {
	sc := spellcraft.Score(h, trump)
	if sc.Five || sc.Cards == 0 {
		return ""
	}
	return " in " + sc.Suit.Name()
}

func score(h cards.Set, trump cards.Card) int { return spellcraft.Score(h, trump).Total }

func points(n int) string { return plain.Count(n, "point", "points") }

func chips(n int) string { return plain.Count(n, "chip", "chips") }

// percent writes a chance as a whole percentage: "38%".
func percent(p float64) string {
	if math.IsNaN(p) {
		return "?"
	}
	return fmt.Sprintf("%.0f%%", 100*p)
}
