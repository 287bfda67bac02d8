package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setupEntry is a menu game with what a setup can show: who plays, a seat
// range, a choice and a yes/no option, and levels. Its new games are in
// newGames, as the setup chose them.
func setupEntry(name, title string, opened *string) scenes.GameEntry {
	g := fakeEntry(name, title, nil, opened)
	g.Game.Info = engine.Info{Name: name, Title: title, MinSeats: 2, MaxSeats: 4, Seats: 3, Unit: "hand",
		Options: []engine.Option{
			{Key: "length", Label: "Game length", Default: "short",
				Choices: []engine.Choice{{Value: "short", Label: "Short: 6 hands"}, {Value: "long", Label: "Long: 12 hands"}}},
			engine.Toggle("reveal", "Contract Reveal", ""),
		},
		Levels: []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard}}
	g.Modes = []scenes.Mode{scenes.VsComputer, scenes.TwoPlayers, scenes.Watch}
	return g
}

// lastNew is the latest new game a fake entry started.
func lastNew(t *testing.T) newGame {
	t.Helper()
	require.NotEmpty(t, newGames, "a new game started")
	return newGames[len(newGames)-1]
}

// The setup's rows for setupEntry, top first.
var setupRows = []string{"Who plays", "Players", "Game length", "Contract Reveal", "Computer players", "Start game", "Back"}

// openSetup opens the setup of the first game of app on a harness with
// settings s.
func openSetup(t *testing.T, app *scenes.App, s game.Settings) (*scenetest.Harness, *scenes.Setup) {
	t.Helper()
	var setup *scenes.Setup
	h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene {
		setup = scenes.NewSetup(ctx, app, app.Games[0])
		return setup
	})
	h.Step(2)
	require.Equal(t, app.Games[0].Game.Name+"-setup", h.TopName())
	return h, setup
}

func fastSettings() game.Settings {
	s := game.DefaultSettings()
	s.AnimSpeed, s.BotPace = "fast", "fast"
	return s
}

// label is a point on a row's label, away from its arrows.
func label(it game.Item) (x, y float64) { return it.Rect[0] + 80, it.Rect[1] + it.Rect[3]/2 }

func mid(r [4]float64) (x, y float64) { return r[0] + r[2]/2, r[1] + r[3]/2 }

// TestSetupRowsComeFromTheGame: a row per option of the game, who plays,
// the players when the game seats a range, the levels it offers (Random
// left out), then Start game and Back; Start game has the focus.
func TestSetupRowsComeFromTheGame(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{setupEntry("fake", "Fake", new(string))}}
	_, s := openSetup(t, app, fastSettings())
	var labels []string
	for _, it := range s.Items() {
		labels = append(labels, it.Label)
	}
	assert.Equal(t, setupRows, labels)
	assert.Equal(t, "Start game", s.Focused())
	assert.Equal(t, scenes.Choice{Settings: engine.Settings{"length": "short", "reveal": "off"}, Players: 3,
		Level: engine.Normal, Mode: scenes.VsComputer}, s.Choice(), "the game's defaults")
}

