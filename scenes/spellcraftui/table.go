package spellcraftui

import (
	"fmt"
	"slices"

	"parlor/game"
	"parlor/game/session"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/turns"
)

// event is one visual step the table shows before the game moves on, so
// every change is seen: a card flies, the field is laid out, the bids
// show, a showdown opens. The table makes them from the events the
// session tells it (Table.queue).
type event struct {
	kind int
	seat int
	a    spellcraft.Action
	// evAct: seat 0's hand and the field once the action is shown; evField:
	// the field with the new lay-out.
	hand, field cards.Set
	deal        dealing                // evDeal
	result      spellcraft.RoundResult // evShowdown, evReveal
	last        bool                   // evShowdown: the game ended with it
	// lines join the round's log when the step shows: the log tells what
	// the table has shown, not what the game has already moved on to.
	lines []logLine
	// view is what the table shows from this step on (nil: what it shows
	// already): the game as it stands after the events read, and faces the
	// hands of the other seats this screen sees.
	view  *spellcraft.View
	faces *[spellcraft.MaxPlayers]cards.Set
}

const (
	evAct      = iota // an action: cards move
	evField           // a turn's field is laid out (SC7)
	evBids            // the bids show together (SC6)
	evReveal          // the showdown is shown, the black joker waits for its target (SC3)
	evShowdown        // the round's showdown overlay
	evGather          // every card back to the deck before the next deal
	evDeal            // a round is dealt
	evGameOver        // the final standings
	evResumed         // the caught-up round is shown: normal speed again
)

// dealing is what a deal shows: who deals, who is in, how many cards each
// seat holds, seat 0's cards and the field (empty for a fresh deal: its
// lay-out follows).
type dealing struct {
	dealer int
	in     engine.SeatSet
	sizes  [spellcraft.MaxPlayers]int
	hand   cards.Set
	field  cards.Set
	// instant lays the cards out without dealing them (after an undo, a
	// jump in a replay).
	instant bool
}

// Table is the Spellcraft table scene: seat 0's side of a session. It
// reads the session's events (as Know hands them: another seat's cards
// and bids come blank), shows them one step at a time, turns the person's
// choices into actions and lets the game go on with Session.Move.
type Table struct {
	ctx   *game.Context
	app   *scenes.App
	s     *session.Session
	names []string              // the seats' names
	notes func(seat int) string // what a seat's panel says of its person away, online (SetSeatNotes)
	cfg   spellcraft.Config     // the game's options
	// me is the seat drawn at the bottom: the person's (seat 0 unless the
	// game is played online), seat 0 when nobody plays here.
	me int

	seen  int             // the session's events already turned into visual events
	view  spellcraft.View // seat 0's view of the game now
	shown spellcraft.View // seat 0's view as the animation has reached it
	// faces are the hands of the other seats this screen sees (a replay
	// with every hand face up), now and as shown; none for the others.
	faces, shownFaces [spellcraft.MaxPlayers]cards.Set
	// hand and field are seat 0's cards and the field as the events queued
	// so far leave them, for the animations.
	hand, field cards.Set
	ev          turns.Events[event]
	course      course // the round's steps as the events told them
	// reveal is the showdown shown while the black joker waits for its
	// target, nil otherwise.
	reveal *spellcraft.RoundResult

	cards *cardTable // the sprites
	turn  humanTurn  // seat 0's choices

	msg      string
	msgTicks int

	// log is the current round's log as far as it has been shown; the
	// seats' panels show their phrases of turn logTurn (the latest turn
	// shown), so a computer player's moves stay readable all turn.
	log               []logLine
	logRound, logTurn int

	fast    bool // catching up with a continued round
	instant bool // catching up at once (after an undo, a jump in a replay)
	leaving bool // replaced by the table an undo opened: do nothing more

	hint       *shownHint // the hint on screen, nil when none
	tools      tools      // the Log, Hint and Undo buttons
	guide.Host            // the guided first game (guide.go)
}

// Open opens the Spellcraft table on s (scenes.GameEntry.Table): a new
// game deals from the start; a continued one catches its round up
// quickly, one taken back or played back at once.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	if name := s.Entry().Name; name != spellcraft.GameName {
		return nil, fmt.Errorf("spellcraft: a %s game is not this game", name)
	}
	t := &Table{ctx: ctx, app: app, s: s, names: s.TableNames(), me: max(s.Person(), 0)}
	t.view = session.ViewOf[spellcraft.View](s, t.me)
	t.cfg = t.view.Config
	if t.cfg.Players == 0 { // no view yet (a game hosted elsewhere): the header says
		g, err := spellcraft.Open(s.Header())
		if err != nil {
			return nil, err
		}
		t.cfg = g.Config()
	}
	t.shown = t.view
	t.faces = t.seenFaces()
	t.shownFaces = t.faces
	t.tools = newTools(s.Assisted())
	t.cards = newCardTable(t.cfg.Deck())
	t.cards.zoom = ctx.Settings.CardZoom()
	// Draw the faces now, while the screen fades, not mid-deal.
	ctx.Art.Prepare(cards.Standard54)
	if s.Catch() == session.Fresh {
		return t, nil // the first deal is the session's first event
	}
	t.seen = s.Opened()
	t.fast, t.instant = s.Catch() == session.Fast, s.Catch() == session.Instant
	t.catchUp(s.Events()[:t.seen])
	return t, nil
}

