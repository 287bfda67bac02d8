package session_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/realtime"
	"parlor/rules/record"
	"parlor/rules/spit"
)

// spitOnline is a game of Spit hosted for Ann (seat 0, over the wire)
// against a Normal computer, and Ann's side of it.
type spitOnline struct {
	host *session.Host
	m    engine.Match
	ann  *session.Remote
	bot  *spit.Bot // plays Ann's presses
}

func newSpitOnline(t *testing.T) *spitOnline {
	e := games.Spit.Entry()
	seats := []record.Seat{{Name: "Ann", Kind: "human"}, {Name: "Basil", Kind: "bot", Bot: "normal"}}
	m, err := e.New(nil, 5, seats)
	require.NoError(t, err)
	host, err := session.NewHost(e, m, session.Served(60, 0))
	require.NoError(t, err)
	ann, err := session.NewRemote(e, 0, func(b []byte) error { return host.Receive(0, b) })
	require.NoError(t, err)
	return &spitOnline{host: host, m: m, ann: ann, bot: spit.NewBot(0, engine.Normal, 7)}
}

// step runs one tick of the table: Ann hears the host, presses what her
// player would, and the host steps.
func (g *spitOnline) step(t *testing.T) {
	require.NoError(t, g.host.Flush())
	for _, b := range g.host.Take(0) {
		g.ann.Deliver(b)
	}
	var presses []engine.Press[any]
	if v, ok := g.ann.View(0).(spit.View); ok {
		if a, ok := g.bot.Tick(v); ok {
			presses = append(presses, engine.Press[any]{Seat: 0, Action: a})
		}
	}
	g.ann.Tick(presses)
	_, err := g.host.Step()
	require.NoError(t, err)
}

// toRoundEnd plays until the first round has ended.
func (g *spitOnline) toRoundEnd(t *testing.T) {
	seen := 0
	for range 200 * 60 * realtime.TicksPerSecond { // bounded: 200 minutes of play
		g.step(t)
		evs := g.m.Events()
		for _, e := range evs[seen:] {
			if _, ok := e.Data.(spit.RoundEnded); ok {
				return
			}
		}
		seen = len(evs)
	}
	t.Fatal("no round ended")
}

// Online, the next round's clock waits while Ann reads the round's board,
// as it does at a table here (whose clock stops under the board): it ran
// on, and Basil played while Ann was still reading. It goes on once she
// is ready.
func TestHostWaitsBetweenRoundsForThePeople(t *testing.T) {
	g := newSpitOnline(t)
	g.toRoundEnd(t)
	require.False(t, g.m.Over(), "this seed's first round does not end the game")
	at := g.host.Now()
	for range 10 * realtime.TicksPerSecond {
		g.step(t)
	}
	assert.Equal(t, at, g.host.Now(), "the clock waits for Ann")
	require.NoError(t, g.ann.Ready())
	g.step(t)
	assert.Greater(t, g.host.Now(), at, "Ann is ready: the next round's clock runs")
}

// One person who never closes the board does not hold the table for ever:
// the next round starts after half a minute.
func TestHostWaitsBetweenRoundsAtMostHalfAMinute(t *testing.T) {
	g := newSpitOnline(t)
	g.toRoundEnd(t)
	require.False(t, g.m.Over())
	at := g.host.Now()
	for range 30*realtime.TicksPerSecond - 1 {
		g.step(t)
	}
	assert.Equal(t, at, g.host.Now(), "still waiting")
	g.step(t)
	assert.Greater(t, g.host.Now(), at, "waited long enough")
}
