package input

import "github.com/hajimehoshi/ebiten/v2"

// Script is a Source for tests: set what is held, then let the game tick.
type Script struct {
	keys  map[ebiten.Key]bool
	taps  []ebiten.Key
	click bool
	mouse bool
	x, y  float64
	wheel float64
	typed []rune
}

// Type types text, seen by the next tick.
func (s *Script) Type(text string) { s.typed = append(s.typed, []rune(text)...) }

// AppendInputChars implements Typist: what was typed, reported once.
func (s *Script) AppendInputChars(rs []rune) []rune {
	rs = append(rs, s.typed...)
	s.typed = nil
	return rs
}

// NewScript returns an idle scripted source.
func NewScript() *Script { return &Script{keys: map[ebiten.Key]bool{}} }

// Hold presses keys until Release.
func (s *Script) Hold(ks ...ebiten.Key) {
	for _, k := range ks {
		s.keys[k] = true
	}
}

// Tap presses and releases keys between two ticks, as a fast typist or
// xdotool can: the next tick sees them pressed though never held.
func (s *Script) Tap(ks ...ebiten.Key) { s.taps = append(s.taps, ks...) }

// TapMouse clicks and releases between two ticks.
func (s *Script) TapMouse() { s.click = true }

// Release lifts keys.
func (s *Script) Release(ks ...ebiten.Key) {
	for _, k := range ks {
		delete(s.keys, k)
	}
}

// ReleaseAll lifts every key and the mouse button.
func (s *Script) ReleaseAll() { clear(s.keys); s.mouse = false }

// MoveTo puts the cursor at window pixel (x, y).
func (s *Script) MoveTo(x, y float64) { s.x, s.y = x, y }

// MouseButton holds or releases the left button.
func (s *Script) MouseButton(down bool) { s.mouse = down }

// Scroll sets the wheel movement reported next frame.
func (s *Script) Scroll(dy float64) { s.wheel = dy }

// AppendPressedKeys implements Source.
func (s *Script) AppendPressedKeys(ks []ebiten.Key) []ebiten.Key {
	for k := range s.keys {
		ks = append(ks, k)
	}
	return ks
}

// AppendJustPressedKeys implements Source: taps, reported once.
func (s *Script) AppendJustPressedKeys(ks []ebiten.Key) []ebiten.Key {
	ks = append(ks, s.taps...)
	s.taps = s.taps[:0]
	return ks
}

// MouseJustPressed implements Source: a TapMouse, reported once.
func (s *Script) MouseJustPressed() bool {
	c := s.click
	s.click = false
	return c
}

// MouseDown implements Source.
func (s *Script) MouseDown() bool { return s.mouse }

// Cursor implements Source.
func (s *Script) Cursor() (float64, float64) { return s.x, s.y }

// Wheel implements Source; the movement is reported once.
func (s *Script) Wheel() (float64, float64) {
	w := s.wheel
	s.wheel = 0
	return 0, w
}
