// Package spellcraftui is Spellcraft Streamlined on screen: the table for
// 2-8 seats, the showdown and Spellcraft's part of the shared setup and
// final standings (Start, finalPart). Every rule comes from
// rules/spellcraft; this package turns clicks and keys into its Actions and
// draws its Views.
package spellcraftui

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
)

// SeatNames: seat 0 is the person at the bottom (G1); the others run
// clockwise.
var SeatNames = [spellcraft.MaxPlayers]string{"You", "Ada", "Basil", "Cora", "Dmitri", "Edith", "Felix", "Greta"}

// cardName spells a card for labels and messages.
func cardName(c cards.Card) string {
	switch c {
	case cards.None:
		return "the deck"
	case cards.RedJoker:
		return "Red joker"
	case cards.BlackJoker:
		return "Black joker"
	}
	return c.RankString() + " of " + c.Suit().Name()
}

func scoreLine(h spellcraft.HandScore) string {
	if h.Total == 0 {
		return "no points yet"
	}
	return fmt.Sprintf("%s, %d points", h.Suit.Name(), h.Total)
}
