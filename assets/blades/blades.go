package blades

import (
	"fmt"
	"image"
	"image/color"
	"math"
)

// CardW and CardH are a card's logical size, the same as the standard
// cards' (assets.CardW, assets.CardH; a test keeps them equal).
const CardW, CardH = 100, 140

// Counts of the deck (ruling SO1).
const (
	Families   = 5 // blade families
	Variations = 4 // near-identical variations of each family
	Colours    = 4 // background colours
	Patterns   = 5 // background patterns
)

// MinScale and MaxScale bound the scale every Draw function accepts; a
// scale outside them is clamped (NaN is drawn at 1).
const (
	MinScale = 0.25
	MaxScale = 4
)

// Families, colours and patterns in the order of the rules package
// (parlor/rules/speedoh), so its numbers index these directly.
var (
	familyNames  = [Families]string{"sword", "axe", "dagger", "katana", "machete"}
	colourNames  = [Colours]string{"red", "blue", "green", "yellow"}
	patternNames = [Patterns]string{"dots", "stripes", "checks", "waves", "stars"}

	// The colours step in lightness (blue darkest, then red, green,
	// yellow) as well as hue, so players who confuse red with green, or
	// blue with green, still tell them apart by lightness.
	fieldColours = [Colours]color.RGBA{
		{0xc0, 0x30, 0x2a, 0xff}, // red
		{0x20, 0x3f, 0x8e, 0xff}, // blue
		{0x33, 0xac, 0x78, 0xff}, // green, a little towards teal: apart from red under deuteranopia
		{0xf5, 0xcb, 0x45, 0xff}, // yellow
	}
	// The pattern tone is close to its field's colour: it must not compete
	// with the blade, only be told apart at a look. Dark fields get a
	// lighter tone, the light yellow a darker one.
	patternColours = [Colours]color.RGBA{
		mix(fieldColours[0], color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.16),
		mix(fieldColours[1], color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.12),
		mix(fieldColours[2], color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.16),
		mix(fieldColours[3], color.RGBA{0xc0, 0x78, 0x00, 0xff}, 0.3),
	}
)

// FamilyName returns the name of blade family i ("sword", "axe", "dagger",
// "katana", "machete"), or "" if i is out of range.
func FamilyName(i int) string { return nameOf(familyNames[:], i) }

// ColourName returns the name of background colour i ("red", "blue",
// "green", "yellow"), or "" if i is out of range.
func ColourName(i int) string { return nameOf(colourNames[:], i) }

// PatternName returns the name of background pattern i ("dots", "stripes",
// "checks", "waves", "stars"), or "" if i is out of range.
func PatternName(i int) string { return nameOf(patternNames[:], i) }

func nameOf(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return ""
	}
	return names[i]
}

// ColourRGBA returns background colour i as printed, for swatches in the
// UI; out of range it returns transparent.
func ColourRGBA(i int) color.RGBA {
	if i < 0 || i >= Colours {
		return color.RGBA{}
	}
	return fieldColours[i]
}

// Face is one normal card's picture. All fields count from 0: Family
// 0..4, Variation 0..3 (the rules package prints variations 1..4), Colour
// 0..3, Pattern 0..4.
type Face struct{ Family, Variation, Colour, Pattern int }

// Valid reports whether every field of f is in range.
func (f Face) Valid() bool {
	return f.Family >= 0 && f.Family < Families && f.Variation >= 0 && f.Variation < Variations &&
		f.Colour >= 0 && f.Colour < Colours && f.Pattern >= 0 && f.Pattern < Patterns
}

// String names the face, e.g. "sword 2 on blue stripes" (variation counted
// from 1, as players count).
func (f Face) String() string {
	if !f.Valid() {
		return fmt.Sprintf("Face{%d %d %d %d}", f.Family, f.Variation, f.Colour, f.Pattern)
	}
	return fmt.Sprintf("%s %d on %s %s", familyNames[f.Family], f.Variation+1, colourNames[f.Colour], patternNames[f.Pattern])
}

// Special is the kind of a special card.
type Special int

