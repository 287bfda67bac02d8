// Package progress is the progress bar of the long headless commands
// (parlor sim, parlor check).
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// Bar draws a bar redrawn with \r on a terminal (or when forced); elsewhere
// (logs, CI) it prints a line at every 10%.
type Bar struct {
	w         io.Writer
	total     int
	done      int
	bar       bool
	nextTenth int
	start     time.Time
}

// New returns a bar for total games written to w; force draws the bar even
// when w is not a terminal.
func New(w io.Writer, total int, force bool) *Bar {
	return &Bar{w: w, total: total, bar: force || isTerminal(w), nextTenth: 1, start: time.Now()}
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

// Step counts one game done.
func (p *Bar) Step() {
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

// Clear wipes the bar so a message can be printed on a clean line.
func (p *Bar) Clear() {
	if p.bar {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 70))
	}
}

// Finish ends the bar's line.
func (p *Bar) Finish() {
	if p.bar {
		fmt.Fprintln(p.w)
	}
}
