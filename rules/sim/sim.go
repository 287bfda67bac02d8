// Package sim is the headless tournament runner behind `parlor sim`: it
// plays computer-vs-computer games of one game from the list in
// rules/games on several workers, shows progress on stderr, prints a
// summary table on stdout and writes one record per game when asked.
//
// Every game's seed is derived from -seed and the game's index
// (engine.GameSeed), computer players are seeded from the game's seed
// (engine.BotSeed) and think on counted budgets, and results are summed in
// index order, so the same flags give the same summary and records
// whatever -workers is. The summary holds running totals, never a result
// per game, so -n is bounded only by patience.
//
// Usage:
//
//	parlor sim -game speedrun -n 500 -seed 1 -bots hard,normal,normal -records DIR
//	           [-workers N] [-progress] [game options]
//
// Every game's options are flags (-length, -reveal, -sheet, -redo, -short,
// -fourpiles, ...); each is refused for the games it does not belong to.
// SpeedOh seats 2 to 6 players and Spellcraft 2 to 8: as many as -bots
// names (one name fills the game's usual seats).
//
// A paired run measures seat 0's strength in a turn-based game:
//
//	parlor sim -game speedrun -pair normal,hard,omniscient -vs normal,normal -n 100 -seed 1
//	           [-players N] [-measure score|win] [game options]
//
// plays every deal once per player named by -pair in seat 0 (the same
// game seed; the other seats the -vs levels with the same bot seeds) and
// prints each side's mean with its 95% interval, the paired differences,
// the share of the Normal->omniscient gap when both are named, and seat
// 0's CPU time per decision. "omniscient" is Hard's search given the true
// hidden cards (omniscient.go), a measuring stick never offered to players.
package sim

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/progress"
	"parlor/rules/record"
)

// MaxGames bounds -n: a run that long would take years, so a larger value
// is a typing slip, refused with a message rather than started.
const MaxGames = 100_000_000

// config is a parsed command line.
type config struct {
	game     *engine.Entry
	n        int
	seed     uint64
	levels   []engine.Level
	settings engine.Settings
	records  string
	workers  int
	progress bool
	// pair, when set, is a paired run (-pair): levels[0] is then only a
	// placeholder for the side in seat 0.
	pair *pairing
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
		if err := writable(cfg.records); err != nil {
			fmt.Fprintf(stderr, "parlor sim: cannot write records into %s: %v\n", cfg.records, err)
			return 1
		}
	}
	start := time.Now()
	var failed int
	var stop error
	if cfg.pair != nil {
		var sum *pairSummary
		sum, failed, stop = runPairs(cfg, stderr)
		sum.print(stdout, cfg, time.Since(start))
	} else {
		var sum *summary
		sum, failed, stop = run(cfg, stderr)
		sum.print(stdout, cfg, time.Since(start))
	}
	if stop != nil {
		fmt.Fprintf(stderr, "parlor sim: stopped: %v\n", stop)
		return 1
	}
	if failed > 0 {
		fmt.Fprintf(stderr, "parlor sim: %d of %d games failed\n", failed, cfg.n)
		return 1
	}
	return 0
}

// writable makes dir if needed and proves a file can be written in it, so
// an unwritable directory stops the run before the first game.
func writable(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".parlor-sim-*")
	if err != nil {
		return err
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// optionFlags registers one flag per option key of every game. Toggles are
// bool flags; the rest take a value.
func optionFlags(fs *flag.FlagSet) map[string]*string {
	vals := map[string]*string{}
	for _, e := range games.All() {
		for _, o := range e.Options {
			if _, ok := vals[o.Key]; ok {
				continue
			}
			v := new(string)
			vals[o.Key] = v
			usage := fmt.Sprintf("%s: %s", e.Title, o.Usage)
			if o.IsToggle() {
				fs.BoolFunc(o.Key, usage, func(s string) error {
					switch s {
					case "true":
						*v = "on"
					case "false":
						*v = "off"
					default:
						return fmt.Errorf("want true or false, got %q", s)
					}
					return nil
				})
				continue
			}
			fs.StringVar(v, o.Key, "", usage)
		}
	}
	return vals
}

func parse(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("parlor sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "speedrun", "game to simulate: "+strings.Join(games.Names(), ", "))
	n := fs.Int("n", 100, "number of games")
	seed := fs.Uint64("seed", 1, "run seed; game i plays with a seed derived from it and i")
	bots := fs.String("bots", "", "comma-separated computer player level per seat (one name fills the usual seats); default per game")
	records := fs.String("records", "", "write one record per game into this directory")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	progress := fs.Bool("progress", false, "draw the progress bar even when stderr is not a terminal")
	var pf pairFlags
	fs.StringVar(&pf.pair, "pair", "", "play every deal once per seat-0 player named (2 to 4: levels or "+Omniscient+"), the other seats -vs, and compare them on the same deals")
	fs.StringVar(&pf.vs, "vs", "", "with -pair: the other seats' levels (one name fills them); default normal")
	fs.IntVar(&pf.players, "players", 0, "with -pair: how many players (Spellcraft seats 2 to 8); default the game's usual number")
	fs.StringVar(&pf.measure, "measure", "", "with -pair: compare by score or win (default: Spellcraft win, the others score)")
	optVals := optionFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, errors.New("bad flags (see the usage above)")
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	e, ok := games.Lookup(strings.ToLower(strings.TrimSpace(*game)))
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %s)", *game, strings.Join(games.Names(), ", "))
	}
	if *n < 1 || *n > MaxGames {
		return nil, fmt.Errorf("-n: want a number of games from 1 to %d, got %d", MaxGames, *n)
	}
	if *workers < 1 || *workers > 1024 {
		return nil, fmt.Errorf("-workers: want 1 to 1024, got %d", *workers)
	}
	cfg := &config{game: e, n: *n, seed: *seed, records: *records, workers: min(*workers, *n),
		progress: *progress, settings: engine.Settings{}}
	var optErr error
	fs.Visit(func(f *flag.Flag) {
		v, isOpt := optVals[f.Name]
		if !isOpt || optErr != nil {
			return
		}
		o, ok := e.Option(f.Name)
		if !ok {
			optErr = fmt.Errorf("-%s is not an option of %s (%s)", f.Name, e.Title, optionList(e))
			return
		}
		val := strings.ToLower(strings.TrimSpace(*v))
		if err := o.Check(val); err != nil {
			optErr = fmt.Errorf("-%v", err)
			return
		}
		cfg.settings[o.Key] = val
	})
	if optErr != nil {
		return nil, optErr
	}
	pair, levels, err := parsePair(e, pf, *bots)
	if err != nil {
		return nil, err
	}
	if pair != nil {
		if cfg.n > MaxPairs {
			return nil, fmt.Errorf("-n: with -pair want 1 to %d deals, got %d", MaxPairs, cfg.n)
		}
		cfg.pair, cfg.levels = pair, levels
		return cfg, nil
	}
	if cfg.levels, err = parseBots(e, *bots); err != nil {
		return nil, err
	}
	return cfg, nil
}

