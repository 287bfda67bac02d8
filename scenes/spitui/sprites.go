package spitui

import (
	"slices"

	"parlor/rules/cards"
	"parlor/rules/spit"
	"parlor/scenes/widget"
)

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

// places is where the current view puts each card face up.
type places struct {
	want  [64]bool
	pose  [64]widget.Pose
	z     [64]int
	delay [64]float64 // a dealt card's wait before it flies out
}

func (p *places) put(c cards.Card, pose widget.Pose, z int) {
	p.want[c], p.pose[c], p.z[c] = true, pose, z
}

// sync lays every card out where the current view puts it, each new one
// starting where n says it came from, and sends the cards the view no
// longer shows away.
func (s *sprites) sync(t *Table, n *news) {
	fr := s.frames(t)
	switch {
	case n.instant:
		s.settle(t, slots(t.view.Config))
	case n.dealt:
		s.deal(t, slots(t.view.Config), fr)
	}
	var p places
	s.layRows(t, n, &p)
	for side := range 2 {
		s.syncCentre(t, side, n, fr)
		cx, cy := t.lay.centreXY(side)
		for k, c := range s.centre[side] {
			p.put(c, widget.Pose{X: cx + float64(k)*1.5, Y: cy - float64(k)*1.5, Rot: jitter(int(c)), Scale: t.lay.centreK(), FaceUp: true}, 1000+k)
		}
	}
	for c := range 64 {
		sp := s.sp[c]
		switch {
		case p.want[c]:
			s.send(t, cards.Card(c), p.pose[c], p.z[c], s.origin(t, n.from[c], p.pose[c]), p.delay[c], n.instant, fr)
		case s.live[c] && n.instant:
			s.live[c], s.leaving[c], sp.Hidden = false, 0, true
		case s.live[c] && s.leaving[c] == 0:
			// Gone from the view and from the centre piles: a stock card
			// gathered at a round's end goes to its owner.
			s.leave(t, cards.Card(c), s.owner[c], fr)
		}
	}
}

// layRows puts each stock (or hand) card where the view has it, and
// notes each slot's top card. A round just dealt flies out of the draw
// piles, slot after slot.
func (s *sprites) layRows(t *Table, n *news, p *places) {
	v := &t.view
	slotsN := slots(v.Config)
	s.top = [2][spit.MaxPiles]cards.Card{}
	for seat := range 2 {
		pv := &v.Players[seat]
		for i := range slotsN {
			var here []cards.Card
			if v.Config.Short {
				if c := pv.Hand[i]; c != cards.None {
					x, y := t.lay.slotXY(seat, i, slotsN)
					p.put(c, widget.Pose{X: x, Y: y, Scale: t.lay.k(seat), FaceUp: true}, seat*100+i*10)
					here = pv.Hand[i : i+1]
				}
			} else {
				st := &pv.Stock[i]
				for k := range st.NUp {
					p.put(st.Up[k], t.lay.stockPose(seat, i, slotsN, st.Down, k), seat*100+i*10+k)
				}
				here = st.Up[:st.NUp]
			}
			for _, c := range here {
				s.owner[c], s.top[seat][i] = seat, c
				if n.dealt && !n.from[c].set {
					n.comes(c, origin{kind: fromDraw, seat: seat})
					p.delay[c] = float64(i)*dealStagger + float64(seat)
				}
			}
		}
	}
}

// send flies card c to pose: from where it is, or, coming into view, from
// from after delay; at once when instant.
func (s *sprites) send(t *Table, c cards.Card, pose widget.Pose, z int, from widget.Pose, delay float64, instant bool, fr float64) {
	sp := s.sp[c]
	if !s.live[c] {
		sp.Place(from)
	} else {
		delay = 0
	}
	s.live[c], s.leaving[c], sp.Hidden = true, 0, false
	sp.Z = z
	switch {
	case instant:
		sp.Place(pose)
	case t.drag.on && s.dragged(t) == c:
	case sp.Target() != pose:
		s.seq++
		s.flight[c] = s.seq
		sp.MoveTo(pose, fr, delay)
	}
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
			sp.Place(widget.Pose{X: mx - t.drag.dx, Y: my - t.drag.dy, Scale: t.lay.k(t.me) * 1.06, FaceUp: true})
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
	return t.topCard(t.me, t.drag.slot)
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

// topPos is where the top card of the bottom seat's slot is drawn now.
func (s *sprites) topPos(t *Table, slot int) (float64, float64) {
	if c := t.topCard(t.me, slot); c != cards.None {
		return s.sp[c].Pos()
	}
	return t.lay.slotXY(t.me, slot-1, slots(t.view.Config))
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

// CardAt returns where card c is drawn now, and whether it is on show
// (for tests).
func (t *Table) CardAt(c cards.Card) (x, y float64, ok bool) {
	sp := t.cards.sp[c]
	if sp == nil || !t.cards.live[c] || sp.Hidden {
		return 0, 0, false
	}
	x, y = sp.Pos()
	return x, y, true
}
