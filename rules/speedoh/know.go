package speedoh

import "parlor/rules/engine"

// Know is what a set of seats may know of an event as it happens
// (engine.Know). Every flip, press and settlement is public: the rulebook
// keeps all piles in view of each player, and a card is flipped so that
// nobody sees it first. A face-down card is known to nobody, all seats
// together included: the draw piles dealt (G2) and the flipped piles
// turned over, shuffled, as new draw piles (D12). A hidden card shows as
// None, so the piles keep the sizes the views show; the original event is
// never changed.
func Know(e engine.Event, _ engine.SeatSet) (engine.Event, bool) {
	switch d := e.Data.(type) {
	case Dealt:
		e.Data = Dealt{Dealer: d.Dealer, First: d.First, Draw: hidden(d.Draw)}
	case TurnedOver:
		e.Data = TurnedOver{Draw: hidden(d.Draw)}
	}
	return e, true
}

// hidden returns piles of None as long as the piles of css.
func hidden(css [][]Card) [][]Card {
	out := make([][]Card, len(css))
	for i, cs := range css {
		out[i] = make([]Card, len(cs))
	}
	return out
}
