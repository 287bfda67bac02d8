package scenetest

import (
	"regexp"
	"sync"
	"testing"

	"parlor/game/canvas"
)

// unplain is what a player must never read: the rule each pattern breaks.
var unplain = []struct {
	what string
	re   *regexp.Regexp
}{
	{"ruling id", regexp.MustCompile(`\b(?:SR|SS|SP|SC|SO|G|D)[0-9]{1,2}\b`)},
	{"card token", regexp.MustCompile(`\b(?:[HDSC](?:10|[1-9AJQK])|RJ|BJ)\b|\b(?:sword|axe|dagger|katana|machete)s? [0-9]`)},
	{"seat number", regexp.MustCompile(`(?i)\bseat [0-9]`)},
	{"computer called Bot", regexp.MustCompile(`\bBot [0-9]`)},
	{"key without a name", regexp.MustCompile(`\?\s+[a-z]`)},
	{"You with a verb's s", regexp.MustCompile(`\bYou (?:has|is|was|[a-z]*[^s\W]s)\b`)},
}

// Unplain names each rule of plain words s breaks (none: s is fit for a
// player): a ruling id (SR3, D7), a card token (D10, SQ, "machete 4"), a
// seat by number, "Bot 1", a key hint with no key, "You spits".
func Unplain(s string) []string {
	var out []string
	for _, u := range unplain {
		if u.re.MatchString(s) {
			out = append(out, u.what)
		}
	}
	return out
}

// WatchWords hears every string drawn from now on, whatever scene draws
// it; the check it returns stops listening and fails t for each string a
// player should not read, and if nothing was drawn at all.
func WatchWords(t testing.TB) (check func()) {
	t.Helper()
	var mu sync.Mutex
	seen, bad := 0, map[string][]string{}
	stop := canvas.WatchText(func(s string) {
		mu.Lock()
		defer mu.Unlock()
		seen++
		if u := Unplain(s); u != nil {
			bad[s] = u
		}
	})
	t.Cleanup(stop)
	return func() {
		t.Helper()
		stop()
		mu.Lock()
		defer mu.Unlock()
		if seen == 0 {
			t.Error("no words were drawn: the listener heard nothing")
		}
		for s, u := range bad {
			t.Errorf("drawn for a player to read (%v): %q", u, s)
		}
	}
}
