package sim

import (
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"
)

// progress draws a bar redrawn with \r on a terminal (or with -progress);
// elsewhere (logs, CI) it prints a line at every 10%.
type progress struct {
	w         io.Writer
	total     int
	done      int
	bar       bool
	nextTenth int
	start     time.Time
}

func newProgress(w io.Writer, total int, force bool) *progress {
	return &progress{w: w, total: total, bar: force || isTerminal(w), nextTenth: 1, start: time.Now()}
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (p *progress) step() {
	p.done++
	if p.bar {
		const width = 30
		fill := p.done * width / p.total
		rate := float64(p.done) / max(time.Since(p.start).Seconds(), 1e-9)
		fmt.Fprintf(p.w, "\r[%s%s] %d/%d %3d%% %.1f games/s", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
			p.done, p.total, p.done*100/p.total, rate)
		return
	}
	if tenth := p.done * 10 / p.total; tenth >= p.nextTenth {
		fmt.Fprintf(p.w, "%d/%d games (%d%%)\n", p.done, p.total, tenth*10)
		p.nextTenth = tenth + 1
	}
}

// clear wipes the bar so a message can be printed on a clean line.
func (p *progress) clear() {
	if p.bar {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 70))
	}
}

func (p *progress) finish() {
	if p.bar {
		fmt.Fprintln(p.w)
	}
}

// summarize prints the table: one row per seat, then the totals.
func summarize(w io.Writer, cfg *config, results []result, elapsed time.Duration) {
	g := cfg.game
	seats := len(cfg.bots)
	var (
		games, hands int
		win          = make([]float64, seats)
		sole         = make([]int, seats)
		shared       = make([]int, seats)
		score        = make([]float64, seats)
		stats        = make([][]int, seats)
	)
	for i := range stats {
		stats[i] = make([]int, len(g.Columns))
	}
	for _, r := range results {
		if r.err != nil || len(r.out.Seats) != seats {
			continue
		}
		games++
		hands += r.out.Hands
		for i, so := range r.out.Seats {
			win[i] += so.Win
			switch {
			case so.Win == 1:
				sole[i]++
			case so.Win > 0:
				shared[i]++
			}
			score[i] += so.Score
			for k := range stats[i] {
				if k < len(so.Stats) {
					stats[i][k] += so.Stats[k]
				}
			}
		}
	}
	played := fmt.Sprintf("%d games", games)
	if hands > 0 { // a real-time race without hands reports none
		played += fmt.Sprintf(", %d hands", hands)
	}
	fmt.Fprintf(w, "%s: %s, seed %d, %d workers, %.1fs, %.2f games/s\n",
		g.Name, played, cfg.seed, cfg.workers, elapsed.Seconds(), float64(games)/max(elapsed.Seconds(), 1e-9))
	fmt.Fprintln(w, "wins: a shared victory (G4) counts 1/k to each of the k winners; sole and shared count the games")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	scoreCol, div := "score/game", float64(games)
	if g.ScorePerHand {
		scoreCol, div = "score/hand", float64(hands)
	}
	if g.LowerIsBetter {
		scoreCol += " (lower better)"
	}
	head := []string{"seat", "bot", "wins", "win%", "sole", "shared", scoreCol}
	head = append(head, g.Columns...)
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for i := 0; i < seats; i++ {
		row := []string{
			fmt.Sprint(i), cfg.bots[i], fmt.Sprintf("%.2f", win[i]),
			fmt.Sprintf("%.1f", 100*win[i]/max(float64(games), 1)),
			fmt.Sprint(sole[i]), fmt.Sprint(shared[i]),
			fmt.Sprintf("%.3f", score[i]/max(div, 1)),
		}
		for _, s := range stats[i] {
			row = append(row, fmt.Sprint(s))
		}
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	tw.Flush()
	// Pooled per bot level, for tables seating a level more than once.
	var order []string
	seen := map[string]int{}
	for _, b := range cfg.bots {
		if seen[b] == 0 {
			order = append(order, b)
		}
		seen[b]++
	}
	if len(order) == len(cfg.bots) {
		return
	}
	fmt.Fprintln(w, "by bot (seats pooled):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tseats\twins/seat\t"+scoreCol+"\t")
	for _, b := range order {
		var wsum, ssum float64
		for i, x := range cfg.bots {
			if x == b {
				wsum += win[i]
				ssum += score[i]
			}
		}
		k := float64(seen[b])
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.3f\t\n", b, seen[b], wsum/k, ssum/k/max(div, 1))
	}
	tw.Flush()
}
