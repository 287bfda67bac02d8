package blades

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Shapes are built as flattened polygons in their own coordinates and
// mapped to device pixels only when filled. x/image/vector sums signed
// coverage and clamps it, so polygons wound the same way unite (a
// translucent union never darkens where parts overlap) and one wound the
// other way over them cuts a hole.

type pt struct{ x, y float64 }

// poly is a closed polygon.
type poly []pt

// area is the shoelace area: positive for clockwise on screen (y down).
func (p poly) area() float64 {
	var a float64
	for i, u := range p {
		v := p[(i+1)%len(p)]
		a += u.x*v.y - v.x*u.y
	}
	return a / 2
}

// wound returns p wound positively (sign > 0) or negatively (sign < 0).
func (p poly) wound(sign float64) poly {
	if p.area()*sign >= 0 {
		return p
	}
	q := make(poly, len(p))
	for i, v := range p {
		q[len(p)-1-i] = v
	}
	return q
}

// xf is an affine map (x, y) -> (a*x + c*y + e, b*x + d*y + f).
type xf struct{ a, b, c, d, e, f float64 }

func scaling(s float64) xf        { return xf{a: s, d: s} }
func translation(x, y float64) xf { return xf{a: 1, d: 1, e: x, f: y} }
func (m xf) apply(p pt) pt        { return pt{m.a*p.x + m.c*p.y + m.e, m.b*p.x + m.d*p.y + m.f} }
func (m xf) unit() float64        { return math.Sqrt(math.Abs(m.a*m.d - m.b*m.c)) }

func mapPts(m xf, p []pt) []pt {
	q := make([]pt, len(p))
	fillMapped(m, p, q)
	return q
}

func fillMapped(m xf, p, q []pt) {
	for i, v := range p {
		q[i] = m.apply(v)
	}
}

// rotation turns by theta radians, clockwise on screen.
func rotation(theta float64) xf {
	s, c := math.Sincos(theta)
	return xf{a: c, b: s, c: -s, d: c}
}

// then returns the map that applies m first, then n.
func (m xf) then(n xf) xf {
	return xf{
		a: n.a*m.a + n.c*m.b, b: n.b*m.a + n.d*m.b,
		c: n.a*m.c + n.c*m.d, d: n.b*m.c + n.d*m.d,
		e: n.a*m.e + n.c*m.f + n.e, f: n.b*m.e + n.d*m.f + n.f,
	}
}

// symmetric completes the right half of an outline, given from top to
// bottom, with its mirror image on the left.
func symmetric(half []pt) poly {
	p := append(poly{}, half...)
	for i := len(half) - 1; i >= 0; i-- {
		if half[i].x != 0 { // points on the axis are there already
			p = append(p, pt{-half[i].x, half[i].y})
		}
	}
	return p.wound(1)
}

func reversed(p []pt) []pt {
	q := make([]pt, len(p))
	for i, v := range p {
		q[len(p)-1-i] = v
	}
	return q
}

// canvas draws into dst through m (shape coordinates -> device pixels).
type canvas struct {
	dst draw.Image
	m   xf
	z   *vector.Rasterizer
}

func newCanvas(dst draw.Image, m xf) *canvas {
	return &canvas{dst: dst, m: m, z: vector.NewRasterizer(0, 0)}
}

// on returns a canvas like c drawing into dst instead (sharing c's
// rasteriser, whose buffers are the costly part to allocate).
func (c *canvas) on(dst draw.Image) *canvas { return &canvas{dst: dst, m: c.m, z: c.z} }

// with returns a canvas on the same image whose shapes go through n first.
func (c *canvas) with(n xf) *canvas { return &canvas{dst: c.dst, m: n.then(c.m), z: c.z} }

// fill fills polys as wound (see the note at the top of the file).
func (c *canvas) fill(col color.Color, polys ...poly) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	n := 0
	for _, p := range polys {
		n += len(p)
	}
	if n == 0 {
		return
	}
	dev := make([]pt, n)
	k := 0
	for _, p := range polys {
		fillMapped(c.m, p, dev[k:k+len(p)])
		for _, v := range dev[k : k+len(p)] {
			minX, minY, maxX, maxY = min(minX, v.x), min(minY, v.y), max(maxX, v.x), max(maxY, v.y)
		}
		k += len(p)
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(c.dst.Bounds())
	if r.Empty() {
		return
	}
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	c.z.Reset(r.Dx(), r.Dy())
	k = 0
	for _, p := range polys {
		for i, v := range dev[k : k+len(p)] {
			if i == 0 {
				c.z.MoveTo(float32(v.x-ox), float32(v.y-oy))
			} else {
				c.z.LineTo(float32(v.x-ox), float32(v.y-oy))
			}
		}
		c.z.ClosePath()
		k += len(p)
	}
	c.z.Draw(c.dst, r, image.NewUniform(col), image.Point{})
}

// line is an open or closed polyline to stroke.
type line struct {
	pts    []pt
	closed bool
}

