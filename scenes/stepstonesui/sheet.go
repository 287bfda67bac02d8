package stepstonesui

import (
	"fmt"
	"image/color"
	"strings"

	"parlor/game"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// Sheet is the scoresheet overlay, drawn like the paper one: a row per
// contract with a Tricks and a Score line under each player, game points
// only once the row is complete (SS3), rows placed first marked, totals,
// redo tokens and, at the end, the winner and the tie-break (SS8).
type Sheet struct {
	scenes.Dismiss
	ctx   *game.Context
	view  stepstones.View
	names []string
}

// NewSheet returns the scoresheet overlay for what v shows, the seats
// called names.
func NewSheet(ctx *game.Context, v stepstones.View, names []string) *Sheet {
	return &Sheet{ctx: ctx, view: v, names: names}
}

// Name implements game.Named.
func (s *Sheet) Name() string { return "stepstones-sheet" }

// IsOverlay implements game.Overlay.
func (s *Sheet) IsOverlay() bool { return true }

var (
	paper     = widget.Paper
	paperRule = widget.PaperRule
	paperFill = color.RGBA{236, 228, 204, 255}
	pencil    = widget.Pencil
	redPencil = widget.RedPencil
	marker    = tint(color.RGBA{242, 193, 78, 255}, 110)
)

// Draw implements game.Scene.
func (s *Sheet) Draw(c *widget.Canvas) {
	v := s.view
	sc := v.Sheet
	const (
		w      = 900.0
		labelW = 380.0
		lineH  = 30.0
	)
	extra := 2
	if v.Config.Redo {
		extra = 3
	}
	h := 124 + float64(stepstones.NumRows)*2*lineH + float64(extra)*(lineH+6) + 70
	x := (widget.ScreenW - w) / 2
	y := (widget.ScreenH - h) / 2
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(x+6, y+8, w, h, 8, color.RGBA{0, 0, 0, 90})
	c.RoundRect(x, y, w, h, 8, paper)
	c.Text(sheetName(v.Config.Sheet)+" scoresheet", 28, true, x+w/2, y+14, pencil, widget.AlignCenter)
	colW := (w - labelW - 40) / 3
	cx := func(seat int) float64 { return x + 20 + labelW + float64(seat)*colW }
	top := y + 64
	c.Text("Player", 16, false, x+30, top+4, paperRule, widget.AlignLeft)
	for seat := range stepstones.NumPlayers {
		c.Text(s.names[seat], 20, true, cx(seat)+colW/2, top, pencil, widget.AlignCenter)
	}
	rowsTop := top + 40
	bottom := rowsTop + float64(stepstones.NumRows)*2*lineH + float64(extra)*(lineH+6)
	for seat := range stepstones.NumPlayers {
		c.Line(cx(seat), top-6, cx(seat), bottom, 1.5, paperRule)
	}
	c.Line(x+20, rowsTop, x+w-20, rowsTop, 2, pencil)
	live := -1 // the row being played now, marked so the player sees what is at stake
	if v.Phase == stepstones.PhasePlay && v.Declarer >= 0 {
		live = v.Config.Sheet.Row(v.Bid.Contract)
	}
	for i, row := range sc.Rows {
		ry := rowsTop + float64(i)*2*lineH
		if i == live {
			c.Fill(cx(v.Declarer)+2, ry+2, colW-4, lineH-4, marker)
		}
		c.Text(row.Contract.Name(), 17, true, x+30, ry+6, pencil, widget.AlignLeft)
		c.Text("Tricks", 13, false, x+labelW+10, ry+9, paperRule, widget.AlignRight)
		c.Text("Score", 13, false, x+labelW+10, ry+lineH+9, paperRule, widget.AlignRight)
		c.Line(x+labelW-40, ry+lineH, x+w-20, ry+lineH, 0.8, paperRule)
		c.Line(x+20, ry+2*lineH, x+w-20, ry+2*lineH, 1.2, paperRule)
		for seat := range stepstones.NumPlayers {
			mid := cx(seat) + colW/2
			if row.Done[seat] {
				c.Text(fmt.Sprint(row.Tricks[seat]), 19, false, mid, ry+5, pencil, widget.AlignCenter)
			}
			if !row.Complete {
				continue
			}
			pts := fmt.Sprintf("%+d", row.Points[seat])
			if row.First[seat] {
				tricktable.Circled(c, pts, 19, mid, ry+lineH+5, redPencil, redPencil)
			} else {
				c.Text(pts, 19, true, mid, ry+lineH+5, pencil, widget.AlignCenter)
			}
		}
	}
	ey := rowsTop + float64(stepstones.NumRows)*2*lineH
	labels := []string{"Total", "Rows placed first"}
	if v.Config.Redo {
		labels = append(labels, "Redo token")
	}
	for i, l := range labels {
		ry := ey + float64(i)*(lineH+6)
		if i == 0 {
			c.Fill(x+20, ry+1, w-40, lineH+4, paperFill)
		}
		c.Text(l, 17, i == 0, x+30, ry+7, pencil, widget.AlignLeft)
		for seat := range stepstones.NumPlayers {
			var t string
			switch i {
			case 0:
				t = fmt.Sprint(sc.Totals[seat])
			case 1:
				t = fmt.Sprint(sc.Firsts[seat])
			default:
				t = "spent"
				if v.Tokens[seat] {
					t = "● unspent"
				}
			}
			c.Text(t, 19, i == 0, cx(seat)+colW/2, ry+6, pencil, widget.AlignCenter)
		}
		c.Line(x+20, ry+lineH+6, x+w-20, ry+lineH+6, 1, paperRule)
	}
	foot := "First +3 · second +1 · last -1; ties share. Circled: placed first. Highest total wins, then most rows placed first."
	if v.Phase == stepstones.PhaseOver {
		foot = resultLine(v, s.names)
	}
	c.Text(foot, 15, v.Phase == stepstones.PhaseOver, x+w/2, y+h-40, pencil, widget.AlignCenter)
}

// resultLine names the winners and the tie-break that decided (SS8, G4).
// The engine decides; this explains its decision from the sheet.
func resultLine(v stepstones.View, seatNames []string) string {
	sc := v.Sheet
	win := v.GameWon
	if len(win) == 0 {
		return ""
	}
	names := make([]string, len(win))
	for i, s := range win {
		names[i] = seatNames[s]
	}
	best := sc.Totals[win[0]]
	tiedTotal := 0
	for seat := range stepstones.NumPlayers {
		if sc.Totals[seat] == best {
			tiedTotal++
		}
	}
	who := strings.Join(names, " and ")
	switch {
	case len(win) > 1:
		return fmt.Sprintf("%s tie on %d points and %d rows placed first: a shared victory.", who, best, sc.Firsts[win[0]])
	case tiedTotal > 1:
		return fmt.Sprintf("%s wins the tie on %d points with the most rows placed first (%d).", who, best, sc.Firsts[win[0]])
	case win[0] == 0:
		return fmt.Sprintf("You win with %d points.", best)
	}
	return fmt.Sprintf("%s wins with %d points.", who, best)
}
