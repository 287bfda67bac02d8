// Package scenes holds Parlor's screens: the menu, settings, key bindings,
// rules and pause overlays, and every game's setup and final standings,
// built from its GameEntry; each game's table lives in a package of its
// own. Scenes turn input into rule actions and draw views; they own no
// rule logic.
package scenes

import (
	"image/color"
	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
	"strings"
)

// List is a column, row or grid of buttons with one focused, driven by the
// arrows (with repeat), Enter, the mouse and optionally the wheel. Every
// screen with buttons uses it so that they all move, pick and trace alike;
// the flags keep the small differences each screen had before it was shared.
type List struct {
	Scene   string // the scene's name in trace events
	Buttons []*widget.Button
	Focus   int

	// Across makes Left/Right move the focus (a row of buttons) instead of
	// Up/Down (a column).
	Across bool
	// Cols, when set, makes a grid of that many columns filled row by row
	// (the trick tables' choices): Left/Right step one button and Up/Down
	// one row, stopping at the edges instead of wrapping.
	Cols int
	// Wheel lets the mouse wheel move the focus (the menus, where a wheel
	// is the natural way to run down a list).
	Wheel bool
	// Tick plays the "tick" sound when the focus moves.
	Tick bool
	// SkipDisabled makes the focus pass over disabled buttons and refuses
	// to pick them. Without it a disabled button only looks disabled: the
	// setup lets its greyed level row be focused.
	SkipDisabled bool
	// Quiet sends no focus events: the final standings never did, and the
	// end-to-end tests count the focus events they see.
	Quiet bool

	traced bool
}

// Column returns buttons labelled labels stacked downwards from (x, y).
func Column(labels []string, x, y, w, h, gap float64) []*widget.Button {
	out := make([]*widget.Button, len(labels))
	for i, s := range labels {
		out[i] = &widget.Button{Label: s, X: x, Y: y + float64(i)*(h+gap), W: w, H: h}
	}
	return out
}

// Row returns buttons labelled labels side by side rightwards from (x, y).
func Row(labels []string, x, y, w, h, gap float64) []*widget.Button {
	out := make([]*widget.Button, len(labels))
	for i, s := range labels {
		out[i] = &widget.Button{Label: s, X: x + float64(i)*(w+gap), Y: y, W: w, H: h}
	}
	return out
}

// Grid returns buttons labelled labels in cols columns, filled row by row,
// centred on the screen and ending gap above bottom.
func Grid(labels []string, cols int, w, h, gap, bottom float64) []*widget.Button {
	x0 := widget.ScreenW/2 - (float64(cols)*w+float64(cols-1)*gap)/2
	rows := (len(labels) + cols - 1) / cols
	y0 := bottom - float64(rows)*(h+gap)
	out := make([]*widget.Button, len(labels))
	for i, s := range labels {
		col, row := i%cols, i/cols
		out[i] = &widget.Button{Label: s, X: x0 + float64(col)*(w+gap), Y: y0 + float64(row)*(h+gap), W: w, H: h}
	}
	return out
}

// Set replaces the buttons, keeping the focus if it is still in range, and
// has the next Update announce them.
func (l *List) Set(buttons []*widget.Button) {
	l.Buttons = buttons
	if l.Focus >= len(l.Buttons) {
		l.Focus = 0
	}
	l.traced = false
}

// Items lists the buttons as trace items.
func (l *List) Items() []game.Item {
	out := make([]game.Item, len(l.Buttons))
	for i, b := range l.Buttons {
		out[i] = game.Item{Label: b.Label, Rect: b.Rect()}
	}
	return out
}

// Announce writes the items and, unless Quiet, the focus to the trace (for
// end-to-end tests).
func (l *List) Announce(ctx *game.Context) {
	l.AnnounceItems(ctx)
	if l.Focus < len(l.Buttons) && !l.Quiet {
		l.traceFocus(ctx)
	}
}

// AnnounceItems writes only the items to the trace: the final standings and
// the trick tables' choices never announced a focus with them.
func (l *List) AnnounceItems(ctx *game.Context) {
	ctx.Trace.Items(l.Scene, l.Items())
	l.traced = true
}

