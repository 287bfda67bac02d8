package cards

// Words for players: cards as rank and suit symbol ("9♣", "10♥", "A♠") and
// in full ("Queen of Spades") where there is room. Tokens (H10, SQ) are for
// records; these are for the table and the engines' sentences.

var suitSymbols = [NumSuits]string{"♣", "♦", "♥", "♠"}

// Symbol returns the suit's printed pip: ♣, ♦, ♥ or ♠.
func (s Suit) Symbol() string {
	if s < NumSuits {
		return suitSymbols[s]
	}
	return "?"
}

// Singular returns one card's suit name: Club, Diamond, Heart or Spade.
func (s Suit) Singular() string {
	n := s.Name()
	return n[:len(n)-1]
}

// Label returns the card as rank and suit symbol: "9♣", "10♥", "Q♠";
// "Red Joker" and "Black Joker" for the jokers.
func (c Card) Label() string {
	switch {
	case c == RedJoker:
		return "Red Joker"
	case c == BlackJoker:
		return "Black Joker"
	case !c.Valid():
		return "?"
	}
	return c.RankString() + c.Suit().Symbol()
}

var rankNames = [...]string{"?", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"}

// Name returns the card in full: "Queen of Spades", "9 of Clubs".
func (c Card) Name() string {
	switch {
	case c == RedJoker:
		return "the Red Joker"
	case c == BlackJoker:
		return "the Black Joker"
	case !c.Valid():
		return "?"
	}
	return rankNames[c.Rank()] + " of " + c.Suit().Name()
}

// Label returns c as rank and suit symbol for this deck: numbered decks
// (1-9, 1-10) print rank 1 as "1" ("1♣"), standard decks as "A" ("A♣").
func (d Deck) Label(c Card) string {
	if d.Numbered() && c.Valid() && !c.IsJoker() && c.Rank() == Ace {
		return "1" + c.Suit().Symbol()
	}
	return c.Label()
}

// Name returns c in full for this deck: numbered decks call rank 1 "1"
// ("1 of Clubs").
func (d Deck) Name(c Card) string {
	if d.Numbered() && c.Valid() && !c.IsJoker() && c.Rank() == Ace {
		return "1 of " + c.Suit().Name()
	}
	return c.Name()
}
