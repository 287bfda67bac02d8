package speedohui

import (
	"fmt"
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/speedoh"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Mode is who sits at the table.
type Mode int

// Modes.
const (
	VsComputer Mode = iota // you (seat 0, bottom) against 1-5 computer players
	TwoPlayers             // two people sharing one keyboard, plus 0-4 computer players
	Watch                  // computers only, for watching
	numModes
)

func (m Mode) String() string {
	switch m {
	case TwoPlayers:
		return "Two players, one keyboard"
	case Watch:
		return "Watch computers"
	}
	return "You vs computer"
}

// humans returns how many people play in mode m.
func (m Mode) humans() int {
	switch m {
	case TwoPlayers:
		return 2
	case Watch:
		return 0
	}
	return 1
}

// Options are what the setup screen chose.
type Options struct {
	Mode   Mode
	Bots   int            // computer players; Players = people + Bots (2-6, SO2)
	Level  engine.Level   // Easy, Normal or Hard
	Config speedoh.Config // Players is filled in from Mode and Bots
	Seed   uint64
}

// normal fills in Config.Players from the mode and the computer count,
// holding the seats to 2-6.
func (o Options) normal() Options {
	lo, hi := max(0, speedoh.MinPlayers-o.Mode.humans()), speedoh.MaxPlayers-o.Mode.humans()
	o.Bots = min(hi, max(lo, o.Bots))
	o.Config.Players = o.Mode.humans() + o.Bots
	return o
}

// Setup chooses the players, the difficulty and the deck options.
type Setup struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options
	list scenes.List
}

// Setup rows, in display order.
const (
	rowMode = iota
	rowBots
	rowLevel
	rowBeginner
	rowTotem
	rowStart
	rowBack
	numRows
)

// NewSetup returns the setup scene (the menu's entry point).
func NewSetup(ctx *game.Context, app *scenes.App) game.Scene {
	lvl, err := engine.ParseLevel(ctx.Settings.Difficulty)
	if err != nil || lvl < engine.Easy {
		lvl = engine.Normal // SpeedOh offers no random player
	}
	s := &Setup{ctx: ctx, app: app, opts: Options{Bots: 3, Level: lvl}.normal()}
	labels := [numRows]string{"Players", "Computer players", "Computer skill", "Beginner deck", "Totem option", "Start game", "Back"}
	s.list = scenes.List{Scene: s.Name(), Buttons: scenes.Column(labels[:], widget.ScreenW/2-300, 170, 600, 44, 10),
		Focus: rowStart, Tick: true}
	s.sync()
	return s
}

// Name implements game.Named.
func (s *Setup) Name() string { return "speedoh-setup" }

// Enter announces the items.
func (s *Setup) Enter(ctx *game.Context) { s.list.Announce(ctx) }

// Options returns what is chosen now (for tests).
func (s *Setup) Options() Options { return s.opts }

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func (s *Setup) value(i int) string {
	o := &s.opts
	switch i {
	case rowMode:
		return o.Mode.String()
	case rowBots:
		return fmt.Sprintf("%d  (%d seats)", o.Bots, o.Config.Players)
	case rowLevel:
		if o.Bots == 0 {
			return "no computers"
		}
		return o.Level.Title()
	case rowBeginner:
		return onOff(o.Config.Beginner)
	case rowTotem:
		return onOff(o.Config.Totem)
	}
	return ""
}

func (s *Setup) change(i, d int) {
	o := &s.opts
	switch i {
	case rowMode:
		o.Mode = (o.Mode + Mode(d) + numModes) % numModes
	case rowBots:
		// Wrap within the mode's range so a single key or click cycles.
		lo, hi := max(0, speedoh.MinPlayers-o.Mode.humans()), speedoh.MaxPlayers-o.Mode.humans()
		o.Bots += d
		if o.Bots > hi {
			o.Bots = lo
		} else if o.Bots < lo {
			o.Bots = hi
		}
	case rowLevel:
		o.Level = engine.Easy + (o.Level-engine.Easy+engine.Level(d+3))%3
	case rowBeginner:
		o.Config.Beginner = !o.Config.Beginner
	case rowTotem:
		o.Config.Totem = !o.Config.Totem
	}
	s.sync()
}

// sync keeps the seat count legal and greys the skill without computers.
func (s *Setup) sync() {
	s.opts = s.opts.normal()
	s.list.Buttons[rowLevel].Disabled = s.opts.Bots == 0
}

// Update implements game.Scene.
func (s *Setup) Update(ctx *game.Context) error {
	if ctx.In.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	pick := s.list.UpdateValues(ctx, s.change)
	switch {
	case pick < 0:
	case pick < rowStart:
		s.change(pick, 1)
		ctx.Play("tick")
	case pick == rowStart:
		ctx.Play("play")
		opts := s.opts
		opts.Seed = uint64(time.Now().UnixNano())
		ctx.Replace(NewTable(ctx, s.app, opts))
	default:
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (s *Setup) Draw(c *widget.Canvas) {
	c.Text(GameName, 52, true, widget.ScreenW/2, 36, widget.Cream, widget.AlignCenter)
	c.Text("Flip in turn, spot two identical blades, slap the Slap Card first. First out of cards wins.", 19, false, widget.ScreenW/2, 110, widget.Muted, widget.AlignCenter)
	c.RoundRect(widget.ScreenW/2-324, 154, 648, numRows*54+22, 18, widget.Panel)
	s.list.Draw(c)
	for i, b := range s.list.Buttons {
		if v := s.value(i); v != "" {
			c.Text("‹ "+v+" ›", 18, false, b.X+b.W-18, b.Y+12, widget.Gold, widget.AlignRight)
		}
	}
	km := s.ctx.Settings.Keys
	keys := fmt.Sprintf("Player 1: %s flip, %s slap   ·   Player 2: %s flip, %s slap",
		km[input.Player1].Hint(input.Flip), km[input.Player1].Hint(input.Slap),
		km[input.Player2].Hint(input.Flip), km[input.Player2].Hint(input.Slap))
	c.Text(keys, 17, false, widget.ScreenW/2, 170+numRows*54+20, widget.Muted, widget.AlignCenter)
	scenes.SetupFooter(c, s.ctx)
}
