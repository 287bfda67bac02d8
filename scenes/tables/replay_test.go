package tables_test

import (
	"bytes"
	"strings"
	"testing"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/speedrunui"
	"parlor/scenes/tables"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	tables.DeclareKeys() // as main does: the tables' own keys have names
	scenetest.Main(m)
}

// finished is a whole game of name between computers, seat 0 marked a
// person's: a game the History keeps.
func finished(t *testing.T, name string, seed uint64) *record.Record {
	t.Helper()
	e, ok := games.Lookup(name)
	require.True(t, ok)
	app, err := tables.App()
	require.NoError(t, err)
	g, _ := app.Game(name)
	seats := scenes.Choice{Players: e.Seats, Level: engine.Easy, Mode: scenes.VsComputer}.Seats(g.Names)
	m, err := e.New(nil, seed, seats)
	require.NoError(t, err)
	levels := make([]engine.Level, e.Seats)
	for i := range levels {
		levels[i] = engine.Easy
	}
	require.NoError(t, e.PlayBots(m, levels, seed))
	return m.Record()
}

// A record file dropped on the menu's window opens its replay on the real
// table; one that is not a record, or does not check out, is refused with
// the reason, and the menu stays.
func TestADroppedRecordIsWatched(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene { return scenes.NewMenu(ctx, app) })
	h.Step(2)
	var b bytes.Buffer
	_, err = finished(t, "stepstones", 3).WriteTo(&b)
	require.NoError(t, err)
	good := b.Bytes()
	bad := bytes.Replace(good, []byte(`"winner":`), []byte(`"winner":9,"x":`), 1)

	h.Ctx().DropFile("notes.txt", []byte("shopping list"))
	h.Step(2)
	assert.Equal(t, "menu", h.TopName())
	assert.True(t, toasted(h, "notes.txt is not a game record"), "%q", h.Ctx().Toasts())

	h.Ctx().DropFile("bad.jsonl", bad)
	h.Step(2)
	assert.Equal(t, "menu", h.TopName())
	assert.True(t, toasted(h, "bad.jsonl cannot be watched: its line"), "%q", h.Ctx().Toasts())
	assert.True(t, toasted(h, "(the file was changed or damaged)"), "in words, %q", h.Ctx().Toasts())

	h.Ctx().DropFile("good.jsonl", good)
	h.Settle(40)
	require.Equal(t, "replay", h.TopName())
	r := h.Top().(*scenes.Replay)
	pos, n := r.Pos()
	assert.Zero(t, pos)
	assert.Positive(t, n)
	h.Press(ebiten.KeyRight)
	pos, _ = r.Pos()
	assert.Equal(t, 1, pos, "Right steps a move on the real table")
	assert.Equal(t, "stepstones-table", r.Table().(interface{ Name() string }).Name())
}

func toasted(h *scenetest.Harness, what string) bool {
	for _, m := range h.Ctx().Toasts() {
		if strings.Contains(m, what) {
			return true
		}
	}
	return false
}

// simRecord is a whole game of name as `parlor sim` writes it: computer
// players of levels in every seat, named by the placeholder "Seat N".
func simRecord(t *testing.T, name string, seed uint64, levels ...engine.Level) *record.Record {
	t.Helper()
	e, ok := games.Lookup(name)
	require.True(t, ok)
	seats := make([]record.Seat, len(levels))
	for i, l := range levels {
		seats[i] = record.Seat{Name: record.Unnamed(i), Kind: "bot", Bot: l.String()}
	}
	m, err := e.New(nil, seed, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, levels, seed))
	return m.Record()
}

// TestAReplayNamesUnnamedSeatsAsTheTableDoes: a `parlor sim` record
// played back shows its computer players by the names the table gives
// them (West, East; a computer in the person's seat is Computer 1), not
// "Seat 0", and the record itself is left as it was.
func TestAReplayNamesUnnamedSeatsAsTheTableDoes(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	rec := simRecord(t, "speedrun", 4, engine.Hard, engine.Normal, engine.Easy)
	var r *scenes.Replay
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		r, err = scenes.NewReplay(ctx, app, rec)
		require.NoError(t, err)
		return r
	})
	h.Step(2)
	tbl, ok := r.Table().(*speedrunui.Table)
	require.True(t, ok)
	assert.Equal(t, []string{"Computer 1", "West", "East"}, tbl.Names)
	assert.Equal(t, "Seat 0", rec.Header.Seats[0].Name, "the record is left as it is")
}
