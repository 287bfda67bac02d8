package stepstonesui

import (
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/stepstones"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Setup chooses the scoresheet, the Redo variant and the computer players'
// difficulty.
type Setup struct {
	ctx   *game.Context
	app   *scenes.App
	sheet stepstones.Sheet
	redo  bool
	level string
	list  scenes.List
}

// The setup's rows, in order.
const (
	rowSheet = iota
	rowRedo
	rowLevel
	rowStart
	rowBack
)

// NewSetup returns the setup scene (the menu's entry point).
func NewSetup(ctx *game.Context, app *scenes.App) *Setup {
	s := &Setup{ctx: ctx, app: app, level: ctx.Settings.Difficulty}
	labels := []string{"Scoresheet", "Redo variant", "Computer players", "Start game", "Back"}
	s.list = scenes.List{Scene: s.Name(), Buttons: scenes.Column(labels, widget.ScreenW/2-300, 262, 600, 50, 12)}
	return s
}

// Name implements game.Named.
func (s *Setup) Name() string { return "stepstones-setup" }

// Enter announces the items.
func (s *Setup) Enter(ctx *game.Context) { s.list.Announce(ctx) }

func (s *Setup) value(i int) string {
	switch i {
	case rowSheet:
		return sheetName(s.sheet)
	case rowRedo:
		if s.redo {
			return "On (up to 15 hands)"
		}
		return "Off (12 hands)"
	case rowLevel:
		return map[string]string{"easy": "Easy", "normal": "Normal", "hard": "Hard"}[s.level]
	}
	return ""
}

func (s *Setup) change(i, d int) {
	switch i {
	case rowSheet:
		s.sheet = 1 - s.sheet
	case rowRedo:
		s.redo = !s.redo
	case rowLevel:
		ls := game.Difficulties
		k := 0
		for j, l := range ls {
			if l == s.level {
				k = j
			}
		}
		s.level = ls[(k+d+len(ls))%len(ls)]
	}
}

// Options returns the game the setup would start (seeded from the clock:
// the seed is shown and recorded, G2).
func (s *Setup) Options() Options {
	return Options{Config: stepstones.Config{Sheet: s.sheet, Redo: s.redo},
		Seed: uint64(time.Now().UnixNano()), Level: s.level}
}

// Update implements game.Scene.
func (s *Setup) Update(ctx *game.Context) error {
	in := ctx.In
	if in.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	pick := s.list.UpdateValues(ctx, s.change)
	switch pick {
	case rowSheet, rowRedo, rowLevel:
		s.change(pick, 1)
	case rowStart:
		ctx.Replace(NewTable(ctx, s.app, s.Options()))
	case rowBack:
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (s *Setup) Draw(c *widget.Canvas) {
	c.Text("Stepping Stones", 56, true, widget.ScreenW/2, 62, widget.Cream, widget.AlignCenter)
	c.Text("Three players, twelve tricks a hand. Each hand one player declares a contract from the scoresheet.", 20, false, widget.ScreenW/2, 142, widget.Muted, widget.AlignCenter)
	c.Text("Everyone must play every contract once; each finished row gives +3, +1, -1. Most points wins.", 20, false, widget.ScreenW/2, 172, widget.Muted, widget.AlignCenter)
	rows := s.sheet.Rows()
	names := ""
	for i, r := range rows {
		if i > 0 {
			names += "  ·  "
		}
		names += r.Name()
	}
	c.Text(names, 16, false, widget.ScreenW/2, 210, widget.Gold, widget.AlignCenter)
	c.RoundRect(widget.ScreenW/2-330, 238, 660, 5*62+36, 18, widget.Panel)
	s.list.Draw(c)
	for i, b := range s.list.Buttons {
		if v := s.value(i); v != "" {
			c.Text("‹ "+v+" ›", 19, false, b.X+b.W-20, b.Y+15, widget.Gold, widget.AlignRight)
		}
	}
	scenes.SetupFooter(c, s.ctx)
}
