package main

import (
	"context"
	"database/sql"
	"net"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"
)

// The limits on any client, beyond a table's own (room.AnyLimit and the
// rest, counted in the table's ticks); docs/online.md lists them all.
const (
	// A socket's table messages: 100 at once, then 100 a second. Beyond,
	// they are dropped before they reach the match, whose input queue
	// would otherwise overflow and log every message it drops.
	socketBurst, socketEvery = 100, time.Second / 100
	// One account's calls of parlor_* procedures: 30 at once, then 5 a
	// second (the lobby lists the tables every 3 s).
	callBurst, callEvery = 30, time.Second / 5
	// One account's tables: 20 made at once, then one every 3 minutes
	// (20 an hour), and at most 3 waiting for players at a time.
	madeBurst, madeEvery = 20, 3 * time.Minute
	maxWaiting           = 3
	// The server's tables at once, whoever made them.
	maxTables = 1000
	// New accounts (device sign-ins that make one) from one address: 10
	// at once, then one every 6 minutes (10 an hour).
	newBurst, newEvery = 10, 6 * time.Minute
	// The most keys (sockets, accounts, addresses) each limit remembers.
	maxKeys = 10000
)

// rates is a token bucket for each key (a socket, an account, an
// address), in wall-clock time: full is the moment a key's bucket is
// full again, each use moves it every later, and a use that would move
// it more than the burst ahead is refused. A key whose bucket is full
// again is as good as forgotten, so memory stays bounded: when maxKeys
// are kept, those go first, then the one nearest full.
type rates struct {
	mu    sync.Mutex
	burst int
	every time.Duration
	max   int
	full  map[string]time.Time
	now   func() time.Time
}

func newRates(burst int, every time.Duration) *rates {
	return &rates{burst: burst, every: every, max: maxKeys, full: map[string]time.Time{}, now: time.Now}
}

// take reports whether key may do one more thing now, and counts it.
func (r *rates) take(key string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	t, ok := r.full[key]
	if !ok || t.Before(now) {
		t = now
	}
	if t.Sub(now) > time.Duration(r.burst-1)*r.every {
		return false
	}
	if !ok && len(r.full) >= r.max {
		r.evict(now)
	}
	r.full[key] = t.Add(r.every)
	return true
}

// evict forgets the keys whose buckets are full again, or else the one
// nearest full.
func (r *rates) evict(now time.Time) {
	nearest, at := "", time.Time{}
	for k, t := range r.full {
		switch {
		case !t.After(now):
			delete(r.full, k)
		case nearest == "" || t.Before(at):
			nearest, at = k, t
		}
	}
	if len(r.full) >= r.max {
		delete(r.full, nearest)
	}
}

// book counts the server's tables and each maker's waiting ones, so
// that making tables is limited however fast they are asked for (the
// match list's index lags a second behind).
type book struct {
	mu      sync.Mutex
	open    int
	waiting map[string]int // by maker
	made    *rates
}

func newBook() *book { return &book{waiting: map[string]int{}, made: newRates(madeBurst, madeEvery)} }

// Sentences for a table refused.
const (
	tooManyWaiting = "You already have 3 tables waiting for players: start one, or leave them (a table nobody is at closes after a minute), before you make another."
	tooManyMade    = "You have made 20 tables in the last hour: wait a few minutes before you make another."
	serverFull     = "The server has as many tables as it can hold: try again in a few minutes."
)

// reserve counts a table maker is about to make, or refuses it.
func (b *book) reserve(maker string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.open >= maxTables:
		return runtime.NewError(serverFull, 8) // RESOURCE_EXHAUSTED
	case b.waiting[maker] >= maxWaiting:
		return runtime.NewError(tooManyWaiting, 8)
	case !b.made.take(maker):
		return runtime.NewError(tooManyMade, 8)
	}
	b.waiting[maker]++
	return nil
}

// started is one of maker's tables no longer waiting: it started, ended
// or was never made.
func (b *book) started(maker string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.waiting[maker]--; b.waiting[maker] <= 0 {
		delete(b.waiting, maker)
	}
}

// opened and closed count the server's tables.
func (b *book) opened() { b.mu.Lock(); b.open++; b.mu.Unlock() }
func (b *book) closed() { b.mu.Lock(); b.open--; b.mu.Unlock() }

// nowhere is a match nobody is in: a message sent there is dropped by
// Nakama without a word or a log line.
const nowhere = "00000000-0000-0000-0000-000000000000.dropped"

// gate is the hook before a socket's table message: within the socket's
// limit it passes; beyond, it is dropped. Refusing with an error would
// answer every message of a flood, and refusing with nothing closes the
// socket with a log line each time (and the flooder comes back).
func gate(r *rates) func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule, *rtapi.Envelope) (*rtapi.Envelope, error) {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
		session, _ := ctx.Value(runtime.RUNTIME_CTX_SESSION_ID).(string)
		if r.take(session) {
			return in, nil
		}
		return &rtapi.Envelope{Message: &rtapi.Envelope_MatchDataSend{MatchDataSend: &rtapi.MatchDataSend{MatchId: nowhere}}}, nil
	}
}

// limited is fn, refused beyond an account's limit on calls.
func limited(r *rates, fn rpc) rpc {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
		user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
		if !r.take(user) {
			return "", runtime.NewError("Too many requests at once: wait a moment.", 8)
		}
		return fn(ctx, logger, db, nk, payload)
	}
}

// addressKey is the key of a client's address for the new accounts'
// limit: an IPv6 address by its /64, which one household holds whole;
// "" for an address on this machine, which is not limited (the tests,
// a player on the server's machine; a proxy in front must say who it
// forwards for, see docs/online.md).
func addressKey(ip string) string {
	a := net.ParseIP(ip)
	switch {
	case a == nil:
		return "?" // Nakama could not tell: all such sign-ins share one limit
	case a.IsLoopback():
		return ""
	case a.To4() == nil:
		return a.Mask(net.CIDRMask(64, 128)).String()
	}
	return a.String()
}
