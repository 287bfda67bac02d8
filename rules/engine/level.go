package engine

import (
	"fmt"
	"strings"
)

// Level is a computer player's strength. The zero Level is Random, which
// plays any legal action; games list the levels they offer. Records,
// settings and statistics store a level by name, never by number.
type Level uint8

// The levels, weakest first. Expert is Hard's search on a bigger counted
// budget; only the turn-based games offer it.
const (
	Random Level = iota
	Easy
	Normal
	Hard
	Expert
)

var levelNames = [...]string{"random", "easy", "normal", "hard", "expert"}

// Levels is every level, weakest first.
var Levels = []Level{Random, Easy, Normal, Hard, Expert}

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

// Choice returns the level as a setup screen offers it: its Title, and
// for Expert what sets it apart, so nobody is surprised by the wait.
func (l Level) Choice() string {
	if l == Expert {
		return "Expert (thinks longer)"
	}
	return l.Title()
}

// Within returns l if offered holds it, else the strongest of offered
// weaker than l, else offered's weakest (l itself when offered is empty):
// a remembered Expert is Hard in a game without Expert.
func Within(l Level, offered []Level) Level {
	best, found := l, false
	for _, o := range offered {
		if o <= l && (!found || o > best) {
			best, found = o, true
		}
	}
	if found {
		return best
	}
	for _, o := range offered {
		if !found || o < best {
			best, found = o, true
		}
	}
	return best
}

// ParseLevel reads a level name, ignoring case and surrounding space.
func ParseLevel(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range levelNames {
		if n == t {
			return Level(i), nil
		}
	}
	return Normal, fmt.Errorf("unknown level %q (want %s)", s, Names(Levels))
}

// Names lists levels by name for a message: "easy, normal or hard".
func Names(ls []Level) string {
	names := make([]string, len(ls))
	for i, l := range ls {
		names[i] = l.String()
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
