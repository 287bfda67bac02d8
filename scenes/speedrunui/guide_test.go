package speedrunui

import (
	"strings"
	"testing"

	"parlor/game"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// untilShown steps the table until the guide shows a sentence containing
// want, and returns it. A decision the guide asks for on the way (the
// trump or ranking, when the deal makes the player choose one) is made
// as a player would: an arrow to begin choosing (the guide keeps Enter
// alone from the table), then Enter.
func untilShown(t *testing.T, h *scenetest.Harness, g *guide.Guide, want string) string {
	t.Helper()
	for inTime := h.Within(40000); inTime(); {
		say, on := g.Showing()
		switch {
		case on && strings.Contains(say, want):
			return say
		case on && !g.Holds():
			h.Press(ebiten.KeyArrowRight)
			h.Press(ebiten.KeyEnter)
		}
		require.True(t, g.Active(), "the guide ended before %q", want)
		h.Step(2)
	}
	say, _ := g.Showing()
	t.Fatalf("the guide never said %q (step %d, showing %q)", want, g.At(), say)
	return ""
}

// The first Speed Run a person starts walks them through the first hand:
// the guide shows over the dealt hand and holds the table while it
// speaks, a real contract chosen on the table moves it on, Esc skips the
// rest and is remembered; the next game starts without it, and the rules
// page starts a guided game again.
func TestGuidedFirstGame(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.Blank{} })
	tbl, ok := h.StartFromSetup(app, Entry).(*Table)
	require.True(t, ok, "the table opens (top %q)", h.TopName())
	g := tbl.Guide()
	require.True(t, g.Active(), "a first game is guided")

	untilShown(t, h, g, "These are your 12 cards")
	assert.True(t, g.Holds())
	asked := len(tbl.S.Record().Events)
	h.Step(60)
	assert.Equal(t, asked, len(tbl.S.Record().Events), "nobody moves while the guide speaks")
	h.Shot("speedrun-guide-hand")
	assert.False(t, g.Covers(), "the sentence does not cover the hand")
	_, target, _, _ := g.Layout()
	assert.True(t, pixels.GoldAcross(h.ReadPixels(), target[0]+target[2]/3, target[1]), "a gold rim round the hand")
	h.Press(ebiten.KeyEnter)
	assert.Equal(t, "speedrun-table", h.TopName(), "Enter was Next, not a move")

	untilShown(t, h, g, "choose your contract")
	require.Equal(t, speedrun.PhaseBid, tbl.view.Phase)
	assert.False(t, tbl.view.Bids[0].Placed)
	h.Shot("speedrun-guide-contract")

	assert.False(t, g.Covers(), "the sentence does not cover the contracts")
	// Enter alone only reads on (the guide keeps it from the table until
	// the player begins to choose): an arrow first, then Enter chooses.
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter) // the focused contract, chosen on the table
	h.Step(2)
	assert.True(t, tbl.view.Bids[0].Placed, "Enter chose a contract")
	assert.Greater(t, g.At(), 2, "the decision moved the guide on")

	// Undo takes the contract back on a rebuilt table: the guide goes on.
	at := g.At()
	h.Press(ebiten.KeyU)
	h.Step(30)
	back, ok := h.Game.Top().(*Table)
	require.True(t, ok)
	require.NotSame(t, tbl, back, "undo rebuilt the table")
	g = back.Guide()
	require.True(t, g.Active(), "the guide survives the undo")
	assert.Less(t, g.At(), at, "and asks for the contract again")
	untilShown(t, h, g, "choose your contract")

	for {
		if _, on := g.Showing(); on {
			break
		}
		h.Step(2)
	}
	h2, _, replay := h.SkipAndRelaunch(g, app, Entry)
	untilShown(t, h2, replay.Guide(), "These are your 12 cards")
}
