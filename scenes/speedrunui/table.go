package speedrunui

import (
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
	dealt  [speedrun.NumPlayers]cards.Set // evDeal: the hands as dealt, those this screen sees
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
	tricktable.Flow[event] // the session, the cards, the visual events, the message line

	view speedrun.View // seat 0's view: all the scene may look at
	// header is the view the header (hand, start player, trump, ranking)
	// names: it moves on to the next hand when that hand's deal is shown,
	// not when the engine deals it, so it never runs ahead of the last
	// trick and the hand's summary on screen.
	header speedrun.View

	choices   []speedrun.Action
	open      []bool      // which choices may be chosen now (used contracts keep their place)
	list      scenes.List // the choice buttons
	choiceKey string
	boardBtn  widget.Button
	boardOn   bool // the pointer is on boardBtn (its glow eases toward this)
	overShown bool
	labels    [speedrun.NumPlayers]tricktable.Rect // where each seat's name and lines were last drawn

	assist     assists // Undo, Hint and Last trick (assist.go)
	hintChoice int     // the hinted choice's index in choices, -1 when none
	guide.Host         // the guided first game (guide.go)
}

// Open opens the Speed Run table on s (scenes.GameEntry.Table): a new
// game deals from the start; a continued one catches its hand up quickly,
// one taken back or played back at once.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	t := &Table{hintChoice: -1}
	catchUp := t.Flow.Open(ctx, app, s, speedrun.Deck, 240)
	t.view = session.ViewOf[speedrun.View](s, t.Me)
	t.header = t.view
	t.boardBtn = widget.Button{Label: "Board", Hint: ctx.Settings.Keys[input.Menu].Hint(input.Board), X: widget.ScreenW - 150, Y: 12, W: 136, H: 40}
	t.assist = t.newAssists()
	if catchUp {
		t.read()
		t.Ev.Push(event{kind: evResumed})
	}
	return t, nil
}

// Name implements game.Named.
func (t *Table) Name() string { return "speedrun-table" }

// Enter re-announces items after an overlay closes.
func (t *Table) Enter(ctx *game.Context) {
	t.choiceKey = ""
	t.boardBtn.Hint = ctx.Settings.Keys[input.Menu].Hint(input.Board)
	t.assist.Bar.SetKeys(ctx.Settings.Keys[input.Menu])
}

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.Gone {
		return nil
	}
	mx, my := t.Frame(ctx)
	t.boardOn = t.boardBtn.Contains(mx, my)
	t.boardBtn.Update(t.boardOn, ctx.Dt())
	t.read()
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.App, t.S, &t.boardBtn, func() game.Scene { return NewBoard(ctx, t.view, t.Names) }, t.pauseItems()...) {
		return nil
	}
	if t.Guide().Holds() || t.assist.Update(ctx) {
		return nil
	}
	// An event that leaves the table idle (the last of a caught-up hand)
	// hands over to the players in the same frame, so the person's turn
	// never shows a frame without its playable cards marked.
	if !t.Step(ctx.Dt(), t.run) && t.Busy() {
		return nil
	}
	t.header = t.view // everything is shown: the header catches up
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
		t.header = t.view
		t.deal(e)
	case evResumed:
		t.Resumed()
	case evPlay:
		t.Tbl.Play(e.seat, e.card, t.Dt)
		t.Ctx.Play("play")
	case evCollect:
		t.Tbl.Won(e.seat)
		t.Ev.Wait = t.Hold()
		t.Ev.PushFront(event{kind: evGather, seat: e.seat})
	case evGather:
		t.Tbl.Collect(e.seat, t.Dt)
	case evSummary:
		t.Tbl.RevealHidden(t.Dt)
		t.Ctx.Push(NewSummary(t.Ctx, e.result, t.view, t.Names))
	case evGameOver:
		t.overShown = true
		scenes.GameOver(t.Ctx, t.App, t.S)
		t.Ctx.Play("win")
	}
}

// deal lays a hand out from its start player as it was dealt: every hand
// this screen sees face up, the others face down.
func (t *Table) deal(e event) {
	sizes := [speedrun.NumPlayers]int{speedrun.HandSize, speedrun.HandSize, speedrun.HandSize}
	undealt := speedrun.Deck.Size() - speedrun.NumPlayers*speedrun.HandSize
	t.Tbl.Deal(e.seat, e.dealt, sizes, undealt, t.Dt)
	t.Ctx.Play("deal")
}

// read queues what the session's new events show, each as a visual event.
func (t *Table) read() {
	evs := t.S.Events()
	if len(evs) == t.Seen {
		return
	}
	t.view = session.ViewOf[speedrun.View](t.S, t.Me)
	for _, e := range evs[t.Seen:] {
		switch d := e.Data.(type) {
		case speedrun.Action:
			if d.Kind == speedrun.KindPlay {
				t.Ev.Push(event{kind: evPlay, seat: e.Seat, card: d.Card})
			} else if s := describe(e.Seat, d, t.view, t.Names); s != "" {
				t.Say(s)
			}
		case speedrun.TrickWon:
			t.Ev.Push(event{kind: evCollect, seat: d.Winner})
		case speedrun.HandScored:
			t.Ev.Push(event{kind: evSummary, result: d.Result})
		case speedrun.Dealt:
			t.Ev.Push(event{kind: evDeal, seat: d.Start, dealt: d.Hands})
		case speedrun.GameOver:
			t.Ev.Push(event{kind: evGameOver})
		}
	}
	t.Seen = len(evs)
}

// act applies the person's decision; a refusal is said on the table.
func (t *Table) act(a speedrun.Action) bool {
	if !t.Act(a) {
		return false
	}
	t.assist.Clear() // the person has acted: the hint is spent
	t.read()
	return true
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Contract board", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(NewBoard(ctx, t.view, t.Names))
	}}}
}