// TestSetupClickFocusesArrowsChange: a click on a row only focuses it
// (a click used to change the value, and landed players on "Watch" by
// accident); Left/Right and the row's small arrows change it.
func TestSetupClickFocusesArrowsChange(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{setupEntry("fake", "Fake", new(string))}}
	h, s := openSetup(t, app, fastSettings())
	items := s.Items()
	before := s.Choice()
	for i, row := range setupRows[:5] {
		h.Click(label(items[i]))
		assert.Equal(t, row, s.Focused(), "a click focuses %q", row)
		assert.Equal(t, before, s.Choice(), "a click on %q changes nothing", row)
	}
	h.Click(label(items[0])) // Who plays
	h.Press(ebiten.KeyArrowRight)
	assert.Equal(t, scenes.TwoPlayers, s.Choice().Mode, "Right steps the focused row")
	h.Press(ebiten.KeyArrowLeft)
	h.Press(ebiten.KeyArrowLeft)
	assert.Equal(t, scenes.Watch, s.Choice().Mode, "Left steps back, round the end")

	left, right := s.Arrows(1) // Players
	h.Click(mid(right))
	assert.Equal(t, "Players", s.Focused())
	assert.Equal(t, 4, s.Choice().Players, "the right arrow steps up")
	h.Click(mid(left))
	h.Click(mid(left))
	assert.Equal(t, 2, s.Choice().Players, "the left arrow steps down")
	_, right = s.Arrows(3) // Contract Reveal
	h.Click(mid(right))
	assert.Equal(t, "on", s.Choice().Settings["reveal"])

	// Watching two computers: the level still matters; two people alone
	// leave no computer to set, and the row greys.
	assert.Equal(t, 2, s.Choice().Computers())
	h.Click(label(items[0]))
	h.Press(ebiten.KeyArrowLeft) // Two players
	assert.Equal(t, 0, s.Choice().Computers())
	h.Click(label(items[4]))
	h.Press(ebiten.KeyArrowRight)
	assert.Equal(t, engine.Normal, s.Choice().Level, "a greyed row does not change")

	h.Click(label(items[5])) // Start game
	h.Settle(40)
	assert.Equal(t, "fake-table", h.TopName())
	started := lastNew(t)
	assert.Equal(t, []record.Seat{{Name: "Player 1", Kind: "human"}, {Name: "Player 2", Kind: "human"}}, started.seats,
		"two players, both people")
	assert.Equal(t, "on", started.settings["reveal"])
	assert.NotZero(t, started.seed, "a seed from the clock")
}

// TestSetupRemembersChoices: the choices come back on the next launch (a
// new game reading the settings file the first one saved); a damaged or
// stale choice shows the game's default, without a word.
func TestSetupRemembersChoices(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{setupEntry("fake", "Fake", new(string))}}
	h, s := openSetup(t, app, fastSettings())
	for range 3 { // up to Game length
		h.Press(ebiten.KeyArrowUp)
	}
	h.Press(ebiten.KeyArrowRight) // Long
	h.Press(ebiten.KeyArrowUp)
	h.Press(ebiten.KeyArrowRight) // 4 players
	h.Press(ebiten.KeyArrowUp)
	h.Press(ebiten.KeyArrowRight) // Two players on one keyboard
	for range 4 {
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyArrowRight) // Hard
	chosen := s.Choice()
	require.Equal(t, scenes.Choice{Settings: engine.Settings{"length": "long", "reveal": "off"}, Players: 4,
		Level: engine.Hard, Mode: scenes.TwoPlayers}, chosen)

	again, notice := game.LoadSettings(h.ConfigDir)
	require.Empty(t, notice)
	_, s2 := openSetup(t, app, again)
	assert.Equal(t, chosen, s2.Choice(), "the next launch shows the same choices")
	assert.Equal(t, "Start game", s2.Focused(), "Enter plays again with them")

	stale := fastSettings()
	stale.Setups = game.Setups{"fake": {Options: map[string]string{"length": "endless", "reveal": "on"},
		Players: 9, Level: "godlike", Mode: "everyone"}}
	h3, s3 := openSetup(t, app, stale)
	assert.Equal(t, scenes.Choice{Settings: engine.Settings{"length": "short", "reveal": "on"}, Players: 3,
		Level: engine.Normal, Mode: scenes.VsComputer}, s3.Choice(), "what the game no longer offers is its default")
	assert.Empty(t, h3.Ctx().Toasts())
}

