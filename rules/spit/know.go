package spit

import (
	"parlor/rules/cards"
	"parlor/rules/engine"
)

// Know is what a set of seats may know of an event as it happens
// (engine.Know). Presses, spits, turned-up cards and outcomes are public,
// as at a real table. A face-down card is known to nobody, all seats
// together included: the stock piles' hidden cards and the draw piles of
// a deal, the short version's spit cards, and the piles recycled (SP4,
// D8) or split (D7). A short version hand card is known to its holder
// alone. A hidden card shows as cards.None, so the piles keep the sizes
// the views show; the original event is never changed.
func Know(e engine.Event, seats engine.SeatSet) (engine.Event, bool) {
	switch d := e.Data.(type) {
	case Dealt:
		e.Data = d.seenBy(seats)
	case Recycled:
		e.Data = d.seen()
	case Split:
		e.Data = Split{First: d.First, Cards: [2][]cards.Card{hide(d.Cards[0], 0), hide(d.Cards[1], 0)}}
	case Drew:
		if !seats.Has(d.Seat) {
			d.Card = cards.None
			e.Data = d
		}
	}
	return e, true
}

// seenBy returns the deal as seats see it: each stock pile's top, the
// centre piles' tops and the hands of seats.
func (d Dealt) seenBy(seats engine.SeatSet) Dealt {
	out := Dealt{Round: d.Round}
	for seat := range 2 {
		if d.Stock[seat] != nil {
			out.Stock[seat] = make([][]cards.Card, len(d.Stock[seat]))
			for i, p := range d.Stock[seat] {
				out.Stock[seat][i] = hide(p, 1)
			}
		}
		out.Draw[seat] = hide(d.Draw[seat], 0)
		out.Hand[seat] = hide(d.Hand[seat], 0)
		if seats.Has(seat) {
			out.Hand[seat] = d.Hand[seat]
		}
		out.Side[seat] = hide(d.Side[seat], 0)
		out.Spit[seat] = hide(d.Spit[seat], 1)
	}
	return out
}

// seen returns the recycle as anyone sees it: the new centre piles' tops
// (short version), every pile dealt or turned face down hidden.
func (d Recycled) seen() Recycled {
	out := d
	for i := range 2 {
		out.Draw[i] = hide(d.Draw[i], 0)
		out.Side[i] = hide(d.Side[i], 0)
		out.Spit[i] = hide(d.Spit[i], 1)
	}
	return out
}

// hide returns a copy of cs with every card but the top show hidden
// (cards.None); nil stays nil.
func hide(cs []cards.Card, show int) []cards.Card {
	if cs == nil {
		return nil
	}
	out := make([]cards.Card, len(cs))
	for i := max(len(cs)-show, 0); i < len(cs); i++ {
		out[i] = cs[i]
	}
	return out
}
