// Package pixels holds the small image checks the scene, end-to-end and web tests share: how much of
// an area is close to a colour, and which colour dominates it.
package pixels

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

// RGB is an opaque colour.
type RGB struct{ R, G, B uint8 }

func (c RGB) String() string { return fmt.Sprintf("RGB(%d,%d,%d)", c.R, c.G, c.B) }

// Colours of Parlor's look that the tests check for.
var (
	Felt  = RGB{22, 92, 58}    // the green card-table felt behind the menu
	White = RGB{255, 255, 255} // card faces
	Cream = RGB{245, 236, 210} // the title text
	Gold  = RGB{242, 193, 78}  // the keyboard-focus highlight
)

func rgb8(c color.Color) (r, g, b uint8) {
	r16, g16, b16, _ := c.RGBA()
	return uint8(r16 >> 8), uint8(g16 >> 8), uint8(b16 >> 8)
}

// Distance is the Euclidean distance between two colours in RGB space (0..441).
func Distance(c color.Color, target RGB) float64 {
	r, g, b := rgb8(c)
	dr := float64(r) - float64(target.R)
	dg := float64(g) - float64(target.G)
	db := float64(b) - float64(target.B)
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

// Count returns how many pixels of img inside r are within dist of target, and how many
// pixels were looked at (r is clipped to the image).
func Count(img image.Image, r image.Rectangle, target RGB, dist float64) (near, total int) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if Distance(img.At(x, y), target) <= dist {
				near++
			}
		}
	}
	return near, r.Dx() * r.Dy()
}

// Fraction is the share (0..1) of the pixels of img inside r within dist of target.
func Fraction(img image.Image, r image.Rectangle, target RGB, dist float64) float64 {
	near, total := Count(img, r, target, dist)
	if total == 0 {
		return 0
	}
	return float64(near) / float64(total)
}

// Differ returns how many pixels inside r are not the same colour in a and b.
func Differ(a, b image.Image, r image.Rectangle) int {
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, aa := a.At(x, y).RGBA()
			br, bg, bb, ba := b.At(x, y).RGBA()
			if ar != br || ag != bg || ab != bb || aa != ba {
				n++
			}
		}
	}
	return n
}

// Of is the opaque colour c, for Count and Fraction.
func Of(c color.Color) RGB {
	r, g, b := rgb8(c)
	return RGB{r, g, b}
}

// GoldAcross reports whether img shows a gold rim (the guide's, the focus) within a few
// pixels of (x, y) up or down: the rim is drawn on the edge of the box it
// marks, anti-aliased over whatever lies beneath.
func GoldAcross(img *image.RGBA, x, y float64) bool {
	for dy := -4; dy <= 4; dy++ {
		p := img.RGBAAt(int(x), int(y)+dy)
		if p.R > 200 && p.G > 150 && p.B < 110 {
			return true
		}
	}
	return false
}

// PaperSpan returns the first and last row between y0 and y1 where column
// x of img shows card paper (near white): how tall a card is drawn, read
// down a column that crosses it and nothing else light. ok is false when
// no row does.
func PaperSpan(img *image.RGBA, x, y0, y1 int) (top, bottom int, ok bool) {
	top, bottom = -1, -1
	for y := y0; y <= y1; y++ {
		p := img.RGBAAt(x, y)
		if min(p.R, p.G, p.B) >= 225 {
			if top < 0 {
				top = y
			}
			bottom = y
		}
	}
	return top, bottom, top >= 0
}

// Dominant returns the average colour of the most common colour bucket (32 levels per
// channel) inside r and that bucket's share of r; failure messages use it to say what the
// picture shows instead.
func Dominant(img image.Image, r image.Rectangle) (RGB, float64) {
	r = r.Intersect(img.Bounds())
	type acc struct{ n, r, g, b int }
	buckets := map[int]*acc{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb := rgb8(img.At(x, y))
			k := int(cr>>3)<<10 | int(cg>>3)<<5 | int(cb>>3)
			a := buckets[k]
			if a == nil {
				a = &acc{}
				buckets[k] = a
			}
			a.n++
			a.r += int(cr)
			a.g += int(cg)
			a.b += int(cb)
		}
	}
	var best *acc
	bestKey := -1
	for k, a := range buckets {
		if best == nil || a.n > best.n || (a.n == best.n && k < bestKey) {
			best, bestKey = a, k
		}
	}
	if best == nil {
		return RGB{}, 0
	}
	return RGB{uint8(best.r / best.n), uint8(best.g / best.n), uint8(best.b / best.n)},
		float64(best.n) / float64(r.Dx()*r.Dy())
}

// Load decodes a PNG file.
func Load(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	return img, nil
}
