package spitui

import (
	"errors"
	"fmt"
	"log"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// Table is the Speed / Spit table. Every Update is one engine tick, the
// step sim takes too (engine.TickStep): the computer's presses and the
// people's presses read this frame go through the fair order, then the
// clock advances, so a press changes the game in the tick it is read and
// shows in the next frame. What happened comes from the engine's typed
// events. The sprites chase the engine's state; they never hold it back.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options

	st      *spit.State
	bots    []engine.Reactor[spit.View, spit.Action] // nil for a person
	human   [2]bool
	keys    [2]input.Context
	view    spit.View // what the screen shows: seat 0's view (plus seat 1's hand when both hands are on show)
	prev    spit.View
	presses []engine.Press[spit.Action] // the people's presses read this tick
	buf     []engine.Press[spit.Action]

	ui    [2]seatUI
	msgs  [2]message
	cards sprites
	lay   layout // the geometry at the player's card size

	banner     string  // "Spit!" and other short shouts in the middle
	bannerT    float64 // frames left
	lastCount  int     // the countdown number last shown, for its tick sound
	round      int
	seen       int    // the engine's events already read
	roundsWon  [2]int // rounds each seat has won
	last       spit.RoundEnded
	gameResult *spit.GameEnded
	overShown  bool
	keptRound  int  // the round whose start was saved (Continue), 0 before the first
	finished   bool // the finished game was reported (history, statistics)

	drag    dragState
	spitBtn widget.Button

	// Where the last frame drew the prompt and the messages (boxes.go).
	promptBox box
	msgBox    [2]box
	bannerBox box // the shout ("Spit!") as last drawn

	// An overlay (round board, end of game) waits this many frames so the
	// cards finish flying first: the table does not update under an
	// overlay, so a card in flight would hang in mid-air. The clock does
	// not run meanwhile.
	overlayIn   float64
	overlayNext func() game.Scene

	guide.Host // the guided first game (guide.go)
}

// settleFrames is how long the cards get to land before an overlay opens.
const settleFrames = 26

// seatUI is one person's press model: a selected pile and the two-key
// gestures (Spit then a side when spitting alone; Claim then a side).
type seatUI struct {
	sel        int // selected stock (or hand) slot, 1-based; 0 = none
	spitArmed  bool
	claimArmed bool
}

type message struct {
	text  string
	err   bool
	ticks int
}

const msgTicks = 150

// Options are the game a table plays.
type Options struct {
	Config spit.Config
	Seed   uint64
	Mode   scenes.Mode  // who plays
	Level  engine.Level // the computer's: Easy, Normal or Hard
	// Layout, when set, places every card for the first round instead of
	// a shuffle (tests, puzzles); later rounds are dealt from Seed.
	Layout *spit.Layout
}

// Start starts the game the setup chose (scenes.GameEntry.Start).
func Start(ctx *game.Context, app *scenes.App, c scenes.Choice) (game.Scene, error) {
	opts := Options{Seed: c.Seed, Mode: c.Mode, Level: c.Level}
	st, err := games.Spit.New(c.Settings, c.Seed, seats(opts))
	if err != nil {
		return nil, err
	}
	opts.Config = st.Config()
	return newTable(ctx, app, opts, st), nil
}

// NewTable starts a game with opts.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	st, err := spit.New(opts.Config, opts.Seed, seats(opts))
	if err != nil {
		panic(err) // two seats, always: a bug
	}
	if opts.Layout != nil {
		laid, err := spit.NewFromLayout(opts.Config, opts.Seed, seats(opts), *opts.Layout)
		if err != nil {
			// A bad layout is a programming error in a test or puzzle: say
			// so and play a shuffled game rather than crash.
			ctx.Toast("Could not lay out the cards: " + err.Error())
		} else {
			st = laid
		}
	}
	return newTable(ctx, app, opts, st)
}

