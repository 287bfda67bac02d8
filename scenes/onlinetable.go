package scenes

import (
	"context"

	"parlor/game"
	"parlor/game/online"
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
	redial *job[*online.Client]
	match  string
	sayKey string // the quick messages' key, as the corner names it
	away   awayBand
}

// NewOnlineTable returns t, the table of tbl's game, as an online table.
func NewOnlineTable(app *App, tbl *online.Table, t Table) *OnlineTable {
	return &OnlineTable{Table: t, app: app, tbl: tbl, match: tbl.Client().Match()}
}

// Update implements game.Scene: the server's news first, then the quick
// messages' key, then the table.
func (o *OnlineTable) Update(ctx *game.Context) error {
	pumpNews(ctx, o.tbl)
	o.awayUpdate()
	o.reconnect(ctx)
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
	if ctx.In.Pressed(input.Menu, input.Say) && o.redial == nil && o.tbl.Client().Err() == nil {
		ctx.Push(NewQuickSay(ctx, o.tbl))
		return nil
	}
	return o.Table.Update(ctx)
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

// reconnect sits down again at the same table when the connection
// dropped: the server tells the seat the whole game again.
func (o *OnlineTable) reconnect(ctx *game.Context) {
	if o.redial.ready() {
		if o.redial.err == nil {
			o.tbl.Move(o.redial.val)
			o.app.Net().client = o.redial.val
			ctx.Toast("Back at the table.")
		}
		o.redial = nil
		return
	}
	if o.redial != nil || o.tbl.Client().Err() == nil || o.tbl.Game().Over() {
		return
	}
	net := o.app.Net()
	server, device, name, match := ctx.Server(), ctx.Device(), net.name, o.match
	ctx.Toast("The connection to the server dropped: getting back to the table...")
	o.redial = run(callLimit, func(cx context.Context) (*online.Client, error) {
		c, err := online.Connect(cx, server, device, name)
		if err != nil {
			return nil, err
		}
		if err := c.Join(cx, match); err != nil {
			c.Close()
			return nil, err
		}
		return c, nil
	})
}

// Still implements game.Still: a table waiting on the server is still
// when its own table is.
func (o *OnlineTable) Still() bool {
	s, ok := o.Table.(game.Still)
	return ok && s.Still() && o.redial == nil && o.away.still()
}

// awayUpdate takes what the table shows about the seats whose people are
// away from the table's state: on the table, not only in a toast.
func (o *OnlineTable) awayUpdate() {
	st, ok := o.tbl.State()
	o.away.update(o.Table, st, ok)
}

// Name implements game.Named.
func (o *OnlineTable) Name() string {
	if n, ok := o.Table.(game.Named); ok {
		return n.Name()
	}
	return "online-table"
}

// Leave implements game.Leaver: the player gets up from the table.
func (o *OnlineTable) Leave() {
	if l, ok := o.Table.(game.Leaver); ok {
		l.Leave()
	}
	leaveTable(o.tbl)
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

// Covers implements game.Cover as the table does, so a table drawn in
// parts (Spit, SpeedOh) repaints only what changed online too.
func (o *OnlineTable) Covers() bool {
	c, ok := o.Table.(game.Cover)
	return ok && c.Covers()
}

func (o *OnlineTable) badge() string {
	cl := o.tbl.Client()
	switch {
	case o.redial != nil:
		return "Online: reconnecting..."
	case cl.Err() != nil:
		return "Online: connection lost"
	}
	say := ""
	if o.sayKey != "" {
		say = "   " + o.sayKey + ": message"
	}
	if cl.RTT() > 0 {
		return "Online · " + millis(cl.RTT()) + say
	}
	return "Online" + say
}
