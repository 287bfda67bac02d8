package blades

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// Special cards are parchment with dark title bands, never one of the four
// background colours, so no one takes one for a normal card (and none can
// match a normal card by colour); each has its own bold icon.

var (
	parchment = color.RGBA{0xf6, 0xed, 0xd6, 0xff}
	charcoal  = color.RGBA{0x2a, 0x26, 0x30, 0xff}
	skin      = color.RGBA{0xf4, 0xc8, 0x9c, 0xff}
	skinDark  = color.RGBA{0xd8, 0xa2, 0x74, 0xff}
	white     = color.RGBA{0xff, 0xff, 0xff, 0xff}
	slapRed   = color.RGBA{0xd8, 0x3a, 0x22, 0xff}
	slapOrng  = color.RGBA{0xf2, 0x7a, 0x22, 0xff}
	wine      = color.RGBA{0x4a, 0x12, 0x26, 0xff}
	wineDark  = color.RGBA{0x2c, 0x08, 0x16, 0xff}
	wineLine  = color.RGBA{0x6e, 0x24, 0x3a, 0xff}
	greyLight = color.RGBA{0xe4, 0xe2, 0xe6, 0xff}
	greyMid   = color.RGBA{0xa4, 0xa2, 0xaa, 0xff}
)

// titles: the name printed in the top band and the bottom band.
var titles = [NumSpecials][2]string{
	FirstSlapWins: {"FIRST SLAP", "WINS"},
	LastSlapLoses: {"LAST SLAP", "LOSES"},
	ColorMatch:    {"COLOR", "MATCH"},
	PatternMatch:  {"PATTERN", "MATCH"},
	SlashOh:       {"SLASH", "OH!"},
}

func drawSpecial(k Special, s float64) *image.RGBA {
	img, c := newCard(s)
	blank(c, ivory)
	c.fill(parchment, roundRect(fieldInset, fieldInset, CardW-2*fieldInset, CardH-2*fieldInset, fieldRadius))
	const bandH = 24.0
	c.fill(charcoal, roundRect(fieldInset, fieldInset, CardW-2*fieldInset, bandH, fieldRadius), rect(fieldInset, fieldInset+fieldRadius, CardW-fieldInset, fieldInset+bandH))
	c.fill(charcoal, roundRect(fieldInset, CardH-fieldInset-bandH, CardW-2*fieldInset, bandH, fieldRadius), rect(fieldInset, CardH-fieldInset-bandH, CardW-fieldInset, CardH-fieldInset-fieldRadius))
	t := titles[k]
	c.text(t[0], 13, CardW/2, fieldInset+6, CardW-2*fieldInset-8, white, 0, nil)
	c.text(t[1], 13, CardW/2, CardH-fieldInset-bandH+6, CardW-2*fieldInset-8, white, 0, nil)
	if k == PatternMatch {
		// The full name is "Background Pattern Match"; the small word keeps
		// the title big.
		c.text("BACKGROUND", 7, CardW/2, fieldInset+bandH+3.5, 0, charcoal, 0, nil)
	}
	const cx, cy = CardW / 2, CardH/2 + 1
	switch k {
	case FirstSlapWins:
		hand(0, 0.9).draw(c.with(translation(cx-3, cy+2)))
		badge(c, cx+24, cy-24, gold)
		c.text("1", 12, cx+24, cy-24-4.3, 0, ink, 0, nil)
	case LastSlapLoses:
		hand(0, 0.9).draw(c.with(translation(cx-3, cy+2)))
		badge(c, cx+24, cy-24, slapRed)
		hourglass(c, cx+24, cy-24)
	case ColorMatch:
		colourWheel(c, cx, cy, 30)
	case PatternMatch:
		patternFan(c, cx, cy)
	case SlashOh:
		slash(c, cx, cy)
	}
	return img
}

