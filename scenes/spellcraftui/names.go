// Package spellcraftui is Spellcraft Streamlined on screen: the table for
// 2-8 seats, seat 0's side of a table session (Open), the showdown and
// Spellcraft's part of the shared setup, final standings and replay
// analysis (finalPart, say). Every rule comes from rules/spellcraft; this
// package turns clicks and keys into its Actions and draws its Views and
// the events the session tells it.
package spellcraftui

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
)

// SeatNames: seat 0 is the person at the bottom (G1); the others run
// clockwise.
var SeatNames = [spellcraft.MaxPlayers]string{"You", "Ada", "Basil", "Cora", "Dmitri", "Edith", "Felix", "Greta"}

// cardName spells a card for labels and messages: rank and suit symbol.
func cardName(c cards.Card) string {
	if c == cards.None {
		return "the deck"
	}
	return label(c)
}

func scoreLine(h spellcraft.HandScore) string {
	if h.Total == 0 {
		return "no points yet"
	}
	return fmt.Sprintf("%s, %d points", h.Suit.Name(), h.Total)
}

// say names a decision for the replay's analysis, to follow "You chose":
// "to draw from the deck", "to take 7♥ from the field", "to bid 3", "to
// knock", "to exchange 4♣ and 9♦ for the Q♠". A pass is one action in the
// exchanges and the knocks: "to pass".
func say(a any) string {
	act, ok := a.(spellcraft.Action)
	if !ok {
		return fmt.Sprint(a)
	}
	switch act.Kind {
	case spellcraft.KindPass:
		return "to pass"
	case spellcraft.KindExchange:
		in := "the " + label(act.Card)
		if act.Card == cards.None {
			in = "the deck's top card"
		}
		return fmt.Sprintf("to exchange %s and %s for %s", label(act.Out[0]), label(act.Out[1]), in)
	case spellcraft.KindBid:
		if act == spellcraft.HiddenBid {
			return "to bid"
		}
		return fmt.Sprintf("to bid %d", act.N)
	case spellcraft.KindTake:
		if act.Card == cards.None {
			return "to draw from the deck"
		}
		return "to take " + label(act.Card) + " from the field"
	case spellcraft.KindKnock:
		return "to knock"
	case spellcraft.KindTarget:
		return "to aim the black joker at " + nameOf(int(act.N), SeatNames[:])
	case spellcraft.KindEnd:
		return "to end the game"
	}
	return act.String()
}
