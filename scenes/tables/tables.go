// Package tables is the one list of the app's tables, beside rules/games'
// one list of games: each game's table, the rest (menu, setup, Continue,
// statistics, history and replay) built from them alike. Adding a game
// means adding its Spec to rules/games and its table here.
package tables

import (
	"fmt"

	"parlor/input"
	"parlor/rules/games"
	"parlor/scenes"
	"parlor/scenes/speedohui"
	"parlor/scenes/speedrunui"
	"parlor/scenes/spellcraftui"
	"parlor/scenes/spitui"
	"parlor/scenes/stepstonesui"
)

// list holds every table, by its game's record name.
var list = map[string]scenes.GameEntry{
	"speedrun":   speedrunui.Entry,
	"stepstones": stepstonesui.Entry,
	"spit":       spitui.Entry,
	"spellcraft": spellcraftui.Entry,
	"speedoh":    speedohui.Entry,
}

// App returns the app's games: every game of rules/games, in its order,
// with its table. A game without a table, or a table without a game, is
// an error: the two lists are one list.
func App() (*scenes.App, error) {
	app := &scenes.App{}
	for _, e := range games.All() {
		t, ok := list[e.Name]
		if !ok {
			return nil, fmt.Errorf("the game %s has no table", e.Name)
		}
		t.Game = e
		app.Games = append(app.Games, t)
	}
	if len(app.Games) != len(list) {
		return nil, fmt.Errorf("%d tables for %d games", len(list), len(app.Games))
	}
	return app, nil
}

// DeclareKeys adds every table's own actions (Spit's pile keys, SpeedOh's
// slap) to the keymaps, before the settings file is read.
func DeclareKeys() {
	for _, t := range list {
		input.Declare(t.Keys...)
	}
}
