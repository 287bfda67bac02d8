package speedrun

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
	KindNone     Kind = iota
	KindTrump         // pick the trump suit or no trump
	KindRanking       // pick the card ranking
	KindBid           // bid a contract, Pass or Redo
	KindReveal        // reveal the bid contract (Contract Reveal variant)
	KindNoReveal      // keep it hidden
	KindPlay          // play a card
)

var kindNames = [...]string{"none", "trump", "rank", "bid", "reveal", "noreveal", "play"}

// String returns the kind's verb as used in action tokens.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Action is one move by one seat: a small comparable value. Only the field
// of its Kind is meaningful.
type Action struct {
	Kind    Kind          // what the action does
	Trump   trick.Trump   // KindTrump: the suit, or trick.NoTrump
	Ranking trick.Ranking // KindRanking: pattern and first-trick direction
	Bid     Bid           // KindBid: the bid
	Card    cards.Card    // KindPlay: the card
}

// ChooseTrump returns the action picking trump t (trick.NoTrump for none).
func ChooseTrump(t trick.Trump) Action { return Action{Kind: KindTrump, Trump: t} }

// ChooseRanking returns the action picking ranking r.
func ChooseRanking(r trick.Ranking) Action { return Action{Kind: KindRanking, Ranking: r} }

// PlaceBid returns the action bidding b.
func PlaceBid(b Bid) Action { return Action{Kind: KindBid, Bid: b} }

// Play returns the action playing card c.
func Play(c cards.Card) Action { return Action{Kind: KindPlay, Card: c} }

// Reveal and NoReveal are the two answers of the Contract Reveal variant.
var (
	Reveal   = Action{Kind: KindReveal}
	NoReveal = Action{Kind: KindNoReveal}
)

// rankingTokens writes a ranking in action tokens: "10high", "slalom 1high".
var rankingTokens = trick.RankingWords{TopHigh: "10high", OneHigh: "1high", Slalom: "slalom ", BellCurve: "bell "}

// String returns the action's record token (see ParseAction).
func (a Action) String() string {
	switch a.Kind {
	case KindTrump:
		return "trump " + a.Trump.String()
	case KindRanking:
		return "rank " + rankingTokens.Say(a.Ranking)
	case KindBid:
		return "bid " + a.Bid.String()
	case KindReveal:
		return "reveal"
	case KindNoReveal:
		return "noreveal"
	case KindPlay:
		return "play " + Deck.Format(a.Card)
	}
	return "none"
}

// ParseAction reads an action token, case-insensitively, with any spacing:
//
//	trump C|D|H|S|none
//	rank 10high|1high
//	rank slalom 10high|1high      (direction of trick 1)
//	rank bell 10high|1high        (direction of tricks 1-4)
//	bid win0|win1|win4|win5|win7|win9|least|middle|most
//	bid pass
//	bid redo <contract>           (the completed contract to redo)
//	reveal
//	noreveal
//	play <card>                   (C1..C10, D1.., H1.., S1..S10)
//
// It checks syntax only; whether the action is legal is Apply's business.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(strings.ToLower(s))
	bad := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("speedrun: bad action %q: %s", s, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	switch f[0] {
	case "trump":
		if len(f) != 2 {
			return bad("want trump C|D|H|S|none")
		}
		if f[1] == "none" {
			return ChooseTrump(trick.NoTrump), nil
		}
		st, err := cards.ParseSuit(f[1])
		if err != nil {
			return bad("want trump C|D|H|S|none")
		}
		return ChooseTrump(trick.TrumpOf(st)), nil
	case "rank":
		var r trick.Ranking
		rest := f[1:]
		if len(rest) == 2 {
			switch rest[0] {
			case "slalom":
				r.Pattern = trick.Slalom
			case "bell":
				r.Pattern = trick.BellCurve
			default:
				return bad("want rank [slalom|bell] 10high|1high")
			}
			rest = rest[1:]
		}
		if len(rest) != 1 {
			return bad("want rank [slalom|bell] 10high|1high")
		}
		switch rest[0] {
		case "10high":
			r.Start = trick.TopHigh
		case "1high":
			r.Start = trick.OneHigh
		default:
			return bad("want rank [slalom|bell] 10high|1high")
		}
		return ChooseRanking(r), nil
	case "bid":
		switch {
		case len(f) == 2 && f[1] == "pass":
			return PlaceBid(Bid{Kind: BidPass}), nil
		case len(f) == 3 && f[1] == "redo":
			c, err := ParseContract(f[2])
			if err != nil {
				return bad("unknown redo target")
			}
			return PlaceBid(Bid{Kind: BidRedo, Contract: c}), nil
		case len(f) == 2:
			c, err := ParseContract(f[1])
			if err != nil {
				return bad("unknown contract")
			}
			return PlaceBid(Bid{Contract: c}), nil
		}
		return bad("want bid <contract>|pass|redo <contract>")
	case "reveal", "noreveal":
		if len(f) != 1 {
			return bad("takes no argument")
		}
		if f[0] == "reveal" {
			return Reveal, nil
		}
		return NoReveal, nil
	case "play":
		if len(f) != 2 {
			return bad("want play <card>")
		}
		c, err := Deck.Parse(f[1])
		if err != nil {
			return bad("not a card of the 1-10 deck")
		}
		return Play(c), nil
	}
	return bad("unknown verb")
}
