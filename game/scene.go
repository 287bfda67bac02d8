package game

import "parlor/game/canvas"

// Scene is one screen of the app. Update changes state; Draw only draws
// (Ebitengine's rule: Draw never changes state).
type Scene interface {
	Update(ctx *Context) error
	Draw(c *canvas.Canvas)
}

// Overlay is a scene drawn over the scene below it (pause, settings, rules):
// the stack draws the scenes under it first, and only the top one updates.
type Overlay interface {
	Scene
	IsOverlay() bool
}

// Cover is implemented by scenes whose Draw paints every pixel of the
// logical screen: the shell then skips its felt fill under them, one
// full-screen pass less under software GL.
type Cover interface {
	Covers() bool
}

func covers(s Scene) bool {
	c, ok := As[Cover](s)
	return ok && c.Covers()
}

// Wrapper is a scene that wraps another and adds to it (an online table
// round a game's table): the shell looks through it for what the scene
// does (As), so a wrapper forwards nothing by hand, as net/http's
// ResponseController looks through a ResponseWriter's Unwrap.
type Wrapper interface {
	Unwrap() Scene
}

// As returns s as a T: s itself when it is one, else the first scene it
// wraps (Wrapper) that is.
func As[T any](s Scene) (T, bool) {
	for range 8 { // wrappers nest a level or two; a cycle must not hang
		if t, ok := s.(T); ok {
			return t, true
		}
		w, ok := s.(Wrapper)
		if !ok || w.Unwrap() == nil {
			break
		}
		s = w.Unwrap()
	}
	var zero T
	return zero, false
}

// Keeper is implemented by scenes holding a game that is saved only now
// and then (a real-time table saves as a deal begins and every ten
// seconds): the shell asks every scene on the stack to save before the
// app quits, by Ctrl+Q, the window's close button or a scene's Quit.
type Keeper interface {
	Keep()
}

// Still is implemented by scenes that can tell when nothing on them moves
// or waits on a clock (no tween running, no computer player thinking, no
// countdown): with the top scene still and no input, the shell stops
// drawing and waits for input instead of burning a core on identical
// frames. A scene that does not implement it is drawn every frame.
type Still interface {
	Still() bool
}

// Unchanged is implemented by scenes drawn in parts (a Cover that repaints
// only what changed on a kept frame): Unchanged reports that the last Draw
// painted nothing, the screen already showing the frame. A -measure run
// counts such a frame as a rest, as it counts a frame the shell skips:
// the figure is the frame rate of what moves.
type Unchanged interface {
	Unchanged() bool
}

// ToastSpot is implemented by scenes whose top edge is taken (a table's
// header and buttons): toasts stack down from the y it returns, a band
// where they cover nothing a player needs to read or click. Other scenes
// get the top edge.
type ToastSpot interface {
	ToastY() float64
}

// ToastFoot is implemented by scenes whose top edge holds their title (the
// full-screen statistics and history): the newest toast sits at the y it
// returns, in the footer band, or where that holds text (the key hints) in
// the nearest free band above, and earlier ones stack up above it.
type ToastFoot interface {
	ToastFootY() float64
}

// Leaver is implemented by scenes that hold images (layers, card art of
// their own) to let go of once they have left the stack for good, so
// leaving a screen gives its memory back at once instead of at some later
// collection.
type Leaver interface {
	Leave()
}

// Named scenes report their name in traces and messages.
type Named interface {
	Name() string
}

// Entered is implemented by scenes that want to know when they become the
// top scene again (after an overlay closes), e.g. to re-announce items.
type Entered interface {
	Enter(ctx *Context)
}

func nameOf(s Scene) string {
	if n, ok := As[Named](s); ok {
		return n.Name()
	}
	return "scene"
}

func isOverlay(s Scene) bool {
	o, ok := As[Overlay](s)
	return ok && o.IsOverlay()
}

type opKind int

const (
	opPush opKind = iota
	opPop
	opReplace
	opReset // pop everything, then push
)

type stackOp struct {
	kind  opKind
	scene Scene
}
