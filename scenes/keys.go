package scenes

import (
	"fmt"

	"parlor/game"
	"parlor/input"
	"parlor/scenes/widget"
)

// Keys is the key-bindings overlay: pick an action, press Enter (or click),
// press the new key. A key already used on the same keyboard half is swapped.
type Keys struct {
	ctx     *game.Context
	list    List
	slots   []input.Slot
	waiting bool
	msg     string
	scroll  int
}

var keyContexts = []struct {
	ctx   input.Context
	title string
}{
	{input.Menu, "Menus and tables"},
	{input.Player1, "Player 1 (real-time games)"},
	{input.Player2, "Player 2 (real-time games)"},
}

// menuNames are the labels shown for the menu actions; the games' own
// actions are shown by the names they declared (input.Decl).
var menuNames = map[input.Action]string{
	input.Up: "Up", input.Down: "Down", input.Left: "Left", input.Right: "Right",
	input.Confirm: "Choose / play", input.Back: "Back / pause", input.Help: "Rules", input.Board: "Scoreboard", input.Remove: "Delete", input.Export: "Export a game",
	input.Undo: "Undo", input.Hint: "Hint", input.Log: "What happened this hand", input.LastTrick: "Last trick", input.Say: "Quick message (online)",
	input.Fullscreen: "Fullscreen", input.Quit: "Quit",
}

// actionName is what the Key bindings screen calls action a of context c.
func actionName(c input.Context, a input.Action) string {
	if n := menuNames[a]; c == input.Menu && n != "" {
		return n
	}
	// The app's own declared menu keys (the guide's) and the games' are
	// named by their declarations.
	if l := input.Label(c, a); l != "" {
		return l
	}
	return string(a)
}

// The Key bindings screen shows keysVisible rows from keysTop, and below
// the last the scroll arrow and the status line, each in its own band:
// they never cover a row.
const (
	keysVisible = 10
	keysTop     = 150.0
	keysRowH    = 40.0
	keysGap     = 6.0
	keysArrowY  = keysTop + keysVisible*(keysRowH+keysGap) - keysGap + 4 // under the last row
	keysMsgY    = keysArrowY + 24
)

// NewKeys returns the key-bindings overlay.
func NewKeys(ctx *game.Context) *Keys {
	k := &Keys{ctx: ctx}
	for _, kc := range keyContexts {
		for _, a := range ctx.Settings.Keys[kc.ctx].Actions() {
			if a == input.Quit && !game.CanQuit {
				continue // the web build has no Quit key to bind
			}
			k.slots = append(k.slots, input.Slot{Context: kc.ctx, Action: a})
		}
	}
	k.relabel()
	return k
}

func (k *Keys) label(i int) string {
	if i == len(k.slots) {
		return "Reset all to defaults"
	}
	s := k.slots[i]
	ctxName := map[input.Context]string{input.Menu: "", input.Player1: "P1 ", input.Player2: "P2 "}[s.Context]
	return ctxName + actionName(s.Context, s.Action)
}

func (k *Keys) relabel() {
	n := len(k.slots) + 1
	k.scroll = min(max(0, k.list.Focus-keysVisible/2), max(0, n-keysVisible))
	labels := make([]string, 0, keysVisible)
	for i := k.scroll; i < min(n, k.scroll+keysVisible); i++ {
		labels = append(labels, k.label(i))
	}
	focus := k.list.Focus
	k.list = menuList("keys", Column(labels, widget.ScreenW/2-300, keysTop, 600, keysRowH, keysGap))
	k.list.Focus = focus
}

// Name implements game.Named.
func (k *Keys) Name() string { return "keys" }

// IsOverlay implements game.Overlay.
func (k *Keys) IsOverlay() bool { return true }

// Still implements game.Still: nothing moves once the focus glow settles.
func (k *Keys) Still() bool { return k.list.Still() }

