package spellcraftui

import (
	"fmt"
	"slices"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/turns"
)

// Options are what the setup screen chose.
type Options struct {
	Config spellcraft.Config
	Seed   uint64
	Level  string // easy, normal, hard
}

// event is one visual step the table shows before the game moves on, so
// every change is seen: a card flies, the field is laid out, the bids
// show, a showdown opens. The table makes them from the game's typed
// events (Table.queue).
type event struct {
	kind int
	seat int
	a    spellcraft.Action
	// evAct: seat 0's hand and the field once the action is shown; evField:
	// the field with the new lay-out.
	hand, field cards.Set
	deal        dealing                // evDeal
	result      spellcraft.RoundResult // evShowdown
	last        bool                   // evShowdown: the game ended with it
	// lines join the round's log when the step shows: the log tells what
	// the table has shown, not what the game has already moved on to.
	lines []logLine
	// view is what the table shows from this step on (nil: what it shows
	// already): the game as it stands after the action.
	view *spellcraft.View
}

const (
	evAct      = iota // an action: cards move
	evField           // a turn's field is laid out (SC7)
	evBids            // the bids show together (SC6)
	evShowdown        // the round's showdown overlay
	evGather          // every card back to the deck before the next deal
	evDeal            // a round is dealt
	evGameOver        // the final standings
)

// dealing is what a deal shows: who deals, who is in, how many cards each
// seat holds, seat 0's cards and the field (empty for a fresh deal: its
// lay-out follows).
type dealing struct {
	dealer int
	in     [spellcraft.MaxPlayers]bool
	sizes  [spellcraft.MaxPlayers]int
	hand   cards.Set
	field  cards.Set
	// instant lays the cards out without dealing them (after an undo).
	instant bool
}

type botSeat = turns.BotSeat[spellcraft.View, spellcraft.Action]

// Table is the Spellcraft table scene.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options

	g     *spellcraft.State // the authority: applies and records every action
	seen  int               // the game's events already turned into visual events
	view  spellcraft.View   // seat 0's view of the game now
	shown spellcraft.View   // seat 0's view as the animation has reached it
	// hand and field are seat 0's cards and the field as the events queued
	// so far leave them, for the animations.
	hand, field cards.Set
	ev          turns.Events[event]
	bots        []*botSeat

	cards *cardTable // the sprites
	turn  humanTurn  // seat 0's choices

	msg      string
	msgTicks int

	// log is the current round's log as far as it has been shown; the
	// seats' panels show their phrases of turn logTurn (the latest turn
	// shown), so a computer player's moves stay readable all turn.
	log               []logLine
	logRound, logTurn int
	// actPhase, actRound and actTurn are the game's before the action
	// being applied: queue needs them to put the action in words.
	actPhase          spellcraft.Phase
	actRound, actTurn int

	assist     *turns.Assist
	hint       *shownHint // the hint on screen, nil when none
	tools      tools      // the Log, Hint and Undo buttons
	guide.Host            // the guided first game (guide.go)
}

// Start starts the game the setup chose (scenes.GameEntry.Start).
func Start(ctx *game.Context, app *scenes.App, c scenes.Choice) (game.Scene, error) {
	level := c.Level.String()
	g, err := games.Spellcraft.New(c.Settings, c.Seed, seats(c.Players, level))
	if err != nil {
		return nil, err
	}
	return start(ctx, app, Options{Config: g.Config(), Seed: c.Seed, Level: level}, g), nil
}

// NewTable starts a game with opts. It replaces any saved game in
// progress: the new game is the one that will be continued.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	g, err := spellcraft.NewGame(opts.Config, opts.Seed, seats(opts.Config.Players, opts.Level))
	if err != nil { // the setup only offers valid options
		panic(err)
	}
	return start(ctx, app, opts, g)
}

// seats are the record's seats: you, and n-1 computer players of level.
func seats(n int, level string) []record.Seat {
	out := []record.Seat{{Name: SeatNames[0], Kind: "human"}}
	for i := 1; i < n && i < len(SeatNames); i++ {
		out = append(out, record.Seat{Name: SeatNames[i], Kind: "bot", Bot: level})
	}
	return out
}

