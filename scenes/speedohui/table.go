package speedohui

import (
	"fmt"
	"log"

	"parlor/assets"
	"parlor/game"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/widget"
)

// Table is the SpeedOh: Blades table. Every Update is one engine tick, the
// step sim takes too (engine.TickStep): the computers' presses and the
// people's presses read this frame go through the fair order, then the
// clock advances, so a press changes the game in the tick it is read.
// What happened comes from the engine's typed events. The sprites chase
// the engine's view; they never hold it back.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options
	n    int

	st      *speedoh.State
	bots    []engine.Reactor[speedoh.View, speedoh.Action] // nil for a person
	keys    [speedoh.MaxPlayers]input.Context
	human   [speedoh.MaxPlayers]bool
	view    speedoh.View // what the screen shows (every view shows the same table)
	prev    speedoh.View
	presses []engine.Press[speedoh.Action] // the people's presses read this tick
	buf     []engine.Press[speedoh.Action]
	seen    int // the engine's events already read

	faces  *faces
	top    [speedoh.MaxPlayers]*widget.Sprite // each flipped pile's top card
	under  [speedoh.MaxPlayers]speedoh.Card   // the card last seen under it
	flying []flyer                            // cards on their way to a draw pile
	flip   [speedoh.MaxPlayers]speedoh.Card   // card flipped this tick, per seat

	// What the last settlement did, under the Slap Card. Settlements can
	// come faster than anyone reads (five computers slapping), so each one
	// waits its turn in pending and shows for at least readTicks.
	banner    string
	bannerBad bool
	bannerT   int // ticks left on show
	bannerAge int // ticks shown so far
	pending   []announcement

	closed  closedWindow                  // a special card's window that just closed
	lesson  lesson                        // the two cards behind a wrong slap or a missed match
	notes   [speedoh.MaxPlayers]message   // short shouts by a seat: Slap!, Wrong!, Not your turn
	noteBox [speedoh.MaxPlayers]rectangle // where each shout was last drawn
	pick    [speedoh.MaxPlayers]int       // a chooser's highlighted candidate (index)
	choice  chooser

	overShown   bool
	overlayIn   int
	overlayNext func() game.Scene

	keptAt   int64 // the tick of the last save; -1 before the first
	finished bool  // reported finished (history, statistics) once

	guide.Host // the guided first game (guide.go)
}

// keepEvery is how often a game in progress is saved while it runs (10 s
// of play): SpeedOh has no rounds, so quitting loses at most this much.
const keepEvery = 10 * 60

type message struct {
	text  string
	bad   bool
	ticks int
}

// chooser is the receiver choice on show for a person who won (SO3,
// First Slap Wins): the seat choosing, its candidates and their buttons.
type chooser struct {
	seat  int
	cands []int
	btns  []widget.Button
	by    int64
}

const (
	bannerTicks  = 170
	readTicks    = 100 // the least an announcement shows while others wait
	maxPending   = 6   // announcements waiting; older ones beyond are dropped
	closedTicks  = 90  // "window closed" stays this long
	noteTicks    = 45
	settleFrames = 30 // flying cards land before the end screen opens
)

// announcement is one settlement in words, waiting to be shown.
type announcement struct {
	text string
	bad  bool // a wrong slap: shown in red
}

// closedWindow is a special card's window that closed a moment ago.
type closedWindow struct {
	kind  speedoh.WindowKind
	ticks int
}

// Options are the game a table plays.
type Options struct {
	Mode   scenes.Mode    // who plays
	Bots   int            // computer players; Players = people + Bots (2-6, SO2)
	Level  engine.Level   // Easy, Normal or Hard
	Config speedoh.Config // Players is filled in from Mode and Bots
	Seed   uint64
	// Layout, when set, places every card instead of a shuffle (tests,
	// puzzles); its record does not verify.
	Layout *speedoh.Layout
}

