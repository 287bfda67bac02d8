// Command finishing measures whether online tables finish among
// strangers (issue 35): it plays tables of the five games, in turn, whose
// headless people drop for 5-300 s and come back, go idle for a while or
// for good, or quit, on the server's own table code and a counted clock,
// and prints the share that ended with the record reaching everyone still
// at the table.
//
//	go run ./build/finishing -tables 1000
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"parlor/game/room"
	"parlor/game/room/finish"
)

func main() {
	tables := flag.Int("tables", 1000, "how many tables")
	seed := flag.Uint64("seed", 20261203, "the run's seed")
	clock := flag.String("clock", room.ClockTimed, "the tables' turn clock: off, relaxed or timed")
	limit := flag.Duration("limit", 4*time.Hour, "the longest a table may take, in its own time")
	flag.Parse()
	if *clock == "off" {
		*clock = room.ClockOff
	}
	start := time.Now()
	res, err := finish.Run(finish.Config{Tables: *tables, Seed: *seed, Clock: *clock, Limit: *limit})
	if err != nil {
		fmt.Fprintln(os.Stderr, "finishing:", err)
		os.Exit(1)
	}
	fmt.Printf("seed %d, clock %q: %d of %d tables finished with the record for everyone still there (%.1f%%)\n",
		*seed, *clock, res.Finished, res.Tables, 100*res.Share())
	names := make([]string, 0, len(res.ByGame))
	for g := range res.ByGame {
		names = append(names, g)
	}
	slices.Sort(names)
	for _, g := range names {
		fmt.Printf("  %-11s %d of %d\n", g, res.ByGame[g][1], res.ByGame[g][0])
	}
	for b, n := range res.Behaviours {
		fmt.Printf("  people who %s: %d\n", b, n)
	}
	for _, f := range res.Failures {
		fmt.Println("  not finished:", f)
	}
	fmt.Printf("%v of table time played in %v\n", res.Played.Round(time.Minute), time.Since(start).Round(time.Second))
}
