package spellcraftui

import (
	"errors"
	"fmt"
	"parlor/scenes/turns"
	"slices"
	"strings"

	"parlor/game"
	"parlor/rules/cards"
	"parlor/rules/record"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"
	"parlor/scenes"
)

// Options are what the setup screen chose.
type Options struct {
	Config spellcraft.Config
	Seed   uint64
	Level  string // easy, normal, hard
}

// event is one visual step the table shows before the game moves on, so
// every change is seen: a card flies, the bids show, a showdown opens.
type event struct {
	kind   int
	seat   int
	a      spellcraft.Action
	view   spellcraft.View // seat 0's view after the step
	result spellcraft.RoundResult
}

const (
	evAct      = iota // an action: cards move, the shown view catches up
	evShowdown        // the round's showdown overlay
	evGather          // every card back to the deck before the next deal
	evDeal            // a round is dealt
	evGameOver        // the final standings
)

type botSeat = turns.BotSeat[spellcraft.View, spellcraft.Action]

// Table is the Spellcraft table scene.
type Table struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options

	rec   *spellcraft.Recorder // the authority: applies and records every action
	st    *spellcraft.State
	view  spellcraft.View // seat 0's view of the game now
	shown spellcraft.View // seat 0's view as the animation has reached it
	ev    turns.Events[event]
	bots  []*botSeat

	cards *cardTable // the sprites
	turn  humanTurn  // seat 0's choices

	msg      string
	msgTicks int
}

// NewTable starts a game with opts. It replaces any saved game in
// progress: the new game is the one that will be continued.
func NewTable(ctx *game.Context, app *scenes.App, opts Options) *Table {
	seats := []record.Seat{{Name: SeatNames[0], Kind: "human"}}
	for i := 1; i < opts.Config.Players; i++ {
		seats = append(seats, record.Seat{Name: SeatNames[i], Kind: "bot", Bot: opts.Level})
	}
	rec, err := spellcraft.NewRecorder(opts.Config, opts.Seed, seats)
	if err != nil { // the setup only offers valid options
		panic(err)
	}
	ctx.ClearAutosave()
	return newTable(ctx, app, opts, rec)
}

// Resume checks a saved game in progress and returns how to open its
// table (scenes.GameEntry.Resume): the round in progress is dealt out again
// as it stands.
func Resume(ctx *game.Context, app *scenes.App, rec *record.Record) (func() game.Scene, error) {
	r, err := spellcraft.Resume(rec)
	if err != nil {
		return nil, err
	}
	if r.State().Over() {
		return nil, fmt.Errorf("spellcraft: the saved game is already over")
	}
	opts := Options{Config: r.State().Config(), Seed: rec.Header.Seed, Level: scenes.SavedLevel(rec)}
	return func() game.Scene {
		t := newTable(ctx, app, opts, r)
		ctx.Toast("Game continued where you left it")
		return t
	}, nil
}

func newTable(ctx *game.Context, app *scenes.App, opts Options, rec *spellcraft.Recorder) *Table {
	t := &Table{ctx: ctx, app: app, opts: opts, rec: rec, st: rec.State()}
	t.view = t.st.View(0)
	t.cards = newCardTable(opts.Config.Deck())
	// Draw the faces now, while the screen fades, not mid-deal.
	ctx.Art.Prepare(cards.Standard54)
	level, err := bot.ParseLevel(opts.Level)
	if err != nil {
		level = bot.Normal
	}
	t.bots = make([]*botSeat, opts.Config.Players)
	for seat := 1; seat < opts.Config.Players; seat++ {
		b := bot.New(level, opts.Seed*31+uint64(seat))
		b.Limit = 0 // Hard thinks a few ms; the goroutine keeps frames free
		t.bots[seat] = &botSeat{Bot: b}
	}
	t.ev.Push(event{kind: evDeal, view: t.view})
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
	t.cards.update(ctx.Dt())
	if turns.Keys(ctx, t.app, Entry.Name, nil, t.lastShowdown, t.pauseItems()...) {
		return nil
	}
	// Cards still settling (a chosen card rising) do not stop the player;
	// a queued event does: the table must show it first.
	if !t.ev.Step(ctx.Dt(), t.cards.busy(), t.run) && t.ev.Pending() {
		t.turn.clear(t)
		return nil
	}
	t.shown = t.view
	t.turn.update(ctx, t)
	turns.PlayBots(ctx.Frame, ctx.Settings.BotDelay(), "spellcraft", t.bots, t.view.ToMove, t.st, t.apply)
	return nil
}

func (t *Table) lastShowdown() game.Scene {
	if t.view.Last == nil {
		return notice{text: "No showdown yet this game"}
	}
	return NewShowdown(t.ctx, *t.view.Last, t.view, true)
}

func (t *Table) pauseItems() []scenes.PauseItem {
	return []scenes.PauseItem{{Label: "End game now", Do: func(ctx *game.Context) {
		ctx.Pop()
		if !t.st.Over() {
			_ = t.apply(0, spellcraft.End) // SC12: the most chips win
		}
	}}}
}

