package bot_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/speedrun"
	"parlor/rules/speedrun/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExpertIsHardOnABiggerBudget: Expert is Hard's search on
// ExpertBudget, every part of it bigger than Hard's: on a card play its
// values are those of a Search on that budget and seed, not Hard's.
func TestExpertIsHardOnABiggerBudget(t *testing.T) {
	e, h := bot.ExpertBudget, bot.DefaultBudget
	assert.Greater(t, e.ChooseSamples, h.ChooseSamples)
	assert.Greater(t, e.BidSamples, h.BidSamples)
	assert.Greater(t, e.PlaySamples, h.PlaySamples)
	for _, v := range positions(t) {
		if v.Phase != speedrun.PhasePlay || len(v.Legal) < 3 {
			continue
		}
		expert, ok := bot.New(engine.Expert, 5).(*bot.Search)
		require.True(t, ok, "Expert is a Search")
		got := expert.Advise(v, v.Legal, plain.Names).Values
		assert.Equal(t, bot.NewSearch(bot.ExpertBudget, 5).Advise(v, v.Legal, plain.Names).Values, got)
		assert.NotEqual(t, bot.NewSearch(bot.DefaultBudget, 5).Advise(v, v.Legal, plain.Names).Values, got)
		return
	}
	t.Fatal("no card play with three choices")
}
