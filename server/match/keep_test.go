package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"
)

// database stands in for Nakama's storage: it refuses the first refuse
// transactions, then keeps them in order.
type database struct {
	runtime.NakamaModule // any other call panics: the keeper makes none

	mu     sync.Mutex
	refuse int
	tries  int
	kept   []string // "write C/K" and "delete C/K", in order
	took   chan struct{}
}

func newDatabase(refuse int) *database {
	return &database{refuse: refuse, took: make(chan struct{}, 100)}
}

func (d *database) MultiUpdate(ctx context.Context, _ []*runtime.AccountUpdate, ws []*runtime.StorageWrite, ds []*runtime.StorageDelete, _ []*runtime.WalletUpdate, _ bool) ([]*api.StorageObjectAck, []*runtime.WalletUpdateResult, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.tries++
	if d.refuse > 0 {
		d.refuse--
		return nil, nil, errors.New("the database is down")
	}
	for _, w := range ws {
		d.kept = append(d.kept, "write "+w.Collection+"/"+w.Key+" "+w.UserID)
	}
	for _, x := range ds {
		d.kept = append(d.kept, "delete "+x.Collection+"/"+x.Key)
	}
	d.took <- struct{}{}
	return nil, nil, nil
}

func (d *database) stored() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.kept...)
}

// logs counts what the keeper logs.
type logs struct {
	runtime.Logger
	mu     sync.Mutex
	errors []string
}

