// Package guide walks a player through the first decisions of a real
// deal: a short list of steps, each a plain sentence that points at one
// thing on the table (a gold rim and an arrow, the rest of the table gently
// dimmed). An informational step waits for Next (Enter or a click); a step
// that asks the player to do something ends when they have done it, on the
// table itself. Enter pressed to read on never also plays: the table gets
// it only once the player has begun to choose. Esc or "Skip guide" ends
// the whole guide.
//
// The guide is not a scene of its own: an overlay would stop the table
// below from updating (game.Overlay), and a step that waits for a real
// decision needs the table to take that decision. So the table holds its
// Guide (it embeds a Host) and calls it: Update first (the guide takes
// only its own keys and clicks), Holds before it lets the game move on,
// Still with its own, Draw last. Every method works on a nil *Guide, so a
// table without one needs no checks.
//
// The setup starts a game's guide the first time a person plays it
// (scenes.Guided); finished or skipped, it is recorded in the settings
// (game.Settings.Guided) and the rules page replays it.
package guide

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// Box says where a part of the table is now, in logical pixels: x, y
// (top left), w, h.
type Box = func() (x, y, w, h float64)

// Step is one sentence of the guide.
type Step struct {
	// Say is the sentence, read every frame so it can name the real cards
	// and players and the keys as the player has bound them.
	Say func() string
	// Target is the part of the table the sentence is about, in logical
	// pixels; nil points at nothing.
	Target Box
	// Clear are other parts the player needs in view for this step (the
	// hand, while choosing a contract); the sentence keeps off them when
	// the screen has room.
	Clear []Box
	// When holds back the step, hidden, until it is true (the table has
	// dealt, it is the player's turn); nil shows it at once.
	When func() bool
	// Done ends the step once the player has done what it asks; a step
	// whose Done is already true when it comes up is passed over (the deal
	// went another way).
	Done func() bool
	// Next makes the step informational: it holds the table still and
	// ends with Next; its Done, if any, only passes it over once its
	// moment has gone (the round it waits for never came). A step without
	// Done is informational too.
	Next bool
}

// informs reports whether the step ends with Next rather than a deed.
func (s Step) informs() bool { return s.Next || s.Done == nil }

// Host holds a table's guide. A table embeds it, starts the guide with Run
// (from its StartGuide, scenes.Guided) and calls the guide's methods
// through Guide from its Update, Still and Draw; the zero Host has none.
type Host struct{ g *Guide }

// Guide returns the guide on the table, nil when none.
func (h *Host) Guide() *Guide { return h.g }

// Run starts the guide of game (its record name) through steps.
func (h *Host) Run(game string, steps ...Step) { h.g = New(game, steps...) }

// ResumeFrom makes the guide just started go on where old's stood: an
// undo has rebuilt the table (Guide.Resume).
func (h *Host) ResumeFrom(old *Host) { h.g = h.g.Resume(old.g) }

// Words returns a Say for a sentence that never changes.
func Words(s string) func() string { return func() string { return s } }

// Guide is a game's guided first game in progress.
type Guide struct {
	game  string // the game's record name (game.Settings.Guided)
	steps []Step
	at    int  // the current step
	on    bool // the current step shows (its When holds)
	over  bool
	// chose is the step (plus one) on which the player has started to
	// choose: a move of the focus, a hint, the pointer over the target.
	// Until then Enter on a step that waits for a decision is the guide's,
	// so a newcomer pressing Enter to read on never plays by it.
	chose int
	nudge int // frames left of "choose first", after such an Enter

	// The layout, worked out in Update from the step's sentence and
	// target, so Draw only draws and a click hits what was drawn.
	say        string
	lines      []string
	box        rect
	target     rect
	aimed      bool       // the step has a target
	arrow      [4]float64 // x0, y0 (its tail), x1, y1 (its tip); zero: none
	next, skip widget.Button
	hover      bool // the pointer is on Skip
	km         input.Keymap
	shown      string // the step and box drawn, to tell when it changes
	calm       int    // frames since it last changed (Still)
}

