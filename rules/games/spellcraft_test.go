package games_test

import (
	"reflect"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpellcraftDataListsEveryEvent: every event of a Spellcraft game, as
// Know shows it to each seat and to all of them, holds the Action or a
// type the entry's Data lists, so that a message carrying it can be
// decoded; and Know hides something from a single seat.
func TestSpellcraftDataListsEveryEvent(t *testing.T) {
	e := games.Spellcraft.Entry()
	listed := map[reflect.Type]bool{}
	for _, d := range e.Data {
		listed[reflect.TypeOf(d)] = true
	}
	seats, _ := seatsFor(4)
	m, err := e.New(engine.Settings{"trump": "on", "chips": "12"}, 11, seats)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Random}, 11))
	masked := 0
	for _, ev := range m.Events() {
		for _, set := range []engine.SeatSet{engine.OneSeat(0), engine.OneSeat(3), engine.AllSeats(4)} {
			seen, ok := e.Know(ev, set)
			require.True(t, ok, "%s %T", ev.Name, ev.Data)
			assert.True(t, listed[reflect.TypeOf(seen.Data)], "%s %T is not listed", ev.Name, seen.Data)
			if !reflect.DeepEqual(seen, ev) {
				masked++
			}
		}
	}
	assert.Positive(t, masked, "some events are masked")
}
