package spitui

import (
	"math"
	"strings"

	"parlor/rules/engine"
	"parlor/rules/spit"
)

// sideOf maps a centre pile index (0 = L) to its Side.
func sideOf(i int) spit.Side {
	if i == 1 {
		return spit.Right
	}
	return spit.Left
}

// pileOf maps a Side to its centre pile index (0 = L).
func pileOf(s spit.Side) int {
	if s == spit.Right {
		return 1
	}
	return 0
}

// readKeys turns one person's key presses this frame into engine presses.
// The press model: a pile key selects that pile (it lifts); ToLeft/ToRight
// plays the selected card onto that centre pile, and with nothing selected
// says to pick a pile (it never guesses one); a pile key pressed while
// another pile is selected moves the card into that slot if it is empty
// (or, with variation 4, stacks it on an equal card); Spit says spit, and
// when spitting alone it waits for a side key; Claim then a side key claims
// a centre pile at round end.
func (t *Table) readKeys(seat int) {
	in, kc := t.ctx.In, t.keys[seat]
	v := t.seatView(seat)
	if in.Pressed(kc, actClaim) {
		t.claimKey(seat, &v)
	}
	if in.Pressed(kc, actSpit) {
		t.spitKey(seat, &v)
	}
	for i := 1; i <= slots(v.Config); i++ {
		if in.Pressed(kc, pileActions[i-1]) {
			t.pileKey(seat, &v, i, false)
		}
	}
	if in.Pressed(kc, actToLeft) {
		t.sideKey(seat, &v, spit.Left)
	}
	if in.Pressed(kc, actToRight) {
		t.sideKey(seat, &v, spit.Right)
	}
}

func (t *Table) claimKey(seat int, v *spit.View) {
	switch v.Phase {
	case spit.PhaseClaim, spit.PhaseChoose:
		t.ui[seat].claimArmed = true
	default:
		t.press(seat, spit.ClaimPile(spit.NoSide)) // the engine says why not now
	}
}

// spitKey says Spit; when the seat would spit alone (SP3) the engine needs
// a pile, so the next side key names it (D4).
func (t *Table) spitKey(seat int, v *spit.View) {
	u := &t.ui[seat]
	switch {
	case v.Phase == spit.PhasePlay && v.Check(spit.SpitReady()) == nil:
		t.press(seat, spit.SpitReady())
	case v.Phase == spit.PhasePlay && (v.Check(spit.SpitAlone(spit.Left)) == nil || v.Check(spit.SpitAlone(spit.Right)) == nil):
		u.spitArmed = true
		kc := t.ctx.Settings.Keys[t.keys[seat]]
		t.say(seat, "Spitting alone: "+kc.Hint(actToLeft)+" for the left pile, "+kc.Hint(actToRight)+" for the right", false)
	case v.Phase == spit.PhasePlay && v.Players[seat].Ready && !t.wish[seat]:
		// The press stood under the plays since (D13): say it again. No
		// press reaches the engine, so the trace says what the key did.
		t.wish[seat] = true
		t.sayReady(seat)
		t.ctx.Trace.Event("press", map[string]any{"seat": seat, "a": "spit", "tick": t.s.Now(), "ok": true, "err": "", "stood": true})
	default:
		t.press(seat, spit.SpitReady())
	}
}

// A pile key always selects its pile, even the one selected already: a
// second press of the same key after a refused play must not drop the
// selection and leave the next play key with nothing to play. A click on
// the selected card (clicked) puts it back down, as a hand would.
func (t *Table) pileKey(seat int, v *spit.View, i int, clicked bool) {
	u := &t.ui[seat]
	if v.Phase != spit.PhasePlay {
		t.press(seat, spit.PlayCard(i, spit.Left)) // the engine names the phase
		return
	}
	if v.Config.Short {
		if v.Players[seat].Hand[i-1] == 0 {
			t.say(seat, "That hand slot is empty", true)
			return
		}
		u.sel = pick(u.sel, i, clicked)
		return
	}
	p := &v.Players[seat].Stock[i-1]
	sel := u.sel
	switch {
	case v.Config.FlipByHand && !p.Empty() && p.NUp == 0:
		t.press(seat, spit.FlipCard(i))
	case sel != 0 && sel != i && p.Empty():
		t.press(seat, spit.MoveCard(sel, i))
	case sel != 0 && sel != i && v.Check(spit.StackCard(sel, i)) == nil:
		t.press(seat, spit.StackCard(sel, i))
	case p.Empty():
		t.say(seat, engine.Explain(v.Check(spit.PlayCard(i, spit.Left))), true)
	default:
		u.sel = pick(sel, i, clicked)
	}
}

// pick is the selection after slot i is picked: i, or none when a click
// picks the card already selected.
func pick(sel, i int, clicked bool) int {
	if clicked && sel == i {
		return 0
	}
	return i
}

