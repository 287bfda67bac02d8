package speedrunui

import (
	"fmt"

	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/scenes/tricktable"
)

// logEntry says e in the hand's log: the deal and who starts, the choice
// of trump and ranking, every contract placed (face down unless this
// screen sees it) and revealed, every trick.
func (t *Table) logEntry(e engine.Event) tricktable.LogEntry {
	switch d := e.Data.(type) {
	case speedrun.Dealt:
		start := t.Names[d.Start] + " starts"
		if t.Names[d.Start] == SeatNames[0] {
			start = "You start"
		}
		return tricktable.LogEntry{Hand: d.Hand, Text: fmt.Sprintf("Hand %d: %s", d.Hand, start)}
	case speedrun.Action:
		if d.Kind != speedrun.KindPlay {
			return tricktable.LogEntry{Text: describe(e.Seat, d, t.view, t.Names)}
		}
	case speedrun.TrickWon:
		return tricktable.LogEntry{Trick: &tricktable.LoggedTrick{Number: d.Trick, Leader: d.Leader, Winner: d.Winner, Cards: d.Cards}}
	}
	return tricktable.LogEntry{}
}
