package scenes_test

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/stats"
	"parlor/game/store"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/scenetest/pixels"
	"parlor/scenes/speedrunui"
	"parlor/scenes/tables"
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
		finish := func(r stats.Result) {
			r.When = time.Now()
			_, err := ctx.Store().Finish(store.Finished{Record: fakeRecord(r.Game, 1), When: r.When, Level: r.Level, Share: r.Share, Result: &r})
			require.NoError(t, err)
		}
		for i := range 12 {
			finish(stats.Result{Game: "beta", Level: "hard", Share: float64(i % 2), Score: float64(10 - i),
				Figures: []engine.Figure{{Key: "perfects", Label: "Perfect bonuses", Num: 1}}})
		}
		finish(stats.Result{Game: "beta", Level: "easy", Share: 1, Score: 3})
		return scenes.NewMenu(ctx, app)
	})
	h.Step(2)
	for range 3 { // past the two games and Play online
		h.Press(ebiten.KeyArrowDown)
	}
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

// TestHistoryListsAndDeletes: a finished game is listed in words and is
// deleted after a second press of Delete. (Watching one on its real table
// is tested in scenes/tables.)
func TestHistoryListsAndDeletes(t *testing.T) {
	opened := ""
	entry := fakeEntry("fake", "Fake", nil, &opened)
	app := &scenes.App{Games: []scenes.GameEntry{entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		rec := fakeRecord("fake", 1)
		rec.Append(record.ActEvent(0, "a1", 0))
		rec.Append(record.ActEvent(1, "a2", 0))
		rec.Append(record.ActEvent(0, "a3", 0))
		_, err := ctx.Store().Finish(store.Finished{Record: rec, When: time.Now().Add(-time.Hour), Summary: "You won"})
		require.NoError(t, err)
		_, err = ctx.Store().Finish(store.Finished{Record: fakeRecord("fake", 2), When: time.Now().Add(-48 * time.Hour), Summary: "West won"})
		require.NoError(t, err)
		return scenes.NewHistory(ctx, app)
	})
	h.Step(2)
	require.Equal(t, "history", h.TopName())
	shot(t, h, "history")
	items, _ := h.Ctx().Store().Games()
	require.Len(t, items, 2)
	h.Press(ebiten.KeyDelete)
	items, _ = h.Ctx().Store().Games()
	assert.Len(t, items, 2, "the first press only asks")
	h.Press(ebiten.KeyDelete)
	items, _ = h.Ctx().Store().Games()
	assert.Len(t, items, 1, "the second deletes")
	assert.Equal(t, "West won", items[0].Summary)
}

// TestHistorySetsAsideAGameTheRulesRefuse: watching a finished game whose
// record the rules refuse says so and takes it out of the History (its
// record kept aside), rather than leaving a row nobody can ever watch.
func TestHistorySetsAsideAGameTheRulesRefuse(t *testing.T) {
	opened := ""
	refusing := fakeEntry("fake", "Fake", errors.New("line 3: trick winner"), &opened)
	app := &scenes.App{Games: []scenes.GameEntry{refusing}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		rec := fakeRecord("fake", 1)
		rec.Append(record.ActEvent(0, "a1", 0))
		_, err := ctx.Store().Finish(store.Finished{Record: rec, When: time.Now(), Summary: "You won"})
		require.NoError(t, err)
		return scenes.NewHistory(ctx, app)
	})
	h.Step(2)
	h.Press(ebiten.KeyEnter) // Watch
	h.Step(2)
	assert.Equal(t, "history", h.TopName())
	items, _ := h.Ctx().Store().Games()
	assert.Empty(t, items, "it left the History")
	shot(t, h, "history-set-aside")
}

// TestReplayRefusesWhatItCannotShow: a record its engine refuses, one
// without a move to show, or of a game this program does not have, is
// refused with a sentence, not shown.
func TestReplayRefusesWhatItCannotShow(t *testing.T) {
	opened := ""
	refusing := fakeEntry("fake", "Fake", errors.New("line 3: trick winner"), &opened)
	plain := fakeEntry("plain", "Plain", nil, &opened)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return named("x") })
	app := &scenes.App{Games: []scenes.GameEntry{refusing, plain}}
	_, err := scenes.NewReplay(h.Ctx(), app, fakeRecord("fake", 1))
	assert.ErrorContains(t, err, "does not check out")
	_, err = scenes.NewReplay(h.Ctx(), app, fakeRecord("plain", 1))
	assert.ErrorContains(t, err, "the record holds no moves")
	_, err = scenes.NewReplay(h.Ctx(), app, fakeRecord("chess", 1))
	assert.ErrorContains(t, err, "no game")
	var _ widget.Canvas
}

