package spitui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/rules/spit"
	"parlor/scenes/scenetest"
	"parlor/scenes/spitui"
)

// SP5: a round's result comes before the next round. After the claim the
// centre piles go to their takers and the board of round 1 opens with no
// card of round 2 dealt and no countdown; only once it is closed does
// round 2's deal fly out and its countdown run.
func TestRoundBoardComesBeforeTheNextDeal(t *testing.T) {
	h, tbl := laidOut(t, scenetest.Settings(), 2, nearRoundEnd(t))
	st := stateOf(t, tbl)
	h.Press(ebiten.Key1, ebiten.KeyQ) // Player 1's last stock card ends the round
	require.Equal(t, spit.PhaseClaim, st.Phase())
	h.Press(ebiten.KeyR)
	h.Press(ebiten.KeyQ) // Player 1 claims the left pile
	require.Equal(t, 2, st.Round(), "the engine has dealt round 2")
	next := st.View(0) // round 2 as dealt
	tops := func() (out []int) {
		for i, p := range next.Players[0].Stock {
			if c, ok := p.Top(); ok {
				if x, _, on := tbl.CardAt(c); on {
					sx, _ := spitui.SlotCentre(0, i, 5)
					if x > sx-2 && x < sx+2 {
						out = append(out, i+1)
					}
				}
			}
		}
		return out
	}

	for inTime := h.Within(60); h.TopName() != "spit-round"; h.Step(1) {
		require.True(t, inTime(), "the board of round 1 never opened")
		require.Equal(t, 1, tbl.DealtRound(), "round 2 is not dealt before the board")
		require.Zero(t, tbl.Countdown(), "no countdown before the board")
		require.Empty(t, tops(), "no card of round 2 lies in Player 1's piles")
		require.Empty(t, tbl.Prompt())
	}
	board, ok := h.Top().(*spitui.RoundBoard)
	require.True(t, ok)
	assert.Equal(t, 1, board.Result().Round)
	assert.Equal(t, [2]spit.Side{spit.Left, spit.Right}, board.Result().Took)
	h.Shot("spit-between")
	h.Step(25)
	h.Press(ebiten.KeyEnter)
	require.Equal(t, "spit-table", h.TopName(), "Enter closes the board")

	h.Step(1)
	assert.Equal(t, 2, tbl.DealtRound(), "round 2 is dealt once the board has closed")
	assert.Equal(t, 3, tbl.Countdown(), "its countdown starts")
	h.Step(30)
	assert.Len(t, tops(), 5, "round 2's piles have flown out")
}