// normal fills in Config.Players from the mode and the computer count,
// holding the seats to 2-6.
func (o Options) normal() Options {
	people := o.Mode.People()
	o.Bots = min(speedoh.MaxPlayers-people, max(speedoh.MinPlayers-people, o.Bots))
	o.Config.Players = people + o.Bots
	return o
}

// human returns the seats people play: Player 1 at the bottom, Player 2
// opposite (at the top with an even table, upper left with an odd one).
// Seats are only numbers to the engine, so this keeps the clockwise order
// and faces the two people.
func (o Options) human() (h [speedoh.MaxPlayers]bool) {
	switch o.Mode {
	case scenes.VsComputer:
		h[0] = true
	case scenes.TwoPlayers:
		h[0], h[o.Config.Players/2] = true, true
	}
	return h
}

// Start starts the game the setup chose (scenes.GameEntry.Start).
func Start(ctx *game.Context, app *scenes.App, c scenes.Choice) (game.Scene, error) {
	opts := Options{Mode: c.Mode, Bots: c.Computers(), Level: c.Level, Seed: c.Seed}.normal()
	st, err := games.SpeedOh.New(c.Settings, c.Seed, opts.seats())
	if err != nil {
		return nil, err
	}
	opts.Config = st.Config()
	return newTable(ctx, app, opts, st), nil
}

// NewTable starts a game with opts.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	opts = opts.normal()
	st, err := speedoh.New(opts.Config, opts.Seed, opts.seats())
	if err != nil {
		panic(err) // normal() keeps the seats legal: a bug
	}
	if opts.Layout != nil {
		laid, err := speedoh.NewFromLayout(opts.Config, opts.Seed, opts.seats(), *opts.Layout)
		if err != nil {
			// A bad layout is a mistake in a test or puzzle: say so and
			// play a shuffled game rather than crash.
			ctx.Toast("Could not lay out the cards: " + err.Error())
		} else {
			st = laid
		}
	}
	return newTable(ctx, app, opts, st)
}

func newTable(ctx *game.Context, app *scenes.App, opts Options, st *speedoh.State) *Table {
	t := &Table{ctx: ctx, app: app, opts: opts, n: opts.Config.Players, st: st, human: opts.human(),
		choice: chooser{seat: speedoh.NoSeat}, keptAt: -1}
	for seat := range t.n {
		if seat == 0 {
			t.keys[seat] = input.Player1
		} else if t.human[seat] {
			t.keys[seat] = input.Player2
		}
	}
	t.bots = make([]engine.Reactor[speedoh.View, speedoh.Action], t.n)
	for seat := range t.n {
		if !t.human[seat] {
			// The seeds sim gives its computer players: a watched game is
			// sim's game of its seed, tick for tick.
			t.bots[seat] = speedoh.NewBot(seat, opts.Level, engine.BotSeed(opts.Seed, seat))
		}
	}
	t.seen = len(st.Events())
	// The card art is drawn for the card size setting, which SpeedOh's
	// cards do not follow (they are as large as the seats allow already):
	// its faces are drawn for the screen alone.
	t.faces = newFaces(ctx.Art.Scale()/ctx.Settings.CardZoom(), topK(t.n))
	t.view = st.View(0)
	t.prev = t.view
	for seat := range t.n {
		t.top[seat] = widget.NewSprite(nil, widget.Pose{Scale: topK(t.n)})
		t.top[seat].Hidden = true
	}
	return t
}

// again is the same game with a new seed (Play again).
func (t *Table) again(seed uint64) game.Scene {
	opts := t.opts
	opts.Seed, opts.Layout = seed, nil
	return NewTable(t.ctx, t.app, opts)
}

// Name implements game.Named.
func (t *Table) Name() string { return "speedoh-table" }

// State returns the engine state (for tests and tools; the scene itself
// reads views).
func (t *Table) State() *speedoh.State { return t.st }

// Options returns the table's options.
func (t *Table) Options() Options { return t.opts }

// Banner returns the last settlement's text while it shows.
func (t *Table) Banner() (string, bool) { return t.banner, t.bannerT > 0 }

