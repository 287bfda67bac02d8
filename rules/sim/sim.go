// Package sim is the headless tournament runner behind `parlor sim`: it
// plays bot-vs-bot games of one registered game on several workers, shows
// progress on stderr, prints a summary table on stdout and writes one record
// per game when asked.
//
// Every game's seed is derived from -seed and the game's index (GameSeed),
// and results are summed in index order, so the same flags give the same
// summary and records whatever -workers is.
//
// Usage:
//
//	parlor sim -game speedrun -n 500 -seed 1 -bots hard,normal,normal -records DIR
//	           [-length short|medium|long] [-reveal] [-workers N] [-progress]
//	parlor sim -game speedoh -bots hard,easy,easy [-beginner] [-totem]
//
//	parlor sim -game spellcraft -bots hard,normal,normal,easy [-trump] [-nojokers] [-chips N]
//
// SpeedOh seats 2 to 6 players and Spellcraft 2 to 8: as many as -bots
// names (one name fills the game's default seats).
package sim

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"parlor/rules/speedoh"
	"parlor/rules/spellcraft"
)

// config is a parsed command line.
type config struct {
	game     *Game
	n        int
	seed     uint64
	bots     []string
	records  string
	opts     Options
	workers  int
	progress bool
}

// Main runs `parlor sim` with args (without the subcommand name) and
// returns the exit code: 0 done, 1 a game failed or a record could not be
// written, 2 a usage error.
func Main(args []string, stdout, stderr io.Writer) int {
	cfg, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "parlor sim: %v\n", err)
		return 2
	}
	if cfg.records != "" {
		if err := os.MkdirAll(cfg.records, 0o755); err != nil {
			fmt.Fprintf(stderr, "parlor sim: records: %v\n", err)
			return 1
		}
	}
	start := time.Now()
	results, failed := run(cfg, stderr)
	summarize(stdout, cfg, results, time.Since(start))
	if failed > 0 {
		fmt.Fprintf(stderr, "parlor sim: %d of %d games failed\n", failed, cfg.n)
		return 1
	}
	return 0
}

func parse(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("parlor sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "speedrun", "game to simulate: "+strings.Join(Games(), ", "))
	n := fs.Int("n", 100, "number of games")
	seed := fs.Uint64("seed", 1, "run seed; game i plays with a seed derived from it and i")
	bots := fs.String("bots", "", "comma-separated bot level per seat (one name fills every seat); default per game")
	records := fs.String("records", "", "write one record per game into this directory")
	length := fs.String("length", "", "Speed Run game length: short, medium or long (default short)")
	reveal := fs.Bool("reveal", false, "Speed Run: Contract Reveal variant")
	sheet := fs.String("sheet", "", "Stepping Stones scoresheet: starter or advanced (default starter)")
	redo := fs.Bool("redo", false, "Stepping Stones: the Redo variant")
	beginner := fs.Bool("beginner", false, "SpeedOh: the beginner deck (no Pattern Match cards)")
	totem := fs.Bool("totem", false, "SpeedOh: the Totem option (Last Slap Loses acts as First Slap Wins)")
	trump := fs.Bool("trump", false, "Spellcraft: the trump variant")
	noJokers := fs.Bool("nojokers", false, "Spellcraft: play without the jokers")
	chips := fs.Int("chips", 0, "Spellcraft: starting chips per player (default 20)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	progress := fs.Bool("progress", false, "draw the progress bar even when stderr is not a terminal")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, errors.New("bad flags (see the usage above)")
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	g, ok := registry[strings.ToLower(*game)]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %s)", *game, strings.Join(Games(), ", "))
	}
	if *n < 1 {
		return nil, fmt.Errorf("-n must be at least 1, got %d", *n)
	}
	if *workers < 1 {
		return nil, fmt.Errorf("-workers must be at least 1, got %d", *workers)
	}
	cfg := &config{game: g, n: *n, seed: *seed, records: *records, workers: min(*workers, *n), progress: *progress,
		opts: Options{Length: strings.ToLower(*length), Reveal: *reveal, Sheet: strings.ToLower(*sheet), Redo: *redo,
			Beginner: *beginner, Totem: *totem, Trump: *trump, NoJokers: *noJokers, Chips: *chips}}
	if (*beginner || *totem) && g.Name != speedoh.Game {
		return nil, fmt.Errorf("-beginner and -totem are SpeedOh options")
	}
	if (*trump || *noJokers || *chips != 0) && g.Name != spellcraft.GameName {
		return nil, fmt.Errorf("-trump, -nojokers and -chips are Spellcraft options")
	}
	if g.Check != nil {
		if err := g.Check(cfg.opts); err != nil {
			return nil, err
		}
	}
	cfg.bots = g.DefaultBots
	if *bots != "" {
		names := strings.Split(strings.ToLower(*bots), ",")
		if len(names) == 1 {
			for len(names) < len(g.DefaultBots) {
				names = append(names, names[0])
			}
		}
		switch {
		case g.MinSeats == 0 && len(names) != g.Seats:
			return nil, fmt.Errorf("-bots: %s has %d seats, got %d names", g.Name, g.Seats, len(names))
		case g.MinSeats > 0 && (len(names) < g.MinSeats || len(names) > g.Seats):
			return nil, fmt.Errorf("-bots: %s seats %d to %d players, got %d names", g.Name, g.MinSeats, g.Seats, len(names))
		}
		for i, nm := range names {
			names[i] = strings.TrimSpace(nm)
			if !contains(g.Bots, names[i]) {
				return nil, fmt.Errorf("-bots: unknown %s bot %q (known: %s)", g.Name, nm, strings.Join(g.Bots, ", "))
			}
		}
		cfg.bots = names
	}
	return cfg, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// result is one finished game.
type result struct {
	out Outcome
	err error
}

// run plays the games on cfg.workers goroutines and returns the results by
// game index and how many failed.
func run(cfg *config, stderr io.Writer) ([]result, int) {
	results := make([]result, cfg.n)
	jobs := make(chan int)
	done := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < cfg.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = playOne(cfg, i)
				done <- i
			}
		}()
	}
	go func() {
		for i := 0; i < cfg.n; i++ {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	p := newProgress(stderr, cfg.n, cfg.progress)
	failed := 0
	for i := range done {
		if results[i].err != nil {
			failed++
			p.clear()
			fmt.Fprintf(stderr, "parlor sim: game %d: %v\n", i+1, results[i].err)
		}
		p.step()
	}
	p.finish()
	return results, failed
}

// playOne plays game i and writes its record; a panic in a game is
// reported as that game's failure, never a crash of the run.
func playOne(cfg *config, i int) (r result) {
	defer func() {
		if p := recover(); p != nil {
			r = result{err: fmt.Errorf("internal error: %v", p)}
		}
	}()
	out, rec, err := cfg.game.Play(cfg.opts, GameSeed(cfg.seed, i), cfg.bots, cfg.records != "")
	if err != nil {
		return result{err: err}
	}
	if rec != nil && cfg.records != "" {
		name := filepath.Join(cfg.records, fmt.Sprintf("%s-%d-%d.jsonl", cfg.game.Name, cfg.seed, i+1))
		if err := writeRecord(name, rec); err != nil {
			return result{out: out, err: err}
		}
	}
	return result{out: out}
}

func writeRecord(name string, rec interface {
	WriteTo(io.Writer) (int64, error)
}) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if _, err := rec.WriteTo(f); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", name, err)
	}
	return f.Close()
}
