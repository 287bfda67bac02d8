package room

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/rules/speedrun"
)

// finished is Ann and Ben's Speed Run table with its game played to the
// end by computers (both away, their seats played for them).
func finished(t *testing.T) *Room {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Join("ben", "Ben"))
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	for _, p := range r.people {
		require.NoError(t, r.game.Away(r.seatOf(p.user), 1))
	}
	for range 200000 {
		if r.Tick(); r.Phase() == Over {
			break
		}
	}
	require.Equal(t, Over, r.Phase())
	r.Take()
	return r
}

// first is the first start player of r's game.
func first(r *Room) int {
	for _, e := range r.game.Match().Events() {
		if d, ok := e.Data.(speedrun.Dealt); ok {
			return d.Start
		}
	}
	return -1
}

// Issue 35, rematch: from the final standings one request asks the others
// and brings the table back to waiting, the same people seated; the host
// starts it, a new game on a new seed, one seat on. Someone who never
// said yes is told and left out: a computer takes their seat.
func TestRematchSeatsTheSameTableOneOn(t *testing.T) {
	r := finished(t)
	before, seed, rec := first(r), r.game.Match().Record().Header.Seed, r.Record()
	require.NotNil(t, rec)
	r.Receive("ben", OpRoom, []byte(`{"rematch":true}`))
	s := states(t, r)
	assert.Equal(t, Waiting, s["ann"].Phase)
	assert.Equal(t, "Ben asks for a rematch: Rematch on the final standings to play again.", s["ann"].News)
	assert.True(t, s["ann"].Host, "Ann, who made the table, still starts it")
	assert.Nil(t, r.Record(), "the finished game's record was the last game's")

	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	assert.Equal(t, Playing, r.Phase())
	assert.Equal(t, 2, r.Games())
	h := r.game.Match().Record().Header
	assert.NotEqual(t, seed, h.Seed, "a new seed")
	assert.NotEmpty(t, h.Commit, "committed to, as every game online")
	assert.Equal(t, (before+1)%3, first(r), "the next start player")
	assert.Equal(t, "Ben", h.Seats[1].Name)
	assert.Equal(t, "bot", h.Seats[0].Kind, "Ann never said yes: a computer plays her seat")
	assert.Equal(t, "human", h.Seats[1].Kind)
	news := map[string]string{}
	for _, o := range r.Take() {
		if o.Op == OpRoom {
			var st State
			require.NoError(t, json.Unmarshal(o.Data, &st))
			news[o.User] = st.News
		}
	}
	assert.Equal(t, "The others started a rematch without you.", news["ann"])
}

// A rematch is asked for only once the game is over, by someone at it;
// those who left have their seats opened.
func TestRematchOnlyAfterTheGame(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	r.Receive("ann", OpRoom, []byte(`{"rematch":true}`))
	assert.Contains(t, states(t, r)["ann"].News, "once the game is over")

	r = finished(t)
	r.Leave("ben")
	r.Receive("ann", OpRoom, []byte(`{"rematch":true}`))
	s := states(t, r)["ann"]
	assert.False(t, s.Seats[1].Taken, "Ben left: his seat is open")
	assert.NoError(t, r.CanJoin("cy"), "a friend may take it with the code")
}
