package speedrunui

import (
	"testing"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dealtAt opens a table with the card size scale (percent) and steps until
// the first hand lies still in the fan.
func dealtAt(t *testing.T, scale int) (*scenetest.Harness, *Table) {
	t.Helper()
	s := scenetest.Settings()
	s.CardScale = scale
	var tbl *Table
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene {
		tbl = scenetest.Start(t, ctx, app, speedrun.GameName, scenes.Choice{Seed: 5, Level: engine.Easy}).(*Table)
		return tbl
	})
	for inTime := h.Within(20000); inTime(); h.Step(4) {
		if len(tbl.Tbl.Hand(0)) > 0 && !tbl.Tbl.Busy() {
			h.Step(1)
			return h, tbl
		}
	}
	t.Fatal("the hand was never dealt")
	return nil, nil
}

// drawnHeight is how tall the last card of the hand (the one nothing
// covers) is drawn, read from the screen.
func drawnHeight(t *testing.T, h *scenetest.Harness, tbl *Table) int {
	t.Helper()
	hand := tbl.Tbl.Hand(0)
	x, _ := tbl.Tbl.Sprite(hand[len(hand)-1]).Pos()
	top, bottom, ok := pixels.PaperSpan(h.ReadPixels(), int(x), 380, 719)
	require.True(t, ok, "the last card is on screen")
	assert.Less(t, bottom, 718, "the card ends above the screen's bottom edge")
	return bottom - top
}

// At 150% your cards are drawn half as large again, the whole fan stays on
// the screen, and a click anywhere on the part of a card that shows picks
// that card and no other.
func TestLargerCardsStayOnScreenAndPickable(t *testing.T) {
	h100, tbl100 := dealtAt(t, 100)
	std := drawnHeight(t, h100, tbl100)
	h, tbl := dealtAt(t, 150)
	big := drawnHeight(t, h, tbl)
	assert.InDelta(t, 1.5, float64(big)/float64(std), 0.04, "drawn %d px tall, %d at the standard size", big, std)

	hand := tbl.Tbl.Hand(0)
	require.Len(t, hand, 12)
	for i, c := range hand {
		s := tbl.Tbl.Sprite(c)
		assert.Equal(t, 1.5, s.Target().Scale)
		x, y := s.Pos()
		left := x - 75 // half a card's width at 150%
		right := x + 75
		if i+1 < len(hand) {
			nx, _ := tbl.Tbl.Sprite(hand[i+1]).Pos()
			right = nx - 75 // where the next card starts to cover it
			assert.GreaterOrEqual(t, right-left, 40.0, "card %d shows a strip wide enough to aim at", i)
		}
		assert.GreaterOrEqual(t, left, 200.0, "card %d clears the panel at the left", i)
		// A fanned card leans a little: keep 10 px from where its strip
		// ends at its centre line.
		for _, px := range []float64{left + 10, (left + right) / 2, right - 10} {
			for _, py := range []float64{y - 80, y, y + 80} {
				assert.Equal(t, c, tbl.Tbl.CardAt(px, py), "card %d at (%.0f, %.0f)", i, px, py)
			}
		}
	}
}

// The card size chosen in Settings over a table applies to the table
// underneath as soon as Settings closes.
func TestCardSizeChangedUnderThePauseMenuApplies(t *testing.T) {
	h, tbl := dealtAt(t, 100)
	c := tbl.Tbl.Hand(0)[0]
	require.Equal(t, 1.0, tbl.Tbl.Sprite(c).Target().Scale)
	require.NoError(t, scenetest.OnLoop(func() error { h.Ctx().Push(scenes.NewSettings(h.Ctx())); return nil }))
	h.Step(2)
	require.Equal(t, "settings", h.TopName())
	for range 4 { // Card size is the fifth row
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyArrowRight)
	require.Equal(t, 150, h.Ctx().Settings.CardScale)
	assert.Equal(t, 1.0, tbl.Tbl.Sprite(c).Target().Scale, "the table waits under Settings")
	h.Press(ebiten.KeyEscape)
	h.Step(2)
	require.Equal(t, "speedrun-table", h.TopName())
	assert.Equal(t, 1.5, tbl.Tbl.Sprite(c).Target().Scale, "back on the table, the hand is larger")
	saved, _ := game.LoadSettings(h.ConfigDir)
	assert.Equal(t, 150, saved.CardScale, "and saved")
}
