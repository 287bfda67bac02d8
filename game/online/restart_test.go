//go:build online && restart

package online_test

// This test kills the server's Nakama: build/online runs it in a phase of
// its own, after every other test against the same server.

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// keptTable reads the snapshot the server keeps of the table whose first
// match was key, straight from the database (with the password build/serve
// keeps): false while there is none.
func keptTable(t *testing.T, key string) (room.Snapshot, bool) {
	dir := serverDir(t)
	port := envFile(t, filepath.Join(dir, "ports.env"))["DB_PORT"]
	pw := envFile(t, filepath.Join(dir, "keys.env"))["DB_PASSWORD"]
	out, err := psqlQuery(t, "", "127.0.0.1", port,
		"SELECT value FROM storage WHERE collection = 'parlor_tables' AND key = '"+key+"'", "PGPASSWORD="+pw)
	require.NoError(t, err, out)
	var s room.Snapshot
	if strings.TrimSpace(out) == "" {
		return s, false
	}
	require.NoError(t, json.Unmarshal([]byte(out), &s))
	return s, true
}

// keptUpTo reports whether the server's snapshot of the table holds every
// event p has been told.
func keptUpTo(t *testing.T, e *engine.Entry, key string, p *person) bool {
	s, ok := keptTable(t, key)
	if !ok {
		return false
	}
	rec, err := s.Read()
	require.NoError(t, err)
	seat := p.t.Game().Plays().List()[0]
	return len(side(t, e, rec, seat)) == len(p.t.Game().Events())
}

// every returns f asked at most once every d, its last answer between: a
// check that runs a program is not run at every frame.
func every(d time.Duration, f func() bool) func() bool {
	var at time.Time
	last := false
	return func() bool {
		if time.Since(at) >= d {
			at, last = time.Now(), f()
		}
		return last
	}
}

// nakamaPID is the server's Nakama now (build/serve writes it at each
// start).
func nakamaPID(t *testing.T) int {
	b, err := os.ReadFile(filepath.Join(serverDir(t), "nakama.pid"))
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	require.NoError(t, err)
	return pid
}

// redial is what an online table does when its connection drops: it
// waits for the drop, then gets p back to the table (match, or the table
// the invite code names after a restart) with the client's backoff.
func redial(t *testing.T, p *person, code string) *online.Redial {
	until(t, time.Minute, func() bool { return p.c.Err() != nil })
	match := p.c.Match()
	return online.StartRedial(func(ctx context.Context) (*online.Client, error) {
		return online.Rejoin(ctx, server(t), p.device, p.name, match, code)
	}, online.NewBackoff(), 20*time.Second)
}

// settled waits for every redial to stop trying.
func settled(t *testing.T, rs ...*online.Redial) {
	for _, r := range rs {
		select {
		case <-r.Done():
		case <-time.After(3 * time.Minute):
			t.Fatalf("a client still tries after 3 minutes: %+v", r.State())
		}
	}
}

// maxTries bounds the sign-ins of a client while the server restarts:
// its backoff (1, 2, 4, 8 s ...) gives about six in a minute's outage, where
// a client that retried at once made five a second.
const maxTries = 8

