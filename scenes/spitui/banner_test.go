package spitui_test

import (
	"testing"

	"parlor/scenes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The "Spit!" shout and Player 2's message share the gap under the top
// row: while both show, neither covers the other nor any card.
func TestSpitShoutClearsPlayer2sMessage(t *testing.T) {
	h, tbl := newTable(t, scenes.Choice{Seed: 3, Mode: scenes.TwoPlayers})
	h.DrawEvery = 1
	untilSpat(t, h, stateOf(t, tbl))
	h.Press(ebiten.KeyI) // Player 2's play key with no pile chosen: a message
	text, bx, by, bw, bh, on := tbl.Banner()
	require.True(t, on, "the shout still shows")
	assert.Equal(t, "Spit!", text)
	mx, my, mw, mh, ok := tbl.MessageBox(1)
	require.True(t, ok, "Player 2's message shows")
	overlap := func(ax, ay, aw, ah, cx, cy, cw, ch float64) bool {
		return ax < cx+cw && cx < ax+aw && ay < cy+ch && cy < ay+ah
	}
	assert.False(t, overlap(bx, by, bw, bh, mx, my, mw, mh), "the shout (%v,%v %vx%v) covers the message (%v,%v %vx%v)", bx, by, bw, bh, mx, my, mw, mh)
	for _, c := range tbl.CardBoxes() {
		assert.False(t, overlap(bx, by, bw, bh, c[0], c[1], c[2], c[3]), "the shout covers a card at %v", c)
	}
}