// apply applies a seat's action and queues what must be seen.
func (t *Table) apply(seat int, a spellcraft.Action) error {
	prev := t.view
	if err := t.rec.Apply(seat, a); err != nil {
		return err
	}
	if t.st.Over() {
		t.ctx.ClearAutosave()
	} else {
		t.ctx.Autosave(t.rec.Record())
	}
	t.view = t.st.View(0)
	v := t.view
	t.ev.Push(event{kind: evAct, seat: seat, a: a, view: v})
	if v.Last != nil && (prev.Last == nil || prev.Last.Round != v.Last.Round) {
		t.ev.Push(event{kind: evShowdown, result: *v.Last, view: v})
		if v.Phase != spellcraft.PhaseOver {
			t.ev.Push(event{kind: evGather}, event{kind: evDeal, view: v})
		}
	}
	if v.Phase == spellcraft.PhaseOver {
		t.ev.Push(event{kind: evGameOver, view: v})
	}
	return nil
}

// run starts one visual event.
func (t *Table) run(e event) {
	switch e.kind {
	case evDeal:
		t.shown = e.view
		t.cards.deal(t, e.view)
		t.ctx.Play("deal")
	case evAct:
		t.runAct(e)
	case evShowdown:
		t.ctx.Push(NewShowdown(t.ctx, e.result, e.view, false))
	case evGather:
		t.cards.gather(t)
	case evGameOver:
		t.shown = e.view
		t.ctx.Push(NewFinal(t.ctx, t.app, t))
		t.ctx.Play("win")
	}
}

func (t *Table) runAct(e event) {
	old := t.shown
	sameRound := e.view.Round == old.Round && e.view.Phase != spellcraft.PhaseOver
	if e.a.Kind == spellcraft.KindEnd {
		return
	}
	hand, field := e.view.Hand, e.view.Field
	if !sameRound {
		// The round ended with this step: show the step on the old round's
		// cards; the showdown and the next deal follow.
		hand = old.Hand
		if last := e.view.Last; last != nil {
			hand = last.Hands[0]
		}
		field = old.Field
		switch e.a.Kind {
		case spellcraft.KindTake, spellcraft.KindExchange:
			field = field.Without(e.a.Card)
			if e.a.Kind == spellcraft.KindExchange {
				field = field.With(e.a.Out[0]).With(e.a.Out[1])
			}
		}
	} else {
		if e.view.BidsShown && !old.BidsShown {
			t.ev.Wait = t.dt(50) // let everyone read the bids
			t.ctx.Play("play")
		}
		t.shown = e.view
	}
	t.cards.move(t, e.seat, e.a, hand, field)
	if e.seat != 0 {
		if s := describe(e.seat, e.a); s != "" {
			t.say(s)
		}
	}
	switch e.a.Kind {
	case spellcraft.KindTake, spellcraft.KindExchange:
		t.ctx.Play("play")
	}
}

// describe tells what a computer player did, for the message line.
func describe(seat int, a spellcraft.Action) string {
	n := SeatNames[seat]
	switch a.Kind {
	case spellcraft.KindKnock:
		return n + " knocks!"
	case spellcraft.KindExchange:
		return fmt.Sprintf("%s puts %s and %s on the field and takes %s", n, cardName(a.Out[0]), cardName(a.Out[1]), takeName(a.Card))
	case spellcraft.KindTake:
		if a.Card == cards.None {
			return n + " draws from the deck"
		}
		return n + " takes the " + cardName(a.Card)
	case spellcraft.KindTarget:
		return fmt.Sprintf("%s aims the black joker at %s", n, SeatNames[a.N])
	}
	return ""
}

func takeName(c cards.Card) string {
	if c == cards.None {
		return "a card from the deck"
	}
	return "the " + cardName(c)
}

func (t *Table) say(s string) { t.msg, t.msgTicks = s, 200 }

// explain turns an engine error into a sentence for the player.
func explain(err error) string {
	var re *spellcraft.RuleError
	if errors.As(err, &re) {
		// The reason's first clause says it; the rest names raw card tokens.
		r, _, _ := strings.Cut(re.Reason, "; ")
		return "Not allowed (" + re.Rule + "): " + strings.ToUpper(r[:1]) + r[1:]
	}
	return "Not allowed: " + strings.TrimPrefix(err.Error(), "spellcraft: ")
}

// act applies seat 0's action, or shows the engine's reason.
func (t *Table) act(a spellcraft.Action) bool {
	if err := t.apply(0, a); err != nil {
		t.say(explain(err))
		t.ctx.Play("error")
		return false
	}
	t.ctx.Play("play")
	return true
}

// myTurn reports whether seat 0 must act now.
func (t *Table) myTurn() bool { return slices.Contains(t.view.ToMove, 0) }
