package spellcraft

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/rules/cards"
)

// Kind is what an Action does.
type Kind uint8

// The kinds of action. The zero Kind is no action.
const (
	KindNone     Kind = iota
	KindPass          // decline to exchange, or not knock
	KindExchange      // two cards out to the field, one in (SC8)
	KindBid           // bid 1-4 chips (SC6)
	KindTake          // take a field card, or draw the deck top (Card == None)
	KindKnock         // knock (SC9)
	KindTarget        // the black joker's holder picks a target (SC3)
	KindEnd           // "End game now" (SC12), accepted from any seat
)

// Action is one move by one seat: a small comparable value. Only the
// fields of its Kind are meaningful.
type Action struct {
	Kind Kind
	// Out holds an exchange's two cards, the lower byte first.
	Out [2]cards.Card
	// Card is the card taken: a field card, or cards.None for the deck top
	// (KindTake and KindExchange).
	Card cards.Card
	// N is a bid's chips or a target's seat.
	N int8
}

// The actions without arguments.
var (
	Pass  = Action{Kind: KindPass}
	Knock = Action{Kind: KindKnock}
	Draw  = Action{Kind: KindTake} // take the deck top
	End   = Action{Kind: KindEnd}
	// HiddenBid is a bid as the other seats see it before the bids are
	// shown (SC6, decision 5; see Know): that it is in, not its amount.
	// Apply refuses it, as it refuses any bid below 1.
	HiddenBid = Action{Kind: KindBid}
)

// Bid returns the action bidding n chips.
func Bid(n int) Action { return Action{Kind: KindBid, N: int8(clampInt8(n))} }

// Take returns the action taking field card c (cards.None: the deck top).
func Take(c cards.Card) Action { return Action{Kind: KindTake, Card: c} }

// Target returns the action aiming the black joker at seat.
func Target(seat int) Action { return Action{Kind: KindTarget, N: int8(clampInt8(seat))} }

// Exchange returns the action putting a and b on the field and taking in
// field card in (cards.None: the deck top).
func Exchange(a, b, in cards.Card) Action {
	if b < a {
		a, b = b, a
	}
	return Action{Kind: KindExchange, Out: [2]cards.Card{a, b}, Card: in}
}

func clampInt8(n int) int {
	if n < -128 {
		return -128
	}
	if n > 127 {
		return 127
	}
	return n
}

// String returns the action's record token (see ParseAction).
func (a Action) String() string {
	switch a.Kind {
	case KindPass:
		return "pass"
	case KindExchange:
		return "exchange " + a.Out[0].String() + " " + a.Out[1].String() + " " + source(a.Card)
	case KindBid:
		if a == HiddenBid {
			return "bid ?" // no amount, and ParseAction refuses it
		}
		return "bid " + strconv.Itoa(int(a.N))
	case KindTake:
		if a.Card == cards.None {
			return "draw"
		}
		return "take " + a.Card.String()
	case KindKnock:
		return "knock"
	case KindTarget:
		return "target " + strconv.Itoa(int(a.N))
	case KindEnd:
		return "end"
	}
	return "none"
}

func source(c cards.Card) string {
	if c == cards.None {
		return "deck"
	}
	return c.String()
}

// ParseAction reads an action token, case-insensitively, with any spacing:
//
//	pass                        no exchange, or no knock
//	exchange <card> <card> <card>|deck
//	bid 1|2|3|4
//	take <card>                 a field card
//	draw                        the deck top
//	knock
//	target <seat>               the black joker's target (SC3)
//	end                         end the game now (SC12)
//
// Cards are tokens like H10, SQ, CA, RJ, BJ. It checks syntax only;
// whether the action is legal is Apply's business.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(strings.ToLower(s))
	bad := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("spellcraft: bad action %q: %s", s, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	args := func(n int) bool { return len(f) == n+1 }
	card := func(tok string) (cards.Card, bool) {
		c, err := cards.Standard54.Parse(tok)
		return c, err == nil
	}
	switch f[0] {
	case "pass", "knock", "draw", "end":
		if !args(0) {
			return bad(f[0] + " takes no argument")
		}
		return map[string]Action{"pass": Pass, "knock": Knock, "draw": Draw, "end": End}[f[0]], nil
	case "bid", "target":
		if !args(1) {
			return bad("want " + f[0] + " <number>")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 99 {
			return bad("not a number: " + f[1])
		}
		if f[0] == "bid" {
			return Bid(n), nil
		}
		return Target(n), nil
	case "take":
		if !args(1) {
			return bad("want take <card>")
		}
		c, ok := card(f[1])
		if !ok {
			return bad("not a card: " + f[1])
		}
		return Take(c), nil
	case "exchange":
		if !args(3) {
			return bad("want exchange <card> <card> <card>|deck")
		}
		a, ok1 := card(f[1])
		b, ok2 := card(f[2])
		if !ok1 || !ok2 {
			return bad("not a card")
		}
		in := cards.None
		if f[3] != "deck" {
			c, ok := card(f[3])
			if !ok {
				return bad("not a card or deck: " + f[3])
			}
			in = c
		}
		return Exchange(a, b, in), nil
	}
	return bad("unknown verb")
}
