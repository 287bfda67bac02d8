package tables_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"parlor/game"
	"parlor/game/canvas"
	"parlor/rules/engine"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/tables"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unplain matches what a player must never read at a table: a ruling id
// (SR3, D7, G1), a card token (D10, H7, "machete 4"), a seat by number,
// or a computer called Bot.
var unplain = map[string]*regexp.Regexp{
	"ruling id":   regexp.MustCompile(`\b(SR|SS|SP|SC|SO|G|D)[0-9]{1,2}\b`),
	"card token":  regexp.MustCompile(`\b[SHDC](10|[1-9AJQK])\b|\b(sword|axe|dagger|katana|machete) [0-9]`),
	"seat number": regexp.MustCompile(`(?i)\bseat [0-9]`),
	"bot name":    regexp.MustCompile(`\bBot [0-9]`),
}

// mashKeys are the keys a newcomer might press at any table: moves,
// choices, hints, the speed games' keys. Not Esc: pausing is tested apart.
var mashKeys = []ebiten.Key{
	ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
	ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyH, ebiten.KeyL,
	ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyDigit5,
	ebiten.KeyQ, ebiten.KeyW, ebiten.KeyE, ebiten.KeyR, ebiten.KeyA,
}

// seen gathers every string drawn while it listens.
type seen struct {
	mu    sync.Mutex
	texts map[string]bool
}

func listen(t *testing.T) *seen {
	s := &seen{texts: map[string]bool{}}
	stop := canvas.WatchText(func(str string) {
		s.mu.Lock()
		s.texts[str] = true
		s.mu.Unlock()
	})
	t.Cleanup(stop)
	return s
}

// faults lists each drawn string that breaks a rule of plain words, with
// the rule it breaks.
func (s *seen) faults() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for str := range s.texts {
		for what, re := range unplain {
			if re.MatchString(str) {
				out = append(out, fmt.Sprintf("%s in %q", what, str))
			}
		}
	}
	sort.Strings(out)
	return out
}

// Every table, played by a newcomer mashing keys against the computers
// and then watched back from its record to the end, draws no ruling id,
// card token, seat number or "Bot 1": only what a player can read.
func TestTablesSpeakPlainWords(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	for i, g := range app.Games {
		t.Run(g.Game.Name, func(t *testing.T) {
			words := listen(t)
			mash(t, app, g, uint64(40+i))
			watchToTheEnd(t, app, g.Game.Name, uint64(50+i))
			assert.Empty(t, words.faults(), "%s draws words a player should not read", g.Game.Name)
			if testing.Verbose() {
				for str := range words.texts {
					t.Log(str)
				}
			}
			assert.Greater(t, len(words.texts), 20, "the table drew its words (the listener heard them)")
		})
	}
}

// mash plays g against computers, pressing a random key every few frames.
func mash(t *testing.T, app *scenes.App, g scenes.GameEntry, seed uint64) {
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		return scenetest.Start(t, ctx, app, g.Game.Name, scenes.Choice{Level: engine.Easy, Mode: scenes.VsComputer, Seed: seed})
	})
	rng := rand.New(rand.NewPCG(seed, 1))
	for range 120 {
		h.Press(mashKeys[rng.IntN(len(mashKeys))])
		h.Step(2)
	}
}

// watchToTheEnd plays a finished computer game of name back on its table,
// move by move to the last.
func watchToTheEnd(t *testing.T, app *scenes.App, name string, seed uint64) {
	rec := finished(t, name, seed)
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		r, err := scenes.NewReplay(ctx, app, rec)
		require.NoError(t, err)
		return r
	})
	h.Settle(20)
	r, ok := h.Top().(*scenes.Replay)
	require.True(t, ok, "the replay opened: %s", h.TopName())
	for range 12 {
		h.Press(ebiten.KeyRight) // move by move through the first deal
		h.Step(2)
	}
	for range 25 {
		h.Press(ebiten.KeyPageDown) // then deal by deal, each summary drawn
		h.Step(2)
	}
	h.Press(ebiten.KeyEnd)
	h.Settle(30)
	pos, n := r.Pos()
	require.Equal(t, n, pos, "the replay reached the end")
}

// Every rules page reads as plain sentences: a ruling id appears only in
// the small print at its foot (lines starting with ~), for players who
// look a ruling up, and no seat is called by number.
func TestRulesPagesKeepRulingIdsToTheSmallPrint(t *testing.T) {
	app, err := tables.App()
	require.NoError(t, err)
	for _, g := range app.Games {
		small := 0
		for _, l := range strings.Split(g.Rules, "\n") {
			if strings.HasPrefix(l, "~") {
				small++
				continue
			}
			for _, what := range []string{"ruling id", "seat number"} {
				assert.NotRegexp(t, unplain[what], l, "%s's rules page: %s above the small print", g.Game.Name, what)
			}
		}
		assert.Positive(t, small, "%s's rules page names its rulings in small print", g.Game.Name)
	}
}
