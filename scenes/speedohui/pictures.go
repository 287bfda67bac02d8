package speedohui

import (
	"parlor/assets"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules page's pictures (RulesText places them): every special card
// with a line on what it does, and the table's own comparison panels (the
// lesson after a slap) for a near-identical pair and a true match.

// special is one special card on the rules page and its line.
type special struct {
	Card    speedoh.Card
	Caption string
}

// specials are the five kinds of special card, one card of each.
var specials = [...]special{
	{speedoh.FirstSlapWins1, "The first to slap gives every flipped pile to one other player."},
	{speedoh.LastSlapLoses, "The last to slap takes every flipped pile."},
	{speedoh.ColourMatch1, "While it is on top, matches compare background colours."},
	{speedoh.PatternMatch1, "While it is on top, matches compare background patterns."},
	{speedoh.SlashOh, "Slash with your slap key: the slowest takes every flipped pile."},
}

// The blades of the comparison pictures: sword 2 and sword 3 on blue look
// alike but do not match; sword 2 on blue and on red do.
var (
	sword2Blue = speedoh.NormalCard(speedoh.Image(1), speedoh.Colour(1))
	sword3Blue = speedoh.NormalCard(speedoh.Image(2), speedoh.Colour(1))
	sword2Red  = speedoh.NormalCard(speedoh.Image(1), speedoh.Colour(0))
)

// comparePair returns the page's two comparisons, as the table's lesson
// panel shows them: the near-identical pair (wrong to slap, the
// difference ringed), then the match.
func comparePair() (alike, match lesson) {
	alike = lesson{a: sword2Blue, b: sword3Blue, wrong: true, title: "Not a match"}
	alike.mark, alike.caption = ringed(sword2Blue, sword3Blue)
	match = lesson{a: sword2Blue, b: sword2Red, title: "A match", caption: sameBlade(sword2Blue, sword2Red)}
	return alike, match
}

// The pictures' sizes.
const (
	specialK     = 0.46 // a special card's scale in the list
	specialRow   = 72.0
	specialCol   = 490.0
	specialLines = 9
	compareGap   = 20.0
	compareLines = 6
)

// picFaces are the rules page's blade pictures, at the lesson panel's
// card size for the art's scale; a table's faces are its own, sized for
// its seats. Made on first use, on the game loop like every picture.
var picFaces *faces

func pictureFaces(art *assets.Art) *faces {
	if picFaces == nil || picFaces.scale != art.Scale()*lessonK {
		picFaces = newFaces(art.Scale(), lessonK)
	}
	return picFaces
}

// drawSpecials draws the special cards in two columns, each with its name
// and line beside it.
func drawSpecials(c *widget.Canvas, art *assets.Art, x, y float64) {
	f := pictureFaces(art)
	top := y + (float64(specialLines)*scenes.RulesLine-3*specialRow)/2
	for i, s := range specials {
		cx := x + float64(i%2)*specialCol + cardW*specialK/2
		cy := top + float64(i/2)*specialRow + specialRow/2
		if img := f.Face(s.Card); img != nil {
			c.Image(img, f.scale, cx, cy, 0, specialK, ebiten.ColorScale{})
		}
		tx := cx + cardW*specialK/2 + 14
		c.Text(s.Card.Special().Name(), 17, true, tx, cy-24, widget.Gold, widget.AlignLeft)
		c.Text(s.Caption, 15, false, tx, cy+2, widget.Cream, widget.AlignLeft)
	}
}

// drawCompare draws the two comparison panels side by side.
func drawCompare(c *widget.Canvas, art *assets.Art, x, y float64) {
	f := pictureFaces(art)
	alike, match := comparePair()
	top := y + (float64(compareLines)*scenes.RulesLine-lessonH)/2
	// A pixel in: the panels' outlines straddle their edges.
	alike.draw(c, f, x+1, top)
	match.draw(c, f, x+1+lessonW+compareGap, top)
}

// pictures are SpeedOh: Blades' rules page pictures by marker name.
var pictures = map[string]scenes.RulesPicture{
	"specials": {Lines: specialLines, Draw: drawSpecials},
	"compare":  {Lines: compareLines, Draw: drawCompare},
}