func start(ctx *game.Context, app *scenes.App, opts Options, g *spellcraft.State) *Table {
	ctx.Drop(spellcraft.GameName)
	t := newTable(ctx, app, opts, g)
	t.queue(g.Events()) // the first deal and lay-out
	return t
}

// again is the same game with a new seed (Play again).
func (t *Table) again(seed uint64) game.Scene {
	opts := t.opts
	opts.Seed = seed
	return NewTable(t.ctx, t.app, opts)
}

// SaveRecord writes the game's record and returns its path.
func (t *Table) SaveRecord() (string, error) {
	return game.SaveRecord(spellcraft.GameName, t.opts.Seed, t.g.Record())
}

// Open opens the table of a game in progress: Continue, and a game
// rebuilt by undo (scenes.GameEntry.Open).
func Open(ctx *game.Context, app *scenes.App, m engine.Match) (game.Scene, error) {
	t, err := open(ctx, app, m)
	if err != nil {
		return nil, err
	}
	ctx.Toast("Game continued where you left it")
	return t, nil
}

// open builds the table of m as it stands, its round's log replayed.
func open(ctx *game.Context, app *scenes.App, m engine.Match) (*Table, error) {
	g, ok := m.Game().(*spellcraft.State)
	if !ok {
		return nil, fmt.Errorf("spellcraft: a %T is not this game", m.Game())
	}
	opts := Options{Config: g.Config(), Seed: g.Record().Header.Seed, Level: scenes.SavedLevel(g.Record())}
	t := newTable(ctx, app, opts, g)
	t.seen = len(g.Events())
	v := t.view
	t.hand, t.field = v.Hand, v.Field
	t.ev.Push(event{kind: evDeal, view: &v, deal: dealing{dealer: v.Dealer, in: v.InRound, sizes: v.HandSizes, hand: v.Hand, field: v.Field}})
	t.log = replayLog(g)
	t.logRound, t.logTurn = v.Round, v.Turn
	return t, nil
}

func newTable(ctx *game.Context, app *scenes.App, opts Options, g *spellcraft.State) *Table {
	t := &Table{ctx: ctx, app: app, opts: opts, g: g}
	t.view = g.View(0)
	t.assist = turns.NewAssist(games.Spellcraft.Entry(), 0, SeatNames[:opts.Config.Players])
	t.tools = newTools()
	t.cards = newCardTable(opts.Config.Deck())
	t.cards.zoom = ctx.Settings.CardZoom()
	// Draw the faces now, while the screen fades, not mid-deal.
	ctx.Art.Prepare(cards.Standard54)
	level, err := engine.ParseLevel(opts.Level)
	if err != nil { // a hand-edited settings file: Normal
		level = engine.Normal
	}
	t.bots = make([]*botSeat, opts.Config.Players)
	for seat := 1; seat < opts.Config.Players; seat++ {
		// Hard thinks a few milliseconds on a sample budget; the goroutine
		// keeps frames free all the same.
		t.bots[seat] = &botSeat{Bot: bot.New(level, engine.BotSeed(opts.Seed, seat))}
	}
	return t
}

// Name implements game.Named.
func (t *Table) Name() string { return "spellcraft-table" }

// Enter forgets the choice layout so it is announced again after an overlay.
func (t *Table) Enter(ctx *game.Context) { t.turn.key = "" }

// dt converts animation ticks at normal speed to the settings' speed.
func (t *Table) dt(f float64) float64 { return f / t.ctx.Dt() }

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.msgTicks > 0 {
		t.msgTicks--
	}
	// The card size may have changed in Settings, under the pause menu.
	t.cards.setZoom(t, ctx.Settings.CardZoom())
	t.cards.update(ctx.Dt())
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.app, Entry.Name, nil, t.lastShowdown, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.toolInput(ctx) {
		return nil
	}
	t.pollHint()
	// Cards still settling (a chosen card rising) do not stop the player;
	// a queued event does: the table must show it first.
	if !t.ev.Step(ctx.Dt(), t.cards.busy(), t.run) && t.ev.Pending() {
		t.turn.clear(t)
		return nil
	}
	t.shown = t.view
	t.turn.update(ctx, t)
	// The computer players wait while a hint is searched: the hint is for
	// the position the person asked about.
	if !t.assist.Busy() {
		turns.PlayBots(ctx.Frame, ctx.Settings.BotDelay(), "spellcraft", t.bots, t.view.ToMove, t.g, t.apply)
	}
	return nil
}

