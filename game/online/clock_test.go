//go:build online

package online_test

import (
	"context"
	"testing"
	"time"

	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// alone seats ann at a table of e of her own on the timed clock, the
// game's computers in the other seats, and starts it.
func alone(t *testing.T, e *engine.Entry) *person {
	pl := room.Plan{Game: e.Name, Clock: room.ClockTimed, Seats: []room.PlanSeat{{Kind: room.Friend}}}
	for range e.Seats - 1 {
		pl.Seats = append(pl.Seats, room.PlanSeat{Kind: room.Computer, Level: e.Levels[0].String()})
	}
	ann := connect(t, "Ann", device(t))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := ann.c.Create(ctx, pl)
	require.NoError(t, err)
	ann.sit(t, made.Match)
	until(t, 20*time.Second, func() bool { _, ok := ann.t.State(); return ok }, ann)
	require.NoError(t, ann.t.Start())
	until(t, 20*time.Second, func() bool { return ann.t.Game() != nil }, ann)
	return ann
}

// Issue 35, games finish: a person who goes idle at a table on the turn
// clock (the test server's: 2 s a move and 1 s of bank) has a computer
// make the move for them when their time runs out (a turn-based game),
// then, idle still, play their seat; one request gives it back, and they
// play the game to its end as its person.
func TestAnIdlePersonIsPlayedForWhenTheClockRunsOut(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			ann := alone(t, e)
			var news []string
			sawClock := false
			until(t, time.Minute, func() bool {
				news = append(news, ann.t.TakeNews()...)
				s, _ := ann.t.State()
				sawClock = sawClock || s.Seats[0].OnClock && s.Seats[0].Clock > 0
				return s.Seats[0].Idle
			}, ann)
			assert.True(t, sawClock, "Ann saw her seconds counted")
			if !e.RealTime {
				assert.Contains(t, news, "Your time ran out, so a computer made that move for you.")
			}
			assert.Contains(t, news, "A computer plays for you, as your time ran out. Press any key to play again.")
			require.NoError(t, ann.t.Back())
			until(t, 20*time.Second, func() bool { s, _ := ann.t.State(); return !s.Seats[0].Idle }, ann)
			ann.decide(t, e, 0)
			rec := finish(t, e, 10*time.Minute, ann)
			assert.Equal(t, "Ann", rec.Header.Seats[0].Name)
			assert.Equal(t, "human", rec.Header.Seats[0].Kind, "her seat is hers in the record")
		})
	}
}
