package scenes_test

import (
	"os"
	"path/filepath"
	"testing"

	"parlor/game"
	"parlor/rules/engine"
	"parlor/scenes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSetupOffersExpertAsThinkingLonger: a game with Expert shows it
// past Hard as "Expert (thinks longer)", and starts there when the
// settings' difficulty is Expert.
func TestSetupOffersExpertAsThinkingLonger(t *testing.T) {
	g := setupEntry("fake", "Fake", new(string))
	g.Game.Levels = append(g.Game.Levels, engine.Expert)
	app := &scenes.App{Games: []scenes.GameEntry{g}}
	st := fastSettings()
	st.Difficulty = "hard"
	h, s := openSetup(t, app, st)
	trace := filepath.Join(t.TempDir(), "trace.jsonl")
	t.Setenv("PARLOR_TRACE", trace)
	h.Ctx().Trace = game.OpenTrace()
	defer h.Ctx().Trace.Close()
	h.Press(ebiten.KeyArrowUp) // Computer players
	h.Press(ebiten.KeyArrowRight)
	assert.Equal(t, engine.Expert, s.Choice().Level)
	b, err := os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"value":"Expert (thinks longer)"`)

	st.Difficulty = "expert"
	_, s2 := openSetup(t, &scenes.App{Games: []scenes.GameEntry{setupEntry("other", "Other", new(string))}}, st)
	assert.Equal(t, engine.Hard, s2.Choice().Level, "a game without Expert starts at Hard")
	g.Game.Levels = []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard, engine.Expert}
	_, s3 := openSetup(t, &scenes.App{Games: []scenes.GameEntry{g}}, st)
	assert.Equal(t, engine.Expert, s3.Choice().Level)
}
