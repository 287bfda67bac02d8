package blades

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"
)

// Card frame, logical pixels: like the standard faces, a thin grey border
// round a light card; the coloured field sits inside a narrow margin.
const (
	cornerRadius = 7
	fieldInset   = 4
	fieldRadius  = 4.5
)

var (
	edge  = color.RGBA{0x70, 0x70, 0x78, 0xff}
	ivory = color.RGBA{0xfb, 0xf8, 0xf0, 0xff}
)

// blank paints the card shape with its border, filled with fill.
func blank(c *canvas, fill color.Color) {
	// At least one device pixel so the border never vanishes at small
	// scales, and no more than about one logical pixel so it stays thin.
	bw := max(1/c.m.unit(), 0.8)
	c.fill(edge, roundRect(0, 0, CardW, CardH, cornerRadius))
	c.fill(fill, roundRect(bw, bw, CardW-2*bw, CardH-2*bw, cornerRadius-bw))
}

// frame paints the blank card into dst (a new card image) and then field
// (a full-card picture) cut to the field's rounded rectangle.
func frame(dst, field *image.RGBA, st *stock) {
	copy(dst.Pix, st.blank.Pix)
	drawMasked(dst, field, st.mask)
}

// stock is what the faces at one scale share, drawn once: the blank card,
// the mask of its field and the 20 backgrounds (each used by four faces).
type stock struct {
	s      float64
	blank  *image.RGBA
	mask   *image.Alpha
	mu     sync.Mutex
	fields [Colours][Patterns]*image.RGBA
}

// stocks caches stock by scale; a game uses one or two scales, so the
// cache starts afresh rather than grow past a few.
var stocks struct {
	sync.Mutex
	m map[float64]*stock
}

func stockAt(s float64) *stock {
	stocks.Lock()
	defer stocks.Unlock()
	if st, ok := stocks.m[s]; ok {
		return st
	}
	if len(stocks.m) >= 4 || stocks.m == nil {
		stocks.m = map[float64]*stock{}
	}
	img, c := newCard(s)
	blank(c, ivory)
	mask := image.NewAlpha(img.Bounds())
	c.on(mask).fill(opaque, roundRect(fieldInset, fieldInset, CardW-2*fieldInset, CardH-2*fieldInset, fieldRadius))
	st := &stock{s: s, blank: img, mask: mask}
	stocks.m[s] = st
	return st
}

var opaque = color.Alpha{A: 0xff}

// field returns a new copy of the background of a colour and pattern.
func (st *stock) field(colour, pattern int) *image.RGBA {
	st.mu.Lock()
	f := st.fields[colour][pattern]
	if f == nil {
		var c *canvas
		f, c = newCard(st.s)
		drawField(c, colour, pattern)
		st.fields[colour][pattern] = f
	}
	st.mu.Unlock()
	cp := image.NewRGBA(f.Bounds())
	copy(cp.Pix, f.Pix)
	return cp
}

// inset draws pic through a mask of the card's rounded rectangle inset by
// in logical pixels.
func inset(c *canvas, pic *image.RGBA, in, r float64) {
	masked(c, pic, roundRect(in, in, CardW-2*in, CardH-2*in, r))
}

// drawMasked draws pic over dst through mask (all the same bounds).
func drawMasked(dst, pic *image.RGBA, mask *image.Alpha) { composite(dst, pic, mask) }

// over draws top over dst (both the same bounds).
func over(dst, top *image.RGBA) { composite(dst, top, nil) }