// strokePolys returns the outline of lines width wide with round joins and
// caps, as positively wound quads and discs that one fill unites. unit is
// device pixels per shape unit, for the discs' smoothness.
func strokePolys(lines []line, width, unit float64) []poly {
	hw := width / 2
	sides := min(max(int(math.Ceil(hw*unit*5)), 8), 28)
	var out []poly
	for _, l := range lines {
		pl := l.pts
		if l.closed && len(pl) > 1 && pl[0] != pl[len(pl)-1] {
			pl = append(append([]pt{}, pl...), pl[0])
		}
		for i, a := range pl {
			// A disc at each end and real corner; the tiny turns between
			// the chords of a flattened curve need none.
			end := i == 0 || i == len(pl)-1
			if end && !l.closed || !end && turn(pl[i-1], a, pl[i+1]) > 0.25 ||
				l.closed && i == 0 && len(pl) > 2 && turn(pl[len(pl)-2], a, pl[1]) > 0.25 {
				out = append(out, disc(a.x, a.y, hw, sides))
			}
			if i == 0 {
				continue
			}
			b := pl[i-1]
			dx, dy := a.x-b.x, a.y-b.y
			d := math.Hypot(dx, dy)
			if d < 1e-9 {
				continue
			}
			nx, ny := -dy/d*hw, dx/d*hw
			out = append(out, poly{{b.x + nx, b.y + ny}, {a.x + nx, a.y + ny}, {a.x - nx, a.y - ny}, {b.x - nx, b.y - ny}}.wound(1))
		}
	}
	return out
}

func (c *canvas) stroke(col color.Color, width float64, lines ...line) {
	c.fill(col, strokePolys(lines, width, c.m.unit())...)
}

// outline strokes the contours of polys.
func (c *canvas) outline(col color.Color, width float64, polys ...poly) {
	ls := make([]line, len(polys))
	for i, p := range polys {
		ls[i] = line{p, true}
	}
	c.stroke(col, width, ls...)
}

// turn is the angle by which a-b-c turns at b.
func turn(a, b, c pt) float64 {
	d := math.Abs(math.Atan2(c.y-b.y, c.x-b.x) - math.Atan2(b.y-a.y, b.x-a.x))
	if d > math.Pi {
		d = 2*math.Pi - d
	}
	return d
}

// disc is a circle of n sides, wound positively.
func disc(cx, cy, r float64, n int) poly {
	p := make(poly, n)
	for i := range n {
		s, c := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		p[i] = pt{cx + r*c, cy + r*s}
	}
	return p
}

// circle is a smooth disc for shapes that may be drawn large.
func circle(cx, cy, r float64) poly { return disc(cx, cy, r, 48) }

func ellipse(cx, cy, rx, ry float64) poly {
	p := disc(0, 0, 1, 48)
	for i := range p {
		p[i] = pt{cx + rx*p[i].x, cy + ry*p[i].y}
	}
	return p
}

func rect(x0, y0, x1, y1 float64) poly { return poly{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} }

// roundRect is a rectangle with corners of radius r, wound positively.
func roundRect(x, y, w, h, r float64) poly {
	r = max(0, min(r, w/2, h/2))
	var b path
	b.arc(x+w-r, y+r, r, -math.Pi/2, 0)
	b.arc(x+w-r, y+h-r, r, 0, math.Pi/2)
	b.arc(x+r, y+h-r, r, math.Pi/2, math.Pi)
	b.arc(x+r, y+r, r, math.Pi, 3*math.Pi/2)
	return b.poly()
}

// path builds a polyline with curves flattened as it goes.
type path struct{ pts []pt }

func (b *path) to(x, y float64) *path { b.pts = append(b.pts, pt{x, y}); return b }
func (b *path) last() pt              { return b.pts[len(b.pts)-1] }

// quad adds a quadratic Bézier from the last point.
func (b *path) quad(cx, cy, x, y float64) *path {
	p0 := b.last()
	for i := 1; i <= 12; i++ {
		t := float64(i) / 12
		u := 1 - t
		b.pts = append(b.pts, pt{u*u*p0.x + 2*u*t*cx + t*t*x, u*u*p0.y + 2*u*t*cy + t*t*y})
	}
	return b
}

// cubic adds a cubic Bézier from the last point.
func (b *path) cubic(c1x, c1y, c2x, c2y, x, y float64) *path {
	p0 := b.last()
	for i := 1; i <= 16; i++ {
		t := float64(i) / 16
		u := 1 - t
		b.pts = append(b.pts, pt{
			u*u*u*p0.x + 3*u*u*t*c1x + 3*u*t*t*c2x + t*t*t*x,
			u*u*u*p0.y + 3*u*u*t*c1y + 3*u*t*t*c2y + t*t*t*y,
		})
	}
	return b
}

// arc adds a circular arc from angle a0 to a1 (radians, y down).
func (b *path) arc(cx, cy, r, a0, a1 float64) *path {
	n := max(2, int(math.Ceil(math.Abs(a1-a0)/(math.Pi/16))))
	for i := range n + 1 {
		s, c := math.Sincos(a0 + (a1-a0)*float64(i)/float64(n))
		b.pts = append(b.pts, pt{cx + r*c, cy + r*s})
	}
	return b
}

func (b *path) poly() poly    { return poly(b.pts).wound(1) }
func (b *path) line() line    { return line{pts: b.pts} }
func (b *path) raw() []pt     { return b.pts }
func from(x, y float64) *path { return (&path{}).to(x, y) }

// band is the polygon hw either side of the polyline pts, with square
// ends: a bar that follows a curve.
func band(pts []pt, hw float64) poly {
	n := len(pts)
	left, right := make([]pt, n), make([]pt, n)
	for i, p := range pts {
		a, b := pts[max(i-1, 0)], pts[min(i+1, n-1)]
		dx, dy := b.x-a.x, b.y-a.y
		d := math.Hypot(dx, dy)
		if d < 1e-12 {
			d = 1
		}
		nx, ny := -dy/d*hw, dx/d*hw
		left[i], right[i] = pt{p.x + nx, p.y + ny}, pt{p.x - nx, p.y - ny}
	}
	return poly(append(left, reversed(right)...)).wound(1)
}

func (m xf) mapPoly(p poly) poly { return mapPts(m, p) }
