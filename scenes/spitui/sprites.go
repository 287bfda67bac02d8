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

// sprites is every face-up card on the table. Each Update, sync lays the
// cards out where the current view puts them and sends each sprite there;
// a card that comes into view starts where the events say it came from
// (news). Face-down cards are not sprites: the views never say what they
// are, so they are drawn as counted stacks of backs.
type sprites struct {
	sp      [64]*widget.Sprite
	live    [64]bool
	owner   [64]int     // seat the card was last with, for where it goes when it leaves
	leaving [64]float64 // frames until a departing card is hidden
	centre  [2][]cards.Card
	order   []*widget.Sprite
	seq     int
	flight  [64]int // sequence of the card's latest flight: later flights draw on top

	// top is the face-up card each stock (or hand) slot shows, as laid
	// out: the card a play from that slot sends to a centre pile.
	top [2][spit.MaxPiles]cards.Card

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

// busy reports whether a card is still flying.
func (s *sprites) busy() bool {
	for c, sp := range s.sp {
		if s.live[c] && (sp.Moving() || s.leaving[c] > 0) {
			return true
		}
	}
	return false
}

// sync lays every card out where the current view puts it, each new one
// starting where n says it came from, and sends the cards the view no
// longer shows away.
func (s *sprites) sync(t *Table, n *news) {
	v := &t.view
	var want [64]bool
	var pose [64]widget.Pose
	var z [64]int
	var delay [64]float64
	slotsN := slots(v.Config)
	fr := s.frames(t)
	switch {
	case n.instant:
		s.settle(t, slotsN)
	case n.dealt:
		s.deal(t, slotsN, fr)
	}
	s.top = [2][spit.MaxPiles]cards.Card{}
	for seat := range 2 {
		pv := &v.Players[seat]
		for i := range slotsN {
			put := func(c cards.Card, p widget.Pose, zz int) {
				want[c], pose[c], z[c] = true, p, zz
				s.owner[c] = seat
				s.top[seat][i] = c
				if n.dealt && !n.from[c].set {
					n.from[c] = origin{set: true, kind: fromDraw, seat: seat}
					delay[c] = float64(i)*dealStagger + float64(seat)
				}
			}
			if v.Config.Short {
				if c := pv.Hand[i]; c != cards.None {
					x, y := t.lay.slotXY(seat, i, slotsN)
					put(c, widget.Pose{X: x, Y: y, Scale: t.lay.k(seat), FaceUp: true}, seat*100+i*10)
				}
				continue
			}
			st := &pv.Stock[i]
			for k := range st.NUp {
				put(st.Up[k], t.lay.stockPose(seat, i, slotsN, st.Down, k), seat*100+i*10+k)
			}
		}
	}
	for side := range 2 {
		s.syncCentre(t, side, n, fr)
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
			d := 0.0
			if !s.live[c] {
				sp.Place(s.origin(t, n.from[c], pose[c]))
				d = delay[c]
			}
			if !s.live[c] || s.leaving[c] > 0 {
				s.live[c], s.leaving[c], sp.Hidden = true, 0, false
			}
			sp.Z = z[c]
			switch {
			case n.instant:
				sp.Place(pose[c])
			case t.drag.on && t.cards.dragged(t) == cards.Card(c):
			case sp.Target() != pose[c]:
				s.seq++
				s.flight[c] = s.seq
				sp.MoveTo(pose[c], fr, d)
			}
		case s.live[c] && n.instant:
			s.live[c], s.leaving[c], sp.Hidden = false, 0, true
		case s.live[c] && s.leaving[c] == 0:
			// Gone from the view and from the centre piles: a stock card
			// gathered at a round's end goes to its owner.
			s.leave(t, cards.Card(c), s.owner[c], fr)
		}
	}
}

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

// origin is where a card that comes into view to lie at to starts, face
// down: where its event says, else (an opened table's first layout) in
// place.
func (s *sprites) origin(t *Table, o origin, to widget.Pose) widget.Pose {
	down := func(x, y, k float64) widget.Pose { return widget.Pose{X: x, Y: y, Scale: k} }
	switch {
	case !o.set || o.kind == inPlace:
		return down(to.X, to.Y, to.Scale)
	case o.kind == fromDraw:
		x, y := t.lay.drawXY(o.seat)
		return down(x, y, t.lay.k(o.seat))
	case o.kind == fromSide:
		x, y := t.lay.sidePileXY(o.seat)
		return down(x, y, t.lay.centreK())
	}
	// fromSlot: a hand card nobody here saw, played.
	n := slots(t.view.Config)
	x, y := t.lay.slotXY(o.seat, max(0, min(o.slot-1, n-1)), n)
	return down(x, y, t.lay.k(o.seat))
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

// settle puts each slot's anchor in its place at once.
func (s *sprites) settle(t *Table, n int) {
	for seat := range 2 {
		for i := range n {
			x, y := t.lay.slotXY(seat, i, n)
			s.anchor[seat][i][0].Set(x)
			s.anchor[seat][i][1].Set(y)
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
		if t.plays(seat) && t.ui[seat].sel > 0 && t.topCard(seat, t.ui[seat].sel) == c {
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
		if !t.plays(seat) {
			continue
		}
		if c := t.topCard(seat, t.ui[seat].sel); c != cards.None {
			set |= c.Bit()
		}
		if t.view.Phase != spit.PhasePlay {
			continue
		}
		v := t.seatView(seat)
		for i := 1; i <= slots(v.Config); i++ {
			c := t.topCard(seat, i)
			if c != cards.None && (v.Check(spit.PlayCard(i, spit.Left)) == nil || v.Check(spit.PlayCard(i, spit.Right)) == nil) {
				set |= c.Bit()
			}
		}
	}
	return set
}
