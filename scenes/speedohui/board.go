package speedohui

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"parlor/game"
	"parlor/rules/realtime"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Final is the end of the game: the winners, the cards left per seat,
// play again, save the record, main menu.
type Final struct {
	t    *Table
	list scenes.List
}

func newFinal(ctx *game.Context, t *Table) *Final {
	f := &Final{t: t}
	labels := []string{"Play again", "Save record", "Main menu"}
	f.list = scenes.List{Scene: f.Name(), Buttons: scenes.Row(labels, widget.ScreenW/2-300, 566, 188, 48, 18), Across: true, Quiet: true}
	return f
}

// Name implements game.Named.
func (f *Final) Name() string { return "speedoh-final" }

// IsOverlay implements game.Overlay.
func (f *Final) IsOverlay() bool { return true }

// Enter announces the buttons.
func (f *Final) Enter(ctx *game.Context) { f.list.Announce(ctx) }

// Update implements game.Scene.
func (f *Final) Update(ctx *game.Context) error {
	switch f.list.Update(ctx) {
	case 0:
		opts := f.t.opts
		opts.Seed = uint64(time.Now().UnixNano())
		ctx.Reset(NewTable(ctx, f.t.app, opts))
	case 1:
		f.t.toastSave(ctx)
	case 2:
		ctx.Reset(f.t.app.Home(ctx))
	}
	return nil
}

// title says who won, from the bottom person's side when there is one.
func (t *Table) title() string {
	w := t.st.Winners()
	var names []string
	for _, s := range w {
		names = append(names, t.seatName(s))
	}
	switch {
	case len(names) == 0:
		return "Game over"
	case t.opts.Mode == VsComputer && slices.Contains(w, 0) && len(names) == 1:
		return "You win!"
	case t.opts.Mode == VsComputer && slices.Contains(w, 0):
		return "You share the win!"
	case len(names) == 1:
		return names[0] + " wins!"
	}
	return strings.Join(names, " and ") + " share the win"
}

func (t *Table) reason() string {
	if g := t.outcome; g != nil {
		switch g.Reason {
		case speedoh.OutOfCard:
			return "Out of cards first"
		case speedoh.Stale:
			return "Three turnovers with no cards changing hands: fewest cards wins"
		case speedoh.TimeUp:
			return "30 minutes played: fewest cards wins"
		}
	}
	return ""
}

// Draw implements game.Scene.
func (f *Final) Draw(c *widget.Canvas) {
	t := f.t
	x, y, w, h := 300.0, 90.0, float64(widget.ScreenW-600), 550.0
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	c.Text(t.title(), 42, true, widget.ScreenW/2, y+22, widget.Gold, widget.AlignCenter)
	c.Text(t.reason(), 18, false, widget.ScreenW/2, y+84, widget.Muted, widget.AlignCenter)
	// Seats by cards left, fewest first: the standings.
	order := make([]int, t.n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return t.st.Cards(order[a]) < t.st.Cards(order[b]) })
	win := t.st.Winners()
	for i, seat := range order {
		ry := y + 130 + float64(i)*44
		clr := widget.Cream
		won := slices.Contains(win, seat)
		if won {
			clr = widget.Gold
		}
		c.Text(t.seatName(seat), 22, true, x+150, ry, clr, widget.AlignLeft)
		c.Text(fmt.Sprintf("%d cards left", t.st.Cards(seat)), 22, won, x+w-150, ry, clr, widget.AlignRight)
	}
	secs := t.st.Tick() / realtime.TicksPerSecond
	c.Text(fmt.Sprintf("%d:%02d played  ·  seed %d  ·  %s", secs/60, secs%60, t.opts.Seed, t.opts.Config), 15, false, widget.ScreenW/2, y+h-118, widget.Muted, widget.AlignCenter)
	f.list.Draw(c)
}

// SaveRecord writes the game's record (State.Record) and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(speedoh.GameName, t.opts.Seed, t.Record())
}
