//go:build online

package online_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/rules/games"
)

// BenchmarkTables plays PARLOR_BENCH_TABLES tables (default 100) of Speed
// Run at once through the server, each one person (a headless client)
// against two computers, for PARLOR_BENCH_SECONDS (default 20), and
// reports the round trip of the people's decisions (a decision sent, the
// view that answers it back) and what the server process spent
// (PARLOR_TEST_SERVER_PID: CPU as a share of one core, resident memory).
// Run it with `build/online --bench`; it runs once, whatever b.N.
func BenchmarkTables(b *testing.B) {
	tables, seconds := envInt("PARLOR_BENCH_TABLES", 100), envInt("PARLOR_BENCH_SECONDS", 20)
	e, _ := games.Lookup("speedrun")
	plan := room.Plan{Game: e.Name, Seats: []room.PlanSeat{{Kind: room.Friend},
		{Kind: room.Computer, Level: "random"}, {Kind: room.Computer, Level: "random"}}}
	var mu sync.Mutex
	var rtts []time.Duration
	var failed []error
	cpu0, wall0 := serverCPU(), time.Now()
	var wg sync.WaitGroup
	for i := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got, err := benchTable(e, plan, i, time.Duration(seconds)*time.Second)
			mu.Lock()
			defer mu.Unlock()
			rtts = append(rtts, got...)
			if err != nil {
				failed = append(failed, err)
			}
		}()
	}
	wg.Wait()
	wall := time.Since(wall0)
	if len(failed) > 0 {
		b.Fatalf("%d of %d tables failed; the first: %v", len(failed), tables, failed[0])
	}
	if len(rtts) == 0 {
		b.Fatal("no decision made a round trip")
	}
	slices.Sort(rtts)
	at := func(q float64) float64 { return float64(rtts[int(q*float64(len(rtts)-1))].Microseconds()) / 1000 }
	b.ReportMetric(float64(tables), "tables")
	b.ReportMetric(float64(len(rtts)), "decisions")
	b.ReportMetric(at(0.5), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
	if cpu1 := serverCPU(); cpu0 >= 0 && cpu1 >= 0 {
		b.ReportMetric(100*(cpu1-cpu0)/wall.Seconds(), "server-cpu-%")
	}
	if rss := serverRSS(); rss > 0 {
		b.ReportMetric(rss, "server-MB")
	}
}

// benchTable makes one table and plays its person for d, returning each
// decision's round trip.
func benchTable(e *engine.Entry, plan room.Plan, i int, d time.Duration) ([]time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), d+time.Minute)
	defer cancel()
	c, err := online.Connect(ctx, os.Getenv("PARLOR_TEST_SERVER"), fmt.Sprintf("bench-%d-%d", time.Now().UnixNano(), i), fmt.Sprintf("Bench %d", i))
	if err != nil {
		return nil, err
	}
	defer c.Close()
	made, err := c.Create(ctx, plan)
	if err != nil {
		return nil, err
	}
	t, err := online.Sit(ctx, c, made.Match)
	if err != nil {
		return nil, err
	}
	if err := t.Start(); err != nil {
		return nil, err
	}
	chooser, err := e.Chooser(engine.Random, 0, uint64(i))
	if err != nil {
		return nil, err
	}
	var out []time.Duration
	var sent time.Time
	end := time.Now().Add(d)
	for time.Now().Before(end) && ctx.Err() == nil {
		t.Pump()
		r := t.Game()
		if r == nil {
			time.Sleep(time.Millisecond)
			continue
		}
		r.Move()
		if r.Over() {
			break
		}
		if !sent.IsZero() && !r.Waiting() {
			out, sent = append(out, time.Since(sent)), time.Time{}
		}
		if legal := r.Legal(0); sent.IsZero() && len(legal) > 0 {
			if err := r.Act(0, chooser.Choose(r.View(0), legal)); err != nil {
				return out, err
			}
			sent = time.Now()
		}
		time.Sleep(time.Millisecond)
	}
	return out, nil
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// serverCPU returns the server process's CPU time so far in seconds, -1
// when unknown.
func serverCPU() float64 {
	b, err := os.ReadFile("/proc/" + os.Getenv("PARLOR_TEST_SERVER_PID") + "/stat")
	if err != nil {
		return -1
	}
	// The fields after the command's closing parenthesis: utime and stime
	// are the 12th and 13th of them, in clock ticks (100 a second on Linux).
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		return -1
	}
	u, _ := strconv.ParseFloat(f[11], 64)
	s, _ := strconv.ParseFloat(f[12], 64)
	return (u + s) / 100
}

// serverRSS returns the server process's resident memory in MB, 0 when
// unknown.
func serverRSS() float64 {
	b, err := os.ReadFile("/proc/" + os.Getenv("PARLOR_TEST_SERVER_PID") + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}
