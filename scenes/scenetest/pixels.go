package scenetest

import "image"

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
