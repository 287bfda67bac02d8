package tricktable

import (
	"image/color"

	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes"
	"parlor/scenes/turns"
	"parlor/scenes/widget"
)

// Flow is what a trick table does alike in every game over its session:
// the visual events (E, the game's own) it plays one at a time, how it
// catches up with a game already under way, its pace and its message
// line. A game's table embeds it and keeps what is its own: turning the
// session's events into visual events, the person's choices, drawing.
type Flow[E any] struct {
	Ctx   *game.Context
	App   *scenes.App
	S     *session.Session
	Tbl   *Table
	Names []string        // the seats' names
	Ev    turns.Events[E] // visual events still to show
	Seen  int             // the session's events already turned into visual events
	Fast  bool            // catching up with a continued hand
	Now   bool            // catching up at once (after an undo, a jump in a replay)
	Gone  bool            // replaced by the table an undo opened: do nothing more
	Msg   string          // the message line
	Ticks int             // frames the message line still shows
	Full  int             // frames a message shows
	// Me is the seat drawn at the bottom: the person's (seat 0 unless the
	// game is played online), seat 0 when nobody plays here.
	Me    int
	notes func(seat int) string // SeatNote's words, online
}

// Open sets the flow up on s for a game dealt from deck d, its message
// shown for full frames. It reports whether the table must catch up with
// a game already under way (Continue, undo, a replay's jump, a seat
// online come back to): the table then reads the session's events from
// the deal of the hand in progress, as it reads new ones, quickly or at
// once, and queues its Resumed event after them. So an opened game shows
// what stepping to that point shows: a hand played so far, or the last
// hand gathered, scored and summed up at the end of the game. A new game
// shows its first deal as the session's first event.
func (f *Flow[E]) Open(ctx *game.Context, app *scenes.App, s *session.Session, d cards.Deck, full int) bool {
	f.Ctx, f.App, f.S, f.Names, f.Full = ctx, app, s, s.TableNames(), full
	f.Me = max(s.Person(), 0)
	f.Tbl = New(d)
	f.Tbl.SetBottom(f.Me)
	f.Tbl.SetCardZoom(ctx.Settings.CardZoom(), f.Dt)
	// Draw the deck's faces now, while the screen fades, not mid-deal.
	ctx.Art.Prepare(d)
	f.Tbl.SetNames([Seats]string(f.Names))
	if s.Catch() == session.Fresh {
		return false
	}
	f.Seen = handStart(s.Events()[:s.Opened()])
	f.Fast, f.Now = s.Catch() == session.Fast, s.Catch() == session.Instant
	return true
}

// handStart returns the index of the last deal among evs: where the hand
// in progress (or the last one) began; 0 before any deal.
func handStart(evs []engine.Event) int {
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Kind == record.Chance && evs[i].Name == "deal" {
			return i
		}
	}
	return 0
}

// Dt scales an animation's length in ticks: a quarter while catching up
// quickly, none while catching up at once.
func (f *Flow[E]) Dt(x float64) float64 {
	if f.Now {
		return 0
	}
	if f.Fast {
		x /= 4
	}
	return x / f.Ctx.Dt()
}

// Step plays the visual events as Events.Step does; catching up at once
// it plays in this frame every event it can, up to one that opens a scene
// (a hand's summary), as stepping there would have stopped. It reports
// whether the table is idle.
func (f *Flow[E]) Step(dt float64, run func(E)) bool {
	for {
		idle := f.Ev.Step(dt, f.Tbl.Busy(), run)
		if idle || !f.Now || !f.Ev.Pending() || f.Tbl.Busy() || f.Ctx.Changing() {
			return idle
		}
	}
}

// Resumed ends a catch-up: normal speed again, and a continued game says
// so.
func (f *Flow[E]) Resumed() {
	if f.Fast {
		f.Ctx.Toast("Game continued where you left it")
	}
	f.Fast, f.Now = false, false
}

// Hold is how long a finished trick stays in view before it is gathered:
// a quarter while catching up quickly, none at once.
func (f *Flow[E]) Hold() float64 { return f.Linger(CollectHold) }

// Linger is how long the table waits x ticks for a person to read what
// happened: a quarter while catching up quickly, none at once.
func (f *Flow[E]) Linger(x float64) float64 {
	switch {
	case f.Now:
		return 0
	case f.Fast:
		return x / 4
	}
	return x
}

