package canvas

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer is a part of the screen painted once into an offscreen image and
// then drawn as that image until what it shows changes. Software GL pays
// for every draw call and every blended pixel; a screen whose busy parts
// sit on a still backdrop draws the backdrop as one image a frame.
type Layer struct {
	img        *ebiten.Image
	key        any
	scale      float64
	offX, offY float64 // the canvas's letterbox offset when painted
	x, y, w, h float64 // logical rectangle
	dx, dy     int     // its device-pixel origin
}

// Draw draws the layer over logical rectangle (x, y, w, h), repainting it
// with paint first when key, the rectangle or the canvas's scale changed.
// paint draws in logical coordinates, as on the screen. key must be
// comparable: it names everything the layer shows.
func (l *Layer) Draw(c *Canvas, key any, x, y, w, h float64, paint func(c *Canvas)) {
	if l.img == nil || l.key != key || !l.fits(c) || l.x != x || l.y != y || l.w != w || l.h != h {
		l.paint(c, key, x, y, w, h, paint)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(l.dx), float64(l.dy))
	c.Dst.DrawImage(l.img, op)
}

func (l *Layer) paint(c *Canvas, key any, x, y, w, h float64, paint func(c *Canvas)) {
	// Whole device pixels, so the image lands 1:1 and stays crisp.
	x0, y0 := math.Floor(x*c.Scale+c.OffX), math.Floor(y*c.Scale+c.OffY)
	x1, y1 := math.Ceil((x+w)*c.Scale+c.OffX), math.Ceil((y+h)*c.Scale+c.OffY)
	dw, dh := max(1, int(x1-x0)), max(1, int(y1-y0))
	if l.img == nil || l.img.Bounds().Dx() != dw || l.img.Bounds().Dy() != dh {
		l.Release()
		// A texture of its own: a layer is as large as a panel or the
		// screen, and made and released with its scene; in Ebitengine's
		// shared atlas that churn left pages growing (issue 19: +31% over
		// 50 table starts at 150% cards).
		l.img = ebiten.NewImageWithOptions(image.Rect(0, 0, dw, dh), &ebiten.NewImageOptions{Unmanaged: true})
	} else {
		l.img.Clear()
	}
	l.dx, l.dy = int(x0), int(y0)
	paint(l.canvas(c, l.img))
	l.key, l.scale, l.offX, l.offY, l.x, l.y, l.w, l.h = key, c.Scale, c.OffX, c.OffY, x, y, w, h
}

// Add paints more over what the layer shows, clearing nothing, and names
// the result key, so that a layer that only gains (cards landing on a
// still deck) is never painted whole again. It reports false, painting
// nothing, when the layer has no image at the canvas's scale: Draw must
// paint it first.
func (l *Layer) Add(c *Canvas, key any, paint func(c *Canvas)) bool {
	if l.img == nil || !l.fits(c) {
		return false
	}
	paint(l.canvas(c, l.img))
	l.key = key
	return true
}

// Mend paints the layer again only inside rects (device pixels), clearing
// them first, and names the result key, so that a layer that loses a few
// parts (cards leaving a still deck) is not painted whole. paint draws in
// logical coordinates, as for Draw; what it draws outside rects is
// clipped. It reports false, painting nothing, when the layer has no
// image at the canvas's scale: Draw must paint it first.
func (l *Layer) Mend(c *Canvas, key any, rects []image.Rectangle, paint func(c *Canvas)) bool {
	if l.img == nil || !l.fits(c) {
		return false
	}
	for _, r := range rects {
		r = r.Sub(image.Pt(l.dx, l.dy)).Intersect(l.img.Bounds())
		if r.Empty() {
			continue
		}
		dst := l.img.SubImage(r).(*ebiten.Image)
		dst.Clear()
		paint(l.canvas(c, dst))
	}
	l.key = key
	return true
}

// canvas is c drawing into dst, a part of the layer's image, in c's
// logical coordinates.
func (l *Layer) canvas(c *Canvas, dst *ebiten.Image) *Canvas {
	sub := *c
	sub.Dst = dst
	sub.OffX, sub.OffY = c.OffX-float64(l.dx), c.OffY-float64(l.dy)
	return &sub
}

// fits reports whether the layer was painted for c's scale and offset
// (a window resized in one direction moves the letterbox, not the scale).
func (l *Layer) fits(c *Canvas) bool {
	return l.scale == c.Scale && l.offX == c.OffX && l.offY == c.OffY
}

// Release frees the layer's image; the next Draw paints it afresh.
func (l *Layer) Release() {
	if l.img != nil {
		l.img.Deallocate()
		l.img = nil
	}
	l.key = nil
}