// HumanSeats returns the people's seats, Player 1 first.
func (t *Table) HumanSeats() []int {
	var out []int
	for seat := range t.n {
		if t.human[seat] {
			out = append(out, seat)
		}
	}
	return out
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
	if !t.st.Over() && (t.keptAt < 0 || t.st.Tick()-t.keptAt >= keepEvery) {
		// Saved on the first tick (not when the table is made: the setup
		// drops the old save after it makes the table), then every 10 s.
		t.keep()
	}
	if t.overlayNext != nil {
		t.overlayIn--
		if t.overlayIn <= 0 {
			ctx.Push(t.overlayNext())
			t.overlayNext = nil
		}
	} else if !t.st.Over() && !t.Guide().Holds() { // the guide's sentences stop the clock
		t.tick(ctx)
	}
	t.animate()
	return nil
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Save record", Do: func(ctx *game.Context) { t.toastSave(ctx) }}}
}

func (t *Table) toastSave(ctx *game.Context) {
	path, err := t.SaveRecord()
	if err != nil {
		ctx.Toast("Could not save the record: " + err.Error())
		return
	}
	ctx.Toast("Record saved: " + path)
}

// tick runs one engine tick: read the people's presses, let the
// computers press, apply them all in the fair order and advance the clock
// (engine.TickStep), then look at what happened.
func (t *Table) tick(ctx *game.Context) {
	t.presses = t.presses[:0]
	t.updateChooser()
	for seat := range t.n {
		if t.human[seat] {
			t.readKeys(seat)
		}
	}
	if t.human[0] {
		t.readMouse()
	}
	// A speedoh.Bot decides from its View with a reaction-time model in
	// microseconds (no search), so ticking every bot here never makes a
	// frame wait. Like sim, the clock stops with the game.
	var res []engine.PressResult[speedoh.Action]
	res, t.buf = engine.TickStep(t.st, t.bots, t.presses, t.buf)
	for _, r := range res {
		t.result(ctx, r)
	}
	t.afterTick(ctx)
}

// readKeys turns one person's keys into presses. While they choose who
// takes the piles, the flip key moves the choice and the slap key gives
// (flips wait during a choice anyway, D5).
func (t *Table) readKeys(seat int) {
	in, kc := t.ctx.In, t.keys[seat]
	flip, hit := in.Pressed(kc, actFlip), in.Pressed(kc, actSlap)
	if t.choice.seat == seat {
		if flip {
			t.pick[seat] = (t.pick[seat] + 1) % len(t.choice.cands)
			t.ctx.Play("tick")
		}
		if hit {
			t.press(seat, speedoh.GiveTo(t.choice.cands[t.pick[seat]]))
		}
		return
	}
	if flip {
		t.press(seat, speedoh.FlipCard())
	}
	if hit {
		t.press(seat, speedoh.HitKey())
	}
}

// readMouse: the bottom person clicks their draw pile to flip, the Slap
// Card to slap, a name to give the piles.
func (t *Table) readMouse() {
	in := t.ctx.In
	if !in.Clicked() {
		return
	}
	mx, my := in.Cursor()
	for i := range t.choice.btns {
		if t.choice.btns[i].Contains(mx, my) {
			t.press(t.choice.seat, speedoh.GiveTo(t.choice.cands[i]))
			return
		}
	}
	dx, dy := drawXY(t.n, 0)
	dk := drawK(t.n)
	switch {
	case inRect(mx, my, dx, dy, cardW*dk+8, cardH*dk+8):
		t.press(0, speedoh.FlipCard())
	case inRect(mx, my, centreX, centreY, cardW*slapK+8, cardH*slapK+8):
		t.press(0, speedoh.HitKey())
	}
}

func (t *Table) press(seat int, a speedoh.Action) {
	t.presses = append(t.presses, engine.Press[speedoh.Action]{Seat: seat, Action: a})
}

