package speedohui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets/blades"
	"parlor/rules/speedoh"
)

// faces caches the blade art on the GPU. Every picture is rendered at the
// device size of a flipped card (art scale x topK), so the cards people
// compare are drawn pixel for pixel, crisp; draw piles and flying cards are
// scaled from them. The CPU renders a face in 1-3 ms, so faces are made
// when first needed and the rest a few per frame (prewarm): the table opens
// at once and no flip waits for all 88.
type faces struct {
	scale  float64 // device pixels per logical pixel of a scale-1 card
	face   [speedoh.SlashOh + 1]*ebiten.Image
	back   *ebiten.Image
	slap   *ebiten.Image
	warmed int // next card prewarm renders
}

// cached is the faces of the last table opened: a replay opens a table at
// every jump, and the faces stay drawn as long as the screen's scale does.
var cached *faces

// facesFor returns the faces for the art scale and flipped cards' scale
// k, drawn once for every table of that size.
func facesFor(artScale, k float64) *faces {
	if cached == nil || cached.scale != artScale*k {
		cached = newFaces(artScale, k)
	}
	return cached
}

func newFaces(artScale, k float64) *faces {
	f := &faces{scale: artScale * k, warmed: 1}
	f.back = upload(blades.DrawBack(f.scale))
	f.slap = upload(blades.DrawSlapCard(f.scale))
	return f
}

func upload(img *image.RGBA) *ebiten.Image { return ebiten.NewImageFromImage(img) }

// Face returns c's picture, rendering it now if need be.
func (f *faces) Face(c speedoh.Card) *ebiten.Image {
	if !c.Valid() {
		return nil
	}
	if f.face[c] == nil {
		f.face[c] = upload(render(c, f.scale))
	}
	return f.face[c]
}

// render draws one card with the blades art. The art counts variations
// from 0 where the engine counts from 1.
func render(c speedoh.Card, scale float64) *image.RGBA {
	if c.IsSpecial() {
		return blades.DrawSpecial(specialArt(c.Special()), scale)
	}
	m := c.Image()
	return blades.Draw(blades.Face{Family: int(m.Family()), Variation: m.Variation() - 1,
		Colour: int(c.Colour()), Pattern: int(c.Pattern())}, scale)
}

func specialArt(k speedoh.Special) blades.Special {
	switch k {
	case speedoh.FirstSlap:
		return blades.FirstSlapWins
	case speedoh.LastSlap:
		return blades.LastSlapLoses
	case speedoh.ColourChange:
		return blades.ColorMatch
	case speedoh.PatternChange:
		return blades.PatternMatch
	}
	return blades.SlashOh
}

// prewarm renders up to n more faces.
func (f *faces) prewarm(n int) {
	for ; n > 0 && f.warmed <= int(speedoh.SlashOh); f.warmed++ {
		if f.face[f.warmed] == nil {
			f.Face(speedoh.Card(f.warmed))
			n--
		}
	}
}

// Scale, Back, Shadow and Outline implement widget.CardImages.
func (f *faces) Scale() float64         { return f.scale }
func (f *faces) Back() *ebiten.Image    { return f.back }
func (f *faces) Shadow() *ebiten.Image  { return nil }
func (f *faces) Outline() *ebiten.Image { return nil }
func (f *faces) Slap() *ebiten.Image    { return f.slap }
