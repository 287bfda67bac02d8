package spit

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is what a press does.
type Kind uint8

// Action kinds. The zero Kind is no action.
const (
	NoKind Kind = iota
	Play        // a stock top (or short-version hand card) onto a centre pile: "play 3 L"
	Move        // a stock top into an empty slot: "move 2 5"
	Stack       // variation 4: a stock top onto an equal rank: "stack 1 4"
	Spit        // ready to spit: "spit"; spitting alone onto a chosen pile: "spit L"
	Claim       // SP5 race: "claim L"
	Choose      // variation 3: the round winner takes a pile: "choose R"
	Flip        // SP2 option: turn a face-down top card by hand: "flip 4"
)

var kindNames = [...]string{"none", "play", "move", "stack", "spit", "claim", "choose", "flip"}

// String returns the kind's token.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Action is one press: a small value with a record token (String,
// ParseAction). Pile numbers are 1-based: stock slots 1..5 or, in the short
// version, hand slots 1..4.
type Action struct {
	Kind Kind
	From int8 // stock slot or hand slot (play, move, stack, flip)
	To   int8 // target stock slot (move, stack)
	Side Side // centre pile (play, claim, choose, spitting alone)
}

// PlayCard plays the top of stock slot pile (hand slot in the short version)
// onto the centre pile on side.
func PlayCard(pile int, side Side) Action {
	return Action{Kind: Play, From: int8(pile), Side: side}
}

// MoveCard moves the top card of slot from into the empty slot to.
func MoveCard(from, to int) Action { return Action{Kind: Move, From: int8(from), To: int8(to)} }

// StackCard puts the top of slot from onto the equal-ranked top of slot to.
func StackCard(from, to int) Action { return Action{Kind: Stack, From: int8(from), To: int8(to)} }

// SpitReady says "spit": ready for both players to spit.
func SpitReady() Action { return Action{Kind: Spit} }

// SpitAlone spits alone onto the chosen centre pile (SP3).
func SpitAlone(side Side) Action { return Action{Kind: Spit, Side: side} }

// ClaimPile claims a centre pile in the SP5 race.
func ClaimPile(side Side) Action { return Action{Kind: Claim, Side: side} }

// ChoosePile takes a centre pile as the round winner (variation 3).
func ChoosePile(side Side) Action { return Action{Kind: Choose, Side: side} }

// FlipCard turns the face-down top card of slot pile (SP2 option).
func FlipCard(pile int) Action { return Action{Kind: Flip, From: int8(pile)} }

// String returns the record token, e.g. "play 3 L", "move 2 5", "spit".
func (a Action) String() string {
	switch a.Kind {
	case Play:
		return fmt.Sprintf("play %d %s", a.From, a.Side)
	case Move, Stack:
		return fmt.Sprintf("%s %d %d", a.Kind, a.From, a.To)
	case Spit:
		if a.Side == NoSide {
			return "spit"
		}
		return "spit " + a.Side.String()
	case Claim, Choose:
		return a.Kind.String() + " " + a.Side.String()
	case Flip:
		return fmt.Sprintf("flip %d", a.From)
	}
	return "none"
}

// ParseAction reads an action token as written by String. It is lenient
// about case and spacing and checks only the shape, not legality.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(strings.ToLower(s))
	bad := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("spit: bad action %q: %s", s, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	num := func(tok string, max int) (int8, bool) {
		n, err := strconv.Atoi(tok)
		if err != nil || n < 1 || n > max {
			return 0, false
		}
		return int8(n), true
	}
	side := func(tok string) (Side, bool) {
		sd, err := ParseSide(tok)
		return sd, err == nil
	}
	switch f[0] {
	case "play":
		if len(f) != 3 {
			return bad("want play PILE SIDE")
		}
		p, ok1 := num(f[1], MaxPiles)
		sd, ok2 := side(f[2])
		if !ok1 || !ok2 {
			return bad("want play PILE SIDE")
		}
		return Action{Kind: Play, From: p, Side: sd}, nil
	case "move", "stack":
		if len(f) != 3 {
			return bad("want " + f[0] + " FROM TO")
		}
		a, ok1 := num(f[1], MaxPiles)
		b, ok2 := num(f[2], MaxPiles)
		if !ok1 || !ok2 {
			return bad("want " + f[0] + " FROM TO")
		}
		k := Move
		if f[0] == "stack" {
			k = Stack
		}
		return Action{Kind: k, From: a, To: b}, nil
	case "spit":
		switch len(f) {
		case 1:
			return SpitReady(), nil
		case 2:
			if sd, ok := side(f[1]); ok {
				return SpitAlone(sd), nil
			}
		}
		return bad("want spit or spit SIDE")
	case "claim", "choose":
		if len(f) == 2 {
			if sd, ok := side(f[1]); ok {
				if f[0] == "claim" {
					return ClaimPile(sd), nil
				}
				return ChoosePile(sd), nil
			}
		}
		return bad("want " + f[0] + " SIDE")
	case "flip":
		if len(f) == 2 {
			if p, ok := num(f[1], MaxPiles); ok {
				return FlipCard(int(p)), nil
			}
		}
		return bad("want flip PILE")
	}
	return bad("unknown action")
}
