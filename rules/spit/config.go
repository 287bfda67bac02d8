package spit

import (
	"fmt"

	"parlor/rules/realtime"
)

// Clock and table sizes.
const (
	CountdownTicks = 3 * realtime.TicksPerSecond // the visible 3-2-1 spit countdown (SP3)
	MaxPiles       = 5                           // stock slots; never more (rulebook)
	HandSize       = 4                           // short version hand
	NoSeat         = -1                          // no seat: no winner yet, or a shared result (G4)
	NumPlayers     = 2                           // Speed / Spit is for two

	maxStall = 3 // recycles in a row without a play before the stalemate rule (D6, D8)
)

// Config holds the game's options (SP7: every variation and the short
// version are menu options and may be mixed). The zero Config is the
// rulebook's standard game: five stock piles, no variation.
type Config struct {
	FourPiles        bool `json:"fourPiles,omitempty"`        // variation 1: four stock piles
	AlternateColours bool `json:"alternateColours,omitempty"` // variation 2: plays alternate red and black
	WinnerChooses    bool `json:"winnerChooses,omitempty"`    // variation 3: round winner chooses a pile, no race
	StackEqual       bool `json:"stackEqual,omitempty"`       // variation 4: stack equal ranks on own stock
	Short            bool `json:"short,omitempty"`            // the short version
	FlipByHand       bool `json:"flipByHand,omitempty"`       // SP2 option: turn exposed cards by hand
}

// Piles returns the number of stock slots: 5, or 4 with variation 1.
func (c Config) Piles() int {
	if c.FourPiles {
		return 4
	}
	return MaxPiles
}

// String lists the options that are on, e.g. "fourPiles+short", or "standard".
func (c Config) String() string {
	out := ""
	for _, o := range []struct {
		on   bool
		name string
	}{
		{c.FourPiles, "fourPiles"}, {c.AlternateColours, "alternateColours"}, {c.WinnerChooses, "winnerChooses"},
		{c.StackEqual, "stackEqual"}, {c.Short, "short"}, {c.FlipByHand, "flipByHand"},
	} {
		if o.on {
			if out != "" {
				out += "+"
			}
			out += o.name
		}
	}
	if out == "" {
		return "standard"
	}
	return out
}

// Side names one of the two centre piles. The zero Side is no side.
type Side int8

// The centre piles, as seen from seat 0 (G1: seat 0 sits at the bottom).
const (
	NoSide Side = iota
	Left
	Right
)

// index returns 0 for Left and 1 for Right.
func (s Side) index() int { return int(s) - 1 }

func sideOf(i int) Side { return Side(i + 1) }

// Valid reports whether s is Left or Right.
func (s Side) Valid() bool { return s == Left || s == Right }

// String returns "L", "R" or "-".
func (s Side) String() string {
	switch s {
	case Left:
		return "L"
	case Right:
		return "R"
	}
	return "-"
}

// Word returns "left" or "right", as a player says it.
func (s Side) Word() string {
	if s == Right {
		return "right"
	}
	return "left"
}

// ParseSide reads "L" or "R" (case-insensitive).
func ParseSide(tok string) (Side, error) {
	switch tok {
	case "L", "l":
		return Left, nil
	case "R", "r":
		return Right, nil
	}
	return NoSide, fmt.Errorf("spit: unknown side %q (want L or R)", tok)
}
