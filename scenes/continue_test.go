package scenes_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlor/game"
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

// fakeEntry is a menu game whose saved games are accepted or refused as
// the test says.
func fakeEntry(refuse error, opened *bool) scenes.GameEntry {
	return scenes.GameEntry{
		Name: "Fake", Record: "fake",
		Setup: func(*game.Context, *scenes.App) game.Scene { return named("fake-setup") },
		Resume: func(*game.Context, *scenes.App, *record.Record) (func() game.Scene, error) {
			if refuse != nil {
				return nil, refuse
			}
			return func() game.Scene { *opened = true; return named("fake-table") }, nil
		},
	}
}

func fakeRecord(game string, deals int) *record.Record {
	rec := &record.Record{Header: record.Header{Format: record.Format, Version: record.Version, Game: game}}
	for range deals {
		e, _ := record.DataEvent(record.Chance, "deal", map[string]int{"n": 1})
		rec.Append(e)
	}
	return rec
}

// continueMenu writes the saved game (raw bytes, or a record) into a fresh
// config directory and builds the menu over it.
func continueMenu(t *testing.T, entry scenes.GameEntry, write func(dir string)) (*scenetest.Harness, *scenes.Menu, string) {
	t.Helper()
	var menu *scenes.Menu
	var dir string
	app := &scenes.App{Games: []scenes.GameEntry{entry}}
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		dir = ctx.ConfigDir()
		write(dir)
		menu = scenes.NewMenu(ctx, app)
		return menu
	})
	h.Step(2)
	return h, menu, dir
}

func asideFiles(t *testing.T, dir string) []string {
	m, err := filepath.Glob(filepath.Join(dir, "autosave.jsonl.damaged-*"))
	require.NoError(t, err)
	return m
}

func TestContinueOpensTheSavedGame(t *testing.T) {
	opened := false
	h, menu, _ := continueMenu(t, fakeEntry(nil, &opened), func(dir string) {
		require.NoError(t, game.SaveGame(dir, fakeRecord("fake", 2)))
	})
	require.Equal(t, []string{"Continue Fake, hand 2", "Fake", "Settings", "Rules", "Quit"}, menu.Labels())
	h.Press(ebiten.KeyEnter)
	h.Settle(40)
	assert.True(t, opened)
	assert.Equal(t, "fake-table", h.TopName())
}

func TestDamagedSavedGameIsSetAside(t *testing.T) {
	cases := []struct {
		name   string
		entry  scenes.GameEntry
		write  func(t *testing.T, dir string)
		reason string // in the notice
	}{
		{"not a record", fakeEntry(nil, new(bool)), func(t *testing.T, dir string) {
			require.NoError(t, os.WriteFile(filepath.Join(dir, "autosave.jsonl"), []byte("{half a line"), 0o644))
		}, "was damaged; kept it as autosave.jsonl.damaged-"},
		{"refused by the engine", fakeEntry(errors.New("fake: line 3: trick winner"), new(bool)), func(t *testing.T, dir string) {
			require.NoError(t, game.SaveGame(dir, fakeRecord("fake", 1)))
		}, "was damaged"},
		{"a game not on the menu", fakeEntry(nil, new(bool)), func(t *testing.T, dir string) {
			require.NoError(t, game.SaveGame(dir, fakeRecord("chess", 1)))
		}, "damaged"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, menu, dir := continueMenu(t, c.entry, func(dir string) {
				require.NoError(t, os.MkdirAll(dir, 0o755))
				c.write(t, dir)
			})
			assert.Equal(t, []string{"Fake", "Settings", "Rules", "Quit"}, menu.Labels(), "no Continue")
			_, err := os.Stat(filepath.Join(dir, "autosave.jsonl"))
			assert.True(t, errors.Is(err, os.ErrNotExist), "moved away")
			assert.Len(t, asideFiles(t, dir), 1, "kept aside, never deleted")
			assert.True(t, slices.ContainsFunc(h.Ctx().Toasts(), func(m string) bool { return strings.Contains(m, c.reason) }),
				"the player is told: %q", h.Ctx().Toasts())
		})
	}
}