// optionList says which flags a game takes.
func optionList(e *engine.Entry) string {
	if len(e.Options) == 0 {
		return "it takes no options"
	}
	var fl []string
	for _, o := range e.Options {
		fl = append(fl, "-"+o.Key)
	}
	return "it takes " + strings.Join(fl, ", ")
}

func parseBots(e *engine.Entry, list string) ([]engine.Level, error) {
	if strings.TrimSpace(list) == "" {
		return slices.Clone(e.DefaultBots), nil
	}
	names := strings.Split(list, ",")
	if len(names) == 1 {
		for len(names) < e.Seats {
			names = append(names, names[0])
		}
	}
	if err := e.CheckSeats(len(names)); err != nil {
		return nil, fmt.Errorf("-bots: %v", err)
	}
	out := make([]engine.Level, len(names))
	for i, nm := range names {
		l, err := engine.ParseLevel(nm)
		if err != nil || !slices.Contains(e.Levels, l) {
			known := make([]string, len(e.Levels))
			for k, x := range e.Levels {
				known[k] = x.String()
			}
			return nil, fmt.Errorf("-bots: %s has no computer player %q (it has %s)", e.Title, strings.TrimSpace(nm), strings.Join(known, ", "))
		}
		out[i] = l
	}
	return out, nil
}

// result is one finished game.
type result struct {
	i     int
	tally engine.Tally
	err   error
	stop  error // records cannot be written: the run stops
}

// run plays the games on cfg.workers goroutines and folds their results
// into the summary in index order (ordered). It returns the summary, how many games failed and, if the run
// had to stop (a record could not be written), why.
func run(cfg *config, stderr io.Writer) (*summary, int, error) {
	sum := newSummary(cfg)
	p := progress.New(stderr, cfg.n, cfg.progress)
	failed := 0
	var stop error
	ordered(cfg.n, cfg.workers, func(i int) result { return playOne(cfg, i) }, func(r result) bool {
		if r.stop != nil && stop == nil {
			stop = r.stop
		}
		if r.err != nil {
			failed++
			p.Clear()
			fmt.Fprintf(stderr, "parlor sim: game %d: %v\n", r.i+1, r.err)
		}
		if r.err == nil && r.stop == nil {
			sum.add(r.tally)
		}
		if stop == nil {
			p.Step()
		}
		return stop == nil
	})
	p.Finish()
	return sum, failed, stop
}

// playOne plays game i and writes its record; a panic in a game is
// reported as that game's failure, never a crash of the run.
func playOne(cfg *config, i int) (r result) {
	r.i = i
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("internal error: %v", p)
		}
	}()
	e := cfg.game
	seed := engine.GameSeed(cfg.seed, i)
	seats := make([]record.Seat, len(cfg.levels))
	for s, l := range cfg.levels {
		seats[s] = record.Seat{Name: record.Unnamed(s), Kind: "bot", Bot: l.String()}
	}
	m, err := e.New(cfg.settings, seed, seats)
	if err != nil {
		r.err = err
		return r
	}
	if err := e.PlayBots(m, cfg.levels, seed); err != nil {
		r.err = err
		return r
	}
	r.tally = m.Tally()
	if cfg.records != "" {
		name := filepath.Join(cfg.records, fmt.Sprintf("%s-%d-%d.jsonl", e.Name, cfg.seed, i+1))
		if err := writeRecord(name, m.Record()); err != nil {
			r.stop = err
		}
	}
	return r
}

func writeRecord(name string, rec *record.Record) error {
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
