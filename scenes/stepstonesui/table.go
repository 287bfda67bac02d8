package stepstonesui

import (
	"fmt"
	"slices"

	"parlor/game"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/tricktable"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
)

// GameName is the record header's game name and the saved file's prefix.
const GameName = stepstones.GameName

// Options are what the setup screen chose.
type Options struct {
	Config stepstones.Config
	Seed   uint64
	Level  string // easy, normal, hard
}

// event is one visual step the table plays before the game moves on, so
// every change is seen: a card flies, a trick is gathered, a summary shows.
// view is what the banner and seats show once the event has run: the table
// may run behind the engine, and must never show a result before its cards.
type event struct {
	kind   evKind
	seat   int
	card   cards.Card
	faded  bool // a trick that does not count (Win Last 6, SS4)
	result stepstones.HandResult
	view   stepstones.View
	after  stepstones.View // evSummary: the game after the hand, for the sheet row
}

type evKind int

const (
	evDeal evKind = iota
	evPlay
	evHold    // a finished trick stays visible a moment
	evCollect // then flies to its winner
	evSummary
	evGameOver
	evResumed // the resumed hand has caught up: normal speed again
)

// Table is the Stepping Stones table scene.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options

	g     *stepstones.State // the authority: applies and records every action
	st    *stepstones.State
	seen  int             // the game's events already turned into visual events
	view  stepstones.View // seat 0's view of the engine now
	shown stepstones.View // seat 0's view as far as the animations have got
	tbl   *tricktable.Table
	ev    turns.Events[event] // visual events still to show
	bots  [stepstones.NumPlayers]*botSeat

	bid      bidPanel
	playKey  bool // the card choice is set up for this turn
	sheetBtn widget.Button
	sheetOn  bool // the pointer is on sheetBtn (its glow eases toward this)
	msg      string
	msgTicks int
	fast     bool // replaying a resumed hand
	instant  bool // replaying the hand after an undo: no animation at all
	leaving  bool // replaced by the table an undo rebuilt: do nothing more

	assist     assists // Undo, Hint and Last trick (assist.go)
	guide.Host         // the guided first game (guide.go)
}

// Start starts the game the setup chose (scenes.GameEntry.Start).
func Start(ctx *game.Context, app *scenes.App, c scenes.Choice) (game.Scene, error) {
	level := c.Level.String()
	g, err := games.SteppingStones.New(c.Settings, c.Seed, seats(level))
	if err != nil {
		return nil, err
	}
	return start(ctx, app, Options{Config: g.Config(), Seed: c.Seed, Level: level}, g), nil
}

// NewTable starts a game with opts. It replaces any saved game in
// progress: the new game is the one that will be continued.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	g, err := stepstones.NewGame(opts.Config, opts.Seed, seats(opts.Level))
	if err != nil { // three seats are listed: cannot happen
		panic(err)
	}
	return start(ctx, app, opts, g)
}

// seats are the record's seats: you, and computer players of level.
func seats(level string) []record.Seat {
	out := []record.Seat{{Name: SeatNames[0], Kind: "human"}}
	for _, n := range SeatNames[1:] {
		out = append(out, record.Seat{Name: n, Kind: "bot", Bot: level})
	}
	return out
}

func start(ctx *game.Context, app *scenes.App, opts Options, g *stepstones.State) *Table {
	ctx.Drop(stepstones.GameName)
	t := newTable(ctx, app, opts, g)
	t.ev.Push(event{kind: evDeal, view: t.view})
	return t
}

// again is the same game with a new seed (Play again).
func (t *Table) again(seed uint64) game.Scene {
	opts := t.opts
	opts.Seed = seed
	return NewTable(t.ctx, t.app, opts)
}

