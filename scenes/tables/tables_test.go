package tables_test

import (
	"testing"

	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/scenes/tables"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The app's tables and the rules' games are the same list, in the same
// order, each table over its own game.
func TestTablesAreTheGamesList(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	require.Len(t, app.Games, len(games.All()))
	for i, e := range games.All() {
		g := app.Games[i]
		assert.Equal(t, e.Name, g.Game.Name)
		assert.NotNil(t, g.Table, "%s opens its table on a session", e.Name)
		assert.NotEmpty(t, g.Rules, "%s has a rules page", e.Name)
	}
}

// TestTableSeatsNameOnlyTheUnnamedComputers: each game's table names an
// unnamed computer seat as it seats computers; people and seats with a
// name of their own keep theirs, and no name is given twice.
func TestTableSeatsNameOnlyTheUnnamedComputers(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	bot := func(name string) record.Seat { return record.Seat{Name: name, Kind: "bot", Bot: "normal"} }
	names := func(game string, seats ...record.Seat) []string {
		var out []string
		for _, s := range app.Seats(record.Header{Game: game, Seats: seats}) {
			out = append(out, s.Name)
		}
		return out
	}
	assert.Equal(t, []string{"Computer 1", "Ada", "Basil", "Cora"},
		names("spellcraft", bot("Seat 0"), bot("Seat 1"), bot(""), bot("Seat 3")))
	assert.Equal(t, []string{"Ada", "Basil"}, names("spit", bot("Seat 0"), bot("Seat 1")))
	assert.Equal(t, []string{"You", "West", "Mabel"},
		names("stepstones", record.Seat{Name: "You", Kind: "human"}, bot(""), bot("Mabel")))
	assert.Equal(t, []string{"Computer 1", "Ada", "Seat 0"},
		names("speedoh", bot(""), bot("Ada"), record.Seat{Name: "Seat 0", Kind: "human"}),
		"Ada is taken; a person keeps any name")
	assert.Equal(t, []string{"Seat 1", "Seat 0"}, names("spit", bot("Seat 1"), bot("Seat 0")),
		"a seat named as another seat's placeholder has a name of its own")
}
