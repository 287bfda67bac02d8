package stepstonesui

import (
	"image/color"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/stepstones"

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
		ink := tbl.ctx.Art.SuitColor(suit)
		found := 0
		for y := int(b.Y); y < int(b.Y+b.H); y++ {
			for x := int(b.X); x < int(b.X+b.W); x++ {
				if nearInk(px.RGBAAt(x, y), ink) {
					found++
				}
			}
		}
		assert.Greater(t, found, 20, "%s's symbol is drawn in its ink", suit.Name())
		seen[suit] = true
	}
	assert.Len(t, seen, 4, "four trump buttons, one per suit")
}

func nearInk(a, b color.RGBA) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) < 24 && d(a.G, b.G) < 24 && d(a.B, b.B) < 24
}
