// Package speedrun is the rules engine for Speed Run, the three-player
// compendium trick-taking game of rulebooks/speed-run.md, with the
// project's rulings G1-G4 and SR1-SR8.
//
// The shape follows the project's style: New, ToMove, Legal, Apply, View,
// Clone. A State changes only through Apply; an illegal action returns an
// error wrapping ErrIllegal and leaves the State exactly as it was. A View
// is all one seat may know. A State made by NewGame (or Open, Resume) is
// the engine contract of rules/engine: it logs every deal, action and
// outcome to its embedded *engine.Log as it happens. Apart from that Log a
// State is a plain value, so search code reuses one with CopyFrom, which
// drops the Log, without allocating.
//
// A hand runs through the phases PhaseChoose (the start player picks trump
// or a ranking), PhaseChooseOther (the next seat picks the other), PhaseBid
// (all three seats bid at once, secretly), PhaseReveal (Contract Reveal
// variant only) and PhasePlay (12 tricks, the third seat leads the first).
// Scoring and the next deal happen inside the Apply that ends the 12th
// trick; the finished hand stays available as a HandResult (View.Results)
// for the end-of-hand summary.
//
// Decisions where the rulebook and the rulings are silent (also listed in
// docs/records.md and tested):
//   - A Redo may target any completed contract, including one already
//     redone (Long game: two Redo cards).
//   - A Redo whose new score equals the standing score leaves the board
//     entry as it was (SR4: it replaces only if lower).
//   - Under the Contract Reveal variant every seat is asked in turn, a
//     passing seat too (its only choice is noreveal), so that asking does
//     not give a Pass away. A Redo may be revealed; revealing shows its
//     target contract.
//   - Reveal decisions are public as soon as they are made.
//   - The Redo card is shown at once (SR4); the fact that a seat has bid is
//     public, what it bid is not: a Pass lies face down like a contract
//     (View, Know).
//   - Deals come from the game seed: the start player of hand 1 is drawn
//     first (G3), then every deal shuffles the 40 cards from a PCG stream
//     seeded from the same source. Seat i gets cards 12i..12i+11 of the
//     shuffle, the last 4 stay hidden.
package speedrun

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/engine"
)

// Table constants.
const (
	NumPlayers = 3  // Speed Run is a three-player game
	HandSize   = 12 // cards dealt to each seat
	NumTricks  = 12 // tricks in a hand
	NumHidden  = 4  // undealt cards per hand (SR3)
)

// Deck is Speed Run's deck: 1-10 in four suits.
const Deck = cards.Numbered10

// illegal returns the error for an action the rules do not allow now: it
// wraps engine.ErrIllegal and carries the rule and a sentence for the
// player who tried it.
func illegal(rule, format string, args ...any) error {
	return engine.IllegalIn(GameName, rule, format, args...)
}

// Length is the game length.
type Length uint8

// The three game lengths. The zero Length is Short.
const (
	Short  Length = iota // 6 hands, contracts 1-5, 1 Pass, 1 Redo
	Medium               // 9 hands, contracts 1-7, 2 Pass, 1 Redo
	Long                 // 12 hands, contracts 1-9, 2 Pass, 2 Redo
)

// String returns "short", "medium" or "long".
func (l Length) String() string {
	switch l {
	case Short:
		return "short"
	case Medium:
		return "medium"
	case Long:
		return "long"
	}
	return fmt.Sprintf("Length(%d)", uint8(l))
}

// ParseLength reads "short", "medium" or "long".
func ParseLength(s string) (Length, error) {
	for l := Short; l <= Long; l++ {
		if s == l.String() {
			return l, nil
		}
	}
	return 0, fmt.Errorf("speedrun: unknown game length %q", s)
}

// Contracts returns how many contracts each seat holds (SR1): 5, 7 or 9.
// They are the contracts numbered 1..Contracts().
func (l Length) Contracts() int { return [...]int{5, 7, 9}[l%3] }

// Passes returns the number of Pass cards per seat (SR1).
func (l Length) Passes() int { return [...]int{1, 2, 2}[l%3] }

// Redos returns the number of Redo cards per seat (SR1).
func (l Length) Redos() int { return [...]int{1, 1, 2}[l%3] }

// Hands returns the number of hands in the game: 6, 9 or 12.
func (l Length) Hands() int { return [...]int{6, 9, 12}[l%3] }

// Config holds a game's options. The zero Config is a Short game without
// the Contract Reveal variant, whose first start player is drawn from the
// seed (G3).
type Config struct {
	Length         Length // Short, Medium or Long (SR1)
	ContractReveal bool   // the Contract Reveal variant (SR6)
	// FixedStart makes StartPlayer the start player of the first hand;
	// otherwise that seat is drawn from the seed (G3).
	FixedStart  bool
	StartPlayer int // seat 0..2, used when FixedStart
}

// Phase is the step of a hand the game is in.
type Phase uint8

// The phases, in the order a hand goes through them.
const (
	PhaseChoose      Phase = iota // the start player picks trump or a ranking
	PhaseChooseOther              // the next seat picks the other
	PhaseBid                      // secret simultaneous bids
	PhaseReveal                   // Contract Reveal variant: reveal or not, from the leader
	PhasePlay                     // the 12 tricks
	PhaseOver                     // the game has ended
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case PhaseChoose:
		return "choose"
	case PhaseChooseOther:
		return "choose-other"
	case PhaseBid:
		return "bid"
	case PhaseReveal:
		return "reveal"
	case PhasePlay:
		return "play"
	case PhaseOver:
		return "over"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}
