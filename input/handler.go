package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Source is where raw device state comes from: the real devices, or a Script.
type Source interface {
	// AppendPressedKeys appends the keys held down now.
	AppendPressedKeys([]ebiten.Key) []ebiten.Key
	// AppendJustPressedKeys appends the keys that went down since the last
	// tick, even if already released: a quick tap between two ticks counts.
	AppendJustPressedKeys([]ebiten.Key) []ebiten.Key
	// MouseJustPressed reports a left click since the last tick, even if
	// the button is already up again.
	MouseJustPressed() bool
	// MouseDown reports whether the left mouse button is held.
	MouseDown() bool
	// Cursor returns the cursor position in window (device-independent) pixels.
	Cursor() (x, y float64)
	// Wheel returns the wheel movement since the last frame.
	Wheel() (dx, dy float64)
}

// Typist is a Source that also tells the characters typed (a text field
// reads them).
type Typist interface {
	AppendInputChars([]rune) []rune
}

// Devices is the real keyboard and mouse.
type Devices struct{}

// AppendPressedKeys implements Source.
func (Devices) AppendPressedKeys(ks []ebiten.Key) []ebiten.Key {
	return inpututil.AppendPressedKeys(ks)
}

// AppendJustPressedKeys implements Source.
func (Devices) AppendJustPressedKeys(ks []ebiten.Key) []ebiten.Key {
	return inpututil.AppendJustPressedKeys(ks)
}

// MouseDown implements Source.
func (Devices) MouseDown() bool { return ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) }

// MouseJustPressed implements Source.
func (Devices) MouseJustPressed() bool {
	return inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
}

// Cursor implements Source.
func (Devices) Cursor() (float64, float64) {
	x, y := ebiten.CursorPosition()
	return float64(x), float64(y)
}

// Wheel implements Source.
func (Devices) Wheel() (float64, float64) { return ebiten.Wheel() }

// AppendInputChars implements Typist.
func (Devices) AppendInputChars(rs []rune) []rune { return ebiten.AppendInputChars(rs) }

const numKeys = int(ebiten.KeyMax) + 1

// repeat timing for held navigation keys, in frames at 60 per second.
const (
	repeatDelay = 24
	repeatEvery = 4
)

// Handler holds this frame's input and answers questions about actions.
type Handler struct {
	Maps Keymaps

	held      [numKeys]int // frames each key has been held (0 = up)
	tapped    [numKeys]bool
	pressed   []ebiten.Key
	taps      []ebiten.Key
	clicked   bool
	justKeys  []ebiten.Key
	mouse     int // frames held
	mouseUp   bool
	x, y      float64
	moved     bool
	wheelY    float64
	typed     []rune
	later     []rune // typed while suspended, for the next Typed
	frame     int64
	suspended bool
	// Captured reports the first key pressed this frame when capturing for a
	// remap (see Capture).
	capturing bool
	captured  *Binding
}

// NewHandler returns a handler using maps.
func NewHandler(maps Keymaps) *Handler { return &Handler{Maps: maps} }

