package tricktable

import (
	"parlor/assets"
	"parlor/rules/cards"
	"parlor/scenes/widget"
)

// SetCardZoom sets the size of seat 0's cards (Settings.CardZoom: 1 is
// standard, up to 1.5) and moves every card to its place at that size. The
// hand grows upward from its bottom edge, the trick grows a little and
// draws together (the won tricks lie clear of the largest hand: they stay);
// what a game draws between the trick and the hand follows HandRise and
// NoteY.
func (t *Table) SetCardZoom(zoom float64, dt func(float64) float64) {
	zoom = min(1.5, max(1, zoom))
	if zoom == t.zoom {
		return
	}
	t.zoom = zoom
	t.Relayout(dt)
	for seat, c := range t.trick {
		if c != cards.None {
			t.sprites[c].MoveTo(t.trickPose(seat), dt(12), 0)
		}
	}
}

// CardZoom returns the size of seat 0's cards (1 is standard).
func (t *Table) CardZoom() float64 { return t.zoom }

// HandRise is how much higher the top of seat 0's hand lies than at the
// standard card size: what a game draws just above the hand moves up by it.
func (t *Table) HandRise() float64 { return assets.CardH * (t.zoom - 1) }

// NoteY is the top of the line under the trick (the trick's number, a
// message): clear of the trick's lowest card and of the lifted hand.
func (t *Table) NoteY() float64 { return 446 - 56*(t.zoom-1) }

// trickPose is TrickPose at the table's card size: larger cards, seat 0's
// nearer the others' so the larger hand has room below.
func (t *Table) trickPose(seat int) widget.Pose {
	p := TrickPose(t.place(seat))
	g := t.zoom - 1
	p.Scale += 0.2 * g
	switch t.place(seat) {
	case 0:
		p.Y -= 40 * g
	case 1:
		p.X -= 20 * g
	case 2:
		p.X += 20 * g
	}
	return p
}
