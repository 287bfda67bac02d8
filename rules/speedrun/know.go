package speedrun

import "parlor/rules/engine"

// Know says what seats may know of e at the moment it happens
// (engine.Know), as View does. A deal shows each seat its own hand and
// nobody the 4 undealt cards (SR3: the hand's scoring shows them). Another
// seat's bid lies face down: the seats learn that it bid, and of a Redo,
// shown at once, that it is a Redo but not its target (SR4); a Pass is a
// face-down card like any contract. Everything else is public: trump and
// ranking, reveal decisions, plays, tricks, the hand's scoring (which
// shows every bid and card, SR3) and the end of the game.
func Know(e engine.Event, seats engine.SeatSet) (engine.Event, bool) {
	switch d := e.Data.(type) {
	case Dealt:
		e.Data = d.seenBy(seats)
	case Action:
		if d.Kind == KindBid && !seats.Has(e.Seat) {
			e.Data = PlaceBid(d.Bid.faceDown())
		}
	}
	return e, true
}

// seenBy returns the deal as seats see it: their own hands, every other
// hand and the undealt cards left empty (SR3).
func (d Dealt) seenBy(seats engine.SeatSet) Dealt {
	for i := range d.Hands {
		if !seats.Has(i) {
			d.Hands[i] = 0
		}
	}
	d.Hidden = 0
	return d
}

// faceDown returns the bid as the other seats see it when it is placed:
// a Redo card without its target (SR4), any other bid face down.
func (b Bid) faceDown() Bid {
	if b.Kind == BidRedo {
		return Bid{Kind: BidRedo}
	}
	return Bid{Kind: BidFaceDown}
}
