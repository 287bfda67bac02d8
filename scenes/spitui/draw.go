package spitui

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets"
	"parlor/input"
	"parlor/rules/spit"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// Everything the table draws per frame is a cached image (card art from
// ctx.Art), a plain rectangle or text: no anti-aliased paths per card, so
// a fast game holds 60 fps under software GL (TOOLCHAIN.md).

var (
	bandClr  = color.RGBA{0, 0, 0, 38}
	slotClr  = color.RGBA{0, 0, 0, 46}
	panelClr = color.RGBA{8, 34, 22, 200}
	shadeClr = color.RGBA{0, 0, 0, 150}
	readyClr = color.RGBA{120, 220, 140, 255}
)

// Draw implements game.Scene. The table is recorded on its Frame, which
// paints on a kept frame only where something changed (parts).
func (t *Table) Draw(canvas *widget.Canvas) {
	c := &t.frame
	c.Begin(canvas)
	c.Since(t.ctx.Frame, t.ctx.SinceTick())
	defer c.End()
	v := &t.view
	t.texts = t.texts[:0]
	// Every pixel is the table's (Covers): the shell's felt is not
	// painted under it, and a part repainted starts from this.
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Felt)
	_, ch := t.lay.centreSize()
	c.Fill(0, t.lay.centreY()-ch/2-34, widget.ScreenW, ch+68, bandClr)
	n := slots(v.Config)
	for seat := range 2 {
		t.drawRow(c, seat, n)
		t.drawDraw(c, seat)
	}
	t.drawCentre(c)
	c.Backdrop()
	for _, sp := range t.cards.order {
		if t.paused {
			t.backOf(c, sp)
		} else {
			c.Sprite(sp, t.ctx.Art)
		}
	}
	t.drawPanels(c)
	t.drawMiddle(c)
	t.drawMessages(c)
	km := t.ctx.Settings.Keys[input.Menu]
	keys := km.Hint(input.Help) + " rules"
	switch {
	case t.s.Plays() != 0: // a replay's Esc is its own
		keys = km.Hint(input.Back) + " pause   ·   " + keys
	case t.s.Watching():
		keys = "Watching   ·   " + km.Hint(input.Back) + " pause   ·   " + keys
	}
	t.text(c, keys, 14, false, 16, 10, widget.Muted, widget.AlignLeft)
	if t.board != nil {
		t.board.draw(c)
	}
	if _, on := t.Guide().Showing(); on {
		c.Live(0, 0, widget.ScreenW, widget.ScreenH, t.Guide().Draw)
	}
}

// Covers implements game.Cover: the table paints its own felt.
func (t *Table) Covers() bool { return true }

// backOf draws sprite sp's card face down where it lies: while the game
// is paused nobody studies the cards on a stopped clock.
func (t *Table) backOf(c *parts.Frame, sp *widget.Sprite) {
	if l := sp.Look(); !l.Hidden {
		art := t.ctx.Art
		c.Image(art.Back(), art.Scale(), l.X, l.Y-l.Lift, l.Rot, l.Scale, ebiten.ColorScale{})
	}
}

// back draws a face-down card of scale k on the table.
func (t *Table) back(c *parts.Frame, x, y, k float64, shadow bool) {
	drawBackAt(c, t.ctx.Art, x, y, k, shadow)
}

// drawBack draws a face-down card at the table's standard size, with its
// shadow when shadow (the lowest card of a pile): the rules page's.
func drawBack(c parts.Painter, art *assets.Art, x, y float64, shadow bool) {
	drawBackAt(c, art, x, y, cardK, shadow)
}

// drawBackAt is drawBack at scale k.
func drawBackAt(c parts.Painter, art *assets.Art, x, y, k float64, shadow bool) {
	if shadow {
		if sh := art.Shadow(); sh != nil {
			c.Image(sh, art.Scale(), x+3, y+5, 0, k, ebiten.ColorScale{})
		}
	}
	c.Image(art.Back(), art.Scale(), x, y, 0, k, ebiten.ColorScale{})
}

