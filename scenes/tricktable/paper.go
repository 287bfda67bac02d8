package tricktable

import (
	"image/color"

	"parlor/scenes/widget"
)

// Circled draws figure s in size-point bold ink centred on cx, its top at
// y, and a pencil ring round it in ring: how the paper boards of the trick
// games mark a figure (Speed Run's Perfect Bonus, Stepping Stones' row
// placed first). The ring is as thick as a pencil stroke at any zoom, so
// it reads as clearly on a rules page's small board as on the table's.
func Circled(c *widget.Canvas, s string, size, cx, y float64, ink, ring color.RGBA) {
	w := max(c.TextWidth(s, size, true)+20, size*2)
	h := size + 10
	top := y + size*0.6 - h/2 // the ring's middle on the figure's
	c.RoundOutline(cx-w/2, top, w, h, h/2, max(2, 1.5/c.Scale), ring)
	c.Text(s, size, true, cx, y, ink, widget.AlignCenter)
}
