package assets

import (
	"image/color"
	"math"

	"parlor/rules/cards"
)

// Index geometry, logical pixels. The index is large (about a seventh of
// the card's height) because in a fanned hand it is all a player sees.
const (
	indexCX       = 11.5 // centre of the index column
	indexTop      = 6.0  // top of the rank's capitals
	indexSize     = 22.0 // rank font size
	indexMaxW     = 19.0 // "10" is squeezed to this width
	indexPipH     = 14.0 // the suit pip under the rank
	indexPipGap   = 4.0
	pipColumnOff  = 15.5 // pip columns sit this far either side of the centre
	pipTop        = 25.0 // top and bottom pip rows (centres)
	pipBottom     = 115.0
	centreX       = CardW / 2
	centreY       = CardH / 2
	courtLeft     = 24.0
	courtTop      = 14.0
	courtRight    = CardW - courtLeft
	courtBottom   = CardH - courtTop
	aceH          = 50.0
	jokerLetterSz = 12.0
)

// pipSpot is one pip of a layout: col -1/0/1, row 0 (top) .. 1 (bottom).
type pipSpot struct{ col, row float64 }

// pipLayouts are the traditional arrangements for 2..10; pips in the lower
// half are printed upside down, as on a real deck.
var pipLayouts = [11][]pipSpot{
	2:  {{0, 0}, {0, 1}},
	3:  {{0, 0}, {0, 0.5}, {0, 1}},
	4:  {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	5:  {{-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	6:  {{-1, 0}, {1, 0}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	7:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	8:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {0, 0.75}, {-1, 1}, {1, 1}},
	9:  {{-1, 0}, {1, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 0.5}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {-1, 1}, {1, 1}},
	10: {{-1, 0}, {1, 0}, {0, 1.0 / 6}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {0, 5.0 / 6}, {-1, 1}, {1, 1}},
}

// drawFace draws c's face through p, whose origin is the card's top left.
func (a *Art) drawFace(p *painter, d cards.Deck, c cards.Card) {
	a.blank(p, faceFill)
	if c.IsJoker() {
		a.drawJoker(p, c)
		return
	}
	s, r := c.Suit(), c.Rank()
	ink := a.SuitColor(s)
	label := c.RankString()
	if d.Numbered() && r == cards.Ace {
		label = "1"
	}
	a.drawIndex(p, label, s, ink)
	a.drawIndex(p.rotated(centreX, centreY), label, s, ink)
	switch {
	case r == cards.Ace:
		p.drawSuit(s, centreX, centreY, aceH, ink)
	case r >= cards.Jack:
		a.drawCourt(p, s, r, ink)
	default:
		a.drawPips(p, s, int(r), ink)
	}
}

func (a *Art) drawIndex(p *painter, label string, s cards.Suit, ink color.Color) {
	p.text(label, a.bold, indexSize, indexCX, indexTop, indexMaxW, ink)
	capH := indexSize * 0.72 // Go Bold's cap height is 0.72 em
	p.drawSuit(s, indexCX, indexTop+capH+indexPipGap+indexPipH/2, indexPipH, ink)
}

func (a *Art) drawPips(p *painter, s cards.Suit, n int, ink color.Color) {
	h := 18.0
	if n >= 7 {
		h = 16.5
	}
	flip := p.rotated(centreX, centreY)
	for _, sp := range pipLayouts[n] {
		x := centreX + sp.col*pipColumnOff
		y := pipTop + sp.row*(pipBottom-pipTop)
		if sp.row > 0.5 {
			// Drawn upright at the mirrored spot through the flipped painter.
			flip.drawSuit(s, 2*centreX-x, 2*centreY-y, h, ink)
			continue
		}
		p.drawSuit(s, x, y, h, ink)
	}
}

// tint mixes ink into white: amount 0 is white, 1 is ink.
func tint(ink color.RGBA, amount float64) color.RGBA {
	mix := func(c uint8) uint8 { return uint8(255 - amount*(255-float64(c))) }
	return color.RGBA{mix(ink.R), mix(ink.G), mix(ink.B), 255}
}

// drawCourt draws a framed, double-ended court panel: a drawn emblem (a
// crown for the king, a coronet for the queen, a plumed cap for the jack)
// above the suit, repeated upside down in the lower half.
func (a *Art) drawCourt(p *painter, s cards.Suit, r cards.Rank, ink color.RGBA) {
	var frame, inner path
	roundRect(&frame, courtLeft, courtTop, courtRight-courtLeft, courtBottom-courtTop, 3)
	p.fill(&frame, tint(ink, 0.10))
	p.stroke(&frame, 1.4, ink)
	roundRect(&inner, courtLeft+2.5, courtTop+2.5, courtRight-courtLeft-5, courtBottom-courtTop-5, 2)
	p.stroke(&inner, 0.6, goldDark)

	half := func(q *painter) {
		drawFigure(q, r, ink)
		q.drawSuit(s, courtLeft+8, courtTop+10, 10, ink)
	}
	half(p)
	half(p.rotated(centreX, centreY))

	var mid path
	mid.MoveTo(courtLeft+4, centreY)
	mid.LineTo(courtRight-4, centreY)
	p.stroke(&mid, 0.8, ink)
}

var (
	skin     = color.RGBA{0xf7, 0xd9, 0xb5, 0xff}
	skinEdge = color.RGBA{0xa0, 0x70, 0x50, 0xff}
	eyeInk   = color.RGBA{0x3a, 0x2a, 0x20, 0xff}
	lipInk   = color.RGBA{0xb0, 0x40, 0x40, 0xff}
	beard    = color.RGBA{0xee, 0xee, 0xe8, 0xff}
	beardEdg = color.RGBA{0x90, 0x90, 0x88, 0xff}
	hairGold = color.RGBA{0xc0, 0x80, 0x28, 0xff}
	hairDark = color.RGBA{0x6b, 0x42, 0x1e, 0xff}
)

// drawFigure draws the upper half of a court card: a simple bust (robe in
// the suit's ink with a gold collar, a face) wearing the rank's headgear.
// The lower half is the same drawing turned round.
func drawFigure(q *painter, r cards.Rank, ink color.RGBA) {
	// Hair behind the head.
	switch r {
	case cards.Queen:
		var hair path
		roundRect(&hair, 39.5, 37, 21, 21, 9)
		q.fill(&hair, hairGold)
	case cards.Jack:
		var hair path
		roundRect(&hair, 41, 37, 18, 13, 6)
		q.fill(&hair, hairDark)
	}

	var robe path
	robe.MoveTo(27, centreY)
	robe.LineTo(27, 66)
	robe.CubicTo(28, 59, 36, 55, 43, 54)
	robe.LineTo(57, 54)
	robe.CubicTo(64, 55, 72, 59, 73, 66)
	robe.LineTo(73, centreY)
	robe.Close()
	q.fill(&robe, ink)
	var collar path
	collar.MoveTo(42, 54)
	collar.LineTo(50, 64)
	collar.LineTo(58, 54)
	collar.Close()
	q.fill(&collar, gold)
	var neck path
	neck.MoveTo(45, 54)
	neck.LineTo(50, 60)
	neck.LineTo(55, 54)
	neck.Close()
	q.fill(&neck, skin)
	var chain path
	chain.MoveTo(34, 61)
	chain.QuadTo(50, 72, 66, 61)
	q.stroke(&chain, 1.1, gold)

	var head path
	circle(&head, 50, 45, 8)
	q.fill(&head, skin)
	q.stroke(&head, 0.6, skinEdge)
	if r == cards.King {
		var b path
		b.MoveTo(42.2, 46)
		b.CubicTo(42, 55, 46, 58.5, 50, 59)
		b.CubicTo(54, 58.5, 58, 55, 57.8, 46)
		b.CubicTo(55, 50.5, 45, 50.5, 42.2, 46)
		b.Close()
		q.fill(&b, beard)
		q.stroke(&b, 0.5, beardEdg)
	}
	var eyes path
	circle(&eyes, 47, 44, 0.95)
	circle(&eyes, 53, 44, 0.95)
	q.fill(&eyes, eyeInk)
	var mouth path
	mouth.MoveTo(48, 49)
	mouth.QuadTo(50, 50.4, 52, 49)
	q.stroke(&mouth, 0.7, lipInk)

	switch r {
	case cards.King:
		drawCrown(q, centreX, 33.5, 21, ink)
	case cards.Queen:
		drawCoronet(q, centreX, 34.5, 18, ink)
	default:
		drawCap(q, centreX, 35.5, 22, ink)
	}
}

// drawCrown: a five-pointed king's crown with pearls on the points and
// jewels in the band, w logical pixels wide, centred on (cx, cy).
func drawCrown(p *painter, cx, cy, w float64, ink color.Color) {
	var body path
	q := pen{path: &body, cx: cx, cy: cy, k: w}
	q.move(-0.42, 0.28)
	q.line(-0.46, -0.22)
	q.line(-0.24, 0.02)
	q.line(-0.12, -0.3)
	q.line(0, 0.0)
	q.line(0.12, -0.3)
	q.line(0.24, 0.02)
	q.line(0.46, -0.22)
	q.line(0.42, 0.28)
	q.close()
	p.fill(&body, gold)
	p.stroke(&body, 0.9, goldDark)

	var band path
	roundRect(&band, cx-0.44*w, cy+0.16*w, 0.88*w, 0.16*w, 1)
	p.fill(&band, goldDark)

	var pearls path
	pq := pen{path: &pearls, cx: cx, cy: cy, k: w}
	for _, x := range []float64{-0.46, -0.12, 0.12, 0.46} {
		pq.circle(x, -0.26, 0.05)
	}
	pq.circle(0, -0.12, 0.06)
	p.fill(&pearls, faceFill)
	p.stroke(&pearls, 0.6, goldDark)

	var jewels path
	jq := pen{path: &jewels, cx: cx, cy: cy, k: w}
	for _, x := range []float64{-0.26, 0, 0.26} {
		jq.circle(x, 0.24, 0.05)
	}
	p.fill(&jewels, ink)
}

// drawCoronet: a queen's low coronet, a band rising in three rounded
// arches topped with pearls, a jewel in the middle.
func drawCoronet(p *painter, cx, cy, w float64, ink color.Color) {
	var body path
	q := pen{path: &body, cx: cx, cy: cy, k: w}
	q.move(-0.42, 0.3)
	q.line(-0.44, 0.0)
	q.cubic(-0.38, -0.14, -0.28, -0.14, -0.22, -0.04)
	q.cubic(-0.16, -0.3, 0.16, -0.3, 0.22, -0.04)
	q.cubic(0.28, -0.14, 0.38, -0.14, 0.44, 0.0)
	q.line(0.42, 0.3)
	q.close()
	p.fill(&body, gold)
	p.stroke(&body, 0.9, goldDark)

	var pearls path
	pq := pen{path: &pearls, cx: cx, cy: cy, k: w}
	pq.circle(0, -0.3, 0.07)
	pq.circle(-0.33, -0.15, 0.05)
	pq.circle(0.33, -0.15, 0.05)
	for _, x := range []float64{-0.3, -0.15, 0, 0.15, 0.3} {
		pq.circle(x, 0.22, 0.035)
	}
	p.fill(&pearls, faceFill)
	p.stroke(&pearls, 0.5, goldDark)

	var gem path
	diamondPath(pen{path: &gem, cx: cx, cy: cy - 0.02*w, k: 0.22 * w})
	p.fill(&gem, ink)
}

// drawCap: a jack's soft cap in the suit colour with a gold band and a
// curling feather.
func drawCap(p *painter, cx, cy, w float64, ink color.Color) {
	var feather path
	f := pen{path: &feather, cx: cx, cy: cy, k: w}
	f.move(0.12, 0.0)
	f.cubic(0.2, -0.3, 0.42, -0.44, 0.56, -0.38)
	f.cubic(0.44, -0.3, 0.3, -0.14, 0.22, 0.04)
	f.close()
	p.fill(&feather, gold)
	p.stroke(&feather, 0.7, goldDark)
	var quill path
	qq := pen{path: &quill, cx: cx, cy: cy, k: w}
	qq.move(0.16, 0.02)
	qq.cubic(0.26, -0.2, 0.4, -0.33, 0.54, -0.37)
	p.stroke(&quill, 0.6, goldDark)

	var crownPath path
	c := pen{path: &crownPath, cx: cx, cy: cy, k: w}
	c.move(-0.4, 0.18)
	c.cubic(-0.44, -0.14, -0.2, -0.3, 0.02, -0.26)
	c.cubic(0.3, -0.22, 0.44, -0.02, 0.4, 0.18)
	c.close()
	p.fill(&crownPath, ink)

	var band path
	roundRect(&band, cx-0.46*w, cy+0.12*w, 0.92*w, 0.16*w, 0.08*w)
	p.fill(&band, gold)
	p.stroke(&band, 0.8, goldDark)

	var button path
	pen{path: &button, cx: cx, cy: cy, k: w}.circle(0.0, 0.2, 0.04)
	p.fill(&button, ink)
}

// drawJoker draws a joker: "JOKER" spelled down both corners, a jester's
// three-pointed cap with bells over a star, and the word across the foot.
// The red joker is printed in red and gold, the black one in black and
// silver, so the two are told apart at a glance.
func (a *Art) drawJoker(p *painter, c cards.Card) {
	ink, accent, accentDark := inkBlack, color.RGBA{0xb0, 0xb4, 0xbc, 0xff}, color.RGBA{0x50, 0x54, 0x5c, 0xff}
	if c == cards.RedJoker {
		ink, accent, accentDark = inkRed, gold, goldDark
	}
	for _, q := range []*painter{p, p.rotated(centreX, centreY)} {
		for i, ch := range "JOKER" {
			q.text(string(ch), a.bold, jokerLetterSz, indexCX-1, 7+float64(i)*(jokerLetterSz+1.5), 0, ink)
		}
		q.drawStar(indexCX-1, 7+5*(jokerLetterSz+1.5)+5, 5, ink)
	}

	// Jester's cap: three drooping points with bells, over a band.
	cx, cy, w := float64(centreX), 58.0, 44.0
	var left, mid, right path
	l := pen{path: &left, cx: cx, cy: cy, k: w}
	l.move(-0.36, 0.22)
	l.cubic(-0.4, -0.05, -0.52, -0.2, -0.62, -0.14)
	l.cubic(-0.46, -0.3, -0.2, -0.22, -0.06, 0.22)
	l.close()
	rr := pen{path: &right, cx: cx, cy: cy, k: w}
	rr.move(0.36, 0.22)
	rr.cubic(0.4, -0.05, 0.52, -0.2, 0.62, -0.14)
	rr.cubic(0.46, -0.3, 0.2, -0.22, 0.06, 0.22)
	rr.close()
	m := pen{path: &mid, cx: cx, cy: cy, k: w}
	m.move(-0.16, 0.22)
	m.cubic(-0.2, -0.1, -0.08, -0.36, 0.06, -0.46)
	m.cubic(0.12, -0.3, 0.2, -0.05, 0.16, 0.22)
	m.close()
	p.fill(&left, ink)
	p.fill(&right, ink)
	p.fill(&mid, accent)
	p.stroke(&left, 0.8, accentDark)
	p.stroke(&right, 0.8, accentDark)
	p.stroke(&mid, 0.8, accentDark)

	var band path
	roundRect(&band, cx-0.4*w, cy+0.18*w, 0.8*w, 0.14*w, 0.06*w)
	p.fill(&band, accent)
	p.stroke(&band, 0.8, accentDark)
	var dots path
	dq := pen{path: &dots, cx: cx, cy: cy, k: w}
	for _, x := range []float64{-0.26, 0, 0.26} {
		dq.circle(x, 0.25, 0.035)
	}
	p.fill(&dots, ink)

	var bells path
	bq := pen{path: &bells, cx: cx, cy: cy, k: w}
	bq.circle(-0.64, -0.12, 0.06)
	bq.circle(0.64, -0.12, 0.06)
	bq.circle(0.07, -0.48, 0.06)
	p.fill(&bells, accent)
	p.stroke(&bells, 0.7, accentDark)

	p.drawStar(centreX, 94, 11, ink)
	p.text("JOKER", a.bold, 15, centreX, 110, 56, ink)
}

// drawStar fills a five-pointed star of outer radius r centred on (cx, cy).
func (p *painter) drawStar(cx, cy, r float64, c color.Color) {
	var pth path
	q := pen{path: &pth, cx: cx, cy: cy, k: r}
	for i := range 10 {
		rad := 1.0
		if i%2 == 1 {
			rad = 0.42
		}
		ang := -math.Pi/2 + float64(i)*math.Pi/5
		x, y := rad*math.Cos(ang), rad*math.Sin(ang)
		if i == 0 {
			q.move(x, y)
		} else {
			q.line(x, y)
		}
	}
	q.close()
	p.fill(&pth, c)
}