// everyGame is the menu's games: the one list of tables.
func everyGame(t *testing.T) *scenes.App {
	app, err := tables.App()
	require.NoError(t, err)
	return app
}

// seatsOf seats n players as the setup does: you against computers.
func seatsOf(g scenes.GameEntry, n int) []record.Seat {
	return scenes.Choice{Players: n, Level: engine.Easy}.Seats(g.Names)
}

// TestScreensOfEveryGame draws each game's setup and final standings (a
// game played out by computer players) into out/scenes for a person to
// look at, and the question asked over a game in progress.
func TestScreensOfEveryGame(t *testing.T) {
	app := everyGame(t)
	for _, g := range app.Games {
		t.Run(g.Game.Name, func(t *testing.T) {
			h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewSetup(ctx, app, g) })
			h.Step(30)
			shot(t, h, "setup-"+g.Game.Name)

			n := g.Game.Seats
			m, err := g.Game.New(engine.Settings{}, 3, seatsOf(g, n))
			require.NoError(t, err)
			levels := make([]engine.Level, n)
			for i := range levels {
				levels[i] = g.Game.Levels[0]
			}
			require.NoError(t, g.Game.PlayBots(m, levels, 3))
			require.True(t, m.Over())
			var final *scenes.Final
			h = scenetest.New(t, func(ctx *game.Context) game.Scene {
				final = scenes.NewFinal(ctx, app, m, func(uint64) game.Scene { return scenes.Blank{} })
				return final
			})
			h.Step(30)
			require.Equal(t, g.Game.Name+"-final", h.TopName())
			assert.Len(t, final.Seats(), n)
			shot(t, h, "final-"+g.Game.Name)
		})
	}
	t.Run("replace", func(t *testing.T) {
		g := app.Games[0]
		seats := seatsOf(g, 3)
		m, err := g.Game.New(nil, 5, seats)
		require.NoError(t, err)
		bots, err := g.Game.Bots(m, map[int]engine.Level{0: engine.Random, 1: engine.Random, 2: engine.Random}, 5)
		require.NoError(t, err)
		for len(m.Record().Events) < 120 {
			_, err := bots.Step(nil)
			require.NoError(t, err)
		}
		h := scenetest.New(t, func(ctx *game.Context) game.Scene {
			ctx.Keep(m.Record())
			return scenes.NewSetup(ctx, app, g)
		})
		h.Step(30)
		h.Press(ebiten.KeyEnter)
		h.Step(30)
		require.Equal(t, "replace-save", h.TopName())
		shot(t, h, "setup-replace-speedrun")
	})
}

// A rules page longer than the panel shows a scrollbar beside its text;
// its thumb follows the page, and a click on the track moves the page.
func TestRulesPageHasAScrollbar(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{speedrunui.Entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewRules(ctx, app, 1) })
	h.Step(2)
	require.Equal(t, "rules", h.TopName())
	gold := func(y int) bool {
		c := h.ReadPixels().RGBAAt(widget.ScreenW-132, y)
		return c.R > 180 && c.G > 140 && c.B < 120
	}
	assert.True(t, gold(160), "the thumb starts at the top of the track")
	assert.False(t, gold(600), "and not at its bottom")
	h.Click(widget.ScreenW-132, 615) // the bottom of the track
	h.Step(2)
	assert.True(t, gold(600), "a click at the track's bottom scrolls to the end")
	assert.False(t, gold(160))
	for range 30 {
		h.Press(ebiten.KeyArrowUp)
	}
	h.Step(2)
	assert.True(t, gold(160), "Up scrolls back to the top")
}

