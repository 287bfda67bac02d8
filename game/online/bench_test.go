//go:build online

package online_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/room"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/realtime"
	"parlor/rules/spit"
)

// BenchmarkSpitAt80ms plays one game of Spit through the server: a person
// (a headless client whose Hard computer player decides from what the
// screen would show, a frame at a time) over a link 40 ms slow each way
// (a round trip of 80 ms, under the server's hold) against a Normal
// computer, for PARLOR_BENCH_SECONDS (default 20) or to the game's end. It
// reports:
//
//   - how far behind the server the person's view is: each view's
//     arrival against its tick (60 a second). The clock offset is the
//     least of (arrival - tick) over the run, so the lag beyond the link
//     is (arrival - tick - least); reported with the link's delay added,
//     to check "a player sees at most one server tick behind, plus the
//     delay". A server that falls behind drops ticks for good, which
//     shifts every later view: reported too are the ticks it dropped and
//     the lag with the offset taken afresh each second;
//   - a press's round trip: from sending it to the first view whose Seq
//     covers it (the server settled it);
//   - how soon the person's own press shows: in the same frame (0 frames)
//     when the game can predict it, else after the round trip; the share
//     of presses shown at once;
//   - what the server process (PARLOR_TEST_SERVER_PID) and this one (the
//     client, the slow link and the bookkeeping) spent, as a share of one
//     core.
//
// Run it with `build/online --bench` (or `build/online --bench spit`),
// which starts the server with its real timing; it runs once, whatever
// b.N. It runs before BenchmarkTables, whose tables the server keeps a
// while after.
func BenchmarkSpitAt80ms(b *testing.B) {
	seconds := envInt("PARLOR_BENCH_SECONDS", 20)
	e, _ := games.Lookup("spit")
	link := slowLinkTo(b, os.Getenv("PARLOR_TEST_SERVER"), oneWay)
	d := time.Duration(seconds) * time.Second
	ctx, cancel := context.WithTimeout(context.Background(), d+time.Minute)
	defer cancel()
	w, err := benchSpitTable(ctx, e, link.Addr())
	if err != nil {
		b.Fatal(err)
	}
	defer w.c.Close()
	bot, err := e.Reactor(engine.Hard, w.seat, uint64(time.Now().UnixNano()))
	if err != nil {
		b.Fatal(err)
	}

	cpu0, self0, wall0 := serverCPU(), selfCPU(), time.Now()
	const frame = time.Second / realtime.TicksPerSecond
	next, end := time.Now(), time.Now().Add(d)
	for time.Now().Before(end) && !w.over() && ctx.Err() == nil {
		// The socket is read every millisecond, so a view's arrival is
		// known to a millisecond; the person acts a frame at a time.
		if err := w.take(); err != nil {
			b.Fatal(err)
		}
		if w.r == nil || time.Now().Before(next) {
			time.Sleep(time.Millisecond)
			continue
		}
		if next = next.Add(frame); next.Before(time.Now()) {
			next = time.Now() // frames lost to a stall are not caught up in a burst
		}
		if a, ok := bot.Tick(w.r.View(w.seat)); ok {
			if err := w.press(a.(spit.Action)); err != nil {
				b.Fatal(err)
			}
		} else {
			w.r.Move()
		}
		if err := w.r.Err(); err != nil {
			b.Fatal(err)
		}
		if err := w.r.ReadyAtOnce(&w.seen); err != nil {
			b.Fatal(err)
		}
	}
	wall := time.Since(wall0)
	self1, cpu1 := selfCPU(), serverCPU()
	if len(w.views) == 0 || len(w.presses) == 0 {
		b.Fatalf("nothing to measure: %v", w)
	}

	// (a) The view's lag: arrival against tick, less the least of them.
	offset := func(v seenView) time.Duration {
		return v.at.Sub(wall0) - time.Duration(v.tick)*time.Second/realtime.TicksPerSecond
	}
	least := offset(w.views[0])
	for _, v := range w.views {
		least = min(least, offset(v))
	}
	var lags []time.Duration
	for _, v := range w.views {
		lags = append(lags, offset(v)-least+oneWay)
	}
	// A server that falls behind drops ticks and never catches up: its
	// clock then runs late on the wall's, and every later view seems a
	// tick more behind. How many ticks it dropped: the least offset of the
	// last second against the first's.
	floor := func(vs []seenView) time.Duration {
		f := offset(vs[0])
		for _, v := range vs {
			f = min(f, offset(v))
		}
		return f
	}
	second := min(len(w.views), realtime.TicksPerSecond)
	dropped := max(0, math.Round(float64(floor(w.views[len(w.views)-second:])-floor(w.views[:second]))/float64(frame)))
	// The same lag with the offset taken afresh each second, so that a
	// dropped tick counts in its own second alone.
	var near []time.Duration
	for i := 0; i < len(w.views); i += second {
		vs := w.views[i:min(i+second, len(w.views))]
		f := floor(vs)
		for _, v := range vs {
			near = append(near, offset(v)-f+oneWay)
		}
	}
	// (b) The press's round trip, for the presses settled; (c) those the
	// game could show at once.
	var trips []time.Duration
	predicted := 0
	for _, p := range w.presses {
		if !p.shown.IsZero() {
			trips = append(trips, p.shown.Sub(p.sent))
		}
		if p.predicted {
			predicted++
		}
	}
	if len(trips) == 0 {
		b.Fatalf("no press was settled: %v", w)
	}
	shown := 100 * float64(predicted) / float64(len(w.presses))
	b.ReportMetric(float64(len(w.views)), "views")
	b.ReportMetric(dropped, "server-ticks-dropped")
	b.ReportMetric(quantile(lags, 0.5), "view-lag-p50-ms")
	b.ReportMetric(quantile(lags, 0.99), "view-lag-p99-ms")
	b.ReportMetric(quantile(near, 0.5), "view-lag-1s-p50-ms")
	b.ReportMetric(quantile(near, 0.99), "view-lag-1s-p99-ms")
	b.ReportMetric(float64(len(w.presses)), "presses")
	b.ReportMetric(quantile(trips, 0.5), "press-rtt-p50-ms")
	b.ReportMetric(quantile(trips, 0.99), "press-rtt-p99-ms")
	b.ReportMetric(shown, "shown-at-once-%")
	line := fmt.Sprintf("spit at 80 ms: %v, %d views: behind the server by p50 %.1f ms, p99 %.1f ms, max %.1f ms (the link's 40 ms included; a tick is %.1f ms); "+
		"the server dropped %.0f ticks; with the offset taken each second p50 %.1f ms, p99 %.1f ms; "+
		"%d presses (%d refused): round trip p50 %.1f ms, p99 %.1f ms; %.0f%% shown at once (0 frames)",
		wall.Round(time.Millisecond), len(w.views), quantile(lags, 0.5), quantile(lags, 0.99), quantile(lags, 1),
		float64(frame.Microseconds())/1000, dropped, quantile(near, 0.5), quantile(near, 0.99),
		len(w.presses), w.refused, quantile(trips, 0.5), quantile(trips, 0.99), shown)
	if cpu0 >= 0 && cpu1 >= 0 {
		b.ReportMetric(100*(cpu1-cpu0)/wall.Seconds(), "server-cpu-%")
		line += fmt.Sprintf("; server CPU %.1f%%", 100*(cpu1-cpu0)/wall.Seconds())
	}
	if self0 >= 0 && self1 >= 0 {
		b.ReportMetric(100*(self1-self0)/wall.Seconds(), "client-cpu-%")
		line += fmt.Sprintf(", client CPU %.1f%%", 100*(self1-self0)/wall.Seconds())
	}
	fmt.Println(line)
}

