package assets

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/vector"
)

// Card art is rasterised on the CPU with golang.org/x/image/vector (exact
// anti-aliased coverage) and uploaded to the GPU once; only the text goes
// through text/v2 afterwards. Ebitengine's own vector.FillPath was measured
// first and is unusable for pre-drawing a deck under software GL (llvmpipe):
// 52 small crowns took 93 s and 4 GB, one deck with interleaved text 12 s,
// because every anti-aliased path goes through its stencil-buffer passes.
// The CPU rasteriser draws a whole deck in a few tens of milliseconds.

type opKind uint8

const (
	opMove opKind = iota
	opLine
	opQuad
	opCubic
	opClose
)

// opPoints is how many points each kind of op carries.
var opPoints = [...]int{opMove: 1, opLine: 1, opQuad: 2, opCubic: 3, opClose: 0}

type pathOp struct {
	kind opKind
	p    [3][2]float64
}

// path is an outline in logical coordinates; fills and strokes map it to
// device pixels through a painter's transform.
type path struct{ ops []pathOp }

func (p *path) MoveTo(x, y float64) {
	p.ops = append(p.ops, pathOp{kind: opMove, p: [3][2]float64{{x, y}}})
}
func (p *path) LineTo(x, y float64) {
	p.ops = append(p.ops, pathOp{kind: opLine, p: [3][2]float64{{x, y}}})
}
func (p *path) QuadTo(x1, y1, x2, y2 float64) {
	p.ops = append(p.ops, pathOp{kind: opQuad, p: [3][2]float64{{x1, y1}, {x2, y2}}})
}
func (p *path) CubicTo(x1, y1, x2, y2, x3, y3 float64) {
	p.ops = append(p.ops, pathOp{kind: opCubic, p: [3][2]float64{{x1, y1}, {x2, y2}, {x3, y3}}})
}
func (p *path) Close() { p.ops = append(p.ops, pathOp{kind: opClose}) }

// painter draws into one RGBA image in logical card coordinates. m maps
// logical to device pixels and may include a half-turn, which is how the
// lower half of a card is drawn as the upper half upside down.
type painter struct {
	dst *image.RGBA
	s   float64     // device pixels per logical pixel
	m   ebiten.GeoM // logical -> device
	z   *vector.Rasterizer

	// texts collects text draws, which need the GPU image: they run after
	// the rasterised picture is uploaded (text is always the top layer).
	texts *[]func(*ebiten.Image)
}

func newPainter(dst *image.RGBA, s float64) *painter {
	p := &painter{dst: dst, s: s, z: vector.NewRasterizer(0, 0), texts: new([]func(*ebiten.Image))}
	p.m.Scale(s, s)
	return p
}

// at returns a painter whose logical origin is at device pixel (x, y) of
// the same destination: one cell of an atlas.
func (p *painter) at(x, y float64) *painter {
	q := *p
	q.m = ebiten.GeoM{}
	q.m.Scale(p.s, p.s)
	q.m.Translate(x, y)
	return &q
}

// rotated returns a painter whose drawing is turned 180 degrees about the
// logical point (cx, cy).
func (p *painter) rotated(cx, cy float64) *painter {
	q := *p
	q.m = ebiten.GeoM{}
	q.m.Translate(-cx, -cy)
	q.m.Rotate(math.Pi)
	q.m.Translate(cx, cy)
	q.m.Concat(p.m)
	return &q
}

// upload copies the picture to a new GPU image and draws the queued text
// on it.
//
// Large pictures (a deck's atlas) get a texture of their own: placed in
// Ebitengine's shared atlas they can force a new 4096x4096 page, whose
// allocation cost more than the drawing under software GL.
func (p *painter) upload() *ebiten.Image {
	b := p.dst.Bounds()
	img := ebiten.NewImageWithOptions(b, &ebiten.NewImageOptions{Unmanaged: b.Dx()*b.Dy() > 512*512})
	img.WritePixels(p.dst.Pix)
	for _, f := range *p.texts {
		f(img)
	}
	*p.texts = (*p.texts)[:0]
	return img
}

func (p *painter) apply(x, y float64) (float64, float64) { return p.m.Apply(x, y) }

