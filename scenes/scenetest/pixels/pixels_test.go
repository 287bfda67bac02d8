package pixels

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestCountFractionDominant(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 10, 10))
	for y := 0; y < 10; y++ {
		for x := 0; x < 10; x++ {
			c := color.RGBA{22, 92, 58, 255}
			if x < 3 {
				c = color.RGBA{250, 250, 250, 255}
			}
			img.Set(x, y, c)
		}
	}
	if near, total := Count(img, img.Bounds(), Felt, 40); near != 70 || total != 100 {
		t.Errorf("felt Count = %d/%d, want 70/100", near, total)
	}
	if f := Fraction(img, image.Rect(0, 0, 3, 10), White, 40); f != 1 {
		t.Errorf("white Fraction of the left strip = %v, want 1", f)
	}
	if f := Fraction(img, image.Rect(0, 0, 10, 10), Cream, 20); f != 0 {
		t.Errorf("cream Fraction = %v, want 0", f)
	}
	// A rectangle partly outside the image is clipped.
	if near, total := Count(img, image.Rect(5, 5, 50, 50), Felt, 1); near != 25 || total != 25 {
		t.Errorf("clipped Count = %d/%d, want 25/25", near, total)
	}
	c, share := Dominant(img, img.Bounds())
	if c != Felt || share != 0.7 {
		t.Errorf("Dominant = %v %v, want %v 0.7", c, share, Felt)
	}
	if d := Distance(color.RGBA{0, 0, 0, 255}, RGB{3, 4, 0}); d != 5 {
		t.Errorf("Distance = %v, want 5", d)
	}
}

func TestDifferAndOf(t *testing.T) {
	a := image.NewRGBA(image.Rect(0, 0, 4, 4))
	b := image.NewRGBA(image.Rect(0, 0, 4, 4))
	if n := Differ(a, b, a.Bounds()); n != 0 {
		t.Errorf("Differ of equal images = %d, want 0", n)
	}
	b.Set(1, 1, color.RGBA{1, 0, 0, 255})
	b.Set(3, 3, color.RGBA{0, 0, 0, 1})
	if n := Differ(a, b, a.Bounds()); n != 2 {
		t.Errorf("Differ = %d, want 2", n)
	}
	if n := Differ(a, b, image.Rect(2, 2, 9, 9)); n != 1 {
		t.Errorf("Differ in a clipped corner = %d, want 1", n)
	}
	if c := Of(color.RGBA{242, 193, 78, 255}); c != Gold {
		t.Errorf("Of = %v, want %v", c, Gold)
	}
}

func TestGoldAcrossAndPaperSpan(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 10, 20))
	img.Set(5, 10, color.RGBA{242, 193, 78, 255})
	if !GoldAcross(img, 5, 13) || !GoldAcross(img, 5, 6) {
		t.Error("gold 3 or 4 rows away is across (x, y)")
	}
	if GoldAcross(img, 5, 15) || GoldAcross(img, 4, 10) {
		t.Error("gold 5 rows away, or in another column, is not")
	}
	for y := 4; y <= 12; y++ {
		img.Set(2, y, color.RGBA{250, 250, 245, 255})
	}
	if top, bottom, ok := PaperSpan(img, 2, 0, 19); !ok || top != 4 || bottom != 12 {
		t.Errorf("PaperSpan = %d..%d %v, want 4..12 true", top, bottom, ok)
	}
	if _, _, ok := PaperSpan(img, 3, 0, 19); ok {
		t.Error("a column without paper has no span")
	}
}

func TestLoad(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(1, 1, color.RGBA{242, 193, 78, 255})
	path := filepath.Join(t.TempDir(), "x.png")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := Count(got, got.Bounds(), Gold, 0); n != 1 {
		t.Errorf("gold pixels after a PNG round trip = %d, want 1", n)
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.png")); err == nil {
		t.Error("Load of a missing file succeeded")
	}
}