// TestStartingOverAGameInProgressAsksFirst: with a game of its own in
// progress, Start game asks; "Start a new game" replaces that game's save
// only (the other game's stays); "Continue that one" opens it; Back stays
// on the setup.
func TestStartingOverAGameInProgressAsksFirst(t *testing.T) {
	opened := ""
	alpha := setupEntry("alpha", "Alpha", &opened)
	beta := setupEntry("beta", "Beta", &opened)
	app := &scenes.App{Games: []scenes.GameEntry{alpha, beta}}
	open := func(t *testing.T) *scenetest.Harness {
		h := scenetest.New(t, func(ctx *game.Context) game.Scene {
			save(t, ctx, fakeRecord("alpha", 3))
			save(t, ctx, fakeRecord("beta", 1))
			return scenes.NewSetup(ctx, app, alpha)
		})
		h.Step(2)
		h.Press(ebiten.KeyEnter) // Start game
		require.Equal(t, "replace-save", h.TopName(), "a game in progress: the player is asked first")
		return h
	}

	t.Run("start_a_new_game", func(t *testing.T) {
		h := open(t)
		shot(t, h, "setup-replace")
		h.Press(ebiten.KeyArrowLeft) // from Continue that one
		h.Press(ebiten.KeyEnter)     // Start a new game
		h.Settle(40)
		assert.Equal(t, "alpha-table", h.TopName())
		assert.Nil(t, h.Ctx().SaveOf("alpha"), "the new game replaces that one")
		assert.NotNil(t, h.Ctx().SaveOf("beta"), "another game's save stays")
	})
	t.Run("continue_that_one", func(t *testing.T) {
		h := open(t)
		h.Press(ebiten.KeyEnter) // Continue that one is focused: Enter once too often keeps the game
		h.Settle(40)
		assert.Equal(t, "alpha", opened)
		assert.Equal(t, "alpha-table", h.TopName())
		assert.NotNil(t, h.Ctx().SaveOf("alpha"), "nothing is replaced")
	})
	t.Run("back", func(t *testing.T) {
		h := open(t)
		h.Press(ebiten.KeyEscape)
		h.Settle(10)
		assert.Equal(t, "alpha-setup", h.TopName())
		assert.NotNil(t, h.Ctx().SaveOf("alpha"))
	})
}

// TestWatchingTheComputerKeepsTheGameInProgress: a watched game is never
// saved, so it starts without asking and the game in progress stays to be
// continued.
func TestWatchingTheComputerKeepsTheGameInProgress(t *testing.T) {
	alpha := setupEntry("alpha", "Alpha", new(string))
	app := &scenes.App{Games: []scenes.GameEntry{alpha}}
	var setup *scenes.Setup
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		save(t, ctx, fakeRecord("alpha", 3))
		setup = scenes.NewSetup(ctx, app, alpha)
		return setup
	})
	h.Step(2)
	for range 5 { // up to Who plays
		h.Press(ebiten.KeyArrowUp)
	}
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyArrowRight)
	require.Equal(t, scenes.Watch, setup.Choice().Mode)
	for range 5 { // down to Start game
		h.Press(ebiten.KeyArrowDown)
	}
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	assert.Equal(t, "alpha-table", h.TopName(), "no question first")
	assert.NotNil(t, h.Ctx().SaveOf("alpha"), "the game in progress stays")
}

// TestStartingOverAsksInWords: the question names the game and how far it
// is, as the menu's Continue item does.
func TestStartingOverAsksInWords(t *testing.T) {
	alpha := setupEntry("alpha", "Alpha", new(string))
	app := &scenes.App{Games: []scenes.GameEntry{alpha}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		save(t, ctx, fakeRecord("alpha", 3))
		return scenes.NewSetup(ctx, app, alpha)
	})
	h.Step(2)
	h.Press(ebiten.KeyEnter)
	d, ok := h.Game.Top().(interface{ Text() string })
	require.True(t, ok)
	assert.Equal(t, "You have a Alpha in progress (hand 3). Start a new game? It replaces that one.", d.Text())
}

// finished is a game that has ended: the final standings read it.
type finished struct {
	engine.Match
	name    string
	seats   []record.Seat
	winners []int
	scores  []float64
}

