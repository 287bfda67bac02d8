package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/room"
	"parlor/game/session"
	"parlor/rules/engine"
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
	games    int // the games begun at the table (Room.Games)
	// book counts the server's tables; maker's while waiting is set.
	book    *book
	maker   string
	waiting bool
	ended   bool
	kept    keeping // what it keeps across the server's restarts (restore.go)
	// blocks: whom each person who sat here blocked (friends.go), kept
	// fresh by MatchSignal; only: a quick match's players, nil for a
	// table someone made.
	blocks map[string][]string
	only   []string
	// watch: the users let in to watch, between their join's attempt
	// (whose metadata says so) and the join.
	watch map[string]bool
}

type match struct{ book *book }

func newMatch(b *book) func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule) (runtime.Match, error) {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule) (runtime.Match, error) {
		return &match{book: b}, nil
	}
}

func (m *match) MatchInit(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, params map[string]interface{}) (interface{}, int, string) {
	id, _ := ctx.Value(runtime.RUNTIME_CTX_MATCH_ID).(string)
	if _, ok := params["restore"]; ok {
		r, key, err := restoredRoom(ctx, params)
		if err != nil {
			logger.Error("a kept table could not be set up again: %v", err)
			return nil, 0, ""
		}
		r.SetLog(logger.Warn)
		r.SetSeeds(seed)
		t := &table{room: r, id: id, here: map[string]runtime.Presence{}, rate: timed(ctx, r.Entry()).Rate, kept: keeping{key: key}, book: m.book}
		t.label = r.Label()
		m.book.opened()
		return t, t.rate, t.label
	}
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
	only, _ := params["only"].([]string)
	// The table's lines go to Nakama's log as warnings: the standard
	// logger's reach it as information, below the level the server logs.
	r.SetLog(logger.Warn)
	r.SetSeeds(seed) // a rematch's seed is as secret as the first's
	t := &table{room: r, id: id, here: map[string]runtime.Presence{}, rate: rate, book: m.book, maker: host, waiting: host != "",
		kept: keeping{key: id}, only: only}
	t.label = r.Label()
	m.book.opened()
	return t, rate, t.label
}

// timed is a table's timing: the game's, changed by the server's
// settings (build/serve's --turn-rate, --pace, --grace, --speed, --hold and
// --clock).
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
	if c, ok := clockOf(env["parlor_clock"]); ok {
		t.Clocks = map[string]room.Clock{room.ClockTimed: c, room.ClockRelaxed: {Decision: 3 * c.Decision, Bank: 3 * c.Bank}}
	}
	return t
}

// clockOf reads build/serve's --clock, "2s/5s": the timed clock's
// decision and bank (the relaxed one three times as long).
func clockOf(s string) (room.Clock, bool) {
	d, b, ok := strings.Cut(s, "/")
	dd, err1 := time.ParseDuration(d)
	bb, err2 := time.ParseDuration(b)
	if !ok || err1 != nil || err2 != nil || dd <= 0 || bb < 0 {
		return room.Clock{}, false
	}
	return room.Clock{Decision: dd, Bank: bb}, true
}

func seed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

func (*match) MatchJoinAttempt(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, p runtime.Presence, meta map[string]string) (interface{}, bool, string) {
	t := state.(*table)
	var old *session.VersionError
	if errors.As(room.CheckProtocol(meta), &old) {
		return t, false, old.Sentence()
	}
	if _, dup := t.here[p.GetUserId()]; dup {
		return t, false, "You are already at this table in another window."
	}
	if meta[room.WatchKey] == "1" {
		return t.watchAttempt(p.GetUserId())
	}
	if err := t.room.CanJoin(p.GetUserId()); err != nil {
		return t, false, upper(err.Error()) + "."
	}
	if why := t.refuses(p.GetUserId()); why != "" {
		return t, false, why
	}
	return t, true, ""
}

// Sentences for a join refused by blocks, which never say whose.
const (
	blockedHere = "You cannot sit at this table."
	quickOnly   = "This table is for the players the quick match found: try Quick match again."
)

// refuses says why user may not sit down here, "" when they may: a
// person with a seat always comes back to it; a newcomer must not be
// blocked by anyone who sits here, nor, at a quick match's table, be
// someone it did not find.
func (t *table) refuses(user string) string {
	seated := t.room.Users()
	switch {
	case slices.Contains(seated, user):
		return ""
	case t.only != nil && !slices.Contains(t.only, user):
		return quickOnly
	}
	for _, u := range seated {
		if slices.Contains(t.blocks[u], user) {
			return blockedHere
		}
	}
	return ""
}

// setBlocks notes whom user blocks: the room drops their quick messages
// to user, and refuses them a seat while user sits here.
func (t *table) setBlocks(user string, blocked []string) {
	if t.blocks == nil {
		t.blocks = map[string][]string{}
	}
	t.blocks[user] = blocked
	t.room.SetBlocked(user, blocked)
}

