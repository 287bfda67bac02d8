// Package parts draws a busy scene (the Spit and SpeedOh tables) at the
// cost of what changed. The scene's drawing code draws on a Frame, which
// records each call (a fill, a line of text, a card) as a part: the call's
// own arguments are its key, and the device rectangle it may touch is
// worked out from them. On a kept frame (canvas.Canvas.Kept: the screen
// still shows the scene's last frame) the Frame compares the parts with
// the last frame's and paints again, clipped, only where a part appeared,
// went, changed or changed places with a part it overlaps, and where the
// shell drew toasts (Dirty). Under software GL a frame costs what it
// fills: a table where one card flies repaints two card-sized rectangles,
// not the screen.
//
// The keys are the draw calls themselves, so nothing is guessed: a part
// drawn with other arguments is a changed part. A Frame is the menu's way
// of drawing in parts (game.Repaint, Kept, Dirty, Cover), for scenes too
// varied to key by hand.
package parts

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/canvas"
	"parlor/scenes/widget"
)

// Painter is what drawing code shared by a table (a Frame) and a rules
// page or an overlay (a plain canvas) draws on.
type Painter interface {
	Fill(x, y, w, h float64, clr color.Color)
	RoundRect(x, y, w, h, r float64, clr color.Color)
	RoundOutline(x, y, w, h, r, width float64, clr color.Color)
	Circle(cx, cy, r float64, clr color.Color)
	Line(x0, y0, x1, y1, width float64, clr color.Color)
	Text(s string, size float64, bold bool, x, y float64, clr color.Color, align canvas.Align) float64
	TextWidth(s string, size float64, bold bool) float64
	Wrap(s string, size float64, bold bool, w float64) []string
	Image(img *ebiten.Image, artScale, cx, cy, rot, k float64, cs ebiten.ColorScale)
}

var (
	_ Painter = (*canvas.Canvas)(nil)
	_ Painter = (*Frame)(nil)
)

// part is one recorded draw call: what decides its pixels (key, which is
// comparable), the device rectangle it may touch and how to draw it.
type part struct {
	key  any
	r    image.Rectangle
	draw func(c *canvas.Canvas)
}

// Frame records a scene's drawing between Begin and End, then draws what
// changed. Its zero value is ready; keep one per scene.
type Frame struct {
	c     *canvas.Canvas
	parts []part
	last  []mark // the parts of the last frame drawn, in order
	live  uint64 // counts Live parts, so each has a key of its own

	match map[uint64][]int32 // scratch: last frame's parts by key, for End

	// Ahead is how far past the last tick this frame is drawn, in ticks
	// (0 to 1): card sprites are drawn where their tweens put them then,
	// so a card in flight moves in every frame the machine draws, not
	// only in the 60 a second that tick. Begin sets it (Since); 0 draws
	// the tick's own moment.
	Ahead float64
	// stepped is the tick on which the scene last moved its sprites.
	stepped int64

	// backdrop is how many of the parts (the first) make the backdrop,
	// 0 for none; layer holds them drawn, as lastBack lists them (nil:
	// the layer is to be drawn whole).
	backdrop int
	layer    *ebiten.Image
	lastBack []mark

	// Painted is the device pixels painted in the last frame (the sum of
	// its rectangles' areas; a whole frame is the screen's), and Whole
	// whether it was drawn whole: for tests and measurements.
	Painted int
	Whole   bool
}

// Begin starts recording a frame to be drawn on c.
func (f *Frame) Begin(c *canvas.Canvas) {
	f.c = c
	f.parts = f.parts[:0]
	f.Ahead = 0
	f.backdrop = 0
}

// Backdrop marks the parts recorded so far as the backdrop (the felt, the
// piles at rest, the labels: what the moving cards pass over). They are
// kept drawn in a layer of their own, mended where they change, so a
// rectangle a moving card repaints costs one copy and the cards over it,
// not every part under it again.
func (f *Frame) Backdrop() { f.backdrop = len(f.parts) }

