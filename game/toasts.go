package game

import (
	"image"
	"math"
	"slices"

	"parlor/game/canvas"
)

// Where a toast goes on a table: the scenes below it were drawn by other
// code (a table's header, a guide's sentence, a player's panel), so the
// toast looks at the frame they drew and takes the band nearest its spot
// that holds no text, rather than covering a line someone is reading.
// The frame is read once, when a toast first shows; it then keeps its
// place for its life, so it never jumps.

// inkMap counts, for each logical pixel row, the pixels up to each x where
// the frame has a sharp edge (letters, card and panel rims, pips): plain
// felt, the inside of a panel or a dimmed table has none.
type inkMap struct {
	rows [][]int32 // rows[y][x]: edges in row y left of x
}

// edgeStep is how much the light of two pixels two apart must differ to
// count as an edge (out of 765: the three channels summed).
const edgeStep = 90

// readInk reads the frame drawn so far on c.
func readInk(c *canvas.Canvas) *inkMap {
	b := c.Dst.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	c.Dst.ReadPixels(pix)
	light := func(x, y float64) int {
		dx, dy := c.ToDevice(x+0.5, y+0.5)
		px, py := min(max(int(dx), 0), b.Dx()-1), min(max(int(dy), 0), b.Dy()-1)
		i := 4 * (py*b.Dx() + px)
		return int(pix[i]) + int(pix[i+1]) + int(pix[i+2])
	}
	m := &inkMap{rows: make([][]int32, canvas.ScreenH)}
	var up2, up1 []int // the lights two rows and one row above
	for y := range canvas.ScreenH {
		lights := make([]int, canvas.ScreenW)
		for x := range lights {
			lights[x] = light(float64(x), float64(y))
		}
		row := make([]int32, canvas.ScreenW+1)
		for x, l := range lights {
			row[x+1] = row[x]
			// An edge across (a letter's stem) or along (a panel's rim).
			if x >= 2 && abs(l-lights[x-2]) > edgeStep || up2 != nil && abs(l-up2[x]) > edgeStep {
				row[x+1]++
			}
		}
		m.rows[y] = row
		up2, up1 = up1, lights
	}
	return m
}

// in counts the edges inside the logical box r.
func (m *inkMap) in(r image.Rectangle) int {
	r = r.Intersect(image.Rect(0, 0, canvas.ScreenW, canvas.ScreenH))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		n += int(m.rows[y][r.Max.X] - m.rows[y][r.Min.X])
	}
	return n
}

// toastClear is how many edges a band may hold and still count as free:
// a stray rim or the soft edge of a shadow.
const toastClear = 24

// freeTop returns the top of the band w x h, centred across the screen,
// nearest want that covers no ink and no box of taken (toasts already
// placed); when every band holds some, the one that holds least.
func (m *inkMap) freeTop(want, w, h float64, taken []image.Rectangle) float64 {
	const edge, stride = 8.0, 6.0
	box := func(top float64) image.Rectangle {
		x := canvas.ScreenW/2 - w/2
		// A few pixels round the box: a letter just outside it still
		// reads as crowded.
		return image.Rect(int(x)-4, int(top)-4, int(math.Ceil(x+w))+4, int(math.Ceil(top+h))+4)
	}
	best, least := want, math.MaxInt
	// want, then below and above it, nearest first.
	for d := 0.0; d < canvas.ScreenH; d += stride {
		for _, top := range []float64{want + d, want - d} {
			if top < edge || top+h > canvas.ScreenH-edge {
				continue
			}
			r := box(top)
			n := m.in(r)
			if slices.ContainsFunc(taken, r.Overlaps) {
				n += 1 << 20
			}
			if n <= toastClear {
				return top
			}
			if n < least {
				best, least = top, n
			}
		}
	}
	return best
}
