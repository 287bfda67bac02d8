package spellcraftui

import (
	"fmt"
	"image/color"
	"strings"

	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/scenes/widget"
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

// subject is a seat's name with the verb agreeing: "You keep", "Ada keeps".
func subject(seat int, you, other string) string {
	if seat == 0 {
		return "You " + you
	}
	return SeatNames[seat] + " " + other
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

// linesOf says what event e means. For an act event, phase, round and turn
// are the game's before the action: a pass is "no exchange" in the
// exchange and "plays on" in the knocks, and only the phase tells.
func linesOf(e engine.Event, phase spellcraft.Phase, round, turn int) []logLine {
	switch d := e.Data.(type) {
	case spellcraft.Action:
		if l, ok := actionLine(e.Seat, d, phase); ok {
			l.round, l.turn = round, turn
			return []logLine{l}
		}
	case spellcraft.Dealt:
		in := 0
		for _, h := range d.Hands {
			if h != 0 {
				in++
			}
		}
		return []logLine{{round: d.Round, turn: 1, seat: -1,
			text: fmt.Sprintf("Round %d: %s deals five cards to each of %d players", d.Round, SeatNames[d.Dealer], in)}}
	case spellcraft.FieldLaid:
		return []logLine{{round: d.Round, turn: d.Turn, seat: -1,
			text: "The field gets " + labels(d.Cards)}}
	case spellcraft.BidsShown:
		var parts []string
		out := []logLine{}
		for _, seat := range d.Order {
			if d.Bids[seat] > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", SeatNames[seat], d.Bids[seat]))
				out = append(out, logLine{round: d.Round, turn: d.Turn, seat: seat, short: fmt.Sprintf("bid %d", d.Bids[seat])})
			} else {
				parts = append(parts, SeatNames[seat]+" all-in")
				out = append(out, logLine{round: d.Round, turn: d.Turn, seat: seat, short: "all-in, no bid"})
			}
		}
		text := "Bids: " + strings.Join(parts, ", ")
		if d.High >= 0 {
			text += "; " + subject(d.High, "pick", "picks") + " first"
		}
		text += fmt.Sprintf(" (stakes %d)", d.Stakes)
		return append([]logLine{{round: d.Round, turn: d.Turn, seat: -1, text: text}}, out...)
	case spellcraft.ShowdownScored:
		r := d.Result
		var names []string
		for _, s := range r.BestSeats() {
			names = append(names, SeatNames[s])
		}
		text := fmt.Sprintf("Showdown: %s share the best hand and take %d chips each", strings.Join(names, " and "), r.Prize)
		if len(names) == 1 {
			text = fmt.Sprintf("Showdown: %s the best hand and %s %d chips", subject(r.BestSeats()[0], "have", "has"), wins(r.BestSeats()[0]), r.Prize)
		}
		return []logLine{{round: r.Round, turn: r.Turn, seat: -1, text: text}}
	}
	return nil
}

func wins(seat int) string {
	if seat == 0 {
		return "win"
	}
	return "wins"
}

// actionLine is a seat's decision in words. A computer player's bid stays
// secret until the bids show (SC6): its line says only that it bid.
func actionLine(seat int, a spellcraft.Action, phase spellcraft.Phase) (logLine, bool) {
	l := logLine{seat: seat}
	switch a.Kind {
	case spellcraft.KindPass:
		if phase == spellcraft.PhaseExchange {
			l.text, l.short = subject(seat, "do not exchange", "does not exchange"), "no exchange"
		} else {
			l.text, l.short = subject(seat, "play on", "plays on"), "played on"
		}
	case spellcraft.KindExchange:
		in := label(a.Card)
		if a.Card == cards.None {
			in = "a card from the deck"
		}
		l.text = fmt.Sprintf("%s %s and %s on the field and %s %s", subject(seat, "put", "puts"), label(a.Out[0]), label(a.Out[1]),
			map[bool]string{true: "take", false: "takes"}[seat == 0], in)
		short := in
		if a.Card == cards.None {
			short = "a deck card"
		}
		l.short = fmt.Sprintf("swapped %s %s for %s", label(a.Out[0]), label(a.Out[1]), short)
	case spellcraft.KindBid:
		if seat == 0 {
			l.text = fmt.Sprintf("You bid %d", a.N)
		} else {
			l.text = SeatNames[seat] + " has bid"
		}
	case spellcraft.KindTake:
		after := ""
		if phase == spellcraft.PhaseKnockTake {
			after = " after the knock"
		}
		if a.Card == cards.None {
			l.text, l.short = subject(seat, "draw", "draws")+" from the deck"+after, "drew from the deck"
		} else {
			l.text, l.short = subject(seat, "take", "takes")+" "+label(a.Card)+after, "took "+label(a.Card)
		}
	case spellcraft.KindKnock:
		l.text, l.short = subject(seat, "knock!", "knocks!"), "KNOCKED"
	case spellcraft.KindTarget:
		l.text = fmt.Sprintf("%s the black joker at %s", subject(seat, "aim", "aims"), SeatNames[a.N])
		l.short = "black joker at " + SeatNames[a.N]
	case spellcraft.KindEnd:
		l.seat, l.text = -1, "The game was ended early"
	default:
		return l, false
	}
	return l, true
}

// replayLog is the log of g's current round, for a table opened on a game
// in progress (Continue, undo): a fresh game from the record's header
// follows the actions, so each one's phase is known.
func replayLog(g *spellcraft.State) []logLine {
	shadow, err := spellcraft.Open(g.Record().Header)
	if err != nil {
		return nil
	}
	var out []logLine
	for _, e := range g.Events() {
		var ls []logLine
		if a, ok := e.Data.(spellcraft.Action); ok {
			ls = linesOf(e, shadow.Phase(), shadow.Round(), shadow.Turn())
			if shadow.Apply(e.Seat, a) != nil {
				return out // a record the engine refuses: the log stops there
			}
		} else {
			ls = linesOf(e, 0, 0, 0)
		}
		for _, l := range ls {
			if _, deal := e.Data.(spellcraft.Dealt); deal {
				out = nil // the round's log starts at its deal
			}
			out = append(out, l)
		}
	}
	return out
}

// logPanel is the round's full log, opaque above the table: L, the Log
// button, Esc or a click closes it; the arrows and the wheel scroll.
type logPanel struct {
	ctx    *game.Context
	title  string
	lines  []panelLine
	scroll int // first line shown
}

// panelLine is one drawn line: a heading (the deal, a turn), the table's
// news (the field, the bids, the showdown) or a player's decision.
type panelLine struct {
	text   string
	indent float64
	bold   bool
	clr    color.RGBA
}

const (
	logX, logY, logW, logH = 170.0, 40.0, 940.0, 640.0
	logRow                 = 24.0
	logRows                = 22
)

func newLogPanel(ctx *game.Context, round int, ls []logLine) *logPanel {
	p := &logPanel{ctx: ctx, title: fmt.Sprintf("Round %d so far", round)}
	mc := widget.Canvas{Scale: 1, Fonts: ctx.Assets}
	add := func(text string, indent float64, bold bool, clr color.RGBA) {
		for i, w := range mc.Wrap(text, 18, bold, logW-100-indent) {
			p.lines = append(p.lines, panelLine{text: w, indent: indent + float64(min(i, 1))*24, bold: bold, clr: clr})
		}
	}
	turn := 0
	for i, l := range ls {
		if l.text == "" {
			continue
		}
		if i == 0 && l.seat < 0 && l.turn == 1 {
			add(l.text, 0, true, widget.Gold) // the deal
			continue
		}
		if l.turn != turn {
			turn = l.turn
			add(fmt.Sprintf("Turn %d", turn), 0, true, widget.Gold)
		}
		if l.seat < 0 {
			add(l.text, 24, true, widget.Cream)
		} else {
			add(l.text, 24, false, widget.Cream)
		}
	}
	if len(p.lines) == 0 {
		add("Nothing has happened yet this round.", 0, false, widget.Muted)
	}
	p.scroll = max(0, len(p.lines)-logRows) // the latest lines first
	return p
}

// Name implements game.Named.
func (p *logPanel) Name() string { return "spellcraft-log" }

// IsOverlay implements game.Overlay.
func (p *logPanel) IsOverlay() bool { return true }

// Still implements game.Still: the panel only changes on input.
func (p *logPanel) Still() bool { return true }

// Update implements game.Scene.
func (p *logPanel) Update(ctx *game.Context) error {
	in := ctx.In
	switch {
	case in.Pressed(input.Menu, input.Log), in.Pressed(input.Menu, input.Back),
		in.Pressed(input.Menu, input.Confirm), in.Clicked():
		ctx.Pop()
		return nil
	case in.Repeated(input.Menu, input.Up) || in.WheelY() > 0:
		p.scroll--
	case in.Repeated(input.Menu, input.Down) || in.WheelY() < 0:
		p.scroll++
	}
	p.scroll = min(max(0, p.scroll), max(0, len(p.lines)-logRows))
	return nil
}

// Draw implements game.Scene.
func (p *logPanel) Draw(c *widget.Canvas) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(logX, logY, logW, logH, 18, widget.Panel)
	c.RoundOutline(logX, logY, logW, logH, 18, 2, widget.Gold)
	c.Text(p.title, 26, true, widget.ScreenW/2, logY+12, widget.Cream, widget.AlignCenter)
	for i := p.scroll; i < min(len(p.lines), p.scroll+logRows); i++ {
		l := p.lines[i]
		c.Text(l.text, 18, l.bold, logX+40+l.indent, logY+56+float64(i-p.scroll)*logRow, l.clr, widget.AlignLeft)
	}
	if len(p.lines) > logRows {
		c.Text(fmt.Sprintf("Lines %d-%d of %d", p.scroll+1, min(len(p.lines), p.scroll+logRows), len(p.lines)), 14, false,
			logX+logW-30, logY+20, widget.Muted, widget.AlignRight)
	}
	km := p.ctx.Settings.Keys[input.Menu]
	c.Text("Up/Down scroll  ·  "+km.Hint(input.Log)+" or "+km.Hint(input.Back)+" close", 15, false,
		widget.ScreenW/2, logY+logH-28, widget.Muted, widget.AlignCenter)
}
