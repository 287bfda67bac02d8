package bot_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"

	"github.com/stretchr/testify/assert"
)

// TestExpertIsHardOnMoreSamples: Expert is Hard's search on ExpertSamples
// deals: on a card play its values are those of Hard given that budget,
// not of Hard at its own.
func TestExpertIsHardOnMoreSamples(t *testing.T) {
	expert := bot.New(engine.Expert, 5)
	assert.Equal(t, bot.ExpertSamples, expert.Samples)
	assert.Greater(t, bot.ExpertSamples, bot.New(engine.Hard, 5).Samples)
	names := []string{"Ann", "Wren", "Ezra"}
	for _, v := range positions(t) {
		if v.Phase != stepstones.PhasePlay || len(v.Legal) < 3 {
			continue
		}
		got := expert.Advise(v, v.Legal, names).Values
		hard := bot.New(engine.Hard, 5)
		hard.Samples = bot.ExpertSamples
		assert.Equal(t, hard.Advise(v, v.Legal, names).Values, got)
		assert.NotEqual(t, bot.New(engine.Hard, 5).Advise(v, v.Legal, names).Values, got)
		return
	}
	t.Fatal("no card play with three choices")
}
