package speedrunui

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"parlor/game"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Final shows the standings and the tie-break that decided them (SR7).
type Final struct {
	ctx   *game.Context
	app   *scenes.App
	table *Table
	list  scenes.List
	lines []string
	note  string
}

// NewFinal returns the game-over overlay for table t.
func NewFinal(ctx *game.Context, app *scenes.App, t *Table) *Final {
	f := &Final{ctx: ctx, app: app, table: t}
	labels := []string{"Play again", "Save record", "Contract board", "Main menu"}
	f.list = scenes.List{Scene: f.Name(), Buttons: scenes.Row(labels, widget.ScreenW/2-380, 560, 180, 48, 12), Across: true, Quiet: true}
	f.lines, f.note = standings(t.view)
	return f
}

// standings orders the seats and names the tie-break that separated them:
// lowest total, then most contracts completed, then most Perfect Bonuses
// (SR7); a tie beyond that is shared (G4). The engine decides the winners;
// this only explains the board to the player.
func standings(v speedrun.View) (lines []string, note string) {
	seats := []int{0, 1, 2}
	key := func(s int) [3]int {
		pb := v.Board[s]
		return [3]int{v.Totals[s], -pb.Completed(), -pb.Perfects()}
	}
	slices.SortStableFunc(seats, func(a, b int) int {
		ka, kb := key(a), key(b)
		for i := range ka {
			if ka[i] != kb[i] {
				return ka[i] - kb[i]
			}
		}
		return 0
	})
	for i, s := range seats {
		pb := v.Board[s]
		lines = append(lines, fmt.Sprintf("%d.  %-5s  total %3d   contracts completed %d   perfect bonuses %d",
			i+1, SeatNames[s], v.Totals[s], pb.Completed(), pb.Perfects()))
	}
	a, b := key(seats[0]), key(seats[1])
	switch {
	case len(v.GameWon) > 1:
		names := []string{}
		for _, s := range v.GameWon {
			names = append(names, SeatNames[s])
		}
		note = "Tied on total, contracts and perfect bonuses: " + strings.Join(names, " and ") + " share the victory."
	case a[0] != b[0]:
		note = "Decided by the lowest total."
	case a[1] != b[1]:
		note = "Tied on total: decided by most contracts completed."
	default:
		note = "Tied on total and contracts: decided by most Perfect Bonuses."
	}
	return lines, note
}

// Name implements game.Named.
func (f *Final) Name() string { return "speedrun-final" }

// IsOverlay implements game.Overlay.
func (f *Final) IsOverlay() bool { return true }

// Enter announces the buttons.
func (f *Final) Enter(ctx *game.Context) { f.list.Announce(ctx) }

// Update implements game.Scene.
func (f *Final) Update(ctx *game.Context) error {
	pick := f.list.Update(ctx)
	switch pick {
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
		ctx.Push(NewBoard(ctx, f.table.view, true))
	case 3:
		ctx.Reset(f.app.Home(ctx))
	}
	return nil
}

// Draw implements game.Scene.
func (f *Final) Draw(c *widget.Canvas) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(140, 110, widget.ScreenW-280, 520, 18, widget.Panel)
	c.RoundOutline(140, 110, widget.ScreenW-280, 520, 18, 2, widget.Gold)
	v := f.table.view
	title := "Game over"
	if len(v.GameWon) == 1 {
		if v.GameWon[0] == 0 {
			title = "You win!"
		} else {
			title = SeatNames[v.GameWon[0]] + " wins"
		}
	} else if len(v.GameWon) > 1 {
		title = "A shared victory"
	}
	c.Text(title, 40, true, widget.ScreenW/2, 140, widget.Gold, widget.AlignCenter)
	for i, l := range f.lines {
		c.Text(l, 21, i == 0, widget.ScreenW/2, 230+float64(i)*44, widget.Cream, widget.AlignCenter)
	}
	c.Text(f.note, 19, false, widget.ScreenW/2, 380, widget.Muted, widget.AlignCenter)
	c.Text(fmt.Sprintf("Seed %d", f.table.opts.Seed), 15, false, widget.ScreenW/2, 420, widget.Muted, widget.AlignCenter)
	f.list.Draw(c)
}

// SaveRecord writes the game's record and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(speedrun.GameName, t.opts.Seed, t.g.Record())
}
