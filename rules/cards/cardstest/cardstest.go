// Package cardstest reads the card tokens tests write their hands and
// decks in ("H10 SQ RJ") for a deck. A token the deck does not hold
// panics: the test's own deal is wrong. Only tests import it.
package cardstest

import (
	"strings"

	"parlor/rules/cards"
)

// Card reads one token of deck d.
func Card(d cards.Deck, tok string) cards.Card {
	c, err := d.Parse(tok)
	if err != nil {
		panic(err)
	}
	return c
}

// Set reads space-separated tokens of deck d as a set.
func Set(d cards.Deck, toks string) cards.Set {
	var s cards.Set
	for _, t := range strings.Fields(toks) {
		s = s.With(Card(d, t))
	}
	return s
}

// List reads space-separated tokens of deck d in their order.
func List(d cards.Deck, toks string) []cards.Card {
	var out []cards.Card
	for _, t := range strings.Fields(toks) {
		out = append(out, Card(d, t))
	}
	return out
}
