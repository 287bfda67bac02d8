package scenes

import (
	"errors"
	"fmt"
	"strings"

	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Replay plays a finished game's record back on the game's own table, as
// its player saw it or with every hand face up: step an action, a trick
// or a deal forward and back, jump to the start or the end, or play at ½×
// to 4×. In a turn-based game with an adviser it can analyse the player's
// decisions (analysis.go) and marks each one where the Hard player
// expected a clearly better result.
type Replay struct {
	ctx    *game.Context
	app    *App
	g      GameEntry
	rec    *record.Record
	p      *session.Playback
	table  Table
	faceUp bool
	speed  int     // index into replaySpeeds
	owed   float64 // table updates owed at the chosen speed
	tricks bool    // the game has tricks to step by
	deals  bool    // the record has more than one deal to step by
	unit   string  // what a deal is called: "Hand", "Round"

	bar      []*widget.Button
	ids      []replayID // what each button of bar does
	lit      int        // the button last used (or under the pointer), lit in gold
	analysis *analysis
	msg      string
	shapes   *widget.Shapes // rounded shapes at the table's smaller scale
	traced   string         // the state last written to the trace
}

// The replay's own keys, declared with the app like the guide's.
const (
	ReplayStart    input.Action = "replay-start"
	ReplayEnd      input.Action = "replay-end"
	ReplayDealBack input.Action = "replay-deal-back"
	ReplayDeal     input.Action = "replay-deal"
	ReplaySpeed    input.Action = "replay-speed"
	ReplayFaceUp   input.Action = "replay-faceup"
	ReplayAnalyse  input.Action = "replay-analyse"
	ReplayMark     input.Action = "replay-mark"
)

func init() {
	input.Declare(
		input.Decl{Context: input.Menu, Action: ReplayStart, Label: "Replay: to the start", Keys: input.Keys(ebiten.KeyHome)},
		input.Decl{Context: input.Menu, Action: ReplayEnd, Label: "Replay: to the end", Keys: input.Keys(ebiten.KeyEnd)},
		input.Decl{Context: input.Menu, Action: ReplayDealBack, Label: "Replay: a hand back", Keys: input.Keys(ebiten.KeyPageUp)},
		input.Decl{Context: input.Menu, Action: ReplayDeal, Label: "Replay: a hand on", Keys: input.Keys(ebiten.KeyPageDown)},
		input.Decl{Context: input.Menu, Action: ReplaySpeed, Label: "Replay: speed", Keys: input.Keys(ebiten.KeyS)},
		input.Decl{Context: input.Menu, Action: ReplayFaceUp, Label: "Replay: every hand face up", Keys: input.Keys(ebiten.KeyF)},
		input.Decl{Context: input.Menu, Action: ReplayAnalyse, Label: "Replay: analyse my decisions", Keys: input.Keys(ebiten.KeyA)},
		input.Decl{Context: input.Menu, Action: ReplayMark, Label: "Replay: next marked decision", Keys: input.Keys(ebiten.KeyN)},
	)
}

// replayID is what a replay button does.
type replayID int

const (
	rStart replayID = iota
	rDealBack
	rTrickBack
	rStepBack
	rPlay
	rStep
	rTrick
	rDeal
	rEnd
	rSpeed
	rFaceUp
	rAnalyse
	rMark
	rBack
)

var replaySpeeds = []struct {
	label string
	rate  float64 // table updates a frame
}{{"½×", 0.5}, {"1×", 1}, {"2×", 2}, {"4×", 4}}

// The table is drawn smaller, so the controls below cover none of it.
const (
	replayK    = 0.84
	replayTopY = 0
	replayBand = widget.ScreenH * (1 - replayK) // the controls' band
	timelineY  = widget.ScreenH - replayBand + 12
	// noteY is the line between the timeline and the buttons: the
	// analysis's progress and marks, and what went wrong.
	noteY = timelineY + 20
)

// ErrRefused is a record the rules refuse: it is never shown.
var ErrRefused = errors.New("the record does not check out, so it is not shown")

// NewReplay opens rec on its game's table at the start. The record is
// verified first: one its engine refuses is not shown, and the error says
// where it is wrong.
func NewReplay(ctx *game.Context, app *App, rec *record.Record) (*Replay, error) {
	g, ok := app.Game(rec.Header.Game)
	if !ok {
		return nil, fmt.Errorf("this program has no game %q to show", rec.Header.Game)
	}
	if err := g.Game.Verify(rec); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRefused, err)
	}
	// Seats the record leaves unnamed (parlor sim's "Seat 0") show as the
	// table names them; the record kept is left as it is.
	shown := *rec
	shown.Header.Seats = g.TableSeats(rec.Header)
	rec = &shown
	s, err := session.Watch(ctx, g.Game, rec, 0, false)
	if err != nil {
		return nil, fmt.Errorf("it cannot be shown: %v", err)
	}
	r := &Replay{ctx: ctx, app: app, g: g, rec: rec, speed: 1, unit: capital(g.Game.Unit)}
	if r.unit == "" {
		r.unit = "Deal"
	}
	deals := 0
	for _, e := range rec.Events {
		r.tricks = r.tricks || e.Kind == record.Outcome && e.Name == "trick"
		if e.Kind == record.Chance && e.Name == "deal" {
			deals++
		}
	}
	r.deals = deals > 1
	if err := r.open(s); err != nil {
		return nil, err
	}
	r.layout()
	r.lit = r.index(rPlay)
	return r, nil
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// open puts the table of s in place.
func (r *Replay) open(s *session.Session) error {
	t, err := r.app.Open(r.ctx, s)
	if err != nil {
		return err
	}
	if l, ok := r.table.(game.Leaver); ok {
		l.Leave()
	}
	playing := r.p != nil && r.p.Playing
	r.table, r.p = t, s.Playback()
	r.p.Playing = playing
	return nil
}

