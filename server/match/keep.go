package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"
)

// What a table keeps in Nakama's storage, and how it gets there: the
// database may be slow or down, and a table's tick must not wait for it,
// so every write goes through the keeper, a goroutine that stores the
// latest of each job and tries again, with a growing wait, until the
// database takes it.

const (
	// tablesCollection holds each table's snapshot (room.Snapshot) from
	// its game's start to its end: owned by the server, readable by
	// nobody else (its record carries the seed).
	tablesCollection = "parlor_tables"
	// recordsCollection holds each finished game's record for each
	// person who played it (game/online Kept reads them).
	recordsCollection = "records"
)

// job is one transaction the keeper stores: writes and deletes.
type job struct {
	Key     string                   `json:"key"`
	Writes  []*runtime.StorageWrite  `json:"writes,omitempty"`
	Deletes []*runtime.StorageDelete `json:"deletes,omitempty"`
	// Durable jobs (finished games' records) are kept in a file of the
	// spool until stored, so a restart while the database is down loses
	// none of them.
	Durable bool `json:"durable,omitempty"`
	seq     int64
}

// keeper stores jobs in Nakama's storage, off the tables' ticks.
type keeper struct {
	nk     runtime.NakamaModule
	logger runtime.Logger
	spool  string // the spool's directory; "" keeps durable jobs in memory only

	// Waits between tries while the database refuses: retry, doubling,
	// at most retryMax.
	retry, retryMax time.Duration
	gather          time.Duration // keepGather

	mu      sync.Mutex
	pending map[string]*job // the latest job of each key
	seq     int64
	wake    chan struct{}
}

// keep is the module's keeper, started by InitModule.
var keep *keeper

func newKeeper(nk runtime.NakamaModule, logger runtime.Logger, spool string) *keeper {
	return &keeper{nk: nk, logger: logger, spool: spool, retry: time.Second, retryMax: 30 * time.Second, gather: keepGather,
		pending: map[string]*job{}, wake: make(chan struct{}, 1)}
}

// put queues j in place of any job of its key still waiting; a durable
// job is in the spool before put returns.
func (k *keeper) put(j *job) {
	if j.Durable {
		k.spoolWrite(j)
	}
	k.queue(j)
}

func (k *keeper) queue(j *job) {
	k.mu.Lock()
	k.seq++
	j.seq = k.seq
	k.pending[j.Key] = j
	k.mu.Unlock()
	select {
	case k.wake <- struct{}{}:
	default:
	}
}

// waiting reports whether a job of key waits to be stored.
func (k *keeper) waiting(key string) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	_, ok := k.pending[key]
	return ok
}

// drop forgets the job of key still waiting, if any.
func (k *keeper) drop(key string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	delete(k.pending, key)
}

const (
	// keepTimeout bounds one try of one transaction.
	keepTimeout = 10 * time.Second
	// keepGather: the jobs queued this long after the first are stored
	// in one transaction (keepBatch at most): a transaction costs Nakama
	// about a millisecond whatever it holds, and a hundred tables make
	// seventy snapshots a second.
	keepGather = 100 * time.Millisecond
	keepBatch  = 64
)

// run stores what is queued until ctx ends.
func (k *keeper) run(ctx context.Context) {
	wait := time.Duration(0)
	failing := false
	var logged time.Time
	for {
		var retry <-chan time.Time
		if wait > 0 {
			retry = time.After(wait)
		}
		select {
		case <-ctx.Done():
			return
		case <-k.wake:
			if !sleep(ctx, k.gather) {
				return
			}
		case <-retry:
		}
		left, err := k.flush(ctx)
		switch {
		case err == nil && failing:
			k.logger.Info("the database took what waited for it")
			failing, wait = false, 0
		case err == nil:
			wait = 0
		default:
			// Logged when it starts, then once a minute: a database down
			// for an hour costs sixty lines.
			if !failing || time.Since(logged) >= time.Minute {
				k.logger.Error("the database does not take the tables' writes (%d waiting; trying again): %v", left, err)
				logged = time.Now()
			}
			failing = true
			wait = min(max(2*wait, k.retry), k.retryMax)
		}
	}
}

// sleep waits d unless ctx ends first; it reports whether it waited.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// flush tries every job waiting once, in the order queued, keepBatch to
// a transaction (one by one when a batch is refused, so one job the
// database refuses holds up no other); it returns how many still wait
// and the last error.
func (k *keeper) flush(ctx context.Context) (int, error) {
	k.mu.Lock()
	jobs := make([]*job, 0, len(k.pending))
	for _, j := range k.pending {
		jobs = append(jobs, j)
	}
	k.mu.Unlock()
	slices.SortFunc(jobs, func(a, b *job) int { return int(a.seq - b.seq) })
	var last error
	for batch := range slices.Chunk(jobs, keepBatch) {
		err := k.store(ctx, batch)
		if err != nil && len(batch) > 1 {
			for _, j := range batch {
				if err := k.store(ctx, []*job{j}); err != nil {
					last = err
				}
			}
			continue
		}
		if err != nil {
			last = err
		}
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.pending), last
}

// store writes jobs as one transaction and forgets them once stored.
func (k *keeper) store(ctx context.Context, jobs []*job) error {
	var ws []*runtime.StorageWrite
	var ds []*runtime.StorageDelete
	for _, j := range jobs {
		ws, ds = append(ws, j.Writes...), append(ds, j.Deletes...)
	}
	ctx, cancel := context.WithTimeout(ctx, keepTimeout)
	defer cancel()
	if _, _, err := k.nk.MultiUpdate(ctx, nil, ws, ds, nil, false); err != nil {
		return err
	}
	for _, j := range jobs {
		k.mu.Lock()
		if k.pending[j.Key] == j {
			delete(k.pending, j.Key)
		}
		k.mu.Unlock()
		if j.Durable {
			k.spoolRemove(j)
		}
	}
	return nil
}

// spoolFile is where a durable job waits on disk.
func (k *keeper) spoolFile(j *job) string {
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '.' {
			return r
		}
		return '_'
	}, j.Key)
	return filepath.Join(k.spool, name+".json")
}

func (k *keeper) spoolWrite(j *job) {
	if k.spool == "" {
		return
	}
	b, err := json.Marshal(j)
	if err == nil {
		tmp := k.spoolFile(j) + ".new"
		if err = os.WriteFile(tmp, b, 0o600); err == nil {
			err = os.Rename(tmp, k.spoolFile(j))
		}
	}
	if err != nil {
		k.logger.Error("a finished game waits in memory only, not in %s: %v", k.spool, err)
	}
}

func (k *keeper) spoolRemove(j *job) {
	if k.spool == "" {
		return
	}
	if err := os.Remove(k.spoolFile(j)); err != nil && !errors.Is(err, os.ErrNotExist) {
		k.logger.Warn("%v", err)
	}
}

// unspool queues again the durable jobs a previous run left in the
// spool; it returns how many.
func (k *keeper) unspool() int {
	if k.spool == "" {
		return 0
	}
	files, _ := filepath.Glob(filepath.Join(k.spool, "*.json"))
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		var j job
		if err == nil {
			err = json.Unmarshal(b, &j)
		}
		if err != nil || j.Key == "" || k.spoolFile(&j) != f {
			k.logger.Error("%s is not a job of this module: left as it is (%v)", f, err)
			continue
		}
		k.queue(&j) // in the spool already; removed from it once stored
		n++
	}
	return n
}
