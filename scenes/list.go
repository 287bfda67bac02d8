// Package scenes holds Parlor's screens: the menu, settings, key bindings,
// rules and pause overlays, and each game's setup, table and scoreboard. Scenes
// turn input into rule actions and draw views; they own no rule logic.
package scenes

import (
	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// focusList is a vertical list of buttons driven by arrows, Enter, the mouse
// and the wheel, with a visible focus. Scenes embed it.
type focusList struct {
	scene   string
	buttons []*widget.Button
	focus   int
	traced  bool
}

func (l *focusList) set(scene string, labels []string, x, y, w, h, gap float64) {
	l.scene = scene
	l.buttons = l.buttons[:0]
	for i, s := range labels {
		l.buttons = append(l.buttons, &widget.Button{Label: s, X: x, Y: y + float64(i)*(h+gap), W: w, H: h})
	}
	if l.focus >= len(l.buttons) {
		l.focus = 0
	}
	l.traced = false
}

func (l *focusList) items() []game.Item {
	out := make([]game.Item, len(l.buttons))
	for i, b := range l.buttons {
		out[i] = game.Item{Label: b.Label, Rect: b.Rect()}
	}
	return out
}

// announce writes the items and focus to the trace (for end-to-end tests).
func (l *focusList) announce(ctx *game.Context) {
	ctx.Trace.Items(l.scene, l.items())
	if l.focus < len(l.buttons) {
		b := l.buttons[l.focus]
		ctx.Trace.Focus(l.scene, b.Label, b.Rect())
	}
	l.traced = true
}

// update moves focus and returns the index chosen this frame, or -1.
func (l *focusList) update(ctx *game.Context) int {
	if !l.traced {
		l.announce(ctx)
	}
	in := ctx.In
	old := l.focus
	n := len(l.buttons)
	if n == 0 {
		return -1
	}
	if in.Repeated(input.Menu, input.Down) {
		l.focus = l.next(l.focus, 1)
	}
	if in.Repeated(input.Menu, input.Up) {
		l.focus = l.next(l.focus, -1)
	}
	mx, my := in.Cursor()
	hit := -1
	for i, b := range l.buttons {
		if b.Contains(mx, my) && !b.Disabled {
			hit = i
		}
	}
	if hit >= 0 && in.CursorMoved() {
		l.focus = hit
	}
	if w := in.WheelY(); w != 0 {
		if w < 0 {
			l.focus = l.next(l.focus, 1)
		} else {
			l.focus = l.next(l.focus, -1)
		}
	}
	if l.focus != old {
		ctx.Play("tick")
		ctx.Trace.Focus(l.scene, l.buttons[l.focus].Label, l.buttons[l.focus].Rect())
	}
	for i, b := range l.buttons {
		b.Update(i == l.focus, ctx.Dt())
	}
	if in.Clicked() && hit >= 0 {
		l.focus = hit
		return hit
	}
	if in.Pressed(input.Menu, input.Confirm) && !l.buttons[l.focus].Disabled {
		return l.focus
	}
	return -1
}

func (l *focusList) next(i, d int) int {
	n := len(l.buttons)
	for range n {
		i = (i + d + n) % n
		if !l.buttons[i].Disabled {
			return i
		}
	}
	return i
}

func (l *focusList) draw(c *widget.Canvas) {
	for i, b := range l.buttons {
		b.Draw(c, i == l.focus)
	}
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
		case input.Up, input.Down, input.Left, input.Right, input.Confirm, input.Back, input.Help, input.Quit, input.Fullscreen:
			label = km.Hint(input.Action(p[0]))
		case "updown":
			label = km.Hint(input.Up) + "/" + km.Hint(input.Down)
		case "leftright":
			label = km.Hint(input.Left) + "/" + km.Hint(input.Right)
		}
		s += label + " " + p[1]
	}
	return s
}

// drawPanel draws a dimmed backdrop and a centred panel with a title, the
// look shared by every overlay.
func drawPanel(c *widget.Canvas, x, y, w, h float64, title string) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(x, y, w, h, 18, widget.Panel)
	c.RoundOutline(x, y, w, h, 18, 2, widget.Gold)
	c.Text(title, 34, true, x+w/2, y+22, widget.Cream, widget.AlignCenter)
}

func drawFooter(c *widget.Canvas, s string) {
	c.Text(s, 17, false, widget.ScreenW/2, widget.ScreenH-34, widget.Muted, widget.AlignCenter)
}
