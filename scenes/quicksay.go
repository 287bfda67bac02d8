package scenes

import (
	"parlor/game"
	"parlor/game/online"
	"parlor/game/room"
	"parlor/input"
	"parlor/scenes/widget"
)

// QuickSay is the quick messages of a table played online: a few kind
// words everybody at the table reads as a toast, never free text. It
// opens over the table with the Say key (M) and closes when one is sent.
type QuickSay struct {
	ctx  *game.Context
	tbl  *online.Table
	list List
}

const quickW, quickH, quickGap = 360.0, 40.0, 8.0

// NewQuickSay returns the quick messages of tbl.
func NewQuickSay(ctx *game.Context, tbl *online.Table) *QuickSay {
	labels := append(append([]string(nil), room.Quick...), "Cancel")
	return &QuickSay{ctx: ctx, tbl: tbl, list: menuList("quick-say", Column(labels, widget.ScreenW/2-quickW/2, quickTop()+80, quickW, quickH, quickGap))}
}

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
	if pick < len(room.Quick) {
		if err := q.tbl.Say(pick + 1); err != nil {
			ctx.Toast("The message could not be sent: " + err.Error())
		}
	}
	return nil
}

// Draw implements game.Scene.
func (q *QuickSay) Draw(c *widget.Canvas) {
	drawPanel(c, widget.ScreenW/2-quickW/2-40, quickTop(), quickW+80, quickPanelH(), "Say to the table")
	q.list.Draw(c)
	drawFooter(c, keyHints(q.ctx, [2]string{"updown", "move"}, [2]string{"confirm", "send"}, [2]string{"back", "back"}))
}
