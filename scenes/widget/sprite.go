package widget

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// CardImages supplies the pictures a card sprite draws.
type CardImages interface {
	Scale() float64
	Back() *ebiten.Image
	Shadow() *ebiten.Image
	Outline() *ebiten.Image
}

// Pose is where a card is and how it lies.
type Pose struct {
	X, Y   float64 // centre, logical pixels
	Rot    float64 // radians
	Scale  float64 // 1 = CardW x CardH
	FaceUp bool
}

// Sprite is one card on the table, moving between poses with tweens so it
// never teleports. Face is the picture of its face (nil draws the back).
type Sprite struct {
	Face *ebiten.Image
	Z    int
	ID   int // caller's handle, e.g. the card byte

	x, y, rot, scale, flip Tween // flip: 0 face down .. 1 face up
	lift                   Tween
	Hover                  bool
	Highlight              bool // draw the outline rim (legal card, focus)
	Dimmed                 bool // drawn darker (an unplayable card)
	Hidden                 bool
}

// NewSprite places a sprite at p with no animation.
func NewSprite(face *ebiten.Image, p Pose) *Sprite {
	s := &Sprite{Face: face}
	s.Place(p)
	return s
}

// Place jumps to p (only for a card's first appearance).
func (s *Sprite) Place(p Pose) {
	if p.Scale == 0 {
		p.Scale = 1
	}
	s.x.Set(p.X)
	s.y.Set(p.Y)
	s.rot.Set(p.Rot)
	s.scale.Set(p.Scale)
	s.flip.Set(b2f(p.FaceUp))
}

// MoveTo animates to p over frames ticks after delay ticks.
func (s *Sprite) MoveTo(p Pose, frames, delay float64) {
	if p.Scale == 0 {
		p.Scale = 1
	}
	e := EaseInOut
	s.x.Start(p.X, frames, delay, e)
	s.y.Start(p.Y, frames, delay, e)
	s.rot.Start(p.Rot, frames, delay, e)
	s.scale.Start(p.Scale, frames, delay, e)
	if f := b2f(p.FaceUp); f != s.flip.To {
		s.flip.Start(f, frames, delay, Linear)
	}
}

// Target returns the pose the sprite is heading to.
func (s *Sprite) Target() Pose {
	return Pose{X: s.x.To, Y: s.y.To, Rot: s.rot.To, Scale: s.scale.To, FaceUp: s.flip.To > 0.5}
}

// Pos returns the current centre.
func (s *Sprite) Pos() (x, y float64) { return s.x.Value(), s.y.Value() - s.lift.Value() }

// Moving reports whether any tween is still running.
func (s *Sprite) Moving() bool {
	return !(s.x.Done() && s.y.Done() && s.rot.Done() && s.scale.Done() && s.flip.Done())
}

// Resting reports whether the sprite stays where it is drawn this tick:
// it is not moving, or its move waits on its delay (MoveTo starts every
// tween together, so x speaks for all).
func (s *Sprite) Resting() bool { return !s.Moving() || s.x.Delay > 0 }

// Look is everything that decides how a sprite is drawn this tick: a
// sprite whose Look has not changed since a frame needs no redrawing.
type Look struct {
	X, Y, Rot, Scale, Flip, Lift float64
	Face                         *ebiten.Image
	Highlight, Dimmed, Hidden    bool
}

// Look returns how the sprite is drawn now.
func (s *Sprite) Look() Look { return s.LookAhead(0) }

// LookAhead returns how the sprite is drawn dt ticks from now (a fraction
// of a tick: a frame drawn between two ticks), its tweens as Update(dt)
// would leave them. A tween's path is fixed when it starts, so this is
// where the card will be, not a guess.
func (s *Sprite) LookAhead(dt float64) Look {
	return Look{s.x.ValueAhead(dt), s.y.ValueAhead(dt), s.rot.ValueAhead(dt), s.scale.ValueAhead(dt),
		s.flip.ValueAhead(dt), s.lift.ValueAhead(dt), s.Face, s.Highlight, s.Dimmed, s.Hidden}
}

