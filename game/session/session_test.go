package session_test

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// env is the app around a session in these tests: it notes what the
// session keeps and finishes.
type env struct {
	kept     []*record.Record
	dropped  []string
	finished []string
	pace     int
}

func (e *env) Keep(rec *record.Record) { e.kept = append(e.kept, rec) }
func (e *env) Drop(game string)        { e.dropped = append(e.dropped, game) }
func (e *env) BotDelay() int           { return e.pace }
func (e *env) Finished(en *engine.Entry, m engine.Match, level string, seat int) string {
	e.finished = append(e.finished, fmt.Sprintf("%s %s seat %d", en.Name, level, seat))
	return ""
}

func youAgainst(n int, level string) []record.Seat {
	out := []record.Seat{{Name: "You", Kind: "human"}}
	for i := 1; i < n; i++ {
		out = append(out, record.Seat{Name: []string{"", "West", "East", "North"}[i], Kind: "bot", Bot: level})
	}
	return out
}

// playTurns plays a turn-based session to its end: the person takes the
// first legal action, the computers move as the session lets them.
func playTurns(t *testing.T, s *session.Session) {
	t.Helper()
	// Computers think at once here (TestMain), so a game ends within a
	// bounded count of steps on any machine.
	for n := 0; !s.Over(); n++ {
		require.Less(t, n, 100_000, "the game does not end")
		if p := s.Person(); p >= 0 {
			if legal := s.Legal(p); len(legal) > 0 {
				require.NoError(t, s.Act(p, legal[0]))
				continue
			}
		}
		s.Move()
	}
}

// TestMain runs computer players and hints at once, in the call that asks
// (as scene tests do): results do not depend on the machine's speed.
func TestMain(m *testing.M) {
	session.Inline(true)
	os.Exit(m.Run())
}

func TestLiveSessionKeepsEveryActionAndFinishesOnce(t *testing.T) {
	e := games.SpeedRun.Entry()
	var en env
	s, err := session.New(&en, e, session.Setup{Seed: 3, Seats: youAgainst(3, "easy")})
	require.NoError(t, err)
	assert.Equal(t, []string{"speedrun"}, en.dropped, "a new game replaces the saved one")
	assert.Equal(t, session.Fresh, s.Catch())
	assert.Zero(t, s.Opened(), "a new game's table shows its first deal")
	assert.Equal(t, engine.OneSeat(0), s.Plays())
	playTurns(t, s)
	assert.Equal(t, []string{"speedrun easy seat 0"}, en.finished, "finished once, at the computers' level")
	acts := 0
	for _, ev := range s.Record().Events {
		if ev.Kind == record.Act {
			acts++
		}
	}
	assert.Len(t, en.kept, acts-1, "saved after every action but the last, which finished it")
	s.Keep()
	assert.Len(t, en.finished, 1, "a finished game is reported once")
}

func TestSessionsSeeOnlyTheirSeatsView(t *testing.T) {
	e := games.SpeedRun.Entry()
	s, err := session.New(&env{}, e, session.Setup{Seed: 3, Seats: youAgainst(3, "easy")})
	require.NoError(t, err)
	assert.NotNil(t, s.View(0))
	assert.Nil(t, s.View(1), "a computer's view is not this screen's")
	assert.Empty(t, s.Legal(1))
	assert.ErrorIs(t, s.Act(1, s.Record()), engine.ErrIllegal, "nobody here plays West")
}

func TestComputersOnlySessionIsNobodysGame(t *testing.T) {
	e := games.Spit.Entry()
	var en env
	seats := []record.Seat{{Name: "Ada", Kind: "bot", Bot: "easy"}, {Name: "Basil", Kind: "bot", Bot: "easy"}}
	s, err := session.New(&en, e, session.Setup{Seed: 5, Seats: seats})
	require.NoError(t, err)
	assert.Equal(t, engine.AllSeats(2), s.Sees(), "watching computers hides nothing")
	for i := 0; i < 60*60*30 && !s.Over(); i++ {
		s.Tick(nil)
	}
	require.True(t, s.Over())
	assert.Empty(t, en.kept, "a game of computers only is not saved")
	assert.Empty(t, en.finished, "nor counted")
	assert.Empty(t, en.dropped, "and the person's game in progress stays to be continued")
}

