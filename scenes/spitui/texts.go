package spitui

import (
	"image/color"

	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// TextBox is a line of text the table drew in the last frame, and the
// box it takes (x, y at the top left), so a test can check that no words
// the table writes cover others.
type TextBox struct {
	Text string
	box
}

// Box returns the text's box: x, y, w, h.
func (b TextBox) Box() (x, y, w, h float64) { return b.X, b.Y, b.W, b.H }

// TextBoxes returns every line of text the table drew in the last frame,
// and the Spit! button as one more.
func (t *Table) TextBoxes() []TextBox {
	out := append([]TextBox(nil), t.texts...)
	if t.plays(t.me) {
		b := t.spitBtn
		out = append(out, TextBox{b.Label, box{b.X, b.Y, b.W, b.H}})
	}
	return out
}

// text draws s as Canvas.Text does (its top at y, aligned round x) and
// notes the box it takes, its height the letter size.
func (t *Table) text(c *parts.Frame, s string, size float64, bold bool, x, y float64, clr color.Color, al widget.Align) {
	w := c.Text(s, size, bold, x, y, clr, al)
	switch al {
	case widget.AlignCenter:
		x -= w / 2
	case widget.AlignRight:
		x -= w
	}
	t.texts = append(t.texts, TextBox{s, box{x, y, w, size}})
}
