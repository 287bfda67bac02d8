package scenes_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// named is an empty scene with a name, to see which one opened.
type named string

func (named) Update(*game.Context) error { return nil }
func (named) Draw(*widget.Canvas)        {}
func (n named) Name() string             { return string(n) }

// namedTable is a table that shows nothing, named to see which opened.
type namedTable struct{ named }

func (namedTable) Busy() bool { return false }

// fakeMatch is a game in progress that counts its deals.
type fakeMatch struct {
	engine.Match
	name  string
	deals int
	over  bool
	rec   *record.Record
}

func (m fakeMatch) Name() string                { return m.name }
func (m fakeMatch) Over() bool                  { return m.over }
func (m fakeMatch) Record() *record.Record      { return m.rec }
func (m fakeMatch) Events() []engine.Event      { return nil }
func (m fakeMatch) Clock() engine.Clocked       { return nil }
func (m fakeMatch) Seats() int                  { return len(m.rec.Header.Seats) }
func (m fakeMatch) ToMove() []int               { return nil }
func (m fakeMatch) Legal(seat int) []any        { return nil }
func (m fakeMatch) View(seat int) any           { return nil }
func (m fakeMatch) Apply(seat int, a any) error { return engine.Illegal("fake", "nothing to do") }

// fakeEntry is a menu game whose saved games its engine accepts or refuses
// as the test says; opened records which game in progress was continued,
// and its new games are what a setup chose (newGames).
func fakeEntry(name, title string, refuse error, opened *string) scenes.GameEntry {
	e := &engine.Entry{Info: engine.Info{Name: name, Title: title, Unit: "hand", MinSeats: 1, MaxSeats: 4, Seats: 3}, Know: engine.Public}
	e.Resume = func(rec *record.Record) (engine.Match, error) {
		if refuse != nil {
			return nil, refuse
		}
		deals := 0
		for _, ev := range rec.Events {
			if ev.Kind == record.Chance {
				deals++
			}
		}
		return fakeMatch{name: name, deals: deals, over: deals > 5, rec: rec}, nil
	}
	e.New = func(st engine.Settings, seed uint64, seats []record.Seat) (engine.Match, error) {
		newGames = append(newGames, newGame{name, st, seed, seats})
		return fakeMatch{name: name, rec: &record.Record{Header: record.Header{Game: name, Seed: seed, Seats: seats}}}, nil
	}
	e.Chooser = func(engine.Level, int, uint64) (engine.Chooser[any, any], error) { return nil, nil }
	e.Progress = func(m engine.Match) string { return "hand " + string(rune('0'+m.(fakeMatch).deals)) }
	return scenes.GameEntry{
		Game: e,
		Table: func(_ *game.Context, _ *scenes.App, s *session.Session) (scenes.Table, error) {
			if s.Catch() == session.Fast {
				*opened = name
			}
			return namedTable{named(name + "-table")}, nil
		},
	}
}

// newGame is a new game a fake entry started: as the setup chose it.
type newGame struct {
	game     string
	settings engine.Settings
	seed     uint64
	seats    []record.Seat
}

// newGames are the fake entries' new games, latest last.
var newGames []newGame

func fakeRecord(game string, deals int) *record.Record {
	rec := &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: game}}
	for range deals {
		e, _ := record.DataEvent(record.Chance, "deal", map[string]int{"n": 1})
		rec.Append(e)
	}
	return rec
}

// continueMenu writes saved games into a fresh data directory and builds
// the menu over it.
func continueMenu(t *testing.T, entries []scenes.GameEntry, write func(ctx *game.Context)) (*scenetest.Harness, *scenes.Menu) {
	t.Helper()
	var menu *scenes.Menu
	app := &scenes.App{Games: entries}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		write(ctx)
		menu = scenes.NewMenu(ctx, app)
		return menu
	})
	h.Step(2)
	return h, menu
}

func save(t *testing.T, ctx *game.Context, rec *record.Record) {
	t.Helper()
	require.NotNil(t, ctx.Store(), "the test's games are kept")
	ctx.Store().PutSave(rec)
	require.NoError(t, ctx.Store().Flush())
}

func TestContinueOpensTheSavedGame(t *testing.T) {
	opened := ""
	h, menu := continueMenu(t, []scenes.GameEntry{fakeEntry("fake", "Fake", nil, &opened)}, func(ctx *game.Context) {
		save(t, ctx, fakeRecord("fake", 2))
	})
	labels := menu.Labels()
	require.Len(t, labels, 8)
	assert.Equal(t, "Continue Fake, hand 2 · just now", labels[0], "what it is and when it was played")
	assert.Equal(t, []string{"Fake", "Play online", "Statistics", "History", "Settings", "Rules", "Quit"}, labels[1:])
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	assert.Equal(t, "fake", opened)
	assert.Equal(t, "fake-table", h.TopName())
}

// TestContinueListsEveryGameInProgress: two games in progress are both
// kept and offered, one menu item then the list: two keys from the menu.
func TestContinueListsEveryGameInProgress(t *testing.T) {
	opened := ""
	entries := []scenes.GameEntry{fakeEntry("alpha", "Alpha", nil, &opened), fakeEntry("beta", "Beta", nil, &opened)}
	h, menu := continueMenu(t, entries, func(ctx *game.Context) {
		save(t, ctx, fakeRecord("alpha", 3))
		save(t, ctx, fakeRecord("beta", 1))
	})
	assert.Equal(t, "Continue a game (2)", menu.Labels()[0])
	h.Press(ebiten.KeyEnter)
	h.Settle(10)
	require.Equal(t, "continue", h.TopName())
	h.Press(ebiten.KeyDown)
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	assert.NotEmpty(t, opened)
	assert.Equal(t, opened+"-table", h.TopName())
}

func TestDamagedSavedGameIsSetAside(t *testing.T) {
	cases := []struct {
		name   string
		refuse error
		write  func(t *testing.T, ctx *game.Context)
		reason string // in the notice
	}{
		{"refused by the engine", errors.New("fake: line 3: trick winner"), func(t *testing.T, ctx *game.Context) {
			save(t, ctx, fakeRecord("fake", 1))
		}, "fake: line 3: trick winner"},
		{"a game not on the menu", nil, func(t *testing.T, ctx *game.Context) {
			save(t, ctx, fakeRecord("chess", 1))
		}, "it was set aside"},
		{"already over", nil, func(t *testing.T, ctx *game.Context) {
			save(t, ctx, fakeRecord("fake", 9))
		}, "it was set aside"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			entry := fakeEntry("fake", "Fake", c.refuse, new(string))
			h, menu := continueMenu(t, []scenes.GameEntry{entry}, func(ctx *game.Context) { c.write(t, ctx) })
			assert.Equal(t, []string{"Fake", "Play online", "Statistics", "History", "Settings", "Rules", "Quit"}, menu.Labels(), "no Continue")
			assert.Empty(t, h.Ctx().Saved(), "moved aside (the store keeps it, never deletes it)")
			assert.True(t, slices.ContainsFunc(h.Ctx().Toasts(), func(m string) bool { return strings.Contains(m, c.reason) }),
				"the player is told: %q", h.Ctx().Toasts())
		})
	}
}