// TestANewGameReplacesTheGameInProgress: a person's new game is the one
// to continue, so the one saved before is dropped, once.
func TestANewGameReplacesTheGameInProgress(t *testing.T) {
	var en env
	_, err := session.New(&en, games.Spit.Entry(), session.Setup{Seed: 5, Seats: youAgainst(2, "easy")})
	require.NoError(t, err)
	assert.Equal(t, []string{"spit"}, en.dropped)
}

func TestRealTimeSessionSavesAsDealsBeginAndEveryTenSeconds(t *testing.T) {
	e := games.SpeedOh.Entry()
	var en env
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "Ada", Kind: "bot", Bot: "easy"}}
	s, err := session.New(&en, e, session.Setup{Seed: 5, Seats: seats})
	require.NoError(t, err)
	for range 10*60 + 1 {
		s.Tick(nil)
	}
	assert.Len(t, en.kept, 2, "once at the deal, once ten seconds on")
	s.Keep()
	assert.Len(t, en.kept, 3, "and when the table pauses")
}

func TestUndoTakesBackTheLastDecisionInANewSession(t *testing.T) {
	e := games.SpeedRun.Entry()
	var en env
	s, err := session.New(&en, e, session.Setup{Seed: 11, Seats: youAgainst(3, "normal")})
	require.NoError(t, err)
	assert.False(t, s.CanUndo(), "nothing decided yet")
	for decided := 0; decided < 2 || len(s.Legal(0)) == 0; {
		if legal := s.Legal(0); len(legal) > 0 && decided < 2 {
			require.NoError(t, s.Act(0, legal[0]))
			decided++
			continue
		}
		s.Move()
	}
	require.True(t, s.CanUndo())
	before := len(s.Record().Events)
	back, err := s.Undo()
	require.NoError(t, err)
	assert.Less(t, len(back.Record().Events), before)
	assert.Len(t, s.Record().Events, before, "the session undone from is unchanged")
	assert.Equal(t, 1, back.Record().Header.Undos)
	assert.Equal(t, session.Instant, back.Catch())
	assert.Equal(t, back.Record(), en.kept[len(en.kept)-1], "the game taken back is the game in progress")
}

func TestHintIsALegalMoveAndCountsOnce(t *testing.T) {
	e := games.SteppingStones.Entry()
	s, err := session.New(&env{}, e, session.Setup{Seed: 4, Seats: youAgainst(3, "easy")})
	require.NoError(t, err)
	for len(s.Legal(0)) == 0 {
		s.Move()
	}
	require.True(t, s.CanHint())
	s.AskHint()
	assert.False(t, s.CanHint(), "one hint at a time")
	h, ok := s.PollHint()
	require.True(t, ok, "the search ran at once (TestMain)")
	require.NoError(t, h.Err)
	assert.Contains(t, s.Legal(0), h.Best)
	assert.NotEmpty(t, h.Why)
	assert.Equal(t, 1, s.Record().Header.Hints)
}

func TestAgainIsTheSameGameWithANewSeed(t *testing.T) {
	e := games.Spellcraft.Entry()
	var en env
	s, err := session.New(&en, e, session.Setup{Settings: engine.Settings{"trump": "on"}, Seed: 4, Seats: youAgainst(4, "easy")})
	require.NoError(t, err)
	next, err := s.Again(99)
	require.NoError(t, err)
	h, nh := s.Header(), next.Header()
	assert.Equal(t, uint64(99), nh.Seed)
	assert.JSONEq(t, string(h.Options), string(nh.Options))
	assert.Equal(t, h.Seats, nh.Seats)
	assert.Equal(t, session.Fresh, next.Catch())
}

// finishedRecord plays a game of computers of level to its end.
func finishedRecord(t *testing.T, e *engine.Entry, seats int, seed uint64) *record.Record {
	t.Helper()
	ss := make([]record.Seat, seats)
	levels := make([]engine.Level, seats)
	for i := range ss {
		ss[i] = record.Seat{Name: []string{"You", "West", "East", "North"}[i%4], Kind: "bot", Bot: "easy"}
		levels[i] = engine.Easy
	}
	ss[0].Kind, ss[0].Bot = "human", ""
	m, err := e.New(nil, seed, ss)
	require.NoError(t, err)
	require.NoError(t, e.PlayBots(m, levels, seed))
	require.True(t, m.Over())
	return m.Record()
}

