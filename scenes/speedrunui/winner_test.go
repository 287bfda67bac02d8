package speedrunui

import (
	"testing"

	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// At 150% cards the note naming a trick's winner lies between the undealt
// cards and the trick, covering neither, nor the tools bar above.
func TestWinnerNoteClearOfTheCardsAt150(t *testing.T) {
	h, tbl := dealtAt(t, 150)
	h.DrawEvery = 8
	h.Until(3000, "a trick won", func() bool { return tbl.Tbl.WinnerText() != "" && !tbl.Tbl.Busy() },
		func() bool { return humanCanAct(tbl) })
	c := &widget.Canvas{Scale: 1, Fonts: h.Ctx().Assets}
	note := tbl.Tbl.WinnerRect(c)
	if note.Empty() {
		t.Fatal("no winner note")
	}
	if r := tbl.Tbl.HiddenRect(); r.Empty() || note.Overlaps(r) {
		t.Errorf("the note %v covers the undealt cards %v (or none lie there)", note, r)
	}
	for seat := range tricktable.Seats {
		if r := tbl.Tbl.TrickRect(seat); note.Overlaps(r) {
			t.Errorf("the note %v covers seat %d's card in the trick %v", note, seat, r)
		}
	}
	for _, b := range tbl.assist.Bar.Buttons {
		if note.Overlaps(tricktable.Rect{X0: b.X, Y0: b.Y, X1: b.X + b.W, Y1: b.Y + b.H}) {
			t.Errorf("the note %v covers the %s button", note, b.Label)
		}
	}
	h.DrawEvery = 1
	h.Step(1)
	h.Shot("speedrun-winner-150")
}
