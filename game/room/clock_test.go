package room

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/session"
	"parlor/rules/engine"
)

// shortClock is a timed table's clock made short for a test: a second a
// decision and a second of bank, at 10 ticks a second.
var shortClock = Timing{Rate: 10, Pace: 100 * time.Millisecond, Grace: time.Second,
	Clocks: map[string]Clock{ClockTimed: {Decision: time.Second, Bank: time.Second}}}

// alone is Ann at a Speed Run table of hers with two computers, on the
// timed clock, the game begun.
func alone(t *testing.T) *Room {
	p := Plan{Game: "speedrun", Clock: ClockTimed, Seats: []PlanSeat{{Kind: Friend}, {Kind: Computer, Level: "easy"}, {Kind: Computer, Level: "hard"}}}
	r, err := New(p, "ABCDE", 3, "ann", shortClock)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	require.Equal(t, Playing, r.Phase())
	return r
}

// until ticks r until ok, at most n ticks; it returns the last State Ann
// was sent.
func until(t *testing.T, r *Room, n int, ok func(State) bool) State {
	var last State
	for range n {
		r.Tick()
		if s, sent := states(t, r)["ann"]; sent {
			last = s
			if ok(last) {
				return last
			}
		}
	}
	t.Fatalf("not within %d ticks; last state %+v", n, last)
	return last
}

func onClock(s State) bool { return s.Seats[0].OnClock }

// The clock runs only while the game waits on the person, counting the
// decision's seconds, then the bank's.
func TestTurnClockCountsTheDecisionThenTheBank(t *testing.T) {
	r := alone(t)
	s := until(t, r, 200, onClock)
	assert.Equal(t, ClockTimed, s.Clock)
	assert.Equal(t, 1, s.Seats[0].Clock)
	assert.Equal(t, 1, s.Seats[0].Bank)
	assert.False(t, s.Seats[1].OnClock, "a computer is on no clock")
	s = until(t, r, 12, func(s State) bool { return s.Seats[0].Clock == 0 })
	assert.Equal(t, 1, s.Seats[0].Bank, "the decision's second spent, the bank is whole")
}

// Issue 35: a person whose time runs out has the computer of the table's
// level make that decision at once; the seat stays theirs. Out of time
// again before deciding anything themselves, a computer plays the seat
// until they are back, which one request does.
func TestTurnClockStandsInThenPlaysTheSeatUntilTheyAreBack(t *testing.T) {
	r := alone(t)
	until(t, r, 200, onClock)
	all, own := r.game.Decided(0)
	s := until(t, r, 40, func(s State) bool { return s.News != "" })
	assert.Equal(t, "Your time ran out, so a computer made that move for you.", s.News)
	assert.False(t, s.Seats[0].Standing, "the seat is still Ann's")
	assert.Equal(t, engine.Hard, r.level(0), "the table's level: its strongest computer")
	a, o := r.game.Decided(0)
	assert.Equal(t, all+1, a)
	assert.Equal(t, own, o, "the computer decided, not Ann")
	assert.True(t, r.game.People().Has(0), "Ann's next decision is hers")

	s = until(t, r, 200, onClock)
	assert.Zero(t, s.Seats[0].Bank, "the bank was spent on the first")
	s = until(t, r, 40, func(s State) bool { return s.Seats[0].Idle })
	assert.True(t, s.Seats[0].Standing)
	assert.Contains(t, s.News, "Press any key to play again")
	assert.False(t, r.game.People().Has(0), "a computer plays Ann's seat")

	r.Receive("ann", OpRoom, []byte(`{"back":true}`))
	r.Tick()
	s = states(t, r)["ann"]
	assert.False(t, s.Seats[0].Idle)
	assert.False(t, s.Seats[0].Standing)
	assert.True(t, r.game.People().Has(0), "Ann plays again")
	r.Receive("ann", OpRoom, []byte(`{"back":true}`))
	assert.True(t, r.game.People().Has(0), "asking twice changes nothing")
}

// A decision the person makes themselves forgives an earlier time out:
// out of time again, the computer only makes that one move.
func TestTurnClockForgivesAfterAnOwnDecision(t *testing.T) {
	r := alone(t)
	until(t, r, 200, onClock)
	until(t, r, 40, func(s State) bool { return s.News != "" })
	codec, err := session.NewCodec(r.Entry())
	require.NoError(t, err)
	until(t, r, 200, onClock)
	legal := r.game.Match().Legal(0)
	require.NotEmpty(t, legal)
	b, err := codec.Encode(session.Message{Kind: session.KindAct, Seat: 0, Action: legal[0]})
	require.NoError(t, err)
	_, own := r.game.Decided(0)
	r.Receive("ann", OpGame, b)
	_, o := r.game.Decided(0)
	require.Equal(t, own+1, o, "Ann decided")
	s := until(t, r, 400, func(s State) bool { return strings.Contains(s.News, "time ran out") })
	assert.Equal(t, "Your time ran out, so a computer made that move for you.", s.News)
	assert.False(t, s.Seats[0].Idle)
}

// With the clock on, a person who leaves is played for at once; without
// it, after the grace.
func TestTurnClockTableDoesNotWaitForAPersonWhoLeft(t *testing.T) {
	r := alone(t)
	r.Tick()
	r.Leave("ann")
	r.Tick()
	r.Tick()
	assert.False(t, r.game.People().Has(0), "a computer plays at once")
}

func TestPlanCheckRefusesAnUnknownClock(t *testing.T) {
	p := speedRun()
	p.Clock = "blitz"
	_, err := p.Check()
	assert.EqualError(t, err, `there is no turn clock called "blitz"`)
	p.Clock = ClockRelaxed
	_, err = p.Check()
	assert.NoError(t, err)
}
