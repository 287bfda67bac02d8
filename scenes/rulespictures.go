package scenes

import (
	"image"
	"math"
	"strings"

	"parlor/assets"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pictures on the rules pages: where a picture explains faster than words
// (a trick and its winner, a table's layout, the special cards), a game's
// rules text names a picture on a line of its own, "@trick", and its
// GameEntry.Pictures draws it. The page keeps the picture's lines free and
// scrolls it with the text; the text area clips both, so a picture half
// out of view is cut at the edge, never popped in or out.

// RulesPicture is a picture on a game's rules page, drawn by the program.
type RulesPicture struct {
	// Lines is the picture's height in text lines (RulesLine pixels each).
	Lines int
	// Draw paints the picture with its top left corner at (x, y), in
	// logical pixels, at most RulesWidth wide and Lines lines high. art is
	// the card art in use (its faces, its scale). Draw must only draw:
	// the page draws a picture whenever the overlay is redrawn.
	Draw func(c *widget.Canvas, art *assets.Art, x, y float64)
}

// The rules page's text column: its lines' height, its left edge and
// width. Pictures are laid out in it.
const (
	RulesLine  = rulesLine
	RulesWidth = widget.ScreenW - 300
	rulesLeft  = 150.0
	rulesFont  = 18.0
	// maxPictureLines bounds a picture's height: a wrong Lines must not
	// make a page of thousands of blank lines.
	maxPictureLines = 40
)

// The text area every line and picture is clipped to: a little above the
// first line's top (its ascenders), down to the foot of the scrollbar.
const (
	rulesClipTop    = rulesTop - 4
	rulesClipBottom = rulesTop + rulesView
)

// PictureMarker returns the picture a rules text line names: a line that
// is "@" and a name of letters, digits or dashes. ok is false for any
// other line.
func PictureMarker(line string) (name string, ok bool) {
	name, ok = strings.CutPrefix(line, "@")
	if !ok || name == "" {
		return "", false
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
			return "", false
		}
	}
	return name, true
}

// PictureMarkers returns the names of the pictures text places, in order.
func PictureMarkers(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if name, ok := PictureMarker(l); ok {
			out = append(out, name)
		}
	}
	return out
}

// Small print: a rules text line that starts with "~" is drawn smaller
// and dimmer than the rules, wrapped at its own size (a note at a page's
// foot; like the rest of the page, in words a player reads, no ids).
const (
	smallFont = 14.0
	smallLine = 19.0
	smallGap  = 8.0 // above a block of small print
)

// SmallPrint returns the text of a small-print line ("~..."); ok is
// false for any other line.
func SmallPrint(line string) (text string, ok bool) { return strings.CutPrefix(line, "~") }

// lineStyle is how a line of the page is drawn.
type lineStyle int

const (
	bodyLine lineStyle = iota
	headingLine
	smallPrint
)

// font returns the style's size and weight.
func (s lineStyle) font() (size float64, bold bool) {
	switch s {
	case headingLine:
		return rulesFont, true
	case smallPrint:
		return smallFont, false
	}
	return rulesFont, false
}

// pageLine is one line of a laid out page: its text, its style and its
// top, from the page's top.
type pageLine struct {
	text  string
	style lineStyle
	top   float64
}

// rulesPage is one page laid out: its lines (blank where a picture goes),
// its pictures, each at the line it starts on, and its height.
type rulesPage struct {
	lines  []pageLine
	pics   []placedPicture
	height float64
}

type placedPicture struct {
	name  string
	line  int
	lines int
	draw  func(c *widget.Canvas, art *assets.Art, x, y float64)
}

// add appends a line of style s with its height h.
func (p *rulesPage) add(text string, s lineStyle, h float64) {
	p.lines = append(p.lines, pageLine{text: text, style: s, top: p.height})
	p.height += h
}

