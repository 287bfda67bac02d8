// Package spellcraft is the rules engine for Spellcraft Streamlined, the
// 2-8 player card game of rulebooks/spellcraft-streamlined.md, with the
// project's rulings G1-G4 and SC1-SC13.
//
// State is the engine contract of rules/engine: NewGame, ToMove, Legal,
// Apply, View, Clone, Check, Events and Record. It logs a typed event for
// every chance outcome (Dealt, FieldLaid, Drawn), every action and every
// outcome (BidsShown, ShowdownScored, PaidOut, GameOver) into its
// engine.Log as it happens; their JSON is the record's data
// (docs/records.md). A showdown waiting for the black joker's target is a
// note the record leaves out (ShowdownShown): the tables see the moment.
// A State from New keeps no record: the tests and tools
// drive it directly. An illegal action returns an engine.RuleError
// (wrapping engine.ErrIllegal) that names the ruling and says why in plain
// words, and leaves the game exactly as it was. A View is all one seat may
// know; Know is what a set of seats may know of each event, never more
// than their Views show.
//
// A round is dealt (five cards each, a trump card each with the variant),
// then turns run through the phases
//
//	PhaseExchange  dealer first, clockwise (not on turn 1; SC8)
//	(lay out)      the engine reveals players+1 cards to the field (SC7)
//	PhaseBid       secret simultaneous bids 1-4 (SC6): ToMove lists
//	               every seat still to bid
//	PhasePick      high bidder first, then clockwise, all-in seats last
//	               (SC6, SC7)
//	PhaseKnock     dealer first, clockwise (not on turn 1; SC9)
//	PhaseKnockTake each other seat clockwise from the knocker takes a card
//	PhaseBlackJoker at a showdown, the black joker's holder picks the
//	               opponent who loses a card (SC3)
//
// and the showdown (SC2-SC5, SC10), five of a kind (SC11) and the deck
// running out (SC7) end the round. Score is the pure scoring function the
// engine, the UI and the bots share; Discard is SC3's loss.
//
// Decisions where the rulebook and the rulings are silent (each has a test;
// decisions_test.go lists where):
//  1. Deals come from the seed (G2): the first dealer is drawn first (SC12,
//     G3), then every round shuffles the deck from one PCG stream; cards
//     are dealt one at a time clockwise from the seat after the dealer, and
//     with the trump variant the 16 trump cards (J Q K A of a second deck)
//     are shuffled and dealt in the same order, anew every round.
//  2. The deal rotates to the next seat clockwise that is still in the game.
//  3. Exchange: the card taken in comes from the field as it was before the
//     exchange (not one of the two just put out) or from the deck top. With
//     the deck empty it must come from the field. A seat that cannot
//     exchange (fewer than two cards, or nothing to take in) is not asked.
//  4. A seat with nothing to take, the deck and the field both empty (SC7),
//     is skipped in the picks and the knock takes.
//  5. A bid is final once made. That a seat has bid is public; the amounts
//     show only when every bid is in (SC6).
//  6. A card taken from the field is seen by everyone: View.Known lists the
//     cards each seat is known to hold. A card drawn from the deck is seen
//     only by the drawer. Trump cards are shown at the showdown.
//  7. The showdown reveals every hand first; then the black joker's holder
//     sees all scores and picks the opponent (SC3). Its holder may be the
//     knocker or an all-in seat; any other seat in the round may be picked.
//  8. Scoring an empty suit gives nothing, and the trump-suit bonus needs at
//     least one card of the suit (this never changes a best total).
//  9. When several choices score the same, the engine shows the first in a
//     fixed order: suits C D H S, the red joker's card by byte order, five
//     of a kind last. SC3's victim draws its loss from the cards of every
//     best-scoring choice (SC3, extended); among equally cheap losses the
//     lowest card goes (by rank, ace high, then suit C D H S; the red
//     joker counts highest). The victim's shown score is then the first
//     best choice that counts the lost card. A game recorded without a
//     rules version follows SC3 as read before (Config.ShownSC3).
//  10. The knocker does not take a card after knocking (the rulebook: "each
//     other player").
//  11. Five of a kind in a fresh deal triggers the showdown at once, before
//     the field is laid out (SC11 "at any point").
//  12. If nobody has chips after a showdown, the best hands of that
//     showdown share the victory (G4). Stakes left when the game ends are
//     not awarded.
//  13. "End game now" (SC12) is an action any seat may take at any time;
//     Legal does not list it (it is a menu choice, not a move). Only stacks
//     count; equal stacks share the victory (G4); with every stack empty
//     the seats of the round share.
//  14. Starting chips are 12-100 (SC13 sets the minimum; the maximum keeps
//     a game to an evening).
package spellcraft

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/engine"
)

// Table constants.
const (
	MinPlayers   = 2   // SC13
	MaxPlayers   = 8   // SC13
	HandSize     = 5   // cards dealt to each seat
	MaxBid       = 4   // SC6
	DefaultChips = 20  // SC13
	MinChips     = 12  // SC13
	MaxChips     = 100 // decision 14
	FiveOfAKind  = 35  // SC4: five of a kind scores max(35, normal)
	trumpBonus   = 2   // SC5
)

