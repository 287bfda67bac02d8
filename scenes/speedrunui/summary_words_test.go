package speedrunui

import (
	"testing"

	"parlor/rules/cards"

	"github.com/stretchr/testify/assert"
)

// TestUndealtCardsInWords: the hand summary names the undealt cards as
// rank and suit symbol, as the deck prints them (issue 21: it said
// "D1 D4 D10 H7", the record's tokens).
func TestUndealtCardsInWords(t *testing.T) {
	set := cards.SetOf(cards.New(cards.Diamonds, cards.Ace), cards.New(cards.Diamonds, 4), cards.New(cards.Diamonds, 10), cards.New(cards.Hearts, 7))
	got := undealt(set)
	assert.Contains(t, got, "The 4 undealt cards: ")
	assert.Contains(t, got, "1♦")
	assert.Contains(t, got, "10♦")
	assert.Contains(t, got, "7♥")
	assert.NotContains(t, got, "D1")
}
