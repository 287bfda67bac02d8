package spellcraft

import (
	"parlor/rules/cards"
	"parlor/rules/engine"
)

// Know is what seats may know of an event when it happens (engine.Know),
// never more than their Views show them then:
//
//   - a deal shows each of them its own hand and trump card; the other
//     hands and trump cards are hidden, who was dealt is not;
//   - a card drawn from the deck is seen by its drawer alone (decision 6);
//   - a bid is placed face down: the others learn that it is in
//     (decision 5) but see HiddenBid until the bids are shown (SC6), and
//     the "bids" outcome then shows every amount;
//   - everything else is public: the field, every other action (an
//     exchange lays its two cards face up on the field and takes a field
//     card or the deck top, decision 6), the showdown, which reveals every
//     hand and trump card (decision 7) as soon as it is shown, before the
//     black joker's target too, the payout and the end.
//
// Every event shows something (who was dealt, who drew, who bid), so ok is
// false only for an event Know does not know of: an event type added
// without a word here is kept from every seat rather than shown.
func Know(e engine.Event, seats engine.SeatSet) (engine.Event, bool) {
	switch d := e.Data.(type) {
	case Action:
		if d.Kind == KindBid && !seats.Has(e.Seat) {
			e.Data = HiddenBid
		}
	case Dealt:
		if hidesHands(d, seats) {
			e.Data = seenDeal(d, seats)
		}
	case Drawn:
		if !seats.Has(d.Seat) {
			d.Card = cards.None
			e.Data = d
		}
	case FieldLaid, BidsShown, ShowdownShown, ShowdownScored, PaidOut, GameOver:
	default:
		return engine.Event{}, false
	}
	return e, true
}

// hidesHands reports whether d deals a card or trump card to a seat not
// in seats.
func hidesHands(d Dealt, seats engine.SeatSet) bool {
	for i, h := range d.Hands {
		if h != 0 && !seats.Has(i) {
			return true
		}
	}
	for i, t := range d.Trumps {
		if t != cards.None && !seats.Has(i) {
			return true
		}
	}
	return false
}

// seenDeal returns d with only the hands and trump cards of seats, in new
// slices: d's are the log's.
func seenDeal(d Dealt, seats engine.SeatSet) Dealt {
	hands := make([]cards.Set, len(d.Hands))
	for i := range hands {
		if seats.Has(i) {
			hands[i] = d.Hands[i]
		}
	}
	var trumps []cards.Card
	if d.Trumps != nil {
		trumps = make([]cards.Card, len(d.Trumps))
		for i := range trumps {
			if seats.Has(i) {
				trumps[i] = d.Trumps[i]
			}
		}
	}
	d.Hands, d.Trumps = hands, trumps
	return d
}
