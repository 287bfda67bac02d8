package engine_test

import (
	"testing"

	"parlor/rules/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExpertComesAfterHard: the levels keep their numbers (the zero Level
// is Random, Hard is 3) and their names; Expert is new, above Hard.
func TestExpertComesAfterHard(t *testing.T) {
	assert.Equal(t, engine.Level(3), engine.Hard)
	assert.Equal(t, engine.Level(4), engine.Expert)
	assert.Equal(t, "expert", engine.Expert.String())
	assert.Equal(t, "Expert", engine.Expert.Title())
	assert.Equal(t, "Expert (thinks longer)", engine.Expert.Choice())
	assert.Equal(t, "Hard", engine.Hard.Choice())
	l, err := engine.ParseLevel("EXPERT")
	require.NoError(t, err)
	assert.Equal(t, engine.Expert, l)
	_, err = engine.ParseLevel("master")
	assert.EqualError(t, err, `unknown level "master" (want random, easy, normal, hard or expert)`)
}

// TestWithin: a level a game does not offer falls back to the strongest
// it offers below it, else to its weakest.
func TestWithin(t *testing.T) {
	realTime := []engine.Level{engine.Easy, engine.Normal, engine.Hard}
	assert.Equal(t, engine.Hard, engine.Within(engine.Expert, realTime))
	assert.Equal(t, engine.Normal, engine.Within(engine.Normal, realTime))
	assert.Equal(t, engine.Easy, engine.Within(engine.Random, realTime))
	assert.Equal(t, engine.Expert, engine.Within(engine.Expert, engine.Levels))
	assert.Equal(t, engine.Hard, engine.Within(engine.Hard, nil))
}

func TestNames(t *testing.T) {
	assert.Equal(t, "easy, normal or hard", engine.Names([]engine.Level{engine.Easy, engine.Normal, engine.Hard}))
	assert.Equal(t, "hard", engine.Names([]engine.Level{engine.Hard}))
	assert.Empty(t, engine.Names(nil))
}
