package stepstonesui

import (
	"fmt"
	"testing"

	"parlor/game"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/scenetest"
)

// scaledHarness is newHarness with your cards at scale percent.
func scaledHarness(t *testing.T, opts Options, scale int) (*scenetest.Harness, *Table) {
	t.Helper()
	s := scenetest.Settings()
	s.CardScale = scale
	var tbl *Table
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene {
		tbl = scenetest.Open(t, ctx, app, opts.match(t)).(*Table)
		return tbl
	})
	h.DrawEvery = 8
	h.Step(1)
	return h, tbl
}

// Each seat's won tricks lie beside that seat, with their count, over no
// hand and no seat's words, at the standard card size and at 150%.
func TestWonTricksLieBesideTheirOwners(t *testing.T) {
	for _, scale := range []int{100, 150} {
		h, tbl := scaledHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Starter}, Seed: 11, Level: "normal"}, scale)
		all := func() bool {
			p := tbl.Tbl.Piles()
			return p[0] > 0 && p[1] > 0 && p[2] > 0 && !tbl.Tbl.Busy()
		}
		h.Until(8000, "every seat won a trick this hand", all, func() bool {
			return h.TopName() == "stepstones-summary" || humanToAct(tbl)
		})
		h.DrawEvery = 1
		h.Step(1)
		h.Shot(fmt.Sprintf("stepstones-piles-%d", scale))
		if n := h.AssertPilesBeside(tbl.Tbl, tbl.labels); n != 3 {
			t.Errorf("at %d%%: %d seats' tricks checked, want 3", scale, n)
		}
	}
}
