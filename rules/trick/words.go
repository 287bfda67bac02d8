package trick

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/plain"
)

// Words says in plain words what a card does to the trick being played,
// for the advisers of the trick games: seats by their names ("you" for
// the player advised, Seats.Me), cards by their labels in the game's deck.
type Words struct {
	plain.Seats
	Deck    cards.Deck
	Players int
	Rules   Rules     // the hand's rules
	Trick   Trick     // the trick being played: empty before its lead
	Own     cards.Set // the player's hand
	Played  cards.Set // every card played this hand
}

// Effect says what the player's card c does to the trick. A lead that
// nobody, or only a trump, can beat is said here; one that k > 0 of the
// cards the player has not seen beat is said by beaten(k), as the games
// count those cards apart (Speed Run leaves cards undealt, Stepping
// Stones does not).
func (w Words) Effect(c cards.Card, beaten func(k int) string) string {
	t := &w.Trick
	dir := w.Rules.Direction(t)
	if t.Count == 0 {
		unseen := w.Deck.Set() &^ w.Own &^ w.Played
		ts, hasTrump := w.Rules.Trump.Suit()
		k := Stronger(unseen, c, dir).Len()
		ruff := hasTrump && c.Suit() != ts && unseen.Suit(ts) != 0
		switch {
		case k == 0 && !ruff:
			return "this leads a card nobody can beat, so you take the trick"
		case k == 0:
			return "this leads the best " + c.Suit().Singular() + " left, though a trump could take it"
		}
		return beaten(k)
	}
	bi := w.Rules.WinnerIndex(t)
	best, winner := t.Cards[bi], t.Seat(bi, w.Players)
	beats := w.Rules.Beats(c, best, dir)
	if int(t.Count) == w.Players-1 {
		if beats {
			return "this takes the trick, so you lead next"
		}
		return fmt.Sprintf("%s takes the trick with the %s and leads next", plain.Capital(w.Name(winner)), w.Deck.Label(best))
	}
	after := t.Seat(int(t.Count)+1, w.Players)
	if beats {
		return fmt.Sprintf("this beats %s %s, with %s still to play", w.Possessive(winner), w.Deck.Label(best), w.Name(after))
	}
	return fmt.Sprintf("this stays under %s %s", w.Possessive(winner), w.Deck.Label(best))
}

// Forced says why c is the only card the player may play. Following the
// led suit, it says "you must follow Hearts, and " before only.
func (w Words) Forced(c cards.Card, only string) string {
	if w.Own.Len() == 1 {
		return "it is your last card"
	}
	if t := &w.Trick; t.Count > 0 && c.Suit() == t.Cards[0].Suit() {
		return fmt.Sprintf("you must follow %s, and %s", c.Suit().Name(), only)
	}
	return "it is the only card you may play"
}

// RankingWords is a vocabulary for rankings: the words for the two
// directions, and the words put before a direction for the two patterns
// that change it (Fixed has none).
type RankingWords struct {
	TopHigh, OneHigh  string
	Slalom, BellCurve string
}

// Say writes ranking r in the vocabulary: its pattern's word, then its
// first trick's direction.
func (w RankingWords) Say(r Ranking) string {
	d := w.TopHigh
	if r.Start == OneHigh {
		d = w.OneHigh
	}
	switch r.Pattern {
	case Slalom:
		return w.Slalom + d
	case BellCurve:
		return w.BellCurve + d
	}
	return d
}
