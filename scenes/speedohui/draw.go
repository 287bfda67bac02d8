package speedohui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/input"
	"parlor/rules/realtime"
	"parlor/rules/speedoh"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// Everything drawn per frame is a cached image (the blade art), a plain
// shape or text, so a six-seat table stays cheap under software GL.

var (
	slotClr  = color.RGBA{0, 0, 0, 50}
	panelClr = color.RGBA{8, 34, 22, 215}
	edgeClr  = color.RGBA{226, 218, 196, 255}
	lineClr  = color.RGBA{120, 110, 90, 255}
	ringClr  = color.RGBA{0, 0, 0, 40}
)

// Draw implements game.Scene. The table is recorded on its Frame, which
// paints on a kept frame only where something changed (parts).
// NotesAt implements scenes.NotesPlace: the top right corner, above
// every seat's name however many sit round the table.
func (t *Table) NotesAt() (x, y float64, align widget.Align, across bool) {
	return widget.ScreenW - 14, 12, widget.AlignRight, false
}

func (t *Table) Draw(canvas *widget.Canvas) {
	c := &t.frame
	c.Begin(canvas)
	c.Since(t.ctx.Frame, t.ctx.SinceTick())
	defer c.End()
	// Every pixel is the table's (Covers): the shell's felt is not
	// painted under it, and a part repainted starts from this.
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Felt)
	c.Circle(centreX, centreY, 118, ringClr)
	c.Image(t.faces.Slap(), t.faces.scale, centreX, centreY, 0, slapK, ebiten.ColorScale{})
	for seat := range t.n {
		t.drawSeat(c, seat)
	}
	c.Backdrop()
	for _, f := range t.flying {
		t.drawSprite(c, f.sp)
	}
	if !t.paused {
		t.drawLesson(c)
	}
	t.drawMode(c)
	if t.bannerShows() {
		t.drawBanner(c)
	}
	if t.choice.seat != speedoh.NoSeat {
		t.drawChooser(c)
	} else {
		t.drawSpecial(c)
	}
	km := t.ctx.Settings.Keys[input.Menu]
	switch {
	case len(t.people) > 0: // key hints for the people playing here
		c.Text(km.Hint(input.Back)+" pause   ·   "+km.Hint(input.Help)+" rules", 14, false, 16, 10, widget.Muted, widget.AlignLeft)
	case t.s.Watching(): // a replay's keys are its own
		c.Text("Watching   ·   "+km.Hint(input.Back)+" pause   ·   "+km.Hint(input.Help)+" rules", 14, false, 16, 10, widget.Muted, widget.AlignLeft)
	}
	if _, on := t.Guide().Showing(); on {
		c.Live(0, 0, widget.ScreenW, widget.ScreenH, t.Guide().Draw)
	}
}

// Covers implements game.Cover: the table paints its own felt.
func (t *Table) Covers() bool { return true }

func (t *Table) card(c *parts.Frame, img *ebiten.Image, x, y, k float64) {
	c.Image(img, t.faces.scale, x, y, 0, k, ebiten.ColorScale{})
}

// drawSprite draws a card where its sprite is, face down while the game
// is paused.
func (t *Table) drawSprite(c *parts.Frame, sp *widget.Sprite) {
	if !t.paused {
		c.Sprite(sp, t.faces)
		return
	}
	if l := sp.Look(); !l.Hidden {
		t.card(c, t.faces.Back(), l.X, l.Y-l.Lift, l.Scale)
	}
}

