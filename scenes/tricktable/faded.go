package tricktable

import (
	"parlor/rules/cards"
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