// rect is a box on the logical screen: x, y (top left), w, h.
type rect struct{ X, Y, W, H float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

func (r rect) overlaps(o rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

func (r rect) grow(d float64) rect { return rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }

// New returns the guide of game (its record name) through steps.
func New(game string, steps ...Step) *Guide {
	return &Guide{game: game, steps: steps}
}

// Resume makes g, the guide of a table an undo has just rebuilt, go on
// from the step old (the replaced table's) had reached, or from the
// decision the undo took back: taking a move back neither restarts the
// guided game nor ends it. It returns nil when old is over or absent (a
// skipped guide stays skipped).
func (g *Guide) Resume(old *Guide) *Guide {
	if g == nil || !old.Active() {
		return nil
	}
	g.at = min(old.at, len(g.steps))
	for g.at > 0 {
		s := g.steps[g.at-1]
		if s.informs() || s.Done() {
			break
		}
		g.at-- // that decision is to make again
	}
	return g
}

// Active reports whether the guide has steps left.
func (g *Guide) Active() bool { return g != nil && !g.over }

// Showing reports whether a step is on screen, and its sentence.
func (g *Guide) Showing() (string, bool) {
	if !g.Active() || !g.on {
		return "", false
	}
	return g.say, true
}

// Layout returns where the step on show is drawn: its sentence's box, the
// rim round its target, and the Next and Skip buttons (x, y, w, h each),
// for tests that click them or check what covers what.
func (g *Guide) Layout() (box, target, next, skip [4]float64) {
	if g == nil {
		return
	}
	r := func(x rect) [4]float64 { return [4]float64{x.X, x.Y, x.W, x.H} }
	return r(g.box), r(g.target), g.next.Rect(), g.skip.Rect()
}

// Covers reports whether the step on show hides what it points at under
// its sentence (it should never).
func (g *Guide) Covers() bool {
	return g.Active() && g.on && g.aimed && g.box.overlaps(g.target)
}

// At returns the index of the current step (len of the steps once over).
func (g *Guide) At() int {
	if g == nil {
		return 0
	}
	return g.at
}

// Holds reports whether the table must stand still: an informational step
// shows, and nothing may change under the sentence until Next.
func (g *Guide) Holds() bool {
	return g.Active() && g.on && g.steps[g.at].informs()
}

// Still reports whether the guide's picture stays as drawn, for the
// table's game.Still: a step that just appeared or moved must be drawn,
// and "Arrows, then Enter" blinks until it goes.
func (g *Guide) Still() bool { return !g.Active() || g.calm > 2 && g.nudge == 0 }

// Box sizes and places.
const (
	pad      = 18.0
	textSize = 20.0
	lineH    = 27.0
	btnH     = 38.0
	margin   = 12.0 // kept free at the screen's edges
	gap      = 46.0 // between the target and the box: room for the arrow
	rimPad   = 8.0  // the rim stands this far outside the target
)

// Update advances the guide and reads its keys and clicks: Esc or Skip
// ends it, Enter or Next ends an informational step. It reports whether
// it used this frame's input, in which case the table does nothing else
// this frame. A step waiting for a decision leaves the input to the table,
// except Enter before the player has begun to choose (unchosen).
func (g *Guide) Update(ctx *game.Context) bool {
	if !g.Active() {
		return false
	}
	defer g.settle()
	g.km = ctx.Settings.Keys[input.Menu]
	g.nudge = max(0, g.nudge-1)
	g.advance(ctx)
	if !g.Active() {
		return false
	}
	if g.unchosen(ctx) {
		return true
	}
	if !g.on {
		return false
	}
	g.layout(ctx)
	in := ctx.In
	mx, my := in.Cursor()
	g.hover = g.skip.Contains(mx, my)
	g.next.Update(true, ctx.Dt())
	g.skip.Update(g.hover, ctx.Dt())
	switch {
	case in.Pressed(input.Menu, input.Back) || in.Clicked() && g.hover:
		ctx.Trace.Event("guide", map[string]any{"game": g.game, "skipped": g.at})
		g.finish(ctx)
		return true
	case g.Holds() && (in.Pressed(input.Menu, input.Confirm) || in.Clicked() && g.next.Contains(mx, my)):
		ctx.Play("tick")
		g.at++
		g.on, g.nudge = false, 0
		g.advance(ctx)
		if g.Active() && g.on {
			g.layout(ctx)
		}
		return true
	case in.Clicked() && g.box.contains(mx, my):
		return true // a click on the sentence is not a click on the table under it
	}
	return false
}

// nudgeLong is what a kept Enter says where there is room.
const nudgeLong = "Arrows, then Enter"

// nudgeFrames is how long "Arrows, then Enter" shows after an Enter the guide
// kept from the table.
const nudgeFrames = 90

// unchosen keeps Enter from the table while the guide has the player's
// attention: a key that moved the guide on is pressed again to read on,
// and must not choose the focused contract or play the focused card, nor
// act before a sentence about to show (the cards still being dealt). On a
// step that waits for a decision, moving the focus, asking for a hint or
// pointing at the target begins the choice, and from then Enter is the
// table's; a click is a choice of its own and always passes. It reports
// whether it kept this frame's Enter.
func (g *Guide) unchosen(ctx *game.Context) bool {
	if g.on && g.steps[g.at].informs() || g.chose == g.at+1 {
		return false // Enter is Next, or the player is choosing
	}
	in := ctx.In
	for _, a := range []input.Action{input.Left, input.Right, input.Up, input.Down, input.Hint} {
		if in.Pressed(input.Menu, a) {
			g.chose, g.nudge = g.at+1, 0
			return false
		}
	}
	if mx, my := in.Cursor(); g.on && in.CursorMoved() && g.target.contains(mx, my) {
		g.chose, g.nudge = g.at+1, 0
		return false
	}
	if !in.Pressed(input.Menu, input.Confirm) {
		return false
	}
	ctx.Trace.Event("guide", map[string]any{"game": g.game, "kept": g.at})
	if g.on {
		g.nudge = nudgeFrames
	}
	return true
}

// advance passes over the steps already done and finds whether the
// current one shows; past the last step the guide is over.
func (g *Guide) advance(ctx *game.Context) {
	for g.at < len(g.steps) {
		s := g.steps[g.at]
		if s.Done != nil && s.Done() {
			g.at++
			g.on, g.nudge = false, 0
			continue
		}
		was := g.on
		g.on = (s.When == nil || s.When()) && s.ready()
		if g.on && !was {
			ctx.Trace.Event("guide", map[string]any{"game": g.game, "step": g.at, "say": s.say()})
		}
		return
	}
	g.finish(ctx)
}

// ready reports whether what the step points at is on the table yet (a
// panel of choices is laid out in the frame its turn comes): a step never
// shows pointing at nothing.
func (s Step) ready() bool {
	if s.Target == nil {
		return true
	}
	_, _, w, h := s.Target()
	return w > 0 && h > 0
}

func (s Step) say() string {
	if s.Say == nil {
		return ""
	}
	return s.Say()
}

// finish ends the guide and records it as seen, so it does not start by
// itself again (the rules page replays it).
func (g *Guide) finish(ctx *game.Context) {
	g.over, g.on = true, false
	ctx.Settings.MarkGuided(g.game)
	ctx.SaveSettings()
}

// settle counts the frames the guide's picture has stayed the same.
func (g *Guide) settle() {
	key := fmt.Sprint(g.at, g.on, g.say, g.box, g.target, g.hover, g.nudge > 0, g.nudge/15%2)
	if key != g.shown {
		g.shown, g.calm = key, 0
		return
	}
	g.calm++
}

// layout works out the sentence's lines, the target's rim and the box:
// beside the target, never over it, and off the step's Clear parts when
// there is room; narrower, in more lines, when that finds it room.
func (g *Guide) layout(ctx *game.Context) {
	s := g.steps[g.at]
	g.say = s.say()
	mc := widget.Canvas{Scale: 1, Fonts: ctx.Assets}
	g.aimed = s.Target != nil
	var avoid []rect
	if g.aimed {
		x, y, w, h := s.Target()
		g.target = rect{x, y, w, h}.grow(rimPad)
		avoid = append(avoid, g.target)
	}
	for _, part := range s.Clear {
		x, y, w, h := part()
		avoid = append(avoid, rect{x, y, w, h})
	}
	g.box = rect{}
	for _, strict := range []bool{true, false} {
		for _, w := range boxWidths {
			g.lines = mc.Wrap(g.say, textSize, false, w-2*pad)
			h := boxHeight(len(g.lines), w)
			if !g.aimed {
				g.box = rect{(widget.ScreenW - w) / 2, (widget.ScreenH - h) / 2, w, h}
				break
			}
			keep := avoid[:1]
			if strict {
				keep = avoid
			}
			if r, ok := place(g.target, keep, w, h); ok {
				g.box = r
				break
			}
		}
		if g.box.W > 0 {
			break
		}
	}
	if g.box.W == 0 {
		// The target fills the screen: the widest box in the corner
		// farthest from it.
		w := boxWidths[0]
		g.lines = mc.Wrap(g.say, textSize, false, w-2*pad)
		g.box = corner(g.target, w, boxHeight(len(g.lines), w))
	}
	g.placeButtons()
	g.arrow = [4]float64{}
	if g.aimed {
		g.arrow = aim(g.box, g.target, avoid[1:])
	}
}

// stacked reports whether a box of width w puts its buttons one above the
// other: a narrow box (a column beside a wide panel) has no room for both
// in a row.
func stacked(w float64) bool { return w-2*pad < 260 }

// boxHeight is the height of a box of width w with n lines of text.
func boxHeight(n int, w float64) float64 {
	h := pad + float64(n)*lineH + 14 + btnH + pad
	if stacked(w) {
		h += btnH + 8
	}
	return h
}

// placeButtons puts Skip and Next at the bottom of the box: side by side,
// or in a narrow box Skip above Next, each the box's width.
func (g *Guide) placeButtons() {
	b := g.box
	inner := b.W - 2*pad
	by := b.Y + b.H - pad - btnH
	// Moved, not remade: a button keeps its glow.
	g.skip.Label, g.skip.Hint = "Skip guide", g.km.Hint(input.Back)
	g.next.Label, g.next.Hint = "Next", g.km.Hint(input.Confirm)
	if stacked(b.W) {
		g.skip.X, g.skip.Y, g.skip.W, g.skip.H = b.X+pad, by-btnH-8, inner, btnH
		g.next.X, g.next.Y, g.next.W, g.next.H = b.X+pad, by, inner, btnH
		return
	}
	g.skip.X, g.skip.Y, g.skip.W, g.skip.H = b.X+pad, by, min(190, inner*0.56), btnH
	if g.skip.W < 180 {
		// No room for the key beside the label: it goes in it.
		g.skip.Label, g.skip.Hint = "Skip ("+g.skip.Hint+")", ""
	}
	nw := min(150, inner-g.skip.W-12)
	g.next.X, g.next.Y, g.next.W, g.next.H = b.X+b.W-pad-nw, by, nw, btnH
}

// boxWidths are the sentence box's widths, tried widest first.
var boxWidths = []float64{540, 420, 320, 230}

// place puts a box of w x h beside target t: below, above, right or left,
// the first that stays whole on screen, apart from t by room for the
// arrow and clear of every part in avoid (t among them). A box that would
// cover a part to keep clear moves on along its side, past that part (the
// arrow then crosses it, the sentence does not).
func place(t rect, avoid []rect, w, h float64) (rect, bool) {
	cx, cy := t.X+t.W/2-w/2, t.Y+t.H/2-h/2
	for _, s := range []struct {
		r      rect
		dx, dy float64
	}{
		{rect{cx, t.Y + t.H + gap, w, h}, 0, 1},
		{rect{cx, t.Y - gap - h, w, h}, 0, -1},
		{rect{t.X + t.W + gap, cy, w, h}, 1, 0},
		{rect{t.X - gap - w, cy, w, h}, -1, 0},
	} {
		r := clamp(s.r)
		for range avoid {
			i := slices.IndexFunc(avoid, r.overlaps)
			if i < 0 {
				break
			}
			r = clamp(past(r, avoid[i], s.dx, s.dy))
		}
		if apart(r, t) >= minArrow && !slices.ContainsFunc(avoid, r.overlaps) {
			return r, true
		}
	}
	return rect{}, false
}

// past moves r along (dx, dy) to just beyond a.
func past(r, a rect, dx, dy float64) rect {
	const room = 8.0
	switch {
	case dy > 0:
		r.Y = a.Y + a.H + room
	case dy < 0:
		r.Y = a.Y - room - r.H
	case dx > 0:
		r.X = a.X + a.W + room
	default:
		r.X = a.X - room - r.W
	}
	return r
}

// minArrow is the least room between box and target that an arrow needs.
const minArrow = 12.0

// apart is how far apart two boxes are along the axis that separates
// them (0 when they overlap).
func apart(a, b rect) float64 {
	dx := max(b.X-(a.X+a.W), a.X-(b.X+b.W), 0)
	dy := max(b.Y-(a.Y+a.H), a.Y-(b.Y+b.H), 0)
	return max(dx, dy)
}

// corner returns the screen corner for a box of w x h farthest from t.
func corner(t rect, w, h float64) rect {
	far, dist := rect{}, -1.0
	for _, r := range []rect{
		{margin, margin, w, h}, {widget.ScreenW - margin - w, margin, w, h},
		{margin, widget.ScreenH - margin - h, w, h}, {widget.ScreenW - margin - w, widget.ScreenH - margin - h, w, h},
	} {
		if d := math.Hypot(r.X+w/2-(t.X+t.W/2), r.Y+h/2-(t.Y+t.H/2)); d > dist {
			far, dist = r, d
		}
	}
	return far
}

// clamp keeps r on the screen, inside the margins.
func clamp(r rect) rect {
	r.X = min(max(r.X, margin), widget.ScreenW-margin-r.W)
	r.Y = min(max(r.Y, margin), widget.ScreenH-margin-r.H)
	return r
}

var (
	dimClr   = color.RGBA{0, 0, 0, 110}
	shadeClr = color.RGBA{0, 0, 0, 170}
	boxClr   = color.RGBA{12, 40, 28, 246}
)

// Draw draws the current step over the table: the table dimmed round the
// target, the target's rim, the arrow and the sentence with its buttons.
func (g *Guide) Draw(c *widget.Canvas) {
	if !g.Active() || !g.on || len(g.steps) == 0 {
		return
	}
	if g.aimed {
		t := g.target
		// Four bands round the target: it keeps its own light.
		c.Fill(0, 0, widget.ScreenW, max(0, t.Y), dimClr)
		c.Fill(0, t.Y+t.H, widget.ScreenW, max(0, widget.ScreenH-t.Y-t.H), dimClr)
		c.Fill(0, t.Y, max(0, t.X), t.H, dimClr)
		c.Fill(t.X+t.W, t.Y, max(0, widget.ScreenW-t.X-t.W), t.H, dimClr)
		c.RoundOutline(t.X-1, t.Y-1, t.W+2, t.H+2, 12, 6, shadeClr)
		c.RoundOutline(t.X, t.Y, t.W, t.H, 11, 3, widget.Gold)
		g.drawArrow(c)
	}
	b := g.box
	c.RoundRect(b.X+4, b.Y+6, b.W, b.H, 14, shadeClr)
	c.RoundRect(b.X, b.Y, b.W, b.H, 14, boxClr)
	c.RoundOutline(b.X, b.Y, b.W, b.H, 14, 2, widget.Gold)
	// How far along, between the buttons when they leave room.
	if gapX := g.skip.X + g.skip.W; g.next.Y == g.skip.Y && g.next.X-gapX >= 70 {
		c.Text(fmt.Sprintf("%d of %d", g.at+1, len(g.steps)), 14, false, (gapX+g.next.X)/2, g.skip.Y+btnH/2-9, widget.Muted, widget.AlignCenter)
	}
	for i, l := range g.lines {
		c.Text(l, textSize, false, b.X+pad, b.Y+pad+float64(i)*lineH, widget.Cream, widget.AlignLeft)
	}
	g.skip.Draw(c, g.hover)
	if g.Holds() {
		g.next.Draw(c, true)
	} else {
		// Where Next would be: the step ends on the table.
		x, align := g.next.X+g.next.W, widget.AlignRight
		if stacked(b.W) {
			x, align = g.next.X+g.next.W/2, widget.AlignCenter
		}
		say, clr := "Your move", widget.Gold
		if g.nudge > 0 {
			// Enter was kept from the table: say how to choose on purpose,
			// in the words that fit beside Skip.
			room := x - (g.skip.X + g.skip.W) - 12
			if stacked(b.W) {
				room = g.next.W
			}
			say = "Arrows first"
			if c.TextWidth(nudgeLong, 17, true) <= room {
				say = nudgeLong
			}
			if g.nudge/15%2 == 1 {
				clr = widget.Cream
			}
		}
		c.Text(say, 17, true, x, g.next.Y+9, clr, align)
	}
}

// maxArrow is the longest arrow: a sentence placed farther off (past a
// part the player needs in view) points with a short arrow at the rim, not
// a line across the table's cards and labels.
const maxArrow = 64.0

// aim returns the arrow from box b to the rim t: from b's point nearest
// t's centre to the rim's point nearest that, at most maxArrow long and
// starting clear of every part in keep (so it never runs over them); zero
// when b and t touch.
func aim(b, t rect, keep []rect) [4]float64 {
	x0, y0 := nearest(b, t.X+t.W/2, t.Y+t.H/2)
	x1, y1 := nearest(t, x0, y0)
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n < 14 {
		return [4]float64{}
	}
	ux, uy := dx/n, dy/n
	x1, y1 = x1-ux*4, y1-uy*4 // the tip just short of the target's rim
	// Walk back from the tip towards the box, to the first thing in the
	// way.
	l := 6.0
	for ; l < min(n-10, maxArrow); l += 2 {
		x, y := x1-ux*l, y1-uy*l
		if slices.ContainsFunc(keep, func(r rect) bool { return r.grow(4).contains(x, y) }) {
			break
		}
	}
	l = max(l, 24) // room for the head
	return [4]float64{x1 - ux*l, y1 - uy*l, x1, y1}
}

// Arrow returns the arrow drawn from the sentence to its target: its tail
// (x0, y0) and tip (x1, y1); ok is false when none is drawn.
func (g *Guide) Arrow() (x0, y0, x1, y1 float64, ok bool) {
	if !g.Active() || !g.on || g.arrow == ([4]float64{}) {
		return 0, 0, 0, 0, false
	}
	a := g.arrow
	return a[0], a[1], a[2], a[3], true
}

// drawArrow draws the arrow, dark under gold so it shows on felt and on
// cards alike.
func (g *Guide) drawArrow(c *widget.Canvas) {
	x0, y0, x1, y1, ok := g.Arrow()
	if !ok {
		return
	}
	n := math.Hypot(x1-x0, y1-y0)
	ux, uy := (x1-x0)/n, (y1-y0)/n
	const head = 16.0
	lx, ly := x1-ux*head-uy*head*0.6, y1-uy*head+ux*head*0.6
	rx, ry := x1-ux*head+uy*head*0.6, y1-uy*head-ux*head*0.6
	for _, p := range []struct {
		w   float64
		clr color.Color
	}{{8, shadeClr}, {4, widget.Gold}} {
		c.Line(x0, y0, x1, y1, p.w, p.clr)
		c.Line(lx, ly, x1, y1, p.w, p.clr)
		c.Line(rx, ry, x1, y1, p.w, p.clr)
	}
}

// nearest returns the point of r nearest (x, y).
func nearest(r rect, x, y float64) (float64, float64) {
	return min(max(x, r.X), r.X+r.W), min(max(y, r.Y), r.Y+r.H)
}

// Around returns the box round buttons bs, pad wider on every side: a
// row or panel of choices to point at. It is empty when bs is.
func Around(pad float64, bs ...*widget.Button) (x, y, w, h float64) {
	if len(bs) == 0 {
		return 0, 0, 0, 0
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, b := range bs {
		x0, y0 = min(x0, b.X), min(y0, b.Y)
		x1, y1 = max(x1, b.X+b.W), max(y1, b.Y+b.H)
	}
	return x0 - pad, y0 - pad, x1 - x0 + 2*pad, y1 - y0 + 2*pad
}

// Cards returns the box round cards of w x h (at scale 1) lying at poses
// ps, their small tilts ignored. It is empty when ps is.
func Cards(w, h float64, ps ...widget.Pose) (x, y, bw, bh float64) {
	if len(ps) == 0 {
		return 0, 0, 0, 0
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range ps {
		cw, ch := w*p.Scale/2, h*p.Scale/2
		x0, y0 = min(x0, p.X-cw), min(y0, p.Y-ch)
		x1, y1 = max(x1, p.X+cw), max(y1, p.Y+ch)
	}
	return x0, y0, x1 - x0, y1 - y0
}
