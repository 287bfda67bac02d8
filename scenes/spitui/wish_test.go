package spitui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/scenes/scenetest"
)

// Player 2 says Spit while Player 1 can still play: Player 2's panel and
// message say so, and Player 1's prompt asks for Spit when stuck. Player 1
// plays a card: the wish is no longer shown anywhere, though the press
// stands in the engine (D13). Player 2 pressing Spit again shows it again
// and sends nothing; Player 1's Spit then spits at once.
func TestWishToSpitGoesWithTheNextPlay(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, pickLayout(t))
	st := stateOf(t, tbl)
	h.Step(20) // the deal lands
	h.Press(ebiten.KeyO)
	require.True(t, st.View(0).Players[1].Ready, "Player 2's Spit press went through")
	assert.Equal(t, "Ready to spit", tbl.Status(1))
	msg, on := tbl.Message(1)
	assert.True(t, on)
	assert.Equal(t, "Ready to spit", msg)
	assert.Equal(t, "Player 2 wants to spit: press E when you are stuck", tbl.Prompt())

	h.Press(ebiten.Key4)
	h.Press(ebiten.KeyW) // 9♦ onto 8♣
	require.Equal(t, mustCard(t, "D9"), st.View(0).Centre[1].Top, "Player 1 played")
	require.True(t, st.View(0).Players[1].Ready, "the press stands in the engine (D13)")
	assert.Empty(t, tbl.Status(1), "Player 2's panel no longer says ready")
	_, on = tbl.Message(1)
	assert.False(t, on, "Player 2's \"Ready to spit\" went with the play")
	assert.Empty(t, tbl.Prompt(), "Player 1 is no longer told Player 2 wants to spit")

	events := len(st.Events())
	h.Press(ebiten.KeyO) // Player 2 says it again
	assert.Equal(t, events, len(st.Events()), "nothing sent: the press stood")
	assert.Equal(t, "Ready to spit", tbl.Status(1))
	msg, _ = tbl.Message(1)
	assert.Equal(t, "Ready to spit", msg, "not a refusal")
	assert.Equal(t, "Player 2 wants to spit: press E when you are stuck", tbl.Prompt())

	sizes := st.View(0).Centre
	h.Press(ebiten.KeyE)
	v := st.View(0)
	assert.Equal(t, sizes[0].Size+1, v.Centre[0].Size, "both spat at once")
	assert.Equal(t, sizes[1].Size+1, v.Centre[1].Size)
	assert.Empty(t, tbl.Status(1))
}
