package assets

import (
	"image/color"

	"parlor/rules/cards"
)

// The suit symbols are outlines in a unit box (x and y in -0.5..0.5, y
// down), designed here as cubic curves: the proportions follow the usual
// printed shapes (heart a little wider than tall, diamond narrow with
// slightly hollow sides, spade and club with a flared foot).

func heartPath(q pen) {
	q.move(0, 0.5)
	q.cubic(-0.08, 0.38, -0.5, 0.12, -0.5, -0.17)
	q.cubic(-0.5, -0.4, -0.36, -0.5, -0.25, -0.5)
	q.cubic(-0.12, -0.5, -0.03, -0.42, 0, -0.3)
	q.cubic(0.03, -0.42, 0.12, -0.5, 0.25, -0.5)
	q.cubic(0.36, -0.5, 0.5, -0.4, 0.5, -0.17)
	q.cubic(0.5, 0.12, 0.08, 0.38, 0, 0.5)
	q.close()
}

func diamondPath(q pen) {
	q.move(0, -0.5)
	q.quad(0.16, -0.2, 0.4, 0)
	q.quad(0.16, 0.2, 0, 0.5)
	q.quad(-0.16, 0.2, -0.4, 0)
	q.quad(-0.16, -0.2, 0, -0.5)
	q.close()
}

func spadePath(q pen) {
	q.move(0, -0.5)
	q.cubic(0.08, -0.36, 0.5, -0.14, 0.5, 0.1)
	q.cubic(0.5, 0.27, 0.38, 0.35, 0.26, 0.35)
	q.cubic(0.14, 0.35, 0.06, 0.29, 0.03, 0.22)
	q.cubic(0.05, 0.36, 0.12, 0.45, 0.22, 0.5)
	q.line(-0.22, 0.5)
	q.cubic(-0.12, 0.45, -0.05, 0.36, -0.03, 0.22)
	q.cubic(-0.06, 0.29, -0.14, 0.35, -0.26, 0.35)
	q.cubic(-0.38, 0.35, -0.5, 0.27, -0.5, 0.1)
	q.cubic(-0.5, -0.14, -0.08, -0.36, 0, -0.5)
	q.close()
}

// clubPaths fills the club in two passes (leaves, then stem) so overlapping
// parts never cancel out whatever their winding.
func clubPaths(leaves, stem pen) {
	leaves.circle(0, -0.25, 0.235)
	leaves.circle(-0.255, 0.09, 0.235)
	leaves.circle(0.255, 0.09, 0.235)
	leaves.circle(0, 0.02, 0.14)
	stem.move(-0.045, 0.05)
	stem.line(0.045, 0.05)
	stem.cubic(0.05, 0.3, 0.12, 0.44, 0.22, 0.5)
	stem.line(-0.22, 0.5)
	stem.cubic(-0.12, 0.44, -0.05, 0.3, -0.045, 0.05)
	stem.close()
}

// drawSuit fills suit s's symbol, h logical pixels tall, centred on (cx, cy).
func (p *painter) drawSuit(s cards.Suit, cx, cy, h float64, c color.Color) {
	var pth path
	q := pen{path: &pth, cx: cx, cy: cy, k: h}
	switch s {
	case cards.Hearts:
		heartPath(q)
	case cards.Diamonds:
		diamondPath(q)
	case cards.Spades:
		spadePath(q)
	case cards.Clubs:
		var stem path
		clubPaths(q, pen{path: &stem, cx: cx, cy: cy, k: h})
		p.fill(&stem, c)
	}
	p.fill(&pth, c)
}
