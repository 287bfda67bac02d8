package scenes

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/datadir"
	"parlor/game/records"
	"parlor/game/store"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/scenes/widget"
)

// History is the list of finished games, newest first: one row each
// (which game, when, against whom, who won), to watch again on its table
// or to delete. A record file dropped on the window is watched too.
type History struct {
	ctx     *game.Context
	app     *App
	items   []store.Item
	list    List
	top     int  // first row shown
	confirm bool // Delete was pressed once on the focused row
	msg     string
	watch   widget.Button
	export  widget.Button
	del     widget.Button
}

// historyRows is how many rows fit on the screen.
const historyRows = 9

// NewHistory returns the history screen.
func NewHistory(ctx *game.Context, app *App) *History {
	h := &History{ctx: ctx, app: app}
	h.reload()
	return h
}

func (h *History) reload() {
	h.items = nil
	if st := h.ctx.Store(); st != nil {
		items, err := st.Games()
		if err != nil {
			h.msg = "The history could not be read: " + err.Error() + "."
		}
		h.items = items
	}
	h.layout()
}

func (h *History) layout() {
	labels := make([]string, len(h.items))
	for i, it := range h.items {
		labels[i] = h.rowLabel(it)
	}
	focus := h.list.Focus
	h.list = menuList("history", Column(labels, 130, 120, widget.ScreenW-590, 46, 8))
	h.list.Focus = min(focus, max(0, len(labels)-1))
	h.place()
}

// place scrolls the rows so the focused one shows and puts the action
// buttons beside it.
func (h *History) place() {
	f := h.list.Focus
	h.top = min(max(h.top, f-historyRows+1), f)
	h.top = max(0, h.top)
	for i, b := range h.list.Buttons {
		b.Y = 120 + float64(i-h.top)*54
	}
	y := 120 + float64(f-h.top)*54
	h.watch = widget.Button{Label: "Watch", X: widget.ScreenW - 450, Y: y, W: 120, H: 46}
	h.export = widget.Button{Label: "Export", X: widget.ScreenW - 322, Y: y, W: 120, H: 46}
	h.del = widget.Button{Label: "Delete", X: widget.ScreenW - 194, Y: y, W: 120, H: 46}
	if h.confirm {
		h.del.Label = "Sure?"
	}
}

// rowLabel is one finished game in words: "Speed Run · yesterday · Hard ·
// You won". A game imported whose record says not when it was played is
// dated by its import, and says so: "imported 2 Dec".
func (h *History) rowLabel(it store.Item) string {
	title := it.Game
	if g, ok := h.app.Game(it.Game); ok {
		title = g.Game.Title
	}
	day := when(it.When, time.Now())
	if it.Undated {
		day = "imported " + day
	}
	parts := []string{title, day}
	if lv := levelsWords(it.Level); lv != "" {
		parts = append(parts, lv)
	}
	if it.Summary != "" {
		parts = append(parts, it.Summary)
	}
	return strings.Join(parts, " · ")
}

// levelsWords says a row's level: "Hard"; computers of several levels
// (Item.Level lists them) from the weakest to the strongest, "Normal and
// Hard" or "Easy to Hard"; nothing for none, or a level it does not know.
func levelsWords(level string) string {
	var ls []engine.Level
	for _, name := range strings.Split(level, ",") {
		l, err := engine.ParseLevel(name)
		if err != nil || name == "" {
			return ""
		}
		if !slices.Contains(ls, l) {
			ls = append(ls, l)
		}
	}
	slices.Sort(ls)
	switch len(ls) {
	case 1:
		return ls[0].Title()
	case 2:
		return ls[0].Title() + " and " + ls[1].Title()
	}
	return ls[0].Title() + " to " + ls[len(ls)-1].Title()
}

// Name implements game.Named.
func (h *History) Name() string { return "history" }

// IsOverlay implements game.Overlay.
func (h *History) IsOverlay() bool { return true }

// Still implements game.Still.
func (h *History) Still() bool { return h.list.Still() }

// Enter re-reads the list (a game may have been deleted or added).
func (h *History) Enter(ctx *game.Context) {
	h.reload()
	h.list.Announce(ctx)
}

// Update implements game.Scene.
func (h *History) Update(ctx *game.Context) error {
	WatchDropped(ctx, h.app)
	in := ctx.In
	if in.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	old := h.list.Focus
	pick := h.list.Update(ctx)
	if h.list.Focus != old {
		h.confirm = false
	}
	h.place()
	if len(h.items) == 0 {
		return nil
	}
	mx, my := in.Cursor()
	h.watch.Update(h.watch.Contains(mx, my), ctx.Dt())
	h.del.Update(h.del.Contains(mx, my), ctx.Dt())
	h.export.Update(h.export.Contains(mx, my), ctx.Dt())
	switch {
	case in.Clicked() && h.export.Contains(mx, my), in.Pressed(input.Menu, input.Export):
		h.exportFocused()
	case in.Clicked() && h.watch.Contains(mx, my), pick >= 0 && !(in.Clicked() && h.del.Contains(mx, my)):
		h.open(ctx, h.items[h.list.Focus])
	case in.Clicked() && h.del.Contains(mx, my), in.Pressed(input.Menu, input.Remove):
		h.delete(ctx)
	}
	return nil
}

