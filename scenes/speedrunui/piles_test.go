package speedrunui

import (
	"fmt"
	"testing"
)

// Each seat's won tricks lie beside that seat, with their count, over no
// hand and no seat's words, at the standard card size and at 150%.
func TestWonTricksLieBesideTheirOwners(t *testing.T) {
	for _, scale := range []int{100, 150} {
		h, tbl := dealtAt(t, scale)
		h.DrawEvery = 8
		all := func() bool {
			p := tbl.Tbl.Piles()
			return p[0] > 0 && p[1] > 0 && p[2] > 0 && !tbl.Tbl.Busy()
		}
		h.Until(6000, "every seat won a trick this hand", all, func() bool {
			return h.TopName() == "speedrun-summary" || humanCanAct(tbl)
		})
		h.DrawEvery = 1
		h.Step(1)
		h.Shot(fmt.Sprintf("speedrun-piles-%d", scale))
		if n := h.AssertPilesBeside(tbl.Tbl, tbl.labels); n != 3 {
			t.Errorf("at %d%%: %d seats' tricks checked, want 3", scale, n)
		}
	}
}
