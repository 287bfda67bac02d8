package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/datadir"
	"parlor/game/session"
	"parlor/game/version"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/scenes/widget"
)

// GameEntry is one game on the menu: its entry in the one list of games
// (rules/games) and what the app adds to it.
type GameEntry struct {
	Game  *engine.Entry // the game in rules/games: its Title is the menu's words for it
	Blurb string
	Rules string // the in-game rules page, rulings included
	// Modes are who may play, for the setup's "Who plays" row (the first
	// is the default); none: you against the computer.
	Modes []Mode
	// Keys declares the game's own actions and their default keys; the
	// app passes them to input.Declare before it reads the settings.
	Keys []input.Decl
	// Final returns the game's own part of its final standings: figures
	// per seat, lines, buttons. nil: none.
	Final func(ctx *game.Context, m engine.Match) FinalPart
	// Say names one of the game's decisions in words, to follow "You
	// chose" in the replay's analysis: "2♣", "trump Hearts", "to pass".
	Say func(a any) string
	// Pictures are the rules page's pictures by name; a line "@name" of
	// Rules places one (see RulesPicture).
	Pictures map[string]RulesPicture
	// Names are the computer players' names, by seat (Choice.Seats).
	Names []string
	// Table opens the game's table on a session: a new game, a continued
	// one, one taken back or played again, one played back.
	Table func(ctx *game.Context, app *App, s *session.Session) (Table, error)
}

// App is what every scene needs to know about the whole app: the games on
// the menu, and how to get home.
type App struct {
	Games []GameEntry
	net   *Net
}

// Net returns the app's connection to its online server.
func (a *App) Net() *Net {
	if a.net == nil {
		a.net = &Net{}
	}
	return a.net
}

// Home returns a fresh main menu.
func (a *App) Home(ctx *game.Context) game.Scene { return NewMenu(ctx, a) }

// RulesTab returns the rules overlay's tab index of a game, named by its
// menu name, title or record name.
func (a *App) RulesTab(name string) int {
	for i, g := range a.Games {
		if g.Game != nil && (g.Game.Name == name || g.Game.Title == name) {
			return i + 1
		}
	}
	return 0
}

// Game returns the menu entry of the game with a record name.
func (a *App) Game(name string) (GameEntry, bool) {
	for _, g := range a.Games {
		if g.Game != nil && g.Game.Name == name {
			return g, true
		}
	}
	return GameEntry{}, false
}

// Menu is the main menu over the dealing-cards backdrop.
type Menu struct {
	ctx   *game.Context
	app   *App
	games []GameEntry
	list  List
	deal  *dealShow
	// resume opens the game in progress, or the list of them when there
	// are several; nil when there is none. It is the first item when set.
	resume func() game.Scene
	// web: the menu of the web build, which has no Quit (see menuLabels).
	web bool
	// The still parts over the dealing cards, each painted once until it
	// changes: the title, the panel of items, the blurb and key hints.
	panel, foot       widget.Layer
	panelKey, footKey string // what the panel and footer showed when last drawn
}

// NewMenu returns the main menu listing games.
func NewMenu(ctx *game.Context, app *App) *Menu {
	m := &Menu{ctx: ctx, app: app, games: app.Games, deal: newDealShow(), web: !game.CanQuit}
	label, open := continueItem(ctx, app)
	m.resume = open
	labels := menuLabels(label, app.Games, historyCount(ctx), m.web)
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

// menuLabels are the menu's items, top first: Continue (when resume, its
// label, is set), the games, the rest, and Quit, except on the web (web):
// ending the Go program there freezes the page, every later key throwing
// "Go program has already exited"; the player closes the tab instead.
func menuLabels(resume string, games []GameEntry, history string, web bool) []string {
	labels := make([]string, 0, len(games)+7)
	if resume != "" {
		labels = append(labels, resume)
	}
	for _, g := range games {
		labels = append(labels, g.Game.Title)
	}
	labels = append(labels, "Play online", "Statistics", history, "Settings", "Rules")
	if !web {
		labels = append(labels, "Quit")
	}
	return labels
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
	WatchDropped(ctx, m.app)
	choice := m.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) {
		// Esc on the menu focuses its last item: Quit, or on the web (no
		// Quit) Rules, the item below everything else.
		last := m.list.Buttons[len(m.list.Buttons)-1]
		m.list.Focus = len(m.list.Buttons) - 1
		ctx.Trace.Focus("menu", last.Label, last.Rect())
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
			if sc := m.resume(); sc != nil {
				ctx.Push(sc)
			}
			return nil
		}
		choice--
	}
	switch n := len(m.games); {
	case choice < n:
		ctx.Push(NewSetup(ctx, m.app, m.games[choice]))
	case choice == n:
		ctx.Push(NewLobby(ctx, m.app))
	case choice == n+1:
		ctx.Push(NewStatistics(ctx, m.app, ""))
	case choice == n+2:
		ctx.Push(NewHistory(ctx, m.app))
	case choice == n+3:
		ctx.Push(NewSettings(ctx))
	case choice == n+4:
		ctx.Push(NewRules(ctx, m.app, 0))
	case !m.web:
		ctx.Quit()
	}
	return nil
}