// drawSeat draws a seat: name, draw pile (backs, count, Last card!),
// flipped pile (edges for its depth, the top card large), its shouts and,
// for a person, the keys.
func (t *Table) drawSeat(c *parts.Frame, seat int) {
	n, tk, dk := t.n, topK(t.n), drawK(t.n)
	v := &t.view.Players[seat]
	sx, sy := spot(n, t.place(seat))
	px, py := pileXY(n, t.place(seat))
	dx, dy := drawXY(n, t.place(seat))
	turn := t.view.Turn == seat && t.view.Phase != speedoh.PhaseOver
	tw, th := tk*cardW, tk*cardH
	dw, dh := dk*cardW, dk*cardH

	nameClr := widget.Cream
	if turn {
		nameClr = widget.Gold
	}
	c.Text(t.names.of(seat)+"  ·  "+cardsWord(v.Cards()), 18, true, sx, nameY(n, t.place(seat)), nameClr, widget.AlignCenter)

	// Draw pile: a few backs for its thickness and the count.
	c.RoundRect(dx-dw/2, dy-dh/2, dw, dh, 6, slotClr)
	if v.Draw > 0 {
		layers := drawLayers(v.Draw)
		for k := layers - 1; k >= 0; k-- {
			t.card(c, t.faces.Back(), dx-float64(k)*1.5, dy-float64(k)*2, dk)
		}
		cnt := fmt.Sprint(v.Draw)
		c.RoundRect(dx-20, dy+dh/2-28, 40, 22, 8, panelClr)
		c.Text(cnt, 16, true, dx, dy+dh/2-27, widget.Cream, widget.AlignCenter)
	}
	if turn {
		c.RoundOutline(dx-dw/2-5, dy-dh/2-5, dw+10, dh+10, 9, 3, widget.Gold)
		c.Text("flips", 15, true, dx, dy-dh/2-26, widget.Gold, widget.AlignCenter)
	}
	if v.LastCard {
		y := dy - dh/2 - 26
		if turn {
			y -= 20
		}
		c.Text("Last card!", 16, true, dx, y, widget.Danger, widget.AlignCenter)
	}

	// Flipped pile: its depth as card edges, the card under the top while
	// the top is still flying in, then the top.
	c.RoundRect(px-tw/2, py-th/2, tw, th, 8, slotClr)
	for k := min(v.Flipped-1, 4); k >= 1; k-- {
		o := float64(k) * pileDepth / 4
		c.RoundRect(px-tw/2+o, py-th/2+o, tw, th, 8, lineClr)
		c.RoundRect(px-tw/2+o, py-th/2+o, tw-1, th-1, 8, edgeClr)
	}
	if u := t.under[seat]; u != speedoh.None && t.top[seat].Moving() && !t.paused {
		t.card(c, t.faces.Face(u), px, py, tk)
	}
	t.drawSprite(c, t.top[seat])
	if v.Flipped > 1 {
		c.RoundRect(px+tw/2-30, py+th/2-6, 36, 20, 7, panelClr)
		c.Text(fmt.Sprint(v.Flipped), 14, true, px+tw/2-12, py+th/2-5, widget.Muted, widget.AlignCenter)
	}

	// A shout: Slap!, Slash!, or why a person's press did nothing. It goes
	// under the seat's block, in place of the key hint while it shows: on
	// the card it would hide the title band of a special card (and on the
	// blade, what everyone compares).
	t.noteBox[seat] = rectangle{}
	if m := &t.notes[seat]; m.ticks > 0 {
		clr := widget.Gold
		if m.bad {
			clr = widget.Danger
		}
		w := c.TextWidth(m.text, 16, true) + 24
		b := noteBox(n, t.place(seat), w)
		t.noteBox[seat] = b
		c.RoundRect(b.X, b.Y, b.W, b.H, 10, panelClr)
		c.RoundOutline(b.X, b.Y, b.W, b.H, 10, 2, clr)
		c.Text(m.text, 16, true, b.X+b.W/2, b.Y+2, clr, widget.AlignCenter)
		return
	}
	if t.s.Plays().Has(seat) {
		kc := t.ctx.Settings.Keys[t.keys[seat]]
		hint := kc.Hint(actFlip) + " flip   ·   " + kc.Hint(actSlap) + " slap"
		if seat == t.me {
			hint += "   (or click)"
		}
		c.Text(hint, 15, false, sx, sy+th/2+6, widget.Muted, widget.AlignCenter)
	}
}

// modeNames are the words for what matches compare (SO8).
var modeNames = map[speedoh.Mode]string{speedoh.ByImage: "image", speedoh.ByColour: "colour", speedoh.ByPattern: "pattern"}

// drawMode shows, left of the Slap Card, what matches compare now.
func (t *Table) drawMode(c *parts.Frame) {
	v := &t.view
	x := centreX - slapK*cardW/2 - 30
	c.Text("Match:", 16, false, x, centreY-40, widget.Muted, widget.AlignRight)
	clr := widget.Cream
	if v.Mode != speedoh.ByImage {
		clr = widget.Gold
	}
	c.Text(modeNames[v.Mode], 30, true, x, centreY-20, clr, widget.AlignRight)
	if v.ModeCard != speedoh.None {
		c.Text("("+v.ModeCard.Name()+")", 14, false, x, centreY+18, widget.Muted, widget.AlignRight)
	}
}

