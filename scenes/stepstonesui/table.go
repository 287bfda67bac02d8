package stepstonesui

import (
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/tricktable"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
	"slices"
)

// GameName is the record header's game name and the saved file's prefix.
const GameName = stepstones.GameName

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
	after  stepstones.View                  // evSummary: the game after the hand, for the sheet row
	dealt  [stepstones.NumPlayers]cards.Set // evDeal of a caught-up hand: the hands as dealt, where known
}

type evKind int

const (
	evDeal evKind = iota
	evPlay
	evHold    // a finished trick stays visible a moment
	evCollect // then flies to its winner
	evSummary
	evGameOver
	evResumed // the caught-up hand is shown: normal speed again
)

// Table is the Stepping Stones table scene: seat 0's side of a session.
type Table struct {
	ctx *game.Context
	app *scenes.App
	s   *session.Session

	seen  int             // the session's events already turned into visual events
	view  stepstones.View // seat 0's view of the game now
	shown stepstones.View // seat 0's view as far as the animations have got
	names []string        // the seats' names
	tbl   *tricktable.Table
	ev    turns.Events[event] // visual events still to show

	bid      bidPanel
	playKey  bool // the card choice is set up for this turn
	sheetBtn widget.Button
	sheetOn  bool // the pointer is on sheetBtn (its glow eases toward this)
	msg      string
	msgTicks int
	fast     bool // catching up with a continued hand
	instant  bool // catching up at once (after an undo, a jump in a replay)
	leaving  bool // replaced by the table an undo opened: do nothing more

	assist     assists // Undo, Hint and Last trick (assist.go)
	guide.Host         // the guided first game (guide.go)
}

// Open opens the Stepping Stones table on s (scenes.GameEntry.Table): a
// new game deals from the start; a continued one catches its hand up
// quickly, one taken back or played back at once.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	t := &Table{ctx: ctx, app: app, s: s, names: s.Names()}
	t.view = session.ViewOf[stepstones.View](s, 0)
	t.shown = t.view
	t.tbl = tricktable.New(stepstones.Deck)
	t.tbl.SetCardZoom(ctx.Settings.CardZoom(), t.dt)
	// All 36 cards are dealt, so the opponents' hands fill their columns:
	// their tricks go beside the columns, yours right of your hand.
	t.tbl.SetPileOrigin(1, 204, 206, 6)
	t.tbl.SetPileOrigin(2, widget.ScreenW-204-5*34, 206, 6)
	t.tbl.SetPileOrigin(0, widget.ScreenW-176, 572, 4)
	t.sheetBtn = widget.Button{Label: "Scoresheet", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Board),
		X: widget.ScreenW - 196, Y: 12, W: 182, H: 40}
	t.tbl.SetNames([stepstones.NumPlayers]string(t.names))
	t.assist = t.newAssists()
	if s.Catch() == session.Fresh {
		return t, nil // the first deal is the session's first event
	}
	t.seen = s.Opened()
	t.fast, t.instant = s.Catch() == session.Fast, s.Catch() == session.Instant
	t.catchUp()
	return t, nil
}

// catchUp queues the hand in progress as it was dealt and played so far,
// so an opened game shows its table as it stands and nothing appears from
// nowhere: quickly for a continued game, at once otherwise.
func (t *Table) catchUp() {
	v := t.view
	t.ev.Push(event{kind: evDeal, view: v, dealt: tricktable.Dealt(t.s, v.Tricks, t.own)})
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

// own returns seat's cards, for a seat this screen sees.
func (t *Table) own(seat int) cards.Set { return session.ViewOf[stepstones.View](t.s, seat).Own }

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

// Busy implements scenes.Table: still showing what happened.
func (t *Table) Busy() bool { return !t.Idle() }

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
	t.read()
	// Esc first steps back through a half-made bid; only then does it skip
	// the guide, or pause.
	if in.Pressed(input.Menu, input.Back) && t.bid.back() {
		return nil
	}
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.app, GameName, &t.sheetBtn, func() game.Scene { return NewSheet(ctx, t.shown) }, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.assist.Update(ctx) {
		return nil
	}
	// An event that leaves the table idle (the last of a caught-up hand)
	// hands over to the players in the same frame, so the person's turn
	// never shows a frame without its playable cards marked.
	if !t.ev.Step(ctx.Dt(), t.tbl.Busy(), t.run) && !t.Idle() {
		return nil
	}
	t.shown = t.view
	if t.s.Plays().Has(0) {
		t.humanTurn(ctx)
	}
	if t.s.Move() {
		t.read()
	}
	return nil
}

