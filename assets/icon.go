package assets

import (
	"image"
	"image/color"
	"math"

	"parlor/rules/cards"
)

// IconSizes are the sizes, in pixels, the window icon is drawn at: the
// window system picks the one it needs (a title bar, a task switcher).
var IconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// Icon draws Parlor's icon, size pixels square: two cards fanned on a
// rounded square of felt, a spade on the one behind and a heart in front.
// It is drawn on the CPU like the card art, so it needs no window.
func Icon(size int) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	p := newPainter(dst, float64(size)/iconUnits)
	var felt path
	roundRect(&felt, 0, 0, iconUnits, iconUnits, 12)
	p.fill(&felt, color.RGBA{27, 94, 63, 255})
	iconCard(p, -14, cards.Spades, -6, -8)
	iconCard(p, 12, cards.Hearts, 0, 0)
	return dst
}

// iconUnits is the icon's side in its own units.
const iconUnits = 64.0

// iconCard draws one card of the icon, turned deg degrees about a point
// below the fan, with suit's symbol on its face, (dx, dy) off its centre
// (the card behind shows its symbol where the front card leaves it seen).
func iconCard(p *painter, deg float64, suit cards.Suit, dx, dy float64) {
	const w, h, cx, cy, pivotY = 28.0, 40.0, 32.0, 31.0, 58.0
	a := deg * math.Pi / 180
	var card path
	roundRect(&card, cx-w/2, cy-h/2, w, h, 3.5)
	card = turned(card, cx, pivotY, a)
	p.fill(&card, color.RGBA{250, 247, 238, 255})
	p.stroke(&card, 1.2, color.RGBA{90, 90, 90, 255})
	sx, sy := turn2(cx+dx, cy+dy, cx, pivotY, a)
	ink := color.Color(color.RGBA{25, 25, 25, 255})
	if suit == cards.Hearts || suit == cards.Diamonds {
		ink = color.RGBA{200, 30, 40, 255}
	}
	p.drawSuit(suit, sx, sy, 16, ink)
}

// turned is pth turned by a radians about (px, py).
func turned(pth path, px, py, a float64) path {
	out := path{ops: make([]pathOp, len(pth.ops))}
	for i, o := range pth.ops {
		for j := range opPoints[o.kind] {
			o.p[j][0], o.p[j][1] = turn2(o.p[j][0], o.p[j][1], px, py, a)
		}
		out.ops[i] = o
	}
	return out
}

// turn2 is the point (x, y) turned by a radians about (px, py).
func turn2(x, y, px, py, a float64) (float64, float64) {
	s, c := math.Sincos(a)
	dx, dy := x-px, y-py
	return px + dx*c - dy*s, py + dx*s + dy*c
}