// hand is an open right palm, fingers up, centred on the origin, turned
// by deg degrees and scaled by k.
func hand(deg, k float64) *design {
	d := &design{place: scaling(k).then(rotation(deg * math.Pi / 180))}
	finger := func(x0, y0, x1, y1, r float64) poly {
		return hull(append(circle(x0, y0, r), circle(x1, y1, r)...))
	}
	thumb := finger(-17, 8, -31, -8, 5.6)
	d.solid(skin, thumb)
	d.solid(skin, finger(-12, -6, -15, -34, 5))
	d.solid(skin, finger(-2, -6, -2, -40, 5.2))
	d.solid(skin, finger(8, -6, 10, -37, 5))
	d.solid(skin, finger(16, -2, 20, -26, 4.4))
	d.solid(skin, from(-19, -8).to(21, -8).cubic(22, 14, 18, 30, 4, 32).cubic(-8, 33, -20, 26, -20, 10).to(-19, -8).poly())
	d.stroke(skinDark, 1.3, from(-12, 10).quad(-4, 18, 8, 16).line(), from(-6, 2).quad(2, 6, 12, 4).line())
	return d
}

// hull is the convex hull of pts (Andrew's monotone chain).
func hull(pts []pt) poly {
	sorted := append([]pt(nil), pts...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && (sorted[j].x < sorted[j-1].x || sorted[j].x == sorted[j-1].x && sorted[j].y < sorted[j-1].y); j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	cross := func(o, a, b pt) float64 { return (a.x-o.x)*(b.y-o.y) - (a.y-o.y)*(b.x-o.x) }
	var h []pt
	for pass := 0; pass < 2; pass++ {
		start := len(h)
		for _, p := range sorted {
			for len(h) >= start+2 && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
				h = h[:len(h)-1]
			}
			h = append(h, p)
		}
		h = h[:len(h)-1]
		sorted = reversed(sorted)
	}
	return poly(h).wound(1)
}

func badge(c *canvas, x, y float64, col color.Color) {
	c.fill(ink, circle(x, y, 11))
	c.fill(col, circle(x, y, 9.4))
}

// hourglass: the slowest hand loses.
func hourglass(c *canvas, x, y float64) {
	c.fill(white, poly{{x - 4.5, y - 6}, {x + 4.5, y - 6}, {x, y}}.wound(1), poly{{x, y}, {x + 4.5, y + 6}, {x - 4.5, y + 6}}.wound(1))
	c.stroke(ink, 1.6, line{pts: []pt{{x - 5.5, y - 6.5}, {x + 5.5, y - 6.5}}}, line{pts: []pt{{x - 5.5, y + 6.5}, {x + 5.5, y + 6.5}}})
	c.stroke(ink, 1, line{pts: []pt{{x - 4.5, y - 6}, {x + 4.5, y + 6}}}, line{pts: []pt{{x + 4.5, y - 6}, {x - 4.5, y + 6}}})
}

// wedge is a pie slice from angle a0 to a1.
func wedge(cx, cy, r, a0, a1 float64) poly {
	return from(cx, cy).arc(cx, cy, r, a0, a1).poly()
}

// colourWheel shows the four background colours as quarters of a disc.
func colourWheel(c *canvas, cx, cy, r float64) {
	c.fill(ink, circle(cx, cy, r+2))
	for i, col := range fieldColours {
		a := -math.Pi/2 + float64(i)*math.Pi/2
		c.fill(col, wedge(cx, cy, r, a, a+math.Pi/2))
	}
	c.stroke(ink, 1.6, line{pts: []pt{{cx - r, cy}, {cx + r, cy}}}, line{pts: []pt{{cx, cy - r}, {cx, cy + r}}})
	c.fill(ink, circle(cx, cy, 7))
	c.fill(ivory, circle(cx, cy, 5.2))
}

// patternFan shows the five background patterns on a fan of five small
// grey cards.
func patternFan(c *canvas, cx, cy float64) {
	const w, h, reach = 26.0, 36.0, 30.0
	pivot := pt{cx, cy + 32}
	for p := range Patterns {
		deg := float64(p-2) * 17
		a := deg * math.Pi / 180
		at := rotation(a).then(translation(pivot.x, pivot.y))
		centre := at.apply(pt{0, -reach})
		card := at.mapPoly(roundRect(-w/2, -reach-h/2, w, h, 3))
		c.fill(ink, append(strokePolys([]line{{pts: card, closed: true}}, 2.4, c.m.unit()), card)...)
		c.fill(ivory, card)
		pic, _ := c.card()
		pc := c.with(translation(-CardW/2, -CardH/2).then(scaling(0.7)).then(rotation(a)).then(translation(centre.x, centre.y)))
		pc.dst = pic
		pc.fill(greyLight, rect(0, 0, CardW, CardH))
		drawPattern(pc, p, greyMid)
		masked(c, pic, at.mapPoly(roundRect(-w/2+2.5, -reach-h/2+2.5, w-5, h-5, 1.5)))
	}
}

