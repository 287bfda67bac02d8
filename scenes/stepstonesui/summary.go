package stepstonesui

import (
	"fmt"
	"image/color"

	"parlor/game"
	"parlor/input"
	"parlor/rules/stepstones"
	"parlor/scenes/widget"
)

// Summary is the end-of-hand overlay: the declaration, who took each trick,
// the declarer's result and what it did to the scoresheet row.
type Summary struct {
	ctx   *game.Context
	r     stepstones.HandResult
	view  stepstones.View // after the hand: the sheet with this hand written in
	names []string
	age   float64
	btn   widget.Button
}

// summaryReveal is how long the trick strip takes to fill in, in ticks.
const summaryReveal = 48.0

// NewSummary returns the summary overlay for hand result r.
func NewSummary(ctx *game.Context, r stepstones.HandResult, v stepstones.View, names []string) *Summary {
	s := &Summary{ctx: ctx, r: r, view: v, names: names}
	s.btn = widget.Button{Label: "Continue", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Confirm),
		X: widget.ScreenW/2 - 120, Y: 566, W: 240, H: 48}
	return s
}

// Name implements game.Named.
func (s *Summary) Name() string { return "stepstones-summary" }

// IsOverlay implements game.Overlay.
func (s *Summary) IsOverlay() bool { return true }

// Enter announces the Continue button for tests.
func (s *Summary) Enter(ctx *game.Context) {
	ctx.Trace.Items(s.Name(), []game.Item{{Label: s.btn.Label, Rect: s.btn.Rect()}})
}

// Update implements game.Scene.
func (s *Summary) Update(ctx *game.Context) error {
	s.age += ctx.Dt()
	mx, my := ctx.In.Cursor()
	s.btn.Update(true, ctx.Dt())
	if ctx.In.Pressed(input.Menu, input.Board) {
		ctx.Push(NewSheet(ctx, s.view, s.names))
		return nil
	}
	if ctx.In.Pressed(input.Menu, input.Confirm) || ctx.In.Pressed(input.Menu, input.Back) ||
		(ctx.In.Clicked() && s.btn.Contains(mx, my)) {
		if s.age < summaryReveal {
			s.age = summaryReveal // the first press shows everything
			return nil
		}
		ctx.Pop()
	}
	return nil
}

// resultText says what the declarer's hand wrote on the sheet (SS3, SS4,
// Redo).
func resultText(r stepstones.HandResult, names []string) string {
	who := names[r.Declarer]
	verb := "wins"
	if who == "You" {
		verb = "win"
	}
	var s string
	if r.Bid.Contract == stepstones.WinLast6 {
		s = fmt.Sprintf("%s %s %s among tricks 7-12 (%d in all)", who, verb, plural(r.Tricks, "trick", "tricks"), r.Won[r.Declarer])
	} else {
		s = fmt.Sprintf("%s %s %s", who, verb, plural(r.Tricks, "trick", "tricks"))
	}
	switch {
	case !r.Bid.Redo:
		return s + fmt.Sprintf(": %d goes on the sheet.", r.Tricks)
	case r.Kept:
		return s + fmt.Sprintf(": the redo beats %d, the sheet now says %d.", r.Before, r.Tricks)
	}
	return s + fmt.Sprintf(": the redo does not beat %d, which stands.", r.Before)
}

