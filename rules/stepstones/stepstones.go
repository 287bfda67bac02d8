// Package stepstones is the rules engine for Stepping Stones, the
// three-player compendium trick-taking game of rulebooks/stepping-stones.md,
// with the project's rulings G1-G4 and SS1-SS9.
//
// The shape follows the project's style: New, ToMove, Legal, Apply, View,
// Clone. A State changes only through Apply; an illegal action returns an
// *engine.RuleError (wrapping engine.ErrIllegal) that names the rule and
// says in plain words why, and leaves the State exactly as it was. A View
// is all one seat may know. Apart from its Log, State holds no pointers, so
// search code reuses a State with CopyFrom, which drops the Log, without
// allocating.
//
// A State made by NewGame (or Open, Resume) keeps its own record: the
// engine contract of rules/engine. It logs a typed event to its embedded
// *engine.Log for every deal (Dealt), action, trick (TrickWon), hand
// (HandScored) and the end (GameOver) as it happens; their JSON encodings
// are the record's data (docs/records.md).
//
// A hand runs through PhaseBid (from the forehand, clockwise: bid or pass;
// SS5, SS6) and PhasePlay (12 tricks, the declarer leads the first). The
// deal happens inside New and inside the Apply that ends a hand's 12th
// trick, which also scores the hand; the finished hand stays available as a
// HandResult for the end-of-hand summary.
//
// Decisions where the rulebook and the rulings are silent (also in
// docs/records.md and tested):
//   - A seat that cannot declare (SS5) is skipped in the bidding: its
//     permanent pass is implied, it is never asked and no action is
//     recorded for it.
//   - A bid is a row of the scoresheet the seat has not completed; a Redo
//     (Redo variant) is a row it has completed, spending its token. A seat
//     holding a token may redo before its sheet is complete, and in the
//     puddle too. Equal results keep the sheet as it was.
//   - The game ends the moment the last of the 12 cells is filled: no Redo
//     can follow (the rulebook: a redo needs "one incomplete contract").
//   - A three-way tie in a row counts as placed first for all three (SS8:
//     "a tie for first counts").
//   - Deals come from the game seed: the first forehand is drawn first
//     (G3), then every deal shuffles the 36 cards from a PCG stream seeded
//     from the same source; seat i gets cards 12i..12i+11 of the shuffle.
//   - After a hand every card has been played face up, so a HandResult
//     (who was dealt what) is public.
package stepstones

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/trick"
)

// Table constants.
const (
	NumPlayers = 3  // Stepping Stones is a three-player game
	HandSize   = 12 // cards dealt to each seat: all 36 cards are dealt
	NumTricks  = 12 // tricks in a hand
	NumRows    = 4  // contracts on a scoresheet (SS1)
	// MaxHands is the longest game: 12 hands plus one Redo per seat.
	MaxHands = NumRows*NumPlayers + NumPlayers
)

// Deck is Stepping Stones' deck: 1-9 in four suits.
const Deck = cards.Numbered9

// illegal returns the error for an action the rules do not allow now: it
// wraps engine.ErrIllegal and carries the rule (a ruling id or a rulebook
// section) and a sentence for the player who tried it.
func illegal(rule, format string, args ...any) error {
	return engine.IllegalIn(GameName, rule, format, args...)
}

// Sheet is the scoresheet a game is played with (SS1).
type Sheet uint8

// The two scoresheets. The zero Sheet is Starter.
const (
	Starter Sheet = iota
	Advanced
)

// String returns "starter" or "advanced".
func (sh Sheet) String() string {
	if sh == Advanced {
		return "advanced"
	}
	return "starter"
}

// Title returns "Starter" or "Advanced", for players.
func (sh Sheet) Title() string {
	if sh == Advanced {
		return "Advanced"
	}
	return "Starter"
}

// ParseSheet reads "starter" or "advanced".
func ParseSheet(s string) (Sheet, error) {
	switch s {
	case "starter":
		return Starter, nil
	case "advanced":
		return Advanced, nil
	}
	return 0, fmt.Errorf("stepstones: unknown scoresheet %q", s)
}

// Rows returns the sheet's contracts in row order (SS1).
func (sh Sheet) Rows() [NumRows]Contract {
	if sh == Advanced {
		return [NumRows]Contract{WinPickTrump, WinMayTrump, WinSlalom, LoseMustBeat}
	}
	return [NumRows]Contract{WinPickTrump, WinNoTrump, WinLast6, LoseNoTrump}
}

// Row returns the row of contract c on the sheet, or -1.
func (sh Sheet) Row(c Contract) int {
	for i, rc := range sh.Rows() {
		if rc == c {
			return i
		}
	}
	return -1
}

