package tricktable

import (
	"image/color"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// SetNames names the seats, for the winner of a trick ("East wins the
// trick") and the last-trick view.
func (t *Table) SetNames(names [Seats]string) { t.names = names }

// Won names winner as the winner of the trick in view, until Collect
// gathers it, and keeps the trick as the hand's last finished one.
func (t *Table) Won(winner int) {
	t.won = winner
	t.last, t.lastWon = t.trick, winner
}

// LastTrick returns the hand's last finished trick by seat and its
// winner; ok is false until a trick of this hand has finished.
func (t *Table) LastTrick() (trick [Seats]cards.Card, winner int, ok bool) {
	return t.last, t.lastWon, t.lastWon >= 0
}

// WinnerText says who won the trick in view, "" while it is open.
func (t *Table) WinnerText() string {
	if t.won < 0 {
		return ""
	}
	return wins(t.names[t.won])
}

func wins(name string) string {
	if name == "You" {
		return "You win the trick"
	}
	return name + " wins the trick"
}

// SetHint marks c, one of seat 0's cards, as the hint's suggestion and puts
// the keyboard focus on it, so Enter follows the hint; None clears it. The
// mark goes when seat 0 plays.
func (t *Table) SetHint(c cards.Card) {
	t.hint = c
	if i := indexOf(t.hands[t.me], c); i >= 0 {
		t.focus = i
	}
}

// Hinted returns the card the hint suggests, None when none.
func (t *Table) Hinted() cards.Card { return t.hint }

func indexOf(h []cards.Card, c cards.Card) int {
	for i, x := range h {
		if x == c {
			return i
		}
	}
	return -1
}

// The winner of the trick is named in a note above the trick, between it
// and the undealt cards.
const (
	winnerSize = 18.0
	winnerH    = 30.0
	winnerGap  = 4.0 // above the trick's side cards
)

// WinnerRect is where the winner of the trick in view is named: just above
// the trick's side cards at the table's card size, so a larger trick
// never grows into it (empty while the trick is open).
func (t *Table) WinnerRect(c *widget.Canvas) Rect {
	s := t.WinnerText()
	if s == "" {
		return Rect{}
	}
	top := min(poseRect(t.trickPose((t.me+1)%Seats)).Y0, poseRect(t.trickPose((t.me+2)%Seats)).Y0)
	w := c.TextWidth(s, winnerSize, true) + 36
	return Rect{centerX - w/2, top - winnerGap - winnerH, centerX + w/2, top - winnerGap}
}

// drawMarks draws what the table says over its cards: the winner of the
// trick in view and the hint's mark on the suggested card.
func (t *Table) drawMarks(c *widget.Canvas) {
	if r := t.WinnerRect(c); !r.Empty() {
		w, h := r.X1-r.X0, r.Y1-r.Y0
		c.RoundRect(r.X0, r.Y0, w, h, h/2, color.RGBA{0, 0, 0, 150})
		c.RoundOutline(r.X0, r.Y0, w, h, h/2, 1.5, widget.Gold)
		c.Text(t.WinnerText(), winnerSize, true, centerX, r.Y0+5, widget.Gold, widget.AlignCenter)
	}
	if t.hint != cards.None && indexOf(t.hands[t.me], t.hint) >= 0 {
		// On the card's left strip, under its corner index: the part of a
		// fanned card that always shows, and nothing above the hand to
		// collide with.
		x, y := t.sprites[t.hint].Pos()
		z := t.zoom
		HintTag(c, x-assets.CardW*z/2+34, y-(assets.CardH/2-48)*z)
	}
}

// HintTag draws the small "Hint" label centred on x above y: it marks the
// card or button a hint suggests.
func HintTag(c *widget.Canvas, x, y float64) {
	const w, h = 56.0, 22.0
	c.RoundRect(x-w/2, y, w, h, 11, widget.Gold)
	c.Text("Hint", 14, true, x, y+3, color.RGBA{30, 30, 20, 255}, widget.AlignCenter)
}

// DrawNote draws a few lines of plain words centred in a dark band whose
// bottom is at bottom, at most width wide: the hint's reason, just above
// the hand, growing upward so it never covers the cards. It returns the
// band's top.
func DrawNote(c *widget.Canvas, s string, bottom, width float64) float64 {
	const size, lineH = 16.0, 21.0
	lines := c.Wrap(s, size, false, width-32)
	w := 0.0
	for _, l := range lines {
		w = max(w, c.TextWidth(l, size, false))
	}
	w += 32
	h := float64(len(lines))*lineH + 12
	top := bottom - h
	c.RoundRect(centerX-w/2, top, w, h, 10, color.RGBA{0, 0, 0, 185})
	for i, l := range lines {
		c.Text(l, size, false, centerX, top+6+float64(i)*lineH, widget.Cream, widget.AlignCenter)
	}
	return top
}

// Assist is a button or key of the AssistBar.
type Assist int

// The assist actions; AssistNone: nothing asked this frame.
const (
	AssistNone Assist = iota
	AssistUndo
	AssistHint
	AssistLast
	AssistLog
)

// The bar's place: a row under the banner, above the middle of the table,
// where no card ever lies at either trick table, so it never moves.
const (
	barY   = 72.0
	barH   = 32.0
	barW   = 124.0
	barGap = 10.0
)

// AssistBar is the Undo, Hint, Last trick and Log buttons of a trick
// table, in fixed places. A table that is only watched shows Last trick
// and Log alone.
type AssistBar struct {
	Buttons [4]widget.Button // Undo, Hint, Last trick, Log
	person  bool
	enabled [4]bool
	hover   int // the button under the pointer, -1 none
}

// NewAssistBar lays the bar out with the keys of km; person is whether a
// person plays at the table a game held here (undo and hint are theirs
// alone, and not online).
func NewAssistBar(km input.Keymap, person bool) *AssistBar {
	b := &AssistBar{person: person, hover: -1}
	labels := [4]string{"Undo", "Hint", "Last trick", "Log"}
	x := centerX - (4*barW+3*barGap)/2
	for i := range b.Buttons {
		b.Buttons[i] = widget.Button{Label: labels[i], Hint: km.Hint(barActions[i]), X: x + float64(i)*(barW+barGap), Y: barY, W: barW, H: barH}
	}
	return b
}

// SetKeys shows the keys of km (after the keys were remapped).
func (b *AssistBar) SetKeys(km input.Keymap) {
	for i, a := range barActions {
		b.Buttons[i].Hint = km.Hint(a)
	}
}

// barActions are the keys of the bar's buttons, in their order.
var barActions = [4]input.Action{input.Undo, input.Hint, input.LastTrick, input.Log}

// SetEnabled says which actions can be taken now; a disabled button stays
// in place, greyed. The log can always be read.
func (b *AssistBar) SetEnabled(undo, hint, last bool) {
	b.enabled = [4]bool{undo && b.person, hint && b.person, last, true}
	for i := range b.Buttons {
		b.Buttons[i].Disabled = !b.enabled[i]
	}
}

func (b *AssistBar) shown(i int) bool { return b.person || Assist(i+1) >= AssistLast }

// Update reads this frame's assist keys and clicks on the bar; disabled
// actions are ignored.
func (b *AssistBar) Update(ctx *game.Context) Assist {
	in := ctx.In
	mx, my := in.Cursor()
	b.hover = -1
	for i := range b.Buttons {
		on := b.shown(i) && b.Buttons[i].Contains(mx, my) && b.enabled[i]
		if on {
			b.hover = i
		}
		b.Buttons[i].Update(on, ctx.Dt())
	}
	asked := AssistNone
	switch {
	case in.Pressed(input.Menu, input.Undo):
		asked = AssistUndo
	case in.Pressed(input.Menu, input.Hint):
		asked = AssistHint
	case in.Pressed(input.Menu, input.LastTrick):
		asked = AssistLast
	case in.Pressed(input.Menu, input.Log):
		asked = AssistLog
	case in.Clicked() && b.hover >= 0:
		asked = Assist(b.hover + 1)
	}
	if asked == AssistNone || !b.enabled[asked-1] {
		return AssistNone
	}
	return asked
}

// Contains reports whether (x, y) is on one of the bar's buttons, so a
// click there is not also read as a click on the table.
func (b *AssistBar) Contains(x, y float64) bool {
	for i := range b.Buttons {
		if b.shown(i) && b.Buttons[i].Contains(x, y) {
			return true
		}
	}
	return false
}

// Still reports whether no button's glow is easing.
func (b *AssistBar) Still() bool {
	for i := range b.Buttons {
		if !b.Buttons[i].Settled(i == b.hover) {
			return false
		}
	}
	return true
}

// Draw draws the bar.
func (b *AssistBar) Draw(c *widget.Canvas) {
	for i := range b.Buttons {
		if b.shown(i) {
			b.Buttons[i].Draw(c, false)
		}
	}
}

// LastTrickView is the overlay showing the hand's last finished trick, each
// card where its player sits, and who won it. Any key or click closes it.
type LastTrickView struct {
	scenes.Dismiss
	ctx     *game.Context
	sprites [Seats]*widget.Sprite
	names   [Seats]string
	winner  int
}

// NewLastTrick returns the overlay of t's last trick (t.LastTrick must be
// ok).
func NewLastTrick(ctx *game.Context, t *Table) *LastTrickView {
	tr, winner, _ := t.LastTrick()
	// Drawn where the players sit on this screen.
	var byPlace [Seats]cards.Card
	var names [Seats]string
	for seat := range Seats {
		byPlace[t.place(seat)], names[t.place(seat)] = tr[seat], t.names[seat]
	}
	w := t.place(winner)
	return &LastTrickView{ctx: ctx, names: names, winner: w, sprites: trickSprites(ctx.Art, t.deck, byPlace, w, 20)}
}

// Name implements game.Named.
func (v *LastTrickView) Name() string { return "last-trick" }

// IsOverlay implements game.Overlay.
func (v *LastTrickView) IsOverlay() bool { return true }

// Still implements game.Still: nothing on it moves.
func (v *LastTrickView) Still() bool { return true }

// Update closes the view on the Last trick key as well as the usual ones.
func (v *LastTrickView) Update(ctx *game.Context) error {
	if ctx.In.Pressed(input.Menu, input.LastTrick) {
		ctx.Pop()
		return nil
	}
	return v.Dismiss.Update(ctx)
}

// Draw implements game.Scene.
func (v *LastTrickView) Draw(c *widget.Canvas) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	const w, h = 560.0, 360.0
	x, y := centerX-w/2, 160.0
	c.RoundRect(x, y, w, h, 16, widget.Panel)
	c.RoundOutline(x, y, w, h, 16, 2, widget.Gold)
	title := "Last trick"
	switch {
	case v.winner < 0:
	case v.names[v.winner] == "You":
		title += ": you won it"
	default:
		title += ": won by " + v.names[v.winner]
	}
	c.Text(title, 22, true, centerX, y+14, widget.Cream, widget.AlignCenter)
	drawTrick(c, v.ctx.Art, v.sprites, v.names, v.winner)
	c.Text("Any key or click to close", 14, false, centerX, y+h-24, widget.Muted, widget.AlignCenter)
}