// Open opens the table of a game in progress: Continue, and a game
// rebuilt by undo (scenes.GameEntry.Open).
func Open(ctx *game.Context, app *scenes.App, m engine.Match) (game.Scene, error) {
	g, ok := m.Game().(*stepstones.State)
	if !ok {
		return nil, fmt.Errorf("stepstones: a %T is not this game", m.Game())
	}
	opts := Options{Config: g.Config(), Seed: g.Record().Header.Seed, Level: scenes.SavedLevel(g.Record())}
	t := newTable(ctx, app, opts, g)
	t.replayHand()
	return t, nil
}

func newTable(ctx *game.Context, app *scenes.App, opts Options, g *stepstones.State) *Table {
	t := &Table{ctx: ctx, app: app, opts: opts, g: g, seen: len(g.Events())}
	t.st = g
	t.view = t.st.View(0)
	t.shown = t.view
	t.tbl = tricktable.New(stepstones.Deck)
	t.tbl.SetCardZoom(ctx.Settings.CardZoom(), t.dt)
	// All 36 cards are dealt, so the opponents' hands fill their columns:
	// their tricks go beside the columns, yours right of your hand.
	t.tbl.SetPileOrigin(1, 204, 206, 6)
	t.tbl.SetPileOrigin(2, widget.ScreenW-204-5*34, 206, 6)
	t.tbl.SetPileOrigin(0, widget.ScreenW-176, 572, 4)
	for seat := 1; seat < stepstones.NumPlayers; seat++ {
		t.bots[seat] = &botSeat{Bot: newBot(opts.Level, engine.BotSeed(opts.Seed, seat))}
	}
	t.sheetBtn = widget.Button{Label: "Scoresheet", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Board),
		X: widget.ScreenW - 196, Y: 12, W: 182, H: 40}
	t.tbl.SetNames(SeatNames)
	// Undo and hint belong to a person playing seat 0; a table whose seat 0
	// is not a person (watched) offers only the last trick.
	person := len(g.Record().Header.Seats) > 0 && g.Record().Header.Seats[0].Kind == "human"
	t.assist = t.newAssists(person)
	return t
}

// match is the game as the engine contract sees it, for the assist.
func (t *Table) match() engine.Match { return engine.Erase(t.g, games.SteppingStones) }

// replayHand queues the hand in progress as it was dealt and played so
// far, at four times the speed, so a continued game shows its table as the
// player left it and nothing appears from nowhere.
func (t *Table) replayHand() {
	v := t.view
	dealt := v
	dealt.HandSizes = [stepstones.NumPlayers]int{stepstones.HandSize, stepstones.HandSize, stepstones.HandSize}
	dealt.Own = tricktable.DealtOwn(v.Own, v.Tricks)
	t.fast = true
	t.ev.Push(event{kind: evDeal, view: dealt})
	for i, tr := range v.Tricks {
		for j := 0; j < int(tr.Count); j++ {
			t.ev.Push(event{kind: evPlay, seat: tr.Seat(j, stepstones.NumPlayers), card: tr.Cards[j], view: v})
		}
		if i < len(v.Winners) {
			t.ev.Push(event{kind: evCollect, seat: v.Winners[i], faded: v.Bid.Contract == stepstones.WinLast6 && i < 6, view: v})
		}
	}
	t.ev.Push(event{kind: evResumed, view: v})
}

// Name implements game.Named.
func (t *Table) Name() string { return "stepstones-table" }

// Enter re-announces the choices after an overlay closes.
func (t *Table) Enter(ctx *game.Context) {
	t.bid.key = ""
	t.sheetBtn.Hint = ctx.Settings.Keys[input.Menu].Hint(input.Board)
	t.assist.Bar.SetKeys(ctx.Settings.Keys[input.Menu])
}

// Message returns the message line's text ("" when none shows), for tests.
func (t *Table) Message() string {
	if t.msgTicks > 0 {
		return t.msg
	}
	return ""
}

// View returns seat 0's view of the game now.
func (t *Table) View() stepstones.View { return t.view }

// Idle reports whether every animation has played and the table waits for
// someone to act (or the game is over).
func (t *Table) Idle() bool { return !t.ev.Pending() && !t.tbl.Busy() }

