package scenes_test

import (
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guidedTable is a table that can run a guided first game: it counts the
// times it was asked to.
type guidedTable struct {
	name   string
	guided *int
}

func (guidedTable) Busy() bool                     { return false }
func (guidedTable) Update(*game.Context) error     { return nil }
func (guidedTable) Draw(*widget.Canvas)            {}
func (t guidedTable) Name() string                 { return t.name }
func (t guidedTable) StartGuide(ctx *game.Context) { *t.guided++ }

// guidedApp is an app with one game, setupEntry's, whose tables count
// their guides; newGames holds the last game started.
func guidedApp(guided *int) *scenes.App {
	var opened string
	g := setupEntry("cards", "Cards", &opened)
	g.Table = func(*game.Context, *scenes.App, *session.Session) (scenes.Table, error) {
		return guidedTable{name: "cards-table", guided: guided}, nil
	}
	return &scenes.App{Games: []scenes.GameEntry{g}}
}

// people counts the seats people play in a new game.
func people(g newGame) int {
	n := 0
	for _, s := range g.seats {
		if s.Kind == "human" {
			n++
		}
	}
	return n
}

// The setup starts the guide on a person's first game of a game only:
// not once it is seen, nor on a watched game; G on the setup (or its
// button) starts a guided game whatever was seen, a person at the table.
func TestSetupStartsTheGuideTheFirstTime(t *testing.T) {
	guided := 0
	app := guidedApp(&guided)
	h := scenetest.NewWith(t, fastSettings(), func(*game.Context) game.Scene { return scenes.Blank{} })

	h.StartFromSetup(app, app.Games[0])
	assert.Equal(t, "cards-table", h.TopName())
	assert.Equal(t, 1, guided, "a first game is guided")

	h.Ctx().Settings.MarkGuided("cards")
	h.StartFromSetup(app, app.Games[0])
	assert.Equal(t, 1, guided, "a seen guide does not start by itself")

	h.Ctx().Settings.Guided = nil
	h.Ctx().Settings.Remember("cards", game.Setup{Mode: "watch"})
	h.StartFromSetup(app, app.Games[0])
	assert.Zero(t, people(lastNew(t)), "computers only")
	assert.Equal(t, 1, guided, "nobody to guide in a watched game")

	// G on the setup: a guided game, a person playing.
	h.Ctx().Settings.MarkGuided("cards")
	require.NoError(t, scenetest.OnLoop(func() error {
		h.Ctx().Reset(scenes.NewSetup(h.Ctx(), app, app.Games[0]))
		return nil
	}))
	h.Step(40)
	h.Press(ebiten.KeyG)
	h.Step(40)
	assert.Equal(t, "cards-table", h.TopName())
	assert.Equal(t, 2, guided, "G plays the guided game again")
	assert.Equal(t, 1, people(lastNew(t)), "with a person at the table")
}

// The rules page offers the guided game on a game's tab, by key and by
// click, and not on the Controls tab.
func TestRulesReplayTheGuide(t *testing.T) {
	guided := 0
	app := guidedApp(&guided)
	s := fastSettings()
	s.MarkGuided("cards")
	for _, c := range []struct {
		name  string
		tab   int
		click bool
		want  int
	}{
		{"controls_tab_key", 0, false, 0},
		{"game_tab_key", 1, false, 1},
		{"game_tab_click", 1, true, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			guided = 0
			h := scenetest.NewWith(t, s, func(ctx *game.Context) game.Scene { return scenes.NewRules(ctx, app, c.tab) })
			h.Step(3)
			if c.click {
				// The button sits at the panel's top right, beside the title.
				h.Click(widget.ScreenW-124-165, 64)
			} else {
				h.Press(ebiten.KeyG)
			}
			h.Step(40)
			assert.Equal(t, c.want, guided)
			if c.want > 0 {
				assert.Equal(t, "cards-table", h.TopName(), "the game opens")
			} else {
				assert.Equal(t, "rules", h.TopName())
			}
		})
	}
}
