package spitui

import (
	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/guide"
	"parlor/scenes/parts"
	"parlor/scenes/widget"
)

// Table is the Speed / Spit table: one screen's side of a session. Every
// Update is one tick of the game's clock: the presses of the people at
// this screen (press.go) go into Session.Tick, where the computer players
// react too; then the session's new events are turned into what the table
// shows (show.go). The sprites chase the current view; they never hold
// the game back.
type Table struct {
	ctx *game.Context
	app *scenes.App
	s   *session.Session

	names   []string // the seats' names
	me      int      // the seat at the bottom: the mouse's, and the person's across a network
	keys    [2]input.Context
	view    spit.View           // what the screen shows: the view of a seat it sees, with every seen hand (shown)
	presses []engine.Press[any] // the people's presses read this tick

	ui    [2]seatUI
	wish  [2]bool // each seat's Spit press that no play has followed yet (wish.go)
	msgs  [2]message
	cards sprites
	lay   layout // the geometry at the player's card size
	news  news   // what the events read say happened, for the next sync

	banner    string  // "Spit!" and other short shouts in the middle
	bannerT   float64 // frames left
	lastCount int     // the countdown number last shown, for its tick sound
	round     int     // the round whose deal was shown, 0 before the first
	between   bool    // the next round's deal waits for this round's board (show.go)
	// awaiting: online, this person's board has closed and the game waits
	// for the other's (its clock stands at readyAt).
	awaiting   bool
	readyAt    int64
	boardRound int    // the last round whose board was shown
	seen       int    // the session's events already read
	roundsWon  [2]int // rounds each seat has won
	last       spit.RoundEnded
	overShown  bool

	drag    dragState
	spitBtn widget.Button

	// Where the last frame drew the prompt and the messages (boxes.go).
	promptBox box
	msgBox    [2]box
	bannerBox box         // the shout ("Spit!") as last drawn
	texts     []TextBox   // every line of text last drawn (texts.go)
	frame     parts.Frame // the last frame drawn, part by part (draw.go)

	// An overlay (round board, end of game) waits this many frames so the
	// cards finish flying first: the table does not update under an
	// overlay, so a card in flight would hang in mid-air. The clock does
	// not run meanwhile.
	overlayIn   float64
	overlayNext func()
	// board is the round board drawn on the table itself while nobody
	// here plays (a replay, computers only), for boardT more frames: it
	// closes by itself, and the clock stands meanwhile (board.go).
	board  *roundBoard
	boardT int
	hold   int  // frames the clock stands while a continued game's cards are dealt out
	paused bool // the pause or the rules are over the table: its cards lie face down

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
	wish  bool // "Ready to spit": it goes when the wish is withdrawn (wish.go)
	ticks int
}

const msgTicks = 150

// Open opens the Spit table on s (scenes.GameEntry.Table): a new game is
// dealt from its first event; a continued one is dealt out as it stands,
// quickly; one jumped to in a replay is laid out at once.
func Open(ctx *game.Context, app *scenes.App, s *session.Session) (scenes.Table, error) {
	t := &Table{ctx: ctx, app: app, s: s, names: s.TableNames(),
		keys: [2]input.Context{input.Player1, input.Player2}, lay: layout{zoom: ctx.Settings.CardZoom()}}
	if plays := s.Plays().List(); len(plays) == 1 && plays[0] == 1 {
		// One person plays seat 1 (a table across a network): their
		// cards lie at the bottom and Player 1's keys play them.
		t.me, t.lay.flip = 1, true
		t.keys = [2]input.Context{input.Player2, input.Player1}
	}
	t.view = t.shown()
	t.cards.init()
	t.spitBtn = widget.Button{Label: "Spit!", X: 38, Y: 662, W: 124, H: 34}
	if s.Catch() != session.Fresh {
		t.catchUp()
	}
	t.read() // a new game: its deal
	return t, nil
}

// catchUp lays out the game as it stands when the table opens on a game
// under way: dealt out of the draw piles for a continued game, at once
// after a jump in a replay or for a seat online come back to. The rounds
// won so far are counted from the events that already happened; no old
// round's board shows again, only the one still open: when the game
// waits between rounds (its clock has not run since the last round's
// deal), that round's board shows first, as stepping there would, and
// closing it tells a game online this person is ready.
func (t *Table) catchUp() {
	t.seen = t.s.Opened()
	evs := t.s.Events()[:t.seen]
	upTo, open := t.openBoard(evs)
	for i, e := range evs[:upTo] {
		switch d := e.Data.(type) {
		case spit.RoundEnded:
			t.roundEnded(d)
		case spit.Action:
			if i+1 == len(evs) || !isLate(evs[i+1], e) {
				t.noteWish(e.Seat, d)
			}
		}
	}
	t.round = t.view.Round
	t.overShown = t.view.Phase == spit.PhaseOver
	if t.s.Catch() == session.Fast {
		t.news.dealt = true
		t.hold = settleFrames
		t.ctx.Toast("Game continued where you left it")
	} else {
		t.news.instant = true
	}
	if open {
		// read shows the board from the round's deal on, then the deal.
		t.seen, t.round = upTo, t.last.Round
		return
	}
	t.cards.sync(t, &t.news)
	t.news = news{}
}

