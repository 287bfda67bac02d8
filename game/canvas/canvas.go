// Package canvas maps the 1280x720 logical screen onto the window's real
// pixels: the Canvas every scene draws on, its cache of rounded shapes and
// the app's palette. The app shell (game) draws with it, and scenes/widget
// builds sprites and buttons on it.
package canvas

import (
	"image"
	"image/color"
	"math"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The logical screen every scene lays itself out in.
const (
	ScreenW = 1280
	ScreenH = 720
)

// Fonts supplies text faces by pixel size (in device pixels).
type Fonts interface {
	Regular(size float64) text.Face
	Bold(size float64) text.Face
}

// Canvas draws in logical coordinates onto the real screen. Scenes draw at
// the window's true resolution (Scale device pixels per logical pixel), so
// text and card art stay crisp on large and high-DPI windows instead of a
// small image being stretched.
type Canvas struct {
	Dst   *ebiten.Image
	Scale float64 // device pixels per logical pixel
	OffX  float64 // letterbox offset in device pixels
	OffY  float64
	Fonts Fonts
	// Shapes, when set at the canvas's scale, serves rounded shapes from a
	// cache instead of filling paths every frame.
	Shapes *Shapes
	// Kept reports that Dst still shows the frame the same scene drew last,
	// with nothing drawn over it since: the scene may redraw only what
	// changed (the screen is not cleared between frames).
	Kept bool
	// Dirty, on a kept frame, are device rectangles the game drew over in
	// the last frame (toasts): the scene paints them again.
	Dirty []image.Rectangle
}

// Align is horizontal text alignment.
type Align int

// Alignments.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// GeoM returns the transform from logical to device pixels.
func (c *Canvas) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Scale(c.Scale, c.Scale)
	g.Translate(c.OffX, c.OffY)
	return g
}

// ToDevice maps a logical point to device pixels.
func (c *Canvas) ToDevice(x, y float64) (float64, float64) {
	return x*c.Scale + c.OffX, y*c.Scale + c.OffY
}

// DeviceRect is logical rectangle (x, y, w, h) in whole device pixels,
// rounded outwards with a pixel to spare for filtering: what drawing in
// it may touch.
func (c *Canvas) DeviceRect(x, y, w, h float64) image.Rectangle {
	dx0, dy0 := c.ToDevice(x, y)
	dx1, dy1 := c.ToDevice(x+w, y+h)
	return image.Rect(int(math.Floor(dx0))-1, int(math.Floor(dy0))-1, int(math.Ceil(dx1))+1, int(math.Ceil(dy1))+1)
}

// Fill fills a logical rectangle (no anti-aliasing: cheap, crisp edges).
func (c *Canvas) Fill(x, y, w, h float64, clr color.Color) {
	dx, dy := c.ToDevice(x, y)
	vector.FillRect(c.Dst, float32(dx), float32(dy), float32(w*c.Scale), float32(h*c.Scale), clr, false)
}

// Stroke outlines a logical rectangle with a line width in logical pixels.
func (c *Canvas) Stroke(x, y, w, h, width float64, clr color.Color) {
	dx, dy := c.ToDevice(x, y)
	vector.StrokeRect(c.Dst, float32(dx), float32(dy), float32(w*c.Scale), float32(h*c.Scale), float32(width*c.Scale), clr, true)
}

// RoundRect fills a rounded rectangle. It builds a path each call, so use it
// for the handful of panels and buttons on screen, never per card.
func (c *Canvas) RoundRect(x, y, w, h, r float64, clr color.Color) {
	if c.drawShape(x, y, w, h, r, 0, clr) {
		return
	}
	var p vector.Path
	roundRectPath(&p, x, y, w, h, r)
	c.fillPath(&p, clr)
}

// RoundOutline strokes a rounded rectangle.
func (c *Canvas) RoundOutline(x, y, w, h, r, width float64, clr color.Color) {
	if c.drawShape(x, y, w, h, r, width, clr) {
		return
	}
	var p vector.Path
	roundRectPath(&p, x, y, w, h, r)
	var dp vector.DrawPathOptions
	dp.AntiAlias = true
	dp.ColorScale.ScaleWithColor(clr)
	so := &vector.StrokeOptions{Width: float32(width * c.Scale), LineJoin: vector.LineJoinRound}
	tp := c.transformPath(&p)
	vector.StrokePath(c.Dst, tp, so, &dp)
}

// drawShape draws a cached rounded shape, reporting false when there is no
// cache for this canvas's scale.
func (c *Canvas) drawShape(x, y, w, h, r, stroke float64, clr color.Color) bool {
	if c.Shapes == nil || c.Shapes.scale != c.Scale {
		return false
	}
	img := c.Shapes.get(w, h, r, stroke)
	if img == nil {
		return true // nothing visible to draw
	}
	pad := math.Ceil(stroke * c.Scale)
	op := &ebiten.DrawImageOptions{}
	dx, dy := c.ToDevice(x, y)
	op.GeoM.Translate(math.Round(dx)-pad, math.Round(dy)-pad)
	op.ColorScale.ScaleWithColor(clr)
	c.Dst.DrawImage(img, op)
	return true
}

// Circle fills a circle.
func (c *Canvas) Circle(cx, cy, r float64, clr color.Color) {
	dx, dy := c.ToDevice(cx, cy)
	vector.FillCircle(c.Dst, float32(dx), float32(dy), float32(r*c.Scale), clr, true)
}

