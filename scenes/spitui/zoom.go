package spitui

import "parlor/scenes/widget"

// layout is the table's geometry at the player's card size
// (Settings.CardZoom). The bottom player's stock and draw piles grow by
// zoom and the centre piles by a fifth as much; the bottom row spreads out
// and moves right of its panel, and the centre band rises, so every gap
// the table writes in keeps its height. The top row keeps the standard
// size: at 150% both rows and the middle would not fit 720 pixels. At
// zoom 1 it is the layout of the constants in layout.go (std), which the
// rules page's picture draws. flip puts seat 1 at the bottom: a person
// playing seat 1 across a network sees their own cards where seat 0's
// lie on a shared screen, and presses with Player 1's keys.
type layout struct {
	zoom float64
	flip bool
}

var std = layout{zoom: 1}

// top reports whether seat sits at the top of the screen.
func (l layout) top(seat int) bool { return (seat == 1) != l.flip }

// bottom is the seat at the bottom of the screen.
func (l layout) bottom() int {
	if l.flip {
		return 1
	}
	return 0
}

// toward returns +1 for the bottom seat (down the screen, toward the
// player) and -1 for the top one, so fans open toward whoever owns the
// pile.
func (l layout) toward(seat int) float64 {
	if l.top(seat) {
		return -1
	}
	return 1
}

// backOffset is how far up (toward the middle) the k-th face-down card of
// seat's pile sits, so a pile looks as thick as it is.
func (l layout) backOffset(seat, k int) float64 { return -l.toward(seat) * backStep * float64(k) }

// grow is how far past the standard size the cards are (0 to 0.5).
func (l layout) grow() float64 { return l.zoom - 1 }

// k is the scale of seat's stock and draw-pile cards.
func (l layout) k(seat int) float64 {
	if l.top(seat) {
		return cardK
	}
	return cardK * l.zoom
}

// size is the size of seat's stock and draw-pile cards.
func (l layout) size(seat int) (w, h float64) {
	r := l.k(seat) / cardK
	return cardW * r, cardH * r
}

// centreK is the scale of the centre piles' cards (and the spit cards
// beside them in the short version).
func (l layout) centreK() float64 { return cardK * (1 + 0.2*l.grow()) }

// centreSize is the size of a centre pile's card.
func (l layout) centreSize() (w, h float64) {
	r := l.centreK() / cardK
	return cardW * r, cardH * r
}

func (l layout) centreY() float64 { return centreY - 30*l.grow() }

// rowY returns a seat's stock row.
func (l layout) rowY(seat int) float64 {
	if l.top(seat) {
		return rowY1
	}
	return rowY0 + 24*l.grow()
}

// gap is the distance between the centres of seat's slots: wide enough
// that the slots' click areas (a card's width and 8 px each side) never
// meet.
func (l layout) gap(seat int) float64 {
	if l.top(seat) {
		return slotGap
	}
	return slotGap + 36*l.grow()
}

// rowX is the centre of seat's row: the bottom row moves right as it
// widens, clear of the bottom player's panel.
func (l layout) rowX(seat int) float64 {
	if l.top(seat) {
		return widget.ScreenW / 2
	}
	return widget.ScreenW/2 + 60*l.grow()
}

// slotXY is the centre of seat's slot i (0-based) when the row has n slots.
func (l layout) slotXY(seat, i, n int) (float64, float64) {
	return l.rowX(seat) + (float64(i)-float64(n-1)/2)*l.gap(seat), l.rowY(seat)
}

// drawXY is where a seat's draw pile lies: right of the bottom row, left
// of the top row, so the table is symmetric under a half turn.
func (l layout) drawXY(seat int) (float64, float64) {
	if l.top(seat) {
		return widget.ScreenW/2 - 3*slotGap - 40, rowY1
	}
	return l.rowX(seat) + 3*l.gap(seat) + 40, l.rowY(seat)
}

// centreXY is the centre of centre pile side (0 = L, 1 = R).
func (l layout) centreXY(side int) (float64, float64) {
	if side == 1 {
		return centreRX, l.centreY()
	}
	return centreLX, l.centreY()
}

// sidePileXY is the short version's pile of spit cards beside centre pile
// side.
func (l layout) sidePileXY(side int) (float64, float64) {
	if side == 1 {
		return sideRX, l.centreY()
	}
	return sideLX, l.centreY()
}

// bandLeft is the left end of what lies in the centre band: the left
// centre pile with room for its key, or in the short version the spit
// cards beside it. bandRight is the right end of the right centre pile
// with its key.
func (l layout) bandLeft(short bool) float64 {
	w, _ := l.centreSize()
	if short {
		return sideLX - w/2 - 12
	}
	return centreLX - w/2 - bandKeyRoom
}

func (l layout) bandRight() float64 {
	w, _ := l.centreSize()
	return centreRX + w/2 + bandKeyRoom
}

// bandKeyRoom is the room beside a centre pile for its key (drawCentre).
const bandKeyRoom = 70

// stockPose is where face-up card k of seat's pile i lies, over down
// face-down cards.
func (l layout) stockPose(seat, i, n, down, k int) widget.Pose {
	x, y := l.slotXY(seat, i, n)
	y += l.backOffset(seat, min(down, maxBacks))
	y += l.toward(seat) * upStep * l.k(seat) / cardK * float64(k)
	return widget.Pose{X: x, Y: y, Scale: l.k(seat), FaceUp: true}
}

// promptY is the top of the prompt, just under the centre piles.
func (l layout) promptY() float64 {
	_, h := l.centreSize()
	return l.centreY() + h/2 + 8
}

// msgY is the top of seat's message box: seat 0's under the prompt and
// above seat 0's highest card, seat 1's under seat 1's lowest card.
func (l layout) msgY(seat int) float64 {
	if l.top(seat) {
		return msgY1
	}
	return l.promptY() + promptH + 6
}

// slotArea is where a click picks the bottom seat's slot i of n: the card, 8 px
// either side, 20 above it (a lifted card) and 60 below (stacked face-up
// cards fan downward). gap keeps neighbouring areas apart.
func (l layout) slotArea(i, n int) box {
	x, y := l.slotXY(l.bottom(), i, n)
	w, h := l.size(l.bottom())
	return box{x - w/2 - 8, y - h/2 - 20, w + 16, h + 80}
}

// has reports whether (x, y) is in b.
func (b box) has(x, y float64) bool { return x >= b.X && x <= b.X+b.W && y >= b.Y && y <= b.Y+b.H }

// SlotArea returns where a click picks your slot i (0-based) of n at the
// table's card size (x, y, w, h), for tests.
func (t *Table) SlotArea(i, n int) [4]float64 {
	b := t.lay.slotArea(i, n)
	return [4]float64{b.X, b.Y, b.W, b.H}
}

// CardZoom returns the card size the table is laid out for.
func (t *Table) CardZoom() float64 { return t.lay.zoom }

// relayout moves the table to card size zoom when the setting has changed
// (in Settings, under the pause menu): the piles' places, then every card.
func (t *Table) relayout(zoom float64) {
	if zoom == t.lay.zoom {
		return
	}
	t.lay = layout{zoom: zoom, flip: t.lay.flip}
	fr := t.cards.frames(t)
	n := slots(t.view.Config)
	for seat := range 2 {
		for i := range n {
			x, y := t.lay.slotXY(seat, i, n)
			a := &t.cards.anchor[seat][i]
			a[0].Start(x, fr, 0, widget.EaseInOut)
			a[1].Start(y, fr, 0, widget.EaseInOut)
		}
	}
	t.cards.sync(t, &news{})
}
