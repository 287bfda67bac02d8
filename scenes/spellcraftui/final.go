package spellcraftui

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"parlor/game"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Final shows the standings by chips and offers another game.
type Final struct {
	ctx   *game.Context
	app   *scenes.App
	table *Table
	list  scenes.List
}

// NewFinal returns the game-over overlay for table t.
func NewFinal(ctx *game.Context, app *scenes.App, t *Table) *Final {
	f := &Final{ctx: ctx, app: app, table: t}
	f.list = scenes.List{Scene: f.Name(), Buttons: scenes.Row([]string{"Play again", "Save record", "Main menu"}, widget.ScreenW/2-340, 600, 220, 48, 20), Across: true, Quiet: true}
	return f
}

// Name implements game.Named.
func (f *Final) Name() string { return "spellcraft-final" }

// IsOverlay implements game.Overlay.
func (f *Final) IsOverlay() bool { return true }

// Enter announces the buttons.
func (f *Final) Enter(ctx *game.Context) { f.list.Announce(ctx) }

// Update implements game.Scene.
func (f *Final) Update(ctx *game.Context) error {
	switch f.list.Update(ctx) {
	case 0:
		opts := f.table.opts
		opts.Seed = uint64(time.Now().UnixNano())
		ctx.Reset(NewTable(ctx, f.app, opts))
	case 1:
		path, err := f.table.SaveRecord()
		if err != nil {
			ctx.Toast("Could not save the record: " + err.Error())
		} else {
			ctx.Toast("Record saved: " + path)
		}
	case 2:
		ctx.Reset(f.app.Home(ctx))
	}
	return nil
}

// SaveRecord writes the game's record and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(spellcraft.GameName, t.opts.Seed, t.g.Record())
}

// standings orders the seats by chips, most first.
func standings(v spellcraft.View) []int {
	seats := make([]int, v.Config.Players)
	for i := range seats {
		seats[i] = i
	}
	slices.SortStableFunc(seats, func(a, b int) int { return v.Stacks[b] - v.Stacks[a] })
	return seats
}

// Draw implements game.Scene.
func (f *Final) Draw(c *widget.Canvas) {
	v := f.table.view
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(240, 60, widget.ScreenW-480, 610, 18, widget.Panel)
	c.RoundOutline(240, 60, widget.ScreenW-480, 610, 18, 2, widget.Gold)
	title := "Game over"
	var names []string
	for _, w := range v.Winners {
		names = append(names, SeatNames[w])
	}
	switch {
	case len(v.Winners) == 1 && v.Winners[0] == 0:
		title = "You win!"
	case len(v.Winners) == 1:
		title = SeatNames[v.Winners[0]] + " wins"
	case len(v.Winners) > 1:
		title = "Shared victory: " + strings.Join(names, " and ")
	}
	c.Text(title, 40, true, widget.ScreenW/2, 84, widget.Gold, widget.AlignCenter)
	reason := map[spellcraft.EndReason]string{
		spellcraft.LastPlayer:  "Only one player has chips left.",
		spellcraft.NoChipsLeft: "Nobody has chips left: the last best hands share the victory.",
		spellcraft.EndedNow:    "The game was ended early: the most chips win.",
	}[v.Ended]
	c.Text(fmt.Sprintf("%s  (%d rounds)", reason, v.Round), 18, false, widget.ScreenW/2, 140, widget.Muted, widget.AlignCenter)
	for i, seat := range standings(v) {
		y := 190 + float64(i)*44
		clr := widget.Cream
		if slices.Contains(v.Winners, seat) {
			clr = widget.Gold
		}
		c.Text(fmt.Sprintf("%d.", i+1), 22, true, 470, y, clr, widget.AlignRight)
		c.Text(SeatNames[seat], 22, true, 490, y, clr, widget.AlignLeft)
		chip(c, 740, y+13, 10)
		c.Text(fmt.Sprintf("%d chips", v.Stacks[seat]), 22, true, 760, y, clr, widget.AlignLeft)
	}
	c.Text(fmt.Sprintf("Seed %d", f.table.opts.Seed), 14, false, widget.ScreenW/2, 570, widget.Muted, widget.AlignCenter)
	f.list.Draw(c)
}
