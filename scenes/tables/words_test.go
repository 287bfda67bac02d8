package tables_test

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/tables"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// mashKeys are the keys a newcomer might press at any table: moves,
// choices, hints, the speed games' keys. Not Esc: pausing is tested apart.
var mashKeys = []ebiten.Key{
	ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
	ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyH, ebiten.KeyL,
	ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyDigit5,
	ebiten.KeyQ, ebiten.KeyW, ebiten.KeyE, ebiten.KeyR, ebiten.KeyA,
}

// Every table, played by a newcomer mashing keys against the computers
// and then watched back from its record to the end, draws no ruling id,
// card token, seat number or "Bot 1": only what a player can read.
func TestTablesSpeakPlainWords(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	for i, g := range app.Games {
		t.Run(g.Game.Name, func(t *testing.T) {
			check := scenetest.WatchWords(t)
			mash(t, app, g, uint64(40+i))
			watchToTheEnd(t, app, g.Game.Name, uint64(50+i))
			check()
		})
	}
}

// mash plays g against computers, pressing a random key every few frames.
func mash(t *testing.T, app *scenes.App, g scenes.GameEntry, seed uint64) {
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		return scenetest.Start(t, ctx, app, g.Game.Name, scenes.Choice{Level: engine.Easy, Mode: scenes.VsComputer, Seed: seed})
	})
	rng := rand.New(rand.NewPCG(seed, 1))
	for range 120 {
		h.Press(mashKeys[rng.IntN(len(mashKeys))])
		h.Step(2)
	}
}

// watchToTheEnd plays a finished computer game of name back on its table,
// move by move to the last.
func watchToTheEnd(t *testing.T, app *scenes.App, name string, seed uint64) {
	rec := finished(t, name, seed)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		r, err := scenes.NewReplay(ctx, app, rec)
		require.NoError(t, err)
		return r
	})
	h.Settle(20)
	r, ok := h.Top().(*scenes.Replay)
	require.True(t, ok, "the replay opened: %s", h.TopName())
	for range 12 {
		h.Press(ebiten.KeyRight) // move by move through the first deal
		h.Step(2)
	}
	for range 25 {
		h.Press(ebiten.KeyPageDown) // then deal by deal, each summary drawn
		h.Step(2)
	}
	h.Press(ebiten.KeyEnd)
	h.Settle(30)
	pos, n := r.Pos()
	require.Equal(t, n, pos, "the replay reached the end")
}
