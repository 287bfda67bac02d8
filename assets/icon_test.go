package assets

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The icon is drawn at every size the window system asks for: rounded
// corners left clear, the felt, a card's white face and a red heart, so it
// reads as Parlor's even at 16 pixels.
func TestIconAtEverySize(t *testing.T) {
	for _, n := range IconSizes {
		img := Icon(n)
		assert.Equal(t, n, img.Bounds().Dx())
		assert.Less(t, img.RGBAAt(0, 0).A, uint8(64), "%d px: the corner is clear", n)
		var white, red, felt int
		for y := range n {
			for x := range n {
				c := img.RGBAAt(x, y)
				switch {
				case c.R > 230 && c.G > 230 && c.B > 220:
					white++
				case c.R > 150 && c.G < 80:
					red++
				case c.G > 80 && c.R < 40:
					felt++
				}
			}
		}
		area := n * n
		assert.Greater(t, white, area/6, "%d px: the cards' faces", n)
		assert.Greater(t, felt, area/8, "%d px: the felt", n)
		assert.Positive(t, red, "%d px: the heart", n)
		if dir := os.Getenv("PARLOR_ICON_OUT"); dir != "" {
			f, err := os.Create(filepath.Join(dir, "icon.png"))
			if err == nil {
				_ = png.Encode(f, img)
				_ = f.Close()
			}
		}
	}
}
