package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/rules/record"
)

const matchName = "parlor"

// table is a match's state: the room and who is connected.
type table struct {
	room     *room.Room
	id       string
	here     map[string]runtime.Presence // by user
	label    string
	empty    int64 // ticks with nobody at the table
	overAt   int64 // the tick the game ended, 0 before
	rate     int
	recorded bool
}

type match struct{}

func newMatch(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule) (runtime.Match, error) {
	return &match{}, nil
}

func (*match) MatchInit(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, params map[string]interface{}) (interface{}, int, string) {
	payload, _ := params["plan"].(string)
	code, _ := params["code"].(string)
	host, _ := params["host"].(string)
	var plan room.Plan
	if err := json.Unmarshal([]byte(payload), &plan); err != nil {
		logger.Error("a damaged table plan: %v", err)
		return nil, 0, ""
	}
	e, err := plan.Check()
	if err != nil {
		logger.Error("a table that cannot be: %v", err)
		return nil, 0, ""
	}
	timing := timed(ctx, e)
	rate := timing.Rate
	r, err := room.New(plan, code, seed(), host, timing)
	if err != nil {
		logger.Error("%v", err)
		return nil, 0, ""
	}
	if n, ok := params["quick"].(int); ok {
		r.StartWhenSeated(n)
	}
	id, _ := ctx.Value(runtime.RUNTIME_CTX_MATCH_ID).(string)
	t := &table{room: r, id: id, here: map[string]runtime.Presence{}, rate: rate}
	t.label = r.Label()
	return t, rate, t.label
}

// timed is a table's timing: the game's, changed by the server's
// settings (build/serve's --turn-rate, --pace, --grace, --speed and --hold).
func timed(ctx context.Context, e *engine.Entry) room.Timing {
	t := room.Timed(e)
	env, _ := ctx.Value(runtime.RUNTIME_CTX_ENV).(map[string]string)
	if n, err := strconv.Atoi(env["parlor_turn_rate"]); err == nil && n > 0 && n <= 60 && !e.RealTime {
		t.Rate = n
	}
	if d, err := time.ParseDuration(env["parlor_pace"]); err == nil && d >= 0 {
		t.Pace = d
	}
	if d, err := time.ParseDuration(env["parlor_grace"]); err == nil && d > 0 {
		t.Grace = d
	}
	if n, err := strconv.Atoi(env["parlor_speed"]); err == nil && n > 0 && n <= 8 && e.RealTime {
		t.Speed = n
	}
	if d, err := time.ParseDuration(env["parlor_hold"]); err == nil && d >= 0 && d <= time.Second && e.RealTime {
		t.Hold = d
	}
	return t
}

func seed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

func (*match) MatchJoinAttempt(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, p runtime.Presence, meta map[string]string) (interface{}, bool, string) {
	t := state.(*table)
	if _, dup := t.here[p.GetUserId()]; dup {
		return t, false, "You are already at this table in another window."
	}
	if err := t.room.CanJoin(p.GetUserId()); err != nil {
		return t, false, upper(err.Error()) + "."
	}
	return t, true, ""
}

func (*match) MatchJoin(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, ps []runtime.Presence) interface{} {
	t := state.(*table)
	for _, p := range ps {
		name := displayName(ctx, nk, p)
		if err := t.room.Join(p.GetUserId(), name); err != nil {
			logger.Warn("%s could not sit down: %v", name, err)
			continue
		}
		t.here[p.GetUserId()] = p
	}
	t.send(logger, d)
	return t
}

// displayName is the name a person chose (their account's display name),
// cut to a length a table can show.
func displayName(ctx context.Context, nk runtime.NakamaModule, p runtime.Presence) string {
	name := p.GetUsername()
	if a, err := nk.AccountGetId(ctx, p.GetUserId()); err == nil && a.GetUser().GetDisplayName() != "" {
		name = a.GetUser().GetDisplayName()
	}
	return room.CleanName(name)
}

func (*match) MatchLeave(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, ps []runtime.Presence) interface{} {
	t := state.(*table)
	for _, p := range ps {
		delete(t.here, p.GetUserId())
		t.room.Leave(p.GetUserId())
	}
	t.send(logger, d)
	return t
}

// after is how long a finished table stays, for its last messages, and
// how long an empty one waits for somebody to come back.
const (
	afterOver  = 10 // seconds
	afterEmpty = 60
)

func (*match) MatchLoop(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, msgs []runtime.MatchData) interface{} {
	t := state.(*table)
	for _, m := range msgs {
		t.room.Receive(m.GetUserId(), room.Op(m.GetOpCode()), m.GetData())
	}
	t.room.Tick()
	if rec := t.room.Record(); rec != nil && !t.recorded {
		t.recorded, t.overAt = true, tick
		t.keep(ctx, logger, nk, rec)
	}
	t.send(logger, d)
	if t.room.Empty() {
		t.empty++
	} else {
		t.empty = 0
	}
	if t.empty > int64(afterEmpty*t.rate) || t.overAt > 0 && tick-t.overAt > int64(afterOver*t.rate) {
		forgetSeats(t.id)
		return nil
	}
	return t
}

// send sends what the room has for each person, and relabels the match
// when the table changed.
func (t *table) send(logger runtime.Logger, d runtime.MatchDispatcher) {
	for _, o := range t.room.Take() {
		p, ok := t.here[o.User]
		if !ok {
			continue
		}
		if err := d.BroadcastMessage(int64(o.Op), o.Data, []runtime.Presence{p}, nil, true); err != nil {
			logger.Warn("a message to %s was not sent: %v", p.GetUsername(), err)
		}
	}
	if l := t.room.Label(); l != t.label {
		t.label = l
		if err := d.MatchLabelUpdate(l); err != nil {
			logger.Warn("relabel: %v", err)
		}
		t.noteSeats()
	}
}

// keep stores a finished game's record on the server, readable by each
// person who played it.
func (t *table) keep(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, rec *record.Record) {
	if rec.Header.Created == "" {
		// When the game ended: a History that fetches the game back later
		// says when it was played, not when it was fetched.
		rec.Header.Created = time.Now().UTC().Format(time.RFC3339)
	}
	var b strings.Builder
	if _, err := rec.WriteTo(&b); err != nil {
		logger.Error("a record that does not write: %v", err)
		return
	}
	v, _ := json.Marshal(map[string]string{"game": rec.Header.Game, "record": b.String()})
	var ws []*runtime.StorageWrite
	for _, user := range t.room.Users() {
		ws = append(ws, &runtime.StorageWrite{Collection: "records", Key: t.id, UserID: user, Value: string(v), PermissionRead: 1})
	}
	if _, err := nk.StorageWrite(ctx, ws); err != nil {
		logger.Error("the record of %s was not stored: %v", t.id, err)
	}
}

func (*match) MatchTerminate(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, grace int) interface{} {
	return state
}

func (*match) MatchSignal(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, data string) (interface{}, string) {
	return state, ""
}

func upper(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}