// Update reads src; call it once per tick before scenes update.
// mapCursor converts window pixels to logical screen coordinates.
func (h *Handler) Update(src Source, mapCursor func(x, y float64) (float64, float64)) {
	h.frame++
	h.pressed = src.AppendPressedKeys(h.pressed[:0])
	var now [numKeys]bool
	for _, k := range h.pressed {
		if k >= 0 && int(k) < numKeys {
			now[k] = true
		}
	}
	h.taps = src.AppendJustPressedKeys(h.taps[:0])
	h.tapped = [numKeys]bool{}
	for _, k := range h.taps {
		if k >= 0 && int(k) < numKeys {
			h.tapped[k] = true
		}
	}
	h.justKeys = h.justKeys[:0]
	for k := range numKeys {
		if now[k] {
			if h.tapped[k] && h.held[k] > 0 {
				// Let go and pressed again between two ticks: a new press,
				// not the old one held on (a slow frame, a quick player).
				h.held[k] = 0
			}
			h.held[k]++
			if h.held[k] == 1 {
				h.justKeys = append(h.justKeys, ebiten.Key(k))
				h.tapped[k] = true
			}
		} else {
			h.held[k] = 0
			if h.tapped[k] {
				h.justKeys = append(h.justKeys, ebiten.Key(k))
			}
		}
	}
	down := src.MouseDown()
	h.clicked = src.MouseJustPressed() || (down && h.mouse == 0)
	h.mouseUp = !down && h.mouse > 0
	if down {
		h.mouse++
	} else {
		h.mouse = 0
	}
	x, y := src.Cursor()
	if mapCursor != nil {
		x, y = mapCursor(x, y)
	}
	// The first position seen is where the pointer already was, not a move:
	// a pointer resting over a button at start-up must not steal the focus.
	h.moved = h.frame > 1 && (x != h.x || y != h.y)
	h.x, h.y = x, y
	_, h.wheelY = src.Wheel()
	h.typed = h.typed[:0]
	if t, ok := src.(Typist); ok {
		h.typed = t.AppendInputChars(h.typed)
	}
	if h.suspended {
		// Characters typed while input is suspended (a screen fading in)
		// wait for the first frame that takes input: a name typed as the
		// lobby opens is not lost.
		h.later = append(h.later, h.typed...)
		h.typed = h.typed[:0]
	}
	if h.capturing {
		for _, k := range h.justKeys {
			if !isModifier(k) {
				b := Binding{Key: k, Mod: h.mods()}
				h.captured = &b
				h.capturing = false
				break
			}
		}
	}
}

// Active reports whether anything came from the keyboard or mouse this
// frame: a key or button down or just released, the pointer moved, the
// wheel turned. The shell keeps the frames coming while it does.
func (h *Handler) Active() bool {
	return len(h.pressed) > 0 || len(h.justKeys) > 0 || h.mouse > 0 || h.clicked || h.mouseUp ||
		h.moved || h.wheelY != 0 || h.capturing
}

func (h *Handler) mods() Mod {
	var m Mod
	if h.held[ebiten.KeyControlLeft] > 0 || h.held[ebiten.KeyControlRight] > 0 || h.held[ebiten.KeyControl] > 0 {
		m |= Ctrl
	}
	if h.held[ebiten.KeyAltLeft] > 0 || h.held[ebiten.KeyAltRight] > 0 || h.held[ebiten.KeyAlt] > 0 {
		m |= Alt
	}
	if h.held[ebiten.KeyShiftLeft] > 0 || h.held[ebiten.KeyShiftRight] > 0 || h.held[ebiten.KeyShift] > 0 {
		m |= Shift
	}
	return m
}

// Suspend makes every query answer "nothing" until Resume: used during scene
// transitions so mashed keys do not reach a scene that is fading in or out.
func (h *Handler) Suspend() { h.suspended = true }

// Resume ends Suspend.
func (h *Handler) Resume() { h.suspended = false }

// Suspended reports whether input is suspended.
func (h *Handler) Suspended() bool { return h.suspended }

func (h *Handler) match(b Binding, pressFrames func(int) bool) bool {
	return h.matchKey(b, true, pressFrames)
}

// matchKey checks b against the key state; withTaps counts a key tapped and
// released between two ticks as pressed for one frame.
func (h *Handler) matchKey(b Binding, withTaps bool, pressFrames func(int) bool) bool {
	if b.Key < 0 || int(b.Key) >= numKeys {
		return false
	}
	n := h.held[b.Key]
	if n == 0 && withTaps && h.tapped[b.Key] {
		n = 1 // tapped and released between two ticks: a press all the same
	}
	if !pressFrames(n) {
		return false
	}
	// Exact modifiers for chords; plain bindings fire only without Ctrl/Alt so
	// Ctrl+Q never also counts as Q. Shift is ignored for plain bindings.
	m := h.mods()
	if b.Mod == 0 {
		return m&(Ctrl|Alt) == 0
	}
	return m&b.Mod == b.Mod
}

