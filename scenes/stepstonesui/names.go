// Package stepstonesui is Stepping Stones on screen: the table (built on
// scenes/tricktable), the bidding from the forehand with its
// announcements, the puddle, the end-of-hand summary, the scoresheet and
// Stepping Stones' part of the shared setup and final standings (Start,
// finalPart). Every rule comes from rules/stepstones; this package turns
// clicks and keys into its Actions and draws its Views.
package stepstonesui

import (
	"fmt"
	"image/color"

	"parlor/rules/cards"
	"parlor/rules/games"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
	"parlor/scenes"
)

// Entry is Stepping Stones' place on the main menu.
var Entry = scenes.GameEntry{
	Game:     games.SteppingStones.Entry(),
	Blurb:    "3 players · bid a contract from the scoresheet or pass · most game points wins",
	Rules:    RulesText,
	Pictures: pictures,
	Table:    Open,
	Say:      say,
	Names:    SeatNames[:],
	Final:    scenes.FinalOf(finalPart),
}

// SeatNames: G1 puts the local player at seat 0, at the bottom; seats run
// clockwise, so seat 1 sits on the left and seat 2 on the right.
var SeatNames = [stepstones.NumPlayers]string{"You", "West", "East"}

// suitSymbol is the printed pip of a suit, for short labels.
func suitSymbol(s cards.Suit) string {
	switch s {
	case cards.Clubs:
		return "♣"
	case cards.Diamonds:
		return "♦"
	case cards.Hearts:
		return "♥"
	}
	return "♠"
}

func trumpName(t trick.Trump) string {
	s, ok := t.Suit()
	if !ok {
		return "No trump"
	}
	return suitSymbol(s) + " " + s.Name()
}

func dirName(d trick.Direction) string {
	if d == trick.OneHigh {
		return "1 High"
	}
	return "9 High"
}

// rankingName says the bid's card ranking; Slalom names the first trick's.
func rankingName(b stepstones.Bid) string {
	if b.Contract == stepstones.WinSlalom {
		return "Slalom, " + dirName(b.Dir) + " first"
	}
	return dirName(b.Dir)
}

// bidName is the whole declaration as a player would say it.
func bidName(b stepstones.Bid) string {
	s := b.Contract.Name() + ", " + rankingName(b)
	if b.Contract.NeedsTrump() {
		s += ", " + trumpName(b.Trump) + " trump"
	}
	if b.Redo {
		s = "Redo: " + s
	}
	return s
}

// countNote says which tricks count for the declarer (SS4).
func countNote(c stepstones.Contract) string {
	switch {
	case c == stepstones.WinLast6:
		return "only tricks 7-12 count"
	case c.Lose():
		return "the declarer wants few tricks"
	}
	return "the declarer wants many tricks"
}

func seatList(seats []int, names []string) string {
	s := ""
	for i, seat := range seats {
		switch {
		case i == 0:
		case i == len(seats)-1:
			s += " and "
		default:
			s += ", "
		}
		s += names[seat]
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// tint returns opaque colour c at alpha a. color.RGBA is alpha-premultiplied,
// so the channels must be scaled too, or a "faint" colour draws bright.
func tint(c color.RGBA, a uint8) color.RGBA {
	k := uint32(a)
	return color.RGBA{uint8(uint32(c.R) * k / 255), uint8(uint32(c.G) * k / 255), uint8(uint32(c.B) * k / 255), a}
}

// say names a decision for the replay's analysis, to follow "You chose":
// "4♥", "to pass", "to declare Win 4 Tricks, 9 High".
func say(a any) string {
	act, ok := a.(stepstones.Action)
	if !ok {
		return fmt.Sprint(a)
	}
	switch act.Kind {
	case stepstones.KindPlay:
		return stepstones.Deck.Label(act.Card)
	case stepstones.KindPass:
		return "to pass"
	}
	return "to declare " + bidName(act.Bid)
}
