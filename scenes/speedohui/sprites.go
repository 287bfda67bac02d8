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

// batch is what one read of the events did to each seat's flipped pile:
// whether its top card is last a flip on its way (the sprite flies in) or
// was uncovered by cards leaving (laid from the view once all are read).
type batch struct {
	flipped [speedoh.MaxPlayers]bool
	left    [speedoh.MaxPlayers]bool
}

// flipped shows seat's flip of card: it flies from the draw pile to the
// flipped pile, turning face up, over the card it covers.
func (t *Table) flipped(seat int, card speedoh.Card, b *batch) {
	if seat < 0 || seat >= t.n {
		return
	}
	t.release(seat)
	t.under[seat] = speedoh.None
	if p := t.piles[seat]; len(p) > 0 {
		t.under[seat] = p[len(p)-1]
	}
	t.piles[seat] = append(t.piles[seat], card)
	b.flipped[seat], b.left[seat] = true, false
	// The card leaves the top of the draw pile as it was before the flip.
	n, sp := t.n, t.top[seat]
	dx, dy := drawXY(n, t.place(seat))
	lx, ly := drawLift(t.view.Players[seat].Draw + 1)
	px, py := pileXY(n, t.place(seat))
	sp.Face, sp.Hidden, sp.ID = t.faces.Face(card), false, int(card)
	sp.Place(widget.Pose{X: dx + lx, Y: dy + ly, Scale: drawK(n)})
	sp.MoveTo(widget.Pose{X: px, Y: py, Scale: topK(n), FaceUp: true}, flipFr, 0)
}

// leaveAll sends every flipped pile to to's draw pile.
func (t *Table) leaveAll(to int, b *batch) {
	for seat := range t.n {
		t.leave(seat, -1, to, b)
	}
}

// leave sends the top count cards of seat's flipped pile (-1: all of it)
// to to's draw pile: they rest on the pile a moment, the top one face up,
// so everyone sees what decided it, then fly, turning face down.
func (t *Table) leave(seat, count, to int, b *batch) {
	if seat < 0 || seat >= t.n {
		return
	}
	p := t.piles[seat]
	if count < 0 || count > len(p) {
		count = len(p)
	}
	if count == 0 {
		return
	}
	shown := p[len(p)-1]
	t.piles[seat] = p[:len(p)-count]
	b.left[seat], b.flipped[seat] = true, false
	if to < 0 || to >= t.n {
		to = seat
	}
	n := t.n
	px, py := pileXY(n, t.place(seat))
	x, y := drawXY(n, t.place(to))
	hold := t.holdTicks()
	// The pile's cards under its top first, so the top, face up, rests
	// above them where everyone sees it.
	for i := min(count, maxFlyers) - 1; i >= 0; i-- {
		fl := widget.NewSprite(nil, widget.Pose{X: px - float64(i)*2, Y: py - float64(i)*2, Scale: topK(n), FaceUp: true})
		f := flyer{sp: fl, seat: seat, hold: hold, dest: widget.Pose{X: x, Y: y, Scale: drawK(n)}, delay: float64(i) * 2}
		if i == 0 {
			fl.Face, f.card = t.faces.Face(shown), shown
		}
		if hold <= 0 {
			fl.MoveTo(f.dest, takeFr, f.delay)
		}
		t.flying = append(t.flying, f)
	}
}

// landed lays out, once every event of a read is shown, the top card of
// each pile that cards left: it was under them, so it is uncovered where
// it lies, not moved.
func (t *Table) landed(b *batch) {
	for seat := range t.n {
		if b.left[seat] {
			t.under[seat] = speedoh.None
			t.showTop(seat)
		}
	}
}

// showTop lays the view's top card on seat's flipped pile where it lies.
func (t *Table) showTop(seat int) {
	v := &t.view.Players[seat]
	sp := t.top[seat]
	if v.Top == speedoh.None || v.Flipped == 0 {
		sp.Hidden, sp.ID = true, 0
		return
	}
	px, py := pileXY(t.n, t.place(seat))
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
	if t.bannerShows() {
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
