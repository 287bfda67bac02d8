package engine

import (
	"fmt"
	"strings"
)

// Level is a computer player's strength. The zero Level is Random, which
// plays any legal action; games list the levels they offer.
type Level uint8

// The levels, weakest first.
const (
	Random Level = iota
	Easy
	Normal
	Hard
)

var levelNames = [...]string{"random", "easy", "normal", "hard"}

// Levels is every level, weakest first.
var Levels = []Level{Random, Easy, Normal, Hard}

// String returns the level's name as flags and records write it ("hard").
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// Title returns the level's name for players ("Hard").
func (l Level) Title() string {
	s := l.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// ParseLevel reads a level name, ignoring case and surrounding space.
func ParseLevel(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range levelNames {
		if n == t {
			return Level(i), nil
		}
	}
	return Normal, fmt.Errorf("unknown level %q (want random, easy, normal or hard)", s)
}
