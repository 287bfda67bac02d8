package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
	"parlor/rules/record"
)

// Tables across the server's restarts. From its game's start to its end a
// table keeps its snapshot (room.Snapshot) in tablesCollection, written
// as each decision lands (a real-time game's at most every few seconds:
// it changes every tick). When the module starts it sets up again every
// turn-based table kept, with a new match and its invite code: its people
// find it again by the code and sit back down. A real-time game cannot go
// on from where it stopped (its clock ran on), so it ends there: its
// record so far goes to each person's kept games, marked as stopped.

// keeping is what a table keeps of itself across restarts.
type keeping struct {
	key      string // its snapshot's and its record's key: its first match's id
	progress int    // the game's events when it was last kept
	keptTick int64  // the tick it was last kept at
}

// realTimeKeepEvery is how often a real-time table is kept, in seconds.
const realTimeKeepEvery = 5

// remember keeps the table's snapshot when its game moved on since.
func (t *table) remember(logger runtime.Logger, tick int64) {
	n := t.room.Progress()
	if n == t.kept.progress || t.room.Phase() != room.Playing {
		return
	}
	if t.room.Entry().RealTime && t.kept.progress > 0 && tick-t.kept.keptTick < int64(realTimeKeepEvery*t.rate) {
		return
	}
	if keep.waiting("table:" + t.kept.key) {
		// The last one is not stored yet: this one is made once it is, so
		// a slow database costs a table no work at every tick.
		return
	}
	s, ok, err := t.room.Snapshot()
	if err != nil || !ok {
		if err != nil {
			logger.Error("table %s was not kept: %v", t.kept.key, err)
		}
		return
	}
	b, err := json.Marshal(s)
	if err != nil {
		logger.Error("table %s was not kept: %v", t.kept.key, err)
		return
	}
	keep.put(&job{Key: "table:" + t.kept.key, Writes: []*runtime.StorageWrite{{Collection: tablesCollection,
		Key: t.kept.key, Value: string(b), PermissionRead: 0, PermissionWrite: 0}}})
	t.kept.progress, t.kept.keptTick = n, tick
}

// forget drops the table's snapshot: it ends without its game (nobody
// came back to it).
func (t *table) forget() {
	if t.kept.progress == 0 || t.recorded { // nothing kept, or dropped with the record
		return
	}
	keep.put(&job{Key: "table:" + t.kept.key, Deletes: []*runtime.StorageDelete{{Collection: tablesCollection, Key: t.kept.key}}})
}

// afterRestored is how long a restored table waits, in seconds, for its
// first person back: longer than a table everyone left (afterEmpty), as
// its people may have to start Parlor again to find it.
const afterRestored = 10 * 60

// emptyWait is how long the table waits with nobody at it before it ends.
func (t *table) emptyWait() int {
	if t.room.Held() {
		return afterRestored
	}
	return afterEmpty
}

// Stopped is why a kept game ended before its end, as the History says it.
const stoppedByRestart = "the server restarted"

// storeRecord keeps rec under recKey for each of users, readable by that
// person, and drops the table's snapshot (key), in one transaction kept in
// the spool until the database takes it. stopped, when set, says why the
// game ended before its end.
func storeRecord(key, recKey string, users []string, rec *record.Record, stopped string) error {
	if rec.Header.Created == "" {
		// When the game ended: a History that fetches the game back later
		// says when it was played, not when it was fetched.
		rec.Header.Created = time.Now().UTC().Format(time.RFC3339)
	}
	var b strings.Builder
	if _, err := rec.WriteTo(&b); err != nil {
		return fmt.Errorf("a record that does not write: %w", err)
	}
	v, err := json.Marshal(struct {
		Game    string `json:"game"`
		Record  string `json:"record"`
		Stopped string `json:"stopped,omitempty"`
	}{rec.Header.Game, b.String(), stopped})
	if err != nil {
		return err
	}
	j := &job{Key: "record:" + recKey, Durable: true,
		Deletes: []*runtime.StorageDelete{{Collection: tablesCollection, Key: key}}}
	for _, user := range users {
		j.Writes = append(j.Writes, &runtime.StorageWrite{Collection: recordsCollection, Key: recKey, UserID: user,
			Value: string(v), PermissionRead: 1})
	}
	keep.drop("table:" + key) // a snapshot still waiting is out of date
	keep.put(j)
	return nil
}

