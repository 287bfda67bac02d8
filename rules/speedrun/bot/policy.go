package bot

import (
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
)

// desire is what a seat wants from the current trick.
type desire int8

const (
	wantLose desire = -1
	wantWin  desire = 1
)

// desire says whether seat wants the current trick, from its goal and the
// trick counts so far (all public).
func (tb *table) desire(seat int) desire {
	own := tb.won[seat]
	lo, hi := 1<<30, -1
	for i := 0; i < nSeats; i++ {
		if i != seat {
			lo, hi = min(lo, tb.won[i]), max(hi, tb.won[i])
		}
	}
	switch g := tb.goals[seat]; g.kind {
	case goalWin:
		if own < int(g.n) {
			return wantWin
		}
	case goalMost:
		return wantWin
	case goalMiddle:
		// Climb to the lower of the others; past the higher, shed.
		if own < lo {
			return wantWin
		}
	case goalNone:
		return tb.spoil(seat)
	}
	return wantLose
}

// spoil is a passing seat's wish: hurt the seat whose goal is closest to
// being landed, if the trick's fate matters to it. Without a clear target,
// duck (it costs nothing).
func (tb *table) spoil(seat int) desire {
	left := speedrun.NumTricks - tb.n
	for i := 0; i < nSeats; i++ {
		if i == seat || tb.goals[i].kind != goalWin {
			continue
		}
		need := int(tb.goals[i].n) - tb.won[i]
		// A seat that needs every remaining trick is spoiled by winning one.
		if need > 0 && need >= left {
			return wantWin
		}
	}
	return wantLose
}

// strength orders cards of one seat's hand by how likely they are to win a
// trick in direction d: twice the number of unseen cards of the same suit
// that beat it, plus one for a plain card that a trump could still ruff.
// Lower is stronger.
func strength(c cards.Card, unseen cards.Set, d trick.Direction, ts cards.Suit, hasTrump bool) int {
	h := 2 * trick.Stronger(unseen, c, d).Len()
	if hasTrump && c.Suit() != ts && unseen.Suit(ts) != 0 {
		h++
	}
	return h
}

// choose is the card-play heuristic shared by Easy/Normal and by every seat
// in Hard's rollouts: win cheaply when the seat wants the trick, shed its
// most dangerous card when it does not. It sees the seat's own hand and the
// played cards only (never another hand), so it is the same policy the
// View-bound bot plays. It never allocates.
func (tb *table) choose(seat int) cards.Card {
	legal := tb.rules.Legal(tb.hands[seat], &tb.t)
	if legal&(legal-1) == 0 {
		return legal.Lowest()
	}
	return tb.chooseFor(seat, legal, tb.desire(seat))
}

// chooseFor is choose's pick among legal (two or more cards) for a seat
// that wants what want says: the inference asks it once per desire, not
// once per contract.
func (tb *table) chooseFor(seat int, legal cards.Set, want desire) cards.Card {
	hand := tb.hands[seat]
	d := tb.rules.Ranking.At(int(tb.t.Num))
	ts, hasTrump := tb.rules.Trump.Suit()
	unseen := deckSet &^ hand &^ tb.played

	if tb.t.Count == 0 {
		return lead(legal, unseen, d, ts, hasTrump, want)
	}
	best := tb.t.Cards[tb.rules.WinnerIndex(&tb.t)]
	last := int(tb.t.Count) == nSeats-1
	var beats cards.Set
	for l := legal; l != 0; l &= l - 1 {
		c := l.Lowest()
		if tb.rules.Beats(c, best, d) {
			beats = beats.With(c)
		}
	}
	under := legal &^ beats
	if want == wantWin {
		switch {
		case beats == 0:
			return weakest(legal, unseen, d, ts, hasTrump)
		case last:
			return weakest(beats, unseen, d, ts, hasTrump)
		default:
			return strongest(beats, unseen, d, ts, hasTrump)
		}
	}
	switch {
	case under != 0:
		return strongest(under, unseen, d, ts, hasTrump) // shed danger safely
	case last:
		return strongest(beats, unseen, d, ts, hasTrump) // won anyway: dump the biggest
	default:
		return weakest(beats, unseen, d, ts, hasTrump) // hope to be overtaken
	}
}

// lead picks a lead: the surest winner when the seat wants the trick, the
// safest loser (never a trump if avoidable) when it does not.
func lead(legal, unseen cards.Set, d trick.Direction, ts cards.Suit, hasTrump bool, want desire) cards.Card {
	if want == wantWin {
		return strongest(legal, unseen, d, ts, hasTrump)
	}
	pick, bestK := cards.None, -1<<30
	for l := legal; l != 0; l &= l - 1 {
		c := l.Lowest()
		k := strength(c, unseen, d, ts, hasTrump)
		if hasTrump && c.Suit() == ts {
			k -= 4
		}
		if k > bestK {
			pick, bestK = c, k
		}
	}
	return pick
}

// strongest returns the card of s most likely to win; among equals the one
// lowest in the direction (it wins as surely and keeps the rest).
func strongest(s, unseen cards.Set, d trick.Direction, ts cards.Suit, hasTrump bool) cards.Card {
	pick, bestK := cards.None, 1<<30
	for l := s; l != 0; l &= l - 1 {
		c := l.Lowest()
		k := strength(c, unseen, d, ts, hasTrump)
		if k < bestK || (k == bestK && lower(c, pick, d)) {
			pick, bestK = c, k
		}
	}
	return pick
}

// weakest returns the card of s least likely to win, keeping trumps.
func weakest(s, unseen cards.Set, d trick.Direction, ts cards.Suit, hasTrump bool) cards.Card {
	pick, bestK := cards.None, -1<<30
	for l := s; l != 0; l &= l - 1 {
		c := l.Lowest()
		k := strength(c, unseen, d, ts, hasTrump)
		if hasTrump && c.Suit() == ts {
			k -= 8
		}
		if k > bestK || (k == bestK && lower(c, pick, d)) {
			pick, bestK = c, k
		}
	}
	return pick
}

// lower reports whether a ranks below b in direction d (same suit), or,
// across suits, has the lower plain rank; it only breaks ties.
func lower(a, b cards.Card, d trick.Direction) bool {
	if b == cards.None {
		return true
	}
	if d == trick.OneHigh {
		return a.Rank() > b.Rank()
	}
	return a.Rank() < b.Rank()
}
