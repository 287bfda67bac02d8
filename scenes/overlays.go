package scenes

import (
	"strings"

	"parlor/game"
	"parlor/game/session"
	"parlor/input"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

const escapeKey = ebiten.KeyEscape

// Pause is the overlay Esc opens on a table, the same for every game:
// Resume, the game's own items (its board, its scoresheet), Rules,
// Settings, Statistics and Quit to menu, each one choice away. Help opens
// the rules and the Board key the game's first item from it too.
type Pause struct {
	ctx   *game.Context
	list  List
	app   *App
	tab   int
	extra []MenuItem
	// goesOn: the game goes on for the others meanwhile (online), and
	// the pause says so.
	goesOn bool
}

// MenuItem is a game's own entry in a shared menu: a pause item ("Contract
// board", "Save record") or a button of the final standings.
type MenuItem struct {
	Label string
	Do    func(ctx *game.Context)
}

// The pause menu's items after the game's own.
var pauseLast = []string{"Rules", "Settings", "Statistics", "Quit to menu"}

// NewPause returns a pause overlay. rulesTab names the game (its rules
// tab, App.RulesTab): Rules opens its page and Statistics its figures;
// extra items appear after Resume.
func NewPause(ctx *game.Context, app *App, rulesTab int, extra ...MenuItem) *Pause {
	p := &Pause{ctx: ctx, app: app, tab: rulesTab, extra: extra}
	labels := []string{"Resume"}
	for _, e := range extra {
		labels = append(labels, e.Label)
	}
	labels = append(labels, pauseLast...)
	const h, gap = 46.0, 10.0
	top := pauseTop(len(labels)) + 96
	p.list = menuList("pause", Column(labels, widget.ScreenW/2-170, top, 340, h, gap))
	return p
}

// pauseTop is where the pause panel of n items starts, centred.
func pauseTop(n int) float64 { return (widget.ScreenH - 40 - pauseH(n)) / 2 }

func pauseH(n int) float64 { return float64(n)*56 + 120 }

// Name implements game.Named.
func (p *Pause) Name() string { return "pause" }

// IsOverlay implements game.Overlay.
func (p *Pause) IsOverlay() bool { return true }

// Still implements game.Still: nothing moves once the focus glow settles.
func (p *Pause) Still() bool { return p.list.Still() }

// Enter re-announces the items.
func (p *Pause) Enter(ctx *game.Context) { p.list.Announce(ctx) }

// Update implements game.Scene.
func (p *Pause) Update(ctx *game.Context) error {
	in := ctx.In
	if in.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	c := p.list.Update(ctx)
	switch {
	case in.Pressed(input.Menu, input.Help):
		c = len(p.extra) + 1
	case in.Pressed(input.Menu, input.Board) && len(p.extra) > 0:
		c = 1
	}
	switch c - len(p.extra) {
	case 1:
		ctx.Push(NewRules(ctx, p.app, p.tab))
		return nil
	case 2:
		ctx.Push(NewSettings(ctx))
		return nil
	case 3:
		ctx.Push(NewStatistics(ctx, p.app, p.gameName()))
		return nil
	case 4:
		ctx.Reset(p.app.Home(ctx))
		return nil
	}
	switch {
	case c == 0:
		ctx.Pop()
	case c > 0:
		p.extra[c-1].Do(ctx)
	}
	return nil
}

// Labels returns the items, top first.
func (p *Pause) Labels() []string {
	out := make([]string, len(p.list.Buttons))
	for i, b := range p.list.Buttons {
		out[i] = b.Label
	}
	return out
}

// gameName is the record name of the game paused.
func (p *Pause) gameName() string {
	if i := p.tab - 1; i >= 0 && i < len(p.app.Games) && p.app.Games[i].Game != nil {
		return p.app.Games[i].Game.Name
	}
	return ""
}

// Draw implements game.Scene.
func (p *Pause) Draw(c *widget.Canvas) {
	n := len(p.list.Buttons)
	title := "Paused"
	if p.goesOn {
		title = "Paused here"
	}
	drawPanel(c, widget.ScreenW/2-220, pauseTop(n), 440, pauseH(n), title)
	if p.goesOn {
		c.Text(PausedOnline, 17, false, widget.ScreenW/2, pauseTop(n)+66, widget.Gold, widget.AlignCenter)
	}
	p.list.Draw(c)
	hints := [][2]string{{"updown", "move"}, {"confirm", "choose"}, {"help", "rules"}}
	if len(p.extra) > 0 {
		hints = append(hints, [2]string{string(input.Board), strings.ToLower(p.extra[0].Label)})
	}
	drawFooter(c, keyHints(p.ctx, append(hints, [2]string{"back", "resume"})...))
}

// Rules is the rules overlay: a tab per game plus Parlor's controls,
// scrolled with the arrows or the wheel.
type Rules struct {
	ctx    *game.Context
	tabs   []string
	texts  []string
	pics   []map[string]RulesPicture // per tab: the pictures its text places
	tab    int
	scroll float64
	page   rulesPage
	wrapOf int
	replay *guideReplay // a game tab's guided first game (guided.go)
}

// NewRules returns the rules overlay opened at tab.
func NewRules(ctx *game.Context, app *App, tab int) *Rules {
	r := &Rules{ctx: ctx, tab: tab, wrapOf: -1, replay: newGuideReplay(ctx, app, widget.ScreenW-124, 44)}
	r.tabs = append(r.tabs, "Controls")
	r.texts = append(r.texts, controls(game.CanQuit))
	r.pics = append(r.pics, nil)
	for _, g := range app.Games {
		r.tabs = append(r.tabs, g.Game.Title)
		r.texts = append(r.texts, g.Rules)
		r.pics = append(r.pics, g.Pictures)
	}
	if r.tab >= len(r.tabs) || r.tab < 0 {
		r.tab = 0
	}
	return r
}

// Name implements game.Named.
func (r *Rules) Name() string { return "rules" }

// IsOverlay implements game.Overlay.
func (r *Rules) IsOverlay() bool { return true }

// Still implements game.Still: the page moves only when scrolled (input,
// which the shell redraws for), and its pictures are still drawings.
func (r *Rules) Still() bool { return true }

const rulesLine = 26.0

// Update implements game.Scene.
func (r *Rules) Update(ctx *game.Context) error {
	in := ctx.In
	if r.replay.updateTab(ctx, r.tab) {
		return nil
	}
	if in.Pressed(input.Menu, input.Back) || in.Pressed(input.Menu, input.Confirm) {
		ctx.Pop()
		return nil
	}
	if in.Repeated(input.Menu, input.Right) {
		r.tab, r.scroll = (r.tab+1)%len(r.tabs), 0
	}
	if in.Repeated(input.Menu, input.Left) {
		r.tab, r.scroll = (r.tab-1+len(r.tabs))%len(r.tabs), 0
	}
	if in.Repeated(input.Menu, input.Down) {
		r.scroll += rulesLine * 3
	}
	if in.Repeated(input.Menu, input.Up) {
		r.scroll -= rulesLine * 3
	}
	r.scroll -= in.WheelY() * rulesLine * 2
	if in.Clicked() {
		mx, my := in.Cursor()
		if x, y, w, h, _, thumbH, ok := r.scrollbar(); ok && mx >= x-8 && mx < x+w+8 && my >= y && my < y+h {
			// A click on the track moves the page so the thumb centres there.
			r.scroll = (my - y - thumbH/2) / (h - thumbH) * r.maxScroll()
		}
		for i := range r.tabs {
			x, y, w, h := r.tabRect(i)
			if mx >= x && mx < x+w && my >= y && my < y+h {
				r.tab, r.scroll = i, 0
			}
		}
	}
	if r.wrapOf != r.tab {
		// Wrap at logical size: the result does not depend on the window scale.
		mc := widget.Canvas{Scale: 1, Fonts: ctx.Assets}
		r.page = layoutPage(&mc, r.texts[r.tab], r.pics[r.tab])
		r.wrapOf = r.tab
	}
	r.scroll = min(max(0, r.scroll), r.maxScroll())
	return nil
}

// The page's text runs from rulesTop down rulesView pixels.
const (
	rulesTop  = 150.0
	rulesView = 470.0
)

// maxScroll is how far the current page scrolls: its lines beyond what
// the text area shows.
func (r *Rules) maxScroll() float64 { return max(0, r.page.height-440) }

// Picture returns where the page in view shows the picture name: the
// logical y of its top as scrolled now, and its height; ok is false when
// the page has no such picture (for tests that look at it).
func (r *Rules) Picture(name string) (top, h float64, ok bool) {
	for i, p := range r.page.pics {
		if p.name == name {
			top, h = r.page.span(i, r.scroll)
			return top, h, true
		}
	}
	return 0, 0, false
}

// scrollbar returns the track beside the text and the thumb's place and
// height on it; ok is false when the page fits and there is nothing to
// scroll.
func (r *Rules) scrollbar() (x, y, w, h, thumbY, thumbH float64, ok bool) {
	most := r.maxScroll()
	if most <= 0 {
		return 0, 0, 0, 0, 0, 0, false
	}
	x, y, w, h = widget.ScreenW-136, rulesTop, 8, rulesView
	thumbH = max(40, h*rulesView/(rulesView+most))
	thumbY = y + (h-thumbH)*r.scroll/most
	return x, y, w, h, thumbY, thumbH, true
}

func (r *Rules) tabRect(i int) (x, y, w, h float64) {
	w = min(200, 1000/float64(len(r.tabs)))
	return widget.ScreenW/2 - w*float64(len(r.tabs))/2 + float64(i)*w, 100, w - 6, 36
}

// Draw implements game.Scene.
func (r *Rules) Draw(c *widget.Canvas) {
	drawPanel(c, 100, 30, widget.ScreenW-200, panelBottom-30, "Rules")
	for i, name := range r.tabs {
		x, y, w, h := r.tabRect(i)
		bg := widget.FeltDark
		if i == r.tab {
			bg = widget.FeltLight
		}
		c.RoundRect(x, y, w, h, 8, bg)
		if i == r.tab {
			c.RoundOutline(x, y, w, h, 8, 2, widget.Gold)
		}
		c.Text(name, 16, i == r.tab, x+w/2, y+9, widget.Cream, widget.AlignCenter)
	}
	if x, y, w, h, ty, th, ok := r.scrollbar(); ok {
		c.RoundRect(x, y, w, h, w/2, widget.FeltDark)
		c.RoundRect(x, ty, w, th, w/2, widget.Gold)
	}
	r.page.draw(c, r.ctx.Art, r.scroll)
	r.replay.drawTab(c, r.tab)
	drawFooter(c, keyHints(r.ctx, [2]string{"leftright", "game"}, [2]string{"updown", "scroll"}, [2]string{"back", "close"}))
}

// controls is the Controls page; Ctrl+Q is named only where it quits.
func controls(canQuit bool) string {
	quit := ""
	if canQuit {
		quit = " Ctrl+Q quits from anywhere."
	}
	return strings.Replace(controlsText, "QUIT", quit, 1)
}

const controlsText = `#Playing with the mouse
Click a card to play it; legal cards are lifted and rimmed in gold. Click buttons to choose. An illegal click is explained at the bottom of the screen.
#Playing with the keyboard
Arrows move the focus, Enter chooses, Esc opens the pause menu on a table and goes back elsewhere. F1 opens these rules. F11 or Alt+Enter toggles fullscreen.QUIT
#Two players on one keyboard
In the real-time games Player 1 uses the left half of the keyboard and Player 2 the right half; the keys are shown on the table and can be changed in Settings, Key bindings.
#Settings
Animation speed, computer pace and difficulty, two- or four-colour suits, sound and volume, fullscreen and key bindings are saved in your config folder. A damaged settings file is set aside (never deleted) and defaults are used.
Card size (up to 150%) draws your cards larger in every game, and Reduce motion puts cards straight where they go instead of flying them there; both are in Settings, from the menu or the pause menu.`

// Blank is an empty scene: only the felt the game paints behind every
// scene. `parlor -measure -measure-blank` times it to show what frame rate
// the machine's graphics allow at all.
type Blank struct{}

// Update implements game.Scene.
func (Blank) Update(*game.Context) error { return nil }

// Draw implements game.Scene.
func (Blank) Draw(*widget.Canvas) {}

// Dismiss gives an overlay that only shows something (a board, a score
// sheet) its Update: Back, Confirm, the Board key or a click closes it.
type Dismiss struct{}

// Update implements game.Scene.
func (Dismiss) Update(ctx *game.Context) error {
	in := ctx.In
	if in.Pressed(input.Menu, input.Back) || in.Pressed(input.Menu, input.Confirm) ||
		in.Pressed(input.Menu, input.Board) || in.Clicked() {
		ctx.Pop()
	}
	return nil
}

// PausedOnline is what the pause menu of a game played online says: one
// screen's pause stops nobody else's game.
const PausedOnline = "The game goes on for the others."

// PauseOrRules handles the keys every game table shares: Back opens the
// pause menu (with the game's extra items) and Help the game's rules page.
// It reports whether it opened one; the table then does nothing else this
// frame (only the top scene updates, so a real-time clock stops here; a
// game online goes on, and its pause says so).
func PauseOrRules(ctx *game.Context, app *App, s *session.Session, pause ...MenuItem) bool {
	tab := app.RulesTab(s.Entry().Name)
	switch {
	case ctx.In.Pressed(input.Menu, input.Back):
		p := NewPause(ctx, app, tab, pause...)
		p.goesOn = s.GoesOn()
		ctx.Push(p)
	case ctx.In.Pressed(input.Menu, input.Help):
		ctx.Push(NewRules(ctx, app, tab))
	default:
		return false
	}
	return true
}