// benchSpitTable makes a Spit table over the server at addr, a person
// against a Normal computer, and starts it; the tap reads the game.
func benchSpitTable(ctx context.Context, e *engine.Entry, addr string) (*tap, error) {
	c, err := online.Connect(ctx, addr, fmt.Sprintf("bench-spit-%d", time.Now().UnixNano()), "Bench")
	if err != nil {
		return nil, err
	}
	plan := room.Plan{Game: e.Name, Seats: []room.PlanSeat{{Kind: room.Friend}, {Kind: room.Computer, Level: engine.Normal.String()}}}
	made, err := c.Create(ctx, plan)
	if err == nil {
		var t *online.Table
		if t, err = online.Sit(ctx, c, made.Match); err == nil {
			err = benchStart(ctx, e, c, t)
			if err == nil {
				s, _ := t.State()
				return newTap("Bench", e, c, s), nil
			}
		}
	}
	c.Close()
	return nil, err
}

// benchStart waits for the table to say which seat is the person's, and
// starts the game: what comes next is the tap's to read.
func benchStart(ctx context.Context, e *engine.Entry, c *online.Client, t *online.Table) error {
	for {
		t.Pump()
		if err := t.Err(); err != nil {
			return err
		}
		if _, ok := t.State(); ok {
			return t.Start()
		}
		if ctx.Err() != nil || c.Err() != nil {
			return fmt.Errorf("the %s table never said who sits where: %v", e.Name, errors.Join(ctx.Err(), c.Err()))
		}
		time.Sleep(time.Millisecond)
	}
}

