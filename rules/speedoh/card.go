package speedoh

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Card is one SpeedOh: Blades card: a byte. 1..80 are the normal cards,
// 81..88 the special cards, 0 is no card. The Slap Card and the Rules Card
// are not playing cards and have no value.
//
// A normal card n has index i = n-1: image i/4 (family (i/4)/4, variation
// (i/4)%4) and background colour i%4; its background pattern follows from
// image and colour (SO1, see Pattern).
type Card uint8

// None is no card (an empty pile's top).
const None Card = 0

// The special cards (SO1). Copies of one special are distinct cards so that
// every card has exactly one place; they match each other (SO3).
const (
	FirstSlapWins1 Card = 81 + iota
	FirstSlapWins2
	LastSlapLoses
	ColourMatch1
	ColourMatch2
	PatternMatch1
	PatternMatch2
	SlashOh

	numNormal = 80
	maxCard   = SlashOh
)

// Counts of the deck (SO1).
const (
	Families   = 5  // blade families
	Variations = 4  // near-identical variations per family
	Images     = 20 // Families x Variations
	Colours    = 4  // background colours
	Patterns   = 5  // background patterns
	DeckSize   = 88 // 80 normal + 8 special cards
)

// Family is a blade family, 0..4.
type Family uint8

var familyLetters = [Families]byte{'S', 'A', 'D', 'K', 'M'}
var familyNames = [Families]string{"sword", "axe", "dagger", "katana", "machete"}

// String returns the family's letter: S A D K M.
func (f Family) String() string {
	if f < Families {
		return string(familyLetters[f])
	}
	return fmt.Sprintf("Family(%d)", uint8(f))
}

// Name returns the family's name, e.g. "sword".
func (f Family) Name() string {
	if f < Families {
		return familyNames[f]
	}
	return f.String()
}

// Colour is a background colour, 0..3.
type Colour uint8

var colourLetters = [Colours]byte{'R', 'B', 'G', 'Y'}
var colourNames = [Colours]string{"red", "blue", "green", "yellow"}

// String returns the colour's letter: R B G Y.
func (c Colour) String() string {
	if c < Colours {
		return string(colourLetters[c])
	}
	return fmt.Sprintf("Colour(%d)", uint8(c))
}

// Name returns the colour's name, e.g. "red".
func (c Colour) Name() string {
	if c < Colours {
		return colourNames[c]
	}
	return c.String()
}

// Pattern is a background pattern, 0..4 (printed 1..5).
type Pattern uint8

var patternNames = [Patterns]string{"dots", "stripes", "checks", "waves", "stars"}

// String returns the pattern's digit, 1..5.
func (p Pattern) String() string { return fmt.Sprint(int(p) + 1) }

// Name returns the pattern's name, e.g. "dots".
func (p Pattern) Name() string {
	if p < Patterns {
		return patternNames[p]
	}
	return fmt.Sprintf("Pattern(%d)", uint8(p))
}

// Image is a foreground image, 0..19: family*4 + variation.
type Image uint8

// Family returns the image's blade family.
func (m Image) Family() Family { return Family(m / Variations) }

// Variation returns the image's variation, 1..4.
func (m Image) Variation() int { return int(m%Variations) + 1 }

// String returns family letter and variation digit, e.g. "S2".
func (m Image) String() string { return fmt.Sprintf("%s%d", m.Family(), m.Variation()) }

// Special is the kind of a special card. NotSpecial is a normal card.
type Special uint8

// Special kinds (SO1).
const (
	NotSpecial    Special = iota
	FirstSlap             // First Slap Wins
	LastSlap              // Last Slap Loses
	ColourChange          // Color Match: match by background colour while it shows
	PatternChange         // Background Pattern Match: match by background pattern while it shows
	Slash                 // Slash Oh
)

var specialNames = [...]string{"none", "firstSlapWins", "lastSlapLoses", "colourMatch", "patternMatch", "slashOh"}

// String returns the kind's name, e.g. "lastSlapLoses".
func (k Special) String() string {
	if int(k) < len(specialNames) {
		return specialNames[k]
	}
	return fmt.Sprintf("Special(%d)", uint8(k))
}

// Name returns the kind as the cards print it: "First Slap Wins",
// "Last Slap Loses", "Color Match", "Background Pattern Match", "Slash Oh".
func (k Special) Name() string {
	for i, sk := range specialKinds {
		if sk == k {
			return Card(numNormal + 1 + i).Name()
		}
	}
	return k.String()
}

var specialKinds = [8]Special{FirstSlap, FirstSlap, LastSlap, ColourChange, ColourChange, PatternChange, PatternChange, Slash}
var specialTokens = [8]string{"FSW1", "FSW2", "LSL", "CM1", "CM2", "PM1", "PM2", "OH"}

// NormalCard returns the normal card of an image in a colour.
func NormalCard(m Image, c Colour) Card { return Card(uint8(m)*Colours + uint8(c) + 1) }

// Valid reports whether c is one of the 88 cards.
func (c Card) Valid() bool { return c >= 1 && c <= maxCard }

// IsSpecial reports whether c is one of the 8 special cards.
func (c Card) IsSpecial() bool { return c > numNormal && c <= maxCard }