// Draw implements game.Scene.
func (s *Summary) Draw(c *widget.Canvas) {
	r := s.r
	x, y, w, h := 180.0, 86.0, float64(widget.ScreenW-360), 548.0
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, color.RGBA{0, 0, 0, 110})
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	head := fmt.Sprintf("Hand %d: %s declared", r.Hand+1, s.names[r.Declarer])
	if s.names[r.Declarer] == SeatNames[0] {
		head = fmt.Sprintf("Hand %d: you declared", r.Hand+1)
	}
	c.Text(head, 28, true, widget.ScreenW/2, y+18, widget.Cream, widget.AlignCenter)
	c.Text(bidName(r.Bid), 20, true, widget.ScreenW/2, y+58, widget.Gold, widget.AlignCenter)
	sub := countNote(r.Bid.Contract)
	if r.Puddle {
		sub = "from the puddle: everyone passed   ·   " + sub
	}
	c.Text(sub, 16, false, widget.ScreenW/2, y+88, widget.Muted, widget.AlignCenter)

	// Who took each trick, the declarer's in gold; under Win Last 6 the
	// first six are faded because they do not count (SS4).
	c.Text("Tricks", 15, true, x+40, y+130, widget.Muted, widget.AlignLeft)
	shown := int(s.age / summaryReveal * stepstones.NumTricks)
	for i := range stepstones.NumTricks {
		if i >= shown {
			break
		}
		win := int(r.Winners[i])
		cx := x + 150 + float64(i)*50
		fill := color.RGBA{30, 70, 50, 255}
		txt := widget.Cream
		if win == r.Declarer {
			fill, txt = color.RGBA{120, 92, 30, 255}, widget.Gold
		}
		if r.Bid.Contract == stepstones.WinLast6 && i < 6 {
			fill, txt = tint(fill, 110), widget.Muted
		}
		c.Circle(cx, y+140, 19, fill)
		c.Text(initial(s.names[win]), 16, true, cx, y+130, txt, widget.AlignCenter)
		c.Text(fmt.Sprint(i+1), 11, false, cx, y+162, widget.Muted, widget.AlignCenter)
	}
	if shown < stepstones.NumTricks {
		return // the result follows the tricks: told once the last is in
	}
	s.drawResult(c, y)
}

// drawResult draws the tricks each won, the declarer's result and the
// contract's row as it stands now, under the trick strip of the panel
// whose top is at y.
func (s *Summary) drawResult(c *widget.Canvas, y float64) {
	r := s.r
	won := ""
	for seat := range stepstones.NumPlayers {
		if seat > 0 {
			won += "   ·   "
		}
		won += fmt.Sprintf("%s %d", s.names[seat], r.Won[seat])
	}
	c.Text("Tricks won:  "+won, 18, false, widget.ScreenW/2, y+190, widget.Cream, widget.AlignCenter)
	c.Text(resultText(r, s.names), 21, true, widget.ScreenW/2, y+228, widget.Gold, widget.AlignCenter)

	// The contract's row as it stands now.
	row := s.view.Sheet.Rows[r.Row]
	ty := y + 284
	c.Text(row.Contract.Name()+" row", 17, true, widget.ScreenW/2, ty, widget.Muted, widget.AlignCenter)
	for seat := range stepstones.NumPlayers {
		cx := widget.ScreenW/2 + float64(seat-1)*200
		c.Text(s.names[seat], 18, true, cx, ty+30, widget.Cream, widget.AlignCenter)
		val := "–"
		if row.Done[seat] {
			val = fmt.Sprint(row.Tricks[seat])
		}
		clr := widget.Cream
		if seat == r.Declarer {
			clr = widget.Gold
		}
		c.Text(val, 26, true, cx, ty+56, clr, widget.AlignCenter)
		if row.Complete {
			pc := widget.Cream
			if row.First[seat] {
				pc = widget.Gold
			}
			c.Text(fmt.Sprintf("%+d", row.Points[seat]), 20, true, cx, ty+92, pc, widget.AlignCenter)
		}
	}
	note := "Game points come once all three have played this contract."
	if row.Complete {
		note = "Row complete: game points +3 / +1 / -1, ties share."
	}
	c.Text(note, 15, false, widget.ScreenW/2, ty+124, widget.Muted, widget.AlignCenter)
	tot := "Totals"
	for seat, n := range s.view.Sheet.Totals {
		tot += fmt.Sprintf("   ·   %s %d", s.names[seat], n)
	}
	c.Text(tot, 19, true, widget.ScreenW/2, ty+152, widget.Cream, widget.AlignCenter)
	s.btn.Draw(c, true)
}

// initial is the first letter of a name, for a trick's small circle.
func initial(name string) string {
	for _, r := range name {
		return string(r)
	}
	return "?"
}