// WatchDropped opens a record file dropped on the window on its table, or
// says why it cannot: the menu and the history both take dropped files.
func WatchDropped(ctx *game.Context, app *App) {
	d := ctx.TakeDropped()
	if d == nil {
		return
	}
	if d.Err != nil {
		ctx.Toast("The dropped file could not be read: " + d.Err.Error())
		return
	}
	rec, err := record.Read(bytes.NewReader(d.Data))
	if err != nil {
		ctx.Toast(d.Name + " is not a game record: " + err.Error())
		return
	}
	WatchRecord(ctx, app, d.Name, rec)
}

// WatchRecord opens the replay of rec, a record from the file named name,
// or says why it cannot be watched.
func WatchRecord(ctx *game.Context, app *App, name string, rec *record.Record) {
	r, err := NewReplay(ctx, app, rec)
	if err != nil {
		ctx.Toast(RecordProblem(name, err))
		return
	}
	ctx.Push(r)
}

// RefuseRecord tells, over the menu, why the record file named name that
// Parlor was opened with (from the command line, a file manager) cannot
// be watched: a window that opened and closed at once said nothing.
func RefuseRecord(ctx *game.Context, name string, err error) {
	ctx.Push(NewQuestion(ctx, "record-refused", "This record cannot be watched", RecordProblem(name, err),
		[]Answer{{Label: "Back to the menu"}}, 0, 0))
}

// RecordProblem says in a player's words why the record in the file named
// name cannot be watched: which line, and the rules' own sentence for a
// move they refuse; no card tokens or rule codes.
func RecordProblem(name string, err error) string {
	var (
		le *record.LineError
		mm *record.Mismatch
		re *engine.RuleError
	)
	switch {
	case errors.As(err, &re) && errors.As(err, &le):
		return fmt.Sprintf("%s cannot be watched: the move on its line %d is one the rules do not allow (%s).", name, le.Line, strings.TrimSuffix(re.Say, "."))
	case errors.As(err, &mm) && mm.Line > 0:
		return fmt.Sprintf("%s cannot be watched: its line %d is not what the game it describes did there (the file was changed or damaged).", name, mm.Line)
	case errors.As(err, &mm):
		return fmt.Sprintf("%s cannot be watched: it stops before the end of the last move it holds (the file was cut short).", name)
	case errors.Is(err, record.ErrMalformed) && errors.As(err, &le):
		return fmt.Sprintf("%s is not a game record Parlor can read: its line %d is damaged.", name, le.Line)
	case errors.As(err, &le):
		return fmt.Sprintf("%s cannot be watched: its line %d does not check out.", name, le.Line)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Sprintf("%s was not found.", name)
	}
	return fmt.Sprintf("%s cannot be watched: %s.", name, strings.TrimSuffix(datadir.Reason(err), "."))
}

// Leave implements game.Leaver: the layers' images go with the menu.
func (m *Menu) Leave() {
	m.panel.Release()
	m.foot.Release()
	m.deal.still.Release()
}

// Covers implements game.Cover: the dealing backdrop paints every pixel.
func (m *Menu) Covers() bool { return true }

// Still implements game.Still: between deals (and always with Reduce
// motion) the fans rest, and then nothing on the menu changes by itself.
func (m *Menu) Still() bool {
	if !m.deal.rests(m.ctx.Art) || !m.list.Still() {
		return false
	}
	for _, l := range m.layers() {
		if *l.last != l.key {
			return false
		}
	}
	return true
}

// Draw implements game.Scene. On a kept frame only what changed is drawn
// again: the moving cards, and the panel or footer where a card passed
// under them or their own look changed.
func (m *Menu) Draw(c *widget.Canvas) {
	layers := m.layers()
	dirty := slices.Clone(c.Dirty)
	for _, l := range layers {
		if *l.last != l.key {
			dirty = append(dirty, c.DeviceRect(l.x, l.y, l.w, l.h))
			*l.last = l.key
		}
	}
	// The title is painted with the deck's resting cards (no card flies
	// over it): one image fewer a frame.
	m.deal.draw(c, m.ctx.Art, func(c *widget.Canvas) {
		c.Text("Parlor", 84, true, widget.ScreenW/2, 56, widget.Cream, widget.AlignCenter)
		c.Text("five card games at one table", 22, false, widget.ScreenW/2, 156, widget.Muted, widget.AlignCenter)
	}, func(c *widget.Canvas) {
		for _, l := range layers {
			l.layer.Draw(c, l.key, l.x, l.y, l.w, l.h, l.paint)
		}
	}, dirty)
}

