package stepstones

import "parlor/rules/engine"

// Know says what seats may know of e at the moment it happens
// (engine.Know), as View does: a deal shows each seat its own hand.
// Everything else is public: passes and bids are said aloud with their
// ranking and trump (SS2), every card is played face up, and a finished
// hand's summary shows who was dealt what only once every card has been
// played.
func Know(e engine.Event, seats engine.SeatSet) (engine.Event, bool) {
	if d, ok := e.Data.(Dealt); ok {
		if seen := d.seenBy(seats); seen != d {
			e.Data = seen
		}
	}
	return e, true
}

// seenBy returns the deal as seats see it: their own hands, every other
// hand left empty.
func (d Dealt) seenBy(seats engine.SeatSet) Dealt {
	for i := range d.Hands {
		if !seats.Has(i) {
			d.Hands[i] = 0
		}
	}
	return d
}
