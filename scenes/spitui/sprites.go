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

// sprites is every face-up card on the table. The engine's view is the
// truth; each Update, sync works out where every visible card should be and
// sends its sprite there. Face-down cards are not sprites: the views never
// say what they are, so they are drawn as counted stacks of backs.
type sprites struct {
	sp      [64]*widget.Sprite
	live    [64]bool
	owner   [64]int     // seat the card was last with, for where it goes when it leaves
	leaving [64]float64 // frames until a departing card is hidden
	centre  [2][]cards.Card
	order   []*widget.Sprite
	seq     int
	flight  [64]int // sequence of the card's latest flight: later flights draw on top

	// Each stock (or hand) slot's anchor, so a dealt pile of backs flies
	// from the draw pile together with its top card.
	anchor [2][spit.MaxPiles][2]widget.Tween
}

func (s *sprites) init() {
	for c := range s.sp {
		s.sp[c] = widget.NewSprite(nil, widget.Pose{Scale: cardK})
		s.sp[c].ID = c
		s.sp[c].Hidden = true
	}
}

func (s *sprites) frames(t *Table) float64 {
	return min(10, max(6, flyFrames/t.ctx.Dt()))
}

// sync sends every sprite toward where the current view puts its card.
func (s *sprites) sync(t *Table, newRound bool) {
	v, p := &t.view, &t.prev
	var want [64]bool
	var pose [64]widget.Pose
	var z [64]int
	n := slots(v.Config)
	fr := s.frames(t)
	if newRound {
		s.deal(t, n, fr)
	}
	for seat := range 2 {
		pv := &v.Players[seat]
		for i := range n {
			if v.Config.Short {
				if c := pv.Hand[i]; c != cards.None {
					x, y := t.lay.slotXY(seat, i, n)
					want[c], pose[c], z[c] = true, widget.Pose{X: x, Y: y, Scale: t.lay.k(seat), FaceUp: true}, seat*100+i*10
					s.owner[c] = seat
				}
				continue
			}
			st := &pv.Stock[i]
			for k := range st.NUp {
				c := st.Up[k]
				want[c], pose[c], z[c] = true, t.lay.stockPose(seat, i, n, st.Down, k), seat*100+i*10+k
				s.owner[c] = seat
			}
		}
	}
	for side := range 2 {
		s.syncCentre(t, side, fr)
		cx, cy := t.lay.centreXY(side)
		for k, c := range s.centre[side] {
			want[c] = true
			pose[c] = widget.Pose{X: cx + float64(k)*1.5, Y: cy - float64(k)*1.5, Rot: jitter(int(c)), Scale: t.lay.centreK(), FaceUp: true}
			z[c] = 1000 + k
		}
	}
	for c := range 64 {
		sp := s.sp[c]
		switch {
		case want[c]:
			delay := 0.0
			if !s.live[c] || s.leaving[c] > 0 {
				o, d := s.origin(t, cards.Card(c), pose[c], newRound, p, v)
				if !s.live[c] {
					sp.Place(o)
				}
				delay = d
				s.live[c], s.leaving[c], sp.Hidden = true, 0, false
			}
			sp.Z = z[c]
			if t.drag.on && t.cards.dragged(t) == cards.Card(c) {
				continue
			}
			if tg := sp.Target(); tg != pose[c] {
				s.seq++
				s.flight[c] = s.seq
				sp.MoveTo(pose[c], fr, delay)
			}
		case s.live[c] && s.leaving[c] == 0:
			// Gone from the view without the centre logic sending it: a
			// stock card gathered at a round's end goes to its owner.
			s.leave(t, cards.Card(c), s.owner[c], fr)
		}
	}
}

// syncCentre updates the cards shown on centre pile side. A new top is
// added; a pile that shrank (claimed, recycled) sends its cards away.
func (s *sprites) syncCentre(t *Table, side int, fr float64) {
	v := &t.view
	top, size := v.Centre[side].Top, v.Centre[side].Size
	list := s.centre[side]
	dest := t.pileDest(side)
	if top == cards.None {
		for _, c := range list {
			s.leave(t, c, dest, fr)
		}
		s.centre[side] = list[:0]
		return
	}
	if len(list) == 0 || list[len(list)-1] != top {
		if i := slices.Index(list, top); i >= 0 {
			for _, c := range list[i+1:] {
				s.leave(t, c, dest, fr)
			}
			list = list[:i+1]
		} else {
			list = append(list, top)
		}
	}
	for len(list) > min(size, centreShown) {
		c := list[0]
		if size >= len(list) {
			s.sp[c].Hidden, s.live[c] = true, false // buried under newer cards
		} else {
			s.leave(t, c, dest, fr)
		}
		list = append(list[:0], list[1:]...)
	}
	s.centre[side] = list
}

