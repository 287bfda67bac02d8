package speedohui

import (
	"errors"
	"parlor/assets"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/speedoh"
)

// The people's input: each person's keys (Player 1's and Player 2's
// keymaps) and the bottom person's mouse become presses, read once a tick.

// readKeys turns one person's keys into presses. While they choose who
// takes the piles, the flip key moves the choice and the slap key gives
// (flips wait during a choice anyway, D5).
func (t *Table) readKeys(seat int) {
	in, kc := t.ctx.In, t.keys[seat]
	flip, hit := in.Pressed(kc, actFlip), in.Pressed(kc, actSlap)
	if t.choice.seat == seat {
		if flip {
			t.pick[seat] = (t.pick[seat] + 1) % len(t.choice.cands)
			t.ctx.Play(assets.SoundTick)
		}
		if hit {
			t.press(seat, speedoh.GiveTo(t.choice.cands[t.pick[seat]]))
		}
		return
	}
	if flip {
		t.press(seat, speedoh.FlipCard())
	}
	if hit {
		t.press(seat, speedoh.HitKey())
	}
}

// readMouse: the bottom person clicks their draw pile to flip, the Slap
// Card to slap, a name to give the piles.
func (t *Table) readMouse() {
	in := t.ctx.In
	if !in.Clicked() {
		return
	}
	mx, my := in.Cursor()
	for i := range t.choice.btns {
		if t.choice.btns[i].Contains(mx, my) {
			t.press(t.choice.seat, speedoh.GiveTo(t.choice.cands[i]))
			return
		}
	}
	dx, dy := drawXY(t.n, 0)
	dk := drawK(t.n)
	switch {
	case inRect(mx, my, dx, dy, cardW*dk+8, cardH*dk+8):
		t.press(t.me, speedoh.FlipCard())
	case inRect(mx, my, centreX, centreY, cardW*slapK+8, cardH*slapK+8):
		t.press(t.me, speedoh.HitKey())
	}
}

func (t *Table) press(seat int, a speedoh.Action) {
	t.presses = append(t.presses, engine.Press[any]{Seat: seat, Action: a})
}

// refused tells a person why a press did nothing; what a press did is
// read from the events (show.go).
func (t *Table) refused(p engine.Press[any], err error) {
	if a, _ := p.Action.(speedoh.Action); a.Kind == speedoh.Hit {
		return // a second slap on what one already slapped: a key bounce, no news
	}
	if p.Seat < 0 || p.Seat >= t.n {
		return
	}
	if errors.Is(err, session.ErrWait) { // the clock stands still a moment: no fault of theirs
		t.note(p.Seat, engine.Explain(err), false)
		return
	}
	t.note(p.Seat, engine.Explain(err), true)
	t.ctx.Play(assets.SoundError)
}

// updateChooser shows the receiver choice to a person who must make it.
func (t *Table) updateChooser() {
	for _, seat := range t.people {
		v := session.ViewOf[speedoh.View](t.s, seat)
		w, ok := v.ChoiceFor()
		if !ok {
			continue
		}
		cands := w.Candidates().List()
		if t.choice.seat != seat || len(cands) != len(t.choice.cands) {
			t.choice = chooser{seat: seat, cands: cands, btns: t.chooserButtons(cands)}
			t.pick[seat] = 0
		}
		t.choice.by = w.ChooseBy
		if w.State == speedoh.WindowOpen {
			t.choice.by = w.Deadline + speedoh.ChoiceTicks
		}
		return
	}
	t.choice = chooser{seat: speedoh.NoSeat}
}
