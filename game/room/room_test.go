package room

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
)

func speedRun() Plan {
	return Plan{Game: "speedrun", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}, {Kind: Computer, Level: "easy", Name: "Cy"}}}
}

var fast = Timing{Rate: 10, Pace: 100 * time.Millisecond, Grace: time.Second}

func TestPlanCheckRefusesWhatNoGameCouldBe(t *testing.T) {
	for name, p := range map[string]Plan{
		"no such game":   {Game: "chess", Seats: speedRun().Seats},
		"too few seats":  {Game: "speedrun", Seats: speedRun().Seats[:2]},
		"nobody":         {Game: "speedrun", Seats: []PlanSeat{{Kind: Computer, Level: "easy"}, {Kind: Computer, Level: "easy"}, {Kind: Computer, Level: "easy"}}},
		"unknown level":  {Game: "speedrun", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}, {Kind: Computer, Level: "godlike"}}},
		"unknown kind":   {Game: "speedrun", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}, {Kind: "ghost"}}},
		"unknown option": {Game: "speedrun", Settings: map[string]string{"length": "forever"}, Seats: speedRun().Seats},
	} {
		_, err := p.Check()
		assert.Error(t, err, name)
	}
	_, err := speedRun().Check()
	assert.NoError(t, err)
}

// Every game takes a table of any number of players it is played by,
// from its fewest to its most: SpeedOh and Spellcraft by two or three too,
// not only from their usual four.
func TestPlanCheckTakesEveryCountOfPlayers(t *testing.T) {
	for _, e := range games.All() {
		friends := func(n int) Plan {
			p := Plan{Game: e.Name}
			for range n {
				p.Seats = append(p.Seats, PlanSeat{Kind: Friend})
			}
			return p
		}
		for n := e.MinSeats; n <= e.MaxSeats; n++ {
			_, err := friends(n).Check()
			assert.NoError(t, err, "%s with %d players", e.Name, n)
		}
		for _, n := range []int{e.MinSeats - 1, e.MaxSeats + 1} {
			_, err := friends(n).Check()
			assert.Error(t, err, "%s with %d players", e.Name, n)
		}
	}
}

func states(t *testing.T, r *Room) map[string]State {
	out := map[string]State{}
	for _, o := range r.Take() {
		if o.Op == OpRoom {
			var s State
			require.NoError(t, json.Unmarshal(o.Data, &s))
			out[o.User] = s
		}
	}
	return out
}

func TestSeatsFillAndOnlyTheHostStarts(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Join("ben", "Ben"))
	assert.EqualError(t, r.CanJoin("cy"), "that table is full")
	s := states(t, r)
	assert.True(t, s["ann"].Host)
	assert.False(t, s["ben"].Host)
	assert.Equal(t, 1, s["ben"].You)
	assert.Equal(t, "Cy", s["ann"].Seats[2].Name)

	r.Receive("ben", OpRoom, []byte(`{"start":true}`))
	assert.Equal(t, Waiting, r.Phase())
	assert.Contains(t, states(t, r)["ben"].News, "only the table's host starts")

	r.Leave("ben")
	assert.NoError(t, r.CanJoin("cy"), "Ben's seat opened again")
	var l Label
	require.NoError(t, json.Unmarshal([]byte(r.Label()), &l))
	assert.Equal(t, Label{Game: "speedrun", Code: "ABCDE", Phase: Waiting, Open: 1, Here: 1, Host: "Ann", Seats: 3}, l)

	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	assert.Equal(t, Playing, r.Phase(), "the host starts; a computer takes the open seat")
	assert.EqualError(t, r.CanJoin("cy"), "that game has started without you")
}

// A table is a person's own to come back to while they sit there and its
// game is not over; it names the others at it, and is nobody else's.
func TestMineIsTheSeatedPersonsOnly(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	m, ok := r.Mine("ann", "m1")
	assert.True(t, ok)
	assert.Equal(t, Mine{Match: "m1", Game: "speedrun", Code: "ABCDE", Phase: Waiting, With: []string{"Cy"}}, m, "before the game, only who sits")
	require.NoError(t, r.Join("ben", "Ben"))
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	r.Leave("ben")
	m, ok = r.Mine("ben", "m1")
	assert.True(t, ok, "Ben left a game under way: it is still his")
	assert.Equal(t, Mine{Match: "m1", Game: "speedrun", Code: "ABCDE", Phase: Playing, With: []string{"Ann", "Cy"}}, m)
	_, ok = r.Mine("cy", "m1")
	assert.False(t, ok, "nobody else's")
}

