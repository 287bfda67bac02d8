package blades

import (
	"image/color"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Titles are set in Go Bold, the very font bytes parlor/assets loads (it
// takes them from golang.org/x/image/font/gofont too), read as glyph
// outlines so text is filled and outlined like every other shape and stays
// sharp at any scale.

var (
	fontOnce sync.Once
	boldFont *sfnt.Font
)

// bold returns the parsed font, or nil if it could not be parsed (then
// cards draw without their titles rather than fail).
func bold() *sfnt.Font {
	fontOnce.Do(func() {
		f, err := sfnt.Parse(gobold.TTF)
		if err == nil {
			boldFont = f
		}
	})
	return boldFont
}

// glyphPPEM is the size glyphs are loaded at; outlines are scaled from it.
const glyphPPEM = 1024

// textShape returns the glyph outlines of str at size logical pixels, with
// the capitals' top at y = 0 and the pen starting at x = 0, and the width
// of the set string. Contours keep the font's winding, so counters (the
// holes in O, A, P) stay open.
func textShape(str string, size float64) (ps []poly, width float64) {
	f := bold()
	if f == nil {
		return nil, 0
	}
	var buf sfnt.Buffer
	ppem := fixed.I(glyphPPEM)
	k := size / glyphPPEM / 64
	m, err := f.Metrics(&buf, ppem, font.HintingNone)
	if err != nil {
		return nil, 0
	}
	capTop := float64(m.CapHeight) * k
	var x fixed.Int26_6
	prev := sfnt.GlyphIndex(0)
	for i, r := range str {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			continue
		}
		if i > 0 && prev != 0 {
			if kern, err := f.Kern(&buf, prev, g, ppem, font.HintingNone); err == nil {
				x += kern
			}
		}
		segs, err := f.LoadGlyph(&buf, g, ppem, nil)
		if err != nil {
			continue
		}
		ox := float64(x) * k
		at := func(p fixed.Point26_6) pt { return pt{ox + float64(p.X)*k, float64(p.Y)*k + capTop} }
		var cur *path
		flush := func() {
			if cur != nil && len(cur.pts) > 2 {
				ps = append(ps, poly(cur.pts))
			}
			cur = nil
		}
		for _, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				flush()
				p := at(s.Args[0])
				cur = from(p.x, p.y)
			case sfnt.SegmentOpLineTo:
				p := at(s.Args[0])
				cur.to(p.x, p.y)
			case sfnt.SegmentOpQuadTo:
				a, b := at(s.Args[0]), at(s.Args[1])
				cur.quad(a.x, a.y, b.x, b.y)
			case sfnt.SegmentOpCubeTo:
				a, b, e := at(s.Args[0]), at(s.Args[1]), at(s.Args[2])
				cur.cubic(a.x, a.y, b.x, b.y, e.x, e.y)
			}
		}
		flush()
		adv, err := f.GlyphAdvance(&buf, g, ppem, font.HintingNone)
		if err == nil {
			x += adv
		}
		prev = g
	}
	return ps, float64(x) * k
}

// text draws str centred on cx with its capitals' top at top, squeezed
// across to at most maxW, filled with fill and, if halo > 0, edged outside
// with a halo-wide line of edge first.
func (c *canvas) text(str string, size, cx, top, maxW float64, fill color.Color, halo float64, edge color.Color) {
	ps, w := textShape(str, size)
	if len(ps) == 0 {
		return
	}
	sx := 1.0
	if maxW > 0 && w > maxW {
		sx = maxW / w
	}
	tc := c.with(xf{a: sx, d: 1, e: cx - w*sx/2, f: top})
	if halo > 0 {
		tc.outline(edge, 2*halo, ps...)
		tc.fill(edge, ps...)
	}
	tc.fill(fill, ps...)
}