// illegal returns the error for an action the rules do not allow now: it
// wraps engine.ErrIllegal and carries the rule (a ruling id such as "SC8",
// or a rulebook section such as "turn order") and a sentence for the
// player who tried it.
func illegal(rule, format string, args ...any) error {
	return engine.IllegalIn(GameName, rule, format, args...)
}

// Config holds a game's options (SC13). Players has no default: the zero
// Config is refused by Check. The other zero fields are the rulebook's
// standard game: jokers on, no trump, 20 chips, first dealer drawn.
type Config struct {
	Players  int  // 2-8
	NoJokers bool // play with 52 cards (the rulebook allows it)
	Trump    bool // the trump variant (SC5)
	Chips    int  // starting chips per player; 0 means DefaultChips
	// FixedDealer makes Dealer the first round's dealer; otherwise it is
	// drawn from the seed (SC12, G3).
	FixedDealer bool
	Dealer      int
	// ShownSC3 replays SC3 as it was read before rules version 2 (until
	// 2026-11-23): the black joker's victim loses a card of its
	// shown choice only, even when another choice ties for its best. Only
	// a record without a rules version asks for it (Options.Rules), so
	// that records and saved games from older versions still verify and
	// continue; a new game never sets it.
	ShownSC3 bool
}

// Check reports whether the options make a game (SC13).
func (c Config) Check() error {
	if c.Players < MinPlayers || c.Players > MaxPlayers {
		return fmt.Errorf("spellcraft: SC13: a game has %d-%d players, not %d", MinPlayers, MaxPlayers, c.Players)
	}
	if c.Chips != 0 && (c.Chips < MinChips || c.Chips > MaxChips) {
		return fmt.Errorf("spellcraft: SC13: starting chips are %d-%d, not %d", MinChips, MaxChips, c.Chips)
	}
	if c.FixedDealer && (c.Dealer < 0 || c.Dealer >= c.Players) {
		return fmt.Errorf("spellcraft: dealer %d is not a seat of %d", c.Dealer, c.Players)
	}
	return nil
}

// StartChips returns the chips each player starts with.
func (c Config) StartChips() int {
	if c.Chips == 0 {
		return DefaultChips
	}
	return c.Chips
}

// Jokers reports whether the jokers are in the deck.
func (c Config) Jokers() bool { return !c.NoJokers }

// Deck returns the deck the game is played with: 54 cards, or 52 without
// jokers.
func (c Config) Deck() cards.Deck {
	if c.NoJokers {
		return cards.Standard52
	}
	return cards.Standard54
}

// TrumpCards are the 16 cards a trump card can be: the faces and aces of a
// second deck.
var TrumpCards = func() (out [16]cards.Card) {
	i := 0
	for _, st := range cards.Suits {
		for _, r := range []cards.Rank{cards.Jack, cards.Queen, cards.King, cards.Ace} {
			out[i] = cards.New(st, r)
			i++
		}
	}
	return out
}()

// Phase is the step of a turn the game is in.
type Phase uint8

// The phases. Laying out the field and scoring the showdown are done by
// the engine and are not phases anybody waits in.
const (
	PhaseExchange   Phase = iota // exchange or pass, dealer first (SC8)
	PhaseBid                     // secret bids, all at once (SC6)
	PhasePick                    // take a field card or draw (SC6, SC7)
	PhaseKnock                   // knock or pass, dealer first (SC9)
	PhaseKnockTake               // each other seat takes a card (SC9)
	PhaseBlackJoker              // the black joker's holder picks a target (SC3)
	PhaseOver                    // the game has ended
)

var phaseNames = [...]string{"exchange", "bid", "pick", "knock", "knock-take", "black-joker", "over"}

// String names the phase.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// Cause is what started a showdown.
type Cause uint8

// The causes of a showdown.
const (
	CauseKnock Cause = iota + 1 // a seat knocked (SC9)
	CauseFive                   // five of a kind (SC11)
	CauseDeck                   // the deck was empty at the lay-out (SC7)
)

var causeNames = [...]string{"none", "knock", "five", "deck"}

// String returns "knock", "five" or "deck".
func (c Cause) String() string {
	if int(c) < len(causeNames) {
		return causeNames[c]
	}
	return fmt.Sprintf("Cause(%d)", uint8(c))
}

// Penalty is what happened to a knocker without the best hand (SC10).
type Penalty uint8

// The penalties.
const (
	NoPenalty Penalty = iota // no knocker, or the knocker had (a share of) the best hand
	Paid                     // paid one chip to every other seat in the showdown
	Staked                   // could not pay everyone: all chips into the next stakes
)

var penaltyNames = [...]string{"none", "paid", "staked"}

// String returns "none", "paid" or "staked".
func (p Penalty) String() string {
	if int(p) < len(penaltyNames) {
		return penaltyNames[p]
	}
	return fmt.Sprintf("Penalty(%d)", uint8(p))
}

// EndReason says why the game ended.
type EndReason uint8

// The ways a game ends (SC12).
const (
	NotOver     EndReason = iota
	LastPlayer            // one player has chips left
	NoChipsLeft           // nobody has chips: the last best hands share (decision 12)
	EndedNow              // "End game now": most chips win
)

var endNames = [...]string{"", "last-player", "no-chips", "ended"}

// String returns the reason's record token.
func (e EndReason) String() string {
	if int(e) < len(endNames) {
		return endNames[e]
	}
	return fmt.Sprintf("EndReason(%d)", uint8(e))
}
