package assets

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/rules/cards"
)

var (
	backNavy  = color.RGBA{0x1b, 0x35, 0x66, 0xff}
	backLine  = color.RGBA{0x3a, 0x62, 0xa8, 0xff}
	backLight = color.RGBA{0xe8, 0xee, 0xf8, 0xff}
	rimGold   = color.RGBA{0xff, 0xd0, 0x40, 0xff}
)

// drawBack draws a white-bordered navy back with a fine lattice and a
// medallion holding the four suits, so a face-down card can never be taken
// for a face.
func (a *Art) drawBack() *ebiten.Image {
	p := a.newCard()
	a.blank(p, faceFill)
	const inset, r = 5.0, 4.0

	// The lattice is drawn over the whole card into its own picture and
	// then cut to the inner rounded rectangle through a mask.
	pp := a.newCard()
	var bg path
	bg.MoveTo(0, 0)
	bg.LineTo(CardW, 0)
	bg.LineTo(CardW, CardH)
	bg.LineTo(0, CardH)
	bg.Close()
	pp.fill(&bg, backNavy)
	var lattice path
	const step = 9.0
	for x := -float64(CardH); x < CardW+CardH; x += step {
		lattice.MoveTo(x, 0)
		lattice.LineTo(x+CardH, CardH)
		lattice.MoveTo(x, CardH)
		lattice.LineTo(x+CardH, 0)
	}
	pp.stroke(&lattice, 0.9, backLine)

	mp := a.newCard()
	var inner path
	roundRect(&inner, inset, inset, CardW-2*inset, CardH-2*inset, r)
	mp.fill(&inner, color.White)
	draw.DrawMask(p.dst, p.dst.Bounds(), pp.dst, image.Point{}, mp.dst, image.Point{}, draw.Over)

	var frame path
	roundRect(&frame, inset+3, inset+3, CardW-2*inset-6, CardH-2*inset-6, 2)
	p.stroke(&frame, 1.0, backLight)

	// Medallion.
	var disc path
	circle(&disc, centreX, centreY, 22)
	p.fill(&disc, backNavy)
	p.stroke(&disc, 1.6, backLight)
	var ring path
	circle(&ring, centreX, centreY, 18.5)
	p.stroke(&ring, 0.7, gold)
	for i, s := range cards.Suits {
		ang := -math.Pi/2 + float64(i)*math.Pi/2
		p.drawSuit(s, centreX+10*math.Cos(ang), centreY+10*math.Sin(ang), 8.5, backLight)
	}
	return p.upload()
}

// drawShadow computes the shadow on the CPU from the distance to the card's
// rounded outline: a smooth falloff looks like a blur without a blur pass.
func (a *Art) drawShadow() *ebiten.Image {
	w, h := a.px(CardW+2*ShadowPad), a.px(CardH+2*ShadowPad)
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	const maxA, soft = 0.42, 8.0
	hw, hh := CardW/2.0-cornerRadius, CardH/2.0-cornerRadius
	cx, cy := CardW/2.0+ShadowPad, CardH/2.0+ShadowPad
	for py := range h {
		for px := range w {
			x := math.Abs((float64(px)+0.5)/a.scale-cx) - hw
			y := math.Abs((float64(py)+0.5)/a.scale-cy) - hh
			d := math.Hypot(max(x, 0), max(y, 0)) + min(max(x, y), 0) - cornerRadius
			t := (d + 2) / soft // 0 just inside the edge, 1 at the shadow's end
			t = min(max(t, 0), 1)
			al := maxA * (1 - t*t*(3-2*t))
			rgba.Pix[py*rgba.Stride+px*4+3] = uint8(al*255 + 0.5)
		}
	}
	return ebiten.NewImageFromImage(rgba)
}

// drawOutline draws a bright rim with a soft outer glow, hugging the card's
// rounded edge.
func (a *Art) drawOutline() *ebiten.Image {
	p := newPainter(image.NewRGBA(image.Rect(0, 0, a.px(CardW+2*OutlinePad), a.px(CardH+2*OutlinePad))), a.scale)
	const o = OutlinePad
	for _, g := range []struct{ grow, width, alpha float64 }{{2.5, 4, 0.35}, {1.5, 2.5, 1}} {
		var rim path
		roundRect(&rim, o-g.grow, o-g.grow, CardW+2*g.grow, CardH+2*g.grow, cornerRadius+g.grow)
		c := rimGold
		c.R = uint8(float64(c.R) * g.alpha)
		c.G = uint8(float64(c.G) * g.alpha)
		c.B = uint8(float64(c.B) * g.alpha)
		c.A = uint8(255 * g.alpha)
		p.stroke(&rim, g.width, c)
	}
	return p.upload()
}

// drawPlaceholder marks a card that should not exist: grey, crossed out in
// magenta, with a question mark.
func (a *Art) drawPlaceholder() *ebiten.Image {
	p := a.newCard()
	a.blank(p, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	magenta := color.RGBA{0xe0, 0x10, 0xc0, 0xff}
	var x path
	x.MoveTo(12, 12)
	x.LineTo(CardW-12, CardH-12)
	x.MoveTo(CardW-12, 12)
	x.LineTo(12, CardH-12)
	p.stroke(&x, 3, magenta)
	p.text("?", a.bold, 48, centreX, centreY-17, 0, magenta)
	return p.upload()
}
