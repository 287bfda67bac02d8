package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"parlor/game/session"
)

// How long the match loops take, for the server's figures: a table's
// loop must never wait on its computers (they think on the session's
// workers), so even with Hard and Expert seated everywhere a loop stays
// short. The last loopsKept loops of every table are kept.
const loopsKept = 1 << 16

var loops = &durations{}

// durations is a ring of the latest durations.
type durations struct {
	mu   sync.Mutex
	ring []time.Duration
	next int
}

func (d *durations) add(x time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.ring) < loopsKept {
		d.ring = append(d.ring, x)
		return
	}
	d.ring[d.next] = x
	d.next = (d.next + 1) % loopsKept
}

// quantiles returns the p50 and p99 of the durations kept, and how many
// there are.
func (d *durations) quantiles() (p50, p99 time.Duration, n int) {
	d.mu.Lock()
	s := slices.Clone(d.ring)
	d.mu.Unlock()
	if len(s) == 0 {
		return 0, 0, 0
	}
	slices.Sort(s)
	at := func(q float64) time.Duration { return s[int(q*float64(len(s)-1))] }
	return at(0.5), at(0.99), len(s)
}

// Stats is what the parlor_stats procedure answers.
type Stats struct {
	Loops    int     `json:"loops"`
	LoopP50  float64 `json:"loop_p50_ms"`
	LoopP99  float64 `json:"loop_p99_ms"`
	Thinking int     `json:"thinking_queued"` // computer decisions waiting for a worker
}

// stats answers the server's figures to the server's own key alone (a
// call made with the runtime HTTP key carries no user): players are
// refused.
func stats(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	if user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string); user != "" {
		return "", errShut
	}
	p50, p99, n := loops.quantiles()
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b, err := json.Marshal(Stats{Loops: n, LoopP50: ms(p50), LoopP99: ms(p99), Thinking: session.Queued()})
	return string(b), err
}
