package spitui

import (
	"errors"

	"parlor/assets"
	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/spit"
)

// tick runs one tick of the game: it reads the presses of the seats the
// people at this screen play, hands them to the session (the computer
// players press inside it, all in the tick's fair order, then the clock
// advances) and tells each presser what became of the press. A replay's
// table reads nothing: the record presses.
func (t *Table) tick(ctx *game.Context) {
	t.presses = t.presses[:0]
	for _, seat := range t.s.Plays().List() {
		if seat == 0 || seat == 1 {
			t.readKeys(seat)
		}
	}
	if t.plays(t.me) {
		t.readMouse()
	}
	at := t.s.Now()
	errs := t.s.Tick(t.presses)
	for i, p := range t.presses {
		var err error
		if i < len(errs) {
			err = errs[i]
		}
		t.result(ctx, p.Seat, p.Action.(spit.Action), at, err)
	}
	// A game held elsewhere refuses a press later: said the same way.
	for _, r := range t.s.TakeRefused() {
		a, _ := r.Action.(spit.Action)
		t.result(ctx, r.Seat, a, at, r.Err)
	}
}

// press queues a person's press for this tick.
func (t *Table) press(seat int, a spit.Action) {
	t.presses = append(t.presses, engine.Press[any]{Seat: seat, Action: a})
}

// result tells the presser what became of a press: a refusal or a press
// too late is said in words; one that went through ends the gesture that
// made it. What it did on the table (the card flying, its sound) comes
// from the events.
func (t *Table) result(ctx *game.Context, seat int, a spit.Action, tick int64, err error) {
	// End-to-end tests read what became of each key press.
	errText := ""
	if err != nil {
		errText = err.Error()
	}
	ctx.Trace.Event("press", map[string]any{"seat": seat, "a": a.String(), "tick": tick, "ok": err == nil, "err": errText})
	switch {
	case errors.Is(err, engine.ErrLate):
		t.say(seat, engine.Explain(err), true)
	case err != nil:
		t.say(seat, engine.Explain(err), true)
		ctx.Play(assets.SoundError)
	default:
		u := &t.ui[seat&1]
		switch a.Kind {
		case spit.Play, spit.Move, spit.Stack:
			if u.sel == int(a.From) {
				u.sel = 0
			}
		case spit.Claim, spit.Choose:
			u.claimArmed = false
		case spit.Spit:
			u.spitArmed = false
			if a.Side == spit.NoSide {
				t.sayReady(seat)
			}
		}
	}
}
