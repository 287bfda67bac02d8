package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"parlor/game/room"
	"parlor/rules/games"
)

// Issue 35: the Friends screen says each player in words: a request to
// answer, one waiting, a block, and a friend online, at which table, or
// offline; a picker to invite offers friends only, those online first.
func TestFriendsRowsSayWhereEachPlayerIs(t *testing.T) {
	app := &App{}
	for _, e := range games.All() {
		app.Games = append(app.Games, GameEntry{Game: e})
	}
	waiting := &room.Mine{Game: "speedrun", Phase: room.Waiting, Match: "m1"}
	playing := &room.Mine{Game: "spit", Phase: room.Playing, Match: "m2"}
	for want, p := range map[string]room.Player{
		"Cy asks to be your friend":                         {Name: "Cy", State: room.Asking},
		"Dee: asked, no answer yet":                         {Name: "Dee", State: room.Asked},
		"Eve: blocked":                                      {Name: "Eve", State: room.Blocked},
		"Ben: at a table of Speed Run, waiting for players": {Name: "Ben", State: room.Mutual, Online: true, Table: waiting},
		"Ann: playing Speed / Spit":                         {Name: "Ann", State: room.Mutual, Online: true, Table: playing},
		"Fay: online":                                       {Name: "Fay", State: room.Mutual, Online: true},
		"Gus: offline":                                      {Name: "Gus", State: room.Mutual},
	} {
		assert.Equal(t, want, playerWords(app, p))
	}
	list := room.Friends{List: []room.Player{{Name: "Gus", State: room.Mutual}, {Name: "Cy", State: room.Asking},
		{Name: "Fay", State: room.Mutual, Online: true}, {Name: "Eve", State: room.Blocked}}}
	var names []string
	for _, p := range friendsOf(list) {
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"Fay", "Gus"}, names)
}