// Pressed reports whether action a of context c was pressed this frame.
func (h *Handler) Pressed(c Context, a Action) bool {
	if h.suspended || h.capturing {
		return false
	}
	for _, b := range h.Maps[c][a] {
		if h.match(b, func(n int) bool { return n == 1 }) {
			return true
		}
	}
	return false
}

// Held reports whether action a of context c is held down.
func (h *Handler) Held(c Context, a Action) bool {
	if h.suspended || h.capturing {
		return false
	}
	for _, b := range h.Maps[c][a] {
		if h.matchKey(b, false, func(n int) bool { return n > 0 }) {
			return true
		}
	}
	return false
}

// Repeated is like Pressed but also fires while the key is held, after a
// delay, like a text cursor: for moving through lists.
func (h *Handler) Repeated(c Context, a Action) bool {
	if h.suspended || h.capturing {
		return false
	}
	for _, b := range h.Maps[c][a] {
		if h.match(b, func(n int) bool {
			return n == 1 || (n > repeatDelay && (n-repeatDelay)%repeatEvery == 0)
		}) {
			return true
		}
	}
	return false
}

// Cursor returns the cursor in logical screen coordinates; while input is
// suspended it is nowhere on the screen, so nothing under it lights up.
func (h *Handler) Cursor() (x, y float64) {
	if h.suspended {
		return -1, -1
	}
	return h.x, h.y
}

// CursorMoved reports whether the cursor moved this frame.
func (h *Handler) CursorMoved() bool { return h.moved && !h.suspended }

// Clicked reports whether the left button was pressed this frame (a quick
// click between two ticks counts).
func (h *Handler) Clicked() bool { return !h.suspended && h.clicked }

// Released reports whether the left button was released this frame.
func (h *Handler) Released() bool { return !h.suspended && h.mouseUp }

// MouseHeld reports whether the left button is held.
func (h *Handler) MouseHeld() bool { return !h.suspended && h.mouse > 0 }

// WheelY returns the vertical wheel movement this frame.
func (h *Handler) WheelY() float64 {
	if h.suspended {
		return 0
	}
	return h.wheelY
}

// AnyKeyPressed reports whether any key went down this frame.
func (h *Handler) AnyKeyPressed() bool { return !h.suspended && len(h.justKeys) > 0 }

// Capture starts listening for the next non-modifier key press, for remapping.
// Until it arrives, Pressed and friends report nothing, so the key being
// captured does not also trigger its current action.
func (h *Handler) Capture() { h.capturing, h.captured = true, nil }

// CancelCapture stops listening.
func (h *Handler) CancelCapture() { h.capturing, h.captured = false, nil }

// Capturing reports whether a capture is in progress.
func (h *Handler) Capturing() bool { return h.capturing }

// Captured returns the captured binding once, after Capture.
func (h *Handler) Captured() (Binding, bool) {
	if h.captured == nil {
		return Binding{}, false
	}
	b := *h.captured
	h.captured = nil
	return b, true
}

// Erased reports Backspace pressed or repeating this frame: a text field
// takes a character back (Backspace is also a Back key elsewhere).
func (h *Handler) Erased() bool {
	if h.suspended {
		return false
	}
	n := h.held[ebiten.KeyBackspace]
	return h.tapped[ebiten.KeyBackspace] || n > repeatDelay && (n-repeatDelay)%repeatEvery == 0
}

// Entered reports Enter pressed this frame: a text field takes what was
// typed (Space, a Confirm key elsewhere, types a space there).
func (h *Handler) Entered() bool {
	return !h.suspended && (h.tapped[ebiten.KeyEnter] || h.tapped[ebiten.KeyNumpadEnter])
}

// Escaped reports Escape pressed this frame: a text field gives up.
func (h *Handler) Escaped() bool { return !h.suspended && h.tapped[ebiten.KeyEscape] }

// Typed returns the characters typed this frame, for a text field, and
// those typed while input was suspended just before it.
func (h *Handler) Typed() []rune {
	if h.suspended {
		return nil
	}
	if len(h.later) > 0 {
		h.typed = append(h.later, h.typed...)
		h.later = nil
	}
	return h.typed
}

// Frame returns how many times Update has run.
func (h *Handler) Frame() int64 { return h.frame }
