package spellcraftui

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/spellcraft"
	"parlor/scenes/widget"
)

var chipRed = color.RGBA{196, 52, 48, 255}

// SetSeatNotes implements scenes.SeatNoted: what being online adds about
// a seat (its person away) is written in the seat's panel.
func (t *Table) SetSeatNotes(note func(seat int) string) { t.notes = note }

// seatNote is what seat's panel says of its person away, "" when nothing.
func (t *Table) seatNote(seat int) string {
	if t.notes == nil {
		return ""
	}
	return t.notes(seat)
}

// Draw implements game.Scene.
func (t *Table) Draw(c *widget.Canvas) {
	t.drawBanner(c)
	for seat := range t.cfg.Players {
		if seat != t.me {
			t.drawSeat(c, seat)
		}
	}
	t.drawCentre(c)
	t.drawBacks(c)
	t.cards.draw(c, t.ctx.Art)
	t.drawTrump(c)
	t.drawMe(c)
	z := t.cards.zone()
	if len(t.turn.rows[rowButtons]) > 0 || t.turn.prompt != "" {
		if t.myTurn() && !t.ev.Pending() {
			c.Text(t.turn.prompt, 19, true, widget.ScreenW/2, z.prompt, widget.Gold, widget.AlignCenter)
			for i, it := range t.turn.rows[rowButtons] {
				it.btn.Draw(c, t.turn.row == rowButtons && t.turn.col == i)
			}
		}
	}
	if t.hint != nil && t.myTurn() && !t.ev.Pending() {
		t.drawHint(c)
	} else if t.s.HintBusy() && t.msgTicks == 0 {
		drawNote(c, session.Seeking, hintColour, z.note)
	}
	if t.msgTicks > 0 {
		cl := widget.Cream
		cl.A = uint8(255 * min(1, float64(t.msgTicks)/30))
		drawNote(c, t.msg, cl, z.note)
	}
	for _, b := range t.tools.all() {
		b.Draw(c, b == t.tools.hover && !b.Disabled)
	}
	y := 674.0
	if t.s.Watching() { // a replay's Esc is its own
		w := c.Text("Watching", 15, true, 16, y-2, widget.Gold, widget.AlignLeft)
		c.Text("·  "+t.ctx.Settings.Keys[input.Menu].Hint(input.Back)+" pause", 14, false, 16+w+8, y, widget.Muted, widget.AlignLeft)
		y += 19
	}
	for i, h := range t.keyHints() {
		c.Text(h, 14, false, 16, y+float64(i)*19, widget.Muted, widget.AlignLeft)
	}
	t.Guide().Draw(c)
}

// keyHints are the key lines under the Log, Hint and Undo buttons: a
// table nobody here plays (a replay) has only its pages to open.
func (t *Table) keyHints() []string {
	km := t.ctx.Settings.Keys[input.Menu]
	if !t.person() {
		return []string{km.Hint(input.Log) + " log  ·  " + km.Hint(input.Board) + " last showdown  ·  " + km.Hint(input.Help) + " rules"}
	}
	return []string{
		"Arrows move  ·  " + km.Hint(input.Confirm) + " choose  ·  " + km.Hint(input.Log) + " log  ·  " + km.Hint(input.Hint) + " hint  ·  " + km.Hint(input.Undo) + " undo",
		km.Hint(input.Board) + " last showdown  ·  " + km.Hint(input.Back) + " pause  ·  " + km.Hint(input.Help) + " rules",
	}
}

// FindingY implements scenes.FindingSpot: a marked decision's sentence
// goes between the field and the hand, where a person's choices show, so
// the seats at the top of a big table stay in view.
func (t *Table) FindingY() float64 { return t.cards.zone().prompt }

func phaseName(p spellcraft.Phase) string {
	switch p {
	case spellcraft.PhaseExchange:
		return "Exchange"
	case spellcraft.PhaseBid:
		return "Bidding"
	case spellcraft.PhasePick:
		return "Picking"
	case spellcraft.PhaseKnock:
		return "Knocks"
	case spellcraft.PhaseKnockTake:
		return "Last cards after the knock"
	case spellcraft.PhaseBlackJoker:
		return "Showdown: black joker"
	}
	return "Game over"
}

func (t *Table) drawBanner(c *widget.Canvas) {
	v := t.shown
	c.Fill(0, 0, widget.ScreenW, 44, color.RGBA{0, 0, 0, 80})
	c.Text(fmt.Sprintf("Round %d  ·  Turn %d  ·  %s", v.Round, v.Turn, phaseName(v.Phase)), 20, true, 16, 11, widget.Cream, widget.AlignLeft)
	c.Text(t.whoText(), 20, true, widget.ScreenW-16, 11, widget.Gold, widget.AlignRight)
}

