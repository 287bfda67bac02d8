package scenes

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"parlor/game"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes/widget"
)

// Replay plays a finished game's record back on the game's own table:
// step forward and back an action at a time or a deal at a time, or play
// on at a chosen speed; at the end every hand lies face up. For a
// turn-based game it can analyse the player's decisions (off the frame,
// with a progress bar, cancellable) and marks each one where the Hard
// player expected a clearly better result.
type Replay struct {
	ctx   *game.Context
	app   *App
	g     GameEntry
	rec   *record.Record
	acts  []int // indices of the act events in rec.Events
	pos   int   // actions applied so far
	table Watched
	clock engine.Clocked // the table's clock in a real-time game

	playing bool
	speed   int     // index into replaySpeeds
	wait    float64 // ticks until the next action while playing

	analysis *analysis
	buttons  []*widget.Button
	focus    int
	msg      string
}

var replaySpeeds = []struct {
	label string
	every float64 // ticks between actions (turn-based)
	ticks int     // clock ticks per frame (real-time)
}{{"½×", 90, 0}, {"1×", 45, 1}, {"2×", 22, 2}, {"4×", 10, 4}, {"8×", 4, 8}}

// NewReplay opens rec on its game's table. The record is verified first:
// a record its engine refuses is not shown.
func NewReplay(ctx *game.Context, app *App, rec *record.Record) (*Replay, error) {
	g, ok := app.Game(rec.Header.Game)
	if !ok {
		return nil, fmt.Errorf("this program has no game %q to show", rec.Header.Game)
	}
	if g.Watch == nil {
		return nil, fmt.Errorf("%s games cannot be watched again yet", g.Name)
	}
	if _, err := g.Game.Resume(rec); err != nil {
		return nil, fmt.Errorf("the record does not check out, so it is not shown: %v", err)
	}
	r := &Replay{ctx: ctx, app: app, g: g, rec: rec, speed: 1}
	for i, e := range rec.Events {
		if e.Kind == record.Act {
			r.acts = append(r.acts, i)
		}
	}
	if err := r.rebuild(0); err != nil {
		return nil, err
	}
	r.layout()
	return r, nil
}

// rebuild shows the game as it stood after n actions, laid out at once.
func (r *Replay) rebuild(n int) error {
	cut := len(r.rec.Events)
	if n < len(r.acts) {
		cut = r.acts[n]
	}
	m, err := r.g.Game.Resume(&record.Record{Header: r.rec.Header, Events: r.rec.Events[:cut:cut]})
	if err != nil {
		return err
	}
	t, err := r.g.Watch(r.ctx, r.app, m)
	if err != nil {
		return err
	}
	if l, ok := r.table.(game.Leaver); ok && r.table != nil {
		l.Leave()
	}
	r.table, r.pos = t, n
	r.clock, _ = t.(engine.Clocked)
	r.table.Reveal(n == len(r.acts))
	return nil
}

func (r *Replay) layout() {
	labels := []string{"|◀ Deal", "◀ Step", "Play", "Step ▶", "Deal ▶|", replaySpeeds[r.speed].label}
	if r.g.Game.Analyse != nil {
		labels = append(labels, "Analyse")
	}
	labels = append(labels, "Back")
	w := 118.0
	x := widget.ScreenW/2 - (float64(len(labels))*(w+8)-8)/2
	r.buttons = Row(labels, x, widget.ScreenH-58, w, 44, 8)
	if r.playing {
		r.buttons[2].Label = "Pause"
	}
}

// Name implements game.Named.
func (r *Replay) Name() string { return "replay" }

// Update implements game.Scene.
func (r *Replay) Update(ctx *game.Context) error {
	in := ctx.In
	r.table.Update(ctx)
	pick := -1
	mx, my := in.Cursor()
	for i, b := range r.buttons {
		b.Update(i == r.focus, ctx.Dt())
		if in.Clicked() && b.Contains(mx, my) {
			pick = i
		}
	}
	switch {
	case in.Pressed(input.Menu, input.Back):
		pick = len(r.buttons) - 1
	case in.Repeated(input.Menu, input.Right):
		pick = 3
	case in.Repeated(input.Menu, input.Left):
		pick = 1
	case in.Repeated(input.Menu, input.Down):
		pick = 4
	case in.Repeated(input.Menu, input.Up):
		pick = 0
	case in.Pressed(input.Menu, input.Confirm):
		pick = 2
	case in.Pressed(input.Menu, input.Board) && r.g.Game.Analyse != nil:
		pick = 6
	}
	if pick >= 0 {
		r.focus = pick
		r.do(ctx, r.buttons[pick].Label)
	}
	if r.playing {
		r.play(ctx)
	}
	return nil
}

