package room

import (
	"fmt"
	"time"
)

// Limit is a token bucket: Burst messages at once, then one more each
// Every. A table counts it in its own ticks, never the wall clock, so the
// same messages are refused however busy the server is.
type Limit struct {
	Burst int
	Every time.Duration
}

// The limits on what one person at a table may send, for a table at its
// game's own pace (docs/online.md, Limits). Every message takes from
// AnyLimit; a game's message (an action, a press, ready) from GameLimit
// too; a quick message from QuickLimit too. JoinLimit limits coming in
// again after leaving, whose every arrival tells the whole table.
var (
	AnyLimit   = Limit{Burst: 60, Every: time.Second / 30}
	GameLimit  = Limit{Burst: 40, Every: time.Second / 20}
	QuickLimit = Limit{Burst: 3, Every: 3 * time.Second}
	JoinLimit  = Limit{Burst: 5, Every: 10 * time.Second}
)

// How often a person is told their messages were dropped, and how often a
// table logs a seat's refusals (with how many were not logged since).
const (
	noteEvery = 5 * time.Second
	logEvery  = time.Second
)

// bucket is a Limit counted in thousandths of a tick (so a limit finer
// than the tick rate still counts), as a generic cell rate: full is the
// moment the bucket is full again, each message moves it a cost later,
// and a message that would move it more than the burst ahead is refused.
type bucket struct {
	cost, depth, full int64
}

// newBucket counts l at rate ticks a second, allowing faster times as
// much (a table run faster than its game's pace, for tests).
func newBucket(l Limit, rate, faster int) bucket {
	cost := max(1, int64(l.Every)*int64(rate)*1000/int64(time.Second)/int64(max(1, faster)))
	return bucket{cost: cost, depth: int64(max(1, l.Burst)-1) * cost}
}

// ok reports whether a message may pass at tick.
func (b *bucket) ok(tick int64) bool {
	now := tick * 1000
	return max(b.full, now)-now <= b.depth
}

// take reports whether a message may pass at tick, and counts it if so.
func (b *bucket) take(tick int64) bool {
	if !b.ok(tick) {
		return false
	}
	b.full = max(b.full, tick*1000) + b.cost
	return true
}

// limits are one person's buckets at a table, kept when they leave so
// that leaving and coming back empties nothing.
type limits struct {
	any, game, quick, joins bucket
	noted                   int64 // the tick they were last told of dropped messages; -1: never
}

// maxKept bounds the people whose limits a table keeps: beyond it, the
// limits of people no longer seated go.
const maxKept = 32

// limitsOf returns user's limits, made full the first time.
func (r *Room) limitsOf(user string) *limits {
	if l, ok := r.limits[user]; ok {
		return l
	}
	if len(r.limits) >= maxKept {
		for u := range r.limits {
			if r.seatOf(u) < 0 {
				delete(r.limits, u)
			}
		}
	}
	l := &limits{any: newBucket(AnyLimit, r.rate, r.faster), game: newBucket(GameLimit, r.rate, r.faster),
		quick: newBucket(QuickLimit, r.rate, 1), joins: newBucket(JoinLimit, r.rate, 1), noted: -1}
	r.limits[user] = l
	return l
}

// dropped tells user, now and then, that some of their messages were not
// taken, and logs it at most once a second for their seat.
func (r *Room) dropped(user string, s int, why string) {
	l := r.limitsOf(user)
	if l.noted < 0 || r.tick-l.noted >= r.ticks(noteEvery) {
		l.noted = r.tick
		r.note(user, why)
	}
	r.logf(s, "seat %d: %s", s+1, why)
}

// ticks is d in this table's ticks, at least one.
func (r *Room) ticks(d time.Duration) int64 {
	return max(1, int64(d)*int64(r.rate)/int64(time.Second))
}

// logKey is the key of the table's own lines (not a seat's) in r.logged.
const logKey = -1

// logged is what a table logged last for a key (a seat, or logKey).
type logged struct {
	at     int64 // -1: never
	missed int   // lines not logged since
}

// logf logs a line for seat s (logKey: the table), at most once a
// second for each: a flood of refusals writes a line a second, saying
// how many it left out.
func (r *Room) logf(s int, format string, args ...any) {
	g, ok := r.logged[s]
	if !ok {
		g = &logged{at: -1}
		r.logged[s] = g
	}
	if g.at >= 0 && r.tick-g.at < r.ticks(logEvery) {
		g.missed++
		return
	}
	line := fmt.Sprintf(format, args...)
	if g.missed > 0 {
		line += fmt.Sprintf(" (and %d more since the last line)", g.missed)
	}
	g.at, g.missed = r.tick, 0
	r.log("table %s: %s", r.code, line)
}
