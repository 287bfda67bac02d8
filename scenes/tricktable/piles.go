package tricktable

import (
	"fmt"
	"math"

	"parlor/assets"
	"parlor/rules/cards"
	"parlor/scenes/widget"
)

// Rect is a box on the screen, in logical pixels: what the table's cards
// and words take, so tests (and the table) can tell what lies where.
type Rect struct{ X0, Y0, X1, Y1 float64 }

// Empty reports whether r holds nothing.
func (r Rect) Empty() bool { return r.X1 <= r.X0 || r.Y1 <= r.Y0 }

// Union returns the box holding r and o.
func (r Rect) Union(o Rect) Rect {
	switch {
	case r.Empty():
		return o
	case o.Empty():
		return r
	}
	return Rect{min(r.X0, o.X0), min(r.Y0, o.Y0), max(r.X1, o.X1), max(r.Y1, o.Y1)}
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return !r.Empty() && !o.Empty() && r.X0 < o.X1 && o.X0 < r.X1 && r.Y0 < o.Y1 && o.Y0 < r.Y1
}

// Center returns r's middle.
func (r Rect) Center() (x, y float64) { return (r.X0 + r.X1) / 2, (r.Y0 + r.Y1) / 2 }

// poseRect is the box a card laid at p covers, turned as it lies.
func poseRect(p widget.Pose) Rect {
	s, c := math.Abs(math.Sin(p.Rot)), math.Abs(math.Cos(p.Rot))
	w, h := assets.CardW*p.Scale/2, assets.CardH*p.Scale/2
	hw, hh := c*w+s*h, s*w+c*h
	return Rect{p.X - hw, p.Y - hh, p.X + hw, p.Y + hh}
}

// pilePose is card k of the n-th trick seat has won, beside that seat.
func (t *Table) pilePose(seat, n, k int) widget.Pose { return pilePose(t.place(seat), n, k) }

// HandRect returns the box seat's hand covers where its cards are going
// (empty when it holds none).
func (t *Table) HandRect(seat int) Rect {
	var r Rect
	for _, c := range t.hands[seat] {
		r = r.Union(poseRect(t.sprites[c].Target()))
	}
	return r
}

// HiddenRect returns the box the undealt cards cover (empty when none).
func (t *Table) HiddenRect() Rect {
	var r Rect
	for _, c := range t.hidden {
		r = r.Union(poseRect(t.sprites[c].Target()))
	}
	return r
}

// TrickRect returns the box of the trick's card seat played (empty when
// none).
func (t *Table) TrickRect(seat int) Rect {
	if c := t.trick[seat]; c != cards.None {
		return poseRect(t.sprites[c].Target())
	}
	return Rect{}
}

// PileRect returns the box seat's won tricks and their count cover
// (empty before it wins one).
func (t *Table) PileRect(seat int) Rect {
	var r Rect
	for _, pile := range t.piles[seat] {
		for _, c := range pile {
			r = r.Union(poseRect(t.sprites[c].Target()))
		}
	}
	if !r.Empty() {
		r = r.Union(t.countRect(seat))
	}
	return r
}

// The count over a seat's won tricks.
const (
	countSize = 15.0
	countH    = 20.0
	countW    = 80.0 // room for "12 tricks"
)

// countRect is where seat's count is written: over its first trick, on
// the side toward the screen's edge.
func (t *Table) countRect(seat int) Rect {
	place := t.place(seat)
	x, y := PileOrigin(place)
	half := assets.CardW * pileScale / 2
	top := y - assets.CardH*pileScale/2 - countH - 6
	if place == 2 {
		return Rect{x + half - countW, top, x + half, top + countH}
	}
	return Rect{x - half, top, x - half + countW, top + countH}
}

// drawCounts writes over each seat's won tricks how many there are.
func (t *Table) drawCounts(c *widget.Canvas) {
	for seat := range Seats {
		n := len(t.piles[seat])
		if n == 0 {
			continue
		}
		s := fmt.Sprintf("%d tricks", n)
		if n == 1 {
			s = "1 trick"
		}
		r := t.countRect(seat)
		x, align := r.X0, widget.AlignLeft
		if t.place(seat) == 2 {
			x, align = r.X1, widget.AlignRight
		}
		c.Text(s, countSize, true, x, r.Y0, widget.Cream, align)
	}
}

// TextRect is the box of a block of lines w wide and h tall whose first
// line starts at (x, y), aligned as align says.
func TextRect(x, y, w, h float64, align widget.Align) Rect {
	switch align {
	case widget.AlignRight:
		x -= w
	case widget.AlignCenter:
		x -= w / 2
	}
	return Rect{x, y, x + w, y + h}
}
