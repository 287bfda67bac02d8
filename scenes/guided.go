package scenes

import (
	"slices"

	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Guided is a table that can walk a player through their first game
// (scenes/guide). The setup starts the guide the first time a person
// plays the game, and the rules page replays it on request.
type Guided interface {
	StartGuide(ctx *game.Context)
}

// GuideAction is the rules page's key for "Play the guided first game".
const GuideAction input.Action = "guide"

// The key is declared here, with the app, not by a game: every game has a
// guide. Declaring it at start-up (before main reads the settings, which
// keep only declared actions) makes it a menu key like the others, shown
// and remapped on the Key bindings screen.
func init() {
	input.Declare(input.Decl{Context: input.Menu, Action: GuideAction, Label: "Guided first game", Keys: input.Keys(ebiten.KeyG)})
}

// startGuide starts the guide on a table the setup has just made: when
// asked (the rules page's replay), or the first time a person plays the
// game. A watched game has nobody to guide.
func startGuide(ctx *game.Context, g GameEntry, c Choice, sc game.Scene, asked bool) {
	t, ok := sc.(Guided)
	if !ok || c.Mode == Watch || g.Game == nil {
		return
	}
	if asked || !ctx.Settings.WasGuided(g.Game.Name) {
		t.StartGuide(ctx)
	}
}

// StartGuided starts a new game of g with its guide on, from the setup as
// the player last left it (a watched game becomes one against the
// computer: a guide needs a player). The new game is started the way the
// setup starts it, so a game of g in progress is not replaced without
// asking. Whatever was open goes: the table opens over a fresh menu.
func StartGuided(ctx *game.Context, app *App, g GameEntry) {
	if g.Game == nil || g.Table == nil {
		return
	}
	s := NewSetup(ctx, app, g)
	s.guided = true
	for _, r := range s.rows {
		if r.kind == rowMode && r.value() == modeKeys[Watch] {
			r.choose(modeKeys[VsComputer], r.values[0])
		}
	}
	ctx.Reset(app.Home(ctx))
	ctx.Push(s)
	if ctx.SaveOf(g.Game.Name) != nil {
		ctx.Push(newReplaceSave(ctx, s))
		return
	}
	s.begin(ctx)
}

// guideReplay is the way back into a game's guide: a button, and the
// guide key, on each game's rules tab and on its setup screen.
type guideReplay struct {
	app *App
	btn widget.Button
	on  bool // the pointer is on the button
}

// newGuideReplay returns the button with its right edge at right and its
// top at y.
func newGuideReplay(ctx *game.Context, app *App, right, y float64) *guideReplay {
	const w = 330.0
	return &guideReplay{app: app, btn: widget.Button{Label: "Play the guided first game",
		Hint: ctx.Settings.Keys[input.Menu].Hint(GuideAction), X: right - w, Y: y, W: w, H: 40}}
}

// tab returns the game of rules tab tab, if it has a guided game.
func (r *guideReplay) tab(tab int) (GameEntry, bool) {
	if r == nil || tab < 1 || tab > len(r.app.Games) {
		return GameEntry{}, false
	}
	g := r.app.Games[tab-1]
	return g, offersGuide(g)
}

// updateTab is update on the rules page's tab tab.
func (r *guideReplay) updateTab(ctx *game.Context, tab int) bool {
	g, ok := r.tab(tab)
	return r.update(ctx, g, ok)
}

// drawTab is draw on the rules page's tab tab.
func (r *guideReplay) drawTab(c *widget.Canvas, tab int) {
	_, ok := r.tab(tab)
	r.draw(c, ok)
}

// offersGuide reports whether g can start a guided game: a game a person
// plays against the computer.
func offersGuide(g GameEntry) bool {
	return g.Game != nil && g.Table != nil && (len(g.Modes) == 0 || slices.Contains(g.Modes, VsComputer))
}

// update starts g with its guide on the guide key or a click on the
// button, when offered, and reports whether it did.
func (r *guideReplay) update(ctx *game.Context, g GameEntry, offered bool) bool {
	if r == nil || !offered {
		return false
	}
	in := ctx.In
	mx, my := in.Cursor()
	r.on = r.btn.Contains(mx, my)
	r.btn.Update(r.on, ctx.Dt())
	if in.Pressed(input.Menu, GuideAction) || in.Clicked() && r.on {
		ctx.Play("play")
		StartGuided(ctx, r.app, g)
		return true
	}
	return false
}

// draw draws the button when offered.
func (r *guideReplay) draw(c *widget.Canvas, offered bool) {
	if r != nil && offered {
		r.btn.Draw(c, r.on)
	}
}
