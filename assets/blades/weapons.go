package blades

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// Palette of the blades. The dark ink outlines every blade so it reads on
// all four backgrounds, the light yellow included.
var (
	ink       = color.RGBA{0x1c, 0x17, 0x1f, 0xff}
	steel     = color.RGBA{0xe8, 0xec, 0xf1, 0xff}
	steelMid  = color.RGBA{0xbc, 0xc6, 0xd2, 0xff}
	steelDark = color.RGBA{0x7c, 0x88, 0x97, 0xff}
	gold      = color.RGBA{0xf2, 0xc2, 0x3e, 0xff}
	goldDark  = color.RGBA{0xb0, 0x7c, 0x18, 0xff}
	leather   = color.RGBA{0x7a, 0x45, 0x22, 0xff}
	leatherDk = color.RGBA{0x4e, 0x2a, 0x12, 0xff}
	wood      = color.RGBA{0xc0, 0x82, 0x42, 0xff}
	woodDark  = color.RGBA{0x86, 0x54, 0x26, 0xff}
	redwood   = color.RGBA{0x9a, 0x3e, 0x26, 0xff}
	lacquer   = color.RGBA{0x2c, 0x28, 0x3a, 0xff}
	silk      = color.RGBA{0xf4, 0xee, 0xdc, 0xff}
	iron      = color.RGBA{0x5e, 0x5a, 0x66, 0xff}
	shadowInk = color.RGBA{0, 0, 0, 0x50} // premultiplied
)

// Line widths in logical pixels: a heavy outer outline and lighter lines
// between the parts.
const (
	outerLine = 3.2 // centred on the edge, so 1.6 shows outside
	innerLine = 1.0
)

type opKind uint8

const (
	opSolid  opKind = iota // a part: fills, joins the silhouette, edged in ink
	opDetail               // fill on top, edged only if edge > 0
	opStroke               // lines
	opMerged               // like opSolid, but pieces that overlap show no lines between them
)

type op struct {
	kind  opKind
	col   color.RGBA
	polys []poly
	lines []line
	width float64 // stroke width, or a detail's edge
}

// design is one blade: parts in its own coordinates (the weapon upright,
// point up, about 140 long) and where it sits on the card.
type design struct {
	place xf
	ops   []op
	lw    float64 // outline widths are multiplied by lw (0 means 1)
}

func (d *design) lineScale() float64 {
	if d.lw == 0 {
		return 1
	}
	return d.lw
}

func (d *design) solid(col color.RGBA, ps ...poly) {
	d.ops = append(d.ops, op{kind: opSolid, col: col, polys: ps})
}

func (d *design) merged(col color.RGBA, ps ...poly) {
	d.ops = append(d.ops, op{kind: opMerged, col: col, polys: ps})
}

func (d *design) detail(col color.RGBA, edge float64, ps ...poly) {
	d.ops = append(d.ops, op{kind: opDetail, col: col, polys: ps, width: edge})
}

func (d *design) stroke(col color.RGBA, width float64, ls ...line) {
	d.ops = append(d.ops, op{kind: opStroke, col: col, lines: ls, width: width})
}

// silhouette is the union of every part grown by the outer outline.
func (d *design) silhouette(unit float64) []poly {
	var out []poly
	for _, o := range d.ops {
		if o.kind != opSolid && o.kind != opMerged {
			continue
		}
		out = append(out, o.polys...)
		ls := make([]line, len(o.polys))
		for i, p := range o.polys {
			ls[i] = line{p, true}
		}
		out = append(out, strokePolys(ls, outerLine*d.lineScale(), unit)...)
	}
	return out
}

// draw paints the blade: the inked silhouette, then the parts in order.
func (d *design) draw(c *canvas) { d.paint(c, nil) }