// pileDest is the seat whose draw pile centre pile side's cards go to when
// it empties or shrinks: whoever took it at a round's end, else (SP4
// recycle) the pile's own side.
func (t *Table) pileDest(side int) int {
	seat := side
	if t.view.Round != t.round || t.view.Phase == spit.PhaseOver {
		for s, took := range t.last.Took {
			if took == sideOf(side) {
				seat = s
			}
		}
	}
	return seat
}

// leave sends c face down to seat's draw pile, then hides it.
func (s *sprites) leave(t *Table, c cards.Card, seat int, fr float64) {
	sp := s.sp[c]
	s.seq++
	s.flight[c] = s.seq
	x, y := t.lay.drawXY(seat)
	sp.MoveTo(widget.Pose{X: x, Y: y, Scale: t.lay.k(seat)}, fr+4, 0)
	s.leaving[c] = fr + 4
}

// origin is where a card that just came into view starts (face down), and
// its delay: from its draw pile when dealt, in place when a face-down stock
// card is turned up, from the draw pile (or the short version's spit cards)
// when spat.
func (s *sprites) origin(t *Table, c cards.Card, to widget.Pose, newRound bool, p, v *spit.View) (widget.Pose, float64) {
	down := func(x, y, k float64) widget.Pose { return widget.Pose{X: x, Y: y, Scale: k} }
	fromDraw := func(seat int) widget.Pose {
		x, y := t.lay.drawXY(seat)
		return down(x, y, t.lay.k(seat))
	}
	seat, slot, onStock := t.whereInView(c)
	if newRound && onStock {
		return fromDraw(seat), float64(slot)*dealStagger + float64(seat)
	}
	if onStock {
		if v.Config.Short {
			return fromDraw(seat), 0
		}
		return down(to.X, to.Y, to.Scale), 0 // a face-down card turned up where it lies
	}
	side := 0
	if to.X > widget.ScreenW/2 {
		side = 1
	}
	if v.Config.Short {
		if v.Side[side] < p.Side[side] || v.Side[1-side] < p.Side[1-side] {
			x, y := t.lay.sidePileXY(side)
			return down(x, y, t.lay.centreK()), 0
		}
		// An opponent's hidden hand card, played.
		x, y := t.lay.slotXY(1, 1, spit.HandSize)
		return down(x+t.lay.gap(1)/2, y, t.lay.k(1)), 0
	}
	d0, d1 := v.Players[0].Draw < p.Players[0].Draw, v.Players[1].Draw < p.Players[1].Draw
	from := side // D1: each spits onto their own pile
	if d0 != d1 {
		from = 1
		if d0 {
			from = 0
		}
	}
	return fromDraw(from), 0
}

// whereInView finds a card on the stock (or hand) rows of the view.
func (t *Table) whereInView(c cards.Card) (seat, slot int, ok bool) {
	v := &t.view
	for seat := range 2 {
		pv := &v.Players[seat]
		for i := range slots(v.Config) {
			if v.Config.Short {
				if pv.Hand[i] == c {
					return seat, i, true
				}
				continue
			}
			st := &pv.Stock[i]
			for k := range st.NUp {
				if st.Up[k] == c {
					return seat, i, true
				}
			}
		}
	}
	return 0, 0, false
}

// deal starts each slot's anchor from the draw pile, so the piles of backs
// fly out with their top cards at a round's start.
func (s *sprites) deal(t *Table, n int, fr float64) {
	for seat := range 2 {
		dx, dy := t.lay.drawXY(seat)
		for i := range n {
			x, y := t.lay.slotXY(seat, i, n)
			delay := float64(i)*dealStagger + float64(seat)
			a := &s.anchor[seat][i]
			a[0].Set(dx)
			a[1].Set(dy)
			a[0].Start(x, fr, delay, widget.EaseInOut)
			a[1].Start(y, fr, delay, widget.EaseInOut)
		}
	}
}