func (t *Table) lastShowdown() game.Scene {
	if t.view.Last == nil {
		return notice{text: "No showdown yet this game"}
	}
	return NewShowdown(t.ctx, *t.view.Last, t.view.Config, t.view.Phase == spellcraft.PhaseOver, true)
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "End game now", Do: func(ctx *game.Context) {
		ctx.Pop()
		// Ending cannot be taken back and the pause menu is one Enter away:
		// ask, with "Keep playing" focused.
		end := func(*game.Context) {
			if !t.g.Over() {
				_ = t.apply(0, spellcraft.End) // SC12: the most chips win
			}
		}
		ctx.Push(scenes.NewQuestion(ctx, "spellcraft-confirm-end", "End the game now?",
			"The players with the most chips win. This cannot be undone.",
			[]scenes.Answer{{Label: "End the game", Do: end}, {Label: "Keep playing"}}, 1, 1))
	}}, {Label: "Last showdown", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(t.lastShowdown())
	}}}
}

// apply applies a seat's action and queues what must be seen: the game's
// typed events since the last action, each as a visual step.
func (t *Table) apply(seat int, a spellcraft.Action) error {
	t.actPhase, t.actRound, t.actTurn = t.g.Phase(), t.g.Round(), t.g.Turn()
	if err := t.g.Apply(seat, a); err != nil {
		return err
	}
	if seat == 0 {
		t.dropHint() // the person acted: the hint was for what they faced
	}
	scenes.KeepOrFinish(t.ctx, t.app, engine.Erase(t.g, games.Spellcraft), t.opts.Level)
	t.view = t.g.View(0)
	t.queue(t.g.Events()[t.seen:])
	return nil
}

// queue turns the game's events into visual steps. Seat 0's hand and the
// field follow the events, so every card flies where the event sends it.
// The table catches up with the game (t.view) at the first step, or, when
// a round ended, at the next deal: the old round's cards stay in view
// until its showdown has been seen.
func (t *Table) queue(evs []engine.Event) {
	final := t.view
	first := len(t.ev.Queue)
	act := -1 // the action whose cards are still arriving (a draw follows it)
	settle := func() {
		if act >= 0 {
			t.ev.Queue[act].hand, t.ev.Queue[act].field = t.hand, t.field
			act = -1
		}
	}
	ended, showdown, deal := false, -1, -1
	var lines []logLine // words waiting for the next visual step
	for _, e := range evs {
		if _, drawn := e.Data.(spellcraft.Drawn); !drawn {
			settle()
		}
		lines = append(lines, linesOf(e, t.actPhase, t.actRound, t.actTurn)...)
		steps := len(t.ev.Queue)
		switch d := e.Data.(type) {
		case spellcraft.Action:
			t.moved(e.Seat, d)
			act = len(t.ev.Queue)
			t.ev.Push(event{kind: evAct, seat: e.Seat, a: d})
		case spellcraft.Drawn:
			if d.Seat == 0 {
				t.hand = t.hand.With(d.Card)
			}
		case spellcraft.FieldLaid:
			for _, c := range d.Cards {
				t.field = t.field.With(c)
			}
			t.ev.Push(event{kind: evField, field: t.field})
		case spellcraft.BidsShown:
			t.ev.Push(event{kind: evBids})
		case spellcraft.ShowdownScored:
			ended, showdown = true, len(t.ev.Queue)
			t.ev.Push(event{kind: evShowdown, result: d.Result})
		case spellcraft.Dealt:
			in, sizes := [spellcraft.MaxPlayers]bool{}, [spellcraft.MaxPlayers]int{}
			for i, h := range d.Hands {
				in[i], sizes[i] = h != 0, h.Len()
			}
			t.hand, t.field = d.Hands[0], 0
			deal = len(t.ev.Queue) + 1
			t.ev.Push(event{kind: evGather}, event{kind: evDeal, deal: dealing{dealer: d.Dealer, in: in, sizes: sizes, hand: t.hand}})
		case spellcraft.GameOver:
			if showdown >= 0 {
				t.ev.Queue[showdown].last = true
			}
			t.ev.Push(event{kind: evGameOver, view: &final})
		}
		if len(t.ev.Queue) > steps && len(lines) > 0 {
			// A deal's words go with the deal, not the gather before it.
			k := len(t.ev.Queue) - 1
			t.ev.Queue[k].lines = append(t.ev.Queue[k].lines, lines...)
			lines = nil
		}
	}
	if len(lines) > 0 {
		if k := len(t.ev.Queue) - 1; k >= first {
			t.ev.Queue[k].lines = append(t.ev.Queue[k].lines, lines...)
		} else {
			t.showLines(lines) // nothing to show first
		}
	}
	settle()
	t.seen += len(evs)
	switch {
	case !ended && first < len(t.ev.Queue):
		t.ev.Queue[first].view = &final
	case deal >= 0:
		t.ev.Queue[deal].view = &final
	}
	// The view is the game itself: the next action starts from it.
	t.hand, t.field = final.Hand, final.Field
}