// paint draws the blade into c and, if shadowed is not nil, its shadow
// into that (an image of c's size): the silhouette offset down and right,
// as if lit from the top left. The silhouette is rasterised once into a
// mask that serves both.
func (d *design) paint(c *canvas, shadowed *image.RGBA) {
	cc := c.with(d.place)
	b := c.dst.Bounds()
	mask := image.NewAlpha(b)
	cc.on(mask).fill(opaque, d.silhouette(cc.m.unit())...)
	if shadowed != nil {
		s := c.m.unit()
		off := image.Pt(int(math.Round(2*s)), int(math.Round(2.6*s)))
		draw.DrawMask(shadowed, b, image.NewUniform(shadowInk), image.Point{}, mask, b.Min.Sub(off), draw.Over)
	}
	draw.DrawMask(c.dst, b, image.NewUniform(ink), image.Point{}, mask, b.Min, draw.Over)
	for _, o := range d.ops {
		switch o.kind {
		case opSolid:
			cc.fill(o.col, o.polys...)
			cc.outline(ink, innerLine*d.lineScale(), o.polys...)
		case opMerged:
			cc.fill(o.col, o.polys...)
		case opDetail:
			cc.fill(o.col, o.polys...)
			if o.width > 0 {
				cc.outline(ink, o.width, o.polys...)
			}
		case opStroke:
			cc.stroke(o.col, o.width, o.lines...)
		}
	}
}

// placed puts a weapon's origin at the card's centre moved by (dx, dy),
// turned by deg degrees clockwise and scaled by k.
func placed(deg, dx, dy, k float64) xf {
	return scaling(k).then(rotation(deg * math.Pi / 180)).then(translation(CardW/2+dx, CardH/2+dy))
}

// weapon returns the design of a family's variation (both in range).
func weapon(family, variation int) *design {
	d := &design{}
	switch family {
	case 0:
		sword(d, variation)
	case 1:
		axe(d, variation)
	case 2:
		dagger(d, variation)
	case 3:
		katana(d, variation)
	default:
		machete(d, variation)
	}
	// Families are scaled to fit the card; their outlines stay one width.
	d.lw = 1 / d.place.unit()
	return d
}

// Each family varies in one place only, a different kind of place per
// family, so a player learns where to look: the sword's pommel shape, the
// axe's rivet count, the dagger's guard ends, the katana's blade line and
// the machete's tip.

// sword: a straight arming sword with a long gold crossguard; the
// variation is the pommel: round, diamond, ring or trefoil.
func sword(d *design, v int) {
	d.place = placed(30, 0, 2, 1)
	blade := symmetric([]pt{{0, -68}, {4.8, -53}, {5.8, 16}})
	d.solid(steel, blade)
	d.detail(steelMid, 0, poly{{0, -68}, {4.8, -53}, {5.8, 16}, {0, 16}}.wound(1))
	d.stroke(steelDark, 1.6, line{pts: []pt{{0, 10}, {0, -46}}})
	d.solid(leather, roundRect(-3.6, 20, 7.2, 28, 2))
	for y := 24.0; y < 47; y += 4 {
		d.stroke(leatherDk, 0.9, line{pts: []pt{{-3.2, y + 1.3}, {3.2, y - 1.3}}})
	}
	d.solid(gold, roundRect(-23, 15.5, 46, 6, 3), circle(-23, 18.5, 3.6), circle(23, 18.5, 3.6))
	d.solid(gold, roundRect(-3, 47, 6, 3.5, 1))
	const py = 56.0
	switch v {
	case 0:
		d.solid(gold, circle(0, py, 6.4))
	case 1:
		d.solid(gold, poly{{0, py - 8}, {7.2, py}, {0, py + 8}, {-7.2, py}}.wound(1))
	case 2:
		d.solid(gold, circle(0, py, 6.8), circle(0, py, 3).wound(-1))
	default:
		d.merged(gold, circle(-4.4, py-0.5, 3.9), circle(4.4, py-0.5, 3.9), circle(0, py+4.6, 3.9), poly{{-4, py - 2}, {4, py - 2}, {0, py + 4}}.wound(1))
	}
}

