// Package perf drives the app through the measured runs that build/perf
// reports besides the menu's frame rate: a table left idle
// (-measure-table, whose CPU figure the shell's -measure meter takes) and
// many tables started and left (-measure-starts, whose memory figures this
// package takes). It knows no game: main passes a StartFunc that opens a
// table the way the menu's setup screen does.
package perf

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/canvas"

	"github.com/hajimehoshi/ebiten/v2"
)

// StartFunc returns a new table of the game with the record name, set up
// as the menu's setup screen would start it, dealt from seed.
type StartFunc func(ctx *game.Context, name string, seed uint64) (game.Scene, error)

// Seed deals the idle table: a fixed deal, so every run idles at the same
// position.
const Seed = 1

// MaxStarts bounds -measure-starts: a run of this many already takes the
// best part of an hour.
const MaxStarts = 1000

// Flags are the measured-run flags of the parlor command.
type Flags struct {
	Measure time.Duration // -measure
	Warmup  time.Duration // -measure-warmup
	Blank   bool          // -measure-blank
	Table   string        // -measure-table
	Starts  int           // -measure-starts
}

// Check refuses values and combinations that would measure nothing or
// something else than asked; games are the record names a table may be.
func (f Flags) Check(games []string) error {
	switch {
	case f.Measure < 0:
		return fmt.Errorf("-measure must be a positive duration such as 30s (got %v)", f.Measure)
	case f.Warmup < 0:
		return fmt.Errorf("-measure-warmup must not be negative (got %v)", f.Warmup)
	case f.Warmup > 0 && f.Measure == 0:
		return errors.New("-measure-warmup needs -measure D (it delays -measure's window)")
	case f.Blank && f.Measure == 0:
		return errors.New("-measure-blank needs -measure D")
	case f.Table != "" && !slices.Contains(games, f.Table):
		return fmt.Errorf("-measure-table: no game %q (one of: %s)", f.Table, strings.Join(games, ", "))
	case f.Table != "" && f.Measure == 0:
		return errors.New("-measure-table needs -measure D: how long to measure the idle table")
	case f.Table != "" && f.Blank:
		return errors.New("-measure-table and -measure-blank measure different screens: give one")
	case f.Starts < 0 || f.Starts > MaxStarts:
		return fmt.Errorf("-measure-starts must be between %d and %d (got %d)", len(games), MaxStarts, f.Starts)
	case f.Starts > 0 && f.Starts < len(games):
		return fmt.Errorf("-measure-starts must be at least %d, so that every game is started once (got %d)", len(games), f.Starts)
	case f.Starts > 0 && (f.Measure != 0 || f.Table != "" || f.Blank):
		return errors.New("-measure-starts runs on its own: it ends when the starts are done, without -measure, -measure-table or -measure-blank")
	}
	return nil
}

// First returns the first scene of the measured run f asks for, or nil
// when the app's usual first scene (or -measure-blank's) is wanted.
// home is the main menu, shown between tables as a player would see it.
func (f Flags) First(ctx *game.Context, games []string, start StartFunc, home func(*game.Context) game.Scene, out string) game.Scene {
	switch {
	case f.Table != "":
		sc, err := start(ctx, f.Table, Seed)
		if err != nil {
			return failed{fmt.Errorf("-measure-table %s: %w", f.Table, err)}
		}
		return sc
	case f.Starts > 0:
		return NewStarts(f.Starts, games, start, home, out)
	}
	return nil
}

// failed is a scene that ends the run with its error (the first scene
// cannot return one).
type failed struct{ err error }

func (f failed) Update(*game.Context) error { return f.err }
func (failed) Draw(*canvas.Canvas)          {}

// How long each step of a -measure-starts run lasts, in ticks (60 a
// second). A table stays long enough to deal and draw its cards; the
// driver waits a few ticks after each leave so the images a table let go
// of are really gone before memory is read.
const (
	TableTicks  = 60
	MenuTicks   = 20
	SettleTicks = 10
)

// Sample is the memory after a number of tables were started and left,
// read after a forced collection that also hands freed pages back to the
// OS (debug.FreeOSMemory), so only what is still held counts.
type Sample struct {
	Starts int     `json:"starts"`
	Game   string  `json:"game"`    // the game of the last table left
	RSSMB  float64 `json:"rss_mb"`  // VmRSS: Go heap, GL textures (llvmpipe keeps them in this process), code
	HeapMB float64 `json:"heap_mb"` // live Go heap (HeapAlloc)
	// GPUMB is what Ebitengine's images hold on the GPU (its atlas pages
	// and own textures): what RSS holds beyond the heap under llvmpipe.
	GPUMB float64 `json:"gpu_mb"`
}

// Result is what a -measure-starts run writes. The figures scripts read
// are flat keys; Series has every sample.
type Result struct {
	Starts      int      `json:"starts"`
	Games       []string `json:"games"`
	TableTicks  int      `json:"table_ticks"`
	Seconds     float64  `json:"seconds"`
	StartRSSMB  float64  `json:"start_rss_mb"`   // before the first table
	OnceRSSMB   float64  `json:"once_rss_mb"`    // after each game's first table was left
	AllRSSMB    float64  `json:"all_rss_mb"`     // after every start
	RSSGrowth   float64  `json:"rss_growth_pct"` // all vs once
	StartHeapMB float64  `json:"start_heap_mb"`
	OnceHeapMB  float64  `json:"once_heap_mb"`
	AllHeapMB   float64  `json:"all_heap_mb"`
	HeapGrowth  float64  `json:"heap_growth_pct"`
	Series      []Sample `json:"series"` // after each start, in order
}

