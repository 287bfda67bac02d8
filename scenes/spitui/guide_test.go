package spitui_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/spitui"
)

// The first Spit a person starts walks them through the first round:
// the guide shows over the stock piles with the clock stopped, a real
// play (or a spit, when no card fits) moves it on, Esc skips the rest and
// is remembered; the next game starts without it, and the rules page
// starts a guided game again.
func TestGuidedFirstGame(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{spitui.Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.Blank{} })
	tbl, ok := h.StartFromSetup(app, spitui.Entry).(*spitui.Table)
	require.True(t, ok, "the table opens (top %q)", h.TopName())
	require.Equal(t, engine.OneSeat(0), tbl.Session().Plays(), "you against the computer")
	g := tbl.Guide()
	require.True(t, g.Active(), "a first game is guided")
	st := stateOf(t, tbl)

	say, on := g.Showing()
	require.True(t, on)
	assert.Contains(t, say, "these are your stock piles")
	tick := st.Tick()
	h.Step(90)
	assert.Equal(t, tick, st.Tick(), "the clock stands while the guide speaks")
	h.Shot("spit-guide-stock")
	assert.False(t, g.Covers(), "the sentence does not cover the piles")
	_, target, _, _ := g.Layout()
	assert.True(t, pixels.GoldAcross(h.ReadPixels(), target[0]+target[2]/2, target[1]), "a gold rim round the piles")

	h.Press(ebiten.KeyEnter)
	say, _ = g.Showing()
	assert.Contains(t, say, "After the countdown")
	h.Press(ebiten.KeyEnter)
	assert.Equal(t, 2, g.At())

	// The clock runs again: the countdown, the spit, then the first
	// decision, made with the keys as a player makes it.
	for inTime := h.Within(20000); g.At() == 2; {
		require.True(t, inTime(), "no first decision came")
		say, on = g.Showing()
		switch {
		case on && strings.HasPrefix(say, "Go!"):
			h.Shot("spit-guide-play")
			assert.False(t, g.Covers())
			playOne(h, st)
		case on && strings.HasPrefix(say, "No card fits"):
			h.Press(ebiten.KeyE)
		default:
			h.Step(1)
		}
	}
	assert.Greater(t, g.At(), 2, "the decision moved the guide on")

	// Play on, as a player would, until the guide speaks again (stuck, or
	// the round over).
	h.DrawEvery = 8
	for inTime := h.Within(80000); ; {
		if _, on := g.Showing(); on || !g.Active() {
			break
		}
		require.True(t, inTime(), "the guide never spoke again")
		playOne(h, st)
	}
	h.DrawEvery = 1
	h.Step(1)
	h.Shot("spit-guide-next")
	require.True(t, g.Active(), "the guide ended before the round did")
	h2, _, replay := h.SkipAndRelaunch(g, app, spitui.Entry)
	_, on = replay.Guide().Showing()
	assert.True(t, on, "the replay's first sentence shows at once")
	st = stateOf(t, replay.(*spitui.Table))
	tick = st.Tick()
	h2.Step(30)
	assert.Equal(t, tick, st.Tick(), "and holds its clock")
}

// playOne makes seat 0's first productive move, with the keys: a card
// onto a centre pile (its pile key, then its side's key), or a card into
// an empty slot (its pile key, then the slot's).
func playOne(h *scenetest.Harness, st *spit.State) {
	v := st.View(0)
	for _, a := range v.Options(nil) {
		switch a.Kind {
		case spit.Play:
			h.Press(p1Piles[a.From-1])
			h.Press(p1Side[a.Side])
			return
		case spit.Move, spit.Stack:
			h.Press(p1Piles[a.From-1])
			h.Press(p1Piles[a.To-1])
			return
		}
	}
	h.Step(4)
}