// whoText says whose turn it is.
func (t *Table) whoText() string {
	v := t.view
	switch {
	case v.Phase == spellcraft.PhaseOver:
		return "Game over"
	case t.ev.Pending():
		return ""
	case t.myTurn():
		return "Your turn"
	case v.Phase == spellcraft.PhaseBid:
		return "Waiting for bids..."
	case len(v.ToMove) != 1:
		return ""
	case t.s.Plays() == 0:
		return "Next: " + nameOf(v.ToMove[0], t.names) // a record played back
	case v.ToMove[0] == t.me:
		return "Your turn" // your move is on its way to the table's host
	}
	return nameOf(v.ToMove[0], t.names) + " is thinking..."
}

// showdownShown returns the showdown on show while the black joker waits
// for its target, nil when none.
func (t *Table) showdownShown() *spellcraft.RoundResult {
	if t.shown.Showdown != nil {
		return t.shown.Showdown
	}
	return t.reveal
}

// status is a seat's line of news: its bid, knock, all-in, or out; sd is
// the showdown shown while the black joker waits (nil: none).
func status(v spellcraft.View, sd *spellcraft.RoundResult, seat int) (string, color.RGBA) {
	switch {
	case !v.InRound[seat]:
		return "Out of the game", widget.Muted
	case sd != nil && sd.In[seat]:
		sc := sd.Scores[seat]
		return fmt.Sprintf("Shows %d (%s)", sc.Total, sc.Suit.Name()), widget.Gold
	case v.Knocker == seat:
		return "Knocked!", widget.Danger
	case v.AllIn(seat) && picked(v, seat):
		return "ALL-IN", widget.Danger
	case v.AllIn(seat):
		return "ALL-IN: picks last", widget.Danger
	case v.Phase == spellcraft.PhasePick && v.HighBidder == seat && !picked(v, seat):
		// Only until it has picked: after that it would be stale.
		return "Picks first", widget.Gold
	case v.Phase == spellcraft.PhaseBid && v.BidIn[seat]:
		if seat == v.Seat { // the viewer's own bid
			return fmt.Sprintf("You bid %d", v.Bids[seat]), widget.Cream
		}
		return "Has bid", widget.Cream
	case v.Phase == spellcraft.PhaseBid && v.Bidding[seat]:
		return "Bidding...", widget.Muted
	}
	return "", widget.Muted
}

// picked reports whether seat has taken its card in this turn's picks.
func picked(v spellcraft.View, seat int) bool {
	if v.Phase != spellcraft.PhasePick || len(v.ToMove) != 1 {
		return false
	}
	i := slices.Index(v.PickOrder, seat)
	return i >= 0 && i < slices.Index(v.PickOrder, v.ToMove[0])
}

func (t *Table) acting(seat int) bool {
	return !t.ev.Pending() && slices.Contains(t.view.ToMove, seat)
}

// faceUp returns the cards of seat's hand this screen shows face up: all
// of a seat it sees (a replay with every hand face up), or every hand of
// a showdown shown; ok is false for a hand shown face down.
func (t *Table) faceUp(seat int) (hand cards.Set, ok bool) {
	if sd := t.showdownShown(); sd != nil && sd.In[seat] {
		return sd.Hands[seat], true
	}
	if t.s.Sees().Has(seat) && t.shown.InRound[seat] {
		return t.shownFaces[seat], true
	}
	return 0, false
}

