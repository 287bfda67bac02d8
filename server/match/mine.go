package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"sort"
	"sync"

	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
)

// seated is who sits at which live table whose game is not over: the
// matches' own state, noted as each table changes, so a player whose
// Parlor closed finds their seat again (RPCMine). It lives in the
// plugin's memory, as the matches do (one node holds them all).
var seated = struct {
	sync.Mutex
	by map[string]map[string]room.Mine // user, match
	at map[string][]string             // match: the users noted there
}{by: map[string]map[string]room.Mine{}, at: map[string][]string{}}

// noteSeats notes who sits at t now, and forgets those whose game there is
// over (or who got up before it started).
func (t *table) noteSeats() {
	seated.Lock()
	defer seated.Unlock()
	forget(t.id)
	for _, user := range t.room.Users() {
		if m, ok := t.room.Mine(user, t.id); ok {
			if seated.by[user] == nil {
				seated.by[user] = map[string]room.Mine{}
			}
			seated.by[user][t.id] = m
			seated.at[t.id] = append(seated.at[t.id], user)
		}
	}
}

// forgetSeats forgets table id: its match has ended.
func forgetSeats(id string) {
	seated.Lock()
	defer seated.Unlock()
	forget(id)
}

// forget forgets who sat at table id; seated is locked.
func forget(id string) {
	for _, user := range seated.at[id] {
		delete(seated.by[user], id)
		if len(seated.by[user]) == 0 {
			delete(seated.by, user)
		}
	}
	delete(seated.at, id)
}

// mine answers RPCMine: the caller's own tables whose game is not over,
// and nobody else's.
func mine(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if user == "" {
		return "", runtime.NewError("sign in first", 16)
	}
	seated.Lock()
	out := []room.Mine{}
	for _, m := range seated.by[user] {
		out = append(out, m)
	}
	seated.Unlock()
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	b, err := json.Marshal(out)
	return string(b), err
}
