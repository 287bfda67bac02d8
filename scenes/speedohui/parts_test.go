package speedohui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/parts/partstest"
)

// The table repaints a kept frame only where its parts changed
// (scenes/parts). Whatever it leaves alone must already be right: at
// moments of real games the frame built up in parts equals the same
// moment drawn whole. Four computers flip, slap and take piles (cards
// flying, shouts, the banner, special cards' windows); then a person
// flips, slaps wrongly (the comparison panel), pauses and comes back.
func TestFramesDrawnInPartsEqualWholeFrames(t *testing.T) {
	check := func(t *testing.T, k *partstest.Checker, what string) {
		t.Helper()
		n, at := k.Differ()
		require.Zerof(t, n, "%s: the frame drawn in parts differs from the whole one in %d pixels (first at %v)", what, n, at)
	}
	t.Run("computers", func(t *testing.T) {
		h, tbl := start(t, scenes.Choice{Seed: 3, Mode: scenes.Watch, Players: 4, Level: engine.Hard})
		k := partstest.New(h)
		slaps := 0
		for i := range 40 {
			h.Step(13)
			check(t, k, "computers playing")
			if _, on := tbl.Banner(); on {
				slaps++
			}
			if i == 5 {
				h.Ctx().Toast("A toast over the table")
			}
		}
		require.Positive(t, slaps, "a slap was settled on the way")
	})
	t.Run("you", func(t *testing.T) {
		h, _ := start(t, scenes.Choice{Seed: 5, Mode: scenes.VsComputer, Players: 3, Level: engine.Normal})
		k := partstest.New(h)
		h.Step(3)
		hold(h, flipKey[0])
		for range 4 {
			check(t, k, "your card flipping")
			h.Step(2)
		}
		h.Step(40)
		hold(h, slapKey[0])
		for range 5 {
			check(t, k, "your slap")
			h.Step(5)
		}
		h.Press(ebiten.KeyEscape)
		require.Equal(t, "pause", h.TopName())
		h.Press(ebiten.KeyEscape)
		for range 4 {
			h.Step(9)
			check(t, k, "back from the pause")
		}
	})
}

// A kept frame costs what changed: while nobody moves, a frame paints
// nothing, and a card flipping repaints far less than the screen.
func TestFramesPaintOnlyWhatChanged(t *testing.T) {
	h, tbl := start(t, scenes.Choice{Seed: 5, Mode: scenes.VsComputer, Players: 3, Level: engine.Normal})
	h.Step(30)
	var painted, whole int
	for range 20 { // your turn to flip: nothing moves
		h.Step(1)
		p, _, w := tbl.Painted()
		painted += p
		if w {
			whole++
		}
	}
	require.Zero(t, whole, "no frame drawn whole")
	require.Zero(t, painted, "a still table paints nothing")
	hold(h, flipKey[0])
	most, covered := 0, 0
	for range 8 {
		h.Step(1)
		p, c, _ := tbl.Painted()
		most, covered = max(most, p), c
	}
	t.Logf("pixels painted a frame of the flip: at most %d; drawn whole: %d; the screen: %d", most, covered, 1280*720)
	require.Positive(t, most, "the flip is drawn")
	require.Less(t, most, 1280*720/4, "a flip repaints a part of the screen")
}
