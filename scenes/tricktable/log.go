package tricktable

import (
	"fmt"
	"strings"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/scenes/tablelog"
)

// LogEntry is what one of a game's events says in the hand's log (L):
// the log is written here once for both trick games, each game putting
// its own events in words.
type LogEntry struct {
	Hand  int          // a deal: the hand it starts (1-based), Text its heading; 0 otherwise
	Text  string       // a sentence: a choice, a bid, a pass ("" for none)
	Trick *LoggedTrick // a trick won
}

// LoggedTrick is a finished trick: its number in the hand (1-based), who
// led, its cards in play order and who won it.
type LoggedTrick struct {
	Number, Leader, Winner int
	Cards                  []cards.Card
}

// LogName is the scene name of a trick table's log.
const LogName = "trick-log"

// Log returns the log of hand (1-based) as far as the table has shown it:
// its deal, every choice, bid and pass the table has told, and every
// trick it has shown won, read from the session's events through say.
// The session tells this screen only what its seats may know, so a bid
// face down stays face down here too.
func (f *Flow[E]) Log(hand int, say func(engine.Event) LogEntry) *tablelog.Panel {
	p := tablelog.New(f.Ctx, LogName, fmt.Sprintf("Hand %d so far", hand))
	shown := f.Tbl.TricksShown()
	in := false
	for _, e := range f.S.Events()[:f.Seen] {
		l := say(e)
		switch {
		case l.Hand > 0:
			if in = l.Hand == hand; in {
				p.Heading(l.Text)
			}
		case !in:
		case l.Trick != nil && l.Trick.Number <= shown:
			p.Add(f.trickWords(*l.Trick), false)
		case l.Trick == nil && l.Text != "":
			p.Add(l.Text, false)
		}
	}
	return p.Open("Nothing has happened yet this hand.")
}

// trickWords says a trick: "Trick 3: East led 7♥, You played 9♥, West
// played 2♣. East won it."
func (f *Flow[E]) trickWords(tr LoggedTrick) string {
	parts := make([]string, len(tr.Cards))
	for i, c := range tr.Cards {
		verb := " played "
		if i == 0 {
			verb = " led "
		}
		parts[i] = f.name((tr.Leader+i)%Seats) + verb + f.Tbl.CardWords(c)
	}
	return fmt.Sprintf("Trick %d: %s. %s won it.", tr.Number, strings.Join(parts, ", "), f.name(tr.Winner))
}

func (f *Flow[E]) name(seat int) string {
	if seat >= 0 && seat < len(f.Names) {
		return f.Names[seat]
	}
	return "?"
}

// TrickInView is the number in the hand (1-based) of the trick on the
// table until it is gathered, then of the next one to be led.
func (t *Table) TrickInView() int {
	n := 1
	for _, p := range t.piles {
		n += len(p)
	}
	return n
}

// TricksShown is how many of this hand's tricks the table has shown won:
// those gathered and the one whose winner is named.
func (t *Table) TricksShown() int {
	if t.won >= 0 {
		return t.TrickInView()
	}
	return t.TrickInView() - 1
}