func (*match) MatchJoin(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, ps []runtime.Presence) interface{} {
	t := state.(*table)
	for _, p := range ps {
		name := displayName(ctx, nk, p)
		if t.watch[p.GetUserId()] {
			t.watchJoin(logger, p, name)
			continue
		}
		if err := t.room.Join(p.GetUserId(), name); err != nil {
			logger.Warn("%s could not sit down: %v", name, err)
			continue
		}
		t.here[p.GetUserId()] = p
		blocked, err := blockedBy(ctx, nk, p.GetUserId())
		if err != nil {
			logger.Warn("the blocks of %s were not read: %v", name, err)
		}
		t.setBlocks(p.GetUserId(), blocked)
	}
	t.send(logger, d)
	return t
}

// watchAttempt lets user in to watch, or says why not: anyone with the
// table's code may, unless someone who sits there blocked them (a quick
// match's table too: watching takes no seat).
func (t *table) watchAttempt(user string) (interface{}, bool, string) {
	if err := t.room.CanWatch(user); err != nil {
		return t, false, upper(err.Error()) + "."
	}
	if t.watch == nil {
		t.watch = map[string]bool{}
	}
	t.watch[user] = true
	return t, true, ""
}

// watchJoin is someone let in to watch arriving.
func (t *table) watchJoin(logger runtime.Logger, p runtime.Presence, name string) {
	delete(t.watch, p.GetUserId())
	if err := t.room.Watch(p.GetUserId(), name); err != nil {
		logger.Warn("%s could not watch: %v", name, err)
		return
	}
	t.here[p.GetUserId()] = p
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

// after is how long a finished table stays, for its final standings and
// a rematch, and how long an empty one waits for somebody to come back.
const (
	afterOver  = 180 // seconds
	afterEmpty = 60
)

// recordKey is the key the table's game is kept under: its first match's
// id, with the game's number after a rematch.
func (t *table) recordKey() string {
	if t.games <= 1 {
		return t.kept.key
	}
	return fmt.Sprintf("%s-%d", t.kept.key, t.games)
}

func (*match) MatchLoop(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, msgs []runtime.MatchData) interface{} {
	defer func(start time.Time) { loops.add(time.Since(start)) }(time.Now())
	t := state.(*table)
	for _, m := range msgs {
		t.room.Receive(m.GetUserId(), room.Op(m.GetOpCode()), m.GetData())
	}
	t.room.Tick()
	if t.waiting && t.room.Phase() != room.Waiting {
		t.book.started(t.maker)
		t.waiting = false
	}
	if g := t.room.Games(); g != t.games {
		// A rematch began: its game is kept and recorded afresh.
		t.games, t.recorded, t.overAt, t.kept.progress = g, false, 0, 0
	}
	if t.overAt > 0 && t.room.Phase() == room.Waiting {
		t.overAt = 0 // a rematch asked for: the table waits as any other
	}
	if rec := t.room.Record(); rec != nil && !t.recorded {
		t.recorded, t.overAt = true, tick
		if err := storeRecord(t.kept.key, t.recordKey(), t.room.Users(), rec, ""); err != nil {
			logger.Error("the record of %s was not stored: %v", t.id, err)
		}
	}
	t.remember(logger, tick)
	t.send(logger, d)
	if t.room.Empty() {
		t.empty++
	} else {
		t.empty = 0
	}
	if t.empty > int64(t.emptyWait()*t.rate) {
		t.forget()
		t.end()
		forgetSeats(t.id)
		return nil
	}
	if t.overAt > 0 && t.room.Phase() == room.Over && tick-t.overAt > int64(afterOver*t.rate) {
		t.end()
		forgetSeats(t.id)
		return nil
	}
	return t
}

// end is the table gone: it no longer counts for its maker or the
// server.
func (t *table) end() {
	if t.ended {
		return
	}
	if t.waiting {
		t.book.started(t.maker)
	}
	t.book.closed()
	t.ended = true
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

// MatchTerminate ends the table at once when the server stops: its
// snapshot stays, and the table comes back at the next start (restore.go).
func (*match) MatchTerminate(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, grace int) interface{} {
	state.(*table).end()
	return nil
}

// MatchSignal takes the server's word that one of the table's people
// blocked or unblocked someone (friends.go, retell).
func (*match) MatchSignal(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, d runtime.MatchDispatcher, tick int64, state interface{}, data string) (interface{}, string) {
	t := state.(*table)
	var s blocksSignal
	if json.Unmarshal([]byte(data), &s) == nil && slices.Contains(t.room.Users(), s.User) {
		t.setBlocks(s.User, s.Blocked)
	}
	return t, ""
}

func upper(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}