// The special kinds (SO1). The deck holds two First Slap Wins, two Color
// Match and two Background Pattern Match cards; copies share one face.
const (
	FirstSlapWins Special = iota
	LastSlapLoses
	ColorMatch
	PatternMatch
	SlashOh
	NumSpecials = 5
)

var specialNames = [NumSpecials]string{"First Slap Wins", "Last Slap Loses", "Color Match", "Background Pattern Match", "Slash Oh"}

// String returns the name printed on the card, e.g. "Slash Oh".
func (k Special) String() string {
	if k < 0 || k >= NumSpecials {
		return fmt.Sprintf("Special(%d)", int(k))
	}
	return specialNames[k]
}

// Size returns the device-pixel size of every image drawn at scale (after
// clamping, as the Draw functions do).
func Size(scale float64) (w, h int) {
	s := clampScale(scale)
	return px(CardW, s), px(CardH, s)
}

func px(logical, s float64) int { return int(math.Ceil(logical*s - 1e-9)) }

func clampScale(s float64) float64 {
	switch {
	case math.IsNaN(s):
		return 1
	case s < MinScale:
		return MinScale
	case s > MaxScale:
		return MaxScale
	}
	return s
}

// newCard returns a transparent card-sized image and a canvas on it in
// logical coordinates.
func newCard(s float64) (*image.RGBA, *canvas) {
	w, h := px(CardW, s), px(CardH, s)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	return img, newCanvas(img, scaling(s))
}

// card returns another transparent image of c's size and a canvas on it
// sharing c's rasteriser.
func (c *canvas) card() (*image.RGBA, *canvas) {
	img := image.NewRGBA(c.dst.Bounds())
	return img, c.on(img)
}

// Draw returns the face of a normal card at scale device pixels per
// logical pixel: the blade of f's family and variation, large, on f's
// colour and pattern. A face out of range gives the Placeholder image.
func Draw(f Face, scale float64) *image.RGBA {
	if !f.Valid() {
		return Placeholder(scale)
	}
	s := clampScale(scale)
	st := stockAt(s)
	img, c := newCard(s)
	field := st.field(f.Colour, f.Pattern)
	// The blade is drawn alone and then laid over the field, so that
	// wherever it is opaque its pixels are the same on every background.
	blade, bc := c.card()
	weapon(f.Family, f.Variation).paint(bc, field)
	over(field, blade)
	frame(img, field, st)
	return img
}

// Blade returns the blade of a family and variation alone on a
// transparent card-sized image: the part of a face that players match on
// (a placeholder when out of range).
func Blade(family, variation int, scale float64) *image.RGBA {
	if family < 0 || family >= Families || variation < 0 || variation >= Variations {
		return Placeholder(scale)
	}
	img, c := newCard(clampScale(scale))
	weapon(family, variation).draw(c)
	return img
}

// DrawSpecial returns the face of a special card; an unknown kind gives
// the Placeholder image.
func DrawSpecial(k Special, scale float64) *image.RGBA {
	if k < 0 || k >= NumSpecials {
		return Placeholder(scale)
	}
	return drawSpecial(k, clampScale(scale))
}

// DrawBack returns the back every SpeedOh: Blades card shares (draw piles
// are face down).
func DrawBack(scale float64) *image.RGBA { return drawBack(clampScale(scale)) }

// DrawSlapCard returns the Slap Card that lies in the middle of the table.
func DrawSlapCard(scale float64) *image.RGBA { return drawSlap(clampScale(scale)) }

// Placeholder returns the image drawn for a card that does not exist:
// grey, crossed out in magenta, so a bug shows on screen instead of a
// crash.
func Placeholder(scale float64) *image.RGBA {
	img, c := newCard(clampScale(scale))
	blank(c, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	magenta := color.RGBA{0xe0, 0x10, 0xc0, 0xff}
	c.stroke(magenta, 4, line{pts: []pt{{14, 14}, {CardW - 14, CardH - 14}}}, line{pts: []pt{{CardW - 14, 14}, {14, CardH - 14}}})
	c.outline(magenta, 3, circle(CardW/2, CardH/2, 16))
	return img
}