// seek shows the game as it stood before action n, laid out at once.
func (r *Replay) seek(n int) {
	sees := session.Watchers(r.rec.Header)
	if r.faceUp {
		sees = engine.AllSeats(len(r.rec.Header.Seats))
	}
	p, err := r.p.At(n, sees)
	if err == nil {
		err = r.open(session.OpenPlayback(r.ctx, p, session.Instant))
	}
	if err != nil {
		r.msg = "That point of the game could not be shown: " + err.Error()
	}
}

// layout builds the control buttons for the game: trick steps only where
// there are tricks, Analyse only where the game has an adviser.
func (r *Replay) layout() {
	type b struct {
		id    replayID
		label string
	}
	all := []b{{rStart, "Start"}, {rDealBack, "« " + r.unit}, {rTrickBack, "‹ Trick"}, {rStepBack, "‹ Move"},
		{rPlay, "Play"}, {rStep, "Move ›"}, {rTrick, "Trick ›"}, {rDeal, r.unit + " »"}, {rEnd, "End"},
		{rSpeed, replaySpeeds[r.speed].label}, {rFaceUp, "Face up"}, {rAnalyse, "Analyse"}, {rMark, "Next mark"}, {rBack, "Back"}}
	var labels []string
	r.ids = r.ids[:0]
	for _, x := range all {
		switch {
		case !r.tricks && (x.id == rTrick || x.id == rTrickBack):
			continue
		case !r.deals && (x.id == rDeal || x.id == rDealBack):
			continue // one deal: its start and end are Start and End
		case r.g.Game.Analyse == nil && (x.id == rAnalyse || x.id == rMark):
			continue
		}
		r.ids = append(r.ids, x.id)
		labels = append(labels, r.label(x.id, x.label))
	}
	const gap = 6.0
	w := min(112, (widget.ScreenW-24-gap*float64(len(labels)-1))/float64(len(labels)))
	x := widget.ScreenW/2 - (float64(len(labels))*(w+gap)-gap)/2
	r.bar = Row(labels, x, widget.ScreenH-52, w, 40, gap)
	r.lit = min(r.lit, len(labels)-1)
}

// relabel brings the buttons' words up to date (Play or Pause after the
// record ends, Analyse once an analysis finishes).
func (r *Replay) relabel() {
	for i, id := range r.ids {
		b := r.bar[i]
		if id == rPlay || id == rFaceUp || id == rAnalyse {
			b.Label = r.label(id, map[replayID]string{rPlay: "Play", rFaceUp: "Face up", rAnalyse: "Analyse"}[id])
		}
	}
}

// label is a button's words now (Play or Pause, Face up or As played).
func (r *Replay) label(id replayID, def string) string {
	switch {
	case id == rPlay && r.p.Playing:
		return "Pause"
	case id == rFaceUp && r.faceUp:
		return "As played"
	case id == rAnalyse && r.analysis != nil && r.analysis.running():
		return "Stop"
	}
	return def
}

func (r *Replay) index(id replayID) int {
	for i, x := range r.ids {
		if x == id {
			return i
		}
	}
	return 0
}

// Name implements game.Named.
func (r *Replay) Name() string { return "replay" }

// Pos returns the actions shown so far and the record's count (tests).
func (r *Replay) Pos() (int, int) { return r.p.Pos(), r.p.Len() }

// Table returns the table on show (tests).
func (r *Replay) Table() Table { return r.table }

