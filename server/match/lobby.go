package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
	"parlor/rules/games"
)

// create makes a table from a room.Plan; its caller is its host. Tables
// are limited per account and for the server (book.reserve).
func create(b *book) rpc {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
		user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
		if user == "" {
			return "", runtime.NewError("sign in first", 16)
		}
		var plan room.Plan
		if err := json.Unmarshal([]byte(payload), &plan); err != nil {
			return "", runtime.NewError("a damaged table plan: "+err.Error(), 3)
		}
		if _, err := plan.Check(); err != nil {
			return "", runtime.NewError(err.Error(), 3)
		}
		if err := b.reserve(user); err != nil {
			return "", err
		}
		id, err := makeTable(ctx, nk, payload, user)
		if err != nil {
			b.started(user) // never made
			return "", err
		}
		return id, nil
	}
}

// makeTable makes the table of a plan for its host, and says its match and
// code as JSON (room.Created).
func makeTable(ctx context.Context, nk runtime.NakamaModule, plan, host string) (string, error) {
	code, err := freeCode(ctx, nk)
	if err != nil {
		return "", err
	}
	id, err := nk.MatchCreate(ctx, matchName, map[string]interface{}{"plan": plan, "code": code, "host": host})
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(room.Created{Match: id, Code: code})
	return string(b), nil
}

// freeCode returns an invite code no open table has.
func freeCode(ctx context.Context, nk runtime.NakamaModule) (string, error) {
	for range 20 {
		b := make([]byte, room.CodeLength)
		if _, err := rand.Read(b); err != nil {
			return "", err
		}
		for i := range b {
			b[i] = room.CodeLetters[int(b[i])%len(room.CodeLetters)]
		}
		code := string(b)
		if _, err := byCode(ctx, nk, code); err != nil {
			return code, nil
		}
	}
	return "", errors.New("no free invite code")
}

func byCode(ctx context.Context, nk runtime.NakamaModule, code string) (string, error) {
	id, _, err := tableOf(ctx, nk, code)
	return id, err
}

// tableOf returns the match an invite code names and its phase ("" for
// a table waiting to be restored).
func tableOf(ctx context.Context, nk runtime.NakamaModule, code string) (string, string, error) {
	ms, err := nk.MatchList(ctx, 1, true, "", nil, nil, "+label.code:"+code)
	if err != nil {
		return "", "", err
	}
	if len(ms) == 0 {
		if id := restoredMatch(ctx, nk, code); id != "" {
			return id, "", nil
		}
		return "", "", runtime.NewError(fmt.Sprintf("No table has the code %s.", code), 5)
	}
	var l room.Label
	if ms[0].Label != nil {
		_ = json.Unmarshal([]byte(ms[0].Label.Value), &l) // a label unread: no phase
	}
	return ms[0].MatchId, l.Phase, nil
}

// find returns the table an invite code names.
func find(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var q room.Find
	if err := json.Unmarshal([]byte(payload), &q); err != nil {
		return "", runtime.NewError("a damaged request: "+err.Error(), 3)
	}
	code := strings.ToUpper(strings.TrimSpace(q.Code))
	if len(code) != room.CodeLength || strings.Trim(code, room.CodeLetters) != "" {
		return "", runtime.NewError(fmt.Sprintf("%q is not an invite code: a code is %d letters and digits.", q.Code, room.CodeLength), 3)
	}
	id, phase, err := tableOf(ctx, nk, code)
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(room.Created{Match: id, Code: code, Phase: phase})
	return string(b), nil
}

// tables lists the tables their makers chose to list: first those
// waiting for players (a seat open and somebody there to play with),
// then those being played, to watch. A listed table is joined by its
// match; its invite code is never listed (a private table's code is all
// that lets a stranger in).
func tables(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	waiting, err := nk.MatchList(ctx, 50, true, "", nil, nil, "+label.listed:T +label.phase:waiting +label.open:>=1 +label.here:>=1")
	if err != nil {
		return "", err
	}
	playing, err := nk.MatchList(ctx, 20, true, "", nil, nil, "+label.listed:T +label.phase:playing +label.here:>=1")
	if err != nil {
		return "", err
	}
	out := []room.Listed{}
	for _, m := range append(waiting, playing...) {
		var l room.Label
		if m.Label == nil || json.Unmarshal([]byte(m.Label.Value), &l) != nil || !l.Listed {
			continue
		}
		out = append(out, l.Listing(m.MatchId))
	}
	b, _ := json.Marshal(out)
	return string(b), nil
}

