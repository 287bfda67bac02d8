package speedohui

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets/blades"
	"parlor/rules/speedoh"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// After a wrong slap or a missed match the table shows the two cards that
// caused it side by side, the difference marked, so a player learns what
// to look for: a wrong slap most often mistakes a near-identical blade of
// the same family (sword 2 for sword 3), and a missed match was the same
// blade on different backgrounds. The panel sits in the bottom left
// corner, which no seat block uses at any table size.

const (
	lessonTicks = 300 // five seconds: long enough to look at both cards
	lessonX     = 16.0
	lessonY     = 574.0
	lessonW     = 450.0 // clear of the bottom seat's shout, centred under it
	lessonH     = 140.0
	lessonK     = 0.86 // the cards' scale in the panel
	lessonGap   = 22.0 // between the cards, for the = or ≠
)

// lesson is the comparison on show.
type lesson struct {
	a, b    speedoh.Card
	title   string
	caption string
	wrong   bool      // a wrong slap (marked red) or a missed match (green)
	mark    rectangle // in card coordinates (0..cardW, 0..cardH); empty: none
	ticks   int
}

// rectangle is a box: x, y (top left), w, h.
type rectangle struct{ X, Y, W, H float64 }

func (r rectangle) empty() bool { return r.W <= 0 || r.H <= 0 }

// wrongLesson explains a wrong slap from what the engine says it may have
// mistaken (WrongSlap.Pair: the two tops most alike that did not match
// under the mode in effect as it landed). ok is false when no two tops
// had anything in common (nothing to learn but "no match").
func (t *Table) wrongLesson(d speedoh.WrongSlap) (lesson, bool) {
	a, b, mode := d.Pair[0], d.Pair[1], d.Mode
	if a == speedoh.None || b == speedoh.None {
		return lesson{}, false
	}
	l := lesson{a: a, b: b, wrong: true, ticks: lessonTicks,
		title: "Wrong slap by " + t.names.in(d.Seat) + ": not a match"}
	switch {
	case mode == speedoh.ByImage && a.Image().Family() == b.Image().Family():
		l.mark, l.caption = ringed(a, b)
	case mode == speedoh.ByImage:
		l.caption = capital(fmt.Sprintf("%s and %s: only the backgrounds are alike; the blade must match", family(a), family(b)))
	case mode == speedoh.ByColour:
		l.caption = fmt.Sprintf("Color Match: %s and %s backgrounds differ", a.Colour().Name(), b.Colour().Name())
	default:
		l.caption = fmt.Sprintf("Pattern Match: %s and %s differ", a.Pattern().Name(), b.Pattern().Name())
	}
	return l, true
}

// missedLesson shows a match nobody slapped: the matching cards the
// engine names (MatchLapsed.Cards).
func (t *Table) missedLesson(d speedoh.MatchLapsed) (lesson, bool) {
	if len(d.Cards) < 2 {
		return lesson{}, false
	}
	a, b := d.Cards[0], d.Cards[1]
	if a == speedoh.None || b == speedoh.None {
		return lesson{}, false
	}
	l := lesson{a: a, b: b, ticks: lessonTicks, title: "Missed match: " + keyWords(d.Key)}
	switch {
	case d.Key.Special != speedoh.NotSpecial:
		l.caption = "Two identical special cards match too"
	case d.Key.Mode == speedoh.ByImage:
		l.caption = sameBlade(a, b)
	case d.Key.Mode == speedoh.ByColour:
		l.caption = "Color Match is on: the same background colour matches"
	default:
		l.caption = "Pattern Match is on: the same background pattern matches"
	}
	return l, true
}

// ringed returns where two blades of one family differ, and the words
// that point at it: "The ringed pommels differ: round and diamond".
func ringed(a, b speedoh.Card) (rectangle, string) {
	bl, va := bladeOf(a.Image())
	_, vb := bladeOf(b.Image())
	return bladeDifference(a.Image(), b.Image()), fmt.Sprintf("The ringed %s differ: %s and %s", bl.parts, bl.short[va], bl.short[vb])
}

// family is a card's blade family with its article: "a sword", "an axe".
func family(c speedoh.Card) string {
	f := c.Image().Family().Name()
	return article(f) + " " + f
}

// sameBlade says why one blade on two backgrounds matches.
func sameBlade(a, b speedoh.Card) string {
	return fmt.Sprintf("The same blade on %s and on %s: the background does not count", a.Colour().Name(), b.Colour().Name())
}

// diffScale is the scale the blades are compared at: fine enough to find
// a small difference, small enough to take a few milliseconds.
const diffScale = 1.0

// diffCache holds the differences found so far, per pair of images.
var diffCache = map[[2]speedoh.Image]rectangle{}