func (m finished) Name() string   { return m.name }
func (m finished) Seats() int     { return len(m.seats) }
func (m finished) Over() bool     { return true }
func (m finished) Winners() []int { return m.winners }
func (m finished) Record() *record.Record {
	return &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: m.name, Seed: 42, Seats: m.seats}}
}
func (m finished) Tally() engine.Tally {
	t := engine.Tally{Seats: engine.WinShares(len(m.seats), m.winners)}
	for i := range t.Seats {
		t.Seats[i].Score = m.scores[i]
	}
	return t
}

// TestFinalStandingsButtons: the winners head the standings; Play again
// starts the same game with a new seed, Save record writes the record and
// says where, the game's own button (and the Board key) opens its page,
// Statistics this game's figures, Main menu the menu.
func TestFinalStandingsButtons(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	board := 0
	entry := fakeEntry("fake", "Fake", nil, new(string))
	entry.Game.Score, entry.Game.LowerIsBetter = "Total", true
	entry.Final = func(*game.Context, engine.Match) scenes.FinalPart {
		return scenes.FinalPart{
			Columns: []scenes.SeatColumn{{Label: "Perfect bonuses", Cells: []string{"1", "3", "0"}}},
			Lines:   []string{"Decided by the lowest total."},
			Buttons: []scenes.MenuItem{{Label: "Contract board", Do: func(ctx *game.Context) { board++; ctx.Push(named("board")) }}},
		}
	}
	app := &scenes.App{Games: []scenes.GameEntry{entry}}
	m := finished{name: "fake", winners: []int{1}, scores: []float64{40, 12, 33},
		seats: []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot"}, {Name: "East", Kind: "bot"}}}
	var seeds []uint64
	var final *scenes.Final
	open := func(t *testing.T) *scenetest.Harness {
		h := scenetest.New(t, func(ctx *game.Context) game.Scene {
			final = scenes.NewFinal(ctx, app, m, func(seed uint64) game.Scene {
				seeds = append(seeds, seed)
				return named("fake-table")
			})
			return final
		})
		h.Step(2)
		require.Equal(t, "fake-final", h.TopName())
		return h
	}
	h := open(t)
	assert.Equal(t, []string{"Play again", "Save record", "Contract board", "Statistics", "Main menu"}, final.Labels())
	assert.Equal(t, []int{1, 2, 0}, final.Seats(), "the winner first, then the lower totals")
	shot(t, h, "final-fake")

	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter) // Save record
	i := slices.IndexFunc(h.Ctx().Toasts(), func(s string) bool { return strings.HasPrefix(s, "Record saved: ") })
	require.GreaterOrEqual(t, i, 0, "toasts: %q", h.Ctx().Toasts())
	path := strings.TrimPrefix(h.Ctx().Toasts()[i], "Record saved: ")
	assert.FileExists(t, path)

	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter) // Contract board
	h.Settle(40)
	assert.Equal(t, "board", h.TopName())
	require.NoError(t, scenetest.OnLoop(func() error { h.Ctx().Pop(); return nil }))
	h.Settle(40)
	h.Press(ebiten.KeyTab) // the Board key opens it too
	h.Settle(40)
	assert.Equal(t, 2, board)
	assert.Equal(t, "board", h.TopName())
	require.NoError(t, scenetest.OnLoop(func() error { h.Ctx().Pop(); return nil }))
	h.Settle(40)

	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter) // Statistics
	assert.Equal(t, "statistics", h.TopName())
	h.Press(ebiten.KeyEscape)
	h.Step(2)
	h.Press(ebiten.KeyArrowRight)
	h.Press(ebiten.KeyEnter) // Main menu
	h.Settle(40)
	assert.Equal(t, "menu", h.TopName())

	h = open(t)
	h.Press(ebiten.KeyEnter) // Play again
	h.Settle(40)
	assert.Equal(t, "fake-table", h.TopName())
	require.Len(t, seeds, 1)
	assert.NotZero(t, seeds[0], "a new seed from the clock")
}