// Update implements game.Scene.
func (r *Replay) Update(ctx *game.Context) error {
	WatchDropped(ctx, r.app)
	if id, ok := r.input(ctx); ok {
		r.do(ctx, id)
	}
	r.runTable(ctx)
	if r.p.Pos() >= r.p.Len() && r.p.Playing && (r.p.Now() == 0 || r.p.Over()) {
		r.p.Playing = false
	}
	r.relabel()
	r.trace(ctx)
	return nil
}

// trace tells end-to-end tests where the replay stands whenever that
// changes: the move shown, playing or not, the speed, hands face up, the
// table still animating, and the analysis's marks once it has finished.
func (r *Replay) trace(ctx *game.Context) {
	ev := map[string]any{"pos": r.p.Pos(), "len": r.p.Len(), "playing": r.p.Playing, "speed": replaySpeeds[r.speed].label,
		"faceup": r.faceUp, "busy": r.table.Busy(), "over": r.p.Over(), "finding": r.Finding() != ""}
	if fs, ok := r.Findings(); ok {
		ev["marks"] = len(fs)
	}
	ev["analysing"] = r.analysis != nil && r.analysis.running()
	key := fmt.Sprint(ev["pos"], ev["playing"], ev["speed"], ev["faceup"], ev["busy"], ev["over"], ev["marks"], ev["finding"], ev["analysing"])
	if key != r.traced {
		r.traced = key
		ctx.Trace.Event("replay", ev)
	}
}

// runTable lets the table show the game at the chosen speed: its Update
// runs that many times a frame (every other frame at ½×), with the
// replay's keys kept from it: nobody plays a record.
func (r *Replay) runTable(ctx *game.Context) {
	n := 1
	if r.p.Playing {
		r.owed += replaySpeeds[r.speed].rate
		n = int(r.owed)
		r.owed -= float64(n)
	}
	// The table's own pages (its board, the last trick, its log, the
	// rules) open by their keys; nothing else reaches it.
	in := ctx.In
	pages := in.Pressed(input.Menu, input.Board) || in.Pressed(input.Menu, input.LastTrick) ||
		in.Pressed(input.Menu, input.Log) || in.Pressed(input.Menu, input.Help)
	was := in.Suspended()
	for i := range n {
		if i > 0 || !pages {
			in.Suspend()
		}
		err := r.table.Update(ctx)
		if !was {
			in.Resume()
		}
		if err != nil {
			r.msg = err.Error()
		}
	}
}

// input returns the control a key or click asks for.
func (r *Replay) input(ctx *game.Context) (replayID, bool) {
	in := ctx.In
	if id, ok := r.clicked(ctx); ok {
		return id, true
	}
	if n, ok := r.timelineClick(ctx); ok {
		r.seek(n)
		return 0, false
	}
	keys := []struct {
		a  input.Action
		id replayID
		rp bool // repeats while held
	}{{input.Back, rBack, false}, {input.Confirm, rPlay, false}, {input.Right, rStep, true}, {input.Left, rStepBack, true},
		{input.Up, rTrickBack, true}, {input.Down, rTrick, true}, {ReplayDealBack, rDealBack, true}, {ReplayDeal, rDeal, true},
		{ReplayStart, rStart, false}, {ReplayEnd, rEnd, false}, {ReplaySpeed, rSpeed, false}, {ReplayFaceUp, rFaceUp, false},
		{ReplayAnalyse, rAnalyse, false}, {ReplayMark, rMark, false}}
	for _, k := range keys {
		if (k.rp && in.Repeated(input.Menu, k.a)) || (!k.rp && in.Pressed(input.Menu, k.a)) {
			return r.stepKey(k.id), true
		}
	}
	return 0, false
}

// stepKey is the step a key asks for where the record has no such steps:
// without tricks a trick key steps by deal, with one deal a deal key goes
// to the start or the end.
func (r *Replay) stepKey(id replayID) replayID {
	if !r.tricks && id == rTrick {
		id = rDeal
	}
	if !r.tricks && id == rTrickBack {
		id = rDealBack
	}
	if !r.deals && id == rDeal {
		return rEnd
	}
	if !r.deals && id == rDealBack {
		return rStart
	}
	return id
}

