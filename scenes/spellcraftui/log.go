package spellcraftui

import (
	"fmt"
	"strings"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/scenes/tablelog"
)

// logLine is one thing that happened in a round, in words: a sentence for
// the round's log and, for a seat's own decision, a short phrase for that
// seat's panel ("took 7♥"), so every computer player's moves of the turn
// stay on the table, not only the latest message.
type logLine struct {
	round, turn int
	seat        int    // the seat the phrase belongs to; -1: the table
	text        string // the log's sentence ("" for a panel phrase only)
	short       string // the seat panel's phrase ("" for none)
}

// isYou reports whether seat is the person's, named "You": its sentences
// are said to them.
func isYou(seat int, names []string) bool {
	return seat >= 0 && seat < len(names) && names[seat] == SeatNames[0]
}

// subject is a seat's name with the verb agreeing: "You keep", "Ada keeps".
func subject(seat int, names []string, you, other string) string {
	if isYou(seat, names) {
		return "You " + you
	}
	return nameOf(seat, names) + " " + other
}

// inSentence is a subject placed after a semicolon: "you pick", "Ada picks".
func inSentence(s string) string {
	if rest, ok := strings.CutPrefix(s, "You "); ok {
		return "you " + rest
	}
	return s
}

// nameOf returns seat's name.
func nameOf(seat int, names []string) string {
	if seat < 0 || seat >= len(names) {
		return fmt.Sprintf("Player %d", seat+1)
	}
	return names[seat]
}

// label spells a card for the log: rank and suit symbol.
func label(c cards.Card) string {
	switch c {
	case cards.RedJoker:
		return "Red joker"
	case cards.BlackJoker:
		return "Black joker"
	}
	return c.Label()
}

func labels(cs []cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = label(c)
	}
	return strings.Join(out, " ")
}

// course follows a round's steps from the events the table is told, so a
// decision is put in words for the step it was made in: a pass is "no
// exchange" in the exchanges and "plays on" in the knocks, and a take
// after a knock is a last card. The events say it all: a deal starts turn
// 1 (no exchanges), a field lay-out starts the bids, the bids shown start
// the picks, one per seat in their order; after them the knocks ask every
// seat in the round once (not on turn 1), and the next turn's exchanges
// follow.
type course struct {
	round, turn int
	phase       spellcraft.Phase
	in          int // seats in the round
	left        int // picks or knock answers still to come
}

// see follows event e and returns the course it happened in: for an
// action, the step it was made in.
func (c *course) see(e engine.Event) course {
	switch d := e.Data.(type) {
	case spellcraft.Dealt:
		*c = course{round: d.Round, turn: 1, phase: spellcraft.PhaseBid, in: d.In.Len()}
	case spellcraft.FieldLaid:
		c.round, c.turn, c.phase = d.Round, d.Turn, spellcraft.PhaseBid
	case spellcraft.BidsShown:
		c.phase, c.left = spellcraft.PhasePick, len(d.Order)
	case spellcraft.ShowdownShown:
		c.phase = spellcraft.PhaseBlackJoker
	case spellcraft.GameOver:
		c.phase = spellcraft.PhaseOver
	case spellcraft.Action:
		c.before(d)
		at := *c
		c.after(d)
		return at
	}
	return *c
}

// before settles what action a says of the step it is made in.
func (c *course) before(a spellcraft.Action) {
	switch a.Kind {
	case spellcraft.KindExchange:
		c.phase = spellcraft.PhaseExchange
	case spellcraft.KindBid:
		c.phase = spellcraft.PhaseBid
	case spellcraft.KindTarget:
		c.phase = spellcraft.PhaseBlackJoker
	case spellcraft.KindPass, spellcraft.KindKnock:
		if c.phase == spellcraft.PhasePick {
			c.picked() // the picks ended early: nothing was left to take
		}
	}
}

// after follows action a to the next step.
func (c *course) after(a spellcraft.Action) {
	switch {
	case a.Kind == spellcraft.KindTake && c.phase == spellcraft.PhasePick:
		if c.left--; c.left <= 0 {
			c.picked()
		}
	case a.Kind == spellcraft.KindPass && c.phase == spellcraft.PhaseKnock:
		if c.left--; c.left <= 0 {
			c.turn, c.phase = c.turn+1, spellcraft.PhaseExchange
		}
	case a.Kind == spellcraft.KindKnock:
		c.phase = spellcraft.PhaseKnockTake
	}
}

// picked ends the picks: the knocks follow, or on turn 1 the next turn.
func (c *course) picked() {
	if c.turn == 1 {
		c.turn, c.phase = 2, spellcraft.PhaseExchange
		return
	}
	c.phase, c.left = spellcraft.PhaseKnock, c.in
}

