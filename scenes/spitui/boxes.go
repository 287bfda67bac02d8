package spitui

import "math"

// Where the table draws its words and its cards, so tests can check that
// nothing the table says ever covers a card.

// MessageBox returns the box seat's message was last drawn in, and whether
// one was drawn.
func (t *Table) MessageBox(seat int) (x, y, w, h float64, ok bool) {
	b := t.msgBox[seat&1]
	return b.X, b.Y, b.W, b.H, !b.empty()
}

// Banner returns the shout the middle of the table shows ("Spit!") and
// the box of its letters as last drawn; ok is false when none shows.
func (t *Table) Banner() (text string, x, y, w, h float64, ok bool) {
	b := t.bannerBox
	return t.banner, b.X, b.Y, b.W, b.H, !b.empty()
}

// Countdown returns the countdown number the middle of the table shows
// (3, 2, 1), or 0 when none shows.
func (t *Table) Countdown() int { return t.view.CountdownSeconds() }

// DealtRound returns the round whose deal the table has shown: between
// two rounds, the one that ended until its board has closed.
func (t *Table) DealtRound() int { return t.round }

// Prompt returns what the table waits for, as the middle of the table
// says it ("" when it waits for nothing in particular).
func (t *Table) Prompt() string { return t.prompt() }

// PromptBox returns the box the prompt was last drawn in, and whether one
// was drawn.
func (t *Table) PromptBox() (x, y, w, h float64, ok bool) {
	b := t.promptBox
	return b.X, b.Y, b.W, b.H, !b.empty()
}

// CardBoxes returns the boxes of every card drawn now: the face-up cards
// where they are (a tilted card by the box around it, a selected card
// lifted), and the stacks of backs on the stock, draw and spit-card piles.
func (t *Table) CardBoxes() [][4]float64 {
	var out [][4]float64
	add := func(b box) { out = append(out, [4]float64{b.X, b.Y, b.W, b.H}) }
	for _, sp := range t.cards.order {
		if sp.Hidden {
			continue
		}
		x, y := sp.Pos()
		p := sp.Target()
		k := p.Scale / cardK
		w, h := cardW*k, cardH*k
		c, s := math.Abs(math.Cos(p.Rot)), math.Abs(math.Sin(p.Rot))
		bw, bh := w*c+h*s, w*s+h*c
		add(box{x - bw/2, y - bh/2, bw, bh})
	}
	v := &t.view
	n := slots(v.Config)
	for seat := range 2 {
		pv := &v.Players[seat]
		w, h := t.lay.size(seat)
		for i := range n {
			a := &t.cards.anchor[seat][i]
			ax, ay := a[0].Value(), a[1].Value()
			backs := 0
			switch {
			case v.Config.Short && t.handHidden(seat) && i < pv.HandSize:
				backs = 1
			case !v.Config.Short:
				backs = min(pv.Stock[i].Down, maxBacks)
			}
			for k := range backs {
				add(cardBox(ax, ay+t.lay.backOffset(seat, k), w, h))
			}
		}
		if pv.Draw > 0 {
			x, y := t.lay.drawXY(seat)
			for k := range min(maxBacks, (pv.Draw+3)/4) {
				add(cardBox(x, y+t.lay.backOffset(seat, k), w, h))
			}
		}
	}
	if v.Config.Short {
		w, h := t.lay.centreSize()
		for side := range 2 {
			x, y := t.lay.sidePileXY(side)
			for k := range min(maxBacks, v.Side[side]) {
				add(cardBox(x, y-float64(k)*backStep, w, h))
			}
		}
	}
	return out
}

// cardBox is the box of a w x h card centred on (cx, cy).
func cardBox(cx, cy, w, h float64) box { return box{cx - w/2, cy - h/2, w, h} }
