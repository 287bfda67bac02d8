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