// TestRestartMidGame: Nakama is killed (SIGKILL) while a Stepping Stones
// game waits for a person's decision and a Spit game plays. build/serve
// starts it again; each client gets back with its backoff, a handful of
// sign-ins each. The Stepping Stones table, found again by its invite
// code (its match changed), has both people in their own seats, retold
// the very game they had before, with the commitment they were shown at
// the start; it plays to its end, the deals check out, and the record is
// kept for both. The Spit table is gone (a real-time game cannot go on
// from where it stopped), and each person's kept games hold its record
// so far, which verifies, marked as stopped by the restart.
func TestRestartMidGame(t *testing.T) {
	ss, _ := games.Lookup("stepstones")
	sp, _ := games.Lookup("spit")
	ann, ben := table(t, ss, plan(ss))
	until(t, time.Minute, func() bool { return len(ann.t.Game().Events()) > 20 }, ann, ben)
	// Nobody decides now: the game waits for one of them, and its
	// snapshot catches up with what they were told.
	choosers := []engine.Chooser[any, any]{ann.chooser, ben.chooser}
	ann.chooser, ben.chooser = nil, nil
	key := ann.c.Match()
	code := func() string { s, _ := ann.t.State(); return s.Code }()
	until(t, time.Minute, every(200*time.Millisecond, func() bool { return keptUpTo(t, ss, key, ann) && keptUpTo(t, ss, key, ben) }), ann, ben)
	before := map[string][]engine.Event{ann.name: ann.t.Game().Events(), ben.name: ben.t.Game().Events()}
	shown := ann.t.Game().Header().Commit

	cat, dan := table(t, sp, plan(sp))
	spitKey := cat.c.Match()
	spitCode := func() string { s, _ := cat.t.State(); return s.Code }()
	until(t, time.Minute, every(200*time.Millisecond, func() bool {
		_, ok := keptTable(t, spitKey)
		return ok && len(cat.t.Game().Events()) > 10
	}), cat, dan, ann, ben)

	old := nakamaPID(t)
	require.NoError(t, syscall.Kill(old, syscall.SIGKILL))
	back := map[*person]*online.Redial{ann: redial(t, ann, code), ben: redial(t, ben, code),
		cat: redial(t, cat, spitCode), dan: redial(t, dan, spitCode)}
	for _, r := range back {
		settled(t, r)
	}
	assert.NotEqual(t, old, nakamaPID(t), "build/serve started Nakama again")

	for p, r := range back {
		s := r.State()
		assert.LessOrEqual(t, s.Tries, maxTries, "%s signed in %d times getting back", p.name, s.Tries)
		t.Logf("%s: %d tries, last error %v", p.name, s.Tries, s.Err)
	}

	// Stepping Stones goes on where it stood.
	for i, p := range []*person{ann, ben} {
		s := back[p].State()
		require.NotNil(t, s.Client, "%s is back at the table (%v)", p.name, s.Err)
		assert.NotEqual(t, key, s.Client.Match(), "%s found the table under its new match by its code", p.name)
		t.Cleanup(s.Client.Close)
		p.t.Move(s.Client)
		p.c = s.Client
		until(t, time.Minute, func() bool {
			st, _ := p.t.State()
			return len(p.t.Game().Events()) >= len(before[p.name]) && st.Seats[i].Here
		}, p)
		st, _ := p.t.State()
		assert.Equal(t, i, st.You, "%s has their own seat", p.name)
		assert.Equal(t, before[p.name], p.t.Game().Events()[:len(before[p.name])], "%s is told the game as it stood", p.name)
		assert.Equal(t, shown, p.t.Game().Header().Commit, "the commitment shown at the start")
	}
	until(t, time.Minute, func() bool {
		st, _ := ann.t.State()
		return st.Seats[0].Here && st.Seats[1].Here && !st.Seats[1].Standing && !st.Seats[0].Standing
	}, ann, ben)
	ann.chooser, ben.chooser = choosers[0], choosers[1]
	rec := finish(t, ss, 5*time.Minute, ann, ben)
	for _, p := range []*person{ann, ben} {
		assert.NoError(t, p.t.Game().Deals(), "%s's deals check against the commitment", p.name)
		keptFor(t, p, key, rec)
	}

	// Spit ends where it stopped, its record kept for both.
	for _, p := range []*person{cat, dan} {
		s := back[p].State()
		assert.True(t, s.Gone(), "%s is told the Spit table is gone (%+v)", p.name, s)
		c := connect(t, p.name, p.device).c
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		kept, err := c.Kept(ctx)
		cancel()
		require.NoError(t, err)
		var found *online.Kept
		for i := range kept {
			if kept[i].Match == spitKey {
				found = &kept[i]
			}
		}
		require.NotNil(t, found, "%s's kept games hold the Spit game", p.name)
		assert.Equal(t, "the server restarted", found.Stopped)
		m, err := sp.Resume(found.Record)
		require.NoError(t, err, "the Spit game so far verifies")
		assert.False(t, m.Over())
		assert.NotEmpty(t, found.Record.Events)
		assert.NoError(t, found.Record.Header.CheckCommit(), "its seed and salt are revealed: it is over")
	}
}

// sql runs a statement in the server's database, as its owner.
func sql(t *testing.T, statement string) {
	dir := serverDir(t)
	port := envFile(t, filepath.Join(dir, "ports.env"))["DB_PORT"]
	pw := envFile(t, filepath.Join(dir, "keys.env"))["DB_PASSWORD"]
	out, err := psqlQuery(t, "", "127.0.0.1", port, statement, "PGPASSWORD="+pw)
	require.NoError(t, err, out)
}

// keptMatch returns p's kept game of match, nil while there is none.
func keptMatch(t *testing.T, c *online.Client, match string) *online.Kept {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	kept, err := c.Kept(ctx)
	require.NoError(t, err)
	for i := range kept {
		if kept[i].Match == match {
			return &kept[i]
		}
	}
	return nil
}

// TestARecordWaitsForTheDatabase: while the database refuses to store
// players' records (as when it is down or full: a constraint here, so the
// rest of the server runs), a game ends; its record waits in the spool,
// outlives a kill of Nakama, and is stored once the database takes it
// again, for both players, without anyone asking.
func TestARecordWaitsForTheDatabase(t *testing.T) {
	spool := filepath.Join(serverDir(t), "spool")
	sql(t, "ALTER TABLE storage ADD CONSTRAINT parlor_test_refuse CHECK (collection <> 'records') NOT VALID")
	t.Cleanup(func() { sql(t, "ALTER TABLE storage DROP CONSTRAINT IF EXISTS parlor_test_refuse") })
	ss, _ := games.Lookup("stepstones")
	ann, ben := table(t, ss, plan(ss))
	match := ann.c.Match()
	rec := finish(t, ss, 5*time.Minute, ann, ben)
	waiting := func() bool {
		files, _ := filepath.Glob(filepath.Join(spool, "*.json"))
		return len(files) > 0
	}
	until(t, time.Minute, every(100*time.Millisecond, waiting))
	assert.Nil(t, keptMatch(t, ann.c, match), "the database refused it")

	old := nakamaPID(t)
	require.NoError(t, syscall.Kill(old, syscall.SIGKILL))
	r := online.StartRedial(func(ctx context.Context) (*online.Client, error) {
		return online.Connect(ctx, server(t), ann.device, ann.name)
	}, online.NewBackoff(), 20*time.Second)
	settled(t, r)
	c := r.State().Client
	require.NotNil(t, c, "Nakama is back: %v", r.State().Err)
	t.Cleanup(c.Close)
	assert.NotEqual(t, old, nakamaPID(t))
	assert.True(t, waiting(), "the record still waits in the spool")
	assert.Nil(t, keptMatch(t, c, match), "and not in the database")

	sql(t, "ALTER TABLE storage DROP CONSTRAINT parlor_test_refuse")
	until(t, 2*time.Minute, every(500*time.Millisecond, func() bool { return keptMatch(t, c, match) != nil }))
	keptFor(t, &person{name: ann.name, c: c}, match, rec)
	keptFor(t, ben, match, rec)
	until(t, time.Minute, every(100*time.Millisecond, func() bool { return !waiting() }))
}
