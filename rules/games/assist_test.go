package games_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTakeBackRestoresTheGameBeforeYourLastDecision: undo cuts the record
// before the player's last action (so the computer players decide afresh),
// marks the record, and leaves the old game as it was.
func TestTakeBackRestoresTheGameBeforeYourLastDecision(t *testing.T) {
	e, ok := games.Lookup("speedrun")
	require.True(t, ok)
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "West", Kind: "bot", Bot: "easy"}, {Name: "East", Kind: "bot", Bot: "easy"}}
	m, err := e.New(nil, 9, seats)
	require.NoError(t, err)
	_, err = e.TakeBack(m, 0)
	assert.ErrorIs(t, err, engine.ErrNothingToTakeBack)
	bots, err := e.Bots(m, map[int]engine.Level{1: engine.Easy, 2: engine.Easy}, 9)
	require.NoError(t, err)
	var before *record.Record
	var mine any
	for acted := 0; acted < 5; {
		if contains(m.ToMove(), 0) {
			before = m.Record()
			legal := m.Legal(0)
			mine = legal[len(legal)-1]
			require.NoError(t, m.Apply(0, mine))
			acted++
			continue
		}
		_, err := bots.Step(nil)
		require.NoError(t, err)
	}
	for !contains(m.ToMove(), 0) { // let the bots answer the last decision
		_, err := bots.Step(nil)
		require.NoError(t, err)
	}
	full := m.Record()
	back, err := e.TakeBack(m, 0)
	require.NoError(t, err)
	got := back.Record()
	assert.Equal(t, before.Events, got.Events, "the game as it was before the last decision")
	assert.Equal(t, 1, got.Header.Undos, "the record is marked")
	assert.Equal(t, full, m.Record(), "the old game is unchanged")
	assert.Contains(t, back.Legal(0), mine, "the same choice is open again")
	undos, _ := engine.Assists(back)
	assert.Equal(t, 1, undos)

	again, err := e.TakeBack(back, 0)
	require.NoError(t, err)
	assert.Equal(t, 2, again.Record().Header.Undos, "every undo counts")
	resumed, err := e.Resume(again.Record())
	require.NoError(t, err)
	assert.Equal(t, 2, resumed.Record().Header.Undos, "the mark survives Continue")
	engine.Hinted(resumed)
	_, hints := engine.Assists(resumed)
	assert.Equal(t, 1, hints)
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
