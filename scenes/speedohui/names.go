package speedohui

import (
	"strconv"
	"strings"

	"parlor/rules/speedoh"
)

// names are the seats' names as the session gives them, in the table's
// sentences: the person playing alone is "You" (whose verbs take no s),
// everyone else by name ("Ada", "Player 2").
type names []string

// you is the name of the person playing alone.
const you = "You"

// of is seat's name at the start of a sentence: "You", "Ada".
func (n names) of(seat int) string {
	if seat < 0 || seat >= len(n) {
		return "Nobody"
	}
	return n[seat]
}

// in is seat's name inside a sentence: "you", "Ada".
func (n names) in(seat int) string {
	switch s := n.of(seat); s {
	case you, "Nobody":
		return lower(s)
	default:
		return s
	}
}

// does is seat doing verb, inside a sentence: "you take", "Ada takes".
func (n names) does(seat int, verb string) string {
	if s := n.of(seat); s != you {
		return n.in(seat) + " " + verb + "s"
	}
	return "you " + verb
}

// cardsWord says a number of cards: "1 card", "23 cards".
func cardsWord(n int) string {
	if n == 1 {
		return "1 card"
	}
	return strconv.Itoa(n) + " cards"
}

func lower(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

// blade is how players tell one family's four variations apart: the one
// part that differs, as the art draws it (assets/blades), and each
// variation's form of it, variation 1 first.
type blade struct {
	parts string    // the differing parts, plural: "pommels"
	with  [4]string // "a sword with ...": "a round pommel"
	short [4]string // one against another: "round", "diamond"
}

// bladeWords are the families' differences, in the engine's family order
// (sword, axe, dagger, katana, machete).
var bladeWords = [speedoh.Families]blade{
	{"pommels", [4]string{"a round pommel", "a diamond pommel", "a ring pommel", "a clover pommel"},
		[4]string{"round", "diamond", "ring", "clover"}},
	{"rivets", [4]string{"1 rivet", "2 rivets", "3 rivets", "4 rivets"},
		[4]string{"1 rivet", "2 rivets", "3 rivets", "4 rivets"}},
	{"guard ends", [4]string{"plain guard ends", "balls on the guard", "hooks on the guard", "spikes on the guard"},
		[4]string{"plain", "balls", "hooks", "spikes"}},
	{"blade lines", [4]string{"a plain blade", "one groove", "a wavy line", "two grooves"},
		[4]string{"plain", "one groove", "wavy", "two grooves"}},
	{"tips", [4]string{"a pointed tip", "a clipped tip", "a rounded tip", "a square tip"},
		[4]string{"pointed", "clipped", "rounded", "square"}},
}

// bladeOf returns m's family difference and m's variation in it (0..3).
func bladeOf(m speedoh.Image) (blade, int) {
	return bladeWords[m.Family()%speedoh.Families], m.Variation() - 1
}

// bladeName is a card in words a player can spot it by: "a sword with a
// round pommel", or a special card's printed name.
func bladeName(c speedoh.Card) string {
	if c.IsSpecial() || !c.Valid() {
		return c.Name()
	}
	return imageName(c.Image(), 1)
}

// imageName is n blades of image m: "a sword with a round pommel", "two
// axes with 3 rivets".
func imageName(m speedoh.Image, n int) string {
	b, v := bladeOf(m)
	fam := m.Family().Name()
	if n == 2 {
		return "two " + fam + "s with " + b.with[v]
	}
	return article(fam) + " " + fam + " with " + b.with[v]
}

// article is "a" or "an" before word.
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// keyWords says what a match matched, as a player sees it: "two swords
// with a round pommel", "two red backgrounds", "two backgrounds of dots",
// "two Slash Oh cards".
func keyWords(k speedoh.Key) string {
	switch {
	case k.Special != speedoh.NotSpecial:
		return k.Name()
	case k.Mode == speedoh.ByColour:
		return "two " + speedoh.Colour(k.Value).Name() + " backgrounds"
	case k.Mode == speedoh.ByPattern:
		return "two backgrounds of " + speedoh.Pattern(k.Value).Name()
	}
	return imageName(speedoh.Image(k.Value), 2)
}