// matched makes a table for players the matchmaker paired: the game their
// tickets asked for, every seat a person's, started at once. Each ticket's
// own query keeps its player from anyone they blocked or who blocked them
// (seeking), but Nakama checks only the searching ticket's query against
// the others, never two others against each other: in a table of three
// or more, two of them may block each other. apart leaves out the fewest
// so no two left block each other; the table is only for those left,
// and when too few are left for the game it waits for everyone and
// closes, saying so (room.StartWhenSeated).
func matched(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, entries []runtime.MatchmakerEntry) (string, error) {
	if len(entries) == 0 {
		return "", errors.New("nobody to seat")
	}
	game, _ := entries[0].GetProperties()["game"].(string)
	only := seatable(entries)
	n := len(entries)
	if e, ok := games.Lookup(game); ok && len(only) >= max(2, e.MinSeats) {
		n = len(only)
	}
	// Strangers play on the timed clock: nobody holds the others; and
	// rated: a quick match is where a rating means something.
	plan := room.Plan{Game: game, Clock: room.ClockTimed, Rated: true}
	for range n {
		plan.Seats = append(plan.Seats, room.PlanSeat{Kind: room.Friend})
	}
	b, err := json.Marshal(plan)
	if err != nil {
		return "", err
	}
	code, err := freeCode(ctx, nk)
	if err != nil {
		return "", err
	}
	return nk.MatchCreate(ctx, matchName, map[string]interface{}{"plan": string(b), "code": code, "quick": n, "only": only})
}

// seatable are the matched players a quick table seats: all but those
// apart leaves out, by the blocks their tickets carry.
func seatable(entries []runtime.MatchmakerEntry) []string {
	users := make([]string, len(entries))
	marks := make([]map[string]bool, len(entries))
	for i, e := range entries {
		users[i] = e.GetPresence().GetUserId()
		b, _ := e.GetProperties()["b"].(string)
		marks[i] = map[string]bool{}
		for _, h := range strings.Fields(b) {
			marks[i][h] = true
		}
	}
	var out []string
	for _, i := range apart(len(users), func(i, j int) bool { return marks[i][blockHash(users[j])] }) {
		out = append(out, users[i])
	}
	return out
}

// apart returns the indexes of n players to keep so that none kept
// blocked another: it leaves out, one at a time, the player in the most
// conflicts (of two alike, the later).
func apart(n int, blocked func(i, j int) bool) []int {
	out := make([]bool, n)
	for {
		worst, most := -1, 0
		for i := range n {
			c := 0
			for j := range n {
				if i != j && !out[i] && !out[j] && (blocked(i, j) || blocked(j, i)) {
					c++
				}
			}
			if c > 0 && c >= most {
				worst, most = i, c
			}
		}
		if worst < 0 {
			break
		}
		out[worst] = true
	}
	var keep []int
	for i := range n {
		if !out[i] {
			keep = append(keep, i)
		}
	}
	return keep
}

// seeking is the hook before a quick match is looked for: the server
// writes the ticket, not the client (Parlor's asks
// "+properties.game:<game>" with the game as its one property). Its query
// asks for the game and shuts out, both ways, every player its player
// blocked (their ticket's "u") and every ticket whose player blocked
// them (a ticket's "b" lists the hashes, blockHash, of those its player
// blocked): so whichever of two tickets searches, a blocked pair is never
// matched, without Nakama's reverse matching (off by default, and even
// on, given up after matchmaker.rev_threshold intervals).
func seeking(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
	add := in.GetMatchmakerAdd()
	if add == nil {
		return in, nil
	}
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	game := add.GetStringProperties()["game"]
	if _, ok := games.Lookup(game); !ok {
		return nil, runtime.NewError("Quick match does not offer that game.", 3)
	}
	blocked, err := blockedBy(ctx, nk, user)
	if err != nil {
		return nil, errBusy
	}
	add.Query, add.StringProperties = ticket(game, user, blocked)
	add.NumericProperties = nil
	return in, nil
}

// ticket is a quick match's query and properties for user, who blocked
// blocked.
func ticket(game, user string, blocked []string) (string, map[string]string) {
	q := []string{"+properties.game:" + game, "-properties.b:*" + blockHash(user) + "*"}
	marks := make([]string, 0, len(blocked))
	for _, id := range blocked {
		q = append(q, "-properties.u:"+id)
		marks = append(marks, blockHash(id))
	}
	props := map[string]string{"game": game, "u": user}
	if len(marks) > 0 {
		props["b"] = strings.Join(marks, " ")
	}
	return strings.Join(q, " "), props
}
