package spitui

import (
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/spit"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// Mode is who sits at the table.
type Mode int

// Modes.
const (
	VsComputer Mode = iota // you (bottom) against a computer player (top)
	TwoPlayers             // two people sharing one keyboard
	Watch                  // computer against computer, for watching and measuring
	numModes
)

func (m Mode) String() string {
	switch m {
	case TwoPlayers:
		return "Two players, one keyboard"
	case Watch:
		return "Watch: computer vs computer"
	}
	return "You vs computer"
}

// Options are what the setup screen chose.
type Options struct {
	Config spit.Config
	Seed   uint64
	Mode   Mode
	Level  engine.Level // Easy, Normal or Hard
	// Layout, when set, places every card for the first round instead of
	// a shuffle (tests, puzzles); later rounds are dealt from Seed.
	Layout *spit.Layout
}

// Setup chooses the players, the difficulty, the variations (SP7: any mix)
// and how face-down cards turn (SP2).
type Setup struct {
	ctx  *game.Context
	app  *scenes.App
	opts Options
	list scenes.List
}

// Setup rows, in display order.
const (
	rowMode = iota
	rowLevel
	rowFour
	rowAlt
	rowChoose
	rowStack
	rowShort
	rowFlip
	rowStart
	rowBack
	numRows
)

// NewSetup returns the setup scene (the menu's entry point).
func NewSetup(ctx *game.Context, app *scenes.App) game.Scene {
	lvl, err := engine.ParseLevel(ctx.Settings.Difficulty)
	if err != nil || lvl < engine.Easy {
		lvl = engine.Normal // Spit offers no random player
	}
	s := &Setup{ctx: ctx, app: app, opts: Options{Level: lvl}}
	labels := [numRows]string{"Players", "Computer", "1. Four stock piles", "2. Alternate colours",
		"3. Winner chooses the pile", "4. Stack equal ranks", "Short version", "Face-down cards", "Start game", "Back"}
	// Tick as the menus do; the greyed Computer row stays reachable (the
	// level is kept for the next game against the computer).
	s.list = scenes.List{Scene: s.Name(), Buttons: scenes.Column(labels[:], widget.ScreenW/2-300, 150, 600, 42, 8),
		Focus: rowStart, Tick: true}
	return s
}

// Name implements game.Named.
func (s *Setup) Name() string { return "spit-setup" }

// Enter announces the items.
func (s *Setup) Enter(ctx *game.Context) { s.list.Announce(ctx) }

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func (s *Setup) value(i int) string {
	c := &s.opts.Config
	switch i {
	case rowMode:
		return s.opts.Mode.String()
	case rowLevel:
		if s.opts.Mode == TwoPlayers {
			return "not playing"
		}
		return s.opts.Level.Title()
	case rowFour:
		return onOff(c.FourPiles)
	case rowAlt:
		return onOff(c.AlternateColours)
	case rowChoose:
		return onOff(c.WinnerChooses)
	case rowStack:
		return onOff(c.StackEqual)
	case rowShort:
		return onOff(c.Short)
	case rowFlip:
		if c.FlipByHand {
			return "Turn by hand"
		}
		return "Turn automatically"
	}
	return ""
}

func (s *Setup) change(i, d int) {
	c := &s.opts.Config
	switch i {
	case rowMode:
		s.opts.Mode = (s.opts.Mode + Mode(d) + numModes) % numModes
	case rowLevel:
		s.opts.Level = engine.Easy + (s.opts.Level-engine.Easy+engine.Level(d+3))%3
	case rowFour:
		c.FourPiles = !c.FourPiles
	case rowAlt:
		c.AlternateColours = !c.AlternateColours
	case rowChoose:
		c.WinnerChooses = !c.WinnerChooses
	case rowStack:
		c.StackEqual = !c.StackEqual
	case rowShort:
		c.Short = !c.Short
	case rowFlip:
		c.FlipByHand = !c.FlipByHand
	}
}

// Update implements game.Scene.
func (s *Setup) Update(ctx *game.Context) error {
	in := ctx.In
	if in.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	pick := s.list.UpdateValues(ctx, s.change)
	s.list.Buttons[rowLevel].Disabled = s.opts.Mode == TwoPlayers
	switch {
	case pick < 0:
	case pick < rowStart:
		s.change(pick, 1)
		ctx.Play("tick")
		s.list.Buttons[rowLevel].Disabled = s.opts.Mode == TwoPlayers
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
	c.Text("Speed / Spit", 52, true, widget.ScreenW/2, 36, widget.Cream, widget.AlignCenter)
	c.Text("Two players, no turns: empty your stock piles onto the centre piles before the other does.", 19, false, widget.ScreenW/2, 104, widget.Muted, widget.AlignCenter)
	c.RoundRect(widget.ScreenW/2-324, 136, 648, numRows*50+20, 18, widget.Panel)
	s.list.Draw(c)
	for i, b := range s.list.Buttons {
		if v := s.value(i); v != "" {
			c.Text("‹ "+v+" ›", 18, false, b.X+b.W-18, b.Y+12, widget.Gold, widget.AlignRight)
		}
	}
	scenes.SetupFooter(c, s.ctx)
}