// TestPauseOffersWhatAPlayerNeeds: Resume, the game's own items, Rules,
// Settings, Statistics and Quit to menu, each one choice away; Help opens
// the rules from it and the Board key the game's first item.
func TestPauseOffersWhatAPlayerNeeds(t *testing.T) {
	entry := fakeEntry("fake", "Fake", nil, new(string))
	app := &scenes.App{Games: []scenes.GameEntry{entry}}
	board := 0
	var p *scenes.Pause
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		p = scenes.NewPause(ctx, app, app.RulesTab("fake"), scenes.MenuItem{Label: "Contract board", Do: func(*game.Context) { board++ }})
		return p
	})
	h.Step(2)
	assert.Equal(t, []string{"Resume", "Contract board", "Rules", "Settings", "Statistics", "Quit to menu"}, p.Labels())
	shot(t, h, "pause")
	h.Press(ebiten.KeyTab)
	assert.Equal(t, 1, board)
	h.Press(ebiten.KeyF1)
	assert.Equal(t, "rules", h.TopName())
	h.Press(ebiten.KeyEscape)
	for range 2 { // up from Resume, round to Statistics
		h.Press(ebiten.KeyArrowUp)
	}
	h.Press(ebiten.KeyEnter)
	assert.Equal(t, "statistics", h.TopName())
}

// TestAnOnlineTableIsPrivateUnlessListed: issue 33, every table's invite
// code was listed to everyone. An online setup asks who may join: only
// with the code, unless its maker chooses anyone (the lobby then lists
// it, without its code); each new table starts private.
func TestAnOnlineTableIsPrivateUnlessListed(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{setupEntry("fake", "Fake", new(string))}}
	open := func() (*scenetest.Harness, *scenes.Setup) {
		var setup *scenes.Setup
		h := scenetest.NewWith(t, fastSettings(), func(ctx *game.Context) game.Scene {
			setup = scenes.NewOnlineSetup(ctx, app, app.Games[0], &scenes.Lobby{})
			return setup
		})
		h.Step(2)
		return h, setup
	}
	h, s := open()
	items := s.Items()
	row := slices.IndexFunc(items, func(it game.Item) bool { return it.Label == "Who may join" })
	require.GreaterOrEqual(t, row, 0, "the online setup asks who may join")
	assert.False(t, s.Plan().Listed, "private by default")
	h.Click(label(items[row]))
	h.Press(ebiten.KeyArrowRight)
	assert.True(t, s.Plan().Listed, "listed when anyone may join")
	assert.Len(t, s.Plan().Seats, 3)

	_, s = open()
	assert.False(t, s.Plan().Listed, "the next table is private again")
}

// Issue 35: an online table may play on a turn clock, off unless its
// maker chooses one; the row says what each clock gives.
func TestAnOnlineTableChoosesItsTurnClock(t *testing.T) {
	app := &scenes.App{Games: []scenes.GameEntry{setupEntry("fake", "Fake", new(string))}}
	var s *scenes.Setup
	h := scenetest.NewWith(t, fastSettings(), func(ctx *game.Context) game.Scene {
		s = scenes.NewOnlineSetup(ctx, app, app.Games[0], &scenes.Lobby{})
		return s
	})
	h.Step(2)
	items := s.Items()
	row := slices.IndexFunc(items, func(it game.Item) bool { return it.Label == "Turn clock" })
	require.GreaterOrEqual(t, row, 0, "the online setup offers a turn clock")
	assert.Equal(t, room.ClockOff, s.Plan().Clock, "off by default: friends wait for each other")
	h.Click(label(items[row]))
	h.Press(ebiten.KeyArrowRight)
	assert.Equal(t, room.ClockRelaxed, s.Plan().Clock)
	h.Press(ebiten.KeyArrowRight)
	assert.Equal(t, room.ClockTimed, s.Plan().Clock)
	assert.Equal(t, "Timed: 30 s a move", room.ClockName(s.Plan().Clock), "the row's words")
	h.Step(2)
	h.Shot("online-setup-clock")
}