// drawRow draws a seat's slots: the empty-slot marks, each pile's face-down
// cards (the face-up ones are sprites) and the pile keys.
func (t *Table) drawRow(c *parts.Frame, seat, n int) {
	v := &t.view
	pv := &v.Players[seat]
	kc := t.ctx.Settings.Keys[t.keys[seat]]
	w, h := t.lay.size(seat)
	ck := t.lay.k(seat)
	for i := range n {
		sx, sy := t.lay.slotXY(seat, i, n)
		c.Fill(sx-w/2, sy-h/2, w, h, slotClr)
		a := &t.cards.anchor[seat][i]
		ax, ay := a[0].Value(), a[1].Value()
		if v.Config.Short {
			if t.handHidden(seat) && i < pv.HandSize {
				t.back(c, ax, ay, ck, true)
			}
		} else {
			st := &pv.Stock[i]
			for k := range min(st.Down, maxBacks) {
				t.back(c, ax, ay+t.lay.backOffset(seat, k), ck, k == 0)
			}
		}
		if !t.plays(seat) {
			continue
		}
		hint := kc.Hint(pileActions[i])
		clr := widget.Muted
		if t.ui[seat].sel == i+1 {
			clr = widget.Gold
		}
		if !t.lay.top(seat) {
			t.text(c, hint, 16, true, sx, sy+h/2+4, clr, widget.AlignCenter)
		} else {
			t.text(c, hint, 16, true, sx, sy-h/2-24, clr, widget.AlignCenter)
		}
	}
}

// drawDraw draws a seat's draw pile with its count.
func (t *Table) drawDraw(c *parts.Frame, seat int) {
	n := t.view.Players[seat].Draw
	x, y := t.lay.drawXY(seat)
	w, h := t.lay.size(seat)
	c.Fill(x-w/2, y-h/2, w, h, slotClr)
	for k := range min(maxBacks, (n+3)/4) {
		t.back(c, x, y+t.lay.backOffset(seat, k), t.lay.k(seat), k == 0)
	}
	label := fmt.Sprintf("Draw: %d", n)
	if n == 0 {
		label = "No draw cards"
	}
	ly := y + h/2 + 4
	if t.lay.top(seat) {
		ly = y - h/2 - 24
	}
	t.text(c, label, 15, false, x, ly, widget.Cream, widget.AlignCenter)
}

// drawCentre draws the centre piles' places, their sizes and, in the
// short version, the piles of spit cards beside them.
func (t *Table) drawCentre(c *parts.Frame) {
	v := &t.view
	race := v.Phase == spit.PhaseClaim || v.Phase == spit.PhaseChoose
	cardW, cardH := t.lay.centreSize()
	for side := range 2 {
		x, y := t.lay.centreXY(side)
		size := v.Centre[side].Size
		if size == 0 {
			c.Fill(x-cardW/2, y-cardH/2, cardW, cardH, slotClr)
		}
		if race {
			t.text(c, fmt.Sprintf("%d cards", size), 24, true, x, y-cardH/2-34, widget.Gold, widget.AlignCenter)
		} else if size > 0 {
			t.text(c, fmt.Sprint(size), 15, false, x, y-cardH/2-22, widget.Muted, widget.AlignCenter)
		}
		if v.Config.Short {
			sx, sy := t.lay.sidePileXY(side)
			c.Fill(sx-cardW/2, sy-cardH/2, cardW, cardH, slotClr)
			for k := range min(maxBacks, v.Side[side]) {
				t.back(c, sx, sy-float64(k)*backStep, t.lay.centreK(), k == 0)
			}
			// Above the pile: below it is where the prompt and messages go.
			t.text(c, fmt.Sprintf("Spit cards: %d", v.Side[side]), 15, false, sx, sy-cardH/2-24-float64(min(maxBacks, v.Side[side]))*backStep, widget.Cream, widget.AlignCenter)
		}
	}
	for seat := range 2 {
		if !t.plays(seat) {
			continue
		}
		kc := t.ctx.Settings.Keys[t.keys[seat]]
		for side, a := range [2]input.Action{actToLeft, actToRight} {
			x, y := t.lay.centreXY(side)
			if !t.lay.top(seat) {
				// Beside the pile's lower corner, outside the pair: under
				// the piles is where the prompt goes.
				al, dx := widget.AlignRight, -cardW/2-12
				if side == 1 {
					al, dx = widget.AlignLeft, cardW/2+12
				}
				t.text(c, kc.Hint(a), 15, true, x+dx, y+cardH/2-22, widget.Muted, al)
				continue
			}
			switch {
			case race: // right of the big "N cards" label
				x += c.TextWidth(fmt.Sprintf("%d cards", v.Centre[side].Size), 24, true)/2 + 10
				t.text(c, kc.Hint(a), 15, true, x, y-cardH/2-22, widget.Muted, widget.AlignLeft)
				continue
			case v.Centre[side].Size > 0:
				x += cardW/2 + 4 // leave the size label room
			}
			t.text(c, kc.Hint(a), 15, true, x, y-cardH/2-22, widget.Muted, widget.AlignCenter)
		}
	}
}

