package sim

import (
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
	"time"
)

// pairSummary holds a paired run: per side, seat 0's figure of every deal.
type pairSummary struct {
	deals int
	sides []sideSum
}

// sideSum is one side's seat-0 figures.
type sideSum struct {
	score, win series
	units      int
	times      timings
}

func newPairSummary(cfg *config) *pairSummary {
	return &pairSummary{sides: make([]sideSum, len(cfg.pair.sides))}
}

// add folds in one deal, every side's game of it; perUnit divides the
// score by the game's hands.
func (s *pairSummary) add(plays []sidePlay, perUnit bool) {
	s.deals++
	for k, sp := range plays {
		ss := &s.sides[k]
		seat := sp.tally.Seats[0]
		den := 1.0
		if perUnit {
			den = float64(sp.tally.Units)
		}
		ss.score.add(seat.Score, den)
		ss.win.add(seat.Win, 1)
		ss.units += sp.tally.Units
		for _, d := range sp.decisions {
			ss.times.add(d)
		}
	}
}

// of returns side k's series of the measure.
func (s *pairSummary) of(k int, measure string) *series {
	if measure == "win" {
		return &s.sides[k].win
	}
	return &s.sides[k].score
}

// print writes the sides' means with their intervals, the paired
// differences of the measure, the share of the Normal->omniscient gap
// when both are sides, and seat 0's time per decision.
func (s *pairSummary) print(w io.Writer, cfg *config, elapsed time.Duration) {
	g := cfg.game
	names := make([]string, len(cfg.pair.sides))
	for k, sd := range cfg.pair.sides {
		names[k] = sd.name
	}
	others := make([]string, len(cfg.levels)-1)
	for k, l := range cfg.levels[1:] {
		others[k] = l.String()
	}
	fmt.Fprintf(w, "%s: %d deals, each played with seat 0 %s; seats 1-%d %s; seed %d, %d workers, %.1fs\n",
		g.Name, s.deals, strings.Join(names, " / "), len(others), strings.Join(others, ","), cfg.seed, cfg.workers, elapsed.Seconds())
	if opts := settingsLine(g, cfg.settings); opts != "" {
		fmt.Fprintln(w, "options: "+opts)
	}
	fmt.Fprintln(w, "± is the half-width of a 95% interval over the deals (Student's t); differences pair the same deals")
	scoreCol := "score/game"
	if g.ScorePerUnit {
		scoreCol = "score/" + g.Unit
	}
	if g.LowerIsBetter {
		scoreCol += " (lower better)"
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "seat 0\tgames\t%ss\t%s\t±\twin share\t±\tdecisions\tp50 ms\tp95 ms\tmean ms\t\n", g.Unit, scoreCol)
	for k, name := range names {
		ss := &s.sides[k]
		sc, wn := ss.score, ss.win
		t := &ss.times
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%s\t%.3f\t%s\t%d\t%s\t%s\t%s\t\n", name, s.deals, ss.units,
			sc.mean(), num(halfWidth(sc.influence())), wn.mean(), num(halfWidth(wn.influence())),
			t.n, ms(t.quantile(0.5)), ms(t.quantile(0.95)), ms(t.total/time.Duration(max(t.n, 1))))
	}
	tw.Flush()
	fmt.Fprintln(w, "time: seat 0's choices among two or more actions, the thread's CPU time (the wall clock where it cannot be read)")
	s.printDiffs(w, names, cfg.pair.measure, scoreCol)
}

// printDiffs writes every later side minus every earlier one in the
// measure, and the gap shares.
func (s *pairSummary) printDiffs(w io.Writer, names []string, measure, scoreCol string) {
	label := scoreCol
	if measure == "win" {
		label = "win share"
	}
	fmt.Fprintf(w, "paired differences in %s:\n", label)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	for b := 1; b < len(names); b++ {
		for a := 0; a < b; a++ {
			d := diff(s.of(a, measure), s.of(b, measure))
			fmt.Fprintf(tw, "%s - %s\t%+.3f\t± %s\t\n", names[b], names[a], d.value, num(d.pm))
		}
	}
	tw.Flush()
	lo, hi := indexOf(names, "normal"), indexOf(names, Omniscient)
	if lo < 0 || hi < 0 {
		return
	}
	fmt.Fprintf(w, "share of the normal->omniscient gap in %s, (side - normal) / (omniscient - normal):\n", label)
	for k, name := range names {
		if k == lo || k == hi {
			continue
		}
		e := gapShare(s.of(lo, measure), s.of(k, measure), s.of(hi, measure))
		fmt.Fprintf(w, "  %s: %.0f%% ± %s%%\n", name, 100*e.value, num0(100*e.pm))
	}
}

func indexOf(names []string, want string) int {
	for k, n := range names {
		if n == want {
			return k
		}
	}
	return -1
}

// num prints an interval's half-width, "n/a" when there is none (one deal).
func num(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "n/a"
	}
	return fmt.Sprintf("%.3f", x)
}

func num0(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "n/a"
	}
	return fmt.Sprintf("%.0f", x)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/1e6) }