// composite draws src over dst through mask (nil: no mask); all three
// share bounds starting at 0, 0. It does what draw.DrawMask does, several
// times faster for these pictures, most of whose pixels are either clear
// or opaque: those are skipped or copied as they are.
func composite(dst, src *image.RGBA, mask *image.Alpha) {
	for i, j := 0, 0; i < len(src.Pix); i, j = i+4, j+1 {
		m := uint32(0xff)
		if mask != nil {
			m = uint32(mask.Pix[j])
		}
		sa := uint32(src.Pix[i+3])
		switch {
		case m == 0 || sa == 0:
			continue
		case m == 0xff && sa == 0xff:
			copy(dst.Pix[i:i+4], src.Pix[i:i+4])
			continue
		}
		// Premultiplied: out = src*m + dst*(1 - sa*m), in 0..255 fixed point.
		a := 0xff*0xff - sa*m
		for k := range 4 {
			dst.Pix[i+k] = uint8((uint32(src.Pix[i+k])*m*0xff + uint32(dst.Pix[i+k])*a + 0xff*0xff/2) / (0xff * 0xff))
		}
	}
}

// drawField paints a background colour and its pattern over the whole card.
func drawField(c *canvas, colour, pattern int) {
	draw.Draw(c.dst, c.dst.Bounds(), image.NewUniform(fieldColours[colour]), image.Point{}, draw.Src)
	tone := patternColours[colour]
	if pattern == 2 {
		// Checks cover half the field where the other patterns cover a
		// fifth or so: a softer tone keeps them equally quiet.
		tone = mix(fieldColours[colour], tone, 0.65)
	}
	drawPattern(c, pattern, tone)
}

// drawPattern paints pattern p in tone over the card. Every pattern is
// centred on the card and its motifs are spaced so that a good part shows
// around any blade.
func drawPattern(c *canvas, p int, tone color.Color) {
	const cx, cy = CardW / 2, CardH / 2
	var ps []poly
	switch p {
	case 0: // dots on a staggered grid
		for j := -8; j <= 8; j++ {
			for i := -6; i <= 6; i++ {
				x := cx + float64(i)*11 + float64(j&1)*5.5
				ps = append(ps, disc(x, cy+float64(j)*9.5, 2.4, 16))
			}
		}
		c.fill(tone, ps...)
	case 1: // diagonal stripes, falling left to right, across the blades
		for k := -16; k <= 16; k++ {
			o := float64(k) * 10
			ps = append(ps, band([]pt{{cx + o - 90, cy - 90}, {cx + o + 90, cy + 90}}, 1.9))
		}
		c.fill(tone, ps...)
	case 2: // a checkerboard
		const sq = 11.0
		for j := -7; j <= 7; j++ {
			for i := -5; i <= 5; i++ {
				if (i+j)&1 == 0 {
					x, y := cx+float64(i)*sq-sq/2, cy+float64(j)*sq-sq/2
					ps = append(ps, rect(x, y, x+sq, y+sq))
				}
			}
		}
		c.fill(tone, ps...)
	case 3: // horizontal waves
		var ls []line
		for j := -7; j <= 7; j++ {
			var w []pt
			y0 := cy + float64(j)*10
			for x := -4.0; x <= CardW+4; x += 1.5 {
				w = append(w, pt{x, y0 + 2.6*math.Sin((x-cx)*2*math.Pi/16)})
			}
			ls = append(ls, line{pts: w})
		}
		c.stroke(tone, 2.2, ls...)
	default: // five-pointed stars on a staggered grid
		for j := -5; j <= 5; j++ {
			for i := -4; i <= 4; i++ {
				x := cx + float64(i)*16 + float64(j&1)*8
				ps = append(ps, star(x, cy+float64(j)*14, 4.6, 1.9))
			}
		}
		c.fill(tone, ps...)
	}
}

// star is a five-pointed star, point up.
func star(cx, cy, ro, ri float64) poly {
	p := make(poly, 10)
	for i := range p {
		r := ro
		if i&1 == 1 {
			r = ri
		}
		s, c := math.Sincos(-math.Pi/2 + float64(i)*math.Pi/5)
		p[i] = pt{cx + r*c, cy + r*s}
	}
	return p.wound(1)
}

// mix blends a towards b by t.
func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}
