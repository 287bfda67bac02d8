// Package assets holds Parlor's fonts, its card art and its sound effects,
// all made by the program itself: the Go fonts from golang.org/x/image,
// card faces drawn from vector paths, and effects synthesised as PCM. Card
// art is drawn once into cached images and only copied with DrawImage after
// that, because anti-aliased paths are slow under software GL (about three
// times the cost of drawing cached images).
package assets

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlor/rules/cards"
)

// CardW and CardH are a card's size in the 1280x720 logical screen.
const CardW, CardH = 100, 140

// ShadowPad is how far, in logical pixels, the Shadow image reaches past
// each edge of a card: draw it at the card's position minus ShadowPad (plus
// a small offset down and right for a light from the top left).
const ShadowPad = 10

// OutlinePad is how far the Outline image reaches past each edge of a card:
// draw it at the card's position minus OutlinePad.
const OutlinePad = 5

// cornerRadius is the card's corner radius in logical pixels.
const cornerRadius = 7

// Art is one set of card images at one device scale. Images are drawn on
// first use and cached for the life of the Art; make a new Art when the
// window's device scale changes. An Art is used from the game loop only
// (Update or Draw) and is not safe for concurrent use.
type Art struct {
	scale      float64
	fourColour bool
	regular    *text.GoTextFaceSource
	bold       *text.GoTextFaceSource

	faces       map[cards.Deck]*[64]*ebiten.Image
	atlases     map[cards.Deck]*ebiten.Image
	back        *ebiten.Image
	shadow      *ebiten.Image
	outline     *ebiten.Image
	placeholder *ebiten.Image
}

// NewArt makes card art rendered at scale device pixels per logical pixel
// (1, 1.5, 2 for high-DPI windows); fourColour selects the four-colour
// palette (clubs green, diamonds blue, hearts red, spades black). Nothing
// is drawn yet, so NewArt may be called before the game loop starts. A
// scale that is not a number or out of 0.25..4 is clamped to it.
func NewArt(scale float64, fourColour bool) *Art {
	switch {
	case !(scale >= 0.25): // also catches NaN
		scale = max(scale, 0.25)
		if math.IsNaN(scale) {
			scale = 1
		}
	case scale > 4:
		// A deck's atlas is 14x4 cards; at 4x it is 5600 pixels wide,
		// near the texture limit of common GPUs.
		scale = 4
	}
	// Font parsing cannot fail for the embedded Go fonts; if it ever did,
	// cards would still draw, only without their indices.
	r, b, _ := fontSources()
	return &Art{
		scale:      scale,
		fourColour: fourColour,
		regular:    r,
		bold:       b,
		faces:      map[cards.Deck]*[64]*ebiten.Image{},
		atlases:    map[cards.Deck]*ebiten.Image{},
	}
}

// Scale returns the device pixels per logical pixel the art is drawn at.
func (a *Art) Scale() float64 { return a.scale }

// FourColour reports whether the art uses the four-colour suit palette.
func (a *Art) FourColour() bool { return a.fourColour }

// Size returns the device-pixel size of a face or back image.
func (a *Art) Size() (w, h int) { return a.px(CardW), a.px(CardH) }

func (a *Art) px(logical float64) int { return int(math.Ceil(logical*a.scale - 1e-9)) }

// Colours. The two-colour reds and blacks are slightly softened from pure
// primaries, as printed decks are; the four-colour palette follows the
// common bridge convention.
var (
	inkRed   = color.RGBA{0xc8, 0x14, 0x28, 0xff}
	inkBlack = color.RGBA{0x1a, 0x1a, 0x20, 0xff}
	inkGreen = color.RGBA{0x0f, 0x80, 0x32, 0xff}
	inkBlue  = color.RGBA{0x14, 0x50, 0xc0, 0xff}
	gold     = color.RGBA{0xe6, 0xb4, 0x2a, 0xff}
	goldDark = color.RGBA{0x8a, 0x62, 0x10, 0xff}
	faceFill = color.RGBA{0xff, 0xff, 0xff, 0xff}
	edge     = color.RGBA{0x70, 0x70, 0x78, 0xff}
)

// SuitColor returns the ink the art prints suit s in (for UI that shows
// suits next to cards, e.g. a trump indicator).
func (a *Art) SuitColor(s cards.Suit) color.RGBA {
	if a.fourColour {
		switch s {
		case cards.Clubs:
			return inkGreen
		case cards.Diamonds:
			return inkBlue
		case cards.Hearts:
			return inkRed
		}
		return inkBlack
	}
	if s.Red() {
		return inkRed
	}
	return inkBlack
}

