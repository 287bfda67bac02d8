// Package check is `parlor check`: the conformance run of rules/engine/conform
// at scale. It plays seeded games of every listed game (or one), every
// option family, random and computer seats, with illegal actions mixed in,
// checking after every action that nothing panics, that illegal actions
// change nothing, that every card and chip is in exactly one place, and
// that every game ends and its record verifies. It prints a progress bar
// and a summary and exits 1 if any game failed; each failure names the
// game number that reproduces it alone (-from N -n 1).
//
// Usage:
//
//	parlor check [-n 100000] [-seed 1] [-game G] [-from N] [-workers W] [-hard] [-progress]
package check

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"parlor/rules/engine"
	"parlor/rules/engine/conform"
	"parlor/rules/games"
	"parlor/rules/progress"
)

type config struct {
	entries  []*engine.Entry
	n, from  int
	seed     uint64
	workers  int
	hard     bool
	illegal  float64
	progress bool
}

// Main runs `parlor check` and returns the exit code: 0 every game passed,
// 1 a game failed, 2 a usage error.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("parlor check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 100000, "number of games")
	from := fs.Int("from", 0, "number of the first game (a failure names its number: -from N -n 1 replays it)")
	seed := fs.Uint64("seed", 1, "run seed")
	game := fs.String("game", "", "play only this game ("+strings.Join(games.Names(), ", ")+"); default: all, in turn")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	hard := fs.Bool("hard", false, "seat Hard and Expert computer players too (they think for seconds to minutes a game)")
	illegal := fs.Float64("illegal", 0.1, "chance per action to try illegal actions first")
	prog := fs.Bool("progress", false, "draw the progress bar even when stderr is not a terminal")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	cfg := &config{n: *n, from: *from, seed: *seed, workers: *workers, hard: *hard, illegal: *illegal, progress: *prog}
	if err := cfg.check(fs, *game); err != nil {
		fmt.Fprintf(stderr, "parlor check: %v\n", err)
		return 2
	}
	// The run's heap is small and short-lived; collecting less often saves
	// a quarter of its time.
	debug.SetGCPercent(400)
	start := time.Now()
	sum := run(cfg, stderr)
	sum.print(stdout, cfg, time.Since(start))
	if sum.failed > 0 {
		return 1
	}
	return 0
}

func (c *config) check(fs *flag.FlagSet, game string) error {
	switch {
	case fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case c.n < 1 || c.n > 100_000_000:
		return fmt.Errorf("-n: want 1 to 100000000 games, got %d", c.n)
	case c.from < 0:
		return fmt.Errorf("-from: want 0 or more, got %d", c.from)
	case c.workers < 1 || c.workers > 1024:
		return fmt.Errorf("-workers: want 1 to 1024, got %d", c.workers)
	case !(c.illegal >= 0 && c.illegal <= 1):
		return fmt.Errorf("-illegal: want a chance from 0 to 1, got %v", c.illegal)
	}
	c.workers = min(c.workers, c.n)
	if game == "" {
		c.entries = games.All()
		return nil
	}
	e, ok := games.Lookup(strings.ToLower(strings.TrimSpace(game)))
	if !ok {
		return fmt.Errorf("unknown game %q (known: %s)", game, strings.Join(games.Names(), ", "))
	}
	c.entries = []*engine.Entry{e}
	return nil
}

