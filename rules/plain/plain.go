// Package plain holds the pieces of the computer players' advice that
// every game words alike: players by name ("you", "West's"), numbers with
// one decimal, counts of things, a sentence's capital. Advice is addressed to the player in
// plain words: names, never seat numbers.
package plain

import (
	"fmt"
	"math"
	"strings"
)

// Seats names the seats for a sentence addressed to the player in seat Me.
type Seats struct {
	Me    int
	Names []string
}

// Name returns seat's name: "you" for the player addressed, "another
// player" for a seat without one.
func (s Seats) Name(seat int) string {
	if seat == s.Me {
		return "you"
	}
	if seat >= 0 && seat < len(s.Names) && s.Names[seat] != "" {
		return s.Names[seat]
	}
	return "another player"
}

// Possessive returns "your" or "West's".
func (s Seats) Possessive(seat int) string {
	if seat == s.Me {
		return "your"
	}
	return s.Name(seat) + "'s"
}

// One writes x with one decimal, never "-0.0".
func One(x float64) string {
	r := math.Round(x*10) / 10
	if r == 0 {
		r = 0
	}
	return fmt.Sprintf("%.1f", r)
}

// Signed writes x with one decimal and its sign: "+1.2", "-0.8", "0.0".
func Signed(x float64) string {
	r := math.Round(x*10) / 10
	if r == 0 {
		return "0.0"
	}
	return fmt.Sprintf("%+.1f", r)
}

// Capital starts s with a capital letter.
func Capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Count writes n of a thing whose singular is one and plural many: "1
// chip", "3 chips", "0 chips".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Some writes n of a thing as Count does, but none as "no tricks".
func Some(n int, one, many string) string {
	if n == 0 {
		return "no " + many
	}
	return Count(n, one, many)
}
