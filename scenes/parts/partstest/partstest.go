// Package partstest checks a scene drawn in parts (package parts) against
// the same moment drawn whole, for the scene tests of the tables.
package partstest

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/scenetest"
)

// Tolerance is how far a colour channel of a frame drawn in parts may be
// from the whole frame's. A part repainted inside a rectangle is drawn
// by the same call as in the whole frame, only clipped; the few
// anti-aliased shapes drawn as paths (a circle) may round an edge pixel
// differently when clipped.
const Tolerance = 2

// Checker compares the frames a harness draws in parts with the same
// moments drawn whole.
type Checker struct {
	h     *scenetest.Harness
	fresh *ebiten.Image
	whole *image.RGBA
}

// New returns a Checker for h's screen.
func New(h *scenetest.Harness) *Checker {
	k := &Checker{h: h, whole: image.NewRGBA(image.Rect(0, 0, 1280, 720))}
	if err := scenetest.OnLoop(func() error { k.fresh = ebiten.NewImage(1280, 720); return nil }); err != nil {
		h.T.Fatal(err)
	}
	h.T.Cleanup(func() { _ = scenetest.OnLoop(func() error { k.fresh.Deallocate(); return nil }) })
	return k
}

// Differ draws the moment the screen shows again, whole, on a fresh image
// (game.Repaint: the scene is told the screen cannot be trusted), and
// returns how many pixels of the frame drawn in parts differ from it by
// more than Tolerance, and the first. The whole frame then becomes the
// screen, so each check starts from a right frame.
func (k *Checker) Differ() (int, image.Point) {
	h := k.h
	parts := h.ReadPixels()
	if err := scenetest.OnLoop(func() error {
		h.Game.Repaint()
		k.fresh.Clear()
		h.Game.Draw(k.fresh)
		k.fresh.ReadPixels(k.whole.Pix)
		h.Screen.DrawImage(k.fresh, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		return nil
	}); err != nil {
		h.T.Fatal(err)
	}
	n := 0
	var first image.Point
	for i := 0; i < len(k.whole.Pix); i += 4 {
		for c := range 3 {
			if d := int(k.whole.Pix[i+c]) - int(parts.Pix[i+c]); d > Tolerance || d < -Tolerance {
				if n == 0 {
					first = image.Pt((i/4)%1280, (i/4)/1280)
				}
				n++
				break
			}
		}
	}
	return n, first
}
