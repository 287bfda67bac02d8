package speedoh

import (
	"fmt"
	"math/bits"
	"strings"

	"parlor/rules/realtime"
)

// Timing and table constants.
const (
	MatchTicks   = 150 // SO5: a match stays open 2.5 s
	SpecialTicks = 180 // SO7: a special card's window lasts 3 s
	ChoiceTicks  = 180 // D6: the winner has 3 s to choose who takes the piles

	// GameTicks ends a game that has run 30 minutes (D13).
	GameTicks = 30 * 60 * realtime.TicksPerSecond
	// MaxTurnovers is how many turnovers in a row with no cards changing
	// hands end the game (D13).
	MaxTurnovers = 3

	MinPlayers     = 2 // SO2
	MaxPlayers     = 6 // SO2
	DefaultPlayers = 4 // D1: the zero Config seats four

	NoSeat = -1 // no seat: nobody's turn, no loser, no choice

	maxWindows = 4 // at most 3 match groups among 6 tops, plus one special window
)

// Rules versions: which reading of the rulings a game follows. A game
// writes its version in its record's options ("rules"); a record without
// one was written before versions existed and replays as Rules1 (Open), so
// every record ever written still verifies.
const (
	// Rules1 is SO6 as read before 2026-11 (rules1.go): a match is what
	// shows when it settles, and its rewind never touches its players'
	// piles.
	Rules1 = 1
	// Rules2 is SO6 as extended in 2026-11 (D7, D9): a match is judged on
	// the cards showing when its first slap lands, the rewind returns every
	// card flipped after the match formed, and a card it uncovers starts no
	// new match.
	Rules2 = 2
	// RulesNow is the version new games follow.
	RulesNow = Rules2
)

// Config holds the game's options. The zero Config is the rulebook's game
// for four players with the full deck, under the current rulings (D1).
type Config struct {
	Players  int  `json:"players,omitempty"`  // 2-6 (SO2); 0 means DefaultPlayers
	Beginner bool `json:"beginner,omitempty"` // SO1: the beginner deck, without the Pattern Match cards
	Totem    bool `json:"totem,omitempty"`    // Totem option: Last Slap Loses acts as First Slap Wins (SO7)
	// Rules is the rules version (Rules1, Rules2); 0 means RulesNow. A
	// record header without it opens as Rules1 (Open).
	Rules int `json:"rules,omitempty"`
}

// normal fills in the default player count and rules version.
func (c Config) normal() Config {
	if c.Players == 0 {
		c.Players = DefaultPlayers
	}
	if c.Rules == 0 {
		c.Rules = RulesNow
	}
	return c
}

// Validate reports whether the options make a game.
func (c Config) Validate() error {
	if n := c.normal().Players; n < MinPlayers || n > MaxPlayers {
		return fmt.Errorf("speedoh: %d players: SpeedOh: Blades is for %d to %d players (SO2)", c.Players, MinPlayers, MaxPlayers)
	}
	if c.Rules < 0 || c.Rules > RulesNow {
		return fmt.Errorf("speedoh: rules version %d: this program knows versions %d to %d", c.Rules, Rules1, RulesNow)
	}
	return nil
}

// DeckSize returns the number of cards in play: 88, or 86 with the
// beginner deck.
func (c Config) DeckSize() int {
	if c.Beginner {
		return DeckSize - 2
	}
	return DeckSize
}

// String names the options, e.g. "4p+beginner+totem" ("+rules1" for a
// game under an older rules version).
func (c Config) String() string {
	c = c.normal()
	s := fmt.Sprintf("%dp", c.Players)
	if c.Beginner {
		s += "+beginner"
	}
	if c.Totem {
		s += "+totem"
	}
	if c.Rules != RulesNow {
		s += fmt.Sprintf("+rules%d", c.Rules)
	}
	return s
}

// Mode is what matches compare (SO3, SO8).
type Mode uint8

// Modes.
const (
	ByImage   Mode = iota // the foreground image (the usual rule)
	ByColour              // Color Match is in effect
	ByPattern             // Background Pattern Match is in effect
)

// String returns "image", "colour" or "pattern".
func (m Mode) String() string {
	switch m {
	case ByImage:
		return "image"
	case ByColour:
		return "colour"
	case ByPattern:
		return "pattern"
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// Seats is a set of seats, bit i for seat i.
type Seats uint8

// Has reports whether seat is in the set.
func (s Seats) Has(seat int) bool { return seat >= 0 && seat < 8 && s&(1<<seat) != 0 }

// With returns the set with seat added.
func (s Seats) With(seat int) Seats { return s | 1<<seat }

// Len returns the number of seats in the set.
func (s Seats) Len() int { return bits.OnesCount8(uint8(s)) }

// List returns the seats in ascending order.
func (s Seats) List() []int {
	out := make([]int, 0, s.Len())
	for i := range 8 {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// String lists the seats, e.g. "{0,2}".
func (s Seats) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, seat := range s.List() {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, seat)
	}
	b.WriteByte('}')
	return b.String()
}
