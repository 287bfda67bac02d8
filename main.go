// Command parlor is a desktop collection of five card games.
//
//	parlor                      open the window and play
//	parlor FILE.jsonl           open the window and watch a game record
//	parlor -measure 30s         run the menu for 30 s and print frame figures
//	parlor -measure-starts 50   start and leave 50 tables, print memory figures
//	parlor sim -game G ...      bot-vs-bot games without a window
//	parlor verify FILE...       replay game records and check every outcome
//	parlor export [-dir D]      write the History's games as .jsonl records
//	parlor import FILE...       add record files to the History
//	parlor check [-n 100000]    random play of every game, checked after every action
//	parlor -version             print the version
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/datadir"
	"parlor/game/perf"
	"parlor/game/records"
	"parlor/game/sound"
	"parlor/game/version"
	"parlor/rules/check"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/replay"
	"parlor/rules/sim"
	"parlor/scenes"
	"parlor/scenes/tables"
)

func main() {
	start := time.Now()
	// A child started to probe the audio device does only that and exits.
	sound.RunProbeIfAsked()
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "help", "-h", "-help", "--help":
			usage()
			return
		case "version", "-version", "--version":
			fmt.Println("Parlor", version.String())
			return
		case "sim":
			os.Exit(sim.Main(os.Args[2:], os.Stdout, os.Stderr))
		case "verify":
			os.Exit(replay.Main(os.Args[2:], os.Stdout, os.Stderr))
		case "check":
			os.Exit(check.Main(os.Args[2:], os.Stdout, os.Stderr))
		case "export", "import":
			os.Exit(runRecords(os.Args[1], os.Args[2:]))
		}
	}
	fs := flag.NewFlagSet("parlor", flag.ExitOnError)
	fs.Usage = usage
	measure := fs.Duration("measure", 0, "run the menu this long, then write frame and memory figures and quit")
	out := fs.String("measure-out", "-", "where -measure writes its JSON (- for standard output)")
	var pf perf.Flags
	fs.BoolVar(&pf.Blank, "measure-blank", false, "with -measure: measure an empty felt screen instead of the menu (this machine's ceiling)")
	fs.StringVar(&pf.Table, "measure-table", "", "with -measure: measure a new table of this game, idle, instead of the menu")
	fs.DurationVar(&pf.Warmup, "measure-warmup", 0, "with -measure: open the measured window this long after the first frame")
	fs.IntVar(&pf.Starts, "measure-starts", 0, "start and leave this many tables, then write memory figures and quit")
	server := fs.String("server", "", "play online on this server (host:port) instead of the one in Settings")
	fs.Parse(os.Args[1:])
	var watch *record.Record
	var refused error // why the record file given cannot be watched: said in the window
	switch {
	case fs.NArg() == 1 && strings.HasSuffix(fs.Arg(0), ".jsonl"):
		watch, refused = readRecord(fs.Arg(0))
		if refused != nil {
			fmt.Fprintf(os.Stderr, "parlor: %s: %v\n", fs.Arg(0), refused)
		}
	case fs.NArg() > 0:
		fmt.Fprintf(os.Stderr, "parlor: unknown command %q\n", fs.Arg(0))
		usage()
		os.Exit(2)
	}
	pf.Measure = *measure
	if err := pf.Check(games.Names()); err != nil {
		fmt.Fprintln(os.Stderr, "parlor:", err)
		os.Exit(2)
	}
	app, err := tables.App()
	if err != nil {
		fmt.Fprintln(os.Stderr, "parlor:", err)
		os.Exit(1)
	}
	tables.DeclareKeys()
	err = game.Run(game.Options{
		Start:         start,
		Summarize:     summarize,
		Server:        *server,
		Measure:       *measure,
		MeasureWarmup: pf.Warmup,
		Out:           *out,
		NewSound: func(on bool, vol float64) game.Sounder {
			return sound.New(on, vol)
		},
		First: func(ctx *game.Context) game.Scene {
			if pf.Blank {
				return scenes.Blank{}
			}
			if s := pf.First(ctx, games.Names(), startTable(app), app.Home, *out); s != nil {
				return s
			}
			menu := scenes.NewMenu(ctx, app)
			switch {
			case refused != nil:
				scenes.RefuseRecord(ctx, filepath.Base(fs.Arg(0)), refused)
			case watch != nil:
				scenes.WatchRecord(ctx, app, filepath.Base(fs.Arg(0)), watch)
			}
			return menu
		},
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "parlor:", err)
		os.Exit(1)
	}
}

