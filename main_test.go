package main

import (
	"testing"

	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
)

// TestMenuOffersEveryListedGame: the menu, sim and verify read the one list
// of games; every listed game has a table and nothing else is offered.
func TestMenuOffersEveryListedGame(t *testing.T) {
	var names []string
	for _, g := range menuGames() {
		names = append(names, g.Game.Name)
		assert.NotNil(t, g.Start, g.Name)
		assert.Equal(t, g.Game.Title, g.Name)
		assert.NotEmpty(t, g.Rules, g.Name)
		if !g.Game.RealTime {
			assert.NotNil(t, g.Open, "%s can be continued", g.Name)
		}
	}
	assert.Equal(t, games.Names(), names)
	assert.Len(t, tables, len(games.All()), "no table for a game that is not listed")
}
