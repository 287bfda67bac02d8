package scenes_test

import (
	"image"
	"testing"

	"parlor/game"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// The menu redraws a kept frame only where cards moved (and under a
// toast), and mends its still layer only where cards left it. Whatever it
// leaves alone must already be right: at many moments of the deal, the
// hold and the gathering, the frame built up in parts equals the same
// moment drawn whole from nothing.
func TestMenuFramesDrawnInPartsEqualWholeFrames(t *testing.T) {
	var menu *scenes.Menu
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { menu = scenes.NewMenu(ctx, &scenes.App{}); return menu })
	h.Ctx().Settings.AnimSpeed = "normal" // the speed the measured menu runs at
	h.Ctx().Toast("A toast over the cards")
	whole := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	var fresh *ebiten.Image
	require.NoError(t, scenetest.OnLoop(func() error { fresh = ebiten.NewImage(1280, 720); return nil }))
	t.Cleanup(func() { _ = scenetest.OnLoop(func() error { fresh.Deallocate(); return nil }) })
	// A round of the deal is about 54*3+34+200 ticks, the gathering 54*1.2+54.
	for moment := 0; moment < 12; moment++ {
		h.Step(47)
		parts := h.ReadPixels()
		require.NoError(t, scenetest.OnLoop(func() error {
			// Its layers go too, so the whole frame paints them afresh
			// and a layer mended wrongly shows.
			menu.Leave()
			h.Game.Repaint()
			fresh.Clear()
			h.Game.Draw(fresh)
			fresh.ReadPixels(whole.Pix)
			return nil
		}))
		differ := 0
		for i := 0; i < len(whole.Pix); i += 4 {
			for k := range 3 {
				if d := int(whole.Pix[i+k]) - int(parts.Pix[i+k]); d > 6 || d < -6 {
					differ++
					break
				}
			}
		}
		require.LessOrEqualf(t, differ, 50, "after %d frames the frame drawn in parts differs from the whole one in %d pixels", (moment+1)*47, differ)
		// The whole frame becomes the screen the next parts are drawn on.
		require.NoError(t, scenetest.OnLoop(func() error {
			h.Screen.DrawImage(fresh, nil)
			return nil
		}))
	}
}

// Between deals the fans rest: the menu says it is still, so the game
// draws nothing (an idle menu costs no drawing), and it draws again as
// soon as the deck is gathered. With Reduce motion the dealt fans stay
// and the menu rests for good.
func TestMenuRestsBetweenDeals(t *testing.T) {
	for _, reduced := range []bool{false, true} {
		h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewMenu(ctx, &scenes.App{}) })
		h.Ctx().Settings.AnimSpeed = "normal"
		h.Ctx().Settings.ReducedMotion = reduced
		drawnIn := func(ticks int) int {
			d := h.Game.Drawn()
			h.Step(ticks)
			return h.Game.Drawn() - d
		}
		// The deal: a card leaves the pile every 3 ticks and flies for 34;
		// with Reduce motion each appears where it lands, drawn once.
		if dealt := drawnIn(150); reduced {
			require.LessOrEqual(t, dealt, 60, "cards appear where they land")
		} else {
			require.Equal(t, 150, dealt, "every frame of the deal is drawn")
		}
		h.Step(70) // the last cards land
		require.LessOrEqual(t, drawnIn(120), 1, "reduced motion %v: nothing is drawn while the fans rest", reduced)
		// Past the hold of 200 ticks the deck is gathered.
		if gathered := drawnIn(100); reduced {
			require.LessOrEqual(t, gathered, 1, "with Reduce motion the fans stay")
		} else {
			require.Greater(t, gathered, 40, "the gathering is drawn")
		}
	}
}

// The menu's cards fly in from beside their fans and back: through a
// whole deal, hold and gathering, none crosses the footer (the line
// about the focused item and the key hints, from y 640 down) while on
// screen.
func TestMenuCardsKeepClearOfTheFooter(t *testing.T) {
	var menu *scenes.Menu
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		menu = scenes.NewMenu(ctx, &scenes.App{})
		return menu
	})
	h.Ctx().Settings.AnimSpeed = "normal"
	h.DrawEvery = 8
	flew := 0
	for range 700 / 4 {
		h.Step(4)
		var cards [][4]float64
		require.NoError(t, scenetest.OnLoop(func() error { cards = menu.CardBounds(); return nil }))
		for i, b := range cards {
			if b[2] < 0 || b[0] > widget.ScreenW {
				continue // off screen, in the pile
			}
			flew++
			require.Less(t, b[3], 640.0, "card %d at %v crosses the footer", i, b)
		}
	}
	require.Positive(t, flew, "the cards were dealt")
	h.Shot("menu-deal")
}
