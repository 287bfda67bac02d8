package scenes_test

import (
	"regexp"
	"strings"
	"testing"

	"parlor/game"
	"parlor/scenes"
	"parlor/scenes/scenetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// notForPlayers is what a rules page must never say: the ids and the
// files where the project keeps its rulings, which no player can look up.
var notForPlayers = []struct {
	what string
	re   *regexp.Regexp
}{
	{"ruling id", regexp.MustCompile(`\b(?:G|SR|SS|SP|SC|SO|D)[0-9]+\b`)},
	{"the rulings file", regexp.MustCompile(`RULINGS`)},
	{"a file name", regexp.MustCompile(`\.md\b`)},
	{"a code package", regexp.MustCompile(`(?i)\bpackage\b`)},
}

// Every page of the rules overlay, the Controls page and each game's,
// small print included, says Parlor's rulings as sentences a player
// reads: no ruling id (SP3, G1, D7), no file name, no code package, and
// no seat called by number.
func TestRulesPagesSayRulingsInPlayerWords(t *testing.T) {
	app := &scenes.App{Games: allGames(t)}
	var r *scenes.Rules
	h := scenetest.New(t, func(ctx *game.Context) game.Scene {
		r = scenes.NewRules(ctx, app, 0)
		return r
	})
	h.Step(1)
	tabs, texts := r.Pages()
	require.Len(t, texts, 1+len(app.Games), "the Controls page and one page per game")
	assert.Equal(t, "Controls", tabs[0])
	for i, text := range texts {
		for _, line := range strings.Split(text, "\n") {
			for _, n := range notForPlayers {
				if m := n.re.FindString(line); m != "" {
					t.Errorf("%s's rules page names %s (%q): %q", tabs[i], n.what, m, line)
				}
			}
			for _, what := range scenetest.Unplain(line) {
				if what == "seat number" {
					t.Errorf("%s's rules page: %s: %q", tabs[i], what, line)
				}
			}
		}
	}
}
