package spitui

import "parlor/rules/cards"

// news is what the events read since the sprites were last laid out say
// happened: where each card that comes into view comes from, and what
// landed on and left each centre pile, in order. The sprites are laid out
// from the current view; news only says how they got there, so no card
// appears from nowhere.
type news struct {
	dealt   bool // a round was dealt: the piles fly out of the draw piles
	instant bool // lay out at once, nothing flies (a jump in a replay, an undo)
	from    [64]origin
	centre  [2][]pileOp // each centre pile's changes, in order
}

// originKind is where a card coming into view starts.
type originKind uint8

const (
	inPlace  originKind = iota // a face-down stock card turned up where it lies
	fromDraw                   // a seat's draw pile
	fromSide                   // the short version's spit cards beside a centre pile
	fromSlot                   // a seat's hand slot, its card unseen until played
)

// origin is where a card coming into view starts, face down.
type origin struct {
	set  bool
	kind originKind
	seat int // fromDraw, fromSlot: whose; fromSide: which centre pile's
	slot int // fromSlot: 1-based
}

// toSide is the destination of a centre pile's cards turned over as the
// short version's new spit cards (D8): the spit cards beside it.
const toSide = -1

// pileOp is one change of a centre pile: a card landing on it, or its
// cards leaving.
type pileOp struct {
	leave   bool
	to      int  // leave: the seat whose draw pile the cards go to, or toSide
	keepTop bool // leave: the top card stays (SP4)
	landing
}

// landing is a card landing on a centre pile: the card when the event
// names it, else the seat and slot it was played from.
type landing struct {
	card       cards.Card
	seat, slot int
	from       origin // where it comes from when it is not in view already
}

// comes says where card c, coming into view, comes from.
func (n *news) comes(c cards.Card, o origin) {
	if c != cards.None && int(c) < len(n.from) {
		o.set = true
		n.from[c] = o
	}
}

// land says a card landed on centre pile side.
func (n *news) land(side int, l landing) {
	n.centre[side] = append(n.centre[side], pileOp{landing: l})
}

// leave says centre pile side's cards (all, or all but the top) went to
// seat to's draw pile, or to the spit cards beside it (toSide).
func (n *news) leave(side, to int, keepTop bool) {
	n.centre[side] = append(n.centre[side], pileOp{leave: true, to: to, keepTop: keepTop})
}