func TestPlaybackStepsThroughTheRecordAndBack(t *testing.T) {
	e := games.SpeedRun.Entry()
	rec := finishedRecord(t, e, 3, 8)
	s, err := session.Watch(&env{}, e, rec, 0, false)
	require.NoError(t, err)
	p := s.Playback()
	assert.Zero(t, s.Plays(), "nobody plays a record")
	assert.Equal(t, engine.OneSeat(0), s.Sees(), "the table as its player saw it")
	assert.Nil(t, s.View(1))
	for p.Forward() == nil {
	}
	assert.Equal(t, p.Len(), p.Pos())
	assert.True(t, s.Over())
	assert.Equal(t, encoded(t, rec), encoded(t, s.Record()))

	trick := p.NextAt(0, "trick")
	assert.Equal(t, actsBefore(rec, "trick"), trick, "stepping by trick stops after the first trick's last card")
	back, err := p.At(trick, engine.AllSeats(3))
	require.NoError(t, err)
	assert.Equal(t, trick, back.Pos())
	assert.NotNil(t, back.View(2), "every hand face up")
	assert.Equal(t, 0, back.PrevAt(p.NextAt(0, "deal"), "deal"))
}

// actsBefore counts the record's actions before its first event named
// name.
func actsBefore(rec *record.Record, name string) int {
	n := 0
	for _, e := range rec.Events {
		if e.Name == name && e.Kind != record.Act {
			return n
		}
		if e.Kind == record.Act {
			n++
		}
	}
	return n
}

func TestPlaybackOfARealTimeGameRunsOnItsTicks(t *testing.T) {
	e := games.Spit.Entry()
	rec := finishedRecord(t, e, 2, 3)
	s, err := session.Watch(&env{}, e, rec, 0, true)
	require.NoError(t, err)
	p := s.Playback()
	s.Tick(nil)
	assert.Zero(t, s.Now(), "paused: the clock stands")
	p.Playing = true
	for i := 0; i < 60*60*60 && !s.Over(); i++ {
		s.Tick(nil)
	}
	assert.True(t, s.Over())
	assert.Equal(t, encoded(t, rec), encoded(t, s.Record()))
}

func TestPlaybackRefusesADamagedRecord(t *testing.T) {
	e := games.SpeedRun.Entry()
	rec := finishedRecord(t, e, 3, 8)
	bad := *rec
	bad.Events = slices.Clone(rec.Events)
	for i, ev := range bad.Events {
		if ev.Kind == record.Outcome {
			bad.Events[i].Data = []byte(`{"hand":1,"trick":1,"cards":"C1 C2 C3","winner":2}`)
			break
		}
	}
	_, err := session.Watch(&env{}, e, &bad, 0, false)
	var mm *record.Mismatch
	assert.ErrorAs(t, err, &mm)
}

// TestTheAuthorityOwnsUndoAndHint: undo and hint are the authority's, for
// a person's seat only; a computer's seat has neither, and the person's
// decision spends a hint still being searched.
func TestTheAuthorityOwnsUndoAndHint(t *testing.T) {
	e := games.SteppingStones.Entry()
	m, err := e.New(nil, 4, youAgainst(3, "easy"))
	require.NoError(t, err)
	a, err := session.NewLive(e, m, nil)
	require.NoError(t, err)
	for len(a.Legal(0)) == 0 {
		a.Move()
	}
	assert.False(t, a.CanHint(1), "a computer's seat is given no hint")
	assert.False(t, a.CanTakeBack(1), "nor takes anything back")
	_, err = a.TakeBack(1)
	assert.ErrorIs(t, err, session.ErrNotYours)

	require.True(t, a.CanHint(0))
	a.AskHint(0, []string{"You", "West", "East"}) // searched at once (TestMain), not yet collected
	assert.Equal(t, 1, a.Record().Header.Hints, "counted as it is asked")
	assert.False(t, a.CanHint(0), "one hint at a time")
	s := session.OpenLive(&env{}, a, session.Fresh)
	assert.True(t, s.HintBusy())
	require.NoError(t, a.Act(0, a.Legal(0)[0]))
	assert.False(t, s.HintBusy(), "the decision spent the hint")
	_, ok := a.PollHint(0)
	assert.False(t, ok, "and it is not shown")
	assert.True(t, a.CanTakeBack(0), "and can be taken back")
	back, err := a.TakeBack(0)
	require.NoError(t, err)
	assert.Less(t, len(back.Events()), len(a.Match().Events()))
}