// Special returns the special kind, NotSpecial for a normal card.
func (c Card) Special() Special {
	if c.IsSpecial() {
		return specialKinds[c-numNormal-1]
	}
	return NotSpecial
}

// Image returns a normal card's foreground image.
func (c Card) Image() Image { return Image((c - 1) / Colours) }

// Colour returns a normal card's background colour.
func (c Card) Colour() Colour { return Colour((c - 1) % Colours) }

// Pattern returns a normal card's background pattern. The assignment
// (SO1) is pattern = (image + colour) mod 5: an image's four colours get
// four consecutive, hence different, patterns, and each pattern falls on
// each colour 4 times, 16 cards in all.
func (c Card) Pattern() Pattern { return Pattern((uint8(c.Image()) + uint8(c.Colour())) % Patterns) }

// Likeness scores how easily two cards are taken for one another: the
// same blade counts most (4), a blade of the same family next (3: the
// near-identical variations of SO1), and one more each for the same
// background colour and pattern. Special cards and None score 0.
func Likeness(a, b Card) int {
	if !a.Valid() || !b.Valid() || a.IsSpecial() || b.IsSpecial() {
		return 0
	}
	s := 0
	switch {
	case a.Image() == b.Image():
		s += 4
	case a.Image().Family() == b.Image().Family():
		s += 3
	}
	if a.Colour() == b.Colour() {
		s++
	}
	if a.Pattern() == b.Pattern() {
		s++
	}
	return s
}

// String returns the card's record token: family letter, variation digit,
// colour letter, pattern digit for a normal card ("S2B4": sword 2 on blue,
// pattern 4); FSW1 FSW2 (First Slap Wins), LSL (Last Slap Loses), CM1 CM2
// (Color Match), PM1 PM2 (Pattern Match), OH (Slash Oh); "-" for None.
func (c Card) String() string {
	switch {
	case c == None:
		return "-"
	case c.IsSpecial():
		return specialTokens[c-numNormal-1]
	case c.Valid():
		return fmt.Sprintf("%s%s%s", c.Image(), c.Colour(), c.Pattern())
	}
	return fmt.Sprintf("Card(%d)", uint8(c))
}

// Name returns a readable name, e.g. "sword 2, blue, stripes" or "Slash Oh".
func (c Card) Name() string {
	switch c.Special() {
	case FirstSlap:
		return "First Slap Wins"
	case LastSlap:
		return "Last Slap Loses"
	case ColourChange:
		return "Color Match"
	case PatternChange:
		return "Background Pattern Match"
	case Slash:
		return "Slash Oh"
	}
	if !c.Valid() {
		return c.String()
	}
	return fmt.Sprintf("%s %d, %s, %s", c.Image().Family().Name(), c.Image().Variation(), c.Colour().Name(), c.Pattern().Name())
}

// Parse reads a card token as written by String (any case). A normal
// card's pattern digit may be left out; when given it must be the card's
// pattern, since no other card exists.
func Parse(tok string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(tok))
	for i, s := range specialTokens {
		if t == s {
			return Card(numNormal + 1 + i), nil
		}
	}
	bad := func(why string) (Card, error) {
		return None, fmt.Errorf("speedoh: bad card %q: %s", tok, why)
	}
	if len(t) != 3 && len(t) != 4 {
		return bad("want family, variation, colour and pattern, e.g. S2B4, or a special (FSW1, LSL, CM1, PM1, OH)")
	}
	f := strings.IndexByte(string(familyLetters[:]), t[0])
	if f < 0 {
		return bad("family is one of S A D K M")
	}
	if t[1] < '1' || t[1] > '4' {
		return bad("variation is 1 to 4")
	}
	col := strings.IndexByte(string(colourLetters[:]), t[2])
	if col < 0 {
		return bad("colour is one of R B G Y")
	}
	c := NormalCard(Image(f*Variations+int(t[1]-'1')), Colour(col))
	if len(t) == 4 {
		if t[3] < '1' || t[3] > '5' {
			return bad("pattern is 1 to 5")
		}
		if p := Pattern(t[3] - '1'); p != c.Pattern() {
			return bad(fmt.Sprintf("%s%s carries pattern %s (SO1)", c.Image(), c.Colour(), c.Pattern()))
		}
	}
	return c, nil
}

// Deck returns the deck in canonical order: the 80 normal cards, then the
// specials; the beginner deck (SO1) leaves out the two Pattern Match cards.
func Deck(beginner bool) []Card {
	out := make([]Card, 0, DeckSize)
	for c := Card(1); c <= maxCard; c++ {
		if beginner && c.Special() == PatternChange {
			continue
		}
		out = append(out, c)
	}
	return out
}

// tokens writes cards as a space-separated token list.
func tokens(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseList reads a space-separated token list.
func ParseList(s string) ([]Card, error) {
	var out []Card
	for _, tok := range strings.Fields(s) {
		c, err := Parse(tok)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// shuffle shuffles cs from rng (G2).
func shuffle(cs []Card, rng *rand.Rand) {
	rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}

// cardSet is a set of cards (88 do not fit one uint64).
type cardSet [2]uint64

func (s *cardSet) has(c Card) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *cardSet) add(c Card)      { s[c>>6] |= 1 << (c & 63) }
