package input

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Mod is a set of modifier keys that must be held for a Binding.
type Mod uint8

// Modifiers.
const (
	Ctrl Mod = 1 << iota
	Alt
	Shift
)

// Binding is one key with its required modifiers.
type Binding struct {
	Key ebiten.Key
	Mod Mod
}

// Key returns a binding for k with no modifiers.
func Key(k ebiten.Key) Binding { return Binding{Key: k} }

// String prints the binding as "Ctrl+Alt+Shift+Key".
func (b Binding) String() string {
	var sb strings.Builder
	if b.Mod&Ctrl != 0 {
		sb.WriteString("Ctrl+")
	}
	if b.Mod&Alt != 0 {
		sb.WriteString("Alt+")
	}
	if b.Mod&Shift != 0 {
		sb.WriteString("Shift+")
	}
	sb.WriteString(b.Key.String())
	return sb.String()
}

// Label is the short text shown in on-screen key hints (e.g. "Q", "Enter",
// "Up", "Ctrl+Q").
func (b Binding) Label() string {
	s := b.String()
	for _, r := range [...][2]string{{"Arrow", ""}, {"Digit", ""}, {"Numpad", "Num"}, {"Semicolon", ";"},
		{"Comma", ","}, {"Period", "."}, {"Slash", "/"}, {"BracketLeft", "["}, {"BracketRight", "]"},
		{"Quote", "'"}, {"Backslash", "\\"}, {"Minus", "-"}, {"Equal", "="}, {"Backquote", "`"}} {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	return s
}

// ParseBinding reads the String form back.
func ParseBinding(s string) (Binding, error) {
	var b Binding
	parts := strings.Split(strings.TrimSpace(s), "+")
	for i, p := range parts {
		if i == len(parts)-1 {
			if err := b.Key.UnmarshalText([]byte(p)); err != nil {
				return Binding{}, fmt.Errorf("input: unknown key %q in %q", p, s)
			}
			if b.Key < 0 || b.Key > ebiten.KeyMax {
				return Binding{}, fmt.Errorf("input: unknown key %q in %q", p, s)
			}
			continue
		}
		switch strings.ToLower(p) {
		case "ctrl":
			b.Mod |= Ctrl
		case "alt":
			b.Mod |= Alt
		case "shift":
			b.Mod |= Shift
		default:
			return Binding{}, fmt.Errorf("input: unknown modifier %q in %q", p, s)
		}
	}
	return b, nil
}

// MarshalText writes the String form.
func (b Binding) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads the String form.
func (b *Binding) UnmarshalText(text []byte) error {
	v, err := ParseBinding(string(text))
	if err != nil {
		return err
	}
	*b = v
	return nil
}

// isModifier reports whether k is a modifier key, which cannot be bound alone.
func isModifier(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight,
		ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight,
		ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight,
		ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight:
		return true
	}
	return false
}
