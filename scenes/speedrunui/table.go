package speedrunui

import (
	"image/color"

	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/tricktable"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
)

// event is one visual step the table plays before the game moves on, so
// every change is seen: a card flies, a trick is gathered, a summary shows.
type event struct {
	kind   int
	seat   int
	card   cards.Card
	result speedrun.HandResult
	dealt  [speedrun.NumPlayers]cards.Set // evDeal of a caught-up hand: the hands as dealt, where known
}

const (
	evDeal = iota
	evPlay
	evCollect
	evSummary
	evGameOver
	evResumed // the caught-up hand is shown: normal speed again
	evGather  // the collect itself, after the trick's hold
)

// Table is the Speed Run table scene: seat 0's side of a session.
type Table struct {
	ctx *game.Context
	app *scenes.App
	s   *session.Session

	seen  int           // the session's events already turned into visual events
	view  speedrun.View // seat 0's view: all the scene may look at
	names []string      // the seats' names
	// header is the view the header (hand, start player, trump, ranking)
	// names: it moves on to the next hand when that hand's deal is shown,
	// not when the engine deals it, so it never runs ahead of the last
	// trick and the hand's summary on screen.
	header speedrun.View
	tbl    *tricktable.Table
	ev     turns.Events[event] // visual events still to show

	choices   []speedrun.Action
	open      []bool      // which choices may be chosen now (used contracts keep their place)
	list      scenes.List // the choice buttons
	choiceKey string
	boardBtn  widget.Button
	boardOn   bool // the pointer is on boardBtn (its glow eases toward this)
	msg       string
	msgTicks  int
	overShown bool
	fast      bool // catching up with a continued hand
	instant   bool // catching up at once (after an undo, a jump in a replay)
	leaving   bool // replaced by the table an undo opened: do nothing more

	assist     assists // Undo, Hint and Last trick (assist.go)
	hintChoice int     // the hinted choice's index in choices, -1 when none
	guide.Host         // the guided first game (guide.go)
}

// Open opens the Speed Run table on s (scenes.GameEntry.Table): a new
// game deals from the start; a continued one catches its hand up quickly,
// one taken back or played back at once.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	t := &Table{ctx: ctx, app: app, s: s, names: s.Names(), hintChoice: -1}
	t.view = session.ViewOf[speedrun.View](s, 0)
	t.header = t.view
	t.tbl = tricktable.New(speedrun.Deck)
	t.tbl.SetCardZoom(ctx.Settings.CardZoom(), t.dt)
	// Draw the deck's faces now, while the screen fades, not mid-deal.
	ctx.Art.Prepare(speedrun.Deck)
	t.boardBtn = widget.Button{Label: "Board", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Board), X: widget.ScreenW - 150, Y: 12, W: 136, H: 40}
	t.tbl.SetNames([speedrun.NumPlayers]string(t.names))
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
	dealt := tricktable.Dealt(t.s, v.Tricks, t.own)
	t.ev.Push(event{kind: evDeal, dealt: dealt})
	for i, tr := range v.Tricks {
		for j := 0; j < int(tr.Count); j++ {
			t.ev.Push(event{kind: evPlay, seat: tr.Seat(j, speedrun.NumPlayers), card: tr.Cards[j]})
		}
		if i < len(v.Winners) {
			t.ev.Push(event{kind: evCollect, seat: v.Winners[i]})
		}
	}
	t.ev.Push(event{kind: evResumed})
}

// Name implements game.Named.
func (t *Table) Name() string { return "speedrun-table" }

