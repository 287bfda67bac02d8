package speedohui

import "strconv"

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