// restoredCodes are the invite codes of the tables set up again at this
// start, and their matches: found by find even before the match listing
// has indexed them (it does so within a second).
var restoredCodes sync.Map // code -> match id

// restoreTables sets up again the tables kept when the server stopped.
func restoreTables(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule) error {
	cursor := ""
	for {
		objs, next, err := nk.StorageList(ctx, "", "", tablesCollection, 100, cursor)
		if err != nil {
			return err
		}
		for _, o := range objs {
			restoreTable(ctx, logger, nk, o.Key, o.Value)
		}
		if next == "" || next == cursor {
			return nil
		}
		cursor = next
	}
}

// restoreTable sets up one kept table again, or ends its game where it
// stopped.
func restoreTable(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, key, value string) {
	if keep.waiting("record:" + key) {
		return // its game ended; its record, waiting in the spool, drops the snapshot
	}
	var s room.Snapshot
	if err := json.Unmarshal([]byte(value), &s); err != nil {
		logger.Error("kept table %s does not read (dropped): %v", key, err)
		keep.put(&job{Key: "table:" + key, Deletes: []*runtime.StorageDelete{{Collection: tablesCollection, Key: key}}})
		return
	}
	e, err := s.Plan.Check()
	if err == nil && !e.RealTime && s.Phase == room.Playing {
		id, err := nk.MatchCreate(ctx, matchName, map[string]interface{}{"restore": value, "key": key})
		if err != nil {
			logger.Error("table %s was not set up again (kept for the next start): %v", s.Code, err)
			return
		}
		restoredCodes.Store(s.Code, id)
		logger.Info("table %s is back after the restart", s.Code)
		return
	}
	// A real-time game (or a game over, or a table that no longer reads)
	// ends here, its record so far going to its people.
	rec, rerr := s.Read()
	if rerr != nil {
		logger.Error("kept table %s does not read (dropped): %v", key, errors.Join(err, rerr))
		keep.put(&job{Key: "table:" + key, Deletes: []*runtime.StorageDelete{{Collection: tablesCollection, Key: key}}})
		return
	}
	stopped := stoppedByRestart
	if err == nil && s.Phase == room.Over {
		stopped = ""
	}
	users := make([]string, 0, len(s.People))
	for _, p := range s.People {
		users = append(users, p.User)
	}
	if err := storeRecord(key, key, users, rec, stopped); err != nil {
		logger.Error("kept table %s: %v", key, err)
	}
}

// restoredMatch is the match of a table set up again at this start with
// the invite code, "" when none is (or it ended since).
func restoredMatch(ctx context.Context, nk runtime.NakamaModule, code string) string {
	id, ok := restoredCodes.Load(code)
	if !ok {
		return ""
	}
	if m, err := nk.MatchGet(ctx, id.(string)); err != nil || m == nil {
		restoredCodes.Delete(code)
		return ""
	}
	return id.(string)
}

// restoredRoom is a kept table's room, for MatchInit (params "restore",
// the snapshot, and "key").
func restoredRoom(ctx context.Context, params map[string]interface{}) (*room.Room, string, error) {
	value, _ := params["restore"].(string)
	key, _ := params["key"].(string)
	var s room.Snapshot
	if err := json.Unmarshal([]byte(value), &s); err != nil {
		return nil, "", err
	}
	e, err := s.Plan.Check()
	if err != nil {
		return nil, "", err
	}
	r, err := room.Restore(s, timed(ctx, e))
	return r, key, err
}