func (r *Replay) do(ctx *game.Context, label string) {
	r.msg = ""
	switch label {
	case "Back":
		r.cancelAnalysis()
		ctx.Pop()
	case "Play", "Pause":
		r.playing = !r.playing && r.pos < len(r.acts)
	case "Step ▶":
		r.playing = false
		r.forward()
	case "◀ Step":
		r.playing = false
		r.back(r.pos - 1)
	case "Deal ▶|":
		r.playing = false
		for r.forward() && !r.dealNext() {
		}
	case "|◀ Deal":
		r.playing = false
		r.back(r.dealStart())
	case "Analyse":
		r.startAnalysis()
	default: // the speed button
		r.speed = (r.speed + 1) % len(replaySpeeds)
	}
	r.layout()
}

// forward applies the next action; false at the end.
func (r *Replay) forward() bool {
	if r.pos >= len(r.acts) {
		return false
	}
	e := r.rec.Events[r.acts[r.pos]]
	if r.clock != nil {
		for r.clock.Tick() < e.Tick {
			r.clock.Advance()
		}
	}
	if err := r.table.Play(e.SeatOf(), e.Action); err != nil && !errors.Is(err, engine.ErrLate) {
		r.msg = "The record and the table disagree: " + engine.Explain(err)
		r.playing = false
		return false
	}
	r.pos++
	if r.pos == len(r.acts) {
		r.table.Reveal(true)
		r.playing = false
	}
	return true
}

func (r *Replay) back(n int) {
	if n < 0 || n == r.pos {
		return
	}
	if err := r.rebuild(n); err != nil {
		r.msg = "That point of the game could not be shown: " + err.Error()
	}
}

// dealNext reports whether the next event after the actions so far starts
// a new deal (a hand or round): Deal ▶| stops there.
func (r *Replay) dealNext() bool {
	if r.pos >= len(r.acts) {
		return true
	}
	for _, e := range r.rec.Events[r.acts[r.pos-1]+1 : r.acts[r.pos]] {
		if e.Kind == record.Chance && e.Name == "deal" {
			return true
		}
	}
	return false
}

// dealStart returns the number of actions before the current deal began,
// or before the one before when the current one has just begun.
func (r *Replay) dealStart() int {
	n := r.pos
	for n > 0 {
		n--
		if n == 0 {
			return 0
		}
		for _, e := range r.rec.Events[r.acts[n-1]+1 : r.acts[n]] {
			if e.Kind == record.Chance && e.Name == "deal" && n < r.pos-1 {
				return n
			}
		}
	}
	return 0
}

// play moves on at the chosen speed once the table has shown the last
// action.
func (r *Replay) play(ctx *game.Context) {
	sp := replaySpeeds[r.speed]
	if r.clock != nil {
		for range sp.ticks {
			if r.pos >= len(r.acts) {
				r.playing = false
				return
			}
			if e := r.rec.Events[r.acts[r.pos]]; r.clock.Tick() >= e.Tick {
				r.forward()
				continue
			}
			r.clock.Advance()
		}
		return
	}
	if r.table.Busy() {
		return
	}
	r.wait -= ctx.Dt()
	if r.wait > 0 {
		return
	}
	r.wait = sp.every
	if !r.forward() {
		r.playing = false
	}
}