// bladeDifference is the box, in card coordinates, around every pixel
// where the two blades differ (computed from the art itself, once per pair).
func bladeDifference(a, b speedoh.Image) rectangle {
	if a > b {
		a, b = b, a
	}
	k := [2]speedoh.Image{a, b}
	if r, ok := diffCache[k]; ok {
		return r
	}
	ia := blades.Blade(int(a.Family()), a.Variation()-1, diffScale)
	ib := blades.Blade(int(b.Family()), b.Variation()-1, diffScale)
	r := boxOf(ia, func(x, y int) bool {
		p, q := ia.RGBAAt(x, y), ib.RGBAAt(x, y)
		return far(p.R, q.R) || far(p.G, q.G) || far(p.B, q.B) || far(p.A, q.A)
	})
	diffCache[k] = r
	return r
}

// far reports a difference beyond anti-aliasing noise.
func far(a, b uint8) bool { return int(a)-int(b) > 48 || int(b)-int(a) > 48 }

// boxOf returns the box around the pixels of img where hit holds, scaled
// to card coordinates and padded a little so a ring drawn on it shows.
func boxOf(img *image.RGBA, hit func(x, y int) bool) rectangle {
	b := img.Bounds()
	x0, y0, x1, y1 := b.Max.X, b.Max.Y, b.Min.X-1, b.Min.Y-1
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if hit(x, y) {
				x0, y0 = min(x0, x), min(y0, y)
				x1, y1 = max(x1, x), max(y1, y)
			}
		}
	}
	if x1 < x0 {
		return rectangle{}
	}
	sx, sy := cardW/float64(b.Dx()), cardH/float64(b.Dy())
	const pad = 3.0
	r := rectangle{float64(x0)*sx - pad, float64(y0)*sy - pad, float64(x1-x0+1)*sx + 2*pad, float64(y1-y0+1)*sy + 2*pad}
	r.X, r.Y = math.Max(r.X, 0), math.Max(r.Y, 0)
	r.W, r.H = math.Min(r.W, cardW-r.X), math.Min(r.H, cardH-r.Y)
	return r
}

var (
	wrongClr = color.RGBA{230, 70, 60, 255}
	rightClr = color.RGBA{110, 220, 120, 255}
)

// drawLesson draws the comparison on show, if any, in its corner.
func (t *Table) drawLesson(c *parts.Frame) {
	if t.lesson.ticks > 0 {
		t.lesson.draw(c, t.faces, lessonX, lessonY)
	}
}

// draw draws the comparison panel with its top left corner at (px, py),
// the cards from f: the two cards, = or ≠ between them, the difference
// ringed (dark and gold, to show on any background), and the words beside.
// The table shows it after a slap; the rules page shows two.
func (l *lesson) draw(c parts.Painter, f *faces, px, py float64) {
	c.RoundRect(px, py, lessonW, lessonH, 12, panelClr)
	clr, sign := rightClr, "="
	if l.wrong {
		clr, sign = wrongClr, "≠"
	}
	c.RoundOutline(px, py, lessonW, lessonH, 12, 2, clr)
	w, h := cardW*lessonK, cardH*lessonK
	cy := py + lessonH/2
	x0 := px + 12 + w/2
	for i, card := range []speedoh.Card{l.a, l.b} {
		cx := x0 + float64(i)*(w+lessonGap)
		if img := f.Face(card); img != nil {
			c.Image(img, f.scale, cx, cy, 0, lessonK, ebiten.ColorScale{})
		}
		if !l.mark.empty() {
			m := l.mark
			x, y := cx-w/2+m.X*lessonK-3, cy-h/2+m.Y*lessonK-3
			c.RoundOutline(x, y, m.W*lessonK+6, m.H*lessonK+6, 7, 5, color.RGBA{20, 20, 20, 230})
			c.RoundOutline(x+1, y+1, m.W*lessonK+4, m.H*lessonK+4, 6, 2.5, widget.Gold)
		}
	}
	c.Text(sign, 26, true, x0+w/2+lessonGap/2, cy-17, clr, widget.AlignCenter)
	tx := x0 + w + lessonGap + w/2 + 12
	tw := px + lessonW - 12 - tx
	y := py + 10
	for _, s := range c.Wrap(l.title, 17, true, tw) {
		c.Text(s, 17, true, tx, y, clr, widget.AlignLeft)
		y += 22
	}
	y += 4
	for _, s := range c.Wrap(l.caption, 15, false, tw) {
		if y > py+lessonH-24 {
			break
		}
		c.Text(s, 15, false, tx, y, widget.Cream, widget.AlignLeft)
		y += 20
	}
}

// Lesson returns the comparison on show after a wrong slap or a missed
// match: the two cards, the title and caption, the marked box in card
// coordinates (x, y, w, h; zero when nothing is marked), and whether one
// shows.
func (t *Table) Lesson() (a, b speedoh.Card, title, caption string, mark [4]float64, ok bool) {
	l := &t.lesson
	return l.a, l.b, l.title, l.caption, [4]float64{l.mark.X, l.mark.Y, l.mark.W, l.mark.H}, l.ticks > 0
}
