// Package tablelog is the log overlay of the turn-based tables: what
// happened so far in a round or hand, in plain sentences, opaque over the
// table. The log key, Esc, Enter or a click closes it; the arrows and the
// wheel scroll, and it opens on the latest lines. Each game says what goes
// in it; this package only lays the lines out, scrolls and draws them.
package tablelog

import (
	"fmt"
	"image/color"

	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// Line is one drawn line of the log: a heading, the table's news or a
// player's decision, already wrapped to the panel's width.
type Line struct {
	Text   string
	Indent float64
	Bold   bool
	Color  color.RGBA
}

// The panel's place and its lines.
const (
	X, Y, W, H = 170.0, 40.0, 940.0, 640.0
	size       = 18.0
	row        = 24.0
	// Rows is how many lines show at once.
	Rows = 22
	// Indent is how far a line under a heading starts in.
	Indent = 24.0
)

// Wrap breaks text into the log's lines, indent in from the left; a
// sentence's later lines go a step further in, so each reads as one.
func Wrap(ctx *game.Context, text string, indent float64, bold bool, clr color.RGBA) []Line {
	mc := widget.Canvas{Scale: 1, Fonts: ctx.Assets}
	var out []Line
	for i, w := range mc.Wrap(text, size, bold, W-100-indent) {
		out = append(out, Line{Text: w, Indent: indent + float64(min(i, 1))*Indent, Bold: bold, Color: clr})
	}
	return out
}

// Scroll is which of n lines show: the first one shown.
type Scroll struct{ First int }

// Latest scrolls n lines to their end.
func (s *Scroll) Latest(n int) { s.First = max(0, n-Rows) }

// Update scrolls by this frame's keys and wheel and reports whether the
// log is to close.
func (s *Scroll) Update(ctx *game.Context, n int) (closed bool) {
	in := ctx.In
	switch {
	case in.Pressed(input.Menu, input.Log), in.Pressed(input.Menu, input.Back),
		in.Pressed(input.Menu, input.Confirm), in.Clicked():
		return true
	case in.Repeated(input.Menu, input.Up) || in.WheelY() > 0:
		s.First--
	case in.Repeated(input.Menu, input.Down) || in.WheelY() < 0:
		s.First++
	}
	s.First = min(max(0, s.First), max(0, n-Rows))
	return false
}

// Draw draws the panel titled title over a dimmed table, with the lines
// that s shows and the keys of km.
func Draw(c *widget.Canvas, km input.Keymap, title string, lines []Line, s Scroll) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(X, Y, W, H, 18, widget.Panel)
	c.RoundOutline(X, Y, W, H, 18, 2, widget.Gold)
	c.Text(title, 26, true, widget.ScreenW/2, Y+12, widget.Cream, widget.AlignCenter)
	for i := s.First; i < min(len(lines), s.First+Rows); i++ {
		l := lines[i]
		c.Text(l.Text, size, l.Bold, X+40+l.Indent, Y+56+float64(i-s.First)*row, l.Color, widget.AlignLeft)
	}
	if len(lines) > Rows {
		c.Text(fmt.Sprintf("Lines %d-%d of %d", s.First+1, min(len(lines), s.First+Rows), len(lines)), 14, false,
			X+W-30, Y+20, widget.Muted, widget.AlignRight)
	}
	c.Text("Up/Down scroll  ·  "+km.Hint(input.Log)+" or "+km.Hint(input.Back)+" close", 15, false,
		widget.ScreenW/2, Y+H-28, widget.Muted, widget.AlignCenter)
}

// Panel is the log overlay as a scene: its title and lines, built with
// Heading and Add.
type Panel struct {
	ctx    *game.Context
	name   string
	Title  string
	Lines  []Line
	scroll Scroll
}

// New returns an empty log overlay named name (its scene name) titled
// title.
func New(ctx *game.Context, name, title string) *Panel {
	return &Panel{ctx: ctx, name: name, Title: title}
}

// Heading adds a gold heading line (a hand, a turn).
func (p *Panel) Heading(text string) {
	p.Lines = append(p.Lines, Wrap(p.ctx, text, 0, true, widget.Gold)...)
}

// Add adds a sentence under the last heading; bold for the table's news.
func (p *Panel) Add(text string, bold bool) {
	p.Lines = append(p.Lines, Wrap(p.ctx, text, Indent, bold, widget.Cream)...)
}

// Open shows the latest lines first, or empty (muted) when nothing was
// added, and returns the panel.
func (p *Panel) Open(empty string) *Panel {
	if len(p.Lines) == 0 {
		p.Lines = Wrap(p.ctx, empty, 0, false, widget.Muted)
	}
	p.scroll.Latest(len(p.Lines))
	return p
}

// Name implements game.Named.
func (p *Panel) Name() string { return p.name }

// IsOverlay implements game.Overlay.
func (p *Panel) IsOverlay() bool { return true }

// Still implements game.Still: the panel only changes on input.
func (p *Panel) Still() bool { return true }

// Update implements game.Scene.
func (p *Panel) Update(ctx *game.Context) error {
	if p.scroll.Update(ctx, len(p.Lines)) {
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (p *Panel) Draw(c *widget.Canvas) {
	Draw(c, p.ctx.Settings.Keys[input.Menu], p.Title, p.Lines, p.scroll)
}
