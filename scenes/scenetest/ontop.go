package scenetest

import (
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/canvas"
	"parlor/scenes"
)

// AssertOnTop checks that the top scene, an overlay, is drawn above all
// that lies beneath it. The overlay is drawn alone twice, over an empty
// felt and over magenta: the pixels that come out the same both times are
// the ones it paints opaquely (its panel, text and own pictures). Each of
// those must be the same on the real screen, over the real table: a card
// sprite, pile or label of the table drawn above the overlay, or showing
// through it, changes them. It returns how many opaque pixels it compared.
func (h *Harness) AssertOnTop() int {
	h.T.Helper()
	// Toasts are drawn above every scene by design: wait until none shows.
	for i := 0; i < 900 && len(h.Ctx().Toasts()) > 0; i++ {
		h.Step(1)
	}
	h.Step(2)
	top := h.Game.Top()
	screen := h.ReadPixels()
	alone := func(under color.Color) *image.RGBA {
		out := image.NewRGBA(image.Rect(0, 0, 1280, 720))
		if err := OnLoop(func() error {
			img := ebiten.NewImage(1280, 720)
			defer img.Deallocate()
			img.Fill(under)
			c := &canvas.Canvas{Dst: img, Scale: 1, Fonts: h.Ctx().Assets, Shapes: canvas.NewShapes(1)}
			top.Draw(c)
			img.ReadPixels(out.Pix)
			return nil
		}); err != nil {
			h.T.Fatal(err)
		}
		return out
	}
	a, b := alone(canvas.Felt), alone(color.RGBA{255, 0, 255, 255})
	opaque, differ := 0, 0
	var first image.Point
	for i := 0; i < len(a.Pix); i += 4 {
		if !near(a.Pix[i:i+3], b.Pix[i:i+3]) {
			continue // translucent: the table shows through by design
		}
		opaque++
		if !near(a.Pix[i:i+3], screen.Pix[i:i+3]) {
			if differ == 0 {
				first = image.Pt((i/4)%1280, (i/4)/1280)
			}
			differ++
		}
	}
	if opaque < 1280*720/12 {
		h.T.Errorf("%s paints only %d opaque pixels: not a panel", h.TopName(), opaque)
	}
	// A few pixels of anti-aliased rims may round differently.
	if differ > opaque/500 {
		h.T.Errorf("%s: %d of its %d opaque pixels differ over the table (first at %v): something is drawn above it or shows through",
			h.TopName(), differ, opaque, first)
	}
	return opaque
}

func near(a, b []byte) bool {
	for k := range 3 {
		if d := int(a[k]) - int(b[k]); d > 3 || d < -3 {
			return false
		}
	}
	return true
}

// AssertMenusOnTop opens, from a table, the pause menu, its Settings, the
// Key bindings screen and the Rules, checks each with AssertOnTop and
// closes them again, by keys as a player would.
func (h *Harness) AssertMenusOnTop() {
	h.T.Helper()
	table := h.TopName()
	h.Press(ebiten.KeyEscape)
	pause, ok := h.Game.Top().(*scenes.Pause)
	if !ok {
		h.T.Fatalf("Escape on %s opened %q, not the pause menu", table, h.TopName())
	}
	h.AssertOnTop()
	choose := func(labels []string, want string) {
		h.T.Helper()
		i := slices.Index(labels, want)
		if i < 0 {
			h.T.Fatalf("%s has no %q among %q", h.TopName(), want, labels)
		}
		for range i {
			h.Press(ebiten.KeyArrowDown)
		}
		h.Press(ebiten.KeyEnter)
		h.Settle(60)
	}
	choose(pause.Labels(), "Settings")
	settings, ok := h.Game.Top().(*scenes.Settings)
	if !ok {
		h.T.Fatalf("Settings opened %q", h.TopName())
	}
	h.AssertOnTop()
	choose(settings.Labels(), "Key bindings")
	if h.TopName() != "keys" {
		h.T.Fatalf("Key bindings opened %q", h.TopName())
	}
	h.AssertOnTop()
	h.Press(ebiten.KeyEscape)
	h.Press(ebiten.KeyEscape)
	h.Settle(60)
	h.Press(ebiten.KeyF1)
	h.Settle(60)
	if h.TopName() != "rules" {
		h.T.Fatalf("F1 on the pause menu opened %q", h.TopName())
	}
	h.AssertOnTop()
	h.Press(ebiten.KeyEscape)
	h.Settle(60)
	for i := 0; i < 3 && h.TopName() != table; i++ {
		h.Press(ebiten.KeyEscape)
		h.Settle(60)
	}
	if h.TopName() != table {
		h.T.Fatalf("Escape did not lead back to %s (top %q)", table, h.TopName())
	}
}
