package spellcraftui

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"
	"parlor/scenes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuitAndContinue plays into the second turn, leaves for the main menu
// and continues from the menu's first item: the engine, your hand and the
// field are dealt out again as they were left, and play goes on.
func TestQuitAndContinue(t *testing.T) {
	h, tp := newHarness(t, spellcraft.Config{Players: 4, Trump: true}, 12)
	tbl := *tp
	inTime := h.Within(40000)
	for n := 0; !(canAct(h, tbl) && tbl.view.Turn >= 2); n++ {
		require.True(t, inTime(), "never reached turn 2")
		if h.TopName() != "spellcraft-table" {
			h.Press(ebiten.KeyEnter)
			continue
		}
		if canAct(h, tbl) {
			keysFor(h, tbl, n)
			continue
		}
		h.Step(4)
	}
	left := gameOf(tbl).View(0)
	rec := h.Ctx().SaveOf("spellcraft")
	require.NotNil(t, rec, "every action is autosaved")

	back, _ := h.ContinueFromMenu(&scenes.App{Games: []scenes.GameEntry{Entry}}, "Continue Spellcraft").(*Table)
	require.NotNil(t, back)
	for inTime := h.Within(20000); back.ev.Pending() || back.cards.busy(); h.Step(4) {
		require.True(t, inTime(), "the table never settled")
	}
	assert.Equal(t, left, back.view, "the engine is where it was left")
	assert.Equal(t, left.Hand, cards.SetOf(back.cards.hand...), "your hand")
	assert.Equal(t, left.Field, cards.SetOf(back.cards.field...), "the field")
}