// axe: a bearded axe on a wooden haft; the variation is the number of
// rivets (1 to 4) in a column on the blade.
func axe(d *design, v int) {
	d.place = placed(-22, 4, 11, 0.92)
	haft := symmetric([]pt{{0, -62}, {3.4, -61}, {3.6, 38}, {5, 47}, {4.2, 52}, {0, 53}})
	d.solid(wood, haft)
	d.stroke(woodDark, 0.9, line{pts: []pt{{-1.2, -30}, {-1.2, 24}}}, line{pts: []pt{{1.4, -10}, {1.4, 34}}})
	d.solid(leather, roundRect(-4.6, 26, 9.2, 17.5, 1.5))
	for y := 29.0; y < 42; y += 3.5 {
		d.stroke(leatherDk, 0.9, line{pts: []pt{{-4, y}, {4, y}}})
	}
	bit := from(5, -56).quad(15, -58, 25, -71).cubic(38, -60, 39, -30, 26, -17).quad(15, -31, 5, -36).poly()
	d.solid(steelMid, bit)
	d.detail(steel, 0, from(25, -71).cubic(38, -60, 39, -30, 26, -17).cubic(31, -30, 31, -58, 25, -71).poly())
	d.solid(steelMid, roundRect(-13, -55, 9, 15, 1.5))
	d.solid(steelDark, roundRect(-6, -61, 12, 28, 2.5))
	for i := range v + 1 {
		y := -45 + (float64(i)-float64(v)/2)*6.6
		d.detail(gold, 1, circle(13.5, y, 2.5))
	}
}

// dagger: a broad, short-bladed dagger with a down-swept guard; the
// variation is the guard's ends: plain, balls, curls or spikes.
func dagger(d *design, v int) {
	d.place = placed(28, -1, 7, 1.04)
	blade := symmetric([]pt{{0, -66}, {8, -30}, {13, 6}})
	d.solid(steel, blade)
	d.detail(steelMid, 0, poly{{0, -66}, {8, -30}, {13, 6}, {0, 6}}.wound(1))
	d.stroke(steelDark, 1.2, line{pts: []pt{{0, 2}, {0, -56}}})
	d.stroke(steelDark, 1.2, line{pts: []pt{{-5, 2}, {-4, -14}}}, line{pts: []pt{{5, 2}, {4, -14}}})
	d.solid(lacquer, symmetric([]pt{{0, 10}, {4.4, 10}, {3.2, 24}, {4.6, 37}, {0, 37}}))
	d.stroke(iron, 1, line{pts: []pt{{-2.8, 17}, {2.8, 14}}}, line{pts: []pt{{-2.6, 23}, {2.6, 20}}}, line{pts: []pt{{-3, 29}, {3, 26}}})
	d.solid(gold, roundRect(-5.2, 34.5, 10.4, 3.5, 1.2))
	d.solid(gold, ellipse(0, 42, 7.5, 5))
	// Guard: a bar swept down towards the grip at both ends.
	guard := from(-19, 11).quad(0, 0, 19, 11).raw()
	d.solid(gold, band(guard, 2.6))
	ends := [2]pt{{-19, 11}, {19, 11}}
	for side, e := range ends {
		sx := float64(2*side - 1) // -1 left, +1 right
		switch v {
		case 0:
			d.solid(gold, circle(e.x, e.y, 2.6))
		case 1:
			d.solid(gold, circle(e.x+sx*1.5, e.y+1, 4.3))
		case 2:
			// Hooked back up towards the blade.
			hook := from(e.x-sx*1, e.y).quad(e.x+sx*4.5, e.y+1, e.x+sx*4.5, e.y-6.5).raw()
			d.solid(gold, band(hook, 2.1), circle(hook[len(hook)-1].x, hook[len(hook)-1].y, 2.1))
		default:
			d.solid(gold, poly{{e.x - sx*1, e.y - 3}, {e.x + sx*7, e.y + 5}, {e.x - sx*1, e.y + 2.6}}.wound(1))
		}
	}
}

// katanaBend curves the katana's blade: the handle is straight and the
// blade leans back as it rises, the edge on the outside of the curve.
func katanaBend(p pt) pt {
	if p.y >= 12 {
		return p
	}
	t := (12 - p.y) / 84
	return pt{p.x - 10*t*t, p.y}
}

func bent(p poly) poly {
	q := make(poly, len(p))
	for i, v := range p {
		q[i] = katanaBend(v)
	}
	return q
}

func bentLine(pts []pt) line {
	return line{pts: bent(pts)}
}

