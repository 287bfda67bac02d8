package canvas

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Shapes caches rounded rectangles and outlines as white images at one
// device scale; the canvas tints them with a ColorScale. Filling
// anti-aliased paths every frame is several times slower than drawing
// images under software GL (TOOLCHAIN.md), so each shape is filled once.
type Shapes struct {
	scale float64
	m     map[shapeKey]*ebiten.Image
}

type shapeKey struct {
	w, h, r, stroke int // device pixels (stroke 0 = filled)
}

// maxShapes bounds the cache: sizes come from layouts, so a runaway (e.g.
// an animated size) must not grow it without limit.
const maxShapes = 256

// NewShapes returns an empty cache for scale.
func NewShapes(scale float64) *Shapes { return &Shapes{scale: scale, m: map[shapeKey]*ebiten.Image{}} }

// Scale returns the device scale the cache draws at.
func (s *Shapes) Scale() float64 { return s.scale }

func (s *Shapes) get(w, h, r, stroke float64) *ebiten.Image {
	k := shapeKey{int(math.Round(w * s.scale)), int(math.Round(h * s.scale)), int(math.Round(r * s.scale)), int(math.Ceil(stroke * s.scale))}
	if k.w < 1 || k.h < 1 {
		return nil
	}
	if img, ok := s.m[k]; ok {
		return img
	}
	if len(s.m) >= maxShapes {
		for key, img := range s.m {
			img.Deallocate()
			delete(s.m, key)
		}
	}
	pad := k.stroke
	// A panel-sized shape gets a texture of its own: in Ebitengine's
	// shared atlas the first panel of a new size could grow a page by
	// megabytes that were never given back (issue 19's memory over 50
	// table starts).
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, k.w+2*pad, k.h+2*pad), &ebiten.NewImageOptions{Unmanaged: k.w*k.h > 256*256})
	var p vector.Path
	roundRectPath(&p, float64(pad), float64(pad), float64(k.w), float64(k.h), float64(k.r))
	op := &vector.DrawPathOptions{AntiAlias: true}
	if k.stroke == 0 {
		vector.FillPath(img, &p, nil, op)
	} else {
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: float32(k.stroke), LineJoin: vector.LineJoinRound}, op)
	}
	s.m[k] = img
	return img
}