// drawSpecial shows, right of the Slap Card, an open special card's window
// with its countdown, and a winner's choice in progress.
func (t *Table) drawSpecial(c *parts.Frame) {
	v := &t.view
	x := centreX + slapK*cardW/2 + 30
	for i := range v.NWindows {
		w := &v.Windows[i]
		if w.State == speedoh.WindowChoosing {
			left := max(0, w.ChooseBy-v.Tick)
			c.Text(capital(t.names.does(w.Winner(), "choose")), 18, true, x, centreY-30, widget.Gold, widget.AlignLeft)
			c.Text(fmt.Sprintf("who takes the piles  %.1f s", float64(left)/realtime.TicksPerSecond), 15, false, x, centreY-6, widget.Muted, widget.AlignLeft)
			return
		}
	}
	w, ok := v.Special()
	if !ok || w.State != speedoh.WindowOpen {
		if t.closed.ticks > 0 {
			// The window just closed: say so where its countdown was, so
			// nobody slaps at a card that no longer counts.
			title, _, _ := windowWords(t.closed.kind)
			a := min(1, float64(t.closed.ticks)/20)
			c.Text(title, 28, true, x, centreY-50, fade(widget.Muted, a), widget.AlignLeft)
			c.Text("window closed", 18, true, x, centreY-14, fade(widget.Cream, a), widget.AlignLeft)
		}
		return
	}
	left := max(0, w.Deadline-v.Tick)
	title, sub, clr := windowWords(w.Kind)
	c.Text(title, 28, true, x, centreY-50, clr, widget.AlignLeft)
	c.Text(sub, 15, false, x, centreY-14, widget.Cream, widget.AlignLeft)
	// The countdown as a shrinking bar and seconds.
	frac := float64(left) / speedoh.SpecialTicks
	c.RoundRect(x, centreY+12, 150, 10, 4, panelClr)
	c.RoundRect(x, centreY+12, 150*min(1, frac), 10, 4, clr)
	c.Text(fmt.Sprintf("%.1f s", float64(left)/realtime.TicksPerSecond), 15, true, x+160, centreY+8, clr, widget.AlignLeft)
}

// windowWords are a special window's title, what to do, and its colour.
func windowWords(k speedoh.WindowKind) (title, sub string, clr color.RGBA) {
	switch k {
	case speedoh.LastSlapWindow:
		return "Last Slap Loses", "slap, don't be last!", widget.Gold
	case speedoh.SlashWindow:
		return "Slash Oh!", "press slap, don't be last", widget.Danger
	}
	return "First Slap Wins", "slap first!", widget.Gold
}

// fade returns clr at alpha a (0..1).
func fade(clr color.RGBA, a float64) color.RGBA {
	clr.A = uint8(float64(clr.A) * a)
	return clr
}

// The banner's place under the Slap Card: wide enough for a sentence on
// one line, two lines clear of the bottom seat's name.
const (
	bannerW    = 580.0
	bannerY    = centreY + slapK*cardH/2 + 8
	bannerLine = 23.0 // from one line to the next
	bannerPad  = 12.0 // above and below the lines together
)

// drawBanner shows what the last settlement did, under the Slap Card.
func (t *Table) drawBanner(c *parts.Frame) {
	lines := c.Wrap(t.banner, 18, true, bannerW-30)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	y, h, w := bannerY, float64(len(lines))*bannerLine+bannerPad, bannerW
	c.RoundRect(centreX-w/2, y, w, h, 12, panelClr)
	clr := widget.Cream
	if t.bannerBad {
		clr = widget.Danger
	}
	for i, l := range lines {
		c.Text(l, 18, true, centreX, y+bannerPad/2+float64(i)*bannerLine, clr, widget.AlignCenter)
	}
}

// capital capitalises the first letter (of "you choose ...").
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ClosedWindow returns the title of a special card whose window closed a
// moment ago, while the table says so.
func (t *Table) ClosedWindow() (string, bool) {
	title, _, _ := windowWords(t.closed.kind)
	return title, t.closed.ticks > 0
}

// Unchanged implements game.Unchanged: the last frame painted nothing.
func (t *Table) Unchanged() bool { return !t.frame.Whole && t.frame.Painted == 0 }

// Leave implements game.Leaver: the frame's backdrop layer goes.
func (t *Table) Leave() { t.frame.Release() }
