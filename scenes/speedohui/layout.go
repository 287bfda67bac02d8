package speedohui

import "parlor/scenes/widget"

// Table geometry in the 1280x720 logical screen. Seats sit clockwise
// around the Slap Card from seat 0 at the bottom (on screen clockwise runs
// bottom, left, top, right). Each seat is a block: its draw pile on the
// left, its flipped pile (the card everyone compares) on the right.
const (
	centreX = widget.ScreenW / 2
	centreY = 340.0
	slapK   = 0.92 // the Slap Card's scale
	flipFr  = 7.0  // a flip's flight, frames: quick, so people see the card about when the bots do
	takeFr  = 14.0 // taken cards' flight to a draw pile, frames
)

// seatSpots are the seat blocks' centres for each table size, seat 0
// first, clockwise.
var seatSpots = map[int][][2]float64{
	2: {{640, 592}, {640, 150}},
	3: {{640, 592}, {300, 170}, {980, 170}},
	4: {{640, 592}, {215, 340}, {640, 150}, {1065, 340}},
	5: {{640, 600}, {210, 450}, {360, 150}, {920, 150}, {1070, 450}},
	6: {{640, 600}, {190, 470}, {190, 170}, {640, 150}, {1090, 170}, {1090, 470}},
}

// topK is the flipped cards' scale: big, since the game is telling
// near-identical pictures apart, smaller with five or six seats so every
// seat fits.
func topK(n int) float64 {
	if n >= 5 {
		return 1.0
	}
	return 1.3
}

// drawK is the draw piles' scale: smaller than the flipped cards, which
// are what matters.
func drawK(n int) float64 { return topK(n) * 0.62 }

// spot is the centre of the block of the seat at place (0 at the bottom,
// the others clockwise: Table.place) with n seats.
func spot(n, place int) (float64, float64) {
	s := seatSpots[n]
	if place < 0 || place >= len(s) {
		return centreX, centreY
	}
	return s[place][0], s[place][1]
}

// nameY is the top of the seat's name line, above its cards.
func nameY(n, place int) float64 {
	_, sy := spot(n, place)
	return sy - topK(n)*cardH/2 - 26
}

// pileXY is the centre of a seat's flipped pile.
func pileXY(n, seat int) (float64, float64) {
	x, y := spot(n, seat)
	return x + drawK(n)*cardW/2 + 8, y
}

// drawXY is the centre of a seat's draw pile (its top card).
func drawXY(n, seat int) (float64, float64) {
	x, y := spot(n, seat)
	return x - topK(n)*cardW/2 - 8, y + (topK(n)-drawK(n))*cardH/2
}

// cardW and cardH are a card's size at scale 1.
const cardW, cardH = 100.0, 140.0

func inRect(px, py, cx, cy, w, h float64) bool {
	return px >= cx-w/2 && px <= cx+w/2 && py >= cy-h/2 && py <= cy+h/2
}

// DrawPileCentre returns the centre of seat's draw pile with n seats (for
// tests that click).
func DrawPileCentre(n, seat int) (float64, float64) { return drawXY(n, seat) }

// SlapCardCentre returns the Slap Card's centre (for tests that click).
func SlapCardCentre() (float64, float64) { return centreX, centreY }

// drawLayers is how many backs show a draw pile's thickness; the top one
// is drawn up and left of the pile's centre by drawLift.
func drawLayers(draw int) int { return min(1+draw/10, 4) }

func drawLift(draw int) (float64, float64) {
	k := float64(max(drawLayers(draw), 1) - 1)
	return -1.5 * k, -2 * k
}

// noteBox is where a seat's shout of width w goes: centred under the seat's
// block (below the flipped pile's edges), where a person's key hint is,
// clear of every card.
func noteBox(n, seat int, w float64) rectangle {
	sx, sy := spot(n, seat)
	return rectangle{sx - w/2, sy + topK(n)*cardH/2 + pileDepth + 2, w, noteH}
}

const (
	noteH     = 22.0
	pileDepth = 10.0 // how far a flipped pile's edges show right and down
)

// SeatCentre returns the centre of seat's block (for tests).
func (t *Table) SeatCentre(seat int) (x, y float64) { return spot(t.n, t.place(seat)) }

// BannerBox returns the box of a two-line announcement under the Slap
// Card, and LessonBox the comparison panel's (x, y, w, h; for tests).
func BannerBox() [4]float64 {
	return [4]float64{centreX - bannerW/2, bannerY, bannerW, 2*bannerLine + bannerPad}
}
func LessonBox() [4]float64 { return [4]float64{lessonX, lessonY, lessonW, lessonH} }

// NameTop returns the top of seat's name line (for tests).
func (t *Table) NameTop(seat int) float64 { return nameY(t.n, t.place(seat)) }

// NoteBox returns the box seat's shout was last drawn in (x, y, w, h), and
// whether one was drawn.
func (t *Table) NoteBox(seat int) ([4]float64, bool) {
	b := t.noteBox[seat]
	return [4]float64{b.X, b.Y, b.W, b.H}, !b.empty()
}

// CardBoxes returns the box of every card place on the table (x, y, w, h):
// each seat's draw pile and flipped pile, and the Slap Card.
func (t *Table) CardBoxes() [][4]float64 {
	n, tk, dk := t.n, topK(t.n), drawK(t.n)
	out := [][4]float64{{centreX - slapK*cardW/2, centreY - slapK*cardH/2, slapK * cardW, slapK * cardH}}
	for seat := range n {
		px, py := pileXY(n, t.place(seat))
		dx, dy := drawXY(n, t.place(seat))
		out = append(out, [4]float64{px - tk*cardW/2, py - tk*cardH/2, tk*cardW + pileDepth, tk*cardH + pileDepth},
			[4]float64{dx - dk*cardW/2 - 6, dy - dk*cardH/2 - 8, dk*cardW + 6, dk*cardH + 8})
	}
	return out
}
