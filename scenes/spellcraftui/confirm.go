package spellcraftui

import (
	"parlor/game"
	"parlor/input"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// confirmEnd asks before "End game now" ends the game: ending cannot be
// taken back, and the pause menu is one Enter away from it.
type confirmEnd struct {
	list scenes.List
	end  func(ctx *game.Context)
}

const confirmY = 250.0

func newConfirmEnd(end func(ctx *game.Context)) *confirmEnd {
	const w, gap = 240.0, 20.0
	x := widget.ScreenW/2 - (2*w+gap)/2
	// "Keep playing" is focused: a stray Enter keeps the game.
	return &confirmEnd{end: end, list: scenes.List{Scene: "spellcraft-confirm-end",
		Buttons: scenes.Row([]string{"End the game", "Keep playing"}, x, confirmY+130, w, 50, gap),
		Focus:   1, Across: true, Tick: true}}
}

// Name implements game.Named.
func (d *confirmEnd) Name() string { return d.list.Scene }

// IsOverlay implements game.Overlay.
func (d *confirmEnd) IsOverlay() bool { return true }

// Still implements game.Still.
func (d *confirmEnd) Still() bool { return d.list.Still() }

// Enter announces the buttons.
func (d *confirmEnd) Enter(ctx *game.Context) { d.list.Announce(ctx) }

// Update implements game.Scene.
func (d *confirmEnd) Update(ctx *game.Context) error {
	pick := d.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) {
		pick = 1
	}
	switch pick {
	case 0:
		ctx.Pop()
		d.end(ctx)
	case 1:
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (d *confirmEnd) Draw(c *widget.Canvas) {
	const w, h = 640.0, 210.0
	x := widget.ScreenW/2 - w/2
	c.Fill(0, 0, widget.ScreenW, widget.ScreenH, widget.Dim)
	c.RoundRect(x, confirmY, w, h, 18, widget.Panel)
	c.RoundOutline(x, confirmY, w, h, 18, 2, widget.Gold)
	c.Text("End the game now?", 26, true, widget.ScreenW/2, confirmY+24, widget.Cream, widget.AlignCenter)
	c.Text("The players with the most chips win. This cannot be undone.", 18, false, widget.ScreenW/2, confirmY+70, widget.Muted, widget.AlignCenter)
	d.list.Draw(c)
}