func (t *Table) sideKey(seat int, v *spit.View, side spit.Side) {
	u := &t.ui[seat]
	in := t.ctx.In
	switch v.Phase {
	case spit.PhaseOver:
		return
	case spit.PhaseClaim:
		if u.claimArmed || in.Held(t.keys[seat], actClaim) {
			t.press(seat, spit.ClaimPile(side))
			return
		}
		kc := t.ctx.Settings.Keys[t.keys[seat]]
		t.say(seat, "Race! Hold "+kc.Hint(actClaim)+" and press "+kc.Hint(actToLeft)+" or "+kc.Hint(actToRight)+" to claim a pile", true)
		return
	case spit.PhaseChoose:
		t.press(seat, spit.ChoosePile(side))
		return
	}
	if u.spitArmed {
		u.spitArmed = false
		t.press(seat, spit.SpitAlone(side))
		return
	}
	if u.sel > 0 {
		t.press(seat, spit.PlayCard(u.sel, side))
		return
	}
	if v.Countdown == 0 && v.Check(spit.SpitAlone(side)) == nil {
		t.press(seat, spit.SpitAlone(side)) // the countdown is over and waits for this pile (D4)
		return
	}
	// Nothing selected: a play key never guesses a pile. Guessing played
	// cards the player had not picked (a pile deselected a moment before,
	// say), which is worse than asking.
	t.say(seat, "Pick a pile first: press "+t.pileRange(seat), true)
}

// pileRange names seat's pile keys as a range in the keys in use: "1-5".
// With rebound keys that do not run in order it lists them: "A, S, D, F or G".
func (t *Table) pileRange(seat int) string {
	kc := t.ctx.Settings.Keys[t.keys[seat]]
	n := slots(t.view.Config)
	hints := make([]string, n)
	run := true
	for i := range n {
		hints[i] = kc.Hint(pileActions[i])
		if i > 0 && !(len(hints[i]) == 1 && len(hints[i-1]) == 1 && (hints[i][0] == hints[i-1][0]+1 || hints[i-1] == "9" && hints[i] == "0")) {
			run = false
		}
	}
	if run {
		return hints[0] + "-" + hints[n-1]
	}
	return strings.Join(hints[:n-1], ", ") + " or " + hints[n-1]
}

func (t *Table) hasFaceUp(v *spit.View, seat, i int) bool {
	if v.Config.Short {
		return v.Players[seat].Hand[i-1] != 0
	}
	_, ok := v.Players[seat].Stock[i-1].Top()
	return ok
}

// dragState is a card being dragged by the mouse (seat 0 only).
type dragState struct {
	on     bool
	slot   int // 1-based
	sx, sy float64
	dx, dy float64 // grab offset from the card's centre
	moved  bool
}

// hit is what lies under the cursor.
type hit struct {
	slot   int // the bottom seat's stock or hand slot, 1-based
	centre int // centre pile 1 = L, 2 = R
	draw   bool
	spit   bool
}

func (t *Table) hitAt(x, y float64) hit {
	v := &t.view
	if t.spitBtn.Contains(x, y) {
		return hit{spit: true}
	}
	n := slots(v.Config)
	w, h := t.lay.size(t.me)
	for i := range n {
		if t.lay.slotArea(i, n).has(x, y) {
			return hit{slot: i + 1}
		}
	}
	cw, ch := t.lay.centreSize()
	for i := range 2 {
		cx, cy := t.lay.centreXY(i)
		if inBox(x, y, cx, cy, cw, ch) {
			return hit{centre: i + 1}
		}
	}
	if dx, dy := t.lay.drawXY(t.me); inBox(x, y, dx, dy, w, h) {
		return hit{draw: true}
	}
	return hit{}
}

// readMouse turns the bottom seat's mouse into presses: drag a stock card onto a
// centre pile or an empty slot, or click a card and then the pile; click a
// centre pile to claim it at round end, or to name it when spitting alone.
func (t *Table) readMouse() {
	in := t.ctx.In
	mx, my := in.Cursor()
	v := t.seatView(t.me)
	u := &t.ui[t.me]
	if t.drag.on {
		if math.Hypot(mx-t.drag.sx, my-t.drag.sy) > 6 {
			t.drag.moved = true
		}
		if in.MouseHeld() {
			return
		}
		d := t.drag
		t.drag = dragState{}
		h := t.hitAt(mx, my)
		switch {
		case !d.moved:
			t.pileKey(t.me, &v, d.slot, true)
		case h.centre > 0:
			t.press(t.me, spit.PlayCard(d.slot, sideOf(h.centre-1)))
		case h.slot > 0 && h.slot != d.slot && !v.Config.Short:
			u.sel = d.slot
			t.pileKey(t.me, &v, h.slot, true)
			if u.sel == h.slot { // it only changed the selection: no move
				u.sel = 0
			}
		}
		return
	}
	if !in.Clicked() {
		return
	}
	h := t.hitAt(mx, my)
	switch {
	case h.spit || h.draw:
		t.spitKey(t.me, &v)
	case h.centre > 0:
		side := sideOf(h.centre - 1)
		switch {
		case v.Phase == spit.PhaseClaim:
			t.press(t.me, spit.ClaimPile(side))
		case v.Phase == spit.PhaseChoose:
			t.press(t.me, spit.ChoosePile(side))
		case u.spitArmed || (v.Countdown == 0 && v.Check(spit.SpitAlone(side)) == nil):
			u.spitArmed = false
			t.press(t.me, spit.SpitAlone(side))
		case u.sel > 0:
			t.press(t.me, spit.PlayCard(u.sel, side))
		default:
			t.say(t.me, "Pick a card first: drag it here, or click it and then this pile", true)
		}
	case h.slot > 0:
		if t.hasFaceUp(&v, t.me, h.slot) && v.Phase == spit.PhasePlay && (u.sel == 0 || u.sel == h.slot || !t.slotEmpty(t.me, h.slot)) {
			x, y := t.cards.topPos(t, h.slot)
			t.drag = dragState{on: true, slot: h.slot, sx: mx, sy: my, dx: mx - x, dy: my - y}
			return
		}
		t.pileKey(t.me, &v, h.slot, true)
	}
}
