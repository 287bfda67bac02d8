package scenes

import (
	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// continueList is the overlay listing every game in progress when there
// are several: one item each ("Speed Run, hand 4 of 9 · yesterday"),
// most recently played first, and Back.
type continueList struct {
	ctx   *game.Context
	games []saved
	list  List
}

func newContinueList(ctx *game.Context, games []saved) *continueList {
	labels := make([]string, 0, len(games)+1)
	for _, g := range games {
		labels = append(labels, g.label)
	}
	labels = append(labels, "Back")
	h := min(50.0, 440/float64(len(labels)))
	c := &continueList{ctx: ctx, games: games}
	c.list = menuList("continue", Column(labels, widget.ScreenW/2-260, 200, 520, h-8, 8))
	return c
}

// Name implements game.Named.
func (c *continueList) Name() string { return "continue" }

// IsOverlay implements game.Overlay.
func (c *continueList) IsOverlay() bool { return true }

// Still implements game.Still.
func (c *continueList) Still() bool { return c.list.Still() }

// Enter announces the items for end-to-end tests.
func (c *continueList) Enter(ctx *game.Context) { c.list.Announce(ctx) }

// Update implements game.Scene.
func (c *continueList) Update(ctx *game.Context) error {
	pick := c.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) || pick == len(c.games) {
		ctx.Pop()
		return nil
	}
	if pick < 0 {
		return nil
	}
	ctx.Play("play")
	if sc := openSaved(ctx, c.games[pick]); sc != nil {
		ctx.Replace(sc)
	}
	return nil
}

// Draw implements game.Scene.
func (c *continueList) Draw(cv *widget.Canvas) {
	drawPanel(cv, widget.ScreenW/2-300, 100, 600, 560, "Continue a game")
	c.list.Draw(cv)
	drawFooter(cv, keyHints(c.ctx, [2]string{"updown", "move"}, [2]string{"confirm", "continue"}, [2]string{"back", "back"}))
}