func (l *logs) Error(format string, v ...interface{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.errors = append(l.errors, fmt.Sprintf(format, v...))
}
func (l *logs) Info(string, ...interface{}) {}
func (l *logs) Warn(string, ...interface{}) {}

func testKeeper(t *testing.T, db *database, spool string) (*keeper, *logs) {
	l := &logs{}
	k := newKeeper(db, l, spool)
	k.retry, k.retryMax, k.gather = time.Millisecond, 4*time.Millisecond, time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { k.run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return k, l
}

func recordJob(key string) *job {
	return &job{Key: "record:" + key, Durable: true,
		Writes:  []*runtime.StorageWrite{{Collection: recordsCollection, Key: key, UserID: "ann"}},
		Deletes: []*runtime.StorageDelete{{Collection: tablesCollection, Key: key}}}
}

func spooled(t *testing.T, dir string) []string {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// waitStored waits until the database took n transactions.
func waitStored(t *testing.T, db *database, n int) {
	for range n {
		select {
		case <-db.took:
		case <-time.After(30 * time.Second):
			t.Fatalf("the database took fewer than %d transactions: %v", n, db.stored())
		}
	}
}

// TestARecordWaitsUntilTheDatabaseTakesIt: the database refuses a
// finished game's record five times; the keeper tries again (with its
// growing wait) until it takes it, the record waiting in the spool
// meanwhile and gone from it after; the outage is logged once.
func TestARecordWaitsUntilTheDatabaseTakesIt(t *testing.T) {
	db, spool := newDatabase(5), t.TempDir()
	k, l := testKeeper(t, db, spool)
	k.put(recordJob("m1"))
	if got := spooled(t, spool); len(got) != 1 {
		t.Fatalf("the record is not in the spool at once: %v", got)
	}
	waitStored(t, db, 1)
	if got, want := strings.Join(db.stored(), "; "), "write records/m1 ann; delete parlor_tables/m1"; got != want {
		t.Errorf("stored %q, want %q", got, want)
	}
	if db.tries != 6 {
		t.Errorf("%d tries, want 6", db.tries)
	}
	deadline := time.Now().Add(30 * time.Second)
	for len(spooled(t, spool)) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("the stored record stays in the spool")
		}
		time.Sleep(time.Millisecond)
	}
	if len(l.errors) != 1 {
		t.Errorf("%d lines logged for one outage, want 1: %v", len(l.errors), l.errors)
	}
}

// TestTheSpoolOutlivesARestart: a record still waiting when the server
// stops is in the spool; the next start's keeper stores it.
func TestTheSpoolOutlivesARestart(t *testing.T) {
	spool := t.TempDir()
	down := newDatabase(1 << 30)
	k, _ := testKeeper(t, down, spool)
	k.put(recordJob("m2"))
	k.put(recordJob("m3"))
	if got := spooled(t, spool); len(got) != 2 {
		t.Fatalf("spool %v", got)
	}

	db := newDatabase(0)
	next, _ := testKeeper(t, db, spool)
	if n := next.unspool(); n != 2 {
		t.Fatalf("unspooled %d, want 2", n)
	}
	if !next.waiting("record:m2") {
		t.Error("the record waits in the new keeper")
	}
	next.put(&job{Key: "x"}) // wakes it
	waitStored(t, db, 1)     // the three together
	got := strings.Join(db.stored(), "; ")
	for _, want := range []string{"write records/m2 ann", "write records/m3 ann"} {
		if !strings.Contains(got, want) {
			t.Errorf("stored %q, want %q in it", got, want)
		}
	}
}

// TestTheLatestSnapshotWins: snapshots of one table waiting while the
// database is down are written once, the latest; jobs go in the order
// they came, in one transaction.
func TestTheLatestSnapshotWins(t *testing.T) {
	db := newDatabase(0)
	k := newKeeper(db, &logs{}, "")
	for i := range 5 {
		k.put(&job{Key: "table:m4", Writes: []*runtime.StorageWrite{{Collection: tablesCollection, Key: "m4", UserID: fmt.Sprint(i)}}})
	}
	k.put(&job{Key: "table:m5", Deletes: []*runtime.StorageDelete{{Collection: tablesCollection, Key: "m5"}}})
	if left, err := k.flush(context.Background()); err != nil || left != 0 {
		t.Fatalf("flush: %d left, %v", left, err)
	}
	if got, want := strings.Join(db.stored(), "; "), "write parlor_tables/m4 4; delete parlor_tables/m5"; got != want {
		t.Errorf("stored %q, want %q", got, want)
	}
	if db.tries != 1 {
		t.Errorf("%d transactions, want 1", db.tries)
	}
}

// TestARefusedJobHoldsUpNoOther: a batch the database refuses is tried
// again job by job: the others are stored, the refused one waits.
func TestARefusedJobHoldsUpNoOther(t *testing.T) {
	db := &picky{database: newDatabase(0), refused: "bad"}
	k := newKeeper(db, &logs{}, "")
	for _, key := range []string{"a", "bad", "b"} {
		k.put(&job{Key: "table:" + key, Writes: []*runtime.StorageWrite{{Collection: tablesCollection, Key: key}}})
	}
	left, err := k.flush(context.Background())
	if left != 1 || err == nil || !k.waiting("table:bad") {
		t.Errorf("%d left, %v; bad waiting %v", left, err, k.waiting("table:bad"))
	}
	if got, want := strings.Join(db.stored(), "; "), "write parlor_tables/a ; write parlor_tables/b "; got != want {
		t.Errorf("stored %q, want %q", got, want)
	}
}

// picky refuses any transaction that writes the key refused.
type picky struct {
	*database
	refused string
}

func (p *picky) MultiUpdate(ctx context.Context, a []*runtime.AccountUpdate, ws []*runtime.StorageWrite, ds []*runtime.StorageDelete, w []*runtime.WalletUpdate, l bool) ([]*api.StorageObjectAck, []*runtime.WalletUpdateResult, error) {
	for _, x := range ws {
		if x.Key == p.refused {
			return nil, nil, errors.New("refused")
		}
	}
	return p.database.MultiUpdate(ctx, a, ws, ds, w, l)
}

// TestASpoolFileNotOurs is left where it is, said once.
func TestASpoolFileNotOurs(t *testing.T) {
	spool := t.TempDir()
	if err := os.WriteFile(filepath.Join(spool, "junk.json"), []byte("not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	l := &logs{}
	k := newKeeper(newDatabase(0), l, spool)
	if n := k.unspool(); n != 0 {
		t.Errorf("unspooled %d", n)
	}
	if len(l.errors) != 1 || len(spooled(t, spool)) != 1 {
		t.Errorf("errors %v, spool %v", l.errors, spooled(t, spool))
	}
}
