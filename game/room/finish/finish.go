// Package finish runs online tables whose people behave as strangers do:
// some play on, some drop and come back minutes later, some go idle, some
// quit. It measures what share of the tables end with the record reaching
// everyone still there (issue 35: games finish). The tables are the
// server's own (room.Room, the code each Nakama match holds), driven on a
// counted clock instead of the wall's, and the people are headless
// clients (session.Remote) that reach them without a network: a table of
// a 300 s drop takes no 300 s.
package finish

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/games"
)

// Config is a run: how many tables, from which seed, each given at most
// Limit of the table's time to finish.
type Config struct {
	Tables int
	Seed   uint64
	Clock  string // the tables' turn clock
	Limit  time.Duration
}

// Result is what became of the tables.
type Result struct {
	Tables, Finished int
	// ByGame counts the tables, and those finished, per game.
	ByGame map[string][2]int
	// Behaviours counts the people by what they did.
	Behaviours map[string]int
	// Failures say how the first few tables that did not finish stood.
	Failures []string
	// Played is the table time the run covered.
	Played time.Duration
}

// Share is the share of tables that finished.
func (r Result) Share() float64 {
	if r.Tables == 0 {
		return 0
	}
	return float64(r.Finished) / float64(r.Tables)
}

// rate is a real-time table's tick rate, its game's clock; a
// turn-based table ticks at turnRate (build/serve --turn-rate), which
// changes nothing of its pace, its clock or its people's behaviour, all
// counted in time.
const (
	rate     = 60
	turnRate = 10
)

// Run plays the run's tables, on every core; each decision is counted,
// so a seed gives the same run on any machine.
func Run(c Config) (Result, error) {
	session.Inline(true)
	all := games.All()
	outs := make([]outcome, c.Tables)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				outs[i] = play(all[i%len(all)], c, i)
			}
		}()
	}
	for i := range c.Tables {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	res := Result{ByGame: map[string][2]int{}, Behaviours: map[string]int{}}
	for i, o := range outs {
		if o.err != nil {
			return res, o.err
		}
		res.add(all[i%len(all)].Name, i, o)
	}
	return res, nil
}

// outcome is one table's end.
type outcome struct {
	ok    bool
	why   string
	kinds []string
	ticks int64
	err   error
}

// play plays table i of game e.
func play(e *engine.Entry, c Config, i int) outcome {
	rng := rand.New(rand.NewPCG(c.Seed, uint64(i)))
	t, err := newTable(e, c, rng, i)
	if err != nil {
		return outcome{err: err}
	}
	ok, why := t.run()
	o := outcome{ok: ok, why: why, ticks: t.ticks * rate / int64(t.rate)}
	for _, p := range t.people {
		o.kinds = append(o.kinds, p.kind)
	}
	return o
}

// add counts table i's outcome.
func (r *Result) add(game string, i int, o outcome) {
	r.Tables++
	g := r.ByGame[game]
	g[0]++
	if o.ok {
		r.Finished++
		g[1]++
	} else if len(r.Failures) < 10 {
		r.Failures = append(r.Failures, fmt.Sprintf("table %d (%s): %s", i, game, o.why))
	}
	r.ByGame[game] = g
	for _, k := range o.kinds {
		r.Behaviours[k]++
	}
	r.Played += time.Duration(o.ticks) * time.Second / rate
}