// HandCards returns seat 0's cards as displayed, left to right.
func (t *Table) HandCards() []cards.Card { return t.tbl.Hand(0) }

// CardPos returns where card c of seat 0's hand is drawn, for clicks.
func (t *Table) CardPos(c cards.Card) (x, y float64) { return t.tbl.Sprite(c).Pos() }

func (t *Table) dt(f float64) float64 {
	if t.instant {
		return 0
	}
	if t.fast {
		f /= 4
	}
	return f / t.ctx.Dt()
}

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.leaving {
		return nil
	}
	// The card size may have changed in Settings, under the pause menu.
	t.tbl.SetCardZoom(ctx.Settings.CardZoom(), t.dt)
	in := ctx.In
	mx, my := in.Cursor()
	t.tbl.Update(ctx.Art, mx, my, in.CursorMoved(), ctx.Dt())
	if t.msgTicks > 0 {
		t.msgTicks--
	}
	t.sheetOn = t.sheetBtn.Contains(mx, my)
	t.sheetBtn.Update(t.sheetOn, ctx.Dt())
	// Esc first steps back through a half-made bid; only then does it skip
	// the guide, or pause.
	if in.Pressed(input.Menu, input.Back) && t.bid.back() {
		return nil
	}
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.app, Entry.Name, &t.sheetBtn, func() game.Scene { return NewSheet(ctx, t.shown) }, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.assist.Update(ctx) {
		return nil
	}
	// An event that leaves the table idle (the last of a resumed hand)
	// hands over to the players in the same frame, so the person's turn
	// never shows a frame without its playable cards marked.
	if !t.ev.Step(ctx.Dt(), t.tbl.Busy(), t.run) && !t.Idle() {
		return nil
	}
	t.shown = t.view
	t.humanTurn(ctx)
	t.botTurns(ctx)
	return nil
}

// run starts one visual event.
func (t *Table) run(e event) {
	switch e.kind {
	case evDeal:
		v := e.view
		t.tbl.Deal(v.Forehand, v.Own, v.HandSizes, 0, t.dt)
		t.ctx.Play("deal")
	case evPlay:
		t.tbl.Play(e.seat, e.card, t.dt)
		t.ctx.Play("play")
	case evHold:
		t.tbl.Won(e.seat)
		t.ev.Wait = tricktable.CollectHold
		if t.instant {
			t.ev.Wait = 0
		}
	case evCollect:
		t.tbl.Won(e.seat) // a resumed hand's trick has no hold; it is still the last trick
		if e.faded {
			t.tbl.CollectFaded(e.seat, t.dt)
		} else {
			t.tbl.Collect(e.seat, t.dt)
		}
	case evSummary:
		t.ctx.Push(NewSummary(t.ctx, e.result, e.after))
	case evGameOver:
		t.ctx.Push(scenes.NewFinal(t.ctx, t.app, engine.Erase(t.g, games.SteppingStones), t.again))
		t.ctx.Play("win")
	case evResumed:
		if t.instant {
			t.ctx.Toast(turns.Undone)
		} else {
			t.ctx.Toast("Game continued where you left it")
		}
		t.fast, t.instant = false, false
	}
	t.shown = e.view
}