// layers are the still parts over the dealing cards as they are now: the
// panel of items, and the blurb with the key hints.
func (m *Menu) layers() []menuLayer {
	var layers []menuLayer
	if len(m.list.Buttons) > 0 {
		b0 := m.list.Buttons[0]
		last := m.list.Buttons[len(m.list.Buttons)-1]
		x, y, w, h := b0.X-24, b0.Y-24, b0.W+48, last.Y+last.H-b0.Y+48
		key := fmt.Sprint(m.list.Focus, m.Labels())
		for _, b := range m.list.Buttons {
			key += fmt.Sprintf(" %.2f", b.Glow())
		}
		layers = append(layers, menuLayer{&m.panel, &m.panelKey, key, x, y, w, h, func(c *widget.Canvas) {
			c.RoundRect(x, y, w, h, 20, widget.Panel)
			m.list.Draw(c)
		}})
	}
	blurb := m.blurb()
	hints := keyHints(m.ctx, menuHints(m.web)...)
	return append(layers, menuLayer{&m.foot, &m.footKey, blurb + "\n" + hints, 0, 640, widget.ScreenW, 80, func(c *widget.Canvas) {
		c.Text(blurb, 18, false, widget.ScreenW/2, 650, widget.Cream, widget.AlignCenter)
		drawFooter(c, hints)
		// Which build this is, for a bug report; small, out of the way.
		c.Text("Parlor "+version.String(), 13, false, widget.ScreenW-16, widget.ScreenH-26, widget.Muted, widget.AlignRight)
	}})
}

// menuHints are the menu footer's keys; the web build has no Quit key
// (the browser closes the page).
func menuHints(web bool) [][2]string {
	hints := [][2]string{{"updown", "move"}, {"confirm", "choose"}, {"help", "rules"}}
	if !web {
		hints = append(hints, [2]string{"quit", "quit"})
	}
	return hints
}

// menuLayer is a still part drawn over the dealing cards: its layer, the
// key it was last drawn with, its key and place now and how to paint it.
type menuLayer struct {
	layer      *widget.Layer
	last       *string
	key        string
	x, y, w, h float64
	paint      func(c *widget.Canvas)
}

// blurb is the line under the panel that says what the focused item does.
func (m *Menu) blurb() string {
	f := m.list.Focus
	if m.resume != nil {
		f--
	}
	switch n := len(m.games); {
	case f == -1:
		return "Pick up the game you left where you left it."
	case f >= 0 && f < n:
		return m.games[f].Blurb
	case f == n:
		return "Games, wins and streaks per game and level, with your recent scores"
	case f == n+1:
		return "Every finished game, to watch again on its table"
	}
	return ""
}

// saved is a game in progress that its engine accepted: how to open it
// and what to call it.
type saved struct {
	label string // "Speed Run, hand 4 of 9 · yesterday"
	open  func() (game.Scene, error)
}

// savedGames finds the games in progress that can be continued, most
// recently played first. A save that its engine refuses, that is already
// over, or whose game is not on the menu is set aside with a notice: the
// menu never offers a game that cannot be continued.
func savedGames(ctx *game.Context, app *App) []saved {
	var out []saved
	for _, e := range ctx.Saved() {
		g, ok := app.Game(e.Game)
		if !ok {
			ctx.SetAsideSave(e.Game, fmt.Errorf("no game here plays %q", e.Game))
			continue
		}
		m, err := g.Game.Resume(e.Record)
		if err == nil && m.Over() {
			err = fmt.Errorf("%s: the saved game is already over", e.Game)
		}
		if err != nil {
			ctx.SetAsideSave(e.Game, err)
			continue
		}
		label := g.Game.Title
		if g.Game.Progress != nil {
			if p := g.Game.Progress(m); p != "" {
				label += ", " + p
			}
		}
		label += " · " + when(e.Saved, time.Now())
		rec := e.Record
		out = append(out, saved{label: label, open: func() (game.Scene, error) { return app.Continue(ctx, g, rec) }})
	}
	return out
}

// continueItem returns the menu's first item: the one game in progress
// ("Continue Speed Run, hand 4 of 9 · today"), or a list of several.
func continueItem(ctx *game.Context, app *App) (label string, open func() game.Scene) {
	list := savedGames(ctx, app)
	switch len(list) {
	case 0:
		return "", nil
	case 1:
		return "Continue " + list[0].label, func() game.Scene { return openSaved(ctx, list[0]) }
	}
	return fmt.Sprintf("Continue a game (%d)", len(list)), func() game.Scene { return newContinueList(ctx, list) }
}

// openSaved opens a saved game's table, or explains why it cannot.
func openSaved(ctx *game.Context, s saved) game.Scene {
	sc, err := s.open()
	if err != nil {
		ctx.Toast("That game could not be opened: " + err.Error())
		return nil
	}
	return sc
}

// when says how long ago t was, as people do: "just now", "today 14:05",
// "yesterday", "Monday", "3 Nov".
func when(t, now time.Time) string {
	day := func(x time.Time) time.Time { y, m, d := x.Date(); return time.Date(y, m, d, 0, 0, 0, 0, x.Location()) }
	days := int(day(now).Sub(day(t)).Hours() / 24)
	switch {
	case now.Sub(t) < 2*time.Minute && now.Sub(t) > -time.Minute:
		return "just now"
	case days <= 0:
		return "today " + t.Format("15:04")
	case days == 1:
		return "yesterday"
	case days < 7:
		return t.Format("Monday")
	case t.Year() == now.Year():
		return t.Format("2 Jan")
	}
	return t.Format("2 Jan 2006")
}