func (t *Table) drawSeat(c *widget.Canvas, seat int) {
	v := t.shown
	x, y := seatCenter(t.place(seat), t.cfg.Players)
	x0, y0 := x-seatW/2, y-seatH/2
	c.RoundRect(x0, y0, seatW, seatH, 12, widget.Panel)
	if t.acting(seat) && v.Phase != spellcraft.PhaseBid {
		c.RoundOutline(x0, y0, seatW, seatH, 12, 3, widget.Gold)
	}
	nameClr := widget.Cream
	if !v.InRound[seat] {
		nameClr = widget.Muted
	}
	c.Text(nameOf(seat, t.names), 18, true, x0+12, y0+8, nameClr, widget.AlignLeft)
	if v.Dealer == seat {
		dealerMark(c, x0+seatW-22, y0+18)
	}
	if hand, up := t.faceUp(seat); up {
		// The hand face up fills the second row; the chips move up beside
		// the name.
		right := x0 + seatW - 12
		if v.Dealer == seat {
			right -= 26
		}
		c.Text(fmt.Sprint(v.Stacks[seat]), 17, true, right, y0+8, widget.Cream, widget.AlignRight)
		chip(c, right-c.TextWidth(fmt.Sprint(v.Stacks[seat]), 17, true)-14, y0+18, 9)
		t.drawMini(c, sortHand(hand), x0+12, y0+31, seatW-24)
	} else {
		chip(c, x0+20, y0+45, 9)
		c.Text(fmt.Sprint(v.Stacks[seat]), 17, true, x0+36, y0+35, widget.Cream, widget.AlignLeft)
		// The hand as small backs, with its size.
		n := v.HandSizes[seat]
		for i := range min(n, 10) {
			c.Image(t.ctx.Art.Back(), t.ctx.Art.Scale(), x0+88+float64(i)*8, y0+46, 0, 0.18, ebiten.ColorScale{})
		}
		if n > 0 {
			c.Text(fmt.Sprint(n), 14, false, x0+seatW-12, y0+37, widget.Muted, widget.AlignRight)
		}
	}
	// The status, when there is one, then the seat's moves of the turn
	// fill the panel's last three rows; a seat's person away online takes
	// the last of them, or two.
	rows := panelRows
	if note := t.seatNote(seat); note != "" {
		lines := c.Wrap(note, 14, true, seatW-24)
		lines = lines[:min(len(lines), 2)]
		rows -= len(lines)
		for i, l := range lines {
			c.Text(l, 14, true, x0+12, y0+61+float64(rows+i)*panelRow, widget.Gold, widget.AlignLeft)
		}
	}
	row := 0
	if s, clr := status(v, t.showdownShown(), seat); s != "" {
		c.Text(s, 15, true, x0+12, y0+60, clr, widget.AlignLeft)
		row = 1
	}
	for i, l := range t.turnLines(c, seat, rows-row) {
		c.Text(l, 14, false, x0+12, y0+61+float64(row+i)*panelRow, widget.Cream, widget.AlignLeft)
	}
}

// panelRows rows of panelRow pixels under a seat panel's chips hold its
// status and its moves of the turn.
const (
	panelRows = 3
	panelRow  = 19.0
)

// turnLines are seat's moves of the latest turn shown, in at most rows
// lines that fit its panel. When they do not fit, the earliest moves give
// way whole, never a line's worth of words: "Last turn:" stays first and
// "..." says moves were left out.
func (t *Table) turnLines(c *widget.Canvas, seat, rows int) []string {
	var parts []string
	for _, l := range t.log {
		if l.seat == seat && l.short != "" && l.round == t.logRound && l.turn == t.logTurn {
			parts = append(parts, l.short)
		}
	}
	if len(parts) == 0 || rows <= 0 {
		return nil
	}
	prefix := ""
	if t.logTurn < t.shown.Turn && t.logRound == t.shown.Round {
		prefix = "Last turn: "
	}
	var lines []string
	for k := range parts {
		text := strings.Join(parts[k:], ", ")
		if k > 0 {
			text = "... " + text
		}
		text = prefix + text
		lines = c.Wrap(strings.ToUpper(text[:1])+text[1:], 14, false, seatW-24)
		if len(lines) <= rows {
			return lines
		}
	}
	return lines[:rows] // the latest move alone is longer than the panel
}

// miniW and miniH are a small face-up card's size in a seat's panel.
const miniW, miniH = 20.0, 27.0

// drawMini draws a hand face up as small cards, rank over suit, in a row
// at most w wide from (x, y): a seat's panel is too small for real faces.
func (t *Table) drawMini(c *widget.Canvas, hand []cards.Card, x, y, w float64) {
	step := miniW + 2
	if n := len(hand); n > 1 {
		step = min(step, (w-miniW)/float64(n-1))
	}
	art := t.ctx.Art
	for i, cd := range hand {
		cx := x + float64(i)*step
		c.RoundRect(cx, y, miniW, miniH, 3, widget.Cream)
		c.RoundOutline(cx, y, miniW, miniH, 3, 1, widget.Ink)
		rank, suit, ink := miniFace(cd, art)
		c.Text(rank, 12, true, cx+miniW/2, y+1, ink, widget.AlignCenter)
		c.Text(suit, 12, false, cx+miniW/2, y+14, ink, widget.AlignCenter)
	}
}

// miniFace is a small card's rank and suit, in the suit's ink; a joker's
// is a J over a face, red or black.
func miniFace(cd cards.Card, art *assets.Art) (rank, suit string, ink color.RGBA) {
	switch cd {
	case cards.RedJoker: // a jester's face where a suit would be
		return "J", "☺", chipRed
	case cards.BlackJoker:
		return "J", "☻", widget.Ink
	}
	return cd.RankString(), cd.Suit().Symbol(), art.SuitColor(cd.Suit())
}

