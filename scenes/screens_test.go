package scenes_test

import (
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/history"
	"parlor/game/stats"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shot saves what the screen shows to out/scenes/NAME.png for a person to
// look at; tests assert on state, the picture is for review.
func shot(t *testing.T, h *scenetest.Harness, name string) {
	t.Helper()
	dir := filepath.Join("..", "out", "scenes")
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		return
	}
	defer f.Close()
	_ = png.Encode(f, h.ReadPixels())
}

// TestStatisticsScreen: the menu opens the statistics of the games played,
// per game and level, and the keys move between games and levels.
func TestStatisticsScreen(t *testing.T) {
	opened := ""
	alpha := fakeEntry("alpha", "Alpha", nil, &opened)
	beta := fakeEntry("beta", "Beta", nil, &opened)
	app := &scenes.App{Games: []scenes.GameEntry{alpha, beta}}
	var st *scenes.Statistics
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		f := ctx.Statistics()
		for i := range 12 {
			f.Add(stats.Result{Game: "beta", Level: "hard", Share: float64(i % 2), Score: float64(10 - i),
				Figures: []engine.Figure{{Key: "perfects", Label: "Perfect bonuses", Num: 1}}})
		}
		f.Add(stats.Result{Game: "beta", Level: "easy", Share: 1, Score: 3})
		return scenes.NewMenu(ctx, app)
	})
	h.Step(2)
	h.Press(ebiten.KeyArrowDown) // past the two games
	h.Press(ebiten.KeyArrowDown)
	h.Press(ebiten.KeyEnter)
	h.Settle(20)
	require.Equal(t, "statistics", h.TopName())
	st, _ = h.Game.Top().(*scenes.Statistics)
	require.NotNil(t, st)
	shot(t, h, "statistics")
	line := h.Ctx().Statistics().Line("beta", "hard")
	assert.Equal(t, 12, line.Games)
	assert.Equal(t, 6, line.Wins)
	h.Press(ebiten.KeyArrowLeft)
	h.Press(ebiten.KeyEscape)
	h.Settle(20)
	assert.Equal(t, "menu", h.TopName())
}

// watchedFake is a table a replay drives; it records what it is shown.
type watchedFake struct {
	named
	played   *[]string
	revealed *bool
}

func (w watchedFake) Play(seat int, tok string) error {
	*w.played = append(*w.played, tok)
	return nil
}
func (watchedFake) Busy() bool        { return false }
func (w watchedFake) Reveal(all bool) { *w.revealed = all }

// TestHistoryWatchAndDelete: a finished game is listed in words, plays back
// on its table to the end (hands face up), and is deleted after a second
// press of Delete.
func TestHistoryWatchAndDelete(t *testing.T) {
	opened := ""
	entry := fakeEntry("fake", "Fake", nil, &opened)
	var played []string
	revealed := false
	entry.Watch = func(_ *game.Context, _ *scenes.App, m engine.Match) (scenes.Watched, error) {
		played = played[:0]
		for range m.(fakeMatch).deals { // what the rebuilt game already holds
			played = append(played, "dealt")
		}
		return watchedFake{named: "fake-table", played: &played, revealed: &revealed}, nil
	}
	app := &scenes.App{Games: []scenes.GameEntry{entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		rec := fakeRecord("fake", 1)
		rec.Append(record.ActEvent(0, "a1", 0))
		rec.Append(record.ActEvent(1, "a2", 0))
		rec.Append(record.ActEvent(0, "a3", 0))
		_, err := ctx.History().Add(rec, history.Item{When: time.Now().Add(-time.Hour), Summary: "You won"})
		require.NoError(t, err)
		_, err = ctx.History().Add(fakeRecord("fake", 2), history.Item{When: time.Now().Add(-48 * time.Hour), Summary: "West won"})
		require.NoError(t, err)
		return scenes.NewHistory(ctx, app)
	})
	h.Step(2)
	require.Equal(t, "history", h.TopName())
	shot(t, h, "history")
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	require.Equal(t, "replay", h.TopName())
	for range 3 {
		h.Press(ebiten.KeyArrowRight)
	}
	assert.Equal(t, []string{"dealt", "a1", "a2", "a3"}, played)
	assert.True(t, revealed, "every hand face up at the end")
	h.Press(ebiten.KeyArrowLeft)
	assert.False(t, revealed)
	assert.Equal(t, []string{"dealt"}, played[:1], "stepping back rebuilds the game before the last action")
	h.Press(ebiten.KeyEscape)
	h.Settle(40)
	require.Equal(t, "history", h.TopName())
	items, _ := h.Ctx().History().List()
	require.Len(t, items, 2)
	h.Press(ebiten.KeyDelete)
	items, _ = h.Ctx().History().List()
	assert.Len(t, items, 2, "the first press only asks")
	h.Press(ebiten.KeyDelete)
	items, _ = h.Ctx().History().List()
	assert.Len(t, items, 1, "the second deletes")
	assert.Equal(t, "West won", items[0].Summary)
}

// TestReplayRefusesWhatItCannotShow: a record its engine refuses, or of a
// game without a replay view, is refused with a sentence, not shown.
func TestReplayRefusesWhatItCannotShow(t *testing.T) {
	opened := ""
	refusing := fakeEntry("fake", "Fake", errors.New("line 3: trick winner"), &opened)
	refusing.Watch = func(*game.Context, *scenes.App, engine.Match) (scenes.Watched, error) { return nil, nil }
	plain := fakeEntry("plain", "Plain", nil, &opened)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return named("x") })
	app := &scenes.App{Games: []scenes.GameEntry{refusing, plain}}
	_, err := scenes.NewReplay(h.Ctx(), app, fakeRecord("fake", 1))
	assert.ErrorContains(t, err, "does not check out")
	_, err = scenes.NewReplay(h.Ctx(), app, fakeRecord("plain", 1))
	assert.ErrorContains(t, err, "cannot be watched again yet")
	_, err = scenes.NewReplay(h.Ctx(), app, fakeRecord("chess", 1))
	assert.ErrorContains(t, err, "no game")
	var _ widget.Canvas
}