// openBoard returns where the events of a game waiting between rounds
// begin the next round (its deal), and whether it waits: the last deal is
// not the first round's and the clock has not run since (the tick that
// dealt has ended: the clock stands one on).
func (t *Table) openBoard(evs []engine.Event) (deal int, open bool) {
	for i := len(evs) - 1; i >= 0; i-- {
		if d, ok := evs[i].Data.(spit.Dealt); ok {
			return i, d.Round > 1 && t.s.Now()-evs[i].Tick <= 1
		}
	}
	return len(evs), false
}

// Name implements game.Named.
func (t *Table) Name() string { return "spit-table" }

// Session returns the table's session (tests and tools; the scene itself
// reads only its events and views).
func (t *Table) Session() *session.Session { return t.s }

// Selected returns the slot seat has selected (1-based), or 0.
func (t *Table) Selected(seat int) int { return t.ui[seat&1].sel }

// Message returns the message on show for seat, if any.
func (t *Table) Message(seat int) (string, bool) {
	m := t.msgs[seat&1]
	return m.text, m.ticks > 0
}

// Busy implements scenes.Table: a card still flies, a round board or the
// final standings wait for the cards to land, or the next round's deal
// waits for the round board.
func (t *Table) Busy() bool {
	return t.cards.busy() || t.overlayNext != nil || t.board != nil || t.between
}

// plays reports whether a person at this screen plays seat.
func (t *Table) plays(seat int) bool { return t.s.Plays().Has(seat) }

// handHidden reports whether seat's short-version hand is face down on
// this screen: a shared screen hides nothing from two people, and
// watching computers or a replay with every hand face up hides nothing at
// all; against the computer the screen sees only your hand.
func (t *Table) handHidden(seat int) bool { return !t.s.Sees().Has(seat) }

// shown is the view the table draws: the public table as a seat it sees
// knows it, with the hand of every seat it sees.
func (t *Table) shown() spit.View {
	sees := t.s.Sees().List()
	if len(sees) == 0 {
		// A spectator sees no seat: every seat's view is the public
		// table (no hand), and the bottom seat's is as good as any.
		return session.ViewOf[spit.View](t.s, t.me)
	}
	v := session.ViewOf[spit.View](t.s, sees[0])
	for _, seat := range sees[1:] {
		v.Players[seat].Hand = session.ViewOf[spit.View](t.s, seat).Players[seat].Hand
	}
	return v
}

// seatView is seat's own view, for a seat a person here plays.
func (t *Table) seatView(seat int) spit.View { return session.ViewOf[spit.View](t.s, seat) }

// Keep implements game.Keeper: the game so far is saved for Continue
// before the app quits.
func (t *Table) Keep() { t.s.Keep() }

// Update implements game.Scene.
func (t *Table) Update(ctx *game.Context) error {
	t.paused = false // the table updates only when nothing is over it
	if t.Guide().Update(ctx) {
		return nil
	}
	if scenes.PauseOrRules(ctx, t.app, t.s, t.pauseItems()...) {
		// Paused (or reading the rules): the player may quit from here, so
		// the game so far is saved for Continue. The cards lie face down
		// meanwhile (draw.go).
		t.paused = true
		t.s.Keep()
		return nil
	}
	switch {
	case t.overlayNext != nil:
		t.overlayIn--
		if t.overlayIn <= 0 {
			next := t.overlayNext
			t.overlayNext = nil
			next()
		}
	case t.board != nil:
		if t.boardT--; t.boardT <= 0 {
			t.board = nil
			t.endBoard()
		}
	case t.between: // the board over the table has closed
		t.endBoard()
	case t.hold > 0:
		t.hold--
	case t.Guide().Holds(): // the guide's sentences stop the clock
	case t.s.Over():
		t.drag = dragState{}
	default:
		t.tick(ctx)
	}
	t.awaitOther()
	t.read()
	t.relayout(ctx.Settings.CardZoom())
	t.animate(ctx)
	t.frame.Stepped(ctx.Frame)
	return nil
}

// openLater runs next (an overlay opens) once the cards have landed.
func (t *Table) openLater(next func()) {
	t.overlayIn, t.overlayNext = settleFrames, next
}

func (t *Table) pauseItems() []scenes.MenuItem {
	return []scenes.MenuItem{{Label: "Save record", Do: func(ctx *game.Context) {
		ctx.SaveRecordFile(t.s.Record())
	}}}
}

func (t *Table) say(seat int, s string, isErr bool) {
	t.msgs[seat&1] = message{text: s, err: isErr, ticks: msgTicks}
}

func (t *Table) slotEmpty(seat, slot int) bool {
	pv := &t.view.Players[seat]
	if t.view.Config.Short {
		return slot > spit.HandSize || pv.HandSize == 0
	}
	return slot > spit.MaxPiles || pv.Stock[slot-1].Empty()
}

// seatName is what the table calls a seat: its name in the record.
func (t *Table) seatName(seat int) string {
	if seat >= 0 && seat < len(t.names) {
		return t.names[seat]
	}
	return "?"
}

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
	t.spitBtn.Update(t.plays(t.me) && t.spitBtn.Contains(mx, my), ctx.Dt())
	t.cards.animate(t, ctx.Dt())
}
