package spit

import "parlor/rules/cards"

// Predict returns the view as it will be once seat v.Seat's press a is
// applied, as far as the view alone can tell: the card leaves its slot
// and lands where it was sent; a card that a move turns face up stays
// face down until the game says what it is. It reports false for a press
// the view refuses, and for presses whose outcome only the game knows
// (a flip, a spit, a claim, a choice). A network table shows its own press at
// once with it; the game's next view corrects it.
func Predict(v View, a Action) (View, bool) {
	if v.Check(a) != nil {
		return v, false
	}
	me := v.me()
	switch a.Kind {
	case Play:
		var c cards.Card
		if v.Config.Short {
			c = me.Hand[a.From-1]
			me.Hand[a.From-1] = cards.None
			me.HandSize--
		} else {
			c = me.Stock[a.From-1].pop()
		}
		ce := &v.Centre[a.Side.index()]
		ce.Top, ce.Size = c, ce.Size+1
		me.Cards--
	case Move:
		c := me.Stock[a.From-1].pop()
		me.Stock[a.To-1] = PileView{NUp: 1, Up: [4]cards.Card{c}}
	case Stack:
		to := &me.Stock[a.To-1]
		if to.NUp == len(to.Up) {
			return v, false
		}
		c := me.Stock[a.From-1].pop()
		to.Up[to.NUp] = c
		to.NUp++
	case Spit:
		if a.Side != NoSide || v.Players[1-v.Seat].Ready {
			return v, false // the spit itself turns up unseen cards
		}
		me.Ready = true
	default:
		return v, false
	}
	return v, true
}

// pop takes the face-up top card off the slot.
func (p *PileView) pop() cards.Card {
	c := p.Up[p.NUp-1]
	p.Up[p.NUp-1] = cards.None
	p.NUp--
	return c
}