// Stepped notes that the scene moved its sprites on tick n
// (game.Context.Frame).
func (f *Frame) Stepped(n int64) { f.stepped = n }

// Since sets Ahead to since (game.Context.SinceTick) when the scene moved
// its sprites on tick n, the latest, and to 0 when it did not: a table
// under the pause menu or a guide's bubble is not updated, and its cards
// stay where they are.
func (f *Frame) Since(n int64, since float64) {
	f.Ahead = 0
	if n == f.stepped {
		f.Ahead = since
	}
}

// Canvas returns the canvas of the frame being recorded (to measure on).
func (f *Frame) Canvas() *canvas.Canvas { return f.c }

// Covered is the device pixels the frame recorded would fill drawn whole:
// the sum of its parts' areas on the screen, overdraw counted (a measure
// of what a whole frame costs under software GL).
func (f *Frame) Covered() int {
	n := 0
	for _, p := range f.parts {
		r := p.r.Intersect(f.c.Dst.Bounds())
		n += r.Dx() * r.Dy()
	}
	return n
}

// add records a part drawn by draw, touching logical rectangle (x, y, w,
// h) grown by pad on every side.
func (f *Frame) add(key any, x, y, w, h, pad float64, draw func(c *canvas.Canvas)) {
	r := f.c.DeviceRect(x-pad, y-pad, w+2*pad, h+2*pad)
	f.parts = append(f.parts, part{key, r, draw})
}

type fillKey struct {
	x, y, w, h float64
	clr        color.Color
}

// Fill records Canvas.Fill.
func (f *Frame) Fill(x, y, w, h float64, clr color.Color) {
	f.add(fillKey{x, y, w, h, clr}, x, y, w, h, 0, func(c *canvas.Canvas) { c.Fill(x, y, w, h, clr) })
}

type roundKey struct {
	x, y, w, h, r, width float64
	clr                  color.Color
}

// RoundRect records Canvas.RoundRect.
func (f *Frame) RoundRect(x, y, w, h, r float64, clr color.Color) {
	f.add(roundKey{x, y, w, h, r, 0, clr}, x, y, w, h, 1, func(c *canvas.Canvas) { c.RoundRect(x, y, w, h, r, clr) })
}

// RoundOutline records Canvas.RoundOutline.
func (f *Frame) RoundOutline(x, y, w, h, r, width float64, clr color.Color) {
	f.add(roundKey{x, y, w, h, r, width, clr}, x, y, w, h, width+1, func(c *canvas.Canvas) { c.RoundOutline(x, y, w, h, r, width, clr) })
}

type circleKey struct {
	x, y, r float64
	clr     color.Color
}

// Circle records Canvas.Circle.
func (f *Frame) Circle(cx, cy, r float64, clr color.Color) {
	f.add(circleKey{cx, cy, r, clr}, cx-r, cy-r, 2*r, 2*r, 1, func(c *canvas.Canvas) { c.Circle(cx, cy, r, clr) })
}

type lineKey struct {
	x0, y0, x1, y1, width float64
	clr                   color.Color
}

// Line records Canvas.Line.
func (f *Frame) Line(x0, y0, x1, y1, width float64, clr color.Color) {
	x, y := math.Min(x0, x1), math.Min(y0, y1)
	f.add(lineKey{x0, y0, x1, y1, width, clr}, x, y, math.Abs(x1-x0), math.Abs(y1-y0), width/2+1,
		func(c *canvas.Canvas) { c.Line(x0, y0, x1, y1, width, clr) })
}

type textKey struct {
	s          string
	size, x, y float64
	bold       bool
	clr        color.Color
	align      canvas.Align
}