// catchUp lays out the round in progress as it stands, told by evs (the
// events so far): quickly dealt for a continued game, at once otherwise.
// The round's log is rebuilt from them.
func (t *Table) catchUp(evs []engine.Event) {
	v := t.view
	d := dealing{dealer: v.Dealer, sizes: v.HandSizes, hand: v.Hand, field: v.Field, instant: t.instant}
	for i, in := range v.InRound {
		if in {
			d.in = d.in.With(i)
		}
	}
	for _, e := range evs {
		switch x := e.Data.(type) {
		case spellcraft.Dealt:
			d.in, t.reveal = x.In, nil
		case spellcraft.ShowdownShown:
			r := x.Result
			t.reveal = &r
		case spellcraft.ShowdownScored:
			t.reveal = nil
		}
	}
	t.log, t.course = roundLog(evs, t.names)
	t.logRound, t.logTurn = v.Round, v.Turn
	if n := len(t.log); n > 0 {
		t.logRound, t.logTurn = t.log[n-1].round, t.log[n-1].turn
	}
	t.hand, t.field = v.Hand, v.Field
	t.ev.Push(event{kind: evDeal, deal: d, view: &v, faces: &t.faces}, event{kind: evResumed})
}

// seenFaces returns the hands of the other seats this screen sees now.
func (t *Table) seenFaces() [spellcraft.MaxPlayers]cards.Set {
	var out [spellcraft.MaxPlayers]cards.Set
	for seat := range t.cfg.Players {
		if seat != t.me && t.s.Sees().Has(seat) {
			out[seat] = session.ViewOf[spellcraft.View](t.s, seat).Hand
		}
	}
	return out
}

// Name implements game.Named.
func (t *Table) Name() string { return "spellcraft-table" }

// Enter forgets the choice layout so it is announced again after an overlay.
func (t *Table) Enter(ctx *game.Context) { t.turn.key = "" }

// dt converts animation ticks at normal speed to the settings' speed:
// four times quicker catching up with a continued round, none at once.
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
func (t *Table) Busy() bool { return t.ev.Pending() || t.cards.busy() }

// person reports whether a person at this screen plays seat 0: only then
// are there choices, hints and undos.
func (t *Table) person() bool { return t.s.Plays().Has(t.me) }

// seesMe reports whether this screen sees the bottom seat's hand: a
// spectator (online) sees no seat's, and its bottom seat's cards come
// and go face down, as every other seat's do.
func (t *Table) seesMe() bool { return t.s.Sees().Has(t.me) }

// place is where seat sits on this screen: 0 at the bottom (the person's
// seat: G1 puts it at seat 0; online it may be any), the others clockwise.
func (t *Table) place(seat int) int { return (seat - t.me + t.cfg.Players) % t.cfg.Players }

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	if t.leaving {
		return nil
	}
	if t.msgTicks > 0 {
		t.msgTicks--
	}
	// The card size may have changed in Settings, under the pause menu.
	t.cards.setZoom(t, ctx.Settings.CardZoom())
	t.cards.update(ctx.Dt())
	t.read()
	if t.Guide().Update(ctx) {
		return nil
	}
	if turns.Keys(ctx, t.app, t.s, nil, t.lastShowdown, t.pauseItems()...) {
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
	t.shown, t.shownFaces = t.view, t.faces
	if t.person() {
		t.turn.update(ctx, t)
	}
	// The computer players wait while a hint is searched: the hint is for
	// the position the person asked about.
	if !t.s.HintBusy() && t.s.Move() {
		t.read()
	}
	return nil
}

func (t *Table) lastShowdown() game.Scene {
	if t.view.Last == nil {
		return notice{text: "No showdown yet this game"}
	}
	return NewShowdown(t.ctx, *t.view.Last, t.cfg, t.names, t.view.Phase == spellcraft.PhaseOver, true)
}

func (t *Table) pauseItems() []scenes.MenuItem {
	last := scenes.MenuItem{Label: "Last showdown", Do: func(ctx *game.Context) {
		ctx.Pop()
		ctx.Push(t.lastShowdown())
	}}
	if !t.person() {
		return []scenes.MenuItem{last}
	}
	return []scenes.MenuItem{{Label: "End game now", Do: func(ctx *game.Context) {
		ctx.Pop()
		// Ending cannot be taken back and the pause menu is one Enter away:
		// ask, with "Keep playing" focused.
		end := func(*game.Context) {
			if !t.s.Over() && t.s.Act(t.me, spellcraft.End) == nil { // SC12: the most chips win
				t.dropHint()
				t.read()
			}
		}
		ctx.Push(scenes.NewQuestion(ctx, "spellcraft-confirm-end", "End the game now?",
			"The players with the most chips win. This cannot be undone.",
			[]scenes.Answer{{Label: "End the game", Do: end}, {Label: "Keep playing"}}, 1, 1))
	}}, last}
}

func (t *Table) say(s string) { t.msg, t.msgTicks = s, 200 }

// act applies seat 0's action, or shows the engine's reason.
func (t *Table) act(a spellcraft.Action) bool {
	if err := t.s.Act(t.me, a); err != nil {
		t.say(engine.Explain(err))
		t.ctx.Play("error")
		return false
	}
	t.dropHint() // the person acted: the hint was for what they faced
	t.read()
	t.ctx.Play("play")
	return true
}

// myTurn reports whether the person at this screen must act for seat 0 now.
func (t *Table) myTurn() bool {
	return t.person() && !t.s.Waiting() && slices.Contains(t.view.ToMove, t.me)
}