// run starts one visual event.
func (t *Table) run(e event) {
	switch e.kind {
	case evDeal:
		t.deal(e)
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
		t.tbl.Won(e.seat) // a caught-up hand's trick has no hold; it is still the last trick
		if e.faded {
			t.tbl.CollectFaded(e.seat, t.dt)
		} else {
			t.tbl.Collect(e.seat, t.dt)
		}
	case evSummary:
		t.ctx.Push(NewSummary(t.ctx, e.result, e.after))
	case evGameOver:
		scenes.GameOver(t.ctx, t.app, t.s)
		t.ctx.Play("win")
	case evResumed:
		if t.fast {
			t.ctx.Toast("Game continued where you left it")
		}
		t.fast, t.instant = false, false
	}
	t.shown = e.view
}

// deal lays a hand out: every hand this screen sees face up, the others
// face down.
func (t *Table) deal(e event) {
	v := e.view
	hands, sizes := e.dealt, v.HandSizes
	if e.dealt[0] == 0 {
		hands = tricktable.Hands(t.s, t.own)
	} else {
		sizes = [stepstones.NumPlayers]int{stepstones.HandSize, stepstones.HandSize, stepstones.HandSize}
	}
	t.tbl.Deal(v.Forehand, hands, sizes, 0, t.dt)
	t.ctx.Play("deal")
}

// read queues what the session's new events show, each as a visual event.
// While the cards of a hand's last trick fly, the banner and seats keep
// showing that hand (the engine has already dealt the next one).
func (t *Table) read() {
	evs := t.s.Events()
	if len(evs) == t.seen {
		return
	}
	before := t.view
	t.view = session.ViewOf[stepstones.View](t.s, 0)
	shown := t.view
	for _, e := range evs[t.seen:] {
		if _, ok := e.Data.(stepstones.HandScored); ok {
			shown = before
			shown.Legal, shown.ToMove = nil, nil
		}
	}
	for _, e := range evs[t.seen:] {
		t.queue(e.Seat, e.Data, shown)
	}
	t.seen = len(evs)
}

// queue turns one event into visual events.
func (t *Table) queue(seat int, data any, shown stepstones.View) {
	switch d := data.(type) {
	case stepstones.Action:
		if d.Kind == stepstones.KindPlay {
			t.ev.Push(event{kind: evPlay, seat: seat, card: d.Card, view: shown})
		} else {
			t.announce(seat, d)
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

// act applies the person's decision; a refusal is said on the table.
func (t *Table) act(a stepstones.Action) bool {
	if err := t.s.Act(0, a); err != nil {
		t.say(engine.Explain(err))
		t.ctx.Play("error")
		return false
	}
	t.assist.Clear() // the person has acted: the hint is spent
	t.read()
	return true
}

// announce says what happened in the bidding; a declaration holds the
// table a moment so it can be read before the first card flies.
func (t *Table) announce(seat int, a stepstones.Action) {
	who := t.names[seat]
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
				s += ". Everyone passed: " + t.names[v.Forehand] + " is in the puddle and must declare"
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
	if card == cards.None || !t.act(stepstones.Play(card)) {
		return
	}
	t.playKey = false
	t.tbl.SetLegal(0)
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Scoresheet", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(NewSheet(ctx, t.shown))
	}}}
}