// result tells a person why a press did nothing; what a press did is read
// from the events (afterTick).
func (t *Table) result(ctx *game.Context, r engine.PressResult[speedoh.Action]) {
	seat, a := r.Seat, r.Action
	if seat < 0 || seat >= t.n || r.Err == nil {
		return
	}
	if !t.human[seat] {
		log.Printf("speedohui: computer seat %d pressed %v: %v", seat, a, r.Err)
		return
	}
	if a.Kind == speedoh.Hit {
		return // a second slap on what one already slapped: a key bounce, no news
	}
	t.note(seat, engine.Explain(r.Err), true)
	ctx.Play(assets.SoundError)
}

func (t *Table) note(seat int, s string, bad bool) {
	t.notes[seat] = message{text: s, bad: bad, ticks: noteTicks}
}

// updateChooser shows the receiver choice to a person who must make it.
func (t *Table) updateChooser() {
	for _, seat := range t.HumanSeats() {
		v := t.st.View(seat)
		w, ok := v.ChoiceFor()
		if !ok {
			continue
		}
		cands := w.Candidates().List()
		if t.choice.seat != seat || len(cands) != len(t.choice.cands) {
			t.choice = chooser{seat: seat, cands: cands}
			t.pick[seat] = 0
			x, y := chooserX(), chooserY(len(cands))+72
			for i, c := range cands {
				t.choice.btns = append(t.choice.btns, widget.Button{Label: t.seatName(c),
					X: x, Y: y + float64(i)*chooserStep, W: chooserW, H: chooserStep - 6})
			}
		}
		t.choice.by = w.ChooseBy
		if w.State == speedoh.WindowOpen {
			t.choice.by = w.Deadline + speedoh.ChoiceTicks
		}
		return
	}
	t.choice = chooser{seat: speedoh.NoSeat}
}

// afterTick reads what the tick brought and sends the cards on their way.
func (t *Table) afterTick(ctx *game.Context) {
	before := t.view // the table as this tick began
	t.prev = t.view
	t.view = t.st.View(0)
	dest := [speedoh.MaxPlayers]int{}
	for i := range dest {
		dest[i] = speedoh.NoSeat
	}
	t.flip = [speedoh.MaxPlayers]speedoh.Card{}
	if evs := t.st.Events(); len(evs) > t.seen {
		t.readEvents(ctx, &before, evs[t.seen:], &dest)
		t.seen = len(evs)
	}
	t.sync(&dest)
	if t.st.Over() && !t.overShown {
		t.overShown = true
		t.keep() // over: the save goes, the game joins the history and the statistics
		t.choice = chooser{seat: speedoh.NoSeat}
		ctx.Play(assets.SoundWin)
		// The cards that decided the last slap rest, then fly: all of it
		// before the end screen stops the table.
		t.overlayIn, t.overlayNext = settleFrames+t.holdTicks(), func() game.Scene {
			return scenes.NewFinal(ctx, t.app, engine.Erase(t.st, games.SpeedOh), t.again)
		}
	}
}

