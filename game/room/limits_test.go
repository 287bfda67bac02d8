package room

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestABucketPassesItsBurstThenOneAnInterval(t *testing.T) {
	for _, c := range []struct {
		name         string
		l            Limit
		rate, faster int
		perTick      float64 // messages a tick once the burst is spent
	}{
		{"quick_at_10_a_second", QuickLimit, 10, 1, 1.0 / 30},
		{"game_at_60_a_second", GameLimit, 60, 1, 20.0 / 60},
		{"game_finer_than_a_tick", GameLimit, 10, 1, 2},
		{"game_at_a_test_speed_of_4", GameLimit, 60, 4, 80.0 / 60},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBucket(c.l, c.rate, c.faster)
			passed := 0
			for range 1000 {
				if b.take(5) {
					passed++
				}
			}
			assert.Equal(t, c.l.Burst, passed, "the burst passes at once, then nothing in the same tick")
			passed = 0
			const ticks = 600
			for tick := int64(6); tick < 6+ticks; tick++ {
				for range 100 {
					if b.take(tick) {
						passed++
					}
				}
			}
			assert.InDelta(t, c.perTick*ticks, passed, 1, "then one each interval")
			assert.False(t, b.take(6+ticks-1), "a refused message is not counted, and the bucket stays empty")
		})
	}
}

// started is a Speed Run table with Ann and Ben sitting and playing,
// what it told them so far taken, and its log lines counted.
func started(t *testing.T) (*Room, *[]string) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", Timing{Rate: 10, Pace: time.Second, Grace: time.Minute})
	require.NoError(t, err)
	var lines []string
	r.SetLog(func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) })
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Join("ben", "Ben"))
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	require.Equal(t, Playing, r.Phase())
	r.Tick()
	r.Take()
	return r, &lines
}

// told sorts what a table sent: quick messages and States by user.
func told(t *testing.T, out []Out) (said, states map[string][]string) {
	said, states = map[string][]string{}, map[string][]string{}
	for _, o := range out {
		switch o.Op {
		case OpSay:
			said[o.User] = append(said[o.User], string(o.Data))
		case OpRoom:
			states[o.User] = append(states[o.User], string(o.Data))
		}
	}
	return said, states
}

// Issue 33: 100 quick messages at once closed every player's socket and
// buried every screen in toasts.
func TestABurstOfQuickMessagesReachesTheOthersAsAFew(t *testing.T) {
	r, _ := started(t)
	for range 100 {
		r.Receive("ann", OpRoom, []byte(`{"say":2}`))
	}
	said, states := told(t, r.Take())
	assert.Len(t, said["ben"], QuickLimit.Burst, "Ben is told the first few")
	assert.Empty(t, states["ben"], "nothing else changed for Ben")
	require.Len(t, states["ann"], 1, "Ann is told once")
	assert.Contains(t, states["ann"][0], "quick messages come faster")

	for range 29 { // 2.9 s at 10 ticks a second
		r.Tick()
		r.Receive("ann", OpRoom, []byte(`{"say":2}`))
	}
	said, states = told(t, r.Take())
	assert.Empty(t, said["ben"], "the next passes 3 s after the burst")
	assert.Empty(t, states["ann"], "Ann is told again only 5 s later")
	r.Tick()
	r.Receive("ann", OpRoom, []byte(`{"say":2}`))
	said, _ = told(t, r.Take())
	assert.Len(t, said["ben"], 1)
}

// Issue 33: 100,000 junk messages in 2 s wrote a log line each.
func TestAFloodIsDroppedAndLoggedOnceASecond(t *testing.T) {
	r, lines := started(t)
	notes := 0
	for range 100 { // 10 s
		for range 1000 {
			r.Receive("ann", Op(99), []byte("junk"))
			r.Receive("ann", OpGame, []byte("junk"))
		}
		r.Tick()
		said, states := told(t, r.Take())
		assert.Empty(t, said["ben"])
		assert.Empty(t, states["ben"], "nothing changed for Ben")
		notes += len(states["ann"])
	}
	assert.LessOrEqual(t, len(*lines), 11, "a line a second: %q", *lines)
	assert.Contains(t, (*lines)[len(*lines)-1], "more since the last line")
	assert.LessOrEqual(t, notes, 100, "Ann is told at most once a tick")

	r.Receive("ben", OpRoom, []byte(`{"say":1}`))
	said, _ := told(t, r.Take())
	assert.Len(t, said["ann"], 1, "Ben's own limits are untouched")
}

func TestAGamesMessagesAreLimitedApart(t *testing.T) {
	r, lines := started(t)
	for range GameLimit.Burst + 10 {
		r.Receive("ann", OpGame, []byte("junk"))
	}
	require.Len(t, *lines, 1, "logged once: %q", *lines)
	r.Receive("ann", OpRoom, []byte(`{"say":1}`))
	said, _ := told(t, r.Take())
	assert.Len(t, said["ben"], 1, "a quick message passes while the game's messages wait")
	for range 11 { // past the second, and a game's message back in the bucket
		r.Tick()
	}
	r.Receive("ann", OpGame, []byte("junk"))
	require.Len(t, *lines, 2)
	assert.Contains(t, (*lines)[1], "could not take that", "a game's message passes again")
	assert.Contains(t, (*lines)[1], "and 49 more since the last line")
}

// A real-time table run four times as fast as its game's clock (a test
// server's --speed 4) takes four times as many of a game's messages a
// second, and quick messages as before.
func TestAFasterTableTakesAsManyMoreGameMessages(t *testing.T) {
	spit := Plan{Game: "spit", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}}}
	r, err := New(spit, "ABCDE", 1, "ann", Timing{Rate: 60, Speed: 4, Pace: time.Second, Grace: time.Minute})
	require.NoError(t, err)
	assert.Equal(t, 4, r.faster)
	perSecond := func(b bucket, rate int) float64 { return float64(rate) * 1000 / float64(b.cost) }
	assert.Equal(t, 4*perSecond(newBucket(GameLimit, 60, 1), 60), perSecond(r.limitsOf("ann").game, 60))
	assert.Equal(t, perSecond(newBucket(QuickLimit, 60, 1), 60), perSecond(r.limitsOf("ann").quick, 60))
}

func TestComingAndGoingIsLimited(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	for range JoinLimit.Burst {
		require.NoError(t, r.Join("ben", "Ben"))
		r.Leave("ben")
	}
	assert.EqualError(t, r.CanJoin("ben"), "you came and went too often: wait a few seconds")
	assert.NoError(t, r.CanJoin("cy"), "another person may still come in")
	for range 10 * fast.Rate {
		r.Tick()
	}
	assert.NoError(t, r.CanJoin("ben"), "ten seconds later")
}

func TestANoteGoesToItsPersonAlone(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Join("ben", "Ben"))
	r.Take()
	r.Receive("ben", OpRoom, []byte(`{"start":true}`))
	_, states := told(t, r.Take())
	assert.Len(t, states["ben"], 1)
	assert.Empty(t, states["ann"], "Ann is not sent a State for Ben's mistake")
}
