package scenes

import (
	"context"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/room"
	"parlor/input"
	"parlor/scenes/widget"
)

// QuickSay is the quick messages of a table played online: a few kind
// words everybody at the table reads as a toast, never free text; beside
// them the other people at the table, to ask one to be a friend or block
// them (two actions from the table: the Say key or a click on the corner,
// then the row). It opens over the table and closes when one is picked.
type QuickSay struct {
	ctx    *game.Context
	tbl    *online.Table
	net    *Net
	list   List
	people []personRow
}

// personRow is a row about another person at the table.
type personRow struct {
	name, user string
	block      bool // Block, else Add as a friend
}

const quickW, quickH, quickGap = 360.0, 40.0, 8.0

// peopleW is the people column's width, right of the messages.
const peopleW = 380.0

// NewQuickSay returns the quick messages of tbl, and its people.
func NewQuickSay(ctx *game.Context, app *App, tbl *online.Table) *QuickSay {
	q := &QuickSay{ctx: ctx, tbl: tbl, net: app.Net()}
	labels := append(append([]string(nil), room.Quick...), "Cancel")
	buttons := Column(labels, quickX(), quickTop()+80, quickW, quickH, quickGap)
	q.people = peopleRows(tbl)
	var more []string
	for _, p := range q.people {
		if p.block {
			more = append(more, "Block "+p.name)
		} else {
			more = append(more, "Add "+p.name+" as a friend")
		}
	}
	buttons = append(buttons, Column(more, quickX()+quickW+40, quickTop()+80, peopleW, quickH, quickGap)...)
	q.list = menuList("quick-say", buttons)
	return q
}

// peopleRows are the rows about the other people at tbl: each can be
// asked to be a friend and blocked; at a large table only blocked, so the
// column fits.
func peopleRows(tbl *online.Table) []personRow {
	st, _ := tbl.State()
	var others []room.SeatState
	for i, s := range st.Seats {
		if i != st.You && s.Taken && s.User != "" {
			others = append(others, s)
		}
	}
	var out []personRow
	for _, s := range others {
		if len(others) <= 3 {
			out = append(out, personRow{name: s.Name, user: s.User})
		}
		out = append(out, personRow{name: s.Name, user: s.User, block: true})
	}
	return out
}

// quickX is where the messages' column starts: the panel centred, the
// people's column beside it when there is one.
func quickX() float64 { return widget.ScreenW/2 - (quickW+40+peopleW)/2 }

// quickTop is where the panel starts, centred.
func quickTop() float64 {
	return (widget.ScreenH - 40 - quickPanelH()) / 2
}

func quickPanelH() float64 {
	return float64(len(room.Quick)+1)*(quickH+quickGap) + 110
}

// Name implements game.Named.
func (q *QuickSay) Name() string { return "quick-say" }

// IsOverlay implements game.Overlay.
func (q *QuickSay) IsOverlay() bool { return true }

// Still implements game.Still.
func (q *QuickSay) Still() bool { return q.list.Still() }

// Enter announces the messages.
func (q *QuickSay) Enter(ctx *game.Context) { q.list.Announce(ctx) }

// Update implements game.Scene.
func (q *QuickSay) Update(ctx *game.Context) error {
	pick := q.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) || ctx.In.Pressed(input.Menu, input.Say) {
		pick = len(room.Quick)
	}
	if pick < 0 {
		return nil
	}
	ctx.Pop()
	switch {
	case pick < len(room.Quick):
		if err := q.tbl.Say(pick + 1); err != nil {
			ctx.Toast("The message could not be sent: " + err.Error())
		}
	case pick > len(room.Quick):
		q.person(ctx, q.people[pick-len(room.Quick)-1])
	}
	return nil
}

// person asks the server to befriend or block p, off the frame: the
// online table says what came of it.
func (q *QuickSay) person(ctx *game.Context, p personRow) {
	c := q.tbl.Client()
	ch, said := room.FriendChange{Op: room.AddFriend, User: p.user}, "Asked "+p.name+" to be your friend."
	if p.block {
		ch, said = room.FriendChange{Op: room.BlockPlayer, User: p.user}, blockedWords(p.name)
	}
	q.net.said = run(callLimit, func(cx context.Context) (string, error) {
		_, err := c.ChangeFriend(cx, ch)
		return said, err
	})
}

// Draw implements game.Scene.
func (q *QuickSay) Draw(c *widget.Canvas) {
	drawPanel(c, quickX()-40, quickTop(), quickW+40+peopleW+80, quickPanelH(), "Say to the table")
	if len(q.people) > 0 {
		c.Text("The others", 20, true, quickX()+quickW+40+peopleW/2, quickTop()+50, widget.Gold, widget.AlignCenter)
	}
	q.list.Draw(c)
	drawFooter(c, keyHints(q.ctx, [2]string{"updown", "move"}, [2]string{"confirm", "choose"}, [2]string{"back", "back"}))
}
