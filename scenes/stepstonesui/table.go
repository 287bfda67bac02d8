package stepstonesui

import (
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
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
	dealt  [stepstones.NumPlayers]cards.Set // evDeal: the hands as dealt, those this screen sees
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
	tricktable.Flow[event] // the session, the cards, the visual events, the message line

	view  stepstones.View // seat 0's view of the game now
	shown stepstones.View // seat 0's view as far as the animations have got

	bid      bidPanel
	playKey  bool // the card choice is set up for this turn
	sheetBtn widget.Button
	sheetOn  bool                                   // the pointer is on sheetBtn (its glow eases toward this)
	labels   [stepstones.NumPlayers]tricktable.Rect // where each seat's name and lines were last drawn

	assist     assists // Undo, Hint and Last trick (assist.go)
	guide.Host         // the guided first game (guide.go)
}

// Open opens the Stepping Stones table on s (scenes.GameEntry.Table): a
// new game deals from the start; a continued one catches its hand up
// quickly, one taken back or played back at once.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	t := &Table{}
	catchUp := t.Flow.Open(ctx, app, s, stepstones.Deck, 300)
	t.view = session.ViewOf[stepstones.View](s, t.Me)
	t.shown = t.view
	t.sheetBtn = widget.Button{Label: "Scoresheet", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Board),
		X: widget.ScreenW - 196, Y: 12, W: 182, H: 40}
	t.assist = t.newAssists()
	if catchUp {
		t.read()
		t.Ev.Push(event{kind: evResumed, view: t.view})
	}
	return t, nil
}

// Name implements game.Named.
func (t *Table) Name() string { return "stepstones-table" }

// Enter re-announces the choices after an overlay closes.
func (t *Table) Enter(ctx *game.Context) {
	t.bid.key = ""
	t.sheetBtn.Hint = ctx.Settings.Keys[input.Menu].Hint(input.Board)
	t.assist.Bar.SetKeys(ctx.Settings.Keys[input.Menu])
}

// View returns seat 0's view of the game now.
func (t *Table) View() stepstones.View { return t.view }

// Idle reports whether every animation has played and the table waits for
// someone to act (or the game is over).
func (t *Table) Idle() bool { return !t.Busy() }

// HandCards returns seat 0's cards as displayed, left to right.
func (t *Table) HandCards() []cards.Card { return t.Tbl.Hand(t.Me) }

// CardPos returns where card c of seat 0's hand is drawn, for clicks.
func (t *Table) CardPos(c cards.Card) (x, y float64) { return t.Tbl.Sprite(c).Pos() }

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.Gone {
		return nil
	}
	mx, my := t.Frame(ctx)
	in := ctx.In
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
	if turns.Keys(ctx, t.App, t.S, &t.sheetBtn, func() game.Scene { return NewSheet(ctx, t.shown, t.Names) }, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.assist.Update(ctx) {
		return nil
	}
	// An event that leaves the table idle (the last of a caught-up hand)
	// hands over to the players in the same frame, so the person's turn
	// never shows a frame without its playable cards marked.
	if !t.Step(ctx.Dt(), t.run) && !t.Idle() {
		return nil
	}
	t.shown = t.view
	if t.S.Plays().Has(t.Me) && !t.S.Waiting() {
		t.humanTurn(ctx)
	}
	if t.Move() {
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
		t.Tbl.Play(e.seat, e.card, t.Dt)
		t.Ctx.Play("play")
	case evHold:
		t.Tbl.Won(e.seat)
		t.Ev.Wait = t.Hold()
	case evCollect:
		t.Tbl.Won(e.seat) // a caught-up hand's trick has no hold; it is still the last trick
		if e.faded {
			t.Tbl.CollectFaded(e.seat, t.Dt)
		} else {
			t.Tbl.Collect(e.seat, t.Dt)
		}
	case evSummary:
		t.Ctx.Push(NewSummary(t.Ctx, e.result, e.after, t.Names))
	case evGameOver:
		scenes.GameOver(t.Ctx, t.App, t.S)
		t.Ctx.Play("win")
	case evResumed:
		t.Resumed()
	}
	t.shown = e.view
}

