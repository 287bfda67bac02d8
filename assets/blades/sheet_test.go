package blades_test

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"parlor/assets/blades"
)

// TestContactSheet saves every picture of the deck on one sheet for people
// to look at: the 20 blades on one colour and pattern, a blade on the four
// colours and on the five patterns, the five specials, the back and the
// Slap Card. The sheet goes to $BLADES_SHEET, or blades-sheet.png in the
// temporary directory.
func TestContactSheet(t *testing.T) {
	const scale, gap, cols = 2.0, 16, 8
	cw, ch := blades.Size(scale)
	sw, sh := blades.Size(1)
	stripY := gap + 5*(ch+gap)
	sheet := image.NewRGBA(image.Rect(0, 0, cols*(cw+gap)+gap, stripY+2*(sh+gap/2)+gap))
	draw.Draw(sheet, sheet.Bounds(), image.NewUniform(color.RGBA{0x23, 0x5e, 0x38, 0xff}), image.Point{}, draw.Src)
	putAt := func(img *image.RGBA, x, y int) {
		draw.Draw(sheet, image.Rect(x, y, x+img.Bounds().Dx(), y+img.Bounds().Dy()), img, image.Point{}, draw.Over)
	}
	put := func(img *image.RGBA, i int) { putAt(img, gap+i%cols*(cw+gap), gap+i/cols*(ch+gap)) }
	i := 0
	next := func(img *image.RGBA) { put(img, i); i++ }
	// The 20 images, family by family, on blue dots.
	for f := range blades.Families {
		for v := range blades.Variations {
			next(blades.Draw(blades.Face{Family: f, Variation: v, Colour: 1, Pattern: 0}, scale))
		}
	}
	// The four colours (on dots), then the five patterns (on red).
	for c := range blades.Colours {
		next(blades.Draw(blades.Face{Family: 0, Variation: 0, Colour: c, Pattern: 0}, scale))
	}
	for p := range blades.Patterns {
		next(blades.Draw(blades.Face{Family: 3, Variation: 0, Colour: 0, Pattern: p}, scale))
	}
	next(blades.DrawBack(scale))
	next(blades.DrawSlapCard(scale))
	next(blades.Placeholder(scale))
	for k := range blades.Special(blades.NumSpecials) {
		next(blades.DrawSpecial(k, scale))
	}
	// The 20 images again at scale 1, as small as the table may show them,
	// on mixed colours and patterns as in play.
	for j := range blades.Families * blades.Variations {
		f := blades.Face{Family: j / blades.Variations, Variation: j % blades.Variations, Colour: j % blades.Colours, Pattern: j % blades.Patterns}
		putAt(blades.Draw(f, 1), gap+j%10*(sw+gap/2), stripY+j/10*(sh+gap/2))
	}
	path := os.Getenv("BLADES_SHEET")
	if path == "" {
		path = filepath.Join(os.TempDir(), "blades-sheet.png")
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, sheet); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("contact sheet: %s", path)
}
