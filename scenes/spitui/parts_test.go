package spitui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"parlor/rules/engine"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/parts/partstest"
	"parlor/scenes/scenetest"
)

// The table repaints a kept frame only where its parts changed
// (scenes/parts). Whatever it leaves alone must already be right: at
// moments of a real game (the deal flying out, the countdown, the
// computer's plays, a pile picked and played, a toast, the pause and the
// way back) the frame built up in parts equals the same moment drawn
// whole.
func TestFramesDrawnInPartsEqualWholeFrames(t *testing.T) {
	s := scenetest.Settings()
	s.AnimSpeed, s.BotPace = "normal", "normal" // as a person plays it
	h, tbl := newTableWith(t, s, scenes.Choice{Seed: 11, Mode: scenes.VsComputer, Level: engine.Hard})
	st := stateOf(t, tbl)
	k := partstest.New(h)
	check := func(what string) {
		t.Helper()
		n, at := k.Differ()
		require.Zerof(t, n, "%s: the frame drawn in parts differs from the whole one in %d pixels (first at %v)", what, n, at)
	}
	for i := range 6 { // the deal, then the countdown
		h.Step(7)
		check("the deal")
		if i == 2 {
			h.Ctx().Toast("A toast over the table")
		}
	}
	untilSpat(t, h, st)
	for range 4 {
		h.Step(3)
		check("cards spat")
	}
	a, ok := firstPlay(st, 0)
	require.True(t, ok, "seed 11 gives you a play after the spit")
	h.Press(p1Piles[a.From-1])
	check("a pile picked: its card lifts")
	h.Step(3)
	check("the card lifted")
	h.Press(p1Side[a.Side])
	for range 4 {
		check("your card flying")
		h.Step(2)
	}
	for range 10 { // the computer plays on
		h.Step(23)
		check("the computer's plays")
	}
	h.Press(ebiten.KeyEscape)
	require.Equal(t, "pause", h.TopName())
	h.Press(ebiten.KeyEscape)
	for range 3 {
		h.Step(5)
		check("back from the pause")
	}
}

// A round's end in parts: the race for the smaller pile (its banner, the
// prompt, the big counts), the piles flying to their takers, and the
// round board opening over the table.
func TestRoundEndDrawnInPartsEqualsWhole(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, nearRoundEnd(t))
	st := stateOf(t, tbl)
	k := partstest.New(h)
	h.Press(ebiten.Key1, ebiten.KeyQ) // Player 1's last stock card ends the round
	require.Equal(t, spit.PhaseClaim, st.Phase())
	for range 3 {
		h.Step(2)
		n, at := k.Differ()
		require.Zerof(t, n, "the race for a pile: %d pixels differ (first at %v)", n, at)
	}
	h.Press(ebiten.KeyR)
	h.Press(ebiten.KeyQ)
	for range 4 {
		h.Step(9)
		n, at := k.Differ()
		require.Zerof(t, n, "the piles taken: %d pixels differ (first at %v)", n, at)
	}
	require.Equal(t, "spit-round", h.TopName())
}

// A kept frame costs what changed: over two seconds of the computer's
// plays no frame is drawn whole, and a frame paints on average a small
// share of the screen (the empty felt screen fills all of it).
func TestFramesPaintOnlyWhatChanged(t *testing.T) {
	s := scenetest.Settings()
	s.AnimSpeed, s.BotPace = "normal", "normal"
	h, tbl := newTableWith(t, s, scenes.Choice{Seed: 11, Mode: scenes.VsComputer, Level: engine.Hard})
	untilSpat(t, h, stateOf(t, tbl))
	h.Step(10)
	painted, most, covered := 0, 0, 0
	for range 120 {
		h.Step(1)
		p, c, whole := tbl.Painted()
		require.False(t, whole, "no frame drawn whole")
		painted, covered = painted+p, covered+c
		most = max(most, p)
	}
	t.Logf("pixels painted a frame: mean %d, most %d; drawn whole: %d; the screen: %d", painted/120, most, covered/120, 1280*720)
	require.Less(t, painted/120, 1280*720/10, "a frame paints a small share of the screen")
}
