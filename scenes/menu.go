package scenes

import (
	"fmt"
	"math"

	"parlor/game"
	"parlor/input"
	"parlor/rules/record"
	"parlor/scenes/widget"
)

// GameEntry is one game on the menu. Games register here as they land.
type GameEntry struct {
	Name  string
	Blurb string
	Rules string // the in-game rules page, rulings included
	// Setup returns the game's setup scene.
	Setup func(ctx *game.Context, app *App) game.Scene
	// Record is the game's name in record headers ("" if it keeps no
	// game in progress).
	Record string
	// Resume checks a saved game in progress (the game's own record) and
	// returns how to open its table; an error means the engine refused it.
	Resume func(ctx *game.Context, app *App, rec *record.Record) (func() game.Scene, error)
	// Deal is what the game calls the play between two deals, for the
	// Continue item ("hand" when empty).
	Deal string
}

// App is what every scene needs to know about the whole app: the games on
// the menu, and how to get home.
type App struct {
	Games []GameEntry
}

// Home returns a fresh main menu.
func (a *App) Home(ctx *game.Context) game.Scene { return NewMenu(ctx, a) }

// RulesTab returns the rules overlay's tab index of the named game.
func (a *App) RulesTab(name string) int {
	for i, g := range a.Games {
		if g.Name == name {
			return i + 1
		}
	}
	return 0
}

// Menu is the main menu over the dealing-cards backdrop.
type Menu struct {
	ctx   *game.Context
	app   *App
	games []GameEntry
	list  List
	deal  *dealShow
	// resume opens the saved game in progress; nil when there is none. It
	// is the first item when set.
	resume func() game.Scene
	// The still parts over the dealing cards, each painted once until it
	// changes: the title, the panel of items, the blurb and key hints.
	title, panel, foot widget.Layer
}

// NewMenu returns the main menu listing games.
func NewMenu(ctx *game.Context, app *App) *Menu {
	m := &Menu{ctx: ctx, app: app, games: app.Games, deal: newDealShow()}
	labels := make([]string, 0, len(app.Games)+4)
	if label, open := savedGame(ctx, app); open != nil {
		labels = append(labels, label)
		m.resume = open
	}
	for _, g := range app.Games {
		labels = append(labels, g.Name)
	}
	labels = append(labels, "Settings", "Rules", "Quit")
	// The items fit between the subtitle and the blurb line, shrinking when
	// there are many (five games, Settings, Rules, Quit and Continue).
	const top, bottom = 214.0, 618.0
	step := min(62, (bottom-top+12)/float64(len(labels)))
	gap := math.Round(step * 0.2)
	h, mid := step-gap, (top+bottom)/2
	total := float64(len(labels))*(h+gap) - gap
	m.list = menuList("menu", Column(labels, widget.ScreenW/2-170, mid-total/2, 340, h, gap))
	return m
}

// Name implements game.Named.
func (m *Menu) Name() string { return "menu" }

// Labels returns the menu's items, top first.
func (m *Menu) Labels() []string {
	out := make([]string, len(m.list.Buttons))
	for i, b := range m.list.Buttons {
		out[i] = b.Label
	}
	return out
}

// Enter re-announces the items when the menu is on top again.
func (m *Menu) Enter(ctx *game.Context) { m.list.Announce(ctx) }

// Update implements game.Scene.
func (m *Menu) Update(ctx *game.Context) error {
	m.deal.update(ctx)
	choice := m.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) {
		choice = len(m.list.Buttons) - 1 // Esc on the menu focuses Quit
		m.list.Focus = choice
		ctx.Trace.Focus("menu", "Quit", m.list.Buttons[choice].Rect())
		return nil
	}
	if ctx.In.Pressed(input.Menu, input.Help) {
		ctx.Push(NewRules(ctx, m.app, 0))
		return nil
	}
	if choice < 0 {
		return nil
	}
	ctx.Play("play")
	if m.resume != nil {
		if choice == 0 {
			ctx.Push(m.resume())
			return nil
		}
		choice--
	}
	switch n := len(m.games); {
	case choice < n:
		ctx.Push(m.games[choice].Setup(ctx, m.app))
	case choice == n:
		ctx.Push(NewSettings(ctx))
	case choice == n+1:
		ctx.Push(NewRules(ctx, m.app, 0))
	default:
		ctx.Quit()
	}
	return nil
}