// layoutPage wraps text to the column (measured on mc), each paragraph at
// its own size (a "#" heading bold, "~" small print smaller), and puts
// each named picture in place of its marker line. A marker with no
// picture stays as text: a slip shows on the page instead of hiding.
func layoutPage(mc *widget.Canvas, text string, pics map[string]RulesPicture) rulesPage {
	var p rulesPage
	for _, para := range strings.Split(text, "\n") {
		name, ok := PictureMarker(para)
		if pic, found := pics[name]; ok && found && pic.Draw != nil {
			n := min(max(1, pic.Lines), maxPictureLines)
			p.pics = append(p.pics, placedPicture{name: name, line: len(p.lines), lines: n, draw: pic.Draw})
			for range n {
				p.add("", bodyLine, rulesLine)
			}
			continue
		}
		style, h := bodyLine, rulesLine
		if t, ok := SmallPrint(para); ok {
			style, h, para = smallPrint, smallLine, t
			if n := len(p.lines); n > 0 && p.lines[n-1].style != smallPrint {
				p.height += smallGap
			}
		} else if t, ok := strings.CutPrefix(para, "#"); ok {
			style, para = headingLine, t
		}
		size, bold := style.font()
		for _, l := range mc.Wrap(para, size, bold, RulesWidth) {
			p.add(l, style, h)
		}
	}
	return p
}

// span returns where picture i lies on the screen at scroll: its top and
// height in logical pixels.
func (p *rulesPage) span(i int, scroll float64) (top, h float64) {
	pp := p.pics[i]
	return rulesTop + p.lines[pp.line].top - scroll, float64(pp.lines) * rulesLine
}

// draw draws the page scrolled by scroll, clipped to the text area.
func (p *rulesPage) draw(c *widget.Canvas, art *assets.Art, scroll float64) {
	// A few pixels beyond the column each side: a glyph may overhang it.
	const overhang = 6
	clip, ok := clipCanvas(c, rulesLeft-overhang, rulesClipTop, RulesWidth+2*overhang, rulesClipBottom-rulesClipTop)
	if !ok {
		return
	}
	for _, l := range p.lines {
		y := rulesTop + l.top - scroll
		if l.text == "" || y+rulesLine < rulesClipTop || y > rulesClipBottom {
			continue
		}
		size, bold := l.style.font()
		clr := widget.Cream
		if l.style == smallPrint {
			clr = widget.Muted
		}
		clip.Text(l.text, size, bold, rulesLeft, y, clr, widget.AlignLeft)
	}
	if art == nil {
		return
	}
	for i, pp := range p.pics {
		y, h := p.span(i, scroll)
		if y+h < rulesClipTop || y > rulesClipBottom {
			continue
		}
		pp.draw(&clip, art, rulesLeft, y)
	}
}

// clipCanvas returns c drawing only inside the logical rectangle (x, y,
// w, h): the same coordinates, onto the part of c's image that rectangle
// covers (Ebitengine clips drawing to a sub-image). ok is false when the
// rectangle covers no device pixel.
func clipCanvas(c *widget.Canvas, x, y, w, h float64) (widget.Canvas, bool) {
	x0, y0 := c.ToDevice(x, y)
	x1, y1 := c.ToDevice(x+w, y+h)
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))
	if c.Dst == nil {
		return *c, false
	}
	sub, _ := c.Dst.SubImage(r).(*ebiten.Image)
	if sub == nil || sub.Bounds().Empty() {
		return *c, false
	}
	out := *c
	out.Dst = sub
	return out, true
}

// Zoom returns a canvas onto c's image that draws k times the size (k < 1:
// smaller), with logical point (fromX, fromY) of the drawing landing on
// (toX, toY) of c: a picture shows a whole table's layout, drawn by the
// table's own code, in a corner of the page.
func Zoom(c *widget.Canvas, k, fromX, fromY, toX, toY float64) widget.Canvas {
	z := *c
	z.Scale = c.Scale * k
	dx, dy := c.ToDevice(toX, toY)
	z.OffX, z.OffY = dx-fromX*z.Scale, dy-fromY*z.Scale
	return z
}

// Caption sizes: a picture's words, one size on every page.
const (
	CaptionFont = 16.0
	CaptionLine = 21.0
)

// DrawCaption writes s in the pictures' caption style, wrapped to w
// pixels, from (x, y) down, and returns the y below its last line.
func DrawCaption(c *widget.Canvas, s string, x, y, w float64) float64 {
	for _, l := range c.Wrap(s, CaptionFont, false, w) {
		c.Text(l, CaptionFont, false, x, y, widget.Cream, widget.AlignLeft)
		y += CaptionLine
	}
	return y
}

// CaptionHeight is the height DrawCaption takes for s at width w.
func CaptionHeight(c *widget.Canvas, s string, w float64) float64 {
	return float64(len(c.Wrap(s, CaptionFont, false, w))) * CaptionLine
}