func (h *History) delete(ctx *game.Context) {
	if !h.confirm {
		h.confirm = true
		h.place()
		return
	}
	h.confirm = false
	it := h.items[h.list.Focus]
	if err := ctx.Store().Delete(it.ID); err != nil {
		h.msg = "Could not delete it: " + err.Error()
		return
	}
	h.msg = "Deleted " + h.rowLabel(it) + "."
	h.reload()
}

// exportFocused writes the focused game as a record file, the format
// other copies of Parlor and `parlor verify` read.
func (h *History) exportFocused() {
	it := h.items[h.list.Focus]
	if _, web := store.Browser(); web {
		text, err := h.ctx.Store().Export(it.ID)
		if err == nil {
			err = store.Download(records.FileName(it), text)
		}
		if err != nil {
			h.msg = "Could not export it: " + datadir.Reason(err) + "."
			return
		}
		h.msg = "Downloaded as " + records.FileName(it)
		return
	}
	dir, err := game.RecordsDir()
	if err == nil {
		var path string
		if path, err = records.Write(h.ctx.Store(), it, dir); err == nil {
			h.msg = "Exported to " + path
			return
		}
	}
	if errors.Is(err, fs.ErrExist) {
		h.msg = "It was exported before: " + filepath.Join(dir, records.FileName(it))
		return
	}
	h.msg = "Could not export it: " + datadir.Reason(err) + "."
}

// open watches a finished game on its table.
func (h *History) open(ctx *game.Context, it store.Item) {
	rec, err := ctx.Store().Record(it.ID)
	if err != nil {
		h.msg = "That game could not be read: " + err.Error() + "."
		h.reload()
		return
	}
	sc, err := NewReplay(ctx, h.app, rec)
	switch {
	case errors.Is(err, ErrRefused):
		// The rules refuse it: nobody can ever watch it, so it leaves the
		// History (still counted), its record kept aside.
		why := errors.New(strings.TrimPrefix(err.Error(), ErrRefused.Error()+": "))
		h.msg = ctx.Store().SetAsideGame(it.ID, why)
		h.reload()
	case err != nil:
		h.msg = "It cannot be watched: " + err.Error() + "."
	default:
		ctx.Push(sc)
	}
}

// ToastFootY implements game.ToastFoot: the title is at the top edge.
func (*History) ToastFootY() float64 { return screenToasts }

// Draw implements game.Scene.
func (h *History) Draw(c *widget.Canvas) {
	drawScreen(c, "History")
	if len(h.items) == 0 {
		c.Text("No finished games yet: every game played to its end is kept here to watch again.",
			19, false, widget.ScreenW/2, 300, widget.Muted, widget.AlignCenter)
	}
	for i, b := range h.list.Buttons {
		if i >= h.top && i < h.top+historyRows {
			b.Draw(c, i == h.list.Focus)
		}
	}
	if len(h.items) > 0 {
		h.watch.Draw(c, false)
		h.export.Draw(c, false)
		h.del.Draw(c, h.confirm)
		drawScrollbar(c, widget.ScreenW-100, 120, 54*historyRows-8, h.top, historyRows, len(h.items))
	}
	for i, l := range c.Wrap(h.msg, 17, false, widget.ScreenW-200) {
		c.Text(l, 17, false, widget.ScreenW/2, 604+22*float64(i), widget.Cream, widget.AlignCenter)
	}
	keys := [][2]string{{"updown", "move"}, {"confirm", "watch"}, {"export", "export"}, {"remove", "delete"}, {"back", "close"}}
	if len(h.items) == 0 {
		keys = keys[len(keys)-1:] // nothing to move to, watch, export or delete yet
	}
	drawFooter(c, keyHints(h.ctx, keys...)+"   ·   drop a record file on the window to watch it")
}

// drawScrollbar draws a thin bar beside a list of n rows of which shown
// rows from first are visible (nothing when all fit).
func drawScrollbar(c *widget.Canvas, x, y, h float64, first, shown, n int) {
	if n <= shown {
		return
	}
	c.RoundRect(x, y, 8, h, 4, widget.FeltDark)
	th := max(24, h*float64(shown)/float64(n))
	ty := y + (h-th)*float64(first)/float64(max(1, n-shown))
	c.RoundRect(x, ty, 8, th, 4, widget.Gold)
}

// historyCount is the menu's words for the history.
func historyCount(ctx *game.Context) string {
	if st := ctx.Store(); st != nil {
		if items, _ := st.Games(); len(items) > 0 {
			return fmt.Sprintf("History (%d)", len(items))
		}
	}
	return "History"
}