// Config holds a game's options. The zero Config is the starter scoresheet
// without the Redo variant, whose first forehand is drawn from the seed
// (G3).
type Config struct {
	Sheet Sheet
	Redo  bool // the Redo variant: one redo token per seat
	// FixedForehand makes Forehand the forehand of the first hand;
	// otherwise that seat is drawn from the seed (G3).
	FixedForehand bool
	Forehand      int
}

// Phase is the step of a hand the game is in.
type Phase uint8

// The phases, in the order a hand goes through them.
const (
	PhaseBid  Phase = iota // bid or pass from the forehand; the puddle (SS6)
	PhasePlay              // the 12 tricks
	PhaseOver              // the game has ended
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case PhaseBid:
		return "bid"
	case PhasePlay:
		return "play"
	case PhaseOver:
		return "over"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// Contract is one of the seven contracts of the two scoresheets.
type Contract uint8

// The contracts. The zero Contract is none.
const (
	NoContract   Contract = iota
	WinPickTrump          // Win Tricks (Pick Trump): both sheets
	WinNoTrump            // Win Tricks (No Trump): starter
	WinLast6              // Win Last 6 (No Trump): starter
	LoseNoTrump           // Lose Tricks (No Trump): starter
	WinMayTrump           // Win Tricks (May Trump): advanced
	WinSlalom             // Win Tricks (No Trump, Slalom): advanced
	LoseMustBeat          // Lose Tricks (No Trump, Must Beat): advanced
	numContracts
)

var contractTokens = [numContracts]string{"none", "pick-trump", "no-trump", "win-last6", "lose-no-trump", "may-trump", "slalom", "lose-must-beat"}

var contractNames = [numContracts]string{"No contract", "Win Tricks (Pick Trump)", "Win Tricks (No Trump)",
	"Win Last 6 (No Trump)", "Lose Tricks (No Trump)", "Win Tricks (May Trump)",
	"Win Tricks (No Trump, Slalom)", "Lose Tricks (No Trump, Must Beat)"}

// String returns the contract's token as used in actions and records.
func (c Contract) String() string {
	if c < numContracts {
		return contractTokens[c]
	}
	return fmt.Sprintf("Contract(%d)", uint8(c))
}

// Name returns the contract's name as printed on the scoresheet.
func (c Contract) Name() string {
	if c < numContracts {
		return contractNames[c]
	}
	return c.String()
}

// ParseContract reads a contract token (see Contract.String).
func ParseContract(s string) (Contract, error) {
	for c := WinPickTrump; c < numContracts; c++ {
		if contractTokens[c] == s {
			return c, nil
		}
	}
	return NoContract, fmt.Errorf("stepstones: unknown contract %q", s)
}

// Lose reports whether the declarer wants few tricks: fewer tricks rank
// higher on the row (SS3).
func (c Contract) Lose() bool { return c == LoseNoTrump || c == LoseMustBeat }

// NeedsTrump reports whether the bid names a trump suit (SS2).
func (c Contract) NeedsTrump() bool { return c == WinPickTrump || c == WinMayTrump }

// Better reports whether tricks a is a better result than b for c (SS3):
// more for Win contracts, fewer for Lose contracts.
func (c Contract) Better(a, b int) bool {
	if c.Lose() {
		return a < b
	}
	return a > b
}

// Bid is a declaration: the contract, the card ranking (for Slalom, of
// trick 1) and the trump suit for Pick Trump and May Trump (SS2). Redo says
// the declarer spends its redo token on a completed contract.
type Bid struct {
	Contract Contract
	Dir      trick.Direction
	Trump    trick.Trump
	Redo     bool
}

// Rules returns the trick rules the bid sets for the hand (SS7).
func (b Bid) Rules() trick.Rules {
	r := trick.Rules{Ranking: trick.Ranking{Start: b.Dir}}
	switch b.Contract {
	case WinPickTrump:
		r.Trump = b.Trump
	case WinMayTrump:
		r.Trump, r.Follow = b.Trump, trick.MayTrump
	case WinSlalom:
		r.Ranking.Pattern = trick.Slalom
	case LoseMustBeat:
		r.Follow = trick.MustBeat
	}
	return r
}

// String returns the bid's token without the verb, e.g. "pick-trump 9high H".
func (b Bid) String() string {
	s := b.Contract.String() + " " + dirToken(b.Dir)
	if b.Contract.NeedsTrump() {
		s += " " + b.Trump.String()
	}
	return s
}

func dirToken(d trick.Direction) string {
	if d == trick.OneHigh {
		return "1high"
	}
	return "9high"
}
