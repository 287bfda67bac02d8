package room

import (
	"strings"
	"unicode"
)

// MaxName is the most characters a name at a table has.
const MaxName = 16

// CleanName makes a name a person chose fit a table (and be stored as
// their account's name): at most MaxName characters, none of them a
// control, format, direction or invisible character, spaces collapsed,
// and nothing that poses as the host, the server or a computer: a part
// in brackets ("(host)") and words like host, server, admin, Parlor or
// computer, also spelt with look-alike letters, are taken out. "Player"
// when nothing is left.
func CleanName(s string) string {
	if out := cleanName(s); out != "" {
		return out
	}
	return "Player"
}

// cleanName is CleanName, "" when nothing is left. Taking a part out can
// join what was around it into a new word to take out, so it cleans
// until nothing changes (each pass only shortens the name).
func cleanName(s string) string {
	s = printable(s)
	for range 8 {
		next := cut(trimName(marked(collapse(unposed(unbracketed(s))))))
		if next == s {
			break
		}
		s = next
	}
	return s
}

// printable keeps the characters a name may show, a space for any kind
// of space, at most a few times MaxName of them (the rest would be cut
// anyway): no control, format (the direction marks and overrides, the
// zero-width ones), private or unassigned characters; no invisible
// fillers; no colon, which would pose as the "Name: words" of a quick
// message.
func printable(s string) string {
	var b []rune
	for _, c := range s {
		if len(b) >= 4*MaxName {
			break
		}
		switch {
		case unicode.IsSpace(c):
			c = ' '
		case !unicode.IsPrint(c) || invisible(c) || c == ':' || c == '：':
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// marked keeps at most two marks on a letter, and none on nothing (at
// the start, after a space).
func marked(s string) string {
	var b []rune
	marks := 0
	for _, c := range s {
		if !unicode.Is(unicode.M, c) {
			marks = 0
			b = append(b, c)
			continue
		}
		if marks < 2 && len(b) > 0 && b[len(b)-1] != ' ' {
			marks++
			b = append(b, c)
		}
	}
	return string(b)
}

// invisible reports whether c is printable by Unicode's categories but
// shows nothing: fillers, blank patterns, joiners and variation
// selectors that are marks.
func invisible(c rune) bool {
	switch c {
	case '\u115F', '\u1160', '\u3164', '\uFFA0', '\u2800', '\u034F', '\u17B4', '\u17B5':
		return true
	}
	return c >= '\uFE00' && c <= '\uFE0F' || c >= '\U000E0100' && c <= '\U000E01EF' || c >= '\u180B' && c <= '\u180F'
}

// unbracketed takes out every part in brackets, the brackets with it
// (an unclosed one to the end), and any bracket left alone.
func unbracketed(s string) string {
	var b strings.Builder
	depth := 0
	for _, c := range s {
		switch {
		case opens(c):
			depth++
		case closes(c):
			depth = max(0, depth-1)
		case depth == 0:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func opens(c rune) bool {
	return unicode.Is(unicode.Ps, c) || strings.ContainsRune("<＜«‹﹤", c)
}

func closes(c rune) bool {
	return unicode.Is(unicode.Pe, c) || strings.ContainsRune(">＞»›﹥", c)
}

// posing are the words a name may not have, as fold spells them.
var posing = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"host", "server", "admin", "administrator", "moderator", "parlor", "computer",
		"bot", "robot", "system", "official", "staff"} {
		m[fold(w)] = true
	}
	return m
}()

// unposed takes out the words that pose as the host, the server or a
// computer: a word is a run of letters, digits and marks.
func unposed(s string) string {
	var b, word strings.Builder
	flush := func() {
		if !posing[fold(word.String())] {
			b.WriteString(word.String())
		}
		word.Reset()
	}
	for _, c := range s {
		if unicode.IsLetter(c) || unicode.IsDigit(c) || unicode.Is(unicode.M, c) {
			word.WriteRune(c)
			continue
		}
		flush()
		b.WriteRune(c)
	}
	flush()
	return b.String()
}

// fold spells a word as it reads: lower case, marks dropped, full-width
// letters, Cyrillic and Greek look-alikes and digits that pass for
// letters as the Latin letters they look like (and l as i, which it
// passes for in many fonts).
func fold(w string) string {
	var b strings.Builder
	for _, c := range w {
		if unicode.Is(unicode.M, c) {
			continue
		}
		if c >= '！' && c <= '～' {
			c -= '！' - '!'
		}
		c = unicode.ToLower(c)
		if l, ok := lookalike[c]; ok {
			c = l
		}
		b.WriteRune(c)
	}
	return b.String()
}

var lookalike = func() map[rune]rune {
	m := map[rune]rune{}
	for _, p := range []string{
		"аa", "вb", "еe", "ёe", "кk", "мm", "нh", "оo", "рp", "сc", "тt", "уy", "хx", "іi", "їi", "јj", "ѕs", "һh", "ԁd", "ԛq", "ԝw", "ӏi",
		"αa", "βb", "εe", "ηn", "ιi", "κk", "μm", "νv", "οo", "ρp", "τt", "υu", "χx", "ζz",
		"0o", "1i", "3e", "4a", "5s", "7t", "li", "|i",
	} {
		r := []rune(p)
		m[r[0]] = r[1]
	}
	return m
}()

// collapse makes every run of spaces one space.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// trimName takes off the spaces and the joining punctuation a part taken
// out leaves at either end ("Ann -").
func trimName(s string) string { return strings.Trim(s, " -–—|,/\\_~*·•") }

// cut keeps the first MaxName characters.
func cut(s string) string {
	if r := []rune(s); len(r) > MaxName {
		return strings.TrimRight(string(r[:MaxName]), " ")
	}
	return s
}
