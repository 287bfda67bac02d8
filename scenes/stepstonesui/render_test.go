package stepstonesui

import (
	"testing"

	"parlor/rules/stepstones"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRenderShots draws the table at its main moments into out/ (gitignored)
// so a person can look at them: your bid (the contract step and the
// ranking step), a hand in play, the end-of-hand summary and the
// scoresheet. It plays by keys like a person would.
func TestRenderShots(t *testing.T) {
	h, tbl := newHarness(t, Options{Config: stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, Seed: 3, Level: "normal"})
	n := 0
	shot := func(name string) {
		h.Game.Draw(h.Screen)
		saveShot(t, h, name)
	}
	var bid, play, summary bool
	for inTime := h.Within(100000); inTime() && !(bid && play && summary); {
		switch h.TopName() {
		case "stepstones-summary":
			for range 60 {
				tick(t, h, &n)
			}
			if !summary {
				shot("stepstones-summary.png")
				press(t, h, &n, ebiten.KeyTab)
				shot("stepstones-sheet.png")
				press(t, h, &n, ebiten.KeyEscape)
				summary = true
			}
			press(t, h, &n, ebiten.KeyEnter)
			press(t, h, &n, ebiten.KeyEnter)
		case "stepstones-table":
			if !humanToAct(tbl) {
				tick(t, h, &n)
				if play && !summary && len(tbl.shown.Winners) == 7 && tbl.Idle() && len(tbl.Tbl.Hand(1)) == 4 {
					shot("stepstones-play-mid.png")
				}
				continue
			}
			if tbl.view.Phase == stepstones.PhaseBid {
				tick(t, h, &n)
				if !bid {
					for range 20 {
						tick(t, h, &n)
					}
					shot("stepstones-bid.png")
					press(t, h, &n, ebiten.KeyEnter)
					for range 20 {
						tick(t, h, &n)
					}
					shot("stepstones-bid-rank.png")
					bid = true
				}
				press(t, h, &n, ebiten.KeyEnter)
				continue
			}
			if !play && len(tbl.view.Winners) >= 3 {
				for range 20 {
					tick(t, h, &n)
				}
				shot("stepstones-play.png")
				play = true
			}
			press(t, h, &n, ebiten.KeyEnter)
		default:
			tick(t, h, &n)
		}
	}
	if !(bid && play && summary) {
		t.Errorf("shots taken: bid %v play %v summary %v", bid, play, summary)
	}
}
