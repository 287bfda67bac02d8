package cards

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Deck names a set of cards a game is played with.
type Deck uint8

// The decks Parlor's games use.
const (
	Standard52 Deck = iota // A-K in four suits: Spit, SpeedOh specials excepted
	Standard54             // Standard52 plus the red and black jokers: Spellcraft
	Numbered10             // 1-10 in four suits, 40 cards: Speed Run
	Numbered9              // 1-9 in four suits, 36 cards: Stepping Stones
)

// String names the deck.
func (d Deck) String() string {
	switch d {
	case Standard52:
		return "standard52"
	case Standard54:
		return "standard54"
	case Numbered10:
		return "numbered10"
	case Numbered9:
		return "numbered9"
	}
	return fmt.Sprintf("Deck(%d)", uint8(d))
}

// MaxRank is the highest ordinary rank in the deck.
func (d Deck) MaxRank() Rank {
	switch d {
	case Numbered10:
		return 10
	case Numbered9:
		return 9
	}
	return King
}

// Numbered reports whether the deck prints rank 1 as "1" rather than "A".
func (d Deck) Numbered() bool { return d == Numbered10 || d == Numbered9 }

// Set returns every card of the deck.
func (d Deck) Set() Set {
	var s Set
	for _, st := range Suits {
		for r := Rank(1); r <= d.MaxRank(); r++ {
			s = s.With(New(st, r))
		}
	}
	if d == Standard54 {
		s = s.With(RedJoker).With(BlackJoker)
	}
	return s
}

// Cards returns the deck's cards in a fixed order (suit, then rank, jokers
// last is not guaranteed: order is by byte value).
func (d Deck) Cards() []Card { return d.Set().Cards() }

// Size returns the number of cards in the deck.
func (d Deck) Size() int { return d.Set().Len() }

// Format prints c as a token for this deck: numbered decks print the ace as
// "1" (H1), standard decks as "A" (HA).
func (d Deck) Format(c Card) string {
	if d.Numbered() && c.Valid() && !c.IsJoker() && c.Rank() == Ace {
		return c.Suit().String() + "1"
	}
	return c.String()
}

// FormatList prints cards as space-separated tokens for this deck.
func (d Deck) FormatList(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = d.Format(c)
	}
	return strings.Join(parts, " ")
}

// Parse reads a token and checks that the card belongs to this deck.
func (d Deck) Parse(tok string) (Card, error) {
	c, err := Parse(tok)
	if err != nil {
		return None, err
	}
	if !d.Set().Has(c) {
		return None, fmt.Errorf("cards: %s is not in the %s deck", tok, d)
	}
	return c, nil
}

// Shuffled returns the deck's cards in an order drawn from rng (G2: every
// shuffle comes from a seeded source).
func (d Deck) Shuffled(rng *rand.Rand) []Card {
	cs := d.Cards()
	Shuffle(cs, rng)
	return cs
}

// Shuffle permutes cs in place with a Fisher-Yates shuffle driven by rng.
func Shuffle(cs []Card, rng *rand.Rand) {
	rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}

// NewRand returns the seeded source every Parlor game draws from (PCG).
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))
}