func newTable(ctx *game.Context, app *scenes.App, opts Options, st *spit.State) *Table {
	t := &Table{ctx: ctx, app: app, opts: opts, st: st, human: people(opts.Mode),
		keys: [2]input.Context{input.Player1, input.Player2}, bots: make([]engine.Reactor[spit.View, spit.Action], 2),
		lay: layout{ctx.Settings.CardZoom()}}
	for seat := range 2 {
		if !t.human[seat] {
			// The seeds sim gives its computer players, so a watched game is
			// sim's game for its seed, tick for tick.
			t.bots[seat] = spit.NewBot(seat, opts.Level, engine.BotSeed(opts.Seed, seat))
		}
	}
	t.seen = len(t.st.Events())
	t.view = t.shown()
	t.prev = t.view
	t.round = t.view.Round
	t.cards.init()
	t.cards.sync(t, true)
	t.spitBtn = widget.Button{Label: "Spit!", X: 38, Y: 662, W: 124, H: 34}
	return t
}

// Open continues a saved game (scenes.GameEntry.Open): the table of m,
// a game Resume replayed to where it was saved, with the rounds won so far
// read back from its events.
func Open(ctx *game.Context, app *scenes.App, m engine.Match) (game.Scene, error) {
	st, ok := m.Game().(*spit.State)
	if !ok {
		return nil, fmt.Errorf("spit: a %T is not this game", m.Game())
	}
	rec := st.Record()
	level, err := engine.ParseLevel(scenes.SavedLevel(rec))
	if err != nil {
		level = engine.Normal
	}
	mode := scenes.TwoPlayers
	if seats := rec.Header.Seats; len(seats) > 1 && seats[1].Kind == "bot" {
		mode = scenes.VsComputer
	}
	opts := Options{Config: st.Config(), Seed: rec.Header.Seed, Mode: mode, Level: level}
	t := newTable(ctx, app, opts, st)
	for _, e := range st.Events() {
		if d, ok := e.Data.(spit.RoundEnded); ok && (d.Winner == 0 || d.Winner == 1) {
			t.roundsWon[d.Winner]++
		}
	}
	return t, nil
}

// people reports the seats a person plays in mode m.
func people(m scenes.Mode) [2]bool {
	switch m {
	case scenes.VsComputer:
		return [2]bool{true, false}
	case scenes.TwoPlayers:
		return [2]bool{true, true}
	}
	return [2]bool{}
}

// again is the same game with a new seed (Play again).
func (t *Table) again(seed uint64) game.Scene {
	opts := t.opts
	opts.Seed, opts.Layout = seed, nil
	return NewTable(t.ctx, t.app, opts)
}

// Name implements game.Named.
func (t *Table) Name() string { return "spit-table" }

// State returns the engine state (for tests and tools; the scene itself
// only reads views).
func (t *Table) State() *spit.State { return t.st }

// Options returns the table's options.
func (t *Table) Options() Options { return t.opts }

// Selected returns the slot seat has selected (1-based), or 0.
func (t *Table) Selected(seat int) int { return t.ui[seat&1].sel }

// Message returns the message on show for seat, if any.
func (t *Table) Message(seat int) (string, bool) {
	m := t.msgs[seat&1]
	return m.text, m.ticks > 0
}

// showBoth reports whether both short-version hands are on show: a shared
// screen hides nothing from two people, and watching hides nothing at all.
// Against the computer the screen never shows its hand (DESIGN: the UI sees
// only seat 0's view).
func (t *Table) showBoth() bool { return t.opts.Mode != scenes.VsComputer }

func (t *Table) shown() spit.View {
	v := t.st.View(0)
	if t.showBoth() {
		v1 := t.st.View(1)
		v.Players[1].Hand = v1.Players[1].Hand
	}
	return v
}

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.Guide().Update(ctx) {
		return nil
	}
	if scenes.PauseOrRules(ctx, t.app, GameName, t.pauseItems()...) {
		// Paused (or reading the rules): the player may quit from here, so
		// the game so far is saved for Continue.
		t.keep()
		return nil
	}
	if t.overlayNext != nil {
		t.overlayIn--
		if t.overlayIn <= 0 {
			ctx.Push(t.overlayNext())
			t.overlayNext = nil
		}
	} else if !t.Guide().Holds() { // the guide's sentences stop the clock
		t.tick(ctx)
	}
	t.relayout(ctx.Settings.CardZoom())
	t.animate(ctx)
	return nil
}