// plan returns game i's game, seed and options: everything follows from the
// run's seed and i, so one game can be replayed alone.
func (c *config) plan(i int) (*engine.Entry, uint64, conform.Options) {
	e := c.entries[i%len(c.entries)]
	seed := engine.GameSeed(c.seed, i)
	rng := rand.New(rand.NewPCG(seed, 0xC4EC))
	o := conform.Options{Settings: engine.Settings{}, Illegal: c.illegal,
		Seats: e.MinSeats + rng.IntN(e.MaxSeats-e.MinSeats+1)}
	for _, op := range e.Options {
		o.Settings[op.Key] = op.Choices[rng.IntN(len(op.Choices))].Value
	}
	var levels []engine.Level
	for _, l := range e.Levels {
		if l < engine.Hard || c.hard {
			levels = append(levels, l)
		}
	}
	switch {
	case e.RealTime && len(levels) > 0:
		// Seat 0 presses at random (illegal presses among them), the others
		// are computer players: random presses alone may never end a Spit
		// game, as nobody races for the smaller pile. Even with a computer
		// opponent, a seat that presses fifteen times a second but picks
		// piles blindly can keep a Spit game going past the hour (a walk of
		// won and lost rounds): no rule is broken, so such a game may stop
		// unfinished ("ended" counts those that ended).
		o.Bots = map[int]engine.Level{}
		for s := 1; s < o.Seats; s++ {
			o.Bots[s] = levels[rng.IntN(len(levels))]
		}
		o.CloneEvery = 1000 // presses come every few ticks
		o.Unfinished = true
		// One game in eight hammers (a press every 4 ticks); the others
		// press at a person's pace. A hammering seat that wrong-slaps keeps
		// SpeedOh's turn (D10) and plays the whole 30 minutes, so it costs
		// a hundred times a paced game and is kept to a share of the run.
		o.PressEvery = 4
		if rng.IntN(8) > 0 {
			o.PressEvery = []int{15, 30, 60}[rng.IntN(3)]
		}
	case rng.IntN(2) == 1 && len(levels) > 0:
		o.Bots = map[int]engine.Level{}
		for s := range o.Seats {
			if rng.IntN(3) > 0 {
				o.Bots[s] = levels[rng.IntN(len(levels))]
			}
		}
	}
	o.MaxTicks = e.MaxTicks
	return e, seed, o
}

// tally is one game name's totals.
type tally struct {
	games, ended, failed int
	actions, illegal     int64
	checks               int64
	ticks                int64
}

type summary struct {
	by     map[string]*tally
	failed int
}

type result struct {
	i    int
	name string
	rep  conform.Report
	err  error
}

func run(c *config, stderr io.Writer) *summary {
	jobs := make(chan int)
	done := make(chan result)
	var wg sync.WaitGroup
	for range c.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				e, seed, o := c.plan(i)
				rep, err := conform.Play(e, seed, o)
				done <- result{i: i, name: e.Name, rep: rep, err: err}
			}
		}()
	}
	go func() {
		for i := c.from; i < c.from+c.n; i++ {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	sum := &summary{by: map[string]*tally{}}
	bar := progress.New(stderr, c.n, c.progress)
	for r := range done {
		t := sum.by[r.name]
		if t == nil {
			t = &tally{}
			sum.by[r.name] = t
		}
		t.games++
		t.actions += int64(r.rep.Actions)
		t.illegal += int64(r.rep.Illegal)
		t.checks += int64(r.rep.Checks)
		t.ticks += r.rep.Ticks
		if r.rep.Ended {
			t.ended++
		}
		if r.err != nil {
			t.failed++
			sum.failed++
			bar.Clear()
			fmt.Fprintf(stderr, "parlor check: game %d failed (replay it alone: parlor check -seed %d -from %d -n 1%s): %v\n",
				r.i, c.seed, r.i, gameFlag(c), r.err)
		}
		bar.Step()
	}
	bar.Finish()
	return sum
}

func gameFlag(c *config) string {
	if len(c.entries) == 1 {
		return " -game " + c.entries[0].Name
	}
	return ""
}

func (s *summary) print(w io.Writer, c *config, elapsed time.Duration) {
	var all tally
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "game\tgames\tended\tactions\tillegal tried\tchecks\tfailed\t")
	for _, e := range c.entries {
		t := s.by[e.Name]
		if t == nil {
			continue
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t\n", e.Name, t.games, t.ended, t.actions, t.illegal, t.checks, t.failed)
		all.games += t.games
		all.ended += t.ended
		all.actions += t.actions
		all.illegal += t.illegal
		all.checks += t.checks
		all.failed += t.failed
	}
	fmt.Fprintf(tw, "all\t%d\t%d\t%d\t%d\t%d\t%d\t\n", all.games, all.ended, all.actions, all.illegal, all.checks, all.failed)
	tw.Flush()
	fmt.Fprintf(w, "%d games, %d actions, %d checks, %d failures in %.1fs (seed %d, games %d to %d, %d workers)\n",
		all.games, all.actions, all.checks, all.failed, elapsed.Seconds(), c.seed, c.from, c.from+c.n-1, c.workers)
}
