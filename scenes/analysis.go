package scenes

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"parlor/game/session"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes/widget"
)

// analysis is a move analysis of the replay's record running off the
// frame: the player's decisions the game's adviser (Hard or Expert),
// searching the same information, expected clearly better, each marked on
// the timeline.
type analysis struct {
	cancel context.CancelFunc
	seat   int

	mu       sync.Mutex
	done     int
	total    int
	finished bool
	err      error
	findings []engine.Finding[any]
}

func (a *analysis) running() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return !a.finished
}

// toggleAnalysis starts the analysis of the person's decisions, or stops
// one running.
func (r *Replay) toggleAnalysis() {
	if r.analysis != nil && r.analysis.running() {
		r.cancelAnalysis()
		r.analysis = nil
		r.msg = "Analysis stopped."
		return
	}
	seat := firstPerson(r.rec.Header.Seats)
	if seat < 0 {
		r.msg = "Nobody played this game: there are no decisions of yours to analyse."
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	a := &analysis{cancel: cancel, seat: seat}
	r.analysis = a
	names := make([]string, len(r.rec.Header.Seats))
	for i, s := range r.rec.Header.Seats {
		names[i] = s.Name
	}
	rec, analyse := r.rec, r.g.Game.Analyse
	session.Off(func() {
		fs, err := analyse(ctx, rec, seat, names, func(done, total int) {
			a.mu.Lock()
			a.done, a.total = done, total
			a.mu.Unlock()
		})
		a.mu.Lock()
		a.findings, a.err, a.finished = fs, err, true
		a.mu.Unlock()
	})
}

func (r *Replay) cancelAnalysis() {
	if r.analysis != nil {
		r.analysis.cancel()
	}
}

// Findings returns the analysis's marks once it has finished (tests).
func (r *Replay) Findings() ([]engine.Finding[any], bool) {
	if r.analysis == nil {
		return nil, false
	}
	a := r.analysis
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.findings, a.finished && a.err == nil
}

// Finding returns the sentence of the marked decision the replay stands
// at ("" when none): the player's choice, the adviser's, and the difference in
// the game's own terms.
func (r *Replay) Finding() string {
	fs, ok := r.Findings()
	if !ok || r.p.Pos() >= r.p.Len() {
		return ""
	}
	at := r.p.Acts()[r.p.Pos()]
	for _, f := range fs {
		if f.Event == at {
			gain := r.g.Game.Gain
			if gain == "" {
				gain = "expected %.1f better"
			}
			return fmt.Sprintf("You chose %s. %s would choose %s: %s. %s", r.say(f.Chosen), r.adviser(), r.say(f.Best),
				fmt.Sprintf(gain, f.Loss), f.Why)
		}
	}
	return ""
}

// nextMark jumps to the next marked decision after the one shown (the
// first again after the last).
func (r *Replay) nextMark() {
	fs, ok := r.Findings()
	switch {
	case r.analysis == nil:
		r.msg = "Analyse the game first: the marks show your decisions " + r.adviser() + " would have made otherwise."
		return
	case !ok:
		return
	case len(fs) == 0:
		r.msg = "No marked decisions: " + r.adviser() + " found none of yours clearly weaker."
		return
	}
	pos := r.p.Pos()
	next := r.actIndex(fs[0].Event)
	for _, f := range fs {
		if n := r.actIndex(f.Event); n > pos {
			next = n
			break
		}
	}
	r.seek(next)
}

// actIndex returns the number of the action at record event ev.
func (r *Replay) actIndex(ev int) int {
	for i, e := range r.p.Acts() {
		if e == ev {
			return i
		}
	}
	return 0
}

// say names an action in words, through the game's own wording.
func (r *Replay) say(a any) string {
	if r.g.Say != nil {
		return r.g.Say(a)
	}
	return fmt.Sprint(a)
}

// drawMarks draws the analysis on the timeline: a progress bar while it
// runs, then a mark per finding, and the finding the replay stands at.
func (a *analysis) drawMarks(c *widget.Canvas, r *Replay, x, y, w, h float64) {
	a.mu.Lock()
	done, total, finished, err, fs := a.done, a.total, a.finished, a.err, a.findings
	a.mu.Unlock()
	if !finished {
		if total > 0 {
			c.RoundRect(x, y+h+2, w*float64(done)/float64(total), 4, 2, widget.Gold)
		}
		if r.msg == "" {
			c.Text(fmt.Sprintf("Analysing your decisions: %d of %d (A or Stop to cancel)", done, total), 14, false,
				widget.ScreenW/2, noteY, widget.Cream, widget.AlignCenter)
		}
		return
	}
	switch {
	case errors.Is(err, context.Canceled):
		return
	case err != nil:
		if r.msg == "" {
			c.Text("The analysis failed: "+err.Error(), 14, false, widget.ScreenW/2, noteY, widget.Danger, widget.AlignCenter)
		}
		return
	}
	n := max(1, r.p.Len())
	for _, f := range fs {
		fx := x + w*float64(r.actIndex(f.Event))/float64(n)
		c.RoundRect(fx-3, y-5, 6, h+10, 3, widget.Danger)
	}
	if line := r.Finding(); line != "" {
		r.drawFinding(c, line)
		return
	}
	if r.msg == "" {
		c.Text(marksLine(len(fs), r.adviser()), 14, false, widget.ScreenW/2, noteY, widget.Muted, widget.AlignCenter)
	}
}

// adviser names the player whose judgement the marks are.
func (r *Replay) adviser() string { return r.g.Game.AdviserLevel.Title() }

// marksLine says what the marks are, as adviser judged them.
func marksLine(n int, adviser string) string {
	switch n {
	case 0:
		return "No marks: " + adviser + " found none of your decisions clearly weaker"
	case 1:
		return "1 decision marked where " + adviser + " expected clearly better (N goes to it)"
	}
	return fmt.Sprintf("%d decisions marked where %s expected clearly better (N goes to the next)", n, adviser)
}

// FindingSpot is a table that says where a marked decision's sentence
// goes: the top of its box, in the table's own coordinates, where it
// covers nothing the decision needs. Without it the box sits between the
// seats' names at the top.
type FindingSpot interface {
	FindingY() float64
}

// drawFinding shows the marked decision's sentence in a box over the top
// of the table, or where the table says (FindingSpot).
func (r *Replay) drawFinding(c *widget.Canvas, line string) {
	const x, w = 270.0, widget.ScreenW - 540.0 // between the seats' names, over the undealt cards
	y := 58.0
	if s, ok := r.table.(FindingSpot); ok {
		y = replayTopY + s.FindingY()*replayK
	}
	lines := c.Wrap(line, 16, true, w-28)
	h := float64(len(lines))*21 + 18
	c.RoundRect(x, y, w, h, 12, widget.Panel)
	c.RoundOutline(x, y, w, h, 12, 2, widget.Danger)
	for i, l := range lines {
		c.Text(l, 16, true, widget.ScreenW/2, y+9+float64(i)*21, widget.Gold, widget.AlignCenter)
	}
}

// markAt returns the decision a click at x on the timeline hits, if any.
func (a *analysis) markAt(r *Replay, mx float64) (int, bool) {
	fs, ok := r.Findings()
	if !ok {
		return 0, false
	}
	x, _, w, _ := timelineBox()
	n := max(1, r.p.Len())
	for _, f := range fs {
		i := r.actIndex(f.Event)
		if fx := x + w*float64(i)/float64(n); mx > fx-6 && mx < fx+6 {
			return i, true
		}
	}
	return 0, false
}

// firstPerson returns the first seat a person played, -1 when none.
func firstPerson(seats []record.Seat) int {
	for i, s := range seats {
		if s.Kind == "human" {
			return i
		}
	}
	return -1
}
