package speedrunui

import (
	"testing"

	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/scenes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuitAndContinue plays into the middle of a hand, leaves for the main
// menu, and continues the game from the menu's first item: the table comes
// back exactly as it was left (the engine state, the cards in hand, the
// trick on the table and every won pile), and play goes on.
func TestQuitAndContinue(t *testing.T) {
	h, tp := newHarness(t, 21)
	tbl := *tp
	inTime := h.Within(60000)
	for !(humanCanAct(tbl) && tbl.view.Phase == speedrun.PhasePlay && len(tbl.view.Winners) >= 4 && tbl.view.Tricks[len(tbl.view.Tricks)-1].Count > 0) {
		require.True(t, inTime(), "never reached trick 5 with a card led")
		if humanCanAct(tbl) {
			h.Press(ebiten.KeyEnter)
			continue
		}
		h.Step(4)
	}
	left := session.ViewOf[speedrun.View](tbl.S, 0)

	rec := h.Ctx().SaveOf("speedrun")
	require.NotNil(t, rec, "every action is autosaved")

	back, _ := h.ContinueFromMenu(&scenes.App{Games: []scenes.GameEntry{Entry}}, "Continue Speed Run").(*Table)
	require.NotNil(t, back)
	for inTime := h.Within(20000); !humanCanAct(back); h.Step(4) {
		require.True(t, inTime(), "the resumed hand never caught up")
	}
	assert.Equal(t, left, back.view, "the engine is where it was left")
	assert.Equal(t, left.Own, cards.SetOf(back.Tbl.Hand(0)...), "your hand")
	for seat := 1; seat < speedrun.NumPlayers; seat++ {
		assert.Len(t, back.Tbl.Hand(seat), left.HandSizes[seat], "seat %d's backs", seat)
	}
	piles := back.Tbl.Piles()
	assert.Equal(t, left.Won, [speedrun.NumPlayers]int(piles), "won tricks on the table")
	cur := left.Tricks[len(left.Tricks)-1]
	for j := 0; j < int(cur.Count); j++ {
		s := back.Tbl.Sprite(cur.Cards[j])
		assert.True(t, s.Target().FaceUp, "%v lies face up in the trick", cur.Cards[j])
	}

	// Play goes on, and a finished game leaves nothing to continue.
	h.Press(ebiten.KeyEnter)
	playByKeyboard(t, h, back, 160000)
	rec = h.Ctx().SaveOf("speedrun")
	assert.Nil(t, rec, "the game is over: no Continue")
}