// Bounds returns the logical rectangle that look l of a cardW x cardH card
// covers, its shadow and rim (pad past each edge) included.
func (l Look) Bounds(cardW, cardH, pad float64) (x0, y0, x1, y1 float64) {
	sin, cos := math.Abs(math.Sin(l.Rot)), math.Abs(math.Cos(l.Rot))
	hw, hh := cardW*l.Scale/2, cardH*l.Scale/2
	ex, ey := cos*hw+sin*hh+pad, sin*hw+cos*hh+pad
	cx, cy := l.X, l.Y-l.Lift
	// The shadow falls down and right of the card (see Draw).
	return cx - ex, cy - ey, cx + ex + 3 + l.Lift/4, cy + ey + 5 + l.Lift/3
}

// Update advances the tweens by dt ticks and eases the hover lift.
func (s *Sprite) Update(dt float64) {
	for _, t := range []*Tween{&s.x, &s.y, &s.rot, &s.scale, &s.flip, &s.lift} {
		t.Step(dt)
	}
	want := 0.0
	if s.Hover {
		want = 14
	}
	if s.lift.To != want {
		s.lift.Start(want, 6, 0, EaseOut)
	}
}

// Contains reports whether logical point (px, py) is on the card, allowing
// for rotation and scale.
func (s *Sprite) Contains(px, py, cardW, cardH float64) bool {
	if s.Hidden {
		return false
	}
	cx, cy := s.Pos()
	dx, dy := px-cx, py-cy
	r := -s.rot.Value()
	lx := dx*math.Cos(r) - dy*math.Sin(r)
	ly := dx*math.Sin(r) + dy*math.Cos(r)
	k := s.scale.Value()
	return math.Abs(lx) <= cardW*k/2 && math.Abs(ly) <= cardH*k/2
}

// Draw draws the card: shadow, then face or back squeezed horizontally
// through the flip so turning over looks like a turn, not a swap.
func (s *Sprite) Draw(c *Canvas, imgs CardImages) { s.Look().Draw(c, imgs) }

// Draw draws a card that looks like l (Sprite.Draw).
func (l Look) Draw(c *Canvas, imgs CardImages) {
	if l.Hidden {
		return
	}
	cx, cy := l.X, l.Y-l.Lift
	k, rot, f := l.Scale, l.Rot, l.Flip
	squeeze := math.Abs(math.Cos(f * math.Pi))
	img := imgs.Back()
	if f > 0.5 && l.Face != nil {
		img = l.Face
	}
	as := imgs.Scale()
	lift := l.Lift
	if sh := imgs.Shadow(); sh != nil {
		// The shadow turns with the card: a card seen edge-on casts a sliver.
		drawSqueezed(c, sh, as, cx+3+lift/4, cy+5+lift/3, rot, k, squeeze, ebiten.ColorScale{})
	}
	var cs ebiten.ColorScale
	if l.Dimmed {
		cs.Scale(0.72, 0.72, 0.72, 1)
	}
	drawSqueezed(c, img, faceScale(img, imgs), cx, cy, rot, k, squeeze, cs)
	if l.Highlight {
		if o := imgs.Outline(); o != nil {
			c.Image(o, as, cx, cy, rot, k, ebiten.ColorScale{})
		}
	}
}

// faceScale is the art scale img was drawn at. A face is normally of
// imgs' art, but a scene under an overlay is not updated, so after the art
// is drawn anew (another card size, a resized window) it still holds faces
// of the old art: measured against the back, they keep their size.
func faceScale(img *ebiten.Image, imgs CardImages) float64 {
	as := imgs.Scale()
	if b := imgs.Back(); b != nil && img != b {
		as *= float64(img.Bounds().Dx()) / float64(b.Bounds().Dx())
	}
	return as
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// drawSqueezed draws img like Canvas.Image, narrowed to squeeze of its
// width (1 = full): a card or its shadow part-way through turning over.
func drawSqueezed(c *Canvas, img *ebiten.Image, as, cx, cy, rot, k, squeeze float64, cs ebiten.ColorScale) {
	if squeeze > 0.999 {
		c.Image(img, as, cx, cy, rot, k, cs)
		return
	}
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k*squeeze/as, k/as)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(cx, cy)
	op.GeoM.Concat(c.GeoM())
	op.Filter = ebiten.FilterLinear
	op.ColorScale = cs
	c.Dst.DrawImage(img, op)
}
