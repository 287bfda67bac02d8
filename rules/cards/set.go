package cards

import (
	"math/bits"
	"strings"
)

// Set is a set of cards as a bitset; bit i is Card(i). The zero Set is empty.
// Set operations never allocate, so hot paths (legal plays, playouts) use them.
type Set uint64

// SetOf returns the set holding the given cards.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s |= c.Bit()
	}
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return s&c.Bit() != 0 }

// With returns s plus c.
func (s Set) With(c Card) Set { return s | c.Bit() }

// Without returns s minus c.
func (s Set) Without(c Card) Set { return s &^ c.Bit() }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s has no cards.
func (s Set) Empty() bool { return s == 0 }

// Lowest returns the card with the lowest byte value in s, or None.
func (s Set) Lowest() Card {
	if s == 0 {
		return None
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// Highest returns the card with the highest byte value in s, or None.
func (s Set) Highest() Card {
	if s == 0 {
		return None
	}
	return Card(63 - bits.LeadingZeros64(uint64(s)))
}

// Suit returns the cards of s in suit st (jokers excluded).
func (s Set) Suit(st Suit) Set { return s & suitMask(st) }

func suitMask(st Suit) Set { return Set(0x3FFE) << (uint(st) * 16) }

// Cards returns the cards of s in ascending byte order (suit, then rank).
// It allocates; hot paths should loop with Lowest/Without instead.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for s != 0 {
		c := s.Lowest()
		out = append(out, c)
		s = s.Without(c)
	}
	return out
}

// String lists the tokens of s separated by spaces.
func (s Set) String() string {
	var b strings.Builder
	for i, c := range s.Cards() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}
