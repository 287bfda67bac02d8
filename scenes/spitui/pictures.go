package spitui

import (
	"math"

	"parlor/assets"
	"parlor/rules/cards"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// The rules page's picture of the table (RulesText places it): the
// table's own layout (slotXY, drawXY, centreXY and the poses the table
// gives its cards) drawn small on a patch of felt, with numbered marks
// that a legend beside it explains.

// The cards face up in the picture: each seat's stock piles left to right
// as seen from the bottom, and the two centre piles. The bottom player's
// 7♥ and 9♣ play, on the 6♠ and the 10♥.
var (
	layoutStock = [2][spit.MaxPiles]cards.Card{
		{cards.New(cards.Hearts, 4), cards.New(cards.Clubs, 9), cards.New(cards.Diamonds, cards.King), cards.New(cards.Spades, 2), cards.New(cards.Hearts, 7)},
		{cards.New(cards.Spades, cards.Jack), cards.New(cards.Diamonds, 5), cards.New(cards.Hearts, cards.Queen), cards.New(cards.Clubs, 8), cards.New(cards.Diamonds, 3)},
	}
	layoutCentre = [2]cards.Card{cards.New(cards.Spades, 6), cards.New(cards.Hearts, 10)}
)

// tableLayout is the whole position the picture shows, as the engine
// lays out a game (spit.Layout): stock pile i holds i face-down cards
// under its face-up one, each centre pile one card, and the draw piles
// the rest.
var tableLayout = func() spit.Layout {
	var l spit.Layout
	used := cards.SetOf(layoutCentre[:]...) | cards.SetOf(layoutStock[0][:]...) | cards.SetOf(layoutStock[1][:]...)
	rest := (cards.Standard52.Set() &^ used).Cards()
	for seat := range 2 {
		for i, top := range layoutStock[seat] {
			down := rest[:i:i]
			rest = rest[i:]
			l.Stock[seat] = append(l.Stock[seat], append(down, top))
		}
	}
	for side, c := range layoutCentre {
		l.Spit[side] = []cards.Card{c}
	}
	half := len(rest) / 2
	l.Draw[0], l.Draw[1] = rest[:half], rest[half:]
	return l
}()

// layoutLegend explains the picture's numbered marks, in order.
var layoutLegend = [...]string{
	"Your five stock piles: 1, 2, 3, 4 and 5 cards, only the top card face up.",
	"Your draw pile: the spit cards. At each Spit its top card goes onto a centre pile.",
	"The two centre piles (the spit piles): both players play onto either, one rank up or down.",
	"The other player's stock piles and draw pile, laid out the same way from their side.",
}

// layoutK is the picture's size against the table's.
const layoutK = 0.5

// layoutBox is the part of the table the picture shows, in table pixels:
// the two stock rows with the draw piles at their ends, and a margin.
func layoutBox() (x0, y0, x1, y1 float64) {
	const m = 18.0
	lx, _ := drawXY(1)
	rx, _ := drawXY(0)
	return lx - cardW/2 - m, rowY1 - cardH/2 - m, rx + cardW/2 + m, rowY0 + cardH/2 + m
}

// layoutLines is the picture's height in text lines: the felt and a
// little room above and below it.
var layoutLines = func() int {
	_, y0, _, y1 := layoutBox()
	return int(math.Ceil(((y1-y0)*layoutK + 8) / scenes.RulesLine))
}()

// drawLayout draws the picture with its top left corner at (x, y).
func drawLayout(c *widget.Canvas, art *assets.Art, x, y float64) {
	x0, y0, x1, y1 := layoutBox()
	top := y + (float64(layoutLines)*scenes.RulesLine-(y1-y0)*layoutK)/2
	z := scenes.Zoom(c, layoutK, x0, y0, x, top)
	z.RoundRect(x0, y0, x1-x0, y1-y0, 24, widget.Felt)
	n := spit.MaxPiles
	for seat := range 2 {
		for i, p := range tableLayout.Stock[seat] {
			sx, sy := slotXY(seat, i, n)
			z.Fill(sx-cardW/2, sy-cardH/2, cardW, cardH, slotClr)
			down := len(p) - 1 // all but the top card lie face down
			for k := range min(down, maxBacks) {
				drawBack(&z, art, sx, sy+backOffset(seat, k), k == 0)
			}
			faceUp(&z, art, p[down], stockPose(seat, i, n, down, 0))
		}
		dx, dy := drawXY(seat)
		for k := range min(maxBacks, len(tableLayout.Draw[seat])) {
			drawBack(&z, art, dx, dy+backOffset(seat, k), k == 0)
		}
	}
	for side, p := range tableLayout.Spit {
		cx, cy := centreXY(side)
		cd := p[len(p)-1]
		faceUp(&z, art, cd, widget.Pose{X: cx, Y: cy, Rot: jitter(int(cd)), Scale: cardK, FaceUp: true})
	}
	// The marks, at full size beside what they name: left of your first
	// pile, between your last pile and your draw pile, left of the
	// centre piles, right of the other player's last pile.
	at := func(tx, ty float64) (float64, float64) { return x + (tx-x0)*layoutK, top + (ty-y0)*layoutK }
	sx, sy := slotXY(0, 0, n)
	ex, ey := slotXY(0, n-1, n)
	dx, _ := drawXY(0)
	cx, cy := centreXY(0)
	tx, ty := slotXY(1, n-1, n)
	marks := [len(layoutLegend)][2]float64{
		{sx - cardW/2 - 24, sy},
		{(ex + dx) / 2, ey},
		{cx - cardW/2 - 28, cy},
		{tx + cardW/2 + 24, ty},
	}
	for i, m := range marks {
		mx, my := at(m[0], m[1])
		drawMark(c, i+1, mx, my)
	}
	lx := x + (x1-x0)*layoutK + 28
	lw := scenes.RulesWidth - (lx - x) - 34
	h := 0.0
	for _, s := range layoutLegend {
		h += scenes.CaptionHeight(c, s, lw) + 10
	}
	ly := top + ((y1-y0)*layoutK-h)/2
	for i, s := range layoutLegend {
		drawMark(c, i+1, lx+11, ly+scenes.CaptionLine/2)
		ly = scenes.DrawCaption(c, s, lx+30, ly, lw) + 10
	}
}

// faceUp draws card cd face up at p, as the table's sprites draw it.
func faceUp(c *widget.Canvas, art *assets.Art, cd cards.Card, p widget.Pose) {
	widget.NewSprite(art.Face(cards.Standard52, cd), p).Draw(c, art)
}

// drawMark draws numbered mark i centred on (x, y).
func drawMark(c *widget.Canvas, i int, x, y float64) {
	c.Circle(x, y, 11, widget.Gold)
	c.Text(string(rune('0'+i)), 15, true, x, y-9, widget.Ink, widget.AlignCenter)
}

// pictures are Speed / Spit's rules page pictures by marker name.
var pictures = map[string]scenes.RulesPicture{
	"table": {Lines: layoutLines, Draw: drawLayout},
}
