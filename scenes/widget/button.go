package widget

import (
	"image/color"
	"math"
)

// Button is a clickable, focusable labelled rectangle.
type Button struct {
	Label    string
	Hint     string // small key hint drawn at the right, e.g. "Enter"
	X, Y     float64
	W, H     float64
	Disabled bool
	// Mark, when set, is a symbol drawn before the label on a small card-
	// coloured tile in MarkColor: a suit in its ink, as it is printed on
	// the cards (black ink on the dark button would not read).
	Mark      string
	MarkColor color.RGBA
	hover     float64 // 0..1, eased so focus slides rather than snaps
}

// Contains reports whether logical point (x, y) is inside the button.
func (b *Button) Contains(x, y float64) bool {
	return x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H
}

// Rect returns the button's rectangle.
func (b *Button) Rect() [4]float64 { return [4]float64{b.X, b.Y, b.W, b.H} }

// Glow returns how lit the button is, 0..1 (it eases with focus), for
// layers that cache a drawn button.
func (b *Button) Glow() float64 { return b.hover }

// Settled reports whether the glow has finished easing toward focused.
func (b *Button) Settled(focused bool) bool {
	if focused {
		return b.hover == 1
	}
	return b.hover == 0
}

// Update eases the focus glow toward focused.
func (b *Button) Update(focused bool, dt float64) {
	want := 0.0
	if focused {
		want = 1
	}
	step := 0.2 * dt
	if b.hover < want {
		b.hover = min(want, b.hover+step)
	} else {
		b.hover = max(want, b.hover-step)
	}
}

// Draw draws the button; a focused button gets a gold rim and fill.
func (b *Button) Draw(c *Canvas, focused bool) {
	base := color.RGBA{18, 58, 40, 230}
	c.RoundRect(b.X, b.Y, b.W, b.H, 10, base)
	if b.hover > 0 {
		a := uint8(200 * b.hover)
		c.RoundRect(b.X, b.Y, b.W, b.H, 10, color.RGBA{uint8(int(Gold.R) * int(a) / 255 / 3), uint8(int(Gold.G) * int(a) / 255 / 3), uint8(int(Gold.B) * int(a) / 255 / 3), a / 3})
	}
	rim := color.RGBA{60, 120, 90, 255}
	width := 1.5
	if focused {
		rim, width = Gold, 3
	}
	c.RoundOutline(b.X, b.Y, b.W, b.H, 10, width, rim)
	clr := Cream
	if b.Disabled {
		clr = Muted
	}
	size, hintSize := b.labelSize(c), b.H*0.42*0.6
	ty := b.Y + (b.H-size*1.25)/2
	if b.Mark != "" {
		tw, th := size*1.4, size*1.6
		lw := c.TextWidth(b.Label, size, true)
		x := b.X + b.W/2 - (tw+size*0.4+lw)/2
		c.RoundRect(x, b.Y+(b.H-th)/2, tw, th, 4, Cream)
		c.Text(b.Mark, size*1.1, true, x+tw/2, b.Y+(b.H-size*1.1*1.25)/2, b.MarkColor, AlignCenter)
		c.Text(b.Label, size, true, x+tw+size*0.4, ty, clr, AlignLeft)
	} else {
		c.Text(b.Label, size, true, b.X+b.W/2, ty, clr, AlignCenter)
	}
	if b.Hint != "" {
		c.Text(b.Hint, hintSize, false, b.X+b.W-12, b.Y+(b.H-hintSize*1.25)/2, Muted, AlignRight)
	}
}

// labelSize is the label's text size: the button's, or smaller so that a
// long label fits between the rims, beside its mark and key hint.
func (b *Button) labelSize(c *Canvas) float64 {
	size := b.H * 0.42
	room := b.W - 24
	if b.Hint != "" {
		room -= 2 * (c.TextWidth(b.Hint, size*0.6, false) + 8) // the label stays centred
	}
	if b.Mark != "" {
		room -= size * 1.8
	}
	return fitted(c, b.Label, size, room)
}

// fitted is the text size, at most size, at which label fits in room: a
// long label (a game to continue with its progress) shrinks rather than
// running over the button's rim.
func fitted(c *Canvas, label string, size, room float64) float64 {
	w := c.TextWidth(label, size, true)
	if w <= room || w == 0 {
		return size
	}
	return math.Floor(size*room/w*10) / 10
}
