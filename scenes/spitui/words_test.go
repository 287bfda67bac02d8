package spitui_test

import (
	"regexp"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"

	"parlor/game/canvas"
)

// What no screen may say: a card token ("D10", "SQ"), a ruling id
// ("SP3", "D7", "G1"), a seat by number, or "You" with a verb's s
// ("You spits").
var (
	cardToken = regexp.MustCompile(`\b(?:[HDSC](?:10|[2-9AJQK])|RJ|BJ)\b`)
	rulingID  = regexp.MustCompile(`\b(?:SP|SR|SS|SC|SO|G|D)[0-9]+\b`)
	seatNo    = regexp.MustCompile(`(?i)\bseat [0-9]`)
	youVerbS  = regexp.MustCompile(`\bYou (?:has|is|was|[a-z]*[^s\W]s)\b`)
)

// watchWords reads every string drawn from now on; the check it returns
// stops reading and fails the test for each string a player should not
// read.
func watchWords(t *testing.T) (check func()) {
	t.Helper()
	var mu sync.Mutex
	seen, bad := 0, map[string]bool{}
	stop := canvas.WatchText(func(s string) {
		mu.Lock()
		defer mu.Unlock()
		seen++
		for _, re := range []*regexp.Regexp{cardToken, rulingID, seatNo, youVerbS} {
			if re.MatchString(s) {
				bad[s] = true
			}
		}
	})
	t.Cleanup(stop)
	return func() {
		t.Helper()
		stop()
		mu.Lock()
		defer mu.Unlock()
		assert.Positive(t, seen, "words were drawn")
		for s := range bad {
			t.Errorf("drawn for a player to read: %q", s)
		}
	}
}

// The patterns find what they should, and not plain words.
func TestWordsPatterns(t *testing.T) {
	for _, s := range []string{"The 4 undealt cards: D1 D4 D10 H7", "SQ", "D7 A round that SP4 ends", "G1 You sit at seat 0", "You spits alone...", "You chooses a pile"} {
		hit := false
		for _, re := range []*regexp.Regexp{cardToken, rulingID, seatNo, youVerbS} {
			hit = hit || re.MatchString(s)
		}
		assert.True(t, hit, "%q is caught", s)
	}
	for _, s := range []string{"9♦ is not one rank up or down from 4♠.", "Escape pause   ·   F1 rules", "You won the round!", "You pass", "Q left   W right   E spit   R claim", "Basil spits alone...", "Race for the smaller pile!  Player 1: R + Q/W   Player 2: P + U/I"} {
		for _, re := range []*regexp.Regexp{cardToken, rulingID, seatNo, youVerbS} {
			assert.False(t, re.MatchString(s), "%q is plain words (%v)", s, re)
		}
	}
}