// Frame does what every frame of a trick table starts with: the card size
// (it may have changed in Settings, under the pause menu), the cards'
// hover and flights, the message's fading. It returns the pointer.
func (f *Flow[E]) Frame(ctx *game.Context) (mx, my float64) {
	f.Tbl.SetCardZoom(ctx.Settings.CardZoom(), f.Dt)
	in := ctx.In
	mx, my = in.Cursor()
	f.Tbl.Update(ctx.Art, mx, my, in.CursorMoved(), ctx.Dt())
	if f.Ticks > 0 {
		f.Ticks--
	}
	return mx, my
}

// Act applies the person's decision; a refusal is said on the table.
func (f *Flow[E]) Act(a any) bool {
	if err := f.S.Act(f.Me, a); err != nil {
		f.Say(engine.Explain(err))
		f.Ctx.Play("error")
		return false
	}
	return true
}

// Move lets the others move (computers, a record playing) and reports
// whether they did.
func (f *Flow[E]) Move() bool { return f.S.Move() }

// Say shows s on the message line.
func (f *Flow[E]) Say(s string) { f.Msg, f.Ticks = s, f.Full }

// Message returns the message line's text ("" when none shows).
func (f *Flow[E]) Message() string {
	if f.Ticks > 0 {
		return f.Msg
	}
	return ""
}

// Busy reports whether the table still shows what happened (for a
// replay's pace, and the person's turn).
func (f *Flow[E]) Busy() bool { return f.Ev.Pending() || f.Tbl.Busy() }

// Still reports whether nothing of the flow moves: no visual event, no
// catch-up, no card, no message fading.
func (f *Flow[E]) Still() bool {
	return !f.Gone && !f.Busy() && !f.Fast && !f.Now && f.Tbl.Still() && turns.MessageStill(f.Ticks, f.Full)
}

// OthersToMove reports whether a seat nobody here plays is to move: a
// computer thinking, a record playing.
func (f *Flow[E]) OthersToMove(toMove []int) bool {
	for _, s := range toMove {
		if !f.S.Plays().Has(s) {
			return true
		}
	}
	return false
}

// SetSeatNotes implements scenes.SeatNoted for every trick table: what
// being online adds about a seat (its person away) is written after its
// name (DrawSeatNote).
func (f *Flow[E]) SetSeatNotes(note func(seat int) string) { f.notes = note }

// SeatNote returns what the seat's label says besides its name and
// lines, "" when nothing.
func (f *Flow[E]) SeatNote(seat int) string {
	if f.notes == nil {
		return ""
	}
	return f.notes(seat)
}

// DrawSeatNote writes a seat's note after its name (w wide, drawn at x, y
// as align says), in gold, and returns how much wider the name line is.
func DrawSeatNote(c *widget.Canvas, note string, x, y, w float64, align widget.Align) float64 {
	if note == "" {
		return 0
	}
	const gap, size = 12.0, 16.0
	if align == widget.AlignRight {
		return gap + c.Text(note, size, true, x-w-gap, y+3, widget.Gold, widget.AlignRight)
	}
	return gap + c.Text(note, size, true, x+w+gap, y+3, widget.Gold, widget.AlignLeft)
}

// MessageH is the height of the message line's note.
const MessageH = 36.0

// DrawMessage draws the message line, fading over its last half second,
// in a dark note of padding pad whose top is at y.
func (f *Flow[E]) DrawMessage(c *widget.Canvas, y, pad float64) {
	if f.Ticks <= 0 {
		return
	}
	a := min(1, float64(f.Ticks)/30)
	w := c.TextWidth(f.Msg, 19, false) + 2*pad
	c.RoundRect(widget.ScreenW/2-w/2, y, w, MessageH, 10, color.RGBA{0, 0, 0, uint8(170 * a)})
	cl := widget.Cream
	cl.A = uint8(255 * a)
	c.Text(f.Msg, 19, false, widget.ScreenW/2, y+8, cl, widget.AlignCenter)
}

// DrawKeys draws the trick table's key hints (board names the board's
// page) for the people playing here; a replay's keys are its own. A
// spectator is told they watch, and how to leave.
func (f *Flow[E]) DrawKeys(c *widget.Canvas, board string) {
	switch {
	case f.S.Plays() != 0:
		DrawKeyHints(c, f.Ctx.Settings.Keys[input.Menu], board)
	case f.S.Watching():
		DrawWatching(c, f.Ctx.Settings.Keys[input.Menu], board)
	}
}

// Yours reports whether seat is the person's at this screen as the
// table words it ("Your turn"): the bottom seat, unless the screen only
// watches.
func (f *Flow[E]) Yours(seat int) bool { return seat == f.Me && !f.S.Watching() }
