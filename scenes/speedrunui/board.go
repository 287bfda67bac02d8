package speedrunui

import (
	"fmt"

	"parlor/game"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// Board is the contract board, drawn like the paper one: a row per contract,
// and for each player a Tricks and a Score cell, Perfect Bonuses circled,
// revealed attempts marked x2, Passes and Redos used, and the totals.
type Board struct {
	scenes.Dismiss
	ctx   *game.Context
	view  speedrun.View
	names []string
}

// NewBoard returns the board overlay for what v shows, the seats called
// names.
func NewBoard(ctx *game.Context, v speedrun.View, names []string) *Board {
	return &Board{ctx: ctx, view: v, names: names}
}

// Name implements game.Named.
func (b *Board) Name() string { return "speedrun-board" }

// IsOverlay implements game.Overlay.
func (b *Board) IsOverlay() bool { return true }

var (
	paper     = widget.Paper
	paperLine = widget.PaperRule
	pencil    = widget.Pencil
	redPencil = widget.RedPencil
)

// Draw implements game.Scene.
func (b *Board) Draw(c *widget.Canvas) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	w, h := boardSize(b.view)
	drawBoard(c, b.view, b.names, (widget.ScreenW-w)/2, (widget.ScreenH-h)/2)
}

// The board's rows and width.
const (
	rowH   = 38.0
	boardW = 860.0
)

// boardSize is the size of v's board: a row per contract of the game's
// length, three more and the header.
func boardSize(v speedrun.View) (w, h float64) {
	return boardW, float64(v.Config.Length.Contracts()+4)*rowH + 110
}

// drawBoard draws v's contract board with its top left corner at (x, y):
// the overlay's and the rules page's.
func drawBoard(c *widget.Canvas, v speedrun.View, names []string, x, y float64) {
	n := v.Config.Length.Contracts()
	w, h := boardSize(v)
	c.RoundRect(x, y, w, h, 8, paper)
	c.Text("Contract board", 28, true, x+w/2, y+14, pencil, widget.AlignCenter)
	labelW := 220.0
	colW := (w - labelW - 40) / 3
	top := y + 60
	// Header: players, then Tricks/Score under each.
	for seat := range speedrun.NumPlayers {
		cx := x + 20 + labelW + float64(seat)*colW
		c.Text(names[seat], 20, true, cx+colW/2, top, pencil, widget.AlignCenter)
		c.Text("Tricks", 14, false, cx+colW/4, top+26, paperLine, widget.AlignCenter)
		c.Text("Score", 14, false, cx+3*colW/4, top+26, paperLine, widget.AlignCenter)
		c.Line(cx, top-6, cx, top+50+float64(n+3)*rowH, 1.5, paperLine)
	}
	rowsTop := top + 50
	// A rule is at least one device pixel: drawn small (the rules page's
	// board), a thinner one would fall between pixels and vanish.
	rule := max(1, 1/c.Scale)
	for i := 0; i <= n+3; i++ {
		c.Line(x+20, rowsTop+float64(i)*rowH, x+w-20, rowsTop+float64(i)*rowH, rule, paperLine)
	}
	for k := 1; k <= n; k++ {
		con := speedrun.Contract(k)
		ry := rowsTop + float64(k-1)*rowH
		c.Text(fmt.Sprintf("%d  %s", k, con.Name()), 18, true, x+30, ry+9, pencil, widget.AlignLeft)
		for seat := range speedrun.NumPlayers {
			e := v.Board[seat].Entries[k]
			if !e.Done {
				continue
			}
			cx := x + 20 + labelW + float64(seat)*colW
			c.Text(fmt.Sprint(e.Tricks), 19, false, cx+colW/4, ry+8, pencil, widget.AlignCenter)
			if e.Perfect {
				tricktable.Circled(c, fmt.Sprint(e.Score), 19, cx+3*colW/4, ry+8, redPencil, redPencil)
			} else {
				c.Text(fmt.Sprint(e.Score), 19, true, cx+3*colW/4, ry+8, pencil, widget.AlignCenter)
			}
			mark := ""
			if e.Revealed {
				mark = "x2"
			}
			if e.Redos > 0 {
				mark += " R"
			}
			if mark != "" {
				c.Text(mark, 12, false, cx+colW-8, ry+4, redPencil, widget.AlignRight)
			}
		}
	}
	extra := []string{"Pass used", "Redo used", "Total"}
	for i, label := range extra {
		ry := rowsTop + float64(n+i)*rowH
		c.Text(label, 18, i == 2, x+30, ry+9, pencil, widget.AlignLeft)
		for seat := range speedrun.NumPlayers {
			pb := v.Board[seat]
			cx := x + 20 + labelW + float64(seat)*colW
			var s string
			switch i {
			case 0:
				s = fmt.Sprintf("%d of %d", pb.PassesUsed, v.Config.Length.Passes())
			case 1:
				s = fmt.Sprintf("%d of %d", pb.RedosUsed, v.Config.Length.Redos())
			case 2:
				s = fmt.Sprint(v.Totals[seat])
			}
			c.Text(s, 19, i == 2, cx+colW/2, ry+8, pencil, widget.AlignCenter)
		}
	}
	c.Text("Lowest total wins. Circled: Perfect Bonus. x2: revealed (Contract Reveal). R: Redo used on it.",
		14, false, x+w/2, y+h-30, paperLine, widget.AlignCenter)
}