// NotesAt implements scenes.NotesPlace: the felt between the top row of
// cards and the centre band.
func (t *Table) NotesAt() (x, y float64, align widget.Align, across bool) {
	return widget.ScreenW / 2, 218, widget.AlignCenter, false
}

// drawPanels draws each seat's name, cards, rounds won and keys: the
// bottom seat's bottom left, the top seat's top right.
func (t *Table) drawPanels(c *parts.Frame) {
	v := &t.view
	for seat := range 2 {
		x, y, w, h := panelBox()
		if t.lay.top(seat) {
			x, y = widget.ScreenW-20-w, 30
		}
		c.Fill(x, y, w, h, panelClr)
		c.Fill(x, y, 4, h, widget.Gold)
		pv := &v.Players[seat]
		name := t.seatName(seat)
		if l, ok := t.s.SeatLevel(seat); ok {
			name += "  (" + l.Title() + ")"
		}
		t.text(c, name, 22, true, x+18, y+12, widget.Cream, widget.AlignLeft)
		t.text(c, fmt.Sprintf("Cards: %d    Rounds won: %d", pv.Cards, t.roundsWon[seat]), 17, false, x+18, y+44, widget.Cream, widget.AlignLeft)
		if status := t.Status(seat); status != "" {
			t.text(c, status, 17, true, x+18, y+68, readyClr, widget.AlignLeft)
		}
		if t.plays(seat) {
			kc := t.ctx.Settings.Keys[t.keys[seat]]
			t.text(c, fmt.Sprintf("%s left   %s right   %s spit   %s claim", kc.Hint(actToLeft), kc.Hint(actToRight),
				kc.Hint(actSpit), kc.Hint(actClaim)), 16, false, x+18, y+96, widget.Muted, widget.AlignLeft)
			if seat == t.me {
				t.text(c, "Mouse: drag a card, or click it then a pile", 14, false, x+18, y+120, widget.Muted, widget.AlignLeft)
			}
		} else {
			t.text(c, fmt.Sprintf("Round %d", v.Round), 16, false, x+18, y+96, widget.Muted, widget.AlignLeft)
		}
	}
	if t.plays(t.me) {
		c.Button(&t.spitBtn, false)
	}
}

// drawMiddle shows the countdown, the shouts and what the table waits for.
func (t *Table) drawMiddle(c *parts.Frame) {
	v := &t.view
	cx := float64(widget.ScreenW / 2)
	cy, promptY := t.lay.centreY(), t.lay.promptY()
	if n := v.CountdownSeconds(); n > 0 {
		c.Text(fmt.Sprint(n), 96, true, cx+3, cy-56+3, shadeClr, widget.AlignCenter)
		t.text(c, fmt.Sprint(n), 96, true, cx, cy-56, widget.Gold, widget.AlignCenter)
		t.text(c, "Nobody can move: both spit at zero", 17, false, cx, promptY+6, widget.Cream, widget.AlignCenter)
	}
	t.drawBanner(c)
	if v.SinglePile && v.Phase == spit.PhasePlay {
		// In the band right of the piles, as the shout is left of them.
		t.text(c, "A single centre pile this round", 16, false, (t.lay.bandRight()+widget.ScreenW)/2, cy-10, widget.Muted, widget.AlignCenter)
	}
	t.promptBox = box{}
	if s := t.prompt(); s != "" {
		w := c.TextWidth(s, 19, true) + 40
		t.promptBox = box{cx - w/2, promptY, w, promptH}
		c.Fill(cx-w/2, promptY, w, promptH, shadeClr)
		t.text(c, s, 19, true, cx, promptY+6, widget.Cream, widget.AlignCenter)
	}
}

// drawBanner draws the shout ("Spit!", "Round over!") in the centre band,
// left of the centre piles: clear of the cards just spat, of the piles'
// counts and keys above them, and of the messages and prompts in the gaps
// between the rows, at every card size.
func (t *Table) drawBanner(c *parts.Frame) {
	t.bannerBox = box{}
	if t.bannerT <= 0 {
		return
	}
	a := min(1, t.bannerT/12)
	cl := widget.Gold
	cl.A = uint8(255 * a)
	sh := shadeClr
	sh.A = uint8(float64(sh.A) * a)
	x, y := t.lay.bandLeft(t.view.Config.Short)/2, t.lay.centreY()-bannerSize/2
	c.Text(t.banner, bannerSize, true, x+2, y+2, sh, widget.AlignCenter)
	t.text(c, t.banner, bannerSize, true, x, y, cl, widget.AlignCenter)
	t.bannerBox = t.texts[len(t.texts)-1].box
}

// bannerSize is the shout's letter size.
const bannerSize = 50

