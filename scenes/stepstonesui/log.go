package stepstonesui

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/scenes/tricktable"
)

// bidWords says a pass or a declaration by the seat named who: "You
// pass", "Ann declares Win Tricks (Pick Trump), 9 High, ♣ Clubs trump".
func bidWords(who string, a stepstones.Action) string {
	you := who == SeatNames[0]
	switch {
	case a.Kind == stepstones.KindPass && you:
		return "You pass"
	case a.Kind == stepstones.KindPass:
		return who + " passes"
	case you:
		return "You declare " + bidName(a.Bid)
	}
	return who + " declares " + bidName(a.Bid)
}

// logEntry says e in the hand's log: the deal and who bids first, every
// pass and declaration, every trick.
func (t *Table) logEntry(e engine.Event) tricktable.LogEntry {
	switch d := e.Data.(type) {
	case stepstones.Dealt:
		first := t.Names[d.Forehand] + " bids first"
		if t.Names[d.Forehand] == SeatNames[0] {
			first = "You bid first"
		}
		return tricktable.LogEntry{Hand: d.Hand, Text: fmt.Sprintf("Hand %d: %s", d.Hand, first)}
	case stepstones.Action:
		if d.Kind != stepstones.KindPlay {
			return tricktable.LogEntry{Text: bidWords(t.Names[e.Seat], d)}
		}
	case stepstones.TrickWon:
		return tricktable.LogEntry{Trick: &tricktable.LoggedTrick{Number: d.Trick, Leader: d.Leader, Winner: d.Winner, Cards: d.Cards}}
	}
	return tricktable.LogEntry{}
}