// slash: three claw-like cuts across the card.
func slash(c *canvas, cx, cy float64) {
	for i := -1; i <= 1; i++ {
		o := float64(i) * 13
		arc := from(cx-26+o, cy+26+o*0.3).quad(cx-2+o*1.1, cy+6-o*0.2, cx+24+o, cy-28+o*0.5).raw()
		sw := taper(arc, 10-2*math.Abs(float64(i)))
		c.fill(ink, append(strokePolys([]line{{pts: sw, closed: true}}, 2.8, c.m.unit()), sw)...)
		c.fill(slapRed, sw)
	}
}

// taper is a crescent along pts, widest (w) in the middle, pointed at
// both ends.
func taper(pts []pt, w float64) poly {
	n := len(pts)
	left, right := make([]pt, n), make([]pt, n)
	for i, p := range pts {
		a, b := pts[max(i-1, 0)], pts[min(i+1, n-1)]
		dx, dy := b.x-a.x, b.y-a.y
		d := math.Hypot(dx, dy)
		t := float64(i) / float64(n-1)
		hw := w / 2 * math.Sin(math.Pi*t)
		nx, ny := -dy/d*hw, dx/d*hw
		left[i], right[i] = pt{p.x + nx, p.y + ny}, pt{p.x - nx, p.y - ny}
	}
	return poly(append(left, reversed(right)...)).wound(1)
}

// masked draws pic through the shape of polys.
func masked(c *canvas, pic *image.RGBA, polys ...poly) {
	b := pic.Bounds()
	mask := image.NewAlpha(b)
	c.on(mask).fill(opaque, polys...)
	if dst, ok := c.dst.(*image.RGBA); ok {
		drawMasked(dst, pic, mask)
		return
	}
	draw.DrawMask(c.dst, b, pic, b.Min, mask, b.Min, draw.Over)
}

// drawBack: dark wine with a fine gold-brown lattice and a medallion of
// crossed swords, unlike the standard deck's navy back and unlike any
// face.
func drawBack(s float64) *image.RGBA {
	img, c := newCard(s)
	blank(c, ivory)
	pic, pc := c.card()
	pc.fill(wine, rect(0, 0, CardW, CardH))
	var ls []line
	for x := -float64(CardH); x < CardW+CardH; x += 8 {
		ls = append(ls, line{pts: []pt{{x, 0}, {x + CardH*0.6, CardH}}}, line{pts: []pt{{x, CardH}, {x + CardH*0.6, 0}}})
	}
	pc.stroke(wineLine, 0.9, ls...)
	inset(c, pic, fieldInset, fieldRadius)
	c.outline(gold, 1, roundRect(fieldInset+3, fieldInset+3, CardW-2*fieldInset-6, CardH-2*fieldInset-6, 2.5))

	const cx, cy = CardW / 2, CardH / 2
	c.fill(gold, circle(cx, cy, 31))
	c.fill(wineDark, circle(cx, cy, 29))
	c.outline(goldDark, 0.8, circle(cx, cy, 26))
	for _, deg := range []float64{-38, 38} {
		d := &design{}
		sword(d, 0)
		d.place = scaling(0.42).then(rotation(deg * math.Pi / 180)).then(translation(cx, cy+1))
		d.draw(c)
	}
	c.text("SPEEDOH", 9, cx, 18, 0, gold, 0, nil)
	c.text("BLADES", 9, cx, CardH-27, 0, gold, 0, nil)
	return img
}

// drawSlap: the Slap Card, a hot starburst with a big hand on it, unlike
// every card players flip.
func drawSlap(s float64) *image.RGBA {
	img, c := newCard(s)
	blank(c, ivory)
	pic, pc := c.card()
	pc.fill(slapRed, rect(0, 0, CardW, CardH))
	const cx, cy = CardW / 2, CardH/2 - 8
	var rays []poly
	const n = 18
	for i := range n {
		a := float64(i) * 2 * math.Pi / n
		rays = append(rays, wedge(cx, cy, 140, a, a+math.Pi/n))
	}
	pc.fill(slapOrng, rays...)
	inset(c, pic, fieldInset, fieldRadius)
	hand(-12, 1.05).draw(c.with(translation(cx, cy)))
	c.text("SLAP!", 24, cx, CardH-34, CardW-16, white, 2.2, ink)
	return img
}