// apply applies a seat's action and queues what must be seen: the
// engine's typed events since the last action, each as a visual event.
// While the cards of a hand's last trick fly, the banner and seats keep
// showing that hand (the engine has already dealt the next one).
func (t *Table) apply(seat int, a stepstones.Action) error {
	before := t.view
	if err := t.g.Apply(seat, a); err != nil {
		return err
	}
	if seat == 0 {
		t.assist.Clear() // the person has acted: the hint is spent
	}
	t.autosave()
	t.view = t.g.View(0)
	evs := t.g.Events()
	shown := t.view
	for _, e := range evs[t.seen:] {
		if _, ok := e.Data.(stepstones.HandScored); ok {
			shown = before
			shown.Legal, shown.ToMove = nil, nil
		}
	}
	for _, e := range evs[t.seen:] {
		switch d := e.Data.(type) {
		case stepstones.Action:
			if d.Kind == stepstones.KindPlay {
				t.ev.Push(event{kind: evPlay, seat: e.Seat, card: d.Card, view: shown})
			} else {
				t.announce(e.Seat, d)
			}
		case stepstones.TrickWon:
			t.ev.Push(
				event{kind: evHold, seat: d.Winner, view: shown},
				event{kind: evCollect, seat: d.Winner, faded: !d.Counts, view: shown})
		case stepstones.HandScored:
			t.ev.Push(event{kind: evSummary, result: d.Result, view: shown, after: t.view})
		case stepstones.Dealt:
			t.ev.Push(event{kind: evDeal, view: t.view})
		case stepstones.GameOver:
			t.ev.Push(event{kind: evGameOver, view: t.view})
		}
	}
	t.seen = len(evs)
	return nil
}

// autosave keeps the game in progress, or reports it finished.
func (t *Table) autosave() {
	scenes.KeepOrFinish(t.ctx, t.app, t.match(), t.opts.Level)
}

// announce says what happened in the bidding; a declaration holds the
// table a moment so it can be read before the first card flies.
func (t *Table) announce(seat int, a stepstones.Action) {
	who := SeatNames[seat]
	switch a.Kind {
	case stepstones.KindPass:
		s := who + " passes"
		if seat == 0 {
			s = "You pass"
		}
		// A pass that leaves the bidding in the puddle is the one that
		// pushed the forehand in (SS6): no pass is allowed there.
		if v := t.view; v.Puddle {
			if v.Forehand == 0 {
				s += ". Everyone passed: you are in the puddle and must declare!"
			} else {
				s += ". Everyone passed: " + SeatNames[v.Forehand] + " is in the puddle and must declare"
			}
		}
		t.say(s)
	case stepstones.KindBid:
		verb := " declares "
		if seat == 0 {
			who, verb = "You", " declare "
		}
		t.say(who + verb + bidName(a.Bid))
		t.ctx.Play("play")
		if seat != 0 {
			t.ev.Wait = 50
		}
	}
}

func (t *Table) say(s string) { t.msg, t.msgTicks = s, 300 }

func (t *Table) humanTurn(ctx *game.Context) {
	if !slices.Contains(t.view.ToMove, 0) {
		t.bid.clear()
		return
	}
	if t.view.Phase == stepstones.PhasePlay {
		t.bid.clear()
		t.playTurn(ctx)
		return
	}
	t.playKey = false
	t.bid.update(ctx, t)
}

// playTurn lifts the legal cards and plays the clicked or focused one. An
// illegal card goes to the engine too, so its refusal names the rule.
func (t *Table) playTurn(ctx *game.Context) {
	if !t.playKey {
		t.playKey = true
		var legal cards.Set
		for _, a := range t.view.Legal {
			if a.Kind == stepstones.KindPlay {
				legal = legal.With(a.Card)
			}
		}
		t.tbl.LiftLegal(legal, t.dt)
		t.tbl.FocusFirstLegal()
		if a, on := t.assist.Hinted(); on && a.Kind == stepstones.KindPlay {
			t.tbl.SetHint(a.Card)
		}
	}
	card := t.tbl.Pick(ctx.In)
	if card == cards.None {
		return
	}
	if err := t.apply(0, stepstones.Play(card)); err != nil {
		t.say(engine.Explain(err))
		ctx.Play("error")
		return
	}
	t.playKey = false
	t.tbl.SetLegal(0)
}

func (t *Table) botTurns(ctx *game.Context) {
	turns.PlayBots(ctx.Frame, ctx.Settings.BotDelay(), "stepstones", t.bots[:], t.view.ToMove, t.st, t.apply)
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Scoresheet", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(NewSheet(ctx, t.shown))
	}}}
}

// SaveRecord writes the game's record and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(GameName, t.opts.Seed, t.g.Record())
}