// quantile is the q quantile of ds in milliseconds; it sorts ds.
func quantile(ds []time.Duration, q float64) float64 {
	slices.Sort(ds)
	return float64(ds[int(q*float64(len(ds)-1))].Microseconds()) / 1000
}

// selfCPU returns this process's CPU time so far in seconds, -1 when
// unknown.
func selfCPU() float64 {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return -1
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()).Seconds()
}

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
	level := cmp.Or(os.Getenv("PARLOR_BENCH_LEVEL"), "random")
	plan := room.Plan{Game: e.Name, Seats: []room.PlanSeat{{Kind: room.Friend},
		{Kind: room.Computer, Level: level}, {Kind: room.Computer, Level: level}}}
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
	if st, err := serverStats(); err != nil {
		b.Logf("the server's figures: %v", err)
	} else {
		b.ReportMetric(st.LoopP50, "loop-p50-ms")
		b.ReportMetric(st.LoopP99, "loop-p99-ms")
	}
}

// serverStats asks the server for its match loops' durations
// (parlor_stats), with its runtime key from the server's directory, of
// Nakama itself on this machine (the gate passes no HTTP call of a
// procedure).
func serverStats() (loopStats, error) {
	var st loopStats
	env := map[string]string{}
	for _, f := range []string{"keys.env", "ports.env"} {
		b, err := os.ReadFile(filepath.Join(os.Getenv("PARLOR_TEST_SERVER_DIR"), f))
		if err != nil {
			return st, err
		}
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, "="); ok {
				env[k] = v
			}
		}
	}
	u := "http://127.0.0.1:" + env["NAKAMA_PORT"] + "/v2/rpc/parlor_stats?unwrap&http_key=" + url.QueryEscape(env["HTTP_KEY"])
	resp, err := http.Post(u, "application/json", strings.NewReader("{}"))
	if err != nil {
		return st, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return st, fmt.Errorf("parlor_stats: %s", resp.Status)
	}
	return st, json.NewDecoder(resp.Body).Decode(&st)
}

// loopStats is the server's parlor_stats answer.
type loopStats struct {
	Loops    int     `json:"loops"`
	LoopP50  float64 `json:"loop_p50_ms"`
	LoopP99  float64 `json:"loop_p99_ms"`
	Thinking int     `json:"thinking_queued"`
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
