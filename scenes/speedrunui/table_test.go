package speedrunui

import (
	"os"
	"path/filepath"
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func newHarness(t *testing.T, seed uint64) (*scenetest.Harness, **Table) {
	var tbl *Table
	app := &scenes.App{Games: []scenes.GameEntry{Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		tbl = scenetest.Start(t, ctx, app, speedrun.GameName, scenes.Choice{Seed: seed, Level: engine.Easy}).(*Table)
		return tbl
	})
	h.Step(1)
	h.DrawEvery = 6
	return h, &tbl
}

// humanCanAct reports whether the table waits for seat 0 with nothing
// animating: the moment a person would press a key.
func humanCanAct(t *Table) bool {
	return !t.Ev.Pending() && !t.Tbl.Busy() && len(t.view.ToMove) > 0 &&
		func() bool {
			for _, s := range t.view.ToMove {
				if s == 0 {
					return true
				}
			}
			return false
		}()
}

// playByKeyboard answers every prompt with Enter (the focused choice or the
// focused legal card) and dismisses summaries, until the final standings.
func playByKeyboard(t *testing.T, h *scenetest.Harness, tbl *Table, frames int) {
	// Frames, not seconds: computer players think inside the frame in
	// tests (scenetest.Main), so a seed ends after the same frames anywhere.
	inTime := h.Within(frames)
	for inTime() {
		switch h.TopName() {
		case "speedrun-final":
			return
		case "speedrun-summary":
			h.Press(ebiten.KeyEnter)
			continue
		case "speedrun-table":
			if humanCanAct(tbl) {
				// Move once to prove arrows work, then play what is focused.
				h.Press(ebiten.KeyArrowRight)
				h.Press(ebiten.KeyEnter)
				continue
			}
		}
		h.Step(4)
	}
	t.Fatalf("the game did not end within %d frames (top %q, phase %v)", frames, h.TopName(), tbl.view.Phase)
}

func TestWholeShortGameByKeyboard(t *testing.T) {
	h, tp := newHarness(t, 11)
	playByKeyboard(t, h, *tp, 160000)
	tbl := *tp
	v := tbl.view
	require.Equal(t, speedrun.PhaseOver, v.Phase)
	assert.Len(t, v.Results, speedrun.Short.Hands())
	for seat := range speedrun.NumPlayers {
		pb := v.Board[seat]
		assert.Equal(t, speedrun.Short.Hands(), pb.Completed()+pb.PassesUsed+pb.RedosUsed,
			"seat %d: every hand fills a board cell, a Pass or a Redo", seat)
	}
	assert.NotEmpty(t, v.GameWon)
	// Save the record through the final screen's button and verify it.
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	path, err := game.SaveRecord(speedrun.GameName, 11, tbl.S.Record())
	require.NoError(t, err)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rec, err := record.Read(f)
	require.NoError(t, err)
	assert.NoError(t, speedrun.Verify(rec), "the saved record replays to the same outcomes")
	assert.Equal(t, "speedrun", rec.Header.Game)
	assert.Equal(t, uint64(11), rec.Header.Seed, "G2: the seed is in the record")
	assert.Equal(t, ".jsonl", filepath.Ext(path))
}

func TestOneHandByMouse(t *testing.T) {
	h, tp := newHarness(t, 5)
	tbl := *tp
	for inTime := h.Within(100000); inTime() && len(tbl.view.Results) == 0; {
		if h.TopName() == "speedrun-table" && humanCanAct(tbl) {
			if len(tbl.list.Buttons) > 0 {
				b := tbl.list.Buttons[len(tbl.list.Buttons)-1]
				h.Click(b.X+b.W/2, b.Y+b.H/2)
				continue
			}
			if tbl.view.Phase == speedrun.PhasePlay {
				c := tbl.view.Legal[0].Card
				s := tbl.Tbl.Sprite(c)
				x, y := s.Pos()
				// Aim at the card's visible left strip: later cards overlap it.
				h.Click(x-30, y)
				continue
			}
		}
		h.Step(4)
	}
	require.NotEmpty(t, tbl.view.Results, "a whole hand was played by mouse")
	// The last card, the collect and then the summary are still to be seen.
	for inTime := h.Within(20000); inTime() && h.TopName() != "speedrun-summary"; {
		h.Step(1)
	}
	assert.Equal(t, "speedrun-summary", h.TopName(), "the hand ends with the contracts revealed")
}

func TestIllegalClickIsExplainedAndChangesNothing(t *testing.T) {
	h, tp := newHarness(t, 3)
	tbl := *tp
	for inTime := h.Within(100000); inTime(); {
		if h.TopName() == "speedrun-summary" {
			h.Press(ebiten.KeyEnter)
			continue
		}
		if humanCanAct(tbl) && tbl.view.Phase == speedrun.PhasePlay {
			legal := tbl.Tbl.Legal()
			var illegal speedrun.Action
			found := false
			for _, c := range tbl.view.Own.Cards() {
				if !legal.Has(c) {
					illegal, found = speedrun.Play(c), true
					break
				}
			}
			if found {
				before := len(tbl.S.Record().Events)
				s := tbl.Tbl.Sprite(illegal.Card)
				x, y := s.Pos()
				h.Click(x-30, y)
				assert.Equal(t, before, len(tbl.S.Record().Events), "an illegal click changes nothing")
				assert.True(t, session.ViewOf[speedrun.View](tbl.S, 0).Own.Has(illegal.Card), "the card stays in the hand")
				assert.Contains(t, tbl.Msg, "You must follow suit:", "and is explained in plain words")
				return
			}
			h.Press(ebiten.KeyEnter)
			continue
		}
		if humanCanAct(tbl) {
			h.Press(ebiten.KeyEnter)
			continue
		}
		h.Step(4)
	}
	t.Fatal("never had an illegal card to click")
}