// startTable starts new tables for the measured runs the way the menu's
// setup screen does (Setup.begin): its choices as remembered, a new deal
// that replaces any saved game, only the seed fixed so runs repeat.
func startTable(app *scenes.App) perf.StartFunc {
	return func(ctx *game.Context, name string, seed uint64) (game.Scene, error) {
		e, ok := app.Game(name)
		if !ok {
			return nil, fmt.Errorf("no table for %q", name)
		}
		c := scenes.NewSetup(ctx, app, e).Choice()
		c.Seed = seed
		return app.Start(ctx, e, c)
	}
}

// readRecord reads and verifies the game record at path, so a record that
// cannot be watched is refused with the reason (scenes.RecordProblem
// words it in the window) before its table opens.
func readRecord(path string) (*record.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		return nil, err
	}
	e, ok := games.Lookup(rec.Header.Game)
	if !ok {
		return nil, fmt.Errorf("it is a record of %q, a game Parlor does not have", rec.Header.Game)
	}
	if err := e.Verify(rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// runRecords runs `parlor export` or `parlor import` on the player's games.
func runRecords(cmd string, args []string) int {
	dir, err := datadir.Dir()
	if err != nil {
		fmt.Fprintln(os.Stderr, "parlor:", err)
		return 1
	}
	return records.Main(cmd, args, dir, checkRecord, os.Stdout, os.Stderr)
}

// checkRecord verifies a record against its game's rules and says who
// won, for a record file imported into the History.
func checkRecord(rec *record.Record) (string, error) {
	e, ok := games.Lookup(rec.Header.Game)
	if !ok {
		return "", fmt.Errorf("a record of %q, a game this program does not have", rec.Header.Game)
	}
	m, err := e.Resume(rec)
	if err != nil {
		return "", fmt.Errorf("it does not check out: %w", err)
	}
	if !m.Over() {
		return "", errors.New("the game is not finished")
	}
	return game.Summary(tableSeats(rec.Header), m.Winners()), nil
}

// tableSeats are h's seats as its game's table names them: the History's
// line of a record that leaves its computer players unnamed (parlor
// sim's "Seat 0") says who won as watching it shows them.
func tableSeats(h record.Header) []record.Seat {
	app, err := tables.App()
	if err != nil {
		return h.Seats
	}
	return app.Seats(h)
}

// summarize says who won a finished game of an earlier version that the
// store imports, and the share of the person at seat 0.
func summarize(rec *record.Record) (string, float64, bool) {
	e, ok := games.Lookup(rec.Header.Game)
	if !ok {
		return "", 0, false
	}
	m, err := e.Resume(rec)
	if err != nil || !m.Over() {
		return "", 0, false
	}
	share := 0.0
	if t := m.Tally(); len(t.Seats) > 0 {
		share = t.Seats[0].Win
	}
	return game.Summary(tableSeats(rec.Header), m.Winners()), share, true
}

func usage() {
	fmt.Fprint(os.Stderr, `usage:
  parlor                          open the window and play
  parlor FILE.jsonl               open the window and watch a game record
  parlor -version                 print the version
  parlor -measure 30s [-measure-out FILE] [-measure-blank]
                                  run the menu's deal animation and report fps,
                                  fps while it moves (moving_fps: its rests
                                  between deals left out), p99 frame time,
                                  first-frame time and memory
                                  (-measure-blank: an empty felt screen, the
                                  ceiling of this machine's graphics)
  parlor -measure 20s -measure-table G [-measure-warmup 5s] [-measure-out FILE]
                                  open a new table of game G (its record
                                  name, e.g. speedrun) with a fixed deal,
                                  as the setup starts it, leave it idle, and
                                  report its CPU use (cpu_pct, % of one core)
                                  and the frames it still draws, over the
                                  -measure window, opened -measure-warmup
                                  after the first frame; at a Spit or SpeedOh
                                  table whose computers play, moving_fps is
                                  its frame rate while cards move (frames
                                  that changed nothing left out)
  parlor -measure-starts N [-measure-out FILE]
                                  start and leave N tables (N >= 5, every
                                  game in turn, the menu between them), then
                                  report resident memory after each game was
                                  played once and after all N
  parlor sim -game G [flags]      bot-vs-bot games without a window
  parlor sim -game G -pair A,B[,C] [-vs L,...] [flags]
                                  the same deals played with each of A, B...
                                  at seat 0 (levels or omniscient), paired
                                  means with 95% intervals (docs/strength.md)
  parlor verify FILE...           replay records and check every outcome
  parlor export [-dir D]          write every finished game of the History
                                  to folder D (default here) as .jsonl records
  parlor import FILE.jsonl...     add finished games' records to the History
  parlor check [-n N] [-game G]   play N seeded random games (default 100000)
                                  of every game, checking every rule after
                                  every action; prints a summary
`)
}