// The full-screen panels keep their titles, rims and key hints clear: a
// toast over the statistics or the history stacks up from the footer (it
// covered the title) but off the key hints (it covered them), the panel's
// rim ends above that band (the key hints ran over the rim of the history
// and the rules), and a second toast stacks above the first.
func TestScreensKeepTitleAndRimClear(t *testing.T) {
	app := &scenes.App{}
	for name, open := range map[string]func(ctx *game.Context) game.Scene{
		"statistics": func(ctx *game.Context) game.Scene { return scenes.NewStatistics(ctx, app, "") },
		"history":    func(ctx *game.Context) game.Scene { return scenes.NewHistory(ctx, app) },
		"rules":      func(ctx *game.Context) game.Scene { return scenes.NewRules(ctx, app, 0) },
	} {
		h := scenetest.New(t, open)
		h.Step(3)
		plain := h.ReadPixels()
		band := widget.ScreenH - 44 // the footer band's top
		gold, _ := pixels.Count(plain, image.Rect(0, band, widget.ScreenW, widget.ScreenH), pixels.Gold, 60)
		assert.Zero(t, gold, "%s: the panel's rim stays above the footer band", name)

		h.Ctx().Toast("Your settings could not be saved: the disk is full")
		h.Ctx().Toast("A second message")
		h.Step(3)
		toasted := h.ReadPixels()
		shot(t, h, "toasts-"+name)
		if name == "rules" {
			continue // a panel lower than the top edge: toasts stay there
		}
		changed := func(y0, y1 int) int {
			return pixels.Differ(plain, toasted, image.Rect(0, y0, widget.ScreenW, y1))
		}
		assert.Zero(t, changed(0, 90), "%s: no toast over the title", name)
		assert.Zero(t, changed(band, widget.ScreenH), "%s: no toast over the key hints", name)
		assert.Greater(t, changed(band-50, band), 1000, "%s: the newest toast is just above the footer", name)
		assert.Greater(t, changed(band-100, band-50), 1000, "%s: the one before stacks above it", name)
	}
}

// TestFooterNamesAKeyOnceWhenItIsTheVerb: the History's footer said
// "Delete delete" (issue 21); a key named as its verb is said once.
func TestFooterNamesAKeyOnceWhenItIsTheVerb(t *testing.T) {
	var got string
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		got = scenes.KeyHints(ctx, [2]string{"confirm", "watch"}, [2]string{"export", "export"}, [2]string{"remove", "delete"})
		return scenes.Blank{}
	})
	h.Step(1)
	assert.Equal(t, "Enter watch   ·   E export   ·   Delete", got)
}

// TestTiedPlayersShareTheirPlace: the final standings number seats with
// the same share of the win and the same score alike (issue 21: "2." and
// "3." for a tie), and the next place counts them all.
func TestTiedPlayersShareTheirPlace(t *testing.T) {
	tally := engine.Tally{Seats: []engine.SeatTally{{Win: 1, Score: 9}, {Score: 4}, {Score: 4}, {Score: 2}}}
	assert.Equal(t, []int{1, 2, 2, 4}, scenes.Places(tally, []int{0, 1, 2, 3}))
	shared := engine.Tally{Seats: []engine.SeatTally{{Win: 0.5, Score: 7}, {Win: 0.5, Score: 7}, {Score: 1}}}
	assert.Equal(t, []int{1, 1, 3}, scenes.Places(shared, []int{1, 0, 2}))
}

// TestHistorySaysWhenTheGameWasPlayed: a row gives the time the game was
// played, from its record, not the time the record came in: a game
// imported today that was played on 2 Jan 2024 reads so, after the game
// finished an hour ago, and a game with no time in its record keeps the
// time the store was told it finished.
func TestHistorySaysWhenTheGameWasPlayed(t *testing.T) {
	opened := ""
	entry := fakeEntry("fake", "Fake", nil, &opened)
	app := &scenes.App{Games: []scenes.GameEntry{entry}}
	var hist *scenes.History
	finished := time.Now().Add(-time.Hour)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		old := fakeRecord("fake", 1)
		old.Header.Created = "2024-01-02T15:04:05Z"
		_, err := ctx.Store().Import(old, "West won")
		require.NoError(t, err)
		_, err = ctx.Store().Finish(store.Finished{Record: fakeRecord("fake", 2), When: finished, Summary: "You won"})
		require.NoError(t, err)
		hist = scenes.NewHistory(ctx, app)
		return hist
	})
	h.Step(2)
	labels := hist.Labels()
	require.Len(t, labels, 2)
	want := "today " + finished.Format("15:04")
	if finished.Day() != time.Now().Day() {
		want = "yesterday" // run just after midnight
	}
	assert.Contains(t, labels[0], want, "the game finished an hour ago, newest first")
	assert.Contains(t, labels[1], "2 Jan 2024", "the imported game, when it was played")
}

