package scenes

import (
	"unicode"

	"parlor/game"
)

// Field is a line of text being typed into: a name, a server address, an
// invite code. While a field is open it takes the keyboard: letters type,
// Backspace takes one back, Enter keeps the text and Esc gives it up.
type Field struct {
	Text string
	Max  int               // the most characters it holds
	Keep func(r rune) bool // which characters it takes (nil: any printable)
	Map  func(r rune) rune // how a character is kept (nil: as typed)
	open bool
	was  string
}

// Open starts typing into the field, from its text.
func (f *Field) Open() { f.open, f.was = true, f.Text }

// Editing reports whether the field takes the keyboard.
func (f *Field) Editing() bool { return f.open }

// Update reads this frame's typing. It reports done when Enter kept the
// text; Esc puts the old text back. The characters of the frame come
// first: a fast typist's last letters and their Enter can arrive in the
// same frame, and the letters were typed before it.
func (f *Field) Update(ctx *game.Context) (done bool) {
	if !f.open {
		return false
	}
	in := ctx.In
	if in.Escaped() {
		f.open, f.Text = false, f.was
		return false
	}
	if in.Erased() {
		if r := []rune(f.Text); len(r) > 0 {
			f.Text = string(r[:len(r)-1])
		}
	}
	for _, r := range in.Typed() {
		if !unicode.IsPrint(r) || f.Keep != nil && !f.Keep(r) || len([]rune(f.Text)) >= f.Max {
			continue
		}
		if f.Map != nil {
			r = f.Map(r)
		}
		f.Text += string(r)
	}
	if in.Entered() {
		f.open = false
		return true
	}
	return false
}

// Shown is the field's text as drawn: with a caret while typing.
func (f *Field) Shown(frame int64) string {
	if f.open && frame/30%2 == 0 {
		return f.Text + "|"
	}
	if f.open {
		return f.Text + " "
	}
	return f.Text
}