// linesOf says what event e means; at is the course it happened in.
func linesOf(e engine.Event, at course, names []string) []logLine {
	switch d := e.Data.(type) {
	case spellcraft.Action:
		if l, ok := actionLine(e.Seat, d, at.phase, names); ok {
			l.round, l.turn = at.round, at.turn
			return []logLine{l}
		}
	case spellcraft.Dealt:
		return []logLine{{round: d.Round, turn: 1, seat: -1,
			text: fmt.Sprintf("Round %d: %s five cards to each of %d players", d.Round, subject(d.Dealer, names, "deal", "deals"), d.In.Len())}}
	case spellcraft.FieldLaid:
		return []logLine{{round: d.Round, turn: d.Turn, seat: -1,
			text: "The field gets " + labels(d.Cards)}}
	case spellcraft.BidsShown:
		var parts []string
		out := []logLine{}
		for _, seat := range d.Order {
			if d.Bids[seat] > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", nameOf(seat, names), d.Bids[seat]))
				out = append(out, logLine{round: d.Round, turn: d.Turn, seat: seat, short: fmt.Sprintf("bid %d", d.Bids[seat])})
			} else {
				parts = append(parts, nameOf(seat, names)+" all-in")
				out = append(out, logLine{round: d.Round, turn: d.Turn, seat: seat, short: "all-in, no bid"})
			}
		}
		text := "Bids: " + strings.Join(parts, ", ")
		if d.High >= 0 {
			text += "; " + inSentence(subject(d.High, names, "pick", "picks")) + " first"
		}
		text += fmt.Sprintf(" (stakes %d)", d.Stakes)
		return append([]logLine{{round: d.Round, turn: d.Turn, seat: -1, text: text}}, out...)
	case spellcraft.ShowdownShown:
		r := d.Result
		text := "Showdown: every hand is shown"
		if r.BlackJoker >= 0 {
			text += "; " + inSentence(subject(r.BlackJoker, names, "hold", "holds")) + " the black joker"
		}
		return []logLine{{round: r.Round, turn: r.Turn, seat: -1, text: text}}
	case spellcraft.ShowdownScored:
		r := d.Result
		var who []string
		for _, s := range r.BestSeats() {
			who = append(who, nameOf(s, names))
		}
		text := fmt.Sprintf("Showdown: %s share the best hand and take %d chips each", strings.Join(who, " and "), r.Prize)
		if len(who) == 1 {
			best := r.BestSeats()[0]
			text = fmt.Sprintf("Showdown: %s the best hand and %s %d chips", subject(best, names, "have", "has"),
				map[bool]string{true: "win", false: "wins"}[isYou(best, names)], r.Prize)
		}
		return []logLine{{round: r.Round, turn: r.Turn, seat: -1, text: text}}
	}
	return nil
}

// actionLine is a seat's decision in words, made in phase. A bid placed
// face down stays secret until the bids show (SC6): its line says only
// that it is in; a bid this screen sees says its chips.
func actionLine(seat int, a spellcraft.Action, phase spellcraft.Phase, names []string) (logLine, bool) {
	l := logLine{seat: seat}
	you := isYou(seat, names)
	switch a.Kind {
	case spellcraft.KindPass:
		if phase == spellcraft.PhaseExchange {
			l.text, l.short = subject(seat, names, "do not exchange", "does not exchange"), "no exchange"
		} else {
			l.text, l.short = subject(seat, names, "play on", "plays on"), "played on"
		}
	case spellcraft.KindExchange:
		in := label(a.Card)
		if a.Card == cards.None {
			in = "a card from the deck"
		}
		l.text = fmt.Sprintf("%s %s and %s on the field and %s %s", subject(seat, names, "put", "puts"), label(a.Out[0]), label(a.Out[1]),
			map[bool]string{true: "take", false: "takes"}[you], in)
		short := in
		if a.Card == cards.None {
			short = "a deck card"
		}
		l.short = fmt.Sprintf("swapped %s %s for %s", label(a.Out[0]), label(a.Out[1]), short)
	case spellcraft.KindBid:
		switch {
		case a == spellcraft.HiddenBid:
			l.text = subject(seat, names, "have bid", "has bid")
		case you:
			l.text = fmt.Sprintf("You bid %d", a.N)
		default:
			l.text = subject(seat, names, fmt.Sprintf("bid %d", a.N), fmt.Sprintf("bids %d", a.N))
		}
	case spellcraft.KindTake:
		after := ""
		if phase == spellcraft.PhaseKnockTake {
			after = " after the knock"
		}
		if a.Card == cards.None {
			l.text, l.short = subject(seat, names, "draw", "draws")+" from the deck"+after, "drew from the deck"
		} else {
			l.text, l.short = subject(seat, names, "take", "takes")+" "+label(a.Card)+after, "took "+label(a.Card)
		}
	case spellcraft.KindKnock:
		l.text, l.short = subject(seat, names, "knock!", "knocks!"), "KNOCKED"
	case spellcraft.KindTarget:
		l.text = fmt.Sprintf("%s the black joker at %s", subject(seat, names, "aim", "aims"), nameOf(int(a.N), names))
		l.short = "black joker at " + nameOf(int(a.N), names)
	case spellcraft.KindEnd:
		l.seat, l.text = -1, "The game was ended early"
	default:
		return l, false
	}
	return l, true
}

// roundLog is the log of the round the events evs end in, and the course
// after them: a table opened on a game in progress (Continue, undo, a jump
// in a replay) reads the events so far as a table shows them one by one.
func roundLog(evs []engine.Event, names []string) ([]logLine, course) {
	var c course
	var out []logLine
	for _, e := range evs {
		if _, deal := e.Data.(spellcraft.Dealt); deal {
			out = nil // the round's log starts at its deal
		}
		out = append(out, linesOf(e, c.see(e), names)...)
	}
	return out, c
}

// newLogPanel is the round's full log on the tables' log overlay
// (scenes/tablelog): L, the Log button, Esc or a click closes it; the
// arrows and the wheel scroll. A heading for the deal and for each turn,
// the table's news in bold, the players' decisions under them.
func newLogPanel(ctx *game.Context, round int, ls []logLine) *tablelog.Panel {
	p := tablelog.New(ctx, "spellcraft-log", fmt.Sprintf("Round %d so far", round))
	turn := 0
	for i, l := range ls {
		if l.text == "" {
			continue
		}
		if i == 0 && l.seat < 0 && l.turn == 1 {
			p.Heading(l.text) // the deal
			continue
		}
		if l.turn != turn {
			turn = l.turn
			p.Heading(fmt.Sprintf("Turn %d", turn))
		}
		p.Add(l.text, l.seat < 0)
	}
	return p.Open("Nothing has happened yet this round.") // the latest lines first
}
