package speedoh

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
	Flip        // the flip key: turn the top of one's draw pile onto one's flipped pile
	Hit         // the one key for Slap and Slash (SO2, D3)
	Give        // a winner's choice of who takes the piles (SO3, First Slap Wins)
)

var kindNames = [...]string{"none", "flip", "hit", "give"}

// String returns the kind's token.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Action is one press: a small value with a record token (String,
// ParseAction).
type Action struct {
	Kind Kind
	To   int8 // Give: the seat that takes the piles
}

// FlipCard is the flip key.
func FlipCard() Action { return Action{Kind: Flip} }

// HitKey is the slap/slash key (D3).
func HitKey() Action { return Action{Kind: Hit} }

// GiveTo gives the piles to seat (the winner's choice).
func GiveTo(seat int) Action { return Action{Kind: Give, To: int8(seat)} }

// String returns the record token: "flip", "hit", "give 2".
func (a Action) String() string {
	switch a.Kind {
	case Flip, Hit:
		return a.Kind.String()
	case Give:
		return fmt.Sprintf("give %d", a.To)
	}
	return "none"
}

// ParseAction reads an action token as written by String. It is lenient
// about case and spacing, reads "slap" and "slash" as "hit" (one key does
// both), and checks only the shape, not legality.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(strings.ToLower(s))
	bad := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("speedoh: bad action %q: %s", s, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	switch f[0] {
	case "flip":
		if len(f) == 1 {
			return FlipCard(), nil
		}
		return bad("want flip")
	case "hit", "slap", "slash":
		if len(f) == 1 {
			return HitKey(), nil
		}
		return bad("want hit")
	case "give":
		if len(f) == 2 {
			if n, err := strconv.Atoi(f[1]); err == nil && n >= 0 && n < MaxPlayers {
				return GiveTo(n), nil
			}
		}
		return bad(fmt.Sprintf("want give SEAT (0 to %d)", MaxPlayers-1))
	}
	return bad("unknown action (flip, hit, give SEAT)")
}
