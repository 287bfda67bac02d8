package scenes

import (
	"context"
	"fmt"
	"time"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/scenes/widget"
)

// OnlineTable is a game's table on a game the server hosts: the table
// itself, and round it what being online adds: the server's news as
// toasts, where the connection stands in a corner, and getting back to
// the seat when the connection drops.
type OnlineTable struct {
	Table
	app    *App
	tbl    *online.Table
	redial *online.Redial
	gone   bool // the table is no longer on the server: no more tries
	match  string
	sayKey string // the quick messages' key, as the corner names it
	away   awayBand
	// staying: the person stays at the table for a rematch when the
	// table's screen goes.
	staying bool
}

// NewOnlineTable returns t, the table of tbl's game, as an online table.
func NewOnlineTable(app *App, tbl *online.Table, t Table) *OnlineTable {
	o := &OnlineTable{Table: t, app: app, tbl: tbl, match: tbl.Client().Match()}
	app.Net().at = o
	return o
}

// rematchOf returns the online table whose finished game s is, nil when s
// is no game hosted online.
func rematchOf(app *App, s *session.Session) *OnlineTable {
	if o := app.Net().at; o != nil && s.HostedBy(o.tbl.Game()) && !o.gone {
		return o
	}
	return nil
}

// Rematch asks the table for a rematch and opens its waiting room (with
// the lobby under it): the same people, the next dealer, a new seed; the
// host starts it.
func (o *OnlineTable) Rematch(ctx *game.Context) {
	if err := o.tbl.Rematch(); err != nil {
		ctx.Toast("The rematch could not be asked for: " + err.Error())
		return
	}
	o.staying = true
	ctx.Reset(o.app.Home(ctx))
	ctx.Push(NewLobby(ctx, o.app))
	ctx.Push(NewRematchRoom(ctx, o.app, o.tbl))
}

// Update implements game.Scene: the server's news first, then the quick
// messages' key, then the table.
func (o *OnlineTable) Update(ctx *game.Context) error {
	pumpNews(ctx, o.tbl)
	o.friendSaid(ctx)
	o.awayUpdate()
	o.reconnect(ctx)
	if o.takeBack(ctx) {
		return nil
	}
	if g := o.tbl.Game(); !g.Entry().RealTime {
		// A decision the server refused after all (the table offered
		// only legal ones; the game moved meanwhile): said as a toast.
		// A real-time table says its refused presses itself.
		for _, r := range g.TakeRefused() {
			ctx.Toast(engine.Explain(r.Err))
		}
	}
	assistRefused(ctx, o.tbl.Game().Entry())
	o.sayKey = ctx.Settings.Keys[input.Menu].Hint(input.Say)
	if o.tbl.Watching() {
		return o.Table.Update(ctx) // a watcher only watches: no messages, no hints
	}
	if (ctx.In.Pressed(input.Menu, input.Say) || o.cornerClicked(ctx)) && o.redial == nil && o.tbl.Client().Err() == nil {
		ctx.Push(NewQuickSay(ctx, o.app, o.tbl))
		return nil
	}
	return o.Table.Update(ctx)
}

// cornerClicked reports a click on the corner that names the quick
// messages' key: it opens them too.
func (o *OnlineTable) cornerClicked(ctx *game.Context) bool {
	if !ctx.In.Clicked() {
		return false
	}
	x, y := ctx.In.Cursor()
	return x >= widget.ScreenW-420 && y >= widget.ScreenH-26
}

// friendSaid says what came of a friend asked or a player blocked from
// the table.
func (o *OnlineTable) friendSaid(ctx *game.Context) {
	n := o.app.Net()
	if !n.said.ready() {
		return
	}
	j := n.said
	n.said = nil
	if j.err != nil {
		ctx.Toast(capital(j.err.Error()))
		return
	}
	ctx.Toast(j.val)
}

// takeBack asks for the person's seat back from the computer that plays
// it since their time ran out, at their first key or click; it reports
// whether it took the input.
func (o *OnlineTable) takeBack(ctx *game.Context) bool {
	st, ok := o.tbl.State()
	if !ok || st.You < 0 || st.You >= len(st.Seats) || !st.Seats[st.You].Idle {
		return false
	}
	if !ctx.In.AnyKeyPressed() && !ctx.In.Clicked() {
		return false
	}
	if err := o.tbl.Back(); err != nil {
		ctx.Toast("The seat could not be taken back: " + err.Error())
	}
	return true
}

// What Hint and Undo say at a table online, where neither is offered: a
// key that did nothing at all would seem broken.
const (
	NoHintOnline = "No hints online: at a table with other people, everyone decides alone."
	NoUndoOnline = "No taking back online: the others at the table have seen your move."
)

// assistRefused says why Hint and Undo do nothing at a table online, in
// the games that offer them against the computer (e's).
func assistRefused(ctx *game.Context, e *engine.Entry) {
	if e.Advise == nil {
		return // a real-time game: its keys are its own
	}
	switch {
	case ctx.In.Pressed(input.Menu, input.Hint):
		ctx.Toast(NoHintOnline)
	case ctx.In.Pressed(input.Menu, input.Undo):
		ctx.Toast(NoUndoOnline)
	}
}

