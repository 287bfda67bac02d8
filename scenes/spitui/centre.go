package spitui

import (
	"slices"

	"parlor/rules/cards"
	"parlor/rules/spit"
	"parlor/scenes/widget"
)

// centreShown is how many cards of a centre pile are drawn: the top and a
// few under it, tilted, so the pile reads as a pile.
const centreShown = 4

// syncCentre plays centre pile side's changes (n) on the cards it shows,
// then makes sure it shows the view's top card. A card that landed comes
// from where its event says when it was not in view; cards that left fly
// to whoever took them.
func (s *sprites) syncCentre(t *Table, side int, n *news, fr float64) {
	v := &t.view
	list := s.centre[side]
	ops := n.centre[side]
	for i, op := range ops {
		if op.leave {
			keep := 0
			if op.keepTop && len(list) > 0 {
				keep = 1
			}
			for _, c := range list[:len(list)-keep] {
				s.leaveTo(t, c, op.to, side, fr)
			}
			list = append(list[:0], list[len(list)-keep:]...)
			continue
		}
		c := op.card
		switch {
		case c != cards.None:
		case i == len(ops)-1: // the pile's last change: the card on top now
			c = v.Centre[side].Top
		case op.slot >= 1 && op.slot <= spit.MaxPiles:
			c = s.top[op.seat][op.slot-1]
		}
		if c == cards.None || slices.Contains(list, c) {
			continue
		}
		list = append(list, c)
		if !n.from[c].set {
			n.comes(c, op.from)
		}
	}
	top, size := v.Centre[side].Top, v.Centre[side].Size
	switch i := slices.Index(list, top); {
	case top == cards.None:
		for _, c := range list {
			s.leave(t, c, side, fr)
		}
		list = list[:0]
	case i < 0: // laid out as the table opens
		list = append(list, top)
		if !n.from[top].set {
			n.comes(top, t.centreOrigin(side))
		}
	default:
		for _, c := range list[i+1:] {
			s.leave(t, c, side, fr)
		}
		list = list[:i+1]
	}
	for len(list) > min(size, centreShown) {
		c := list[0]
		if size >= len(list) {
			s.sp[c].Hidden, s.live[c] = true, false // buried under newer cards
		} else {
			s.leave(t, c, side, fr)
		}
		list = append(list[:0], list[1:]...)
	}
	s.centre[side] = list
}

// leaveTo sends centre pile side's card c to seat to's draw pile, or to
// the spit cards beside the pile (toSide).
func (s *sprites) leaveTo(t *Table, c cards.Card, to, side int, fr float64) {
	if to != toSide {
		s.leave(t, c, to, fr)
		return
	}
	x, y := t.lay.sidePileXY(side)
	s.fly(c, widget.Pose{X: x, Y: y, Scale: t.lay.centreK()}, fr)
}

// leave sends c face down to seat's draw pile, then hides it.
func (s *sprites) leave(t *Table, c cards.Card, seat int, fr float64) {
	x, y := t.lay.drawXY(seat)
	s.fly(c, widget.Pose{X: x, Y: y, Scale: t.lay.k(seat)}, fr)
}

// fly sends c, leaving the table, face down to p, then hides it.
func (s *sprites) fly(c cards.Card, p widget.Pose, fr float64) {
	s.seq++
	s.flight[c] = s.seq
	s.sp[c].MoveTo(p, fr+4, 0)
	s.leaving[c] = fr + 4
}