// Line draws a line; horizontal and vertical lines are plain rectangles.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, clr color.Color) {
	switch {
	case y0 == y1:
		c.Fill(math.Min(x0, x1), y0-width/2, math.Abs(x1-x0), width, clr)
		return
	case x0 == x1:
		c.Fill(x0-width/2, math.Min(y0, y1), width, math.Abs(y1-y0), clr)
		return
	}
	ax, ay := c.ToDevice(x0, y0)
	bx, by := c.ToDevice(x1, y1)
	vector.StrokeLine(c.Dst, float32(ax), float32(ay), float32(bx), float32(by), float32(width*c.Scale), clr, true)
}

func (c *Canvas) fillPath(p *vector.Path, clr color.Color) {
	var dp vector.DrawPathOptions
	dp.AntiAlias = true
	dp.ColorScale.ScaleWithColor(clr)
	vector.FillPath(c.Dst, c.transformPath(p), nil, &dp)
}

func (c *Canvas) transformPath(p *vector.Path) *vector.Path {
	var out vector.Path
	g := c.GeoM()
	out.AddPath(p, &vector.AddPathOptions{GeoM: g})
	return &out
}

func roundRectPath(p *vector.Path, x, y, w, h, r float64) {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	fx, fy, fw, fh, fr := float32(x), float32(y), float32(w), float32(h), float32(r)
	p.MoveTo(fx+fr, fy)
	p.LineTo(fx+fw-fr, fy)
	p.ArcTo(fx+fw, fy, fx+fw, fy+fr, fr)
	p.LineTo(fx+fw, fy+fh-fr)
	p.ArcTo(fx+fw, fy+fh, fx+fw-fr, fy+fh, fr)
	p.LineTo(fx+fr, fy+fh)
	p.ArcTo(fx, fy+fh, fx, fy+fh-fr, fr)
	p.LineTo(fx, fy+fr)
	p.ArcTo(fx, fy, fx+fr, fy, fr)
	p.Close()
}

// textSeen, when set, is told every string Text draws (see WatchText).
var textSeen atomic.Pointer[func(string)]

// WatchText makes f hear every string drawn as text until stop is called:
// a test reads what a player would read on screen, whatever scene drew it.
func WatchText(f func(s string)) (stop func()) {
	textSeen.Store(&f)
	return func() { textSeen.Store(nil) }
}

// Text draws s with its top at y, aligned around x. Size is in logical
// pixels. It returns the logical width drawn.
func (c *Canvas) Text(s string, size float64, bold bool, x, y float64, clr color.Color, align Align) float64 {
	if c.Fonts == nil || s == "" {
		return 0
	}
	if f := textSeen.Load(); f != nil {
		(*f)(s)
	}
	face := c.face(size, bold)
	w, _ := text.Measure(s, face, 0)
	w /= c.Scale
	switch align {
	case AlignCenter:
		x -= w / 2
	case AlignRight:
		x -= w
	}
	op := &text.DrawOptions{}
	dx, dy := c.ToDevice(x, y)
	op.GeoM.Translate(math.Round(dx), math.Round(dy))
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(c.Dst, s, face, op)
	return w
}

// TextWidth measures s in logical pixels.
func (c *Canvas) TextWidth(s string, size float64, bold bool) float64 {
	if c.Fonts == nil {
		return 0
	}
	w, _ := text.Measure(s, c.face(size, bold), 0)
	return w / c.Scale
}

func (c *Canvas) face(size float64, bold bool) text.Face {
	px := math.Max(1, math.Round(size*c.Scale))
	if bold {
		return c.Fonts.Bold(px)
	}
	return c.Fonts.Regular(px)
}

// Wrap splits s into lines no wider than w logical pixels.
func (c *Canvas) Wrap(s string, size float64, bold bool, w float64) []string {
	var lines []string
	for _, para := range splitLines(s) {
		line := ""
		for _, word := range splitWords(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && c.TextWidth(try, size, bold) > w {
				lines = append(lines, line)
				line = word
			} else {
				line = try
			}
		}
		lines = append(lines, line)
	}
	return lines
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// Image draws img (rendered at artScale device pixels per logical pixel)
// centred at logical (cx, cy), rotated by rot radians and scaled by k. When
// artScale equals the canvas scale and there is no rotation, every source
// pixel lands on one device pixel: crisp.
func (c *Canvas) Image(img *ebiten.Image, artScale, cx, cy, rot, k float64, cs ebiten.ColorScale) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k/artScale, k/artScale)
	if rot != 0 {
		op.GeoM.Rotate(rot)
	}
	op.GeoM.Translate(cx, cy)
	op.GeoM.Concat(c.GeoM())
	if rot != 0 || k != 1 || artScale != c.Scale {
		op.Filter = ebiten.FilterLinear
	}
	op.ColorScale = cs
	c.Dst.DrawImage(img, op)
}

// Palette: the app's colours, shared so every scene looks of a piece.
var (
	Felt      = color.RGBA{22, 92, 58, 255}
	FeltDark  = color.RGBA{14, 62, 40, 255}
	FeltLight = color.RGBA{32, 116, 74, 255}
	Cream     = color.RGBA{245, 236, 210, 255}
	Gold      = color.RGBA{242, 193, 78, 255}
	Ink       = color.RGBA{30, 30, 34, 255}
	Panel     = color.RGBA{12, 40, 28, 255} // opaque: nothing below shows through an overlay
	Dim       = color.RGBA{0, 0, 0, 150}
	Muted     = color.RGBA{190, 200, 190, 255}
	Danger    = color.RGBA{232, 98, 82, 255}

	// The paper of score sheets and contract boards, and its pencils.
	Paper     = color.RGBA{250, 246, 232, 255}
	PaperRule = color.RGBA{170, 160, 140, 255}
	Pencil    = color.RGBA{40, 44, 70, 255}
	RedPencil = color.RGBA{180, 40, 40, 255}
)
