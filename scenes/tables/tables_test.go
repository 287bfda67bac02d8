package tables_test

import (
	"testing"

	"parlor/rules/games"
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