// Update implements game.Scene.
func (k *Keys) Update(ctx *game.Context) error {
	if k.waiting {
		return k.capture(ctx)
	}
	if ctx.In.Pressed(input.Menu, input.Back) {
		ctx.Pop()
		return nil
	}
	// The list shows a window of rows; focus is an index into all rows.
	in := ctx.In
	n := len(k.slots) + 1
	moved := false
	if in.Repeated(input.Menu, input.Down) {
		k.list.Focus = (k.list.Focus + 1) % n
		moved = true
	}
	if in.Repeated(input.Menu, input.Up) {
		k.list.Focus = (k.list.Focus - 1 + n) % n
		moved = true
	}
	if w := in.WheelY(); w != 0 {
		k.list.Focus = min(n-1, max(0, k.list.Focus-int(w)))
		moved = true
	}
	if moved {
		k.relabel()
		b := k.list.Buttons[k.list.Focus-k.scroll]
		ctx.Trace.Focus("keys", b.Label, b.Rect())
		ctx.Play("tick")
	}
	chosen := -1
	mx, my := in.Cursor()
	for i, b := range k.list.Buttons {
		b.Update(i == k.list.Focus-k.scroll, ctx.Dt())
		if b.Contains(mx, my) && in.Clicked() {
			chosen = k.scroll + i
			k.list.Focus = chosen
		}
	}
	if !k.list.traced {
		k.list.Announce(ctx)
	}
	if in.Pressed(input.Menu, input.Confirm) {
		chosen = k.list.Focus
	}
	if chosen < 0 {
		return nil
	}
	if chosen == len(k.slots) {
		ctx.Settings.Keys = input.Defaults()
		ctx.In.Maps = ctx.Settings.Keys
		ctx.SaveSettings()
		k.msg = "All keys are back to their defaults."
		ctx.Trace.Event("binding", map[string]any{"action": "all", "keys": []string{"defaults"}})
		return nil
	}
	k.waiting = true
	k.msg = ""
	ctx.In.Capture()
	return nil
}

func (k *Keys) capture(ctx *game.Context) error {
	b, ok := ctx.In.Captured()
	if !ok {
		return nil
	}
	k.waiting = false
	s := k.slots[k.list.Focus]
	if b == input.Key(escapeKey) && s.Context != input.Menu {
		k.msg = "Cancelled."
		return nil
	}
	oc, oa, err := ctx.Settings.Keys.Rebind(s.Context, s.Action, b)
	if err != nil {
		k.msg = err.Error()[len("input: "):]
		ctx.Play("error")
		return nil
	}
	ctx.In.Maps = ctx.Settings.Keys
	ctx.SaveSettings()
	k.msg = fmt.Sprintf("%s is now %s.", k.label(k.list.Focus), b.Label())
	if oa != "" {
		k.msg += fmt.Sprintf(" %s moved to %s.", actionName(oc, oa), ctx.Settings.Keys[oc].Hint(oa))
	}
	ctx.Trace.Event("binding", map[string]any{"action": string(s.Context) + " " + string(s.Action), "keys": []string{b.String()}})
	ctx.Play("play")
	return nil
}

// Draw implements game.Scene.
func (k *Keys) Draw(c *widget.Canvas) {
	drawPanel(c, widget.ScreenW/2-340, 50, 680, 630, "Key bindings")
	for i, b := range k.list.Buttons {
		idx := k.scroll + i
		b.Draw(c, idx == k.list.Focus)
		if idx < len(k.slots) {
			s := k.slots[idx]
			v := k.ctx.Settings.Keys[s.Context].Hint(s.Action)
			if bs := k.ctx.Settings.Keys[s.Context][s.Action]; len(bs) > 1 {
				v += " or " + bs[1].Label()
			}
			if k.waiting && idx == k.list.Focus {
				v = "press a key..."
			}
			c.Text(v, 19, true, b.X+b.W-20, b.Y+10, widget.Gold, widget.AlignRight)
		}
	}
	if k.scroll > 0 {
		c.Text("▲", 16, false, widget.ScreenW/2, 128, widget.Muted, widget.AlignCenter)
	}
	if k.scroll+keysVisible < len(k.slots)+1 {
		c.Text("▼", 16, false, widget.ScreenW/2, keysArrowY, widget.Muted, widget.AlignCenter)
	}
	msg := k.msg
	if k.waiting {
		msg = "Press the new key for " + k.label(k.list.Focus) + " (Esc cancels)."
	}
	c.Text(msg, 18, false, widget.ScreenW/2, keysMsgY, widget.Cream, widget.AlignCenter)
	drawFooter(c, keyHints(k.ctx, [2]string{"updown", "move"}, [2]string{"confirm", "change key"}, [2]string{"back", "close"}))
}
