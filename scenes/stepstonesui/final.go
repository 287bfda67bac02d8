package stepstonesui

import (
	"fmt"
	"slices"
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Final shows the standings and how they were decided (SS8, G4).
type Final struct {
	ctx   *game.Context
	app   *scenes.App
	table *Table
	list  scenes.List
	order []int
}

// The final overlay's buttons, in order.
const (
	finalAgain = iota
	finalSave
	finalSheet
	finalMenu
)

// NewFinal returns the game-over overlay for table t.
func NewFinal(ctx *game.Context, app *scenes.App, t *Table) *Final {
	f := &Final{ctx: ctx, app: app, table: t}
	labels := []string{"Play again", "Save record", "Scoresheet", "Main menu"}
	f.list = scenes.List{Scene: f.Name(), Buttons: scenes.Row(labels, widget.ScreenW/2-392, 548, 186, 48, 12), Across: true, Quiet: true}
	f.order = standings(t.view)
	return f
}

// standings orders the seats for display: the engine's winners first, then
// by total and rows placed first (SS8). The engine decides who won; this
// only lays the table out.
func standings(v stepstones.View) []int {
	seats := []int{0, 1, 2}
	sc := v.Sheet
	slices.SortStableFunc(seats, func(a, b int) int {
		wa, wb := slices.Contains(v.GameWon, a), slices.Contains(v.GameWon, b)
		switch {
		case wa && !wb:
			return -1
		case wb && !wa:
			return 1
		case sc.Totals[a] != sc.Totals[b]:
			return sc.Totals[b] - sc.Totals[a]
		}
		return sc.Firsts[b] - sc.Firsts[a]
	})
	return seats
}

// Name implements game.Named.
func (f *Final) Name() string { return "stepstones-final" }

// IsOverlay implements game.Overlay.
func (f *Final) IsOverlay() bool { return true }

// Enter announces the buttons.
func (f *Final) Enter(ctx *game.Context) { f.list.Announce(ctx) }

// Update implements game.Scene.
func (f *Final) Update(ctx *game.Context) error {
	pick := f.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Board) {
		pick = finalSheet
	}
	switch pick {
	case finalAgain:
		opts := f.table.opts
		opts.Seed = uint64(time.Now().UnixNano())
		ctx.Reset(NewTable(ctx, f.app, opts))
	case finalSave:
		path, err := f.table.SaveRecord()
		if err != nil {
			ctx.Toast("Could not save the record: " + err.Error())
		} else {
			ctx.Toast("Record saved: " + path)
		}
	case finalSheet:
		ctx.Push(NewSheet(ctx, f.table.view))
	case finalMenu:
		ctx.Reset(f.app.Home(ctx))
	}
	return nil
}

// Draw implements game.Scene.
func (f *Final) Draw(c *widget.Canvas) {
	v := f.table.view
	sc := v.Sheet
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	x, y, w, h := 170.0, 96.0, float64(widget.ScreenW-340), 530.0
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	title := "Game over"
	switch {
	case len(v.GameWon) == 1 && v.GameWon[0] == 0:
		title = "You win!"
	case len(v.GameWon) == 1:
		title = SeatNames[v.GameWon[0]] + " wins"
	case len(v.GameWon) > 1:
		title = "A shared victory"
	}
	c.Text(title, 42, true, widget.ScreenW/2, y+24, widget.Gold, widget.AlignCenter)
	cols := []float64{x + 120, x + 240, x + 480, x + 700}
	for i, hd := range []string{"", "Player", "Game points", "Rows placed first"} {
		c.Text(hd, 16, true, cols[i], y+100, widget.Muted, widget.AlignLeft)
	}
	for i, seat := range f.order {
		ry := y + 134 + float64(i)*50
		won := slices.Contains(v.GameWon, seat)
		clr := widget.Cream
		if won {
			clr = widget.Gold
			c.RoundRect(x+90, ry-8, w-180, 42, 10, tint(widget.Gold, 40))
		}
		place := fmt.Sprintf("%d.", i+1)
		if won {
			place = "1."
		}
		c.Text(place, 24, true, cols[0], ry, clr, widget.AlignLeft)
		c.Text(SeatNames[seat], 24, true, cols[1], ry, clr, widget.AlignLeft)
		c.Text(fmt.Sprint(sc.Totals[seat]), 24, true, cols[2]+50, ry, clr, widget.AlignCenter)
		c.Text(fmt.Sprint(sc.Firsts[seat]), 24, false, cols[3]+70, ry, clr, widget.AlignCenter)
	}
	c.Text(resultLine(v), 18, false, widget.ScreenW/2, y+300, widget.Cream, widget.AlignCenter)
	c.Text(fmt.Sprintf("%s scoresheet%s   ·   %d hands   ·   seed %d", sheetName(v.Config.Sheet), redoNote(v.Config.Redo),
		len(v.Results), f.table.opts.Seed), 15, false, widget.ScreenW/2, y+340, widget.Muted, widget.AlignCenter)
	km := f.ctx.Settings.Keys[input.Menu]
	c.Text(fmt.Sprintf("%s/%s choose   ·   %s confirm   ·   %s scoresheet", km.Hint(input.Left), km.Hint(input.Right),
		km.Hint(input.Confirm), km.Hint(input.Board)), 14, false, widget.ScreenW/2, y+h-28, widget.Muted, widget.AlignCenter)
	f.list.Draw(c)
}

func redoNote(on bool) string {
	if on {
		return " with Redo"
	}
	return ""
}