// do carries out a control.
func (r *Replay) do(ctx *game.Context, id replayID) {
	r.msg = ""
	pos := r.p.Pos()
	switch id {
	case rBack:
		r.cancelAnalysis()
		ctx.Pop()
		return
	case rPlay:
		r.p.Playing = !r.p.Playing && pos < r.p.Len()
	case rStep:
		r.p.Playing = false
		if err := r.p.Forward(); err != nil && err != session.ErrEnd {
			r.msg = err.Error()
		}
	case rTrick:
		r.p.Playing = false
		for end := r.p.NextAt(pos, "trick"); r.p.Pos() < end && r.p.Forward() == nil; {
		}
	case rStepBack:
		r.p.Playing = false
		r.seek(pos - 1)
	case rTrickBack:
		r.seek(r.p.PrevAt(pos, "trick", "deal"))
	case rDeal:
		r.seek(r.p.NextAt(pos, "deal"))
	case rDealBack:
		r.seek(r.p.PrevAt(pos, "deal"))
	case rStart:
		r.seek(0)
	case rEnd:
		r.p.Playing = false
		r.seek(r.p.Len())
	case rSpeed:
		r.speed = (r.speed + 1) % len(replaySpeeds)
	case rFaceUp:
		r.faceUp = !r.faceUp
		r.seek(pos)
	case rAnalyse:
		r.toggleAnalysis()
	case rMark:
		r.nextMark()
	}
	r.layout()
	r.lit = r.index(id)
}

// clicked returns the button clicked, lighting the one under the pointer.
// The buttons take clicks only: the arrows and Enter are the replay's own
// keys, not a way along the row.
func (r *Replay) clicked(ctx *game.Context) (replayID, bool) {
	mx, my := ctx.In.Cursor()
	for i, b := range r.bar {
		on := b.Contains(mx, my)
		if on && ctx.In.CursorMoved() {
			r.lit = i
		}
		b.Update(i == r.lit, ctx.Dt())
		if on && ctx.In.Clicked() {
			return r.ids[i], true
		}
	}
	return 0, false
}

// Leave implements game.Leaver: a running analysis stops, and the table's
// images go.
func (r *Replay) Leave() {
	r.cancelAnalysis()
	if l, ok := r.table.(game.Leaver); ok {
		l.Leave()
	}
}

// Draw implements game.Scene: the table, smaller, above the controls.
func (r *Replay) Draw(c *widget.Canvas) {
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.FeltDark)
	r.table.Draw(r.tableCanvas(c))
	c.Fill(0, widget.ScreenH-replayBand, widget.ScreenW, replayBand, widget.Panel)
	r.drawTimeline(c)
	for i, b := range r.bar {
		b.Draw(c, i == r.lit)
	}
	if r.msg != "" {
		c.Text(r.msg, 15, false, widget.ScreenW/2, noteY, widget.Cream, widget.AlignCenter)
	}
}

// tableCanvas is c scaled to the table's place above the controls.
func (r *Replay) tableCanvas(c *widget.Canvas) *widget.Canvas {
	sub := *c
	sub.Scale = c.Scale * replayK
	sub.OffX = c.OffX + c.Scale*widget.ScreenW*(1-replayK)/2
	sub.OffY = c.OffY + c.Scale*replayTopY
	sub.Kept, sub.Dirty = false, nil
	if r.shapes == nil || r.shapes.Scale() != sub.Scale {
		r.shapes = widget.NewShapes(sub.Scale)
	}
	sub.Shapes = r.shapes
	return &sub
}

// timeline is the bar of the game's actions: where the replay stands,
// the marks of the analysis, and where a click takes it.
func timelineBox() (x, y, w, h float64) { return 236, timelineY, widget.ScreenW - 256, 10 }

func (r *Replay) drawTimeline(c *widget.Canvas) {
	x, y, w, h := timelineBox()
	c.RoundRect(x, y, w, h, h/2, widget.FeltDark)
	n := max(1, r.p.Len())
	c.RoundRect(x, y, w*float64(r.p.Pos())/float64(n), h, h/2, widget.Muted)
	if r.analysis != nil {
		r.analysis.drawMarks(c, r, x, y, w, h)
	}
	c.Circle(x+w*float64(r.p.Pos())/float64(n), y+h/2, 8, widget.Gold)
	c.Text(fmt.Sprintf("Move %d of %d", r.p.Pos(), r.p.Len()), 15, true, 16, y-4, widget.Cream, widget.AlignLeft)
}

// timelineClick returns the action count a click on the timeline (or on
// a mark) asks for.
func (r *Replay) timelineClick(ctx *game.Context) (int, bool) {
	in := ctx.In
	if !in.Clicked() {
		return 0, false
	}
	mx, my := in.Cursor()
	x, y, w, h := timelineBox()
	if mx < x-8 || mx > x+w+8 || my < y-12 || my > y+h+12 {
		return 0, false
	}
	if r.analysis != nil {
		if n, ok := r.analysis.markAt(r, mx); ok {
			return n, true
		}
	}
	f := max(0, min(1, (mx-x)/w))
	return int(f*float64(r.p.Len()) + 0.5), true
}