func (t *Table) openLater(next func() game.Scene) {
	t.overlayIn, t.overlayNext = settleFrames, next
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Save record", Do: func(ctx *game.Context) {
		t.toastSave(ctx)
	}}}
}

func (t *Table) toastSave(ctx *game.Context) {
	path, err := t.SaveRecord()
	if err != nil {
		ctx.Toast("Could not save the record: " + err.Error())
		return
	}
	ctx.Toast("Record saved: " + path)
}

// tick runs one engine tick: read the people's presses, let the computer
// press, apply them all in the fair order and advance the clock
// (engine.TickStep), then look at what happened.
func (t *Table) tick(ctx *game.Context) {
	if t.st.Over() {
		t.readMouseIdle()
		return
	}
	t.presses = t.presses[:0]
	for seat := range 2 {
		if t.human[seat] {
			t.readKeys(seat)
		}
	}
	if t.human[0] {
		t.readMouse()
	}
	// A spit.Bot decides with a reaction-time model in a few microseconds
	// per tick (no search), so ticking it here never makes a frame wait;
	// it sees only its own View. Like sim, the clock stops with the game,
	// so a watched game and sim's game of its seed end on the same tick.
	var res []engine.PressResult[spit.Action]
	res, t.buf = engine.TickStep(t.st, t.bots, t.presses, t.buf)
	for _, r := range res {
		t.result(ctx, r)
	}
	t.afterTick(ctx)
}

// result tells the presser what became of a press.
func (t *Table) result(ctx *game.Context, r engine.PressResult[spit.Action]) {
	seat, a := r.Seat, r.Action
	if seat != 0 && seat != 1 {
		return
	}
	if t.human[seat] {
		// End-to-end tests read what became of each key press.
		errText := ""
		if r.Err != nil {
			errText = r.Err.Error()
		}
		ctx.Trace.Event("press", map[string]any{"seat": seat, "a": a.String(), "tick": t.st.Tick(),
			"ok": r.Err == nil, "err": errText})
	}
	switch {
	case errors.Is(r.Err, engine.ErrLate):
		if t.human[seat] {
			t.say(seat, engine.Explain(r.Err), true)
		}
	case r.Err != nil:
		if !t.human[seat] {
			log.Printf("spitui: computer seat %d pressed %v: %v", seat, a, r.Err)
			return
		}
		t.say(seat, engine.Explain(r.Err), true)
		ctx.Play(assets.SoundError)
	default:
		u := &t.ui[seat]
		switch a.Kind {
		case spit.Play, spit.Move, spit.Stack:
			if u.sel == int(a.From) {
				u.sel = 0
			}
			ctx.Play(assets.SoundPlay)
		case spit.Claim, spit.Choose:
			u.claimArmed = false
			ctx.Play(assets.SoundSlap)
		case spit.Spit:
			u.spitArmed = false
			if t.human[seat] && a.Side == spit.NoSide {
				t.say(seat, "Ready to spit", false)
			}
		case spit.Flip:
			ctx.Play(assets.SoundDeal)
		}
	}
}

func (t *Table) say(seat int, s string, isErr bool) {
	t.msgs[seat&1] = message{text: s, err: isErr, ticks: msgTicks}
}