func (l *List) traceFocus(ctx *game.Context) {
	b := l.Buttons[l.Focus]
	ctx.Trace.Focus(l.Scene, b.Label, b.Rect())
}

// Update moves the focus and returns the index picked this frame by a click
// or Enter, or -1.
func (l *List) Update(ctx *game.Context) int {
	if !l.traced {
		l.Announce(ctx)
	}
	n := len(l.Buttons)
	if n == 0 {
		return -1
	}
	in := ctx.In
	old := l.Focus
	l.move(in)
	mx, my := in.Cursor()
	hit := -1
	for i, b := range l.Buttons {
		if b.Contains(mx, my) && l.pickable(b) {
			hit = i
		}
	}
	if hit >= 0 && in.CursorMoved() {
		l.Focus = hit
	}
	if w := in.WheelY(); w != 0 && l.Wheel {
		if w < 0 {
			l.Focus = l.next(l.Focus, 1)
		} else {
			l.Focus = l.next(l.Focus, -1)
		}
	}
	if l.Focus != old {
		if l.Tick {
			ctx.Play("tick")
		}
		if !l.Quiet {
			l.traceFocus(ctx)
		}
	}
	for i, b := range l.Buttons {
		b.Update(i == l.Focus, ctx.Dt())
	}
	if in.Clicked() && hit >= 0 {
		l.Focus = hit
		return hit
	}
	if in.Pressed(input.Menu, input.Confirm) && l.pickable(l.Buttons[l.Focus]) {
		return l.Focus
	}
	return -1
}

// move applies this frame's arrow keys to the focus.
func (l *List) move(in *input.Handler) {
	n := len(l.Buttons)
	switch {
	case l.Cols > 0:
		old := l.Focus
		switch {
		case in.Repeated(input.Menu, input.Right):
			l.Focus = min(n-1, l.Focus+1)
		case in.Repeated(input.Menu, input.Left):
			l.Focus = max(0, l.Focus-1)
		case in.Repeated(input.Menu, input.Down):
			l.Focus = min(n-1, l.Focus+l.Cols)
		case in.Repeated(input.Menu, input.Up):
			l.Focus = max(0, l.Focus-l.Cols)
		}
		l.Focus = l.offDisabled(old)
	case l.Across:
		if in.Repeated(input.Menu, input.Right) {
			l.Focus = l.next(l.Focus, 1)
		}
		if in.Repeated(input.Menu, input.Left) {
			l.Focus = l.next(l.Focus, -1)
		}
	default:
		if in.Repeated(input.Menu, input.Down) {
			l.Focus = l.next(l.Focus, 1)
		}
		if in.Repeated(input.Menu, input.Up) {
			l.Focus = l.next(l.Focus, -1)
		}
	}
}

func (l *List) pickable(b *widget.Button) bool { return !l.SkipDisabled || !b.Disabled }

// offDisabled returns the grid focus moved off a button that may not be
// picked (a used-up contract keeps its slot): on in the direction it moved
// from old, or back to old when nothing further on may be picked.
func (l *List) offDisabled(old int) int {
	f := l.Focus
	if f >= len(l.Buttons) || l.pickable(l.Buttons[f]) {
		return f
	}
	d := 1
	if f < old {
		d = -1
	}
	for i := f; i >= 0 && i < len(l.Buttons); i += d {
		if l.pickable(l.Buttons[i]) {
			return i
		}
	}
	if old < len(l.Buttons) && l.pickable(l.Buttons[old]) {
		return old
	}
	return f
}

// next steps d from i with wrap-around, over disabled buttons when they are
// skipped.
func (l *List) next(i, d int) int {
	n := len(l.Buttons)
	for range n {
		i = (i + d + n) % n
		if l.pickable(l.Buttons[i]) {
			return i
		}
	}
	return i
}

// Still reports whether every button's focus glow has settled: the list
// shows nothing in motion (game.Still).
func (l *List) Still() bool {
	for i, b := range l.Buttons {
		if !b.Settled(i == l.Focus) {
			return false
		}
	}
	return true
}

// Draw draws the buttons, the focused one lit.
func (l *List) Draw(c *widget.Canvas) {
	for i, b := range l.Buttons {
		b.Draw(c, i == l.Focus)
	}
}

