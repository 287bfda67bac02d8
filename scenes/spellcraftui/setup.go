package spellcraftui

import (
	"fmt"
	"slices"
	"time"

	"parlor/game"
	"parlor/input"
	"parlor/rules/spellcraft"
	"parlor/scenes"
	"parlor/scenes/widget"
)

// chipChoices are the starting stacks offered (SC13: at least 12).
var chipChoices = []int{12, 15, 20, 25, 30}

// Setup chooses the players, the deck, the trump variant, the chips and the
// computer players' difficulty.
type Setup struct {
	ctx     *game.Context
	app     *scenes.App
	players int
	jokers  bool
	trump   bool
	chips   int
	level   string
	list    scenes.List
}

// NewSetup returns the setup scene (the menu's entry point).
func NewSetup(ctx *game.Context, app *scenes.App) game.Scene {
	s := &Setup{ctx: ctx, app: app, players: 4, jokers: true, chips: spellcraft.DefaultChips, level: ctx.Settings.Difficulty}
	labels := []string{"Players", "Jokers", "Trump variant", "Starting chips", "Computer players", "Start game", "Back"}
	s.list = scenes.List{Scene: s.Name(), Buttons: scenes.Column(labels, widget.ScreenW/2-280, 200, 560, 50, 10)}
	return s
}

// Name implements game.Named.
func (s *Setup) Name() string { return "spellcraft-setup" }

// Enter announces the items.
func (s *Setup) Enter(ctx *game.Context) { s.list.Announce(ctx) }

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func (s *Setup) value(i int) string {
	switch i {
	case 0:
		return fmt.Sprintf("%d  (you + %d)", s.players, s.players-1)
	case 1:
		return onOff(s.jokers)
	case 2:
		return onOff(s.trump)
	case 3:
		return fmt.Sprint(s.chips)
	case 4:
		return map[string]string{"easy": "Easy", "normal": "Normal", "hard": "Hard"}[s.level]
	}
	return ""
}

func (s *Setup) change(i, d int) {
	switch i {
	case 0:
		n := spellcraft.MaxPlayers - spellcraft.MinPlayers + 1
		s.players = spellcraft.MinPlayers + (s.players-spellcraft.MinPlayers+d+n)%n
	case 1:
		s.jokers = !s.jokers
	case 2:
		s.trump = !s.trump
	case 3:
		k := max(0, slices.Index(chipChoices, s.chips))
		s.chips = chipChoices[(k+d+len(chipChoices))%len(chipChoices)]
	case 4:
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

// Options returns the game the setup describes, with seed.
func (s *Setup) Options(seed uint64) Options {
	return Options{Config: spellcraft.Config{Players: s.players, NoJokers: !s.jokers, Trump: s.trump, Chips: s.chips},
		Seed: seed, Level: s.level}
}

// Update implements game.Scene.
func (s *Setup) Update(ctx *game.Context) error {
	if ctx.In.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	pick := s.list.UpdateValues(ctx, s.change)
	switch pick {
	case 0, 1, 2, 3, 4:
		s.change(pick, 1)
	case 5:
		ctx.Replace(NewTable(ctx, s.app, s.Options(uint64(time.Now().UnixNano()))))
	case 6:
		ctx.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (s *Setup) Draw(c *widget.Canvas) {
	c.Text("Spellcraft", 56, true, widget.ScreenW/2, 60, widget.Cream, widget.AlignCenter)
	c.Text("Bid chips for the cards on the field, build the best suit, and knock when you think it wins.", 20, false, widget.ScreenW/2, 140, widget.Muted, widget.AlignCenter)
	c.RoundRect(widget.ScreenW/2-310, 180, 620, 7*60+20, 18, widget.Panel)
	s.list.Draw(c)
	for i, b := range s.list.Buttons {
		if v := s.value(i); v != "" {
			c.Text("‹ "+v+" ›", 19, false, b.X+b.W-20, b.Y+15, widget.Gold, widget.AlignRight)
		}
	}
	scenes.SetupFooter(c, s.ctx)
}