// afterTick reads what the tick brought (spits, the end of a round or of
// the game) and the new view (the countdown, what may be pressed now).
func (t *Table) afterTick(ctx *game.Context) {
	t.prev = t.view
	t.view = t.shown()
	v := &t.view
	newRound := false
	evs := t.st.Events()
	for _, e := range evs[t.seen:] {
		switch d := e.Data.(type) {
		case spit.Spat:
			if !newRound {
				t.banner, t.bannerT = "Spit!", 50
				ctx.Play(assets.SoundSlap)
			}
		case spit.RoundStopped:
			if d.Then == spit.PhaseClaim || d.Then == spit.PhaseChoose {
				t.banner, t.bannerT = "Round over!", 70 // a race or a choice follows: say why play stopped
			}
		case spit.RoundEnded:
			t.last = d
			if d.Winner == 0 || d.Winner == 1 {
				t.roundsWon[d.Winner]++
			}
		case spit.Dealt:
			newRound = d.Round != t.round
		case spit.GameEnded:
			t.gameResult = &d
		}
	}
	t.seen = len(evs)
	if n := v.CountdownSeconds(); n != t.lastCount {
		if n > 0 {
			ctx.Play(assets.SoundTick)
		}
		t.lastCount = n
	}
	for seat := range 2 {
		u := &t.ui[seat]
		if v.Phase != spit.PhasePlay {
			u.sel, u.spitArmed = 0, false
		}
		if v.Phase != spit.PhaseClaim && v.Phase != spit.PhaseChoose {
			u.claimArmed = false
		}
		if u.sel > 0 && t.slotEmpty(seat, u.sel) {
			u.sel = 0
		}
	}
	t.cards.sync(t, newRound)
	if t.keptRound != v.Round && v.Phase != spit.PhaseOver {
		// A round begins (the first tick of the game counts): save it, so
		// quitting loses at most the round in progress. The first round is
		// saved on its first tick, not when the table is made: the setup
		// drops the old save after it makes the table.
		t.keptRound = v.Round
		t.keep()
	}
	if newRound {
		t.round = v.Round
		t.ctx.Play(assets.SoundDeal)
		if v.Phase != spit.PhaseOver {
			t.openLater(func() game.Scene { return newRoundBoard(ctx, t) })
		}
	}
	if v.Phase == spit.PhaseOver && !t.overShown {
		t.overShown = true
		t.keep() // over: the save goes, the game joins the history and the statistics
		ctx.Play(assets.SoundWin)
		t.openLater(func() game.Scene { return scenes.NewFinal(ctx, t.app, engine.Erase(t.st, games.Spit), t.again) })
	}
}

// keep saves the game in progress for Continue, or once it is over reports
// it finished. A watched game is nobody's game: it is neither saved nor
// counted.
func (t *Table) keep() {
	if t.opts.Mode == scenes.Watch || t.finished {
		return
	}
	// A finished game is reported once: a pause in the moment before the
	// end screen opens must not add it to the history twice.
	t.finished = t.st.Over()
	scenes.KeepOrFinish(t.ctx, t.app, engine.Erase(t.st, games.Spit), t.opts.Level.String())
}

func (t *Table) slotEmpty(seat, slot int) bool {
	pv := &t.view.Players[seat]
	if t.view.Config.Short {
		return slot > spit.HandSize || pv.HandSize == 0
	}
	return slot > spit.MaxPiles || pv.Stock[slot-1].Empty()
}

// seatName is what the table calls a seat.
func (t *Table) seatName(seat int) string { return seatName(t.opts.Mode, seat) }

// seatName is what a table of mode m calls a seat.
func seatName(m scenes.Mode, seat int) string {
	switch m {
	case scenes.TwoPlayers:
		return [2]string{"Player 1", "Player 2"}[seat&1]
	case scenes.Watch:
		return [2]string{"Computer 1", "Computer 2"}[seat&1]
	}
	return [2]string{"You", "Computer"}[seat&1]
}

// seats describes the seats for the record.
func seats(opts Options) []record.Seat {
	human := people(opts.Mode)
	out := make([]record.Seat, 2)
	for seat := range 2 {
		out[seat] = record.Seat{Name: seatName(opts.Mode, seat), Kind: "human"}
		if !human[seat] {
			out[seat].Kind, out[seat].Bot = "bot", opts.Level.String()
		}
	}
	return out
}

// Record returns the game's record so far.
func (t *Table) Record() *record.Record { return t.st.Record() }

// animate moves the sprites and counts down the messages.
func (t *Table) animate(ctx *game.Context) {
	for i := range t.msgs {
		if t.msgs[i].ticks > 0 {
			t.msgs[i].ticks--
		}
	}
	if t.bannerT > 0 {
		t.bannerT -= ctx.Dt()
	}
	mx, my := ctx.In.Cursor()
	t.spitBtn.Update(t.human[0] && t.spitBtn.Contains(mx, my), ctx.Dt())
	t.cards.animate(t, ctx.Dt())
}