// Enter re-announces items after an overlay closes.
func (t *Table) Enter(ctx *game.Context) {
	t.choiceKey = ""
	t.boardBtn.Hint = ctx.Settings.Keys[input.Menu].Hint(input.Board)
	t.assist.Bar.SetKeys(ctx.Settings.Keys[input.Menu])
}

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
func (t *Table) Busy() bool { return t.ev.Pending() || t.tbl.Busy() }

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
	t.boardOn = t.boardBtn.Contains(mx, my)
	t.boardBtn.Update(t.boardOn, ctx.Dt())
	t.read()
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.app, speedrun.GameName, &t.boardBtn, func() game.Scene { return NewBoard(ctx, t.view, false) }, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.assist.Update(ctx) {
		return nil
	}
	// An event that leaves the table idle (the last of a caught-up hand)
	// hands over to the players in the same frame, so the person's turn
	// never shows a frame without its playable cards marked.
	if !t.ev.Step(ctx.Dt(), t.tbl.Busy(), t.run) && t.Busy() {
		return nil
	}
	t.header = t.view // everything is shown: the header catches up
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
		t.header = t.view
		t.deal(e)
	case evResumed:
		if t.fast {
			t.ctx.Toast("Game continued where you left it")
		}
		t.fast, t.instant = false, false
	case evPlay:
		t.tbl.Play(e.seat, e.card, t.dt)
		t.ctx.Play("play")
	case evCollect:
		t.tbl.Won(e.seat)
		t.ev.Wait = tricktable.CollectHold
		if t.fast {
			t.ev.Wait /= 4
		}
		if t.instant {
			t.ev.Wait = 0
		}
		t.ev.PushFront(event{kind: evGather, seat: e.seat})
	case evGather:
		t.tbl.Collect(e.seat, t.dt)
	case evSummary:
		t.tbl.RevealHidden(t.dt)
		t.ctx.Push(NewSummary(t.ctx, e.result, t.view))
	case evGameOver:
		t.overShown = true
		scenes.GameOver(t.ctx, t.app, t.s)
		t.ctx.Play("win")
	}
}

// deal lays a hand out: every hand this screen sees face up, the others
// face down.
func (t *Table) deal(e event) {
	v := t.view
	hands, sizes := e.dealt, v.HandSizes
	if e.dealt[0] == 0 {
		hands = tricktable.Hands(t.s, t.own)
	} else {
		sizes = [speedrun.NumPlayers]int{speedrun.HandSize, speedrun.HandSize, speedrun.HandSize}
	}
	undealt := speedrun.Deck.Size() - sizes[0] - sizes[1] - sizes[2]
	t.tbl.Deal(v.StartPlayer, hands, sizes, undealt, t.dt)
	t.ctx.Play("deal")
}

// own returns seat's cards, for a seat this screen sees.
func (t *Table) own(seat int) cards.Set { return session.ViewOf[speedrun.View](t.s, seat).Own }

// read queues what the session's new events show, each as a visual event.
func (t *Table) read() {
	evs := t.s.Events()
	if len(evs) == t.seen {
		return
	}
	t.view = session.ViewOf[speedrun.View](t.s, 0)
	for _, e := range evs[t.seen:] {
		switch d := e.Data.(type) {
		case speedrun.Action:
			if d.Kind == speedrun.KindPlay {
				t.ev.Push(event{kind: evPlay, seat: e.Seat, card: d.Card})
			} else if s := describe(e.Seat, d, t.view, t.names); s != "" {
				t.say(s)
			}
		case speedrun.TrickWon:
			t.ev.Push(event{kind: evCollect, seat: d.Winner})
		case speedrun.HandScored:
			t.ev.Push(event{kind: evSummary, result: d.Result})
		case speedrun.Dealt:
			t.ev.Push(event{kind: evDeal})
		case speedrun.GameOver:
			t.ev.Push(event{kind: evGameOver})
		}
	}
	t.seen = len(evs)
}

// act applies the person's decision; a refusal is said on the table.
func (t *Table) act(a speedrun.Action) bool {
	if err := t.s.Act(0, a); err != nil {
		t.say(engineSays(err))
		t.ctx.Play("error")
		return false
	}
	t.assist.Clear() // the person has acted: the hint is spent
	t.read()
	return true
}

func (t *Table) say(s string) { t.msg, t.msgTicks = s, 240 }

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Contract board", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(NewBoard(ctx, t.view, false))
	}}}
}

// drawMessage draws the message line, fading, between the trick and the
// hint's reason above the hand.
func (t *Table) drawMessage(c *widget.Canvas) {
	if t.msgTicks <= 0 {
		return
	}
	a := min(1, float64(t.msgTicks)/30)
	w := c.TextWidth(t.msg, 19, false) + 36
	y := t.tbl.NoteY()
	c.RoundRect(widget.ScreenW/2-w/2, y, w, 36, 10, color.RGBA{0, 0, 0, uint8(170 * a)})
	cl := widget.Cream
	cl.A = uint8(255 * a)
	c.Text(t.msg, 19, false, widget.ScreenW/2, y+8, cl, widget.AlignCenter)
}