// moved follows seat's action in seat 0's hand and the field: an exchange
// puts two cards out and takes one in, a take takes one (a card from the
// deck arrives with its Drawn event).
func (t *Table) moved(seat int, a spellcraft.Action) {
	switch a.Kind {
	case spellcraft.KindExchange, spellcraft.KindTake:
		if a.Card != cards.None {
			t.field = t.field.Without(a.Card)
			if seat == 0 {
				t.hand = t.hand.With(a.Card)
			}
		}
		if a.Kind == spellcraft.KindExchange {
			out := cards.SetOf(a.Out[0], a.Out[1])
			t.field |= out
			if seat == 0 {
				t.hand &^= out
			}
		}
	}
}

// run starts one visual event.
func (t *Table) run(e event) {
	if e.view != nil {
		t.shown = *e.view
	}
	t.showLines(e.lines)
	switch e.kind {
	case evDeal:
		t.cards.deal(t, e.deal)
		t.ctx.Play("deal")
	case evAct:
		t.runAct(e)
	case evField:
		t.cards.layoutField(t, e.field, 0)
		t.cards.settleZ()
	case evBids:
		t.ev.Wait = t.dt(50) // let everyone read the bids
		t.ctx.Play("play")
	case evShowdown:
		t.ctx.Push(NewShowdown(t.ctx, e.result, t.opts.Config, e.last, false))
	case evGather:
		t.cards.gather(t)
	case evGameOver:
		t.ctx.Push(scenes.NewFinal(t.ctx, t.app, engine.Erase(t.g, games.Spellcraft), t.again))
		t.ctx.Play("win")
	}
}

// showLines adds shown lines to the round's log; a new round's first line
// starts a new log.
func (t *Table) showLines(ls []logLine) {
	for _, l := range ls {
		if l.round != t.logRound {
			t.log, t.logRound = nil, l.round
		}
		t.log = append(t.log, l)
		t.logTurn = l.turn
	}
}

func (t *Table) runAct(e event) {
	if e.a.Kind == spellcraft.KindEnd {
		return
	}
	t.cards.move(t, e.seat, e.a, e.hand, e.field)
	if e.seat != 0 {
		// The latest move also shows by the hand, where the eye is.
		for _, l := range e.lines {
			if l.seat == e.seat && l.text != "" {
				t.say(l.text)
				break
			}
		}
	}
	switch e.a.Kind {
	case spellcraft.KindTake, spellcraft.KindExchange:
		t.ctx.Play("play")
	}
}

func (t *Table) say(s string) { t.msg, t.msgTicks = s, 200 }

// act applies seat 0's action, or shows the engine's reason.
func (t *Table) act(a spellcraft.Action) bool {
	if err := t.apply(0, a); err != nil {
		t.say(engine.Explain(err))
		t.ctx.Play("error")
		return false
	}
	t.ctx.Play("play")
	return true
}

// myTurn reports whether seat 0 must act now.
func (t *Table) myTurn() bool { return slices.Contains(t.view.ToMove, 0) }
