package tricktable

import (
	"parlor/rules/cards"
	"parlor/scenes/widget"
)

// CollectFaded sends the trick to winner's pile like Collect, but the pile
// is drawn faded: the trick was won yet does not count for the winner's
// score (Stepping Stones' Win Last 6, whose first six tricks are set aside,
// SS4). The pile still shows, so the trick count stays readable.
func (t *Table) CollectFaded(winner int, dt func(float64) float64) {
	for seat := range Seats {
		if c := t.trick[seat]; c != cards.None {
			t.faded = t.faded.With(c)
		}
	}
	t.Collect(winner, dt)
}

// LiftBy is how far LiftLegal raises a playable card out of the fan.
const LiftBy = 18.0

// LiftLegal marks s as seat 0's playable cards, like SetLegal, and also
// raises them out of the fan so the choice reads at a glance; LiftLegal(0)
// (or seat 0 playing a card) lowers them again.
func (t *Table) LiftLegal(s cards.Set, dt func(float64) float64) {
	t.legal = s
	if s != t.lifted {
		t.lifted = s
		t.Relayout(dt)
	}
}

// pileSpot overrides where one seat's won tricks go.
type pileSpot struct {
	set    bool
	x, y   float64
	perRow int
}

// SetPileOrigin moves the won-trick piles of the seat at place (0 the
// bottom, 1 left, 2 right) to start at (x, y), perRow
// piles to a row, for a game whose table needs the room elsewhere (Stepping
// Stones deals every card, so the opponents' hands are full). Seats never
// set keep the default places of PileOrigin.
func (t *Table) SetPileOrigin(place int, x, y float64, perRow int) {
	t.spots[place] = pileSpot{set: true, x: x, y: y, perRow: max(1, perRow)}
}

func (t *Table) pilePose(seat, n, k int) widget.Pose {
	sp := t.spots[t.place(seat)]
	if !sp.set {
		// Larger cards raise the hand's top: the piles beside it rise
		// more, so at least their first row stays clear of it.
		p := pilePose(t.place(seat), n, k)
		p.Y -= 1.6 * t.HandRise()
		return p
	}
	col, row := n%sp.perRow, n/sp.perRow
	return widget.Pose{X: sp.x + float64(col)*34 + float64(k)*2, Y: sp.y + float64(row)*44 - float64(k)*2,
		Rot: 0.08 * float64(k-1), Scale: 0.42}
}