// Face returns the face image of c as printed in deck d: numbered decks
// print 1 rather than A and have no court cards. A deck's faces are drawn
// together on the first call for that deck and cached. A card that is not
// in d (or not a card at all) gets a clearly marked placeholder instead of
// a panic, so a bug shows on screen rather than crashing the table.
func (a *Art) Face(d cards.Deck, c cards.Card) *ebiten.Image {
	if !knownDeck(d) || !c.Valid() || !d.Set().Has(c) {
		return a.Placeholder()
	}
	fs, ok := a.faces[d]
	if !ok {
		fs = a.drawDeck(d)
		a.faces[d] = fs
	}
	return fs[c&63]
}

// Release frees d's faces, the deck's whole atlas, when a scene that used
// them is left: a game's deck does not stay in memory for the rest of the
// session. The next Face of d draws the deck again.
func (a *Art) Release(d cards.Deck) {
	if at, ok := a.atlases[d]; ok {
		at.Deallocate()
		delete(a.atlases, d)
	}
	delete(a.faces, d)
}

// Decks returns how many decks' faces are drawn now (for tests and the
// memory figures).
func (a *Art) Decks() int { return len(a.faces) }

// drawDeck rasterises every face of d into one atlas image (13 ranks across plus
// a column for the jokers, a row per suit) and returns the faces as
// sub-images: one upload per deck, and a table draws every card
// from one texture, which lets Ebitengine batch them into one draw call.
func (a *Art) drawDeck(d cards.Deck) *[64]*ebiten.Image {
	cw, ch := a.Size()
	root := newPainter(image.NewRGBA(image.Rect(0, 0, 14*cw, 4*ch)), a.scale)
	type cell struct {
		c    cards.Card
		rect image.Rectangle
	}
	var cells []cell
	for _, c := range d.Cards() {
		col, row := int(c.Rank())-1, int(c.Suit())
		if c.IsJoker() {
			col, row = 13, 0
			if c == cards.BlackJoker {
				row = 1
			}
		}
		x, y := col*cw, row*ch
		a.drawFace(root.at(float64(x), float64(y)), d, c)
		cells = append(cells, cell{c, image.Rect(x, y, x+cw, y+ch)})
	}
	atlas := root.upload()
	a.atlases[d] = atlas
	fs := new([64]*ebiten.Image)
	for _, cl := range cells {
		fs[cl.c&63] = atlas.SubImage(cl.rect).(*ebiten.Image)
	}
	return fs
}

// Prepare draws d's faces now if they are not drawn yet, so a scene can
// pay the one-off cost (tens of milliseconds on the CPU plus one texture
// upload, longer under software GL) during a transition rather than on the
// frame that first shows a card. Like Face, call it from Update or Draw.
func (a *Art) Prepare(d cards.Deck) {
	if knownDeck(d) {
		a.Face(d, d.Cards()[0])
	}
}

func knownDeck(d cards.Deck) bool {
	switch d {
	case cards.Standard52, cards.Standard54, cards.Numbered10, cards.Numbered9:
		return true
	}
	return false
}

// Back returns the card back, a patterned design distinct from every face.
func (a *Art) Back() *ebiten.Image {
	if a.back == nil {
		a.back = a.drawBack()
	}
	return a.back
}

// Shadow returns a soft drop shadow for one card; see ShadowPad for where
// to draw it.
func (a *Art) Shadow() *ebiten.Image {
	if a.shadow == nil {
		a.shadow = a.drawShadow()
	}
	return a.shadow
}

// Outline returns a glowing gold rim for a focused or playable card; see
// OutlinePad for where to draw it. Tint it with a ColorScale for other
// meanings (it multiplies, so a scale of (0.4, 1, 0.6) turns it green).
func (a *Art) Outline() *ebiten.Image {
	if a.outline == nil {
		a.outline = a.drawOutline()
	}
	return a.outline
}

// Placeholder returns the image Face gives for a card that does not exist:
// grey with a magenta cross and a question mark.
func (a *Art) Placeholder() *ebiten.Image {
	if a.placeholder == nil {
		a.placeholder = a.drawPlaceholder()
	}
	return a.placeholder
}

// newCard returns a painter on a fresh transparent card-sized picture.
func (a *Art) newCard() *painter {
	w, h := a.Size()
	return newPainter(image.NewRGBA(image.Rect(0, 0, w, h)), a.scale)
}

// blank draws the rounded white card with its thin border and returns a
// painter for the rest of the face.
func (a *Art) blank(p *painter, fill color.Color) {
	// The border is at least one device pixel so it never vanishes at
	// scale 1, and no more than about one logical pixel so it stays thin.
	bw := max(1/a.scale, 0.8)
	var outer, inner path
	roundRect(&outer, 0, 0, CardW, CardH, cornerRadius)
	p.fill(&outer, edge)
	roundRect(&inner, bw, bw, CardW-2*bw, CardH-2*bw, cornerRadius-bw)
	p.fill(&inner, fill)
}
