// Package speedrunui is Speed Run on screen: the table (built on
// scenes/tricktable), the contract choices, the end-of-hand summary, the
// contract board and Speed Run's part of the shared setup and final
// standings (Start, finalPart). Every rule comes from
// rules/speedrun; this package turns clicks and keys into its Actions and
// draws its Views.
package speedrunui

import (
	"fmt"

	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/rules/trick"
)

// SeatNames: G1 puts the local player at seat 0, at the bottom; seats run
// clockwise, so seat 1 sits on the left and seat 2 on the right.
var SeatNames = [speedrun.NumPlayers]string{"You", "West", "East"}

func trumpName(t trick.Trump) string {
	if t == trick.NoTrump {
		return "No trump"
	}
	for _, s := range cards.Suits {
		if trick.TrumpOf(s) == t {
			return s.Name()
		}
	}
	return "?"
}

func dirName(d trick.Direction) string {
	if d == trick.TopHigh {
		return "10 High"
	}
	return "1 High"
}

func rankingName(r trick.Ranking) string {
	switch r.Pattern {
	case trick.Slalom:
		return "Slalom, " + dirName(r.Start) + " first"
	case trick.BellCurve:
		return "Bell Curve, " + dirName(r.Start) + " first"
	}
	return dirName(r.Start)
}

func bidName(b speedrun.Bid) string {
	switch b.Kind {
	case speedrun.BidPass:
		return "Pass"
	case speedrun.BidRedo:
		if b.Contract.Valid() {
			return "Redo: " + b.Contract.Name()
		}
		return "Redo"
	}
	return b.Contract.Name()
}

// actionLabel is the button text for a choice.
func actionLabel(a speedrun.Action) string {
	switch a.Kind {
	case speedrun.KindTrump:
		return trumpName(a.Trump)
	case speedrun.KindRanking:
		return rankingName(a.Ranking)
	case speedrun.KindBid:
		return bidName(a.Bid)
	case speedrun.KindReveal:
		return "Reveal (score x2)"
	case speedrun.KindNoReveal:
		return "Keep it hidden"
	case speedrun.KindPlay:
		return speedrun.Deck.Label(a.Card)
	}
	return a.String()
}

// describe says what a seat did, for the message line and the log; the
// person playing here is told "You", with the verb to agree.
func describe(seat int, a speedrun.Action, v speedrun.View, names []string) string {
	who := names[seat]
	you := who == SeatNames[0]
	switch a.Kind {
	case speedrun.KindTrump:
		if a.Trump == trick.NoTrump {
			return who + " chose: no trump"
		}
		return who + " chose trump: " + trumpName(a.Trump)
	case speedrun.KindRanking:
		return who + " chose the ranking: " + rankingName(a.Ranking)
	case speedrun.KindBid:
		return bidSays(you, a.Bid, who)
	case speedrun.KindReveal:
		verb := map[bool]string{true: "reveal", false: "reveals"}[you]
		if v.Bids[seat].Known {
			return fmt.Sprintf("%s %s %s: it scores double", who, verb, bidName(v.Bids[seat].Bid))
		}
		return who + " " + verb
	case speedrun.KindNoReveal:
		if you {
			return "You keep your contract hidden"
		}
		return who + " keeps the contract hidden"
	}
	return ""
}

// bidSays is a bid as the table tells it: face down, a Redo without its
// target, or (the person's, or any with every hand face up) in full.
func bidSays(mine bool, b speedrun.Bid, who string) string {
	switch {
	case mine:
		return "You bid " + bidName(b)
	case b.Kind == speedrun.BidFaceDown:
		return who + " has placed a contract face down"
	case b.Kind == speedrun.BidRedo && !b.Contract.Valid():
		return who + " plays a Redo card!"
	}
	return who + " bids " + bidName(b)
}

// say names a decision for the replay's analysis, to follow "You chose":
// "4♥", "trump Hearts", "the contract Win 4 Tricks", "to reveal it".
func say(a any) string {
	act, ok := a.(speedrun.Action)
	if !ok {
		return fmt.Sprint(a)
	}
	switch act.Kind {
	case speedrun.KindPlay:
		return speedrun.Deck.Label(act.Card)
	case speedrun.KindTrump:
		if act.Trump == trick.NoTrump {
			return "no trump"
		}
		return "trump " + trumpName(act.Trump)
	case speedrun.KindRanking:
		return "the ranking " + rankingName(act.Ranking)
	case speedrun.KindBid:
		return "the contract " + bidName(act.Bid)
	case speedrun.KindReveal:
		return "to reveal the contract"
	case speedrun.KindNoReveal:
		return "to keep the contract hidden"
	}
	return actionLabel(act)
}
