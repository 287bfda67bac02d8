package speedrunui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// Every overlay of a Speed Run table is drawn above all its cards: the
// pause menu, settings, key bindings, rules, the contract board and the
// last trick, each checked pixel by pixel over a table with a trick won.
func TestOverlaysAreDrawnAboveTheTable(t *testing.T) {
	h, tp := newHarness(t, 13)
	tbl := *tp
	until(t, h, tbl, 60000, "a trick won", func() bool { return tbl.Tbl.WinnerText() != "" })
	until(t, h, tbl, 20000, "the person's turn", func() bool { return humanCanAct(tbl) })
	h.DrawEvery = 1
	h.AssertMenusOnTop()
	for _, key := range []ebiten.Key{ebiten.KeyTab, ebiten.KeyT} {
		h.Press(key)
		require.NotEqual(t, "speedrun-table", h.TopName(), "%v opens an overlay", key)
		h.AssertOnTop()
		h.Press(ebiten.KeyEscape)
		h.Settle(60)
		require.Equal(t, "speedrun-table", h.TopName())
	}
}
