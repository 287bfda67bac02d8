package speedohui

import (
	"fmt"
	"math"

	"parlor/rules/realtime"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// A person who won a match of three or more, or First Slap Wins, chooses
// who takes the piles in a panel right of the Slap Card: a title, the
// time left, the keys, then a button per candidate. The panel keeps to the
// band between the seats above (their cards and shouts) and the seats
// below (their names), so it covers no text; with many candidates the
// buttons go in two columns to fit.

const (
	chooserW    = 190.0 // the buttons' column(s)
	chooserPad  = 10.0  // the panel beyond them, each side
	chooserStep = 34.0  // from one row of buttons to the next
	chooserHead = 80.0  // the title, time and keys above the buttons
	chooserFoot = 10.0
	chooserGap  = 6.0 // clear space kept above and below the panel
	// The widest shout a computer gives ("Gives to Player 2") and a
	// person's (a refusal, "Too late: the other player got there
	// first."); shouts sit centred under a seat.
	botNoteW    = 160.0
	personNoteW = 340.0
)

// chooserX is the buttons' left edge.
func chooserX() float64 { return centreX + slapK*cardW/2 + 30 }

// chooserCols is the columns of buttons for k candidates.
func chooserCols(k int) int {
	if k >= 3 {
		return 2
	}
	return 1
}

// chooserPanel is the panel for k candidates: centred beside the Slap
// Card, moved into the free band if need be.
func (t *Table) chooserPanel(k int) rectangle {
	rows := math.Ceil(float64(k) / float64(chooserCols(k)))
	h := chooserHead + rows*chooserStep + chooserFoot
	top, bottom := t.chooserBand()
	y := min(max(centreY-h/2, top), bottom-h)
	return rectangle{chooserX() - chooserPad, y, chooserW + 2*chooserPad, h}
}

// chooserBand is the height free for the panel: below every seat above
// the centre whose cards or shouts reach the panel's columns, above every
// such seat's name below the centre.
func (t *Table) chooserBand() (top, bottom float64) {
	x0, x1 := chooserX()-chooserPad, chooserX()+chooserW+chooserPad
	top, bottom = 0, widget.ScreenH
	for seat := range t.n {
		l, r := t.reach(seat)
		if r < x0 || l > x1 {
			continue
		}
		place := t.place(seat)
		_, sy := spot(t.n, place)
		switch {
		case sy < centreY:
			b := noteBox(t.n, place, 0)
			top = max(top, b.Y+b.H+chooserGap)
		case sy > centreY:
			bottom = min(bottom, nameY(t.n, place)-chooserGap)
		}
	}
	return top, bottom
}

// reach is how far left and right a seat's block and its shouts go.
func (t *Table) reach(seat int) (l, r float64) {
	n, place := t.n, t.place(seat)
	sx, _ := spot(n, place)
	dx, _ := drawXY(n, place)
	px, _ := pileXY(n, place)
	w := botNoteW
	if t.s.Plays().Has(seat) {
		w = personNoteW
	}
	return min(dx-drawK(n)*cardW/2-8, sx-w/2), max(px+topK(n)*cardW/2+pileDepth, sx+w/2)
}

// chooserButtons are the candidates' buttons in the panel, row by row.
func (t *Table) chooserButtons(cands []int) []widget.Button {
	k := len(cands)
	p, cols := t.chooserPanel(k), chooserCols(k)
	w := (chooserW - float64(cols-1)*6) / float64(cols)
	btns := make([]widget.Button, k)
	for i, c := range cands {
		btns[i] = widget.Button{Label: t.names.of(c), W: w, H: chooserStep - 6,
			X: chooserX() + float64(i%cols)*(w+6), Y: p.Y + chooserHead + float64(i/cols)*chooserStep}
	}
	return btns
}

// drawChooser shows a person's choice of who takes the piles.
func (t *Table) drawChooser(c *parts.Frame) {
	ch := &t.choice
	left := max(0, ch.by-t.view.Tick)
	kc := t.ctx.Settings.Keys[t.keys[ch.seat]]
	p := t.chooserPanel(len(ch.btns))
	x, y := chooserX(), p.Y+8
	c.RoundRect(p.X, p.Y, p.W, p.H, 12, panelClr)
	c.Text(t.names.of(ch.seat)+" won!", 20, true, x, y, widget.Gold, widget.AlignLeft)
	c.Text(fmt.Sprintf("Who takes the piles?  %.1f s", float64(left)/realtime.TicksPerSecond), 15, false, x, y+26, widget.Cream, widget.AlignLeft)
	c.Text(kc.Hint(actFlip)+" next   ·   "+kc.Hint(actSlap)+" give", 14, false, x, y+48, widget.Muted, widget.AlignLeft)
	for i := range ch.btns {
		c.Button(&ch.btns[i], i == t.pick[ch.seat])
	}
}

// ChooserBox returns the receiver choice's panel (x, y, w, h) as it shows
// for k candidates (for tests).
func (t *Table) ChooserBox(k int) [4]float64 {
	p := t.chooserPanel(k)
	return [4]float64{p.X, p.Y, p.W, p.H}
}
