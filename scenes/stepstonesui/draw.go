package stepstonesui

import (
	"fmt"
	"image/color"
	"slices"

	"parlor/rules/stepstones"
	"parlor/rules/trick"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// Draw implements game.Scene. It reads t.shown, the view as far as the
// animations have got, so nothing is told before it is seen.
func (t *Table) Draw(c *widget.Canvas) {
	t.drawBanner(c)
	t.drawSeats(c)
	if !t.assist.Noting() {
		t.drawTrickLabel(c) // where the hint's note goes with larger cards
	}
	t.Tbl.Draw(c, t.Ctx.Art)
	if t.Idle() {
		t.bid.draw(c, t)
	}
	t.drawMessage(c)
	t.sheetBtn.Draw(c, false)
	t.drawAssists(c)
	t.DrawKeys(c, "scoresheet")
	t.Guide().Draw(c)
}

func (t *Table) drawBanner(c *widget.Canvas) {
	v := t.shown
	c.Fill(0, 0, widget.ScreenW, 66, color.RGBA{0, 0, 0, 80})
	c.Line(0, 66, widget.ScreenW, 66, 1, tint(widget.Gold, 90))
	hands := stepstones.NumRows * stepstones.NumPlayers
	if v.Config.Redo {
		hands = stepstones.MaxHands // "up to", said below
	}
	n := min(v.Hand+1, hands)
	head := fmt.Sprintf("Hand %d of %d", n, hands)
	if v.Config.Redo {
		head = fmt.Sprintf("Hand %d of 12-15", n)
	}
	c.Text(head, 20, true, 20, 9, widget.Cream, widget.AlignLeft)
	c.Text("Forehand: "+t.Names[v.Forehand], 15, false, 20, 38, widget.Muted, widget.AlignLeft)

	x := 230.0
	if v.Declarer < 0 || v.Phase == stepstones.PhaseOver {
		line := "Bidding: declare a contract or pass"
		if v.Puddle {
			line = "In the puddle: " + t.Names[v.Forehand] + " must declare"
		}
		if v.Phase == stepstones.PhaseOver {
			line = "Game over"
		}
		c.Text(line, 20, true, x, 9, widget.Gold, widget.AlignLeft)
		c.Text(sheetLine(v), 15, false, x, 38, widget.Muted, widget.AlignLeft)
	} else {
		who := t.Names[v.Declarer] + " declared "
		if t.Names[v.Declarer] == SeatNames[0] {
			who = "You declared "
		}
		name := v.Bid.Contract.Name()
		if v.Bid.Redo {
			name = "Redo: " + name
		}
		c.Text(who+name, 20, true, x, 9, widget.Gold, widget.AlignLeft)
		c.Text(rulesLine(v), 15, false, x, 38, widget.Cream, widget.AlignLeft)
	}
	c.Text(t.turnText(), 19, true, widget.ScreenW-214, 22, widget.Cream, widget.AlignRight)
}

// sheetLine says how far the scoresheet has got.
func sheetLine(v stepstones.View) string {
	done := 0
	for _, r := range v.Sheet.Rows {
		for _, d := range r.Done {
			if d {
				done++
			}
		}
	}
	s := fmt.Sprintf("%s sheet: %d of 12 cells filled", sheetName(v.Config.Sheet), done)
	if v.Config.Redo {
		s += "   ·   Redo variant"
	}
	return s
}

func sheetName(sh stepstones.Sheet) string {
	if sh == stepstones.Advanced {
		return "Advanced"
	}
	return "Starter"
}

// rulesLine is the declaration's effect on play: trump, the ranking (and,
// under Slalom, this trick's), what counts.
func rulesLine(v stepstones.View) string {
	s := "Trump: " + trumpName(v.Bid.Rules().Trump)
	if v.Bid.Contract == stepstones.WinSlalom {
		s += "   ·   Slalom from " + dirName(v.Bid.Dir)
		s += "   ·   this trick: " + dirName(v.Rules.Ranking.At(len(v.Winners)))
	} else {
		s += "   ·   Ranking: " + dirName(v.Bid.Dir)
	}
	switch v.Rules.Follow {
	case trick.MustBeat:
		s += "   ·   Must Beat"
	case trick.MayTrump:
		s += "   ·   May Trump"
	}
	if v.Bid.Contract == stepstones.WinLast6 {
		s += "   ·   tricks 7-12 count"
	}
	return s
}

func (t *Table) turnText() string {
	v := t.shown
	if v.Phase == stepstones.PhaseOver {
		return "Game over"
	}
	if !t.Idle() {
		return ""
	}
	if t.Yours(t.Me) && slices.Contains(v.ToMove, t.Me) {
		if v.Phase == stepstones.PhasePlay {
			return "Your turn: play a card"
		}
		if v.Puddle {
			return "You must declare"
		}
		return "Your turn to bid"
	}
	if len(v.ToMove) == 1 {
		if v.Phase == stepstones.PhaseBid {
			return t.Names[v.ToMove[0]] + " is bidding..."
		}
		return t.Names[v.ToMove[0]] + " to play..."
	}
	return ""
}

// seatAnchor is where seat's name and lines go; yours sits above your
// hand's left end and rises with it (rise: the table's HandRise), a
// little more, clear of a lifted card's corner.
func seatAnchor(seat int, rise float64) (x, y float64, align widget.Align) {
	switch seat {
	case 1:
		return 24, 84, widget.AlignLeft
	case 2:
		return widget.ScreenW - 24, 84, widget.AlignRight
	}
	return 176, 480 - 1.15*rise, widget.AlignLeft
}

func (t *Table) drawSeats(c *widget.Canvas) {
	v := t.shown
	piles := t.Tbl.Piles()
	for seat := range stepstones.NumPlayers {
		// Where the seat sits on this screen: yours at the bottom.
		x, y, align := seatAnchor((seat-t.Me+stepstones.NumPlayers)%stepstones.NumPlayers, t.Tbl.HandRise())
		name := t.Names[seat]
		if l, ok := t.S.SeatLevel(seat); ok {
			name += " (" + l.Title() + ")"
		}
		clr := widget.Cream
		if slices.Contains(v.ToMove, seat) && t.Idle() {
			clr = widget.Gold
		}
		w := c.Text(name, 21, true, x, y, clr, align)
		bx := x + w + 10
		if align == widget.AlignRight {
			bx = x - w - 10
		}
		if v.Declarer == seat && v.Phase == stepstones.PhasePlay {
			w += 10 + badge(c, "DECLARER", bx, y+3, align, widget.Gold)
		} else if v.Forehand == seat && v.Phase == stepstones.PhaseBid {
			w += 10 + badge(c, "FOREHAND", bx, y+3, align, widget.Muted)
		}
		w += tricktable.DrawSeatNote(c, t.SeatNote(seat), x, y, w, align)
		w = max(w, c.Text(seatStatus(v, seat, piles[seat]), 16, false, x, y+28, widget.Cream, align))
		extra := fmt.Sprintf("Game points: %d", v.Sheet.Totals[seat])
		if v.Config.Redo {
			if v.Tokens[seat] {
				extra += "   ·   redo token ●"
			} else {
				extra += "   ·   redo spent"
			}
		}
		w = max(w, c.Text(extra, 15, false, x, y+50, widget.Muted, align))
		t.labels[seat] = tricktable.TextRect(x, y, w, 68, align)
	}
}

// badge draws a small capsule label beside a name and returns its width.
func badge(c *widget.Canvas, s string, x, y float64, align widget.Align, clr color.RGBA) float64 {
	w := c.TextWidth(s, 12, true) + 14
	if align == widget.AlignRight {
		x -= w
	}
	c.RoundRect(x, y, w, 20, 10, color.RGBA{clr.R / 4, clr.G / 4, clr.B / 4, 200})
	c.RoundOutline(x, y, w, 20, 10, 1.2, clr)
	c.Text(s, 12, true, x+w/2, y+3, clr, widget.AlignCenter)
	return w
}

// seatStatus is one line about a seat: its bidding, or its tricks.
func seatStatus(v stepstones.View, seat, tricks int) string {
	switch v.Phase {
	case stepstones.PhaseBid:
		switch {
		case !v.CanDeclare[seat]:
			return "sheet complete: always passes"
		case v.Puddle && seat == v.Forehand:
			return "in the puddle!"
		case v.Passed[seat]:
			return "passed"
		case slices.Contains(v.ToMove, seat):
			return "bidding..."
		}
		return ""
	case stepstones.PhasePlay:
		if seat == v.Declarer {
			s := "Declarer: " + plural(tricks, "trick", "tricks")
			if v.Bid.Contract == stepstones.WinLast6 {
				s += fmt.Sprintf(" (%d count)", v.Counted)
			}
			return s
		}
		return "Defender: " + plural(tricks, "trick", "tricks")
	}
	return ""
}

// trickLabel names the trick on the table (until it is gathered) or the
// next to be led, with its ranking under Slalom and whether it counts
// under Win Last 6, in its colour; "" outside the play.
func (t *Table) trickLabel() (string, color.RGBA) {
	v := t.shown
	if v.Phase != stepstones.PhasePlay || v.Declarer < 0 {
		return "", widget.Muted
	}
	n := min(t.Tbl.TrickInView(), stepstones.NumTricks)
	s := fmt.Sprintf("Trick %d of %d", n, stepstones.NumTricks)
	clr := widget.Muted
	if v.Bid.Contract == stepstones.WinSlalom {
		s += "   ·   " + dirName(v.Rules.Ranking.At(n-1))
		clr = widget.Gold
	}
	if v.Bid.Contract == stepstones.WinLast6 {
		if n <= 6 {
			s += "   ·   does not count"
		} else {
			s += "   ·   counts!"
			clr = widget.Gold
		}
	}
	return s, clr
}

// drawTrickLabel draws the trickLabel under the trick.
func (t *Table) drawTrickLabel(c *widget.Canvas) {
	s, clr := t.trickLabel()
	if s == "" {
		return
	}
	w := c.TextWidth(s, 16, true) + 28
	y := t.Tbl.NoteY()
	c.RoundRect(widget.ScreenW/2-w/2, y, w, 28, 14, color.RGBA{0, 0, 0, 70})
	c.Text(s, 16, true, widget.ScreenW/2, y+5, clr, widget.AlignCenter)
}

// msgY is the top of the message line.
const msgY = 112.0

func (t *Table) drawMessage(c *widget.Canvas) {
	t.DrawMessage(c, msgY, 20) // under the assist buttons, above the trick and its winner's name
}
