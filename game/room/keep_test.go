package room

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/game/session"
	"parlor/rules/record"
)

func stepStones() Plan {
	return Plan{Game: "stepstones", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}, {Kind: Computer, Level: "easy", Name: "Cy"}}}
}

// playing is a table of plan whose two people sat, started and left, so
// computers play every seat: ticked until its game has n events.
func playing(t *testing.T, plan Plan, n int) *Room {
	r, err := New(plan, "ABCDE", 7, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	require.NoError(t, r.Join("ben", "Ben"))
	r.Receive("ann", OpRoom, []byte(`{"start":true}`))
	require.Equal(t, Playing, r.Phase())
	r.Leave("ann")
	r.Leave("ben")
	for i := 0; r.Progress() < n; i++ {
		require.Less(t, i, 100000, "the game did not reach %d events", n)
		r.Tick()
		r.Take()
	}
	return r
}

// kept is r's snapshot as the server stores it (JSON) and reads it back.
func kept(t *testing.T, r *Room) Snapshot {
	s, ok, err := r.Snapshot()
	require.NoError(t, err)
	require.True(t, ok)
	b, err := json.Marshal(s)
	require.NoError(t, err)
	var back Snapshot
	require.NoError(t, json.Unmarshal(b, &back))
	return back
}

func recordText(t *testing.T, rec *record.Record) string {
	var b strings.Builder
	_, err := rec.WriteTo(&b)
	require.NoError(t, err)
	return b.String()
}

// TestRestoreGoesOnWhereTheGameStood: a Stepping Stones table kept in the
// middle of its game and restored holds the same game (every event, the
// seed, the salt and the commitment the seats were shown), its code, host
// and people (all away until they sit down again); Ann sits down and is
// back in her seat, told the game again with the same commitment and no
// seed; the game then plays to an end whose record verifies against that
// commitment.
func TestRestoreGoesOnWhereTheGameStood(t *testing.T) {
	r := playing(t, stepStones(), 40)
	before := r.game.Match().Record()
	require.NotEmpty(t, before.Header.Salt)

	back, err := Restore(kept(t, r), fast)
	require.NoError(t, err)
	assert.Equal(t, Playing, back.Phase())
	assert.Equal(t, recordText(t, before), recordText(t, back.game.Match().Record()), "the same game, seed and salt included")
	var l Label
	require.NoError(t, json.Unmarshal([]byte(back.Label()), &l))
	assert.Equal(t, Label{Game: "stepstones", Code: "ABCDE", Phase: Playing, Open: 0, Here: 0, Seats: 3}, l)
	assert.True(t, back.Empty(), "nobody is back yet")
	for range 5 * fast.Rate {
		back.Tick()
		back.Take()
	}
	assert.True(t, back.Held())
	assert.Equal(t, len(before.Events), len(back.game.Match().Record().Events), "the game waits for its people")

	require.NoError(t, back.CanJoin("ann"))
	assert.Error(t, back.CanJoin("zed"), "a stranger does not take a seat")
	require.NoError(t, back.Join("ann", "Ann"))
	back.Tick()
	codec, err := session.NewCodec(back.Entry())
	require.NoError(t, err)
	var hello *session.Message
	s := State{}
	for _, o := range back.Take() {
		switch {
		case o.User == "ann" && o.Op == OpRoom:
			require.NoError(t, json.Unmarshal(o.Data, &s))
		case o.User == "ann" && o.Op == OpGame && hello == nil:
			m, err := codec.Decode(o.Data)
			require.NoError(t, err)
			hello = &m
		}
	}
	assert.Equal(t, 0, s.You, "Ann has her own seat")
	assert.True(t, s.Host, "and is the host still")
	assert.True(t, s.Seats[0].Here)
	assert.False(t, s.Seats[1].Here, "Ben is not back yet")
	assert.Positive(t, s.Seats[1].Away, "Ben's seat is counted down from Ann's coming back")
	assert.Contains(t, s.News, "The server restarted")
	assert.False(t, back.Held())
	require.NotNil(t, hello, "Ann is told the game again")
	assert.Equal(t, session.KindHello, hello.Kind)
	assert.Equal(t, before.Header.Commit, hello.Record.Header.Commit, "the commitment Ann was shown at the start")
	assert.Zero(t, hello.Record.Header.Seed, "and not the seed")

	require.NoError(t, back.Join("ben", "Ben"))
	back.Tick()
	news := map[string]string{}
	for _, o := range back.Take() {
		if o.Op == OpRoom {
			var st State
			require.NoError(t, json.Unmarshal(o.Data, &st))
			news[o.User] = st.News
		}
	}
	assert.Equal(t, map[string]string{"ann": "Ben is back.", "ben": ""}, news, "the second back is news for the others only")

	back.Leave("ann")
	back.Leave("ben")
	for i := 0; back.Phase() != Over; i++ {
		require.Less(t, i, 1000000, "the restored game did not end")
		back.Tick()
		back.Take()
	}
	rec := back.Record()
	require.NoError(t, back.Entry().Verify(rec), "the whole game verifies")
	assert.NoError(t, rec.Header.CheckCommit(), "against the commitment shown at the start")
	assert.Equal(t, before.Events, rec.Events[:len(before.Events)], "the game before the restart is the record's beginning")
}

// TestRestoreOfAFinishedGame: a table kept as its game ended comes back
// over, its record whole (the server then stores it for its people).
func TestRestoreOfAFinishedGame(t *testing.T) {
	r := playing(t, stepStones(), 1)
	for i := 0; r.Phase() != Over; i++ {
		require.Less(t, i, 1000000)
		r.Tick()
		r.Take()
	}
	back, err := Restore(kept(t, r), fast)
	require.NoError(t, err)
	assert.Equal(t, Over, back.Phase())
	assert.Equal(t, recordText(t, r.Record()), recordText(t, back.Record()))
}

// TestRestoreRefusesARealTimeGame: a Spit table's snapshot holds its game
// so far (for its people's History) but is not set up again.
func TestRestoreRefusesARealTimeGame(t *testing.T) {
	r := playing(t, Plan{Game: "spit", Seats: []PlanSeat{{Kind: Friend}, {Kind: Friend}}}, 20)
	s := kept(t, r)
	_, err := Restore(s, Timed(r.Entry()))
	assert.ErrorIs(t, err, ErrRealTime)
	rec, err := s.Read()
	require.NoError(t, err)
	assert.NoError(t, r.Entry().Verify(rec), "the game so far reads and verifies")
	assert.Equal(t, []SnapPerson{{Seat: 0, User: "ann", Name: "Ann"}, {Seat: 1, User: "ben", Name: "Ben"}}, s.People)
}

// TestNothingKeptBeforeTheGame: a table still waiting is not kept.
func TestNothingKeptBeforeTheGame(t *testing.T) {
	r, err := New(stepStones(), "ABCDE", 7, "ann", fast)
	require.NoError(t, err)
	require.NoError(t, r.Join("ann", "Ann"))
	_, ok, err := r.Snapshot()
	assert.NoError(t, err)
	assert.False(t, ok)
	assert.Zero(t, r.Progress())
}

// TestDamagedSnapshotsAreRefused: a snapshot that does not read, does not
// replay or seats two people in one seat is refused, never a panic.
func TestDamagedSnapshotsAreRefused(t *testing.T) {
	good := kept(t, playing(t, stepStones(), 10))
	for name, damage := range map[string]func(*Snapshot){
		"no record":      func(s *Snapshot) { s.Record = "" },
		"not a record":   func(s *Snapshot) { s.Record = "{not json\n" },
		"another game":   func(s *Snapshot) { s.Plan.Game = "speedrun" },
		"a moved action": func(s *Snapshot) { s.Record = strings.Replace(s.Record, `"seat":0`, `"seat":1`, 2) },
		"two in a seat":  func(s *Snapshot) { s.People[1].Seat = 0 },
		"no such seat":   func(s *Snapshot) { s.People[1].Seat = 9 },
	} {
		s := good
		s.People = append([]SnapPerson(nil), good.People...)
		damage(&s)
		_, err := Restore(s, fast)
		assert.Error(t, err, name)
	}
}
