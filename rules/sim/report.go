package sim

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"parlor/rules/engine"
)

// summary holds the running totals of a run: a row of sums per seat, never
// a result per game.
type summary struct {
	games, units int
	win          []float64
	sole, shared []int
	score        []float64
	stats        [][]int
}

func newSummary(cfg *config) *summary {
	n := len(cfg.levels)
	s := &summary{win: make([]float64, n), sole: make([]int, n), shared: make([]int, n),
		score: make([]float64, n), stats: make([][]int, n)}
	for i := range s.stats {
		s.stats[i] = make([]int, len(cfg.game.Columns))
	}
	return s
}

// add folds one game's tally in.
func (s *summary) add(t engine.Tally) {
	if len(t.Seats) != len(s.win) {
		return
	}
	s.games++
	s.units += t.Units
	for i, so := range t.Seats {
		s.win[i] += so.Win
		switch {
		case so.Win == 1:
			s.sole[i]++
		case so.Win > 0:
			s.shared[i]++
		}
		s.score[i] += so.Score
		for k := range s.stats[i] {
			if k < len(so.Stats) {
				s.stats[i][k] += so.Stats[k]
			}
		}
	}
}

// print writes the table: one row per seat, then the seats pooled by
// computer player when a level sits more than once.
func (s *summary) print(w io.Writer, cfg *config, elapsed time.Duration) {
	g := cfg.game
	seats := len(cfg.levels)
	played := fmt.Sprintf("%d games", s.games)
	if s.units > 0 { // a real-time race without hands reports none
		played += fmt.Sprintf(", %d %ss", s.units, g.Unit)
	}
	fmt.Fprintf(w, "%s: %s, seed %d, %d workers, %.1fs, %.2f games/s\n",
		g.Name, played, cfg.seed, cfg.workers, elapsed.Seconds(), float64(s.games)/max(elapsed.Seconds(), 1e-9))
	if opts := settingsLine(g, cfg.settings); opts != "" {
		fmt.Fprintln(w, "options: "+opts)
	}
	fmt.Fprintln(w, "wins: a shared victory (G4) counts 1/k to each of the k winners; sole and shared count the games")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	scoreCol, div := "score/game", float64(s.games)
	if g.ScorePerUnit {
		scoreCol, div = "score/"+g.Unit, float64(s.units)
	}
	if g.LowerIsBetter {
		scoreCol += " (lower better)"
	}
	head := []string{"seat", "bot", "wins", "win%", "sole", "shared", scoreCol}
	head = append(head, g.Columns...)
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for i := 0; i < seats; i++ {
		row := []string{
			fmt.Sprint(i), cfg.levels[i].String(), fmt.Sprintf("%.2f", s.win[i]),
			fmt.Sprintf("%.1f", 100*s.win[i]/max(float64(s.games), 1)),
			fmt.Sprint(s.sole[i]), fmt.Sprint(s.shared[i]),
			fmt.Sprintf("%.3f", s.score[i]/max(div, 1)),
		}
		for _, x := range s.stats[i] {
			row = append(row, fmt.Sprint(x))
		}
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	tw.Flush()
	var order []engine.Level
	seen := map[engine.Level]int{}
	for _, b := range cfg.levels {
		if seen[b] == 0 {
			order = append(order, b)
		}
		seen[b]++
	}
	if len(order) == len(cfg.levels) {
		return
	}
	fmt.Fprintln(w, "by bot (seats pooled):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tseats\twins/seat\t"+scoreCol+"\t")
	for _, b := range order {
		var wsum, ssum float64
		for i, x := range cfg.levels {
			if x == b {
				wsum += s.win[i]
				ssum += s.score[i]
			}
		}
		k := float64(seen[b])
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.3f\t\n", b, seen[b], wsum/k, ssum/k/max(div, 1))
	}
	tw.Flush()
}

// settingsLine lists the options that differ from the standard game.
func settingsLine(g *engine.Entry, st engine.Settings) string {
	var parts []string
	for _, o := range g.Options {
		if v := st.Get(o); v != o.Default {
			parts = append(parts, o.Key+"="+v)
		}
	}
	return strings.Join(parts, " ")
}
