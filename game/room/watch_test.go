package room

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/session"
	"parlor/rules/engine"
)

// watchers are spectators' screens: what the table sent each user, read
// as a session.Remote without a seat, and their last State.
type watchers struct {
	games  map[string]*session.Remote
	states map[string]State
}

func newWatchers() *watchers {
	return &watchers{games: map[string]*session.Remote{}, states: map[string]State{}}
}

// hear hands each watcher what the table sent them; people's messages
// are not theirs.
func (w *watchers) hear(t *testing.T, r *Room, out []Out) {
	t.Helper()
	for _, o := range out {
		if !r.Watching(o.User) && w.games[o.User] == nil {
			continue
		}
		switch o.Op {
		case OpRoom:
			var s State
			require.NoError(t, json.Unmarshal(o.Data, &s))
			w.states[o.User] = s
		case OpGame:
			g := w.games[o.User]
			if g == nil {
				var err error
				g, err = session.NewWatcher(r.Entry())
				require.NoError(t, err)
				w.games[o.User] = g
			}
			g.Deliver(o.Data)
			g.Move()
			require.NoError(t, g.Err())
		case OpSay:
			t.Errorf("a quick message reached %s, who only watches", o.User)
		}
	}
}

// masked is the game's story as no seat knows it.
func masked(r *Room) []engine.Event {
	var out []engine.Event
	for _, e := range r.game.Match().Events() {
		if k, ok := r.Entry().Know(e, 0); ok {
			out = append(out, k)
		}
	}
	return out
}

// Issue 35, spectators: anyone with the code watches a game under way:
// told the story so far as no seat knows it, then live; one who comes
// in later is told the same. At the end both have the whole record.
func TestAWatcherIsToldTheStorySoFarThenLive(t *testing.T) {
	r := playing(t, speedRun(), 20)
	w := newWatchers()
	require.NoError(t, r.Watch("cy", "Cy"))
	w.hear(t, r, r.Take())
	assert.Equal(t, engine.Spectator, w.states["cy"].You)
	assert.Equal(t, 1, w.states["cy"].Watchers)
	assert.False(t, w.states["cy"].Host)
	require.NotNil(t, w.games["cy"], "the story so far came at once")
	assert.Equal(t, fmt.Sprint(masked(r)), fmt.Sprint(w.games["cy"].Events()))
	for i := 0; r.Phase() != Over; i++ {
		require.Less(t, i, 200000, "the game did not end")
		r.Tick()
		if i == 50 {
			require.NoError(t, r.Watch("dee", "Dee"))
		}
		w.hear(t, r, r.Take())
	}
	r.Tick()
	w.hear(t, r, r.Take())
	rec := r.Record()
	for _, user := range []string{"cy", "dee"} {
		g := w.games[user]
		require.NotNil(t, g, user)
		assert.Equal(t, fmt.Sprint(masked(r)), fmt.Sprint(g.Events()), user)
		require.True(t, g.Over(), user)
		assert.Equal(t, len(rec.Events), len(g.Record().Events), user)
		assert.NoError(t, g.Deals(), "%s checks the deals against the commitment", user)
		assert.Equal(t, 2, w.states[user].Watchers)
	}
}

// A watcher sends nothing the table takes: no move, no start, no quick
// message; and when they leave the table counts one fewer.
func TestAWatcherOnlyWatches(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Watch("cy", "Cy"))
	require.NoError(t, r.Join("ben", "Ben"))
	r.Take()
	r.Receive("cy", OpRoom, []byte(`{"start":true}`))
	r.Receive("cy", OpRoom, []byte(`{"say":1}`))
	r.Receive("cy", OpGame, []byte(`junk`))
	assert.Equal(t, Waiting, r.Phase(), "a watcher does not start the game")
	assert.Empty(t, r.Take(), "nor says anything, nor is answered")
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	s := states(t, r)
	assert.Equal(t, 1, s["ann"].Watchers)
	assert.Equal(t, engine.Spectator, s["cy"].You)
	r.Leave("cy")
	assert.False(t, r.Watching("cy"))
	assert.Equal(t, 2, len(r.Users()), "the people keep their seats")
	s = states(t, r)
	assert.Zero(t, s["ann"].Watchers)
	_, told := s["cy"]
	assert.False(t, told, "a watcher gone is told nothing more")
}

func TestWhoMayNotWatch(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	assert.EqualError(t, r.CanWatch("ann"), "you have a seat at this table: join it instead")
	r.SetBlocked("ann", []string{"mal"})
	assert.EqualError(t, r.Watch("mal", "Mal"), "you cannot watch this table")
	for i := range MaxWatchers {
		require.NoError(t, r.Watch(fmt.Sprint("w", i), "W"))
	}
	assert.EqualError(t, r.Watch("one-more", "W"), "that table has as many watchers as it takes")
	assert.NoError(t, r.CanWatch("w0"), "one watching already may come again")
	assert.Len(t, r.watchers, MaxWatchers)
}