func TestAPersonGoneIsReplacedAfterTheGraceAndComesBack(t *testing.T) {
	r, err := New(speedRun(), "ABCDE", 1, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Join("ben", "Ben"))
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	r.Tick()
	r.Take()
	r.Leave("ben")
	r.Tick()
	s := states(t, r)["ann"]
	assert.Equal(t, 1, s.Seats[1].Away, "everyone sees the countdown")
	assert.Contains(t, s.News, "Ben left")
	for range fast.Rate {
		r.Tick()
	}
	s = states(t, r)["ann"]
	assert.True(t, s.Seats[1].Standing, "a computer plays for Ben")
	assert.Contains(t, s.News, "A computer plays for Ben")

	require.NoError(t, r.Join("ben", "Ben"))
	r.Tick()
	out := r.Take()
	news := map[string]string{}
	for _, o := range out {
		if o.Op == OpRoom {
			var s State
			require.NoError(t, json.Unmarshal(o.Data, &s))
			news[o.User] = s.News
		}
	}
	assert.Equal(t, map[string]string{"ann": "Ben is back.", "ben": ""}, news, "Ben is not told about himself")
	var told []session.Message
	codec, err := session.NewCodec(r.Entry())
	require.NoError(t, err)
	for _, o := range out {
		if o.User == "ben" && o.Op == OpGame {
			m, err := codec.Decode(o.Data)
			require.NoError(t, err)
			told = append(told, m)
		}
	}
	require.NotEmpty(t, told)
	assert.Equal(t, session.KindHello, told[0].Kind, "Ben is told the whole game again")
}

func TestQuickTableStartsWhenEveryoneSits(t *testing.T) {
	r, err := New(Plan{Game: "spit", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}}}, "ABCDE", 1, "", Timed(mustEntry(t, "spit")))
	require.NoError(t, err)
	r.StartWhenSeated(2)
	require.NoError(t, r.Join("ann", "Ann"))
	assert.Equal(t, Waiting, r.Phase())
	require.NoError(t, r.Join("ben", "Ben"))
	assert.Equal(t, Playing, r.Phase())
}

// A quick table that not everyone comes to closes after the grace, and
// says so to whoever is there; until then it counts down.
func TestQuickTableClosesWhenNotEveryoneComes(t *testing.T) {
	r, err := New(Plan{Game: "spit", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}}}, "ABCDE", 1, "", fast)
	require.NoError(t, err)
	r.StartWhenSeated(2)
	require.NoError(t, r.Join("ann", "Ann"))
	r.Tick()
	assert.Equal(t, 1, states(t, r)["ann"].Closing, "Ann sees how long the table waits")
	for range fast.Rate {
		r.Tick()
	}
	assert.Equal(t, Closed, r.Phase())
	s := states(t, r)["ann"]
	assert.Equal(t, Closed, s.Phase)
	assert.Contains(t, s.News, "so it closed")
	assert.EqualError(t, r.CanJoin("ben"), "that table closed: not everyone the quick match found came in time")
	assert.Nil(t, r.Record())
}

// A real-time table at a test's Speed runs its game's clock that many
// ticks a table tick, and holds a press the same time as at its own pace.
func TestSpeedRunsTheClockFasterAndHoldsTheSameTime(t *testing.T) {
	for _, speed := range []int{1, 4} {
		tm := Timed(mustEntry(t, "spit"))
		tm.Speed = speed
		r, err := New(Plan{Game: "spit", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}}}, "ABCDE", 1, "", tm)
		require.NoError(t, err)
		r.StartWhenSeated(2)
		require.NoError(t, r.Join("ann", "Ann"))
		require.NoError(t, r.Join("ben", "Ben"))
		for range 10 {
			r.Tick()
		}
		assert.Equal(t, int64(6*speed), r.hold, "100 ms at speed %d", speed)
		assert.Equal(t, int64(10*speed), r.game.Now(), "speed %d: the clock after 10 table ticks", speed)
	}
}

func mustEntry(t *testing.T, name string) *engine.Entry {
	p := Plan{Game: name, Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}}}
	e, err := p.Check()
	require.NoError(t, err)
	return e
}

// Issue 33: the list of open tables gave everyone every invite code.
func TestAListedTableIsListedWithoutItsCode(t *testing.T) {
	for _, listed := range []bool{false, true} {
		p := speedRun()
		p.Listed = listed
		r, err := New(p, "QWXYZ", 1, "ann", fast)
		require.NoError(t, err)
		require.NoError(t, r.Join("ann", "Ann"))
		var l Label
		require.NoError(t, json.Unmarshal([]byte(r.Label()), &l))
		assert.Equal(t, listed, l.Listed, "the label says whether its maker listed it")
		b, err := json.Marshal(l.Listing("m1"))
		require.NoError(t, err)
		assert.NotContains(t, string(b), "QWXYZ")
		assert.NotContains(t, string(b), `"code"`)
	}
}