// reconnect gets back to the table when the connection dropped: one
// sentence, then tries with the client's backoff (online.Redial), at the
// table's match or, when the server restarted, at the table its invite
// code names now; the server tells the seat the whole game again. A table
// gone for good stops the tries, says so and offers the way back to the
// lobby.
func (o *OnlineTable) reconnect(ctx *game.Context) {
	if o.redial != nil {
		o.redialed(ctx)
		return
	}
	if o.gone || o.tbl.Client().Err() == nil || o.tbl.Game().Over() {
		return
	}
	if o.tbl.Watching() {
		// A watcher has no seat to get back to: they watch again from the
		// lobby.
		o.gone = true
		ctx.Toast("The connection to the server dropped: watch the table again from the lobby.")
		return
	}
	server, device, name, match := ctx.Server(), ctx.Device(), o.app.Net().name, o.match
	st, _ := o.tbl.State()
	code := st.Code
	ctx.Toast("The connection to the server dropped: getting back to the table...")
	o.redial = online.StartRedial(func(cx context.Context) (*online.Client, error) {
		return online.Rejoin(cx, server, device, name, match, code)
	}, online.NewBackoff(), callLimit)
}

// redialed takes what the tries came to, once they stopped.
func (o *OnlineTable) redialed(ctx *game.Context) {
	s := o.redial.State()
	switch {
	case !s.Done:
		return
	case s.Client != nil:
		o.tbl.Move(s.Client)
		o.match = s.Client.Match()
		o.app.Net().client = s.Client
		ctx.Toast("Back at the table.")
	case s.Gone():
		o.gone = true
		ctx.Push(NewQuestion(ctx, "table-gone", "The table is gone", goneWords(o.tbl.Game().Entry()),
			[]Answer{{Label: "Back to the lobby", Do: func(ctx *game.Context) { ctx.Pop() }}}, 0, 0))
	}
	o.redial = nil
}

// goneWords says why a table the connection came back to is gone, and
// what became of its game.
func goneWords(e *engine.Entry) string {
	if e.RealTime {
		return fmt.Sprintf("The table is no longer on the server: a game of %s cannot go on after the server restarts. "+
			"What was played joins your History the next time the lobby connects.", e.Title)
	}
	return "The table is no longer on the server, so this game cannot go on. " +
		"If it ended while you were away, it joins your History the next time the lobby connects."
}

// Still implements game.Still: a table waiting on the server is still
// when its own table is.
func (o *OnlineTable) Still() bool {
	s, ok := game.As[game.Still](o.Table)
	return ok && s.Still() && o.redial == nil && o.away.still()
}

// awayUpdate takes what the table shows about the seats whose people are
// away from the table's state: on the table, not only in a toast.
func (o *OnlineTable) awayUpdate() {
	st, ok := o.tbl.State()
	o.away.update(o.Table, st, ok)
}

// Unwrap implements game.Wrapper: the shell finds what the game's table
// does (its name, Enter, its toast spot, drawing in parts) through the
// online table, which forwards nothing by hand.
func (o *OnlineTable) Unwrap() game.Scene { return o.Table }

// Leave implements game.Leaver: the player gets up from the table (and
// gives up getting back to it).
func (o *OnlineTable) Leave() {
	if l, ok := game.As[game.Leaver](o.Table); ok {
		l.Leave()
	}
	if r := o.redial; r != nil {
		go r.Stop() // off the frame: a try in flight ends first
	}
	if o.app.Net().at == o {
		o.app.Net().at = nil
	}
	if !o.staying {
		leaveTable(o.tbl)
	}
}

// Draw implements game.Scene: the table, then where the connection stands.
func (o *OnlineTable) Draw(c *widget.Canvas) {
	if c.Kept {
		// A table drawn in parts repaints the corner under the words
		// first: they change with the round trip, and the old ones must
		// not show through.
		c.Dirty = append(c.Dirty, c.DeviceRect(widget.ScreenW-420, widget.ScreenH-26, 420, 26))
	}
	o.away.mark(c, o.Table)
	o.Table.Draw(c)
	o.away.draw(c, o.Table)
	// The bottom right corner: clear of every table's header, buttons and
	// hand.
	c.Text(o.badge(), 14, false, widget.ScreenW-10, widget.ScreenH-22, widget.Muted, widget.AlignRight)
}

func (o *OnlineTable) badge() string {
	cl := o.tbl.Client()
	switch {
	case o.redial != nil:
		if w := o.redial.State().Wait; w > 0 {
			return fmt.Sprintf("Online: trying again in %d s", (w+time.Second-1)/time.Second)
		}
		return "Online: reconnecting..."
	case o.gone:
		return "Online: the table is gone"
	case cl.Err() != nil:
		return "Online: connection lost"
	}
	say := ""
	if st, _ := o.tbl.State(); o.tbl.Watching() {
		say = "   Watching"
		if st.Watchers > 1 {
			say = fmt.Sprintf("   Watching with %d others", st.Watchers-1)
		}
	} else if st.Watchers > 0 {
		say = fmt.Sprintf("   %d watching", st.Watchers)
	}
	if o.sayKey != "" && !o.tbl.Watching() {
		say += "   " + o.sayKey + ": message, add a friend, block"
	}
	if cl.RTT() > 0 {
		return "Online · " + millis(cl.RTT()) + say
	}
	return "Online" + say
}
