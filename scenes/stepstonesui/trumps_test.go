package stepstonesui

import (
	"image"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/scenes/scenetest/pixels"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The trump buttons show each suit's symbol in the ink the cards print it
// in, on a small card-coloured tile: red hearts and diamonds, black clubs
// and spades (four colours when the player chose them).
func TestTrumpButtonsShowSuitsInTheirInk(t *testing.T) {
	h, tbl := newHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Starter, FixedForehand: true, Forehand: 0}, Seed: 4, Level: "easy"})
	for i := 0; i < 600 && !(humanToAct(tbl) && len(tbl.bid.list.Buttons) > 0); i++ {
		h.Step(2)
	}
	require.True(t, humanToAct(tbl), "the forehand bids first")
	h.Press(ebiten.KeyEnter) // Win Tricks (Pick Trump)
	h.Press(ebiten.KeyEnter) // 9 High
	h.DrawEvery = 1
	h.Step(30)
	px := h.ReadPixels()
	seen := map[cards.Suit]bool{}
	for i, o := range tbl.bid.opts {
		if o.trump == nil {
			continue
		}
		suit, _ := o.trump.Suit()
		b := tbl.bid.list.Buttons[i]
		assert.Equal(t, suit.Name(), b.Label, "the label names the suit")
		ink := pixels.Of(tbl.Ctx.Art.SuitColor(suit))
		found, _ := pixels.Count(px, image.Rect(int(b.X), int(b.Y), int(b.X+b.W), int(b.Y+b.H)), ink, 40)
		assert.Greater(t, found, 20, "%s's symbol is drawn in its ink", suit.Name())
		seen[suit] = true
	}
	assert.Len(t, seen, 4, "four trump buttons, one per suit")
}