// Text records Canvas.Text and returns the width it will draw.
func (f *Frame) Text(s string, size float64, bold bool, x, y float64, clr color.Color, align canvas.Align) float64 {
	if s == "" || f.c.Fonts == nil {
		return 0
	}
	w := f.c.TextWidth(s, size, bold)
	left := x
	switch align {
	case canvas.AlignCenter:
		left -= w / 2
	case canvas.AlignRight:
		left -= w
	}
	// The top of the line is at y; accents, descenders and a glyph's
	// overhang stay within a third of the size around the line.
	f.add(textKey{s, size, x, y, bold, clr, align}, left, y, w, size*1.35, size/3+2,
		func(c *canvas.Canvas) { c.Text(s, size, bold, x, y, clr, align) })
	return w
}

// TextWidth measures as Canvas.TextWidth does.
func (f *Frame) TextWidth(s string, size float64, bold bool) float64 {
	return f.c.TextWidth(s, size, bold)
}

// Wrap splits as Canvas.Wrap does.
func (f *Frame) Wrap(s string, size float64, bold bool, w float64) []string {
	return f.c.Wrap(s, size, bold, w)
}

type imageKey struct {
	img                    *ebiten.Image
	artScale, x, y, rot, k float64
	cs                     ebiten.ColorScale
}

// Image records Canvas.Image.
func (f *Frame) Image(img *ebiten.Image, artScale, cx, cy, rot, k float64, cs ebiten.ColorScale) {
	if img == nil {
		return
	}
	b := img.Bounds()
	hw, hh := float64(b.Dx())*k/artScale/2, float64(b.Dy())*k/artScale/2
	sin, cos := math.Abs(math.Sin(rot)), math.Abs(math.Cos(rot))
	ex, ey := cos*hw+sin*hh, sin*hw+cos*hh
	f.add(imageKey{img, artScale, cx, cy, rot, k, cs}, cx-ex, cy-ey, 2*ex, 2*ey, 1,
		func(c *canvas.Canvas) { c.Image(img, artScale, cx, cy, rot, k, cs) })
}

type spriteKey struct {
	look widget.Look
	imgs widget.CardImages
	back *ebiten.Image
}

// Sprite records sp.Draw(c, imgs) as it looks Ahead of the last tick: its
// key is that look.
func (f *Frame) Sprite(sp *widget.Sprite, imgs widget.CardImages) {
	l := sp.LookAhead(f.Ahead)
	back := imgs.Back()
	if l.Hidden || back == nil {
		return
	}
	// The card's size from its back, and how far the shadow and the rim
	// reach past it, from their images.
	as := imgs.Scale()
	w, h := float64(back.Bounds().Dx())/as, float64(back.Bounds().Dy())/as
	pad := 0.0
	for _, img := range []*ebiten.Image{imgs.Shadow(), imgs.Outline()} {
		if img != nil {
			pad = math.Max(pad, math.Max(float64(img.Bounds().Dx())/as-w, float64(img.Bounds().Dy())/as-h)/2)
		}
	}
	x0, y0, x1, y1 := l.Bounds(w, h, pad+1)
	f.add(spriteKey{l, imgs, back}, x0, y0, x1-x0, y1-y0, 0, func(c *canvas.Canvas) { l.Draw(c, imgs) })
}

type buttonKey struct {
	b       widget.Button
	focused bool
}

// Button records b.Draw(c, focused).
func (f *Frame) Button(b *widget.Button, focused bool) {
	copied := *b
	f.add(buttonKey{copied, focused}, b.X, b.Y, b.W, b.H, 4, func(c *canvas.Canvas) { copied.Draw(c, focused) })
}

type liveKey struct{ n uint64 }

// Live records draw as a part that changes every frame, over logical
// rectangle (x, y, w, h): for what the Frame cannot see into (a guide's
// bubble), drawn each frame as before.
func (f *Frame) Live(x, y, w, h float64, draw func(c *canvas.Canvas)) {
	f.live++
	f.add(liveKey{f.live}, x, y, w, h, 0, draw)
}

// Part records draw as one part with key, over logical rectangle (x, y,
// w, h): key must name everything draw's pixels depend on.
func (f *Frame) Part(key any, x, y, w, h float64, draw func(c *canvas.Canvas)) {
	f.add(key, x, y, w, h, 0, draw)
}