// readEvents reads what happened in the tick: the presses (flips, slaps,
// slashes, gifts) and what the engine settled. It says what happened and
// works out where each seat's flipped cards went: a match's piles to its
// receiver, everything else to whoever took every pile, and otherwise (a
// rewind, SO6, or a turnover, D12) back to the owner. before is the table
// as the tick began: a hit was a slash if a Slash Oh window was open then
// or was opened by a flip earlier in the tick (D3).
func (t *Table) readEvents(ctx *game.Context, before *speedoh.View, evs []engine.Event, dest *[speedoh.MaxPlayers]int) {
	var says []announcement
	all := speedoh.NoSeat
	slashing := false
	if w, ok := before.Special(); ok && w.Kind == speedoh.SlashWindow && w.State == speedoh.WindowOpen {
		slashing = true
	}
	wrong := map[int]bool{}
	for _, e := range evs {
		if w, ok := e.Data.(speedoh.WrongSlap); ok {
			wrong[w.Seat] = true
		}
	}
	for _, e := range evs {
		switch d := e.Data.(type) {
		case speedoh.Action:
			t.pressed(ctx, e.Seat, d, slashing, wrong[e.Seat])
		case speedoh.Flipped:
			if d.Seat >= 0 && d.Seat < t.n {
				t.flip[d.Seat] = d.Card
			}
			slashing = slashing || d.Card.Special() == speedoh.Slash
		case speedoh.MatchSettled:
			for _, s := range d.Seats {
				if s >= 0 && s < t.n && dest[s] == speedoh.NoSeat {
					dest[s] = d.Receiver
				}
			}
			says = append(says, announcement{text: fmt.Sprintf("%s slapped first: %s %d cards", t.seatName(d.Winner), t.takes(d.Receiver), d.Cards)})
		case speedoh.SpecialSettled:
			says = append(says, announcement{text: t.specialSays(d)})
			t.closed = closedWindow{kind: d.Kind, ticks: closedTicks}
			if d.Receiver >= 0 && all == speedoh.NoSeat {
				all = d.Receiver
			}
		case speedoh.WrongSlap:
			if d.Cards > 0 {
				says = append(says, announcement{text: fmt.Sprintf("Wrong slap: %s every flipped pile (%d cards)", t.takes(d.Seat), d.Cards), bad: true})
				if all == speedoh.NoSeat {
					all = d.Seat
				}
			} else {
				says = append(says, announcement{text: fmt.Sprintf("Wrong slap by %s: no flipped cards to take", t.seatName(d.Seat)), bad: true})
			}
			if l, ok := t.wrongLesson(d); ok {
				t.lesson = l
			}
			ctx.Play(assets.SoundError)
		case speedoh.MatchLapsed:
			if d.Why == speedoh.LapsedUnslapped {
				says = append(says, announcement{text: "A match went unslapped (" + keyName(d.Key) + ")"})
				if l, ok := t.missedLesson(d); ok {
					t.lesson = l
				}
			}
		}
	}
	for s := range t.n {
		if dest[s] == speedoh.NoSeat {
			dest[s] = all
		}
	}
	t.announce(says...)
}

// announce queues announcements; the first shows at once when nothing
// else is on show.
func (t *Table) announce(as ...announcement) {
	t.pending = append(t.pending, as...)
	if n := len(t.pending) - maxPending; n > 0 {
		t.pending = t.pending[n:]
	}
	t.nextAnnouncement()
}

// nextAnnouncement shows the next waiting announcement once the one on
// show has had its readTicks (or has gone).
func (t *Table) nextAnnouncement() {
	if len(t.pending) == 0 || (t.bannerT > 0 && t.bannerAge < readTicks) {
		return
	}
	a := t.pending[0]
	t.pending = t.pending[1:]
	t.banner, t.bannerBad, t.bannerT, t.bannerAge = a.text, a.bad, bannerTicks, 0
}

// pressed shows a press that went through: the table sees every slap, as
// at a real table.
func (t *Table) pressed(ctx *game.Context, seat int, a speedoh.Action, slashing, wrong bool) {
	if seat < 0 || seat >= t.n {
		return
	}
	switch a.Kind {
	case speedoh.Flip:
		ctx.Play(assets.SoundDeal)
	case speedoh.Hit:
		ctx.Play(assets.SoundSlap)
		switch {
		case slashing:
			t.note(seat, "Slash!", false)
		default:
			t.note(seat, "Slap!", wrong)
		}
	case speedoh.Give:
		t.note(seat, "Gives to "+t.seatName(int(a.To)), false)
	}
}

// keyName says a match key in words: "sword 2", "red", "stripes".
func keyName(k speedoh.Key) string { return k.Name() }

