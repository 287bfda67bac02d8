package speedrunui

import (
	"fmt"
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/speedrun"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Setup chooses a game's length, the Contract Reveal variant and the
// computer players' difficulty.
type Setup struct {
	ctx    *game.Context
	app    *scenes.App
	length speedrun.Length
	reveal bool
	level  string
	list   scenes.List
}

// NewSetup returns the setup scene (the menu's entry point).
func NewSetup(ctx *game.Context, app *scenes.App) game.Scene {
	s := &Setup{ctx: ctx, app: app, level: ctx.Settings.Difficulty}
	labels := []string{"Length", "Contract Reveal", "Computer players", "Start game", "Back"}
	s.list = scenes.List{Scene: s.Name(), Buttons: scenes.Column(labels, widget.ScreenW/2-280, 250, 560, 50, 12)}
	return s
}

// Name implements game.Named.
func (s *Setup) Name() string { return "speedrun-setup" }

// Enter announces the items.
func (s *Setup) Enter(ctx *game.Context) { s.list.Announce(ctx) }

func (s *Setup) value(i int) string {
	switch i {
	case 0:
		return fmt.Sprintf("%s  (%d hands)", map[speedrun.Length]string{speedrun.Short: "Short", speedrun.Medium: "Medium", speedrun.Long: "Long"}[s.length], s.length.Hands())
	case 1:
		if s.reveal {
			return "On"
		}
		return "Off"
	case 2:
		return map[string]string{"easy": "Easy", "normal": "Normal", "hard": "Hard"}[s.level]
	}
	return ""
}

func (s *Setup) change(i, d int) {
	switch i {
	case 0:
		s.length = speedrun.Length((int(s.length) + d + 3) % 3)
	case 1:
		s.reveal = !s.reveal
	case 2:
		s.level = cycleLevel(s.level, d)
	}
}

func cycleLevel(l string, d int) string {
	ls := game.Difficulties
	for i, x := range ls {
		if x == l {
			return ls[(i+d+len(ls))%len(ls)]
		}
	}
	return "normal"
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
	case 0, 1, 2:
		s.change(pick, 1)
	case 3:
		ctx.Replace(NewTable(ctx, s.app, Options{
			Config: speedrun.Config{Length: s.length, ContractReveal: s.reveal},
			Seed:   uint64(time.Now().UnixNano()),
			Level:  s.level,
		}))
	case 4:
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (s *Setup) Draw(c *widget.Canvas) {
	c.Text("Speed Run", 56, true, widget.ScreenW/2, 70, widget.Cream, widget.AlignCenter)
	c.Text("Three players, twelve tricks a hand, and everyone secretly bids a contract.", 20, false, widget.ScreenW/2, 150, widget.Muted, widget.AlignCenter)
	c.Text("Land exactly on your contract for a Perfect Bonus. Lowest total wins.", 20, false, widget.ScreenW/2, 180, widget.Muted, widget.AlignCenter)
	c.RoundRect(widget.ScreenW/2-310, 226, 620, 5*62+36, 18, widget.Panel)
	s.list.Draw(c)
	for i, b := range s.list.Buttons {
		if v := s.value(i); v != "" {
			c.Text("‹ "+v+" ›", 19, false, b.X+b.W-20, b.Y+15, widget.Gold, widget.AlignRight)
		}
	}
	scenes.SetupFooter(c, s.ctx)
}
