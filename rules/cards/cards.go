// Package cards holds the playing-card values shared by every Parlor game:
// a Card is one byte, a Set is a 64-bit bitset of cards, and a Deck names
// which cards a game plays with.
//
// Encoding: a card's byte is suit<<4 | rank, with rank 1..13 (1 is the ace in
// a standard deck and the "1" in the numbered decks). The red joker sits in the
// Diamonds row and the black joker in the Clubs row at rank 14, so every card
// fits in 0..63 and a Set is a plain uint64.
package cards

import (
	"errors"
	"fmt"
	"strings"
)

// Suit is one of the four suits. Clubs and Spades are black, Diamonds and
// Hearts red.
type Suit uint8

// The four suits in token order.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// NumSuits is the number of suits.
const NumSuits = 4

// Suits lists the suits in order, for range loops.
var Suits = [NumSuits]Suit{Clubs, Diamonds, Hearts, Spades}

// String returns the one-letter token: C, D, H or S.
func (s Suit) String() string {
	if s < NumSuits {
		return string("CDHS"[s])
	}
	return fmt.Sprintf("Suit(%d)", uint8(s))
}

// Name returns the suit's English name.
func (s Suit) Name() string {
	switch s {
	case Clubs:
		return "Clubs"
	case Diamonds:
		return "Diamonds"
	case Hearts:
		return "Hearts"
	case Spades:
		return "Spades"
	}
	return s.String()
}

// Red reports whether the suit is printed in red.
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// ParseSuit reads a suit token (C, D, H, S; case-insensitive).
func ParseSuit(tok string) (Suit, error) {
	switch strings.ToUpper(tok) {
	case "C":
		return Clubs, nil
	case "D":
		return Diamonds, nil
	case "H":
		return Hearts, nil
	case "S":
		return Spades, nil
	}
	return 0, fmt.Errorf("cards: unknown suit %q", tok)
}

// Rank is 1..13 for ordinary cards (1 = ace), 14 for a joker.
type Rank uint8

// Named ranks.
const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	joker Rank = 14
)

// Card is one playing card. The zero Card is no card.
type Card uint8

// None is the zero value: no card.
const None Card = 0

// The two jokers.
const (
	BlackJoker Card = Card(uint8(Clubs)<<4 | uint8(joker))
	RedJoker   Card = Card(uint8(Diamonds)<<4 | uint8(joker))
)

// New returns the card of rank r in suit s. It does not check the range;
// use Valid for untrusted values.
func New(s Suit, r Rank) Card { return Card(uint8(s)<<4 | uint8(r)) }

// Suit returns the card's suit (meaningless for jokers; see IsJoker).
func (c Card) Suit() Suit { return Suit(c >> 4 & 3) }

// Rank returns the card's rank, 1..13, or 14 for a joker.
func (c Card) Rank() Rank { return Rank(c & 15) }

// IsJoker reports whether c is one of the two jokers.
func (c Card) IsJoker() bool { return c == RedJoker || c == BlackJoker }

// Red reports whether the card is printed in red.
func (c Card) Red() bool { return c.Suit().Red() }

// Valid reports whether c is a real card: a suit with rank 1..13, or a joker.
func (c Card) Valid() bool {
	if c.IsJoker() {
		return true
	}
	return c < 64 && c.Rank() >= 1 && c.Rank() <= 13
}

// Bit returns the card's bit in a Set.
func (c Card) Bit() Set { return 1 << (c & 63) }

var rankTokens = [...]string{"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// String returns the card's token: suit letter then rank, e.g. H10, SQ, CA;
// RJ and BJ for the jokers. Numbered decks print rank 1 as "1": see
// Deck.Format.
func (c Card) String() string {
	switch {
	case c == RedJoker:
		return "RJ"
	case c == BlackJoker:
		return "BJ"
	case c == None:
		return "--"
	case !c.Valid():
		return fmt.Sprintf("Card(%d)", uint8(c))
	}
	return c.Suit().String() + rankTokens[c.Rank()]
}

// RankString returns the rank as printed on a standard card (A, 2..10, J, Q, K).
func (c Card) RankString() string {
	if c.IsJoker() {
		return "Joker"
	}
	if !c.Valid() {
		return "?"
	}
	return rankTokens[c.Rank()]
}

// ErrBadToken is wrapped by Parse errors.
var ErrBadToken = errors.New("bad card token")

// Parse reads a card token: a suit letter followed by A, 1-13 or J/Q/K,
// or RJ/BJ for a joker. It is case-insensitive and accepts both "HA" and
// "H1" for the ace (rank 1).
func Parse(tok string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(tok))
	switch t {
	case "RJ":
		return RedJoker, nil
	case "BJ":
		return BlackJoker, nil
	}
	if len(t) < 2 || len(t) > 3 {
		return None, fmt.Errorf("cards: %w %q", ErrBadToken, tok)
	}
	s, err := ParseSuit(t[:1])
	if err != nil {
		return None, fmt.Errorf("cards: %w %q", ErrBadToken, tok)
	}
	var r Rank
	switch rs := t[1:]; rs {
	case "A", "1":
		r = Ace
	case "J", "11":
		r = Jack
	case "Q", "12":
		r = Queen
	case "K", "13":
		r = King
	default:
		if len(rs) == 1 && rs[0] >= '2' && rs[0] <= '9' {
			r = Rank(rs[0] - '0')
		} else if rs == "10" {
			r = 10
		} else {
			return None, fmt.Errorf("cards: %w %q", ErrBadToken, tok)
		}
	}
	return New(s, r), nil
}
