package assets_test

import (
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Drawing and ReadPixels only work once the game loop runs, so the whole
// test binary runs inside the first Update (see /work/shared/TOOLCHAIN.md,
// "Tests that draw"). Run under Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x720x24" go test ./assets/...
type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (*testGame) Draw(*ebiten.Image) {}

func (*testGame) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	g := &testGame{m: m, code: 1}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(g); err != nil {
		// No display: fail loudly rather than skip (DESIGN.md: a test that
		// cannot run must fail).
		os.Stderr.WriteString("assets tests need a display; run them under xvfb-run: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(g.code)
}

// pixels reads an image back as RGBA (premultiplied, as ReadPixels gives).
func pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	return rgba
}
