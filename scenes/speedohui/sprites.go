package speedohui

import (
	"math"

	"parlor/rules/speedoh"
	"parlor/scenes/widget"
)

// maxFlyers is how many cards of a taken pile fly: enough to read as a
// pile on the move, few enough to draw cheaply.
const maxFlyers = 5

// decideTicks is how long, at the normal animation speed, the cards that
// decided a slap stay on their piles before they fly to the taker: long
// enough to see what was slapped. The animation speed setting scales it.
const decideTicks = 40.0

// flyer is a card leaving a flipped pile: it rests on the pile for hold
// ticks (the cards that decided a slap stay in view), then flies to dest.
type flyer struct {
	sp    *widget.Sprite
	card  speedoh.Card // its face: the top card of the pile; None for the cards under it
	seat  int          // the pile it left
	hold  int
	dest  widget.Pose
	delay float64
}

// holdTicks is decideTicks at the animation speed in use.
func (t *Table) holdTicks() int {
	return int(math.Round(decideTicks / t.ctx.Dt()))
}

// release sends seat's resting cards on their way now: a new flip onto the
// pile must not hide under them.
func (t *Table) release(seat int) {
	for i := range t.flying {
		if f := &t.flying[i]; f.seat == seat && f.hold > 0 {
			f.hold = 0
			f.sp.MoveTo(f.dest, takeFr, f.delay)
		}
	}
}

// sync sends the cards where the new view puts them. A flip flies from
// the draw pile to the flipped pile, turning face up; cards that leave a
// flipped pile (taken, rewound, turned over) fly to the draw pile they go
// to, turning face down. dest says where each seat's cards went
// (NoSeat: back to the owner).
func (t *Table) sync(dest *[speedoh.MaxPlayers]int) {
	n, tk, dk := t.n, topK(t.n), drawK(t.n)
	for seat := range n {
		p, v := &t.prev.Players[seat], &t.view.Players[seat]
		f := t.flip[seat]
		had, shown := p.Flipped, p.Top
		if f != speedoh.None {
			had, shown = had+1, f
		}
		sp := t.top[seat]
		px, py := pileXY(n, seat)
		switch lost := had - v.Flipped; {
		case lost > 0:
			to := dest[seat]
			if to == speedoh.NoSeat {
				to = seat
			}
			x, y := drawXY(n, to)
			hold := t.holdTicks()
			for i := range min(lost, maxFlyers) {
				fl := widget.NewSprite(nil, widget.Pose{X: px - float64(i)*2, Y: py - float64(i)*2, Scale: tk, FaceUp: true})
				f := flyer{sp: fl, seat: seat, hold: hold, dest: widget.Pose{X: x, Y: y, Scale: dk}, delay: float64(i) * 2}
				if i == 0 {
					fl.Face, f.card = t.faces.Face(shown), shown
				}
				if hold <= 0 {
					fl.MoveTo(f.dest, takeFr, f.delay)
				}
				t.flying = append(t.flying, f)
			}
			t.under[seat] = speedoh.None
			t.showTop(seat, v)
		case f != speedoh.None:
			t.release(seat)
			t.under[seat] = speedoh.None
			if p.Flipped > 0 {
				t.under[seat] = p.Top
			}
			// The card leaves the top of the pile as it was before the flip.
			dx, dy := drawXY(n, seat)
			lx, ly := drawLift(p.Draw)
			dx, dy = dx+lx, dy+ly
			sp.Face, sp.Hidden, sp.ID = t.faces.Face(f), false, int(f)
			sp.Place(widget.Pose{X: dx, Y: dy, Scale: dk})
			sp.MoveTo(widget.Pose{X: px, Y: py, Scale: tk, FaceUp: true}, flipFr, 0)
		case v.Top != speedoh.Card(sp.ID) || sp.Hidden != (v.Top == speedoh.None):
			t.showTop(seat, v)
		}
	}
}

// showTop lays the view's top card on seat's flipped pile where it lies:
// it was under the cards that left, so it is uncovered, not moved.
func (t *Table) showTop(seat int, v *speedoh.PlayerView) {
	sp := t.top[seat]
	if v.Top == speedoh.None || v.Flipped == 0 {
		sp.Hidden, sp.ID = true, 0
		return
	}
	px, py := pileXY(t.n, seat)
	sp.Face, sp.Hidden, sp.ID = t.faces.Face(v.Top), false, int(v.Top)
	sp.Place(widget.Pose{X: px, Y: py, Scale: topK(t.n), FaceUp: true})
}

// animate moves the sprites, drops landed flyers, counts down the texts
// and renders a few more faces.
func (t *Table) animate() {
	for seat := range t.n {
		t.top[seat].Update(1)
		if m := &t.notes[seat]; m.ticks > 0 {
			m.ticks--
		}
	}
	keep := t.flying[:0]
	for _, f := range t.flying {
		if f.hold > 0 {
			if f.hold--; f.hold == 0 {
				f.sp.MoveTo(f.dest, takeFr, f.delay)
			}
			keep = append(keep, f)
			continue
		}
		f.sp.Update(1)
		if f.sp.Moving() {
			keep = append(keep, f)
		}
	}
	clear(t.flying[len(keep):])
	t.flying = keep
	if t.bannerT > 0 {
		t.bannerT--
		t.bannerAge++
	}
	t.nextAnnouncement()
	if t.closed.ticks > 0 {
		t.closed.ticks--
	}
	if t.lesson.ticks > 0 {
		t.lesson.ticks--
	}
	t.faces.prewarm(2)
}

// Flying returns how many cards are in flight or about to fly (for tests).
func (t *Table) Flying() int { return len(t.flying) }

// Resting returns the faces of the cards that decided a slap and still
// rest on their piles before they fly (for tests).
func (t *Table) Resting() []speedoh.Card {
	var out []speedoh.Card
	for _, f := range t.flying {
		if f.hold > 0 && f.card != speedoh.None {
			out = append(out, f.card)
		}
	}
	return out
}