// Draw implements game.Scene.
func (r *Replay) Draw(c *widget.Canvas) {
	r.table.Draw(c)
	c.Fill(0, widget.ScreenH-68, widget.ScreenW, 68, widget.Panel)
	for i, b := range r.buttons {
		b.Draw(c, i == r.focus)
	}
	status := fmt.Sprintf("Replay · action %d of %d", r.pos, len(r.acts))
	c.Text(status, 15, true, 16, widget.ScreenH-92, widget.Cream, widget.AlignLeft)
	if r.analysis != nil {
		r.analysis.draw(c, r)
	}
	if r.msg != "" {
		c.Text(r.msg, 17, false, widget.ScreenW/2, widget.ScreenH-92, widget.Cream, widget.AlignCenter)
	}
}

// Leave implements game.Leaver: a running analysis stops.
func (r *Replay) Leave() { r.cancelAnalysis() }

// analysis is a move analysis running off the frame.
type analysis struct {
	cancel   context.CancelFunc
	mu       sync.Mutex
	done     int
	total    int
	finished bool
	err      error
	findings []engine.Finding[any]
}

func (r *Replay) startAnalysis() {
	if r.analysis != nil && !r.analysis.finished {
		r.cancelAnalysis()
		r.msg = "Analysis stopped."
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	a := &analysis{cancel: cancel}
	r.analysis = a
	names := make([]string, len(r.rec.Header.Seats))
	for i, s := range r.rec.Header.Seats {
		names[i] = s.Name
	}
	go func() {
		fs, err := r.g.Game.Analyse(ctx, r.rec, 0, names, func(done, total int) {
			a.mu.Lock()
			a.done, a.total = done, total
			a.mu.Unlock()
		})
		a.mu.Lock()
		a.findings, a.err, a.finished = fs, err, true
		a.mu.Unlock()
	}()
}

func (r *Replay) cancelAnalysis() {
	if r.analysis != nil {
		r.analysis.cancel()
	}
}

// draw shows the analysis: a progress bar while it runs, then a mark on
// the timeline per finding and the finding of the next action.
func (a *analysis) draw(c *widget.Canvas, r *Replay) {
	a.mu.Lock()
	defer a.mu.Unlock()
	x, y, w := 300.0, float64(widget.ScreenH-96), float64(widget.ScreenW-600)
	if !a.finished {
		c.RoundRect(x, y, w, 14, 7, widget.FeltDark)
		if a.total > 0 {
			c.RoundRect(x, y, w*float64(a.done)/float64(a.total), 14, 7, widget.Gold)
		}
		c.Text(fmt.Sprintf("Analysing your decisions: %d of %d (Analyse again to stop)", a.done, a.total), 14, false,
			x+w/2, y-20, widget.Cream, widget.AlignCenter)
		return
	}
	switch {
	case errors.Is(a.err, context.Canceled):
		return
	case a.err != nil:
		c.Text("The analysis failed: "+a.err.Error(), 15, false, x+w/2, y-20, widget.Danger, widget.AlignCenter)
		return
	}
	c.RoundRect(x, y+4, w, 6, 3, widget.FeltDark)
	for _, f := range a.findings {
		fx := x + w*float64(r.actIndex(f.Event))/float64(max(1, len(r.acts)))
		c.RoundRect(fx-3, y-2, 6, 18, 3, widget.Danger)
	}
	px := x + w*float64(r.pos)/float64(max(1, len(r.acts)))
	c.Circle(px, y+7, 6, widget.Gold)
	c.Text(fmt.Sprintf("%d decisions where Hard expected clearly better", len(a.findings)), 14, false, x+w/2, y-20,
		widget.Muted, widget.AlignCenter)
	for _, f := range a.findings {
		if r.pos < len(r.acts) && r.acts[r.pos] == f.Event {
			gain := r.g.Game.Gain
			if gain == "" {
				gain = "expected %.1f better"
			}
			line := fmt.Sprintf("Next you chose to %s. Hard would %s: %s. %s", r.say(f.Chosen), r.say(f.Best),
				fmt.Sprintf(gain, f.Loss), f.Why)
			for i, l := range c.Wrap(line, 17, true, widget.ScreenW-200) {
				c.Text(l, 17, true, widget.ScreenW/2, 96+float64(i)*22, widget.Gold, widget.AlignCenter)
			}
		}
	}
}

// actIndex returns the number of the action at event index ev.
func (r *Replay) actIndex(ev int) int {
	for i, e := range r.acts {
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
