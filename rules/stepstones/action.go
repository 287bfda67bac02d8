package stepstones

import (
	"fmt"
	"strings"

	"parlor/rules/cards"
	"parlor/rules/trick"
)

// Kind is what an Action does.
type Kind uint8

// The kinds of action. The zero Kind is no action.
const (
	KindNone Kind = iota
	KindPass      // pass in the bidding
	KindBid       // declare a contract (or redo one: Bid.Redo)
	KindPlay      // play a card
)

// Action is one move by one seat: a small comparable value. Only the
// fields of its Kind are meaningful.
type Action struct {
	Kind Kind
	Bid  Bid
	Card cards.Card
}

// Pass is the pass action.
var Pass = Action{Kind: KindPass}

// Declare returns the action bidding b.
func Declare(b Bid) Action { return Action{Kind: KindBid, Bid: b} }

// Play returns the action playing card c.
func Play(c cards.Card) Action { return Action{Kind: KindPlay, Card: c} }

// String returns the action's record token (see ParseAction).
func (a Action) String() string {
	switch a.Kind {
	case KindPass:
		return "pass"
	case KindBid:
		if a.Bid.Redo {
			return "redo " + a.Bid.String()
		}
		return "bid " + a.Bid.String()
	case KindPlay:
		return "play " + Deck.Format(a.Card)
	}
	return "none"
}

// ParseAction reads an action token, case-insensitively, with any spacing:
//
//	pass
//	bid  <contract> 9high|1high [C|D|H|S]
//	redo <contract> 9high|1high [C|D|H|S]
//	play <card>                       (C1..C9, D1..D9, H1..H9, S1..S9)
//
// Contracts: pick-trump, no-trump, win-last6, lose-no-trump (starter
// sheet); pick-trump, may-trump, slalom, lose-must-beat (advanced sheet).
// The suit is given exactly for pick-trump and may-trump (SS2); for slalom
// the ranking is that of trick 1. It checks syntax only; whether the action
// is legal is Apply's business.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(strings.ToLower(s))
	bad := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("stepstones: bad action %q: %s", s, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	switch f[0] {
	case "pass":
		if len(f) != 1 {
			return bad("pass takes no argument")
		}
		return Pass, nil
	case "bid", "redo":
		const want = "want bid|redo <contract> 9high|1high [C|D|H|S]"
		if len(f) < 3 || len(f) > 4 {
			return bad(want)
		}
		c, err := ParseContract(f[1])
		if err != nil {
			return bad("unknown contract " + f[1])
		}
		b := Bid{Contract: c, Redo: f[0] == "redo"}
		switch f[2] {
		case "9high":
			b.Dir = trick.TopHigh
		case "1high":
			b.Dir = trick.OneHigh
		default:
			return bad(want)
		}
		if c.NeedsTrump() != (len(f) == 4) {
			if c.NeedsTrump() {
				return bad(c.String() + " names a trump suit (SS2)")
			}
			return bad(c.String() + " has no trump suit")
		}
		if len(f) == 4 {
			st, err := cards.ParseSuit(f[3])
			if err != nil {
				return bad("unknown suit " + f[3])
			}
			b.Trump = trick.TrumpOf(st)
		}
		return Declare(b), nil
	case "play":
		if len(f) != 2 {
			return bad("want play <card>")
		}
		c, err := Deck.Parse(f[1])
		if err != nil {
			return bad("not a card of the 1-9 deck")
		}
		return Play(c), nil
	}
	return bad("unknown verb")
}
