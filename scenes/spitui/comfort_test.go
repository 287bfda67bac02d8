package spitui_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/spitui"
)

// pileHeight is how tall your first pile's card (7♥, alone on its pile in
// pickLayout) is drawn, read down a column clear of the pile's key label.
func pileHeight(t *testing.T, scale int) (*scenetest.Harness, *spitui.Table, int) {
	t.Helper()
	s := scenetest.Settings()
	s.CardScale = scale
	h, tbl := laidOut(t, s, 2, pickLayout(t))
	h.Step(20) // the deal lands
	a := tbl.SlotArea(0, 5)
	top, bottom, ok := pixels.PaperSpan(h.ReadPixels(), int(a[0]+a[2]/4), int(a[1]), 719)
	require.True(t, ok, "the card is on screen")
	assert.Less(t, bottom, 690, "the pile's key label still fits under the card")
	return h, tbl, bottom - top
}

// At 150% your stock cards are drawn half as large again, and a click
// anywhere in a pile's place, up to its edge, picks that pile: the places
// never meet.
func TestLargerStockCardsKeepTheirOwnClickAreas(t *testing.T) {
	_, _, std := pileHeight(t, 100)
	h, tbl, big := pileHeight(t, 150)
	require.Equal(t, 1.5, tbl.CardZoom())
	assert.InDelta(t, 1.5, float64(big)/float64(std), 0.04, "drawn %d px tall, %d at the standard size", big, std)

	for i := range 5 {
		a := tbl.SlotArea(i, 5)
		assert.GreaterOrEqual(t, a[0], 320.0, "pile %d is clear of your panel", i+1)
		if i < 4 {
			next := tbl.SlotArea(i+1, 5)
			assert.Less(t, a[0]+a[2], next[0], "piles %d and %d have places apart", i+1, i+2)
		}
		for _, x := range []float64{a[0] + 1, a[0] + a[2]/2, a[0] + a[2] - 1} {
			h.Click(x, a[1]+a[3]/2)
			assert.Equal(t, i+1, tbl.Selected(0), "a click at x %.0f picks pile %d", x, i+1)
			h.Click(x, a[1]+a[3]/2) // and a second click puts it back
			require.Equal(t, 0, tbl.Selected(0))
		}
	}
}
