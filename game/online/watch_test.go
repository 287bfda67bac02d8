//go:build online

package online_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spy is a cheater watching a table with a raw client: it keeps every
// byte the server sends it and decodes them itself.
type spy struct {
	c     *online.Client
	codec *session.Codec
	game  *session.Remote
	state room.State
	heard []session.Message // the game's messages before the one that ends it
	bytes [][]byte
	over  bool
}

func newSpy(t *testing.T, e *engine.Entry) *spy {
	codec, err := session.NewCodec(e)
	require.NoError(t, err)
	g, err := session.NewWatcher(e)
	require.NoError(t, err)
	return &spy{c: connect(t, "Mallory", device(t)).c, codec: codec, game: g}
}

func (s *spy) step(t *testing.T) {
	for _, d := range s.c.Take() {
		switch d.Op {
		case room.OpRoom:
			require.NoError(t, json.Unmarshal(d.Data, &s.state))
		case room.OpGame:
			m, err := s.codec.Decode(d.Data)
			require.NoError(t, err, "a message to a spectator decodes")
			if m.Kind == session.KindOver {
				s.over = true
			}
			if !s.over {
				s.heard, s.bytes = append(s.heard, m), append(s.bytes, d.Data)
			}
			s.game.Deliver(d.Data)
		case room.OpSay:
			t.Error("a quick message reached a spectator")
		}
	}
	s.game.Move()
	require.NoError(t, s.game.Err())
}

// masked is what no seat knows of a finished game: a spectator's story.
func masked(t *testing.T, e *engine.Entry, rec *record.Record) []engine.Event {
	m, err := e.Resume(rec)
	require.NoError(t, err)
	var out []engine.Event
	for _, ev := range m.Events() {
		if k, ok := e.Know(ev, 0); ok {
			out = append(out, k)
		}
	}
	return out
}

// Issue 35, spectators, as a cheater would try it: Mallory watches Ann and
// Ben's game mid-way with a raw client. Every message she is sent is for
// no seat, offers no move and holds no seed; what she is told is exactly
// what no seat knows (the session's test checks that hides every card a
// seat holds); at the end she has the whole
// record and checks the deals. The table counts her while she watches.
// (That a watcher's moves and messages are never taken is the room's test.)
func TestARawSpectatorLearnsNoSecret(t *testing.T) {
	for _, name := range []string{"speedrun", "spellcraft"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e, _ := games.Lookup(name)
			ann, ben := table(t, e, plan(e))
			until(t, 20*time.Second, func() bool { return len(ann.t.Game().Events()) > 8 }, ann, ben)
			mal := newSpy(t, e)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			require.NoError(t, mal.c.Watch(ctx, ann.c.Match()))
			until(t, 20*time.Second, func() bool { mal.step(t); return len(mal.game.Events()) > 0 }, ann, ben)
			assert.Equal(t, engine.Spectator, mal.state.You)
			until(t, 10*time.Second, func() bool { s, _ := ann.t.State(); return s.Watchers == 1 }, ann, ben)
			act, err := session.NewCodec(e)
			require.NoError(t, err)
			until(t, 20*time.Second, func() bool { return len(ann.t.Game().Legal(0)) > 0 }, ann, ben)
			forged, err := act.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: ann.t.Game().Legal(0)[0]})
			require.NoError(t, err)
			require.NoError(t, mal.c.Send(room.OpGame, forged), "a forged move for Ann goes out")
			require.NoError(t, mal.c.Send(room.OpRoom, []byte(`{"say":1}`)))
			rec := finish(t, e, 5*time.Minute, ann, ben)
			until(t, 20*time.Second, func() bool { mal.step(t); return mal.game.Over() }, ann, ben)
			require.NotEmpty(t, mal.heard)
			for i, m := range mal.heard {
				assert.Equal(t, engine.Spectator, m.Seat, "message %d", i)
				assert.Empty(t, m.Legal, "message %d offers a move", i)
				assert.False(t, holdsSeed(mal.bytes[i], rec.Header), "message %d carries the seed", i)
			}
			assert.Equal(t, masked(t, e, rec), mal.game.Events())
			assert.Equal(t, encoded(t, rec), encoded(t, mal.game.Record()))
			assert.NoError(t, mal.game.Deals())
		})
	}
}

// A player Ann blocked cannot watch her table either.
func TestABlockedPlayerCannotWatch(t *testing.T) {
	t.Parallel()
	e, _ := games.Lookup("speedrun")
	ann, ben := table(t, e, plan(e))
	mal := connect(t, "Mallory", device(t))
	change(t, ann, room.FriendChange{Op: room.BlockPlayer, User: mal.c.User()})
	_, err := online.Watch(short(t), mal.c, ann.c.Match())
	require.Error(t, err)
	assert.Equal(t, "You cannot watch this table.", err.Error())
	cy := connect(t, "Cy", device(t))
	w, err := online.Watch(short(t), cy.c, ann.c.Match())
	require.NoError(t, err, "anyone else with the code may")
	until(t, 10*time.Second, func() bool { w.Pump(); return w.Watching() && w.Game() != nil }, ann, ben)
}