// drawMe draws seat 0's panel: chips, status and the live best score.
func (t *Table) drawMe(c *widget.Canvas) {
	v := t.shown
	x0, y0, w, h := mePanel()
	c.RoundRect(x0, y0, w, h, 12, widget.Panel)
	me := t.me
	if t.acting(me) && v.Phase != spellcraft.PhaseBid {
		c.RoundOutline(x0, y0, w, h, 12, 3, widget.Gold)
	}
	c.Text(nameOf(me, t.names), 18, true, x0+12, y0+8, widget.Cream, widget.AlignLeft)
	if v.Dealer == me {
		dealerMark(c, x0+w-22, y0+18)
	}
	chip(c, x0+20, y0+45, 9)
	c.Text(fmt.Sprintf("%d chips", v.Stacks[me]), 17, true, x0+36, y0+35, widget.Cream, widget.AlignLeft)
	s, clr := status(v, t.showdownShown(), me)
	c.Text(s, 15, true, x0+12, y0+62, clr, widget.AlignLeft)
	if v.InRound[me] && v.Hand.Len() > 0 {
		sc := v.Score // the View scored it once; Draw runs every frame
		c.Text("Best: "+scoreLine(sc), 16, true, x0+12, y0+86, widget.Gold, widget.AlignLeft)
	}
	if !t.seesMe() && v.InRound[me] {
		c.Text(plural(v.HandSizes[me], "card")+" in hand", 16, false, x0+12, y0+86, widget.Cream, widget.AlignLeft)
	}
}

// drawBacks draws the bottom seat's hand face down where a hand seen is
// fanned: a spectator's bottom seat is someone else's, its cards secret.
func (t *Table) drawBacks(c *widget.Canvas) {
	v := t.shown
	if t.seesMe() || !v.InRound[t.me] {
		return
	}
	art := t.ctx.Art
	n := v.HandSizes[t.me]
	for i := range n {
		p := handPose(i, n, t.cards.zoom)
		c.Image(art.Back(), art.Scale(), p.X, p.Y, p.Rot, p.Scale, ebiten.ColorScale{})
	}
}

// drawTrump draws seat 0's trump card (the trump variant) as large as its
// hand's cards, beside the hand, under its name.
func (t *Table) drawTrump(c *widget.Canvas) {
	v := t.shown
	if v.Trump == cards.None || !v.InRound[t.me] || v.Hand.Len() == 0 {
		return
	}
	art := t.ctx.Art
	p := t.cards.trumpPose()
	c.Text("Trump", 15, true, p.X, t.cards.handTop()-22, widget.Muted, widget.AlignCenter)
	c.Image(art.Face(cards.Standard54, v.Trump), art.Scale(), p.X, p.Y, 0, p.Scale, ebiten.ColorScale{})
}

// drawCentre draws the deck with its count and the stakes.
func (t *Table) drawCentre(c *widget.Canvas) {
	v := t.shown
	art := t.ctx.Art
	n := v.DeckSize
	for i := range min(3, (n+9)/10) {
		c.Image(art.Back(), art.Scale(), deckX-float64(i)*2, deckY-float64(i)*2, 0, deckScale, ebiten.ColorScale{})
	}
	if n == 0 {
		c.RoundOutline(deckX-30, deckY-42, 60, 84, 8, 2, widget.Muted)
	}
	if t.myTurn() && !t.ev.Pending() && t.turn.deckFocused() {
		c.RoundOutline(deckX-35, deckY-47, 70, 94, 9, 3, widget.Gold)
	}
	c.Text(fmt.Sprintf("Deck: %d", n), 16, true, deckX, deckY+50, widget.Cream, widget.AlignCenter)
	// The stakes: a little stack of chips and the count.
	sy := deckY + 118.0
	for i := range min(5, (v.Stakes+3)/4) {
		chip(c, deckX-16, sy-float64(i)*5, 13)
	}
	c.Text(fmt.Sprint(v.Stakes), 24, true, deckX+4, sy-16, widget.Gold, widget.AlignLeft)
	c.Text("Stakes", 15, false, deckX, sy+20, widget.Muted, widget.AlignCenter)
	if v.Field.Empty() && v.Phase != spellcraft.PhaseOver {
		c.Text("The field is laid out after the exchanges", 16, false, (fieldLeft+fieldRight)/2, fieldTop+60, widget.Muted, widget.AlignCenter)
	}
}

func chip(c *widget.Canvas, x, y, r float64) {
	c.Circle(x, y, r, chipRed)
	c.Circle(x, y, r*0.62, widget.Cream)
	c.Circle(x, y, r*0.45, chipRed)
}

func dealerMark(c *widget.Canvas, x, y float64) {
	c.Circle(x, y, 11, widget.Cream)
	c.Text("D", 14, true, x, y-9, widget.Ink, widget.AlignCenter)
}