// Starts is the first scene of a -measure-starts run: it shows the menu,
// starts the next game's table (the games in turn), leaves it after
// TableTicks the way the pause menu's "Menu" does (the whole stack
// reset), and reads memory; after n tables it writes a Result and quits.
type Starts struct {
	n     int
	games []string
	start StartFunc
	home  func(*game.Context) game.Scene
	out   string

	began  time.Time
	base   Sample
	done   int  // tables started
	menu   bool // the menu was shown before the next table
	left   bool // a table was just left: read memory once settled
	wait   int  // ticks to wait before the next step
	series []Sample
}

// NewStarts returns the driver of a run of n starts over games.
func NewStarts(n int, games []string, start StartFunc, home func(*game.Context) game.Scene, out string) *Starts {
	return &Starts{n: n, games: games, start: start, home: home, out: out, wait: SettleTicks}
}

// Name implements game.Named (traces).
func (d *Starts) Name() string { return "measure-starts" }

// Draw implements game.Scene: the felt the shell paints is enough.
func (d *Starts) Draw(*canvas.Canvas) {}

// Update implements game.Scene.
func (d *Starts) Update(ctx *game.Context) error {
	if d.wait > 0 {
		d.wait--
		return nil
	}
	if d.began.IsZero() {
		d.began = time.Now()
		d.base = sample(0, "")
	}
	if d.left {
		d.left = false
		d.series = append(d.series, sample(d.done, d.games[(d.done-1)%len(d.games)]))
		if d.done == d.n {
			if err := d.write(); err != nil {
				return err
			}
			ctx.Quit()
			return nil
		}
	}
	if !d.menu {
		d.menu = true
		ctx.Reset(&visit{Scene: d.home(ctx), ticks: MenuTicks, back: d})
		return nil
	}
	d.menu = false
	name := d.games[d.done%len(d.games)]
	sc, err := d.start(ctx, name, uint64(d.done+1))
	if err != nil {
		return fmt.Errorf("-measure-starts: start %d (%s): %w", d.done+1, name, err)
	}
	d.done++
	ctx.Reset(&visit{Scene: sc, ticks: TableTicks, back: d, table: true})
	return nil
}

// Result returns the figures so far (all of them once the run is done).
func (d *Starts) Result() Result {
	r := Result{Starts: d.done, Games: d.games, TableTicks: TableTicks, Series: d.series,
		StartRSSMB: d.base.RSSMB, StartHeapMB: d.base.HeapMB}
	if !d.began.IsZero() {
		r.Seconds = time.Since(d.began).Seconds()
	}
	var once, all Sample
	if len(d.series) >= len(d.games) {
		once = d.series[len(d.games)-1]
	}
	if len(d.series) > 0 {
		all = d.series[len(d.series)-1]
	}
	r.OnceRSSMB, r.AllRSSMB, r.OnceHeapMB, r.AllHeapMB = once.RSSMB, all.RSSMB, once.HeapMB, all.HeapMB
	r.RSSGrowth = growth(once.RSSMB, all.RSSMB)
	r.HeapGrowth = growth(once.HeapMB, all.HeapMB)
	return r
}

func growth(from, to float64) float64 {
	if from <= 0 {
		return 0
	}
	return (to - from) / from * 100
}

func (d *Starts) write() error {
	b, _ := json.MarshalIndent(d.Result(), "", "  ")
	if d.out == "" || d.out == "-" {
		fmt.Println(string(b))
		return nil
	}
	if err := os.WriteFile(d.out, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("parlor: write -measure-starts: %w", err)
	}
	return nil
}

func sample(starts int, name string) Sample {
	debug.FreeOSMemory()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	rss, _ := game.Memory()
	var dbg ebiten.DebugInfo
	ebiten.ReadDebugInfo(&dbg)
	return Sample{Starts: starts, Game: name, RSSMB: rss, HeapMB: float64(ms.HeapAlloc) / (1 << 20),
		GPUMB: float64(dbg.TotalGPUImageMemoryUsageInBytes) / (1 << 20)}
}

// visit shows a scene for a number of ticks, then resets the stack to the
// driver, as leaving for the menu does: every scene on the stack leaves
// (game.Leaver), the table's overlays included. It passes on what the
// shell asks of the scene (still, covers, leave, name) so the scene runs
// as it would on its own.
type visit struct {
	game.Scene
	ticks int
	back  *Starts
	table bool
}

func (v *visit) Update(ctx *game.Context) error {
	if err := v.Scene.Update(ctx); err != nil {
		return err
	}
	v.ticks--
	if v.ticks <= 0 {
		v.back.wait, v.back.left = SettleTicks, v.table
		ctx.Reset(v.back)
	}
	return nil
}

func (v *visit) Still() bool {
	s, ok := v.Scene.(game.Still)
	return ok && s.Still()
}

func (v *visit) Covers() bool {
	c, ok := v.Scene.(game.Cover)
	return ok && c.Covers()
}

func (v *visit) Leave() {
	if l, ok := v.Scene.(game.Leaver); ok {
		l.Leave()
	}
}

func (v *visit) Enter(ctx *game.Context) {
	if e, ok := v.Scene.(game.Entered); ok {
		e.Enter(ctx)
	}
}

func (v *visit) Name() string {
	if n, ok := v.Scene.(game.Named); ok {
		return n.Name()
	}
	return "scene"
}