// setupFooter draws the setup screen's key hints at the foot of the screen.
func setupFooter(c *widget.Canvas, ctx *game.Context) {
	drawFooter(c, keyHints(ctx, [2]string{"updown", "move"}, [2]string{"leftright", "change"},
		[2]string{"confirm", "choose"}, [2]string{"back", "back"}))
}

// keyHints builds a footer like "Up/Down move · Enter choose · Esc back"
// from the active keymap, so a remapped key shows its new name.
func keyHints(ctx *game.Context, parts ...[2]string) string {
	km := ctx.Settings.Keys[input.Menu]
	s := ""
	for i, p := range parts {
		if i > 0 {
			s += "   ·   "
		}
		label := p[0]
		switch input.Action(p[0]) {
		case input.Up, input.Down, input.Left, input.Right, input.Confirm, input.Back, input.Help, input.Board, input.Quit, input.Fullscreen, input.Remove, input.Export:
			label = km.Hint(input.Action(p[0]))
		case "updown":
			label = km.Hint(input.Up) + "/" + km.Hint(input.Down)
		case "leftright":
			label = km.Hint(input.Left) + "/" + km.Hint(input.Right)
		}
		if strings.EqualFold(label, p[1]) {
			s += label // "Delete", not "Delete delete"
			continue
		}
		s += label + " " + p[1]
	}
	return s
}

// drawPanel draws a dimmed backdrop and a centred panel with a title, the
// look shared by every overlay.
func drawPanel(c *widget.Canvas, x, y, w, h float64, title string) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	// The footer band is opaque, the colour of dimmed felt: the key hints
	// of the screen below sit exactly where this panel's own go, and
	// showed through the dimming.
	c.Fill(0, widget.ScreenH-footerBand, widget.ScreenW, footerBand, dimmedFelt)
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	c.Text(title, 34, true, x+w/2, y+22, widget.Cream, widget.AlignCenter)
}

// drawScreen is drawPanel for a screen that takes the whole window (the
// statistics, the history): nothing of the screen below shows round it.
// The panel ends above the footer band, so the key hints sit clear of its
// rim; toasts go in that band too (screenToasts), not over the title.
func drawScreen(c *widget.Canvas, title string) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.FeltDark)
	c.RoundRect(60, 16, widget.ScreenW-120, panelBottom-16, 18, widget.Panel)
	c.RoundOutline(60, 16, widget.ScreenW-120, panelBottom-16, 18, 2, widget.Gold)
	c.Text(title, 34, true, widget.ScreenW/2, 38, widget.Cream, widget.AlignCenter)
}

// panelBottom is the lowest a panel's rim may reach: just above the
// footer band and its key hints.
const panelBottom = widget.ScreenH - footerBand - 4

// screenToasts is where a full-screen panel's newest toast goes
// (game.ToastFoot): from the footer band up, to the nearest band clear of
// the key hints and the list.
const screenToasts = widget.ScreenH - footerBand + 3

// footerBand is the height of the strip at the bottom of the screen that
// holds a screen's key hints.
const footerBand = 44

// dimmedFelt is the felt as it looks under an overlay's dimming (Dim
// over Felt).
var dimmedFelt = func() color.RGBA {
	a := float64(widget.Dim.A) / 255
	mix := func(f, d uint8) uint8 { return uint8(float64(f)*(1-a) + float64(d)*a + 0.5) }
	return color.RGBA{mix(widget.Felt.R, widget.Dim.R), mix(widget.Felt.G, widget.Dim.G), mix(widget.Felt.B, widget.Dim.B), 255}
}()

func drawFooter(c *widget.Canvas, s string) {
	c.Text(s, 17, false, widget.ScreenW/2, widget.ScreenH-34, widget.Muted, widget.AlignCenter)
}

// menuList is the List of the menu, settings, pause and keys screens: the
// wheel moves it, focus ticks, and disabled rows are skipped.
func menuList(scene string, buttons []*widget.Button) List {
	return List{Scene: scene, Buttons: buttons, Wheel: true, Tick: true, SkipDisabled: true}
}