func (t *Table) specialSays(s speedoh.SpecialSettled) string {
	switch {
	case s.Receiver < 0 && len(s.Slaps) == 0 && s.Kind == speedoh.FirstSlapWindow:
		return "Nobody slapped the First Slap Wins card"
	case s.Receiver < 0:
		return "No single loser: nobody takes the piles"
	case s.Kind == speedoh.FirstSlapWindow:
		return fmt.Sprintf("%s slapped first: %s every flipped pile (%d cards)", t.seatName(s.Slaps[0]), t.takes(s.Receiver), s.Cards)
	case s.Kind == speedoh.SlashWindow:
		return fmt.Sprintf("Slowest slash: %s every flipped pile (%d cards)", t.takes(s.Receiver), s.Cards)
	}
	return fmt.Sprintf("Last to slap: %s every flipped pile (%d cards)", t.takes(s.Receiver), s.Cards)
}

// seatName is what the table calls a seat.
func (t *Table) seatName(seat int) string { return t.opts.seatName(seat) }

// seatName is what a table of o calls a seat.
func (o Options) seatName(seat int) string {
	switch {
	case seat < 0 || seat >= o.Config.Players:
		return "nobody"
	case o.Mode == scenes.VsComputer && seat == 0:
		return "You"
	case o.Mode == scenes.TwoPlayers && seat == 0:
		return "Player 1"
	case o.Mode == scenes.TwoPlayers && o.human()[seat]:
		return "Player 2"
	case o.Mode == scenes.Watch:
		return fmt.Sprintf("Bot %d", seat+1) // nobody is seat 0's "you"
	}
	return fmt.Sprintf("Bot %d", seat)
}

// takes is "Bot 2 takes" or "you take" (or another verb).
func (t *Table) takes(seat int, verb ...string) string {
	v := "take"
	if len(verb) > 0 {
		v = verb[0]
	}
	if n := t.seatName(seat); n != "You" {
		return n + " " + v + "s"
	}
	return "you " + v
}

// seats describes the seats for the record.
func (o Options) seats() []record.Seat {
	human := o.human()
	out := make([]record.Seat, o.Config.Players)
	for seat := range out {
		out[seat] = record.Seat{Name: o.seatName(seat), Kind: "human"}
		if !human[seat] {
			out[seat].Kind, out[seat].Bot = "bot", o.Level.String()
		}
	}
	return out
}

// Record returns the game's record so far.
func (t *Table) Record() *record.Record { return t.st.Record() }

// keep saves the game in progress for Continue, or once it is over reports
// it finished. A watched game is nobody's game: it is neither saved nor
// counted.
func (t *Table) keep() {
	t.keptAt = t.st.Tick()
	if t.opts.Mode == scenes.Watch || t.finished || t.opts.Layout != nil {
		return
	}
	// A finished game is reported once: a pause in the moment before the
	// end screen opens must not add it to the history twice.
	t.finished = t.st.Over()
	scenes.KeepOrFinish(t.ctx, t.app, engine.Erase(t.st, games.SpeedOh), t.opts.Level.String())
}

// Open continues a saved game (scenes.GameEntry.Open): the table of m, a
// game Resume replayed to where it was saved. Who plays and the computer
// players' level are read from the record's seats.
func Open(ctx *game.Context, app *scenes.App, m engine.Match) (game.Scene, error) {
	st, ok := m.Game().(*speedoh.State)
	if !ok {
		return nil, fmt.Errorf("speedoh: a %T is not this game", m.Game())
	}
	rec := st.Record()
	people, level := 0, engine.Normal
	for _, seat := range rec.Header.Seats {
		if seat.Kind == "bot" {
			if l, err := engine.ParseLevel(seat.Bot); err == nil {
				level = l
			}
		} else {
			people++
		}
	}
	opts := Options{Mode: scenes.VsComputer, Level: level, Seed: rec.Header.Seed, Config: st.Config()}
	switch people {
	case 0:
		opts.Mode = scenes.Watch
	case 2:
		opts.Mode = scenes.TwoPlayers
	}
	opts.Bots = opts.Config.Players - opts.Mode.People()
	human := opts.human()
	for seat, s := range rec.Header.Seats {
		if human[seat] != (s.Kind != "bot") {
			return nil, fmt.Errorf("speedoh: the saved seats (%d people) are not a table this program sets", people)
		}
	}
	return newTable(ctx, app, opts, st), nil
}