// TestARefusedRecordIsSaidInWords: why a record cannot be watched names
// its line and, for a move the rules refuse, the rules' own sentence; no
// card token or rule code.
func TestARefusedRecordIsSaidInWords(t *testing.T) {
	refused := fmt.Errorf("%w: %w", scenes.ErrRefused, &record.LineError{Line: 20,
		Err: fmt.Errorf(`seat 2 "play S7": %w`, engine.IllegalIn("speedrun", "turn", "it is not your turn"))})
	assert.Equal(t, "bad.jsonl cannot be watched: the move on its line 20 is one the rules do not allow (It is not your turn).",
		scenes.RecordProblem("bad.jsonl", refused))
	_, err := record.Read(strings.NewReader("{half"))
	assert.Equal(t, "bad.jsonl is not a game record Parlor can read: its line 1 is damaged.", scenes.RecordProblem("bad.jsonl", err))
	assert.Equal(t, "bad.jsonl cannot be watched: it stops before the end of the last move it holds (the file was cut short).",
		scenes.RecordProblem("bad.jsonl", &record.Mismatch{What: "missing outcome"}))
}

// TestHistorySaysTheComputersLevels: a row names the computers' level,
// and a table of several levels says so from the weakest to the
// strongest: a parlor sim table of hard, normal, normal and easy is not
// "Hard".
func TestHistorySaysTheComputersLevels(t *testing.T) {
	labels := importedHistory(t, func(s store.Store) {
		for i, levels := range [][]string{{"hard", "normal", "normal", "easy"}, {"hard", "normal", "hard"}, {"easy", "easy"}} {
			rec := fakeRecord("fake", 1)
			rec.Header.Seed = uint64(i + 1)
			rec.Header.Created = time.Date(2024, 1, 3-i, 12, 0, 0, 0, time.UTC).Format(time.RFC3339)
			for _, l := range levels {
				rec.Header.Seats = append(rec.Header.Seats, record.Seat{Kind: "bot", Bot: l})
			}
			_, err := s.Import(rec, "Ada won")
			require.NoError(t, err)
		}
	})
	require.Len(t, labels, 3)
	assert.Equal(t, "Fake · 3 Jan 2024 · Easy to Hard · Ada won", labels[0])
	assert.Equal(t, "Fake · 2 Jan 2024 · Normal and Hard · Ada won", labels[1])
	assert.Equal(t, "Fake · 1 Jan 2024 · Easy · Ada won", labels[2])
}

// importedHistory opens the History of a fake game after imports has
// imported records into the store, and returns its rows' labels.
func importedHistory(t *testing.T, imports func(store.Store)) []string {
	t.Helper()
	opened := ""
	app := &scenes.App{Games: []scenes.GameEntry{fakeEntry("fake", "Fake", nil, &opened)}}
	var hist *scenes.History
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		imports(ctx.Store())
		hist = scenes.NewHistory(ctx, app)
		return hist
	})
	h.Step(2)
	return hist.Labels()
}

// TestHistorySaysAGameWithoutATimeWasImported: a record that says not
// when it was played (parlor sim writes no time) is dated by its import,
// and its row says so rather than pretending it was played then; a
// record with its time reads as played.
func TestHistorySaysAGameWithoutATimeWasImported(t *testing.T) {
	labels := importedHistory(t, func(s store.Store) {
		old := fakeRecord("fake", 1)
		old.Header.Created = "2024-01-02T15:04:05Z"
		_, err := s.Import(old, "West won")
		require.NoError(t, err)
		_, err = s.Import(fakeRecord("fake", 2), "Ada won")
		require.NoError(t, err)
	})
	require.Len(t, labels, 2)
	assert.Equal(t, "Fake · imported just now · Ada won", labels[0])
	assert.Equal(t, "Fake · 2 Jan 2024 · West won", labels[1])
}