// fill fills pth with c, anti-aliased. Sub-paths with the same winding
// unite; one wound the other way cuts a hole.
func (p *painter) fill(pth *path, c color.Color) {
	if len(pth.ops) == 0 {
		return
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	pts := make([][2]float64, 0, 3*len(pth.ops))
	for _, o := range pth.ops {
		for i := range opPoints[o.kind] {
			x, y := p.apply(o.p[i][0], o.p[i][1])
			pts = append(pts, [2]float64{x, y})
			minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
		}
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(p.dst.Bounds())
	if r.Empty() {
		return
	}
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	z := p.z
	z.Reset(r.Dx(), r.Dy())
	k := 0
	next := func() (float32, float32) {
		pt := pts[k]
		k++
		return float32(pt[0] - ox), float32(pt[1] - oy)
	}
	for _, o := range pth.ops {
		switch o.kind {
		case opMove:
			z.MoveTo(next())
		case opLine:
			z.LineTo(next())
		case opQuad:
			x1, y1 := next()
			x2, y2 := next()
			z.QuadTo(x1, y1, x2, y2)
		case opCubic:
			x1, y1 := next()
			x2, y2 := next()
			x3, y3 := next()
			z.CubeTo(x1, y1, x2, y2, x3, y3)
		case opClose:
			z.ClosePath()
		}
	}
	z.ClosePath()
	z.Draw(p.dst, r, image.NewUniform(c), image.Point{})
}

// flatten turns pth into polylines in logical coordinates (curves cut into
// short chords), for stroking.
func flatten(pth *path) (lines [][][2]float64, closed []bool) {
	var cur [][2]float64
	var pen [2]float64
	var start [2]float64
	end := func(isClosed bool) {
		if len(cur) > 1 {
			lines = append(lines, cur)
			closed = append(closed, isClosed)
		}
		cur = nil
	}
	for _, o := range pth.ops {
		switch o.kind {
		case opMove:
			end(false)
			pen, start = o.p[0], o.p[0]
			cur = [][2]float64{pen}
		case opLine:
			pen = o.p[0]
			cur = append(cur, pen)
		case opQuad:
			for i := 1; i <= 12; i++ {
				t := float64(i) / 12
				u := 1 - t
				cur = append(cur, [2]float64{
					u*u*pen[0] + 2*u*t*o.p[0][0] + t*t*o.p[1][0],
					u*u*pen[1] + 2*u*t*o.p[0][1] + t*t*o.p[1][1],
				})
			}
			pen = o.p[1]
		case opCubic:
			for i := 1; i <= 16; i++ {
				t := float64(i) / 16
				u := 1 - t
				cur = append(cur, [2]float64{
					u*u*u*pen[0] + 3*u*u*t*o.p[0][0] + 3*u*t*t*o.p[1][0] + t*t*t*o.p[2][0],
					u*u*u*pen[1] + 3*u*u*t*o.p[0][1] + 3*u*t*t*o.p[1][1] + t*t*t*o.p[2][1],
				})
			}
			pen = o.p[2]
		case opClose:
			if len(cur) > 0 {
				cur = append(cur, start)
			}
			end(true)
			pen = start
		}
	}
	end(false)
	return lines, closed
}

// stroke draws pth's outline width logical pixels wide with round joins
// and caps. Each segment becomes a quad and each vertex a disc, all wound
// the same way, so one fill unites them without darker overlaps even for a
// translucent colour.
func (p *painter) stroke(pth *path, width float64, c color.Color) {
	lines, closed := flatten(pth)
	hw := width / 2
	sides := min(max(int(math.Ceil(hw*p.s*6)), 8), 32)
	var out path
	for li, pl := range lines {
		for i, a := range pl {
			// A disc rounds each end and each real corner; between the
			// short chords of a flattened curve the turn is too small to
			// leave a visible notch, and skipping those discs makes
			// stroking several times cheaper.
			last := i == len(pl)-1
			if (i == 0 || last) && !closed[li] || i > 0 && !last && turn(pl[i-1], a, pl[i+1]) > 0.2 ||
				closed[li] && i == 0 && len(pl) > 2 && turn(pl[len(pl)-2], a, pl[1]) > 0.2 {
				addPolygon(&out, discPoints(a[0], a[1], hw, sides))
			}
			if i == 0 {
				continue
			}
			b := pl[i-1]
			dx, dy := a[0]-b[0], a[1]-b[1]
			l := math.Hypot(dx, dy)
			if l < 1e-9 {
				continue
			}
			nx, ny := -dy/l*hw, dx/l*hw
			addPolygon(&out, [][2]float64{{b[0] + nx, b[1] + ny}, {a[0] + nx, a[1] + ny}, {a[0] - nx, a[1] - ny}, {b[0] - nx, b[1] - ny}})
		}
	}
	p.fill(&out, c)
}

// turn returns the angle, in radians, by which the polyline a-b-c turns
// at b.
func turn(a, b, c [2]float64) float64 {
	d1 := math.Atan2(b[1]-a[1], b[0]-a[0])
	d2 := math.Atan2(c[1]-b[1], c[0]-b[0])
	d := math.Abs(d2 - d1)
	if d > math.Pi {
		d = 2*math.Pi - d
	}
	return d
}

// discPoints approximates a circle by a polygon of n sides.
func discPoints(cx, cy, r float64, n int) [][2]float64 {
	pts := make([][2]float64, n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return pts
}

// addPolygon adds pts as a closed sub-path wound positively (by the
// shoelace sign), reversing it if needed.
func addPolygon(out *path, pts [][2]float64) {
	var area float64
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		area += a[0]*b[1] - b[0]*a[1]
	}
	if area < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	for i, pt := range pts {
		if i == 0 {
			out.MoveTo(pt[0], pt[1])
		} else {
			out.LineTo(pt[0], pt[1])
		}
	}
	out.Close()
}

// text queues str centred horizontally on cx with its capitals' top at
// top. Faces are made at device size so glyphs stay crisp at every scale;
// maxW (logical, 0 = none) squeezes wide strings such as "10" to fit the
// index column.
func (p *painter) text(str string, src *text.GoTextFaceSource, size, cx, top, maxW float64, c color.Color) {
	if src == nil || str == "" {
		return
	}
	face := &text.GoTextFace{Source: src, Size: size * p.s}
	w, _ := text.Measure(str, face, 0)
	w /= p.s
	sx := 1.0
	if maxW > 0 && w > maxW {
		sx = maxW / w
	}
	met := face.Metrics()
	op := &text.DrawOptions{}
	op.PrimaryAlign = text.AlignCenter
	// From device-sized glyph space back to logical units, then through m.
	op.GeoM.Translate(0, -(met.HAscent - met.CapHeight))
	op.GeoM.Scale(sx/p.s, 1/p.s)
	op.GeoM.Translate(cx, top)
	op.GeoM.Concat(p.m)
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	op.ColorScale = cs
	op.Filter = ebiten.FilterLinear
	*p.texts = append(*p.texts, func(dst *ebiten.Image) { text.Draw(dst, str, face, op) })
}

// kappa places cubic control points for a quarter circle.
const kappa = 0.5522847498

// roundRect adds a rounded rectangle (clockwise on screen) to pth.
func roundRect(pth *path, x, y, w, h, r float64) {
	r = max(0, min(r, w/2, h/2))
	k := r * (1 - kappa)
	x1, y1 := x+w, y+h
	pth.MoveTo(x+r, y)
	pth.LineTo(x1-r, y)
	pth.CubicTo(x1-k, y, x1, y+k, x1, y+r)
	pth.LineTo(x1, y1-r)
	pth.CubicTo(x1, y1-k, x1-k, y1, x1-r, y1)
	pth.LineTo(x+r, y1)
	pth.CubicTo(x+k, y1, x, y1-k, x, y1-r)
	pth.LineTo(x, y+r)
	pth.CubicTo(x, y+k, x+k, y, x+r, y)
	pth.Close()
}

// circle adds a full circle (clockwise on screen, like roundRect) to pth.
func circle(pth *path, cx, cy, r float64) {
	k := r * kappa
	pth.MoveTo(cx+r, cy)
	pth.CubicTo(cx+r, cy+k, cx+k, cy+r, cx, cy+r)
	pth.CubicTo(cx-k, cy+r, cx-r, cy+k, cx-r, cy)
	pth.CubicTo(cx-r, cy-k, cx-k, cy-r, cx, cy-r)
	pth.CubicTo(cx+k, cy-r, cx+r, cy-k, cx+r, cy)
	pth.Close()
}

// pen writes outlines compactly in a unit box centred on (cx, cy), k
// logical pixels per unit.
type pen struct {
	path   *path
	cx, cy float64
	k      float64
}

func (q pen) xy(x, y float64) (float64, float64) { return q.cx + x*q.k, q.cy + y*q.k }
func (q pen) move(x, y float64)                  { q.path.MoveTo(q.xy(x, y)) }
func (q pen) line(x, y float64)                  { q.path.LineTo(q.xy(x, y)) }
func (q pen) quad(x1, y1, x2, y2 float64) {
	a, b := q.xy(x1, y1)
	c, d := q.xy(x2, y2)
	q.path.QuadTo(a, b, c, d)
}
func (q pen) cubic(x1, y1, x2, y2, x3, y3 float64) {
	a, b := q.xy(x1, y1)
	c, d := q.xy(x2, y2)
	e, f := q.xy(x3, y3)
	q.path.CubicTo(a, b, c, d, e, f)
}
func (q pen) circle(x, y, r float64) { circle(q.path, q.cx+x*q.k, q.cy+y*q.k, r*q.k) }
func (q pen) close()                 { q.path.Close() }
