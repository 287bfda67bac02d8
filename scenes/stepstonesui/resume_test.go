package stepstonesui

import (
	"testing"

	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/stepstones"
	"parlor/scenes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuitAndContinue plays into the second hand, leaves for the main menu
// and continues from the menu's first item: the engine, your hand, the
// trick on the table and the won piles are as they were left.
func TestQuitAndContinue(t *testing.T) {
	h, tbl := newHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, Seed: 4, Level: "normal"})
	n := 0
	inTime := h.Within(80000)
	for {
		require.True(t, inTime(), "never reached hand 2, trick 4 with a card led")
		if h.TopName() == "stepstones-summary" {
			press(t, h, &n, ebiten.KeyEnter)
			continue
		}
		v := tbl.view
		if humanToAct(tbl) && v.Hand == 1 && v.Phase == stepstones.PhasePlay && len(v.Winners) >= 3 && v.Tricks[len(v.Tricks)-1].Count > 0 {
			break
		}
		if h.TopName() == "stepstones-table" && humanToAct(tbl) {
			press(t, h, &n, ebiten.KeyEnter)
			continue
		}
		tick(t, h, &n)
	}
	left := session.ViewOf[stepstones.View](tbl.S, 0)
	rec := h.Ctx().SaveOf("stepstones")
	require.NotNil(t, rec, "every action is autosaved")

	back, _ := h.ContinueFromMenu(&scenes.App{Games: []scenes.GameEntry{Entry}}, "Continue Stepping Stones").(*Table)
	require.NotNil(t, back)
	for inTime := h.Within(20000); !humanToAct(back); h.Step(4) {
		require.True(t, inTime(), "the resumed hand never caught up")
	}
	assert.Equal(t, left, back.view, "the engine is where it was left")
	assert.Equal(t, left.Own, cards.SetOf(back.Tbl.Hand(0)...), "your hand")
	assert.Equal(t, left.Won, [stepstones.NumPlayers]int(back.Tbl.Piles()), "won tricks on the table")
	cur := left.Tricks[len(left.Tricks)-1]
	for j := 0; j < int(cur.Count); j++ {
		assert.True(t, back.Tbl.Sprite(cur.Cards[j]).Target().FaceUp, "%v lies face up in the trick", cur.Cards[j])
	}
	checkRecord(t, back)
}