// Leave implements game.Leaver: the layers' images go with the menu.
func (m *Menu) Leave() {
	m.title.Release()
	m.panel.Release()
	m.foot.Release()
	m.deal.still.Release()
}

// Covers implements game.Cover: the dealing backdrop paints every pixel.
func (m *Menu) Covers() bool { return true }

// Draw implements game.Scene.
func (m *Menu) Draw(c *widget.Canvas) {
	m.deal.draw(c, m.ctx.Art)
	m.title.Draw(c, "title", 0, 40, widget.ScreenW, 150, func(c *widget.Canvas) {
		c.Text("Parlor", 84, true, widget.ScreenW/2, 56, widget.Cream, widget.AlignCenter)
		c.Text("five card games at one table", 22, false, widget.ScreenW/2, 156, widget.Muted, widget.AlignCenter)
	})
	if len(m.list.Buttons) > 0 {
		b0 := m.list.Buttons[0]
		last := m.list.Buttons[len(m.list.Buttons)-1]
		x, y, w, h := b0.X-24, b0.Y-24, b0.W+48, last.Y+last.H-b0.Y+48
		key := fmt.Sprint(m.list.Focus, m.Labels())
		for _, b := range m.list.Buttons {
			key += fmt.Sprintf(" %.2f", b.Glow())
		}
		m.panel.Draw(c, key, x, y, w, h, func(c *widget.Canvas) {
			c.RoundRect(x, y, w, h, 20, widget.Panel)
			m.list.Draw(c)
		})
	}
	blurb := ""
	f := m.list.Focus
	if m.resume != nil {
		f--
	}
	if f == -1 {
		blurb = "Pick up the game you left where you left it."
	}
	if f >= 0 && f < len(m.games) {
		blurb = m.games[f].Blurb
	}
	hints := keyHints(m.ctx, [2]string{"updown", "move"}, [2]string{"confirm", "choose"}, [2]string{"help", "rules"}, [2]string{"quit", "quit"})
	m.foot.Draw(c, blurb+"\n"+hints, 0, 640, widget.ScreenW, 80, func(c *widget.Canvas) {
		c.Text(blurb, 18, false, widget.ScreenW/2, 650, widget.Cream, widget.AlignCenter)
		drawFooter(c, hints)
	})
}

// savedGame finds the game in progress, if any, and the menu label that
// continues it. A file that is not a record, or a record its engine
// refuses, is set aside with a notice: the menu never offers a game that
// cannot be continued.
func savedGame(ctx *game.Context, app *App) (label string, open func() game.Scene) {
	rec, notice := ctx.SavedGame()
	if notice != "" {
		ctx.Toast(notice)
	}
	if rec == nil {
		return "", nil
	}
	for _, g := range app.Games {
		if g.Record == "" || g.Record != rec.Header.Game || g.Resume == nil {
			continue
		}
		open, err := g.Resume(ctx, app, rec)
		if err != nil {
			ctx.SetAsideSavedGame(err)
			return "", nil
		}
		hand := 0
		for _, e := range rec.Events {
			if e.Kind == record.Chance && e.Name == "deal" {
				hand++
			}
		}
		word := g.Deal
		if word == "" {
			word = "hand"
		}
		return fmt.Sprintf("Continue %s, %s %d", g.Name, word, max(1, hand)), open
	}
	ctx.SetAsideSavedGame(fmt.Errorf("no game here plays %q", rec.Header.Game))
	return "", nil
}

// SavedLevel returns the computer players' difficulty a saved game was
// started with (seat 1's bot in its record), "normal" if it names none.
func SavedLevel(rec *record.Record) string {
	if seats := rec.Header.Seats; len(seats) > 1 && seats[1].Bot != "" {
		return seats[1].Bot
	}
	return "normal"
}