// animate steps every sprite and hides departed cards.
func (s *sprites) animate(t *Table, dt float64) {
	_ = dt // flights are fixed at 6-10 frames whatever the speed setting (see frames)
	for seat := range 2 {
		for i := range s.anchor[seat] {
			s.anchor[seat][i][0].Step(1)
			s.anchor[seat][i][1].Step(1)
		}
	}
	if t.drag.on {
		if c := s.dragged(t); c != cards.None {
			mx, my := t.ctx.In.Cursor()
			sp := s.sp[c]
			sp.Place(widget.Pose{X: mx - t.drag.dx, Y: my - t.drag.dy, Scale: t.lay.k(0) * 1.06, FaceUp: true})
		}
	}
	hl := t.highlights()
	s.order = s.order[:0]
	for c := range 64 {
		if !s.live[c] {
			continue
		}
		sp := s.sp[c]
		sp.Face = t.ctx.Art.Face(cards.Standard52, cards.Card(c))
		sp.Highlight = hl.Has(cards.Card(c))
		sp.Hover = t.lifted(cards.Card(c))
		sp.Update(1)
		if s.leaving[c] > 0 {
			s.leaving[c]--
			if s.leaving[c] <= 0 {
				s.leaving[c] = 0
				s.live[c] = false
				sp.Hidden = true
				continue
			}
		}
		s.order = append(s.order, sp)
	}
	drag := s.dragged(t)
	slices.SortStableFunc(s.order, func(a, b *widget.Sprite) int { return s.rank(a, drag) - s.rank(b, drag) })
}

// rank orders drawing: resting cards by their place, flying cards above
// them in the order they took off, the dragged card above all.
func (s *sprites) rank(sp *widget.Sprite, drag cards.Card) int {
	switch {
	case drag != cards.None && sp.ID == int(drag):
		return 1 << 30
	case sp.Moving() || s.leaving[sp.ID] > 0:
		return 1<<20 + s.flight[sp.ID]
	}
	return sp.Z
}

// dragged returns the card being dragged, or None.
func (s *sprites) dragged(t *Table) cards.Card {
	if !t.drag.on {
		return cards.None
	}
	return t.topCard(0, t.drag.slot)
}

// topCard returns the face-up top card of seat's slot (1-based) in the
// view, or None.
func (t *Table) topCard(seat, slot int) cards.Card {
	v := &t.view
	if slot < 1 || slot > slots(v.Config) {
		return cards.None
	}
	if v.Config.Short {
		return v.Players[seat].Hand[slot-1]
	}
	c, _ := v.Players[seat].Stock[slot-1].Top()
	return c
}

// topPos is where the top card of seat 0's slot is drawn now.
func (s *sprites) topPos(t *Table, slot int) (float64, float64) {
	if c := t.topCard(0, slot); c != cards.None {
		return s.sp[c].Pos()
	}
	return t.lay.slotXY(0, slot-1, slots(t.view.Config))
}

// lifted reports whether c is a selected card: it lifts off its pile.
func (t *Table) lifted(c cards.Card) bool {
	for seat := range 2 {
		if t.human[seat] && t.ui[seat].sel > 0 && t.topCard(seat, t.ui[seat].sel) == c {
			return true
		}
	}
	return false
}

// highlights returns the cards that get the gold rim: a person's selected
// card, and each card of a person's that fits a centre pile now (DESIGN:
// legal cards are highlighted). The engine's Check decides what fits.
func (t *Table) highlights() cards.Set {
	var set cards.Set
	for seat := range 2 {
		if !t.human[seat] {
			continue
		}
		if c := t.topCard(seat, t.ui[seat].sel); c != cards.None {
			set |= c.Bit()
		}
		if t.view.Phase != spit.PhasePlay {
			continue
		}
		v := t.st.View(seat)
		for i := 1; i <= slots(v.Config); i++ {
			c := t.topCard(seat, i)
			if c != cards.None && (v.Check(spit.PlayCard(i, spit.Left)) == nil || v.Check(spit.PlayCard(i, spit.Right)) == nil) {
				set |= c.Bit()
			}
		}
	}
	return set
}
