package spellcraftui

import (
	"image/color"
	"slices"
	"strings"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// tools are the table's own buttons: the round's log, a hint and undo. They
// sit in the bottom-left corner, left of the widest hand and under the
// seats, and never move, so a person can find them without looking. A
// table nobody here plays (a replay) has the log alone.
type tools struct {
	log, hint, undo widget.Button
	person          bool // Hint and Undo are offered: a person plays here
	hover           *widget.Button
}

const toolY, toolW, toolH, toolGap = 630.0, 66.0, 34.0, 8.0

func newTools(person bool) tools {
	b := func(i int, label string) widget.Button {
		return widget.Button{Label: label, X: 16 + float64(i)*(toolW+toolGap), Y: toolY, W: toolW, H: toolH}
	}
	return tools{log: b(0, "Log"), hint: b(1, "Hint"), undo: b(2, "Undo"), person: person}
}

func (ts *tools) all() []*widget.Button {
	if !ts.person {
		return []*widget.Button{&ts.log}
	}
	return []*widget.Button{&ts.log, &ts.hint, &ts.undo}
}

// settled reports whether no button's glow is still easing.
func (ts *tools) settled() bool {
	for _, b := range ts.all() {
		if !b.Settled(b == ts.hover) {
			return false
		}
	}
	return true
}

// shownHint is the adviser's suggestion on screen until the person acts.
type shownHint struct {
	a   spellcraft.Action
	why string
}

// hintColour marks the suggested choice apart from the gold focus.
var hintColour = color.RGBA{120, 205, 255, 255}

// toolInput handles the Log, Hint and Undo keys and buttons. It reports
// whether it opened or replaced something, in which case the table does
// nothing else this frame. Hint and Undo are the person's alone.
func (t *Table) toolInput(ctx *game.Context) bool {
	in := ctx.In
	mx, my := in.Cursor()
	t.tools.hover = nil
	for _, b := range t.tools.all() {
		if b.Contains(mx, my) {
			t.tools.hover = b
		}
		b.Update(b == t.tools.hover, ctx.Dt())
	}
	t.tools.hint.Disabled = !t.canHint()
	t.tools.undo.Disabled = !t.s.CanUndo()
	click := func(b *widget.Button) bool { return in.Clicked() && b.Contains(mx, my) }
	switch {
	case in.Pressed(input.Menu, input.Log) || click(&t.tools.log):
		round := t.logRound
		if round == 0 { // the first deal has not shown yet
			round = t.view.Round
		}
		ctx.Push(newLogPanel(ctx, round, t.log))
		return true
	case !t.tools.person:
	case in.Pressed(input.Menu, input.Undo) || click(&t.tools.undo):
		return t.undo()
	case in.Pressed(input.Menu, input.Hint) || click(&t.tools.hint):
		t.askHint()
	}
	return false
}

// canHint reports whether a hint can be asked for: the person must
// decide, the table has shown everything and no hint is on its way.
func (t *Table) canHint() bool {
	return t.myTurn() && !t.ev.Pending() && t.hint == nil && t.s.CanHint()
}

// askHint starts the adviser's search (counted in the record and saved at
// once); pollHint shows its answer.
func (t *Table) askHint() {
	switch {
	case t.s.HintBusy():
		return
	case t.hint != nil:
		t.say("The hint is shown: " + t.hint.why)
		return
	case !t.canHint():
		t.say("A hint is for your own turn, once the table is still")
		t.ctx.Play("error")
		return
	}
	t.s.AskHint()
	t.ctx.Play("tick")
}

// pollHint takes the hint once it is ready.
func (t *Table) pollHint() {
	h, ok := t.s.PollHint()
	if !ok {
		return
	}
	a, isAction := h.Best.(spellcraft.Action)
	switch {
	case h.Err != nil:
		t.say("No hint here: " + engine.Explain(h.Err))
		return
	case !isAction:
		t.say("No hint this time")
		return
	}
	t.hint = &shownHint{a: a, why: h.Why}
	t.msgTicks = 0 // the hint takes the message's place
	if t.turn.exchanging && a.Kind != spellcraft.KindExchange {
		t.turn.exchanging, t.turn.selected, t.turn.key = false, nil, "" // rebuilt, focused on the hint
	}
	t.turn.focusHint(t) // Enter takes the hint
}

// dropHint forgets the hint and any search for one.
func (t *Table) dropHint() {
	t.hint = nil
	t.s.CancelHint()
}

// undo takes back the person's last decision: the table opened on the game
// as it was before it replaces this one, laid out at once, its guided
// first game going on; the computer players decide afresh.
func (t *Table) undo() bool {
	next, why := scenes.TakeBack(t.ctx, t.app, t.s)
	if why != "" {
		t.say(why)
		t.ctx.Play("error")
		return false
	}
	t.leaving = true
	if nt, ok := next.(*Table); ok {
		nt.StartGuide(t.ctx)
		nt.ResumeFrom(&t.Host) // the guided game goes on
	}
	return true
}

// hintCards are the cards the hint suggests, and whether the deck is one.
func hintCards(a spellcraft.Action) (cs []cards.Card, deck bool) {
	switch a.Kind {
	case spellcraft.KindExchange:
		cs = []cards.Card{a.Out[0], a.Out[1]}
		fallthrough
	case spellcraft.KindTake:
		if a.Card == cards.None {
			return cs, true
		}
		cs = append(cs, a.Card)
	}
	return cs, false
}

// drawHint rims the suggested button and cards and shows why, by the hand.
func (t *Table) drawHint(c *widget.Canvas) {
	h := t.hint
	for _, it := range t.turn.rows[rowButtons] {
		if it.takes(h.a) {
			b := it.btn
			c.RoundOutline(b.X-4, b.Y-4, b.W+8, b.H+8, 12, 3, hintColour)
		}
	}
	cs, deck := hintCards(h.a)
	for _, cd := range cs {
		s := t.cards.sprite(cd)
		if s.Hidden {
			continue
		}
		x, y := s.Pos()
		k := s.Target().Scale
		w, hh := assets.CardW*k, assets.CardH*k
		left, right := x-w/2, x+w/2
		// A hand card is covered by the next one: rim only what shows, so
		// the rim is not read as the neighbour's.
		if i := slices.Index(t.cards.hand, cd); i >= 0 && i+1 < len(t.cards.hand) {
			nx, _ := t.cards.sprite(t.cards.hand[i+1]).Pos()
			right = min(right, nx-w/2)
		}
		c.RoundOutline(left-4, y-hh/2-4, right-left+8, hh+8, 9, 3, hintColour)
	}
	if deck {
		c.RoundOutline(deckX-37, deckY-49, 74, 98, 10, 3, hintColour)
	}
	if t.msgTicks == 0 { // a message takes the hint's place a while
		drawNote(c, "Hint: "+h.why, hintColour, t.cards.zone().note)
	}
}

// drawNote draws a message or the hint in the slot of the choices' band
// whose top is top (cardTable.zone): on a dark box, in at most two lines,
// a long one in smaller type and cut at two lines, so it never reaches
// the hand, a raised card or the seats' panels.
func drawNote(c *widget.Canvas, s string, clr color.RGBA, top float64) {
	size, step, width := 16.0, 20.0, 760.0
	lines := c.Wrap(s, size, false, width)
	if len(lines) > 2 {
		size, step, width = 14, 17, 790
		lines = c.Wrap(s, size, false, width)
	}
	if len(lines) > 2 {
		lines = lines[:2]
		lines[1] = strings.TrimRight(lines[1], " .,;:") + "..."
	}
	w := 0.0
	for _, l := range lines {
		w = max(w, c.TextWidth(l, size, false)+32)
	}
	c.RoundRect(widget.ScreenW/2-w/2, top, w, 6+step*float64(len(lines)), 10, color.RGBA{0, 0, 0, uint8(int(clr.A) * 210 / 255)})
	for i, l := range lines {
		c.Text(l, size, false, widget.ScreenW/2, top+3+step*float64(i), clr, widget.AlignCenter)
	}
}

// Still implements game.Still: nothing moves, nothing is queued, no
// other seat is to move (a computer thinking, a record playing), no hint
// is being searched and no message is fading, so the shell may stop
// drawing until input comes.
func (t *Table) Still() bool {
	if t.leaving || t.fast || t.instant || t.ev.Pending() || t.cards.busy() || t.msgTicks > 0 || t.s.HintBusy() ||
		!t.tools.settled() || !t.Guide().Still() {
		return false
	}
	if slices.ContainsFunc(t.view.ToMove, func(s int) bool { return !t.s.Plays().Has(s) }) {
		return false
	}
	for r := range t.turn.rows {
		for i, it := range t.turn.rows[r] {
			if it.btn != nil && !it.btn.Settled(r == t.turn.row && i == t.turn.col) {
				return false
			}
		}
	}
	return true
}