// prompt says what the table waits for, in the words of the keys in use.
func (t *Table) prompt() string {
	v := &t.view
	if t.between { // the round is over; its board says the rest
		return ""
	}
	hint := func(seat int) string {
		kc := t.ctx.Settings.Keys[t.keys[seat]]
		return kc.Hint(actClaim) + " + " + kc.Hint(actToLeft) + "/" + kc.Hint(actToRight)
	}
	switch v.Phase {
	case spit.PhaseClaim:
		switch {
		case t.plays(0) && t.plays(1):
			return "Race for the smaller pile!  Player 1: " + hint(0) + "   Player 2: " + hint(1)
		case t.plays(t.me):
			return "Race for the smaller pile!  " + hint(t.me) + ", or click it"
		}
		return "Race for the smaller pile!"
	case spit.PhaseChoose:
		w := v.RoundWinner
		if w == 0 || w == 1 {
			if t.plays(w) {
				kc := t.ctx.Settings.Keys[t.keys[w]]
				return t.seatName(w) + " won the round: choose a pile (" + kc.Hint(actToLeft) + "/" + kc.Hint(actToRight) + ")"
			}
			return t.seatName(w) + " won the round and " + t.does(w, "choose") + " a pile"
		}
	case spit.PhaseOver: // under the final standings, or at a replay's end
		if w := v.Winner; w == 0 || w == 1 {
			return t.seatName(w) + " won the game"
		}
		return "The game is shared"
	case spit.PhasePlay:
		return t.playPrompt()
	}
	return ""
}

// playPrompt says what play waits for: a lone spitter's pile, or the
// other player's wish to spit.
func (t *Table) playPrompt() string {
	v := &t.view
	if v.Countdown == 0 {
		for seat := range 2 {
			if !spitsAlone(*v, seat) {
				continue
			}
			if !t.plays(seat) {
				return t.does(seat, "spit") + " alone..."
			}
			kc := t.ctx.Settings.Keys[t.keys[seat]]
			keys := kc.Hint(actToLeft) + " for the left pile or " + kc.Hint(actToRight) + " for the right"
			if t.seatName(seat) == "You" {
				return "Spit alone: " + keys
			}
			return t.seatName(seat) + ", spit alone: " + keys
		}
	}
	if v.CountdownSeconds() == 0 {
		for seat := range 2 {
			if t.wants(1-seat) && !v.Players[seat].Ready && t.plays(seat) {
				kc := t.ctx.Settings.Keys[t.keys[seat]]
				return t.does(1-seat, "want") + " to spit: press " + kc.Hint(actSpit) + " when you are stuck"
			}
		}
	}
	return ""
}

// does says seat does verb, as the table names the seat: "You spit",
// "Basil spits".
func (t *Table) does(seat int, verb string) string {
	if name := t.seatName(seat); name != "You" {
		return name + " " + verb + "s"
	}
	return "You " + verb
}

// spitsAlone reports whether seat must spit alone now and name the pile
// (SP3, D4). Who spits is public (the draw piles, the presses), so the
// table's view answers for either seat, asked as seat.
func spitsAlone(v spit.View, seat int) bool {
	v.Seat = seat
	return v.Check(spit.SpitAlone(spit.Left)) == nil || v.Check(spit.SpitAlone(spit.Right)) == nil
}

// drawMessages shows each person's last message near their own row, in
// the gap between the row and the middle (msgY) where no card ever lies.
func (t *Table) drawMessages(c *parts.Frame) {
	for seat := range 2 {
		m := t.msgs[seat]
		t.msgBox[seat] = box{}
		if m.ticks <= 0 || m.text == "" {
			continue
		}
		a := min(1, float64(m.ticks)/20)
		y := t.lay.msgY(seat)
		cx := float64(widget.ScreenW / 2)
		w := c.TextWidth(m.text, 18, false) + 36
		t.msgBox[seat] = box{cx - w/2, y, w, msgH}
		bg := color.RGBA{0, 0, 0, uint8(170 * a)}
		if m.err {
			bg = color.RGBA{110, 24, 18, uint8(200 * a)}
		}
		c.Fill(cx-w/2, y, w, msgH, bg)
		cl := widget.Cream
		cl.A = uint8(255 * a)
		t.text(c, m.text, 18, false, cx, y+6, cl, widget.AlignCenter)
	}
}

// Unchanged implements game.Unchanged: the last frame painted nothing.
func (t *Table) Unchanged() bool { return !t.frame.Whole && t.frame.Painted == 0 }

// Leave implements game.Leaver: the frame's backdrop layer goes.
func (t *Table) Leave() { t.frame.Release() }