// deal lays a hand out from its forehand as it was dealt: every hand
// this screen sees face up, the others face down.
func (t *Table) deal(e event) {
	sizes := [stepstones.NumPlayers]int{stepstones.HandSize, stepstones.HandSize, stepstones.HandSize}
	t.Tbl.Deal(e.seat, e.dealt, sizes, 0, t.Dt)
	t.Ctx.Play("deal")
}

// read queues what the session's new events show, each as a visual event.
// While the cards of a hand's last trick fly, the banner and seats keep
// showing that hand (the engine has already dealt the next one).
func (t *Table) read() {
	evs := t.S.Events()
	if len(evs) == t.Seen {
		return
	}
	before := t.view
	t.view = session.ViewOf[stepstones.View](t.S, t.Me)
	shown := t.view
	for _, e := range evs[t.Seen:] {
		if _, ok := e.Data.(stepstones.HandScored); ok {
			shown = before
			shown.Legal, shown.ToMove = nil, nil
		}
	}
	for _, e := range evs[t.Seen:] {
		t.queue(e.Seat, e.Data, shown)
	}
	t.Seen = len(evs)
}

// queue turns one event into visual events.
func (t *Table) queue(seat int, data any, shown stepstones.View) {
	switch d := data.(type) {
	case stepstones.Action:
		if d.Kind == stepstones.KindPlay {
			t.Ev.Push(event{kind: evPlay, seat: seat, card: d.Card, view: shown})
		} else {
			t.announce(seat, d)
		}
	case stepstones.TrickWon:
		t.Ev.Push(
			event{kind: evHold, seat: d.Winner, view: shown},
			event{kind: evCollect, seat: d.Winner, faded: !d.Counts, view: shown})
	case stepstones.HandScored:
		t.Ev.Push(event{kind: evSummary, result: d.Result, view: shown, after: t.view})
	case stepstones.Dealt:
		t.Ev.Push(event{kind: evDeal, seat: d.Forehand, dealt: d.Hands, view: t.view})
	case stepstones.GameOver:
		t.Ev.Push(event{kind: evGameOver, view: t.view})
	}
}

// act applies the person's decision; a refusal is said on the table.
func (t *Table) act(a stepstones.Action) bool {
	if !t.Act(a) {
		return false
	}
	t.assist.Clear() // the person has acted: the hint is spent
	t.read()
	return true
}

// announce says what happened in the bidding; a declaration holds the
// table a moment so it can be read before the first card flies.
func (t *Table) announce(seat int, a stepstones.Action) {
	who := t.Names[seat]
	switch a.Kind {
	case stepstones.KindPass:
		s := bidWords(who, a)
		// A pass that leaves the bidding in the puddle is the one that
		// pushed the forehand in (SS6): no pass is allowed there.
		if v := t.view; v.Puddle {
			if t.Yours(v.Forehand) {
				s += ". Everyone passed: you are in the puddle and must declare!"
			} else {
				s += ". Everyone passed: " + t.Names[v.Forehand] + " is in the puddle and must declare"
			}
		}
		t.Say(s)
	case stepstones.KindBid:
		t.Say(bidWords(who, a))
		t.Ctx.Play("play")
		if !t.Yours(seat) {
			t.Ev.Wait = t.Linger(50)
		}
	}
}

func (t *Table) humanTurn(ctx *game.Context) {
	if !slices.Contains(t.view.ToMove, t.Me) {
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
		t.Tbl.LiftLegal(legal, t.Dt)
		t.Tbl.FocusFirstLegal()
		if a, on := t.assist.Hinted(); on && a.Kind == stepstones.KindPlay {
			t.Tbl.SetHint(a.Card)
		}
	}
	card := t.Tbl.Pick(ctx.In)
	if card == cards.None || !t.act(stepstones.Play(card)) {
		return
	}
	t.playKey = false
	t.Tbl.SetLegal(0)
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Scoresheet", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(NewSheet(ctx, t.shown, t.Names))
	}}}
}
