package session_test

import (
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAwaySeatIsPlayedByAComputerAndTakenBack: a person's seat whose
// player left is played by a computer (the game never waits for them);
// coming back, a new Remote is told the whole game as that seat may know
// it, and plays on to the end.
func TestAwaySeatIsPlayedByAComputerAndTakenBack(t *testing.T) {
	e, ok := games.Lookup("speedrun")
	require.True(t, ok)
	seats := []record.Seat{{Name: "Ann", Kind: "human"}, {Name: "Ben", Kind: "human"}, {Name: "Cy", Kind: "bot", Bot: "easy"}}
	m, err := e.New(nil, 7, seats)
	require.NoError(t, err)
	host, err := session.NewHost(e, m, session.Served(60, 0))
	require.NoError(t, err)
	assert.Error(t, host.Away(2, engine.Easy), "a computer's seat is nobody's to leave")
	require.NoError(t, host.Away(1, engine.Easy))
	chooser, err := e.Chooser(engine.Easy, 0, 7)
	require.NoError(t, err)
	ann, err := session.NewRemote(e, 0, func(b []byte) error { return host.Receive(0, b) })
	require.NoError(t, err)
	play := func(r *session.Remote, steps int) {
		for range steps {
			require.NoError(t, host.Flush())
			for _, b := range host.Take(r.Plays().List()[0]) {
				r.Deliver(b)
			}
			r.Move()
			s := r.Plays().List()[0]
			if legal := r.Legal(s); len(legal) > 0 && !m.Over() {
				require.NoError(t, r.Act(s, chooser.Choose(r.View(s), legal)))
			}
			_, err := host.Step()
			require.NoError(t, err)
		}
	}
	play(ann, 40)
	benActed := false
	for _, ev := range m.Record().Events {
		benActed = benActed || ev.Kind == record.Act && ev.SeatOf() == 1
	}
	assert.True(t, benActed, "the game went on without Ben: a computer played his seat")
	assert.ErrorIs(t, host.Receive(1, nil), session.ErrBadMessage, "an away seat's messages are refused")

	require.NoError(t, host.Back(1))
	ben, err := session.NewRemote(e, 1, func(b []byte) error { return host.Receive(1, b) })
	require.NoError(t, err)
	require.NoError(t, host.Flush())
	for _, b := range host.Take(1) {
		ben.Deliver(b)
	}
	ben.Move()
	require.NoError(t, ben.Err())
	checkSide(t, e, m, 1, ben)
	assert.Equal(t, "Ben", ben.Header().Seats[1].Name)

	for step := 0; step < 2000 && !m.Over(); step++ {
		play(ann, 1)
		play(ben, 1)
	}
	require.True(t, m.Over())
	// Ben's table, opened on a session, comes back once more after the end
	// and is told the whole game with its record.
	require.NoError(t, host.Back(1))
	ben, err = session.NewRemote(e, 1, func(b []byte) error { return host.Receive(1, b) })
	require.NoError(t, err)
	var kept env
	s := session.Join(&kept, ben, session.Instant)
	require.NoError(t, host.Flush())
	for _, b := range host.Take(1) {
		ben.Deliver(b)
	}
	require.True(t, s.Move())
	require.True(t, ben.Over())
	assert.NoError(t, e.Verify(ben.Record()))
	s.Move()
	assert.Equal(t, []string{"speedrun easy seat 1"}, kept.finished, "Ben's history keeps the game once, as his seat played it")
}

// TestRemoteShowsEventsWithTheirView: events that came without the view
// that follows them wait for it, so a table never reads new events beside
// an old view.
func TestRemoteShowsEventsWithTheirView(t *testing.T) {
	_, _, host, r := annAgainstTwo(t)
	require.NoError(t, host.Flush())
	msgs := host.Take(0)
	require.GreaterOrEqual(t, len(msgs), 3, "hello, events, view")
	for _, b := range msgs[:len(msgs)-1] {
		r.Deliver(b)
	}
	r.Move()
	assert.Empty(t, r.Events(), "the deal waits for its view")
	r.Deliver(msgs[len(msgs)-1])
	r.Move()
	assert.NotEmpty(t, r.Events())
	assert.NotNil(t, r.View(0))
}

// TestOnlineGameOffersNoUndoNorHint: a game hosted elsewhere is
// everyone's; a live game of one person offers both.
func TestOnlineGameOffersNoUndoNorHint(t *testing.T) {
	e, m, _, r := annAgainstTwo(t)
	var kept env
	assert.False(t, session.Join(&kept, r, session.Fresh).Assisted(), "online")

	live, err := session.NewLive(e, m, func() int { return 0 })
	require.NoError(t, err)
	assert.True(t, session.OpenLive(&kept, live, session.Fresh).Assisted(), "alone against computers")
}

// annAgainstTwo hosts a Speed Run game of Ann against two computers and
// returns Ann's Remote of it.
func annAgainstTwo(t *testing.T) (*engine.Entry, engine.Match, *session.Host, *session.Remote) {
	e, ok := games.Lookup("speedrun")
	require.True(t, ok)
	seats := []record.Seat{{Name: "Ann", Kind: "human"}, {Name: "Ben", Kind: "bot", Bot: "easy"}, {Name: "Cy", Kind: "bot", Bot: "easy"}}
	m, err := e.New(nil, 3, seats)
	require.NoError(t, err)
	host, err := session.NewHost(e, m, session.Served(60, 0))
	require.NoError(t, err)
	r, err := session.NewRemote(e, 0, func(b []byte) error { return host.Receive(0, b) })
	require.NoError(t, err)
	return e, m, host, r
}