// katana: a curved blade, round-ended tsuba and a diamond-wrapped grip; the
// variation is the line along the blade: none, one groove, a wavy temper
// line, or two grooves.
func katana(d *design, v int) {
	d.place = placed(-24, 7, 2, 0.95)
	blade := from(-5, 12).to(-5, -40).to(-5, -67).quad(-4.8, -72, -4, -74).cubic(0, -71, 5, -67, 5, -60).to(5, -40).to(5, 12).poly()
	d.solid(steel, bent(blade))
	d.detail(steelMid, 0, bent(from(-5, 12).to(-5, -67).quad(-4.8, -72, -4, -74).to(-3, -60).to(-3, 12).poly()))
	d.stroke(steelDark, 0.8, bentLine([]pt{{-5, -60}, {5, -62}}))
	switch v {
	case 1:
		d.stroke(ink, 1.3, bentLine(straight(0.6, 6, -54)))
	case 2:
		var w []pt
		for y := 8.0; y >= -56; y -= 1 {
			w = append(w, pt{0.8 + 1.6*math.Sin(y*2*math.Pi/10), y})
		}
		d.stroke(ink, 1.1, bentLine(w))
	case 3:
		d.stroke(ink, 1.1, bentLine(straight(-1.2, 6, -54)), bentLine(straight(2.4, 6, -54)))
	}
	d.solid(gold, roundRect(-5.4, 7.5, 10.8, 6, 1.5))
	d.solid(iron, roundRect(-12, 13.5, 24, 4.6, 2.3))
	d.solid(lacquer, symmetric([]pt{{0, 18}, {4.6, 18}, {4.2, 36}, {4.6, 56}, {0, 56}}))
	for y := 22.5; y < 54; y += 7.6 {
		d.detail(silk, 0, poly{{0, y - 2.6}, {3.1, y}, {0, y + 2.6}, {-3.1, y}}.wound(1))
	}
	d.solid(gold, roundRect(-5, 55.5, 10, 5, 2))
}

// straight is a vertical polyline at x from y0 to y1 with points every
// unit, so it bends with the blade.
func straight(x, y0, y1 float64) []pt {
	var pts []pt
	for y := y0; y >= y1; y-- {
		pts = append(pts, pt{x, y})
	}
	return pts
}

// machete: a broad machete with a riveted wooden handle; the variation is
// the tip: pointed, clipped, rounded or squared.
func machete(d *design, v int) {
	d.place = placed(26, -5, 6, 0.95)
	b := from(13.5, -44).cubic(13, -20, 6, 4, 5.5, 18).to(-5.5, 18).to(-5.5, -44)
	switch v {
	case 0: // pointed, the spine running out to the point
		b.to(-5.5, -72).cubic(2, -66, 13.5, -58, 13.5, -44)
	case 1: // clipped: the spine drops to a raised point
		b.to(-5.5, -56).to(5, -72).cubic(9, -66, 13.5, -58, 13.5, -44)
	case 2: // rounded
		b.to(-5.5, -58).cubic(-5.5, -72, 13.5, -72, 13.5, -52).to(13.5, -44)
	default: // squared off, with the corner on the edge side
		b.to(-5.5, -64).to(13.5, -68).to(13.5, -44)
	}
	d.solid(steel, b.poly())
	d.detail(steelMid, 0, from(-5.5, 18).to(-5.5, -44).to(-1.5, -44).cubic(-1.5, -20, -1.5, 4, -1.5, 18).poly())
	handle := from(-5.5, 18).to(5.5, 18).cubic(5.5, 32, 6, 42, 9, 50).quad(8, 56, 2, 54).cubic(-3, 53, -5.5, 48, -5.5, 42).to(-5.5, 18).poly()
	d.solid(redwood, handle)
	d.stroke(leatherDk, 0.8, line{pts: []pt{{-2, 23}, {-2, 48}}})
	for _, y := range []float64{25, 34, 43} {
		d.detail(gold, 0.8, circle(0.3, y, 1.9))
	}
	d.solid(steelMid, roundRect(-6.5, 16, 13, 4, 1))
}
