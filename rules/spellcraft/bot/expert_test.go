package bot_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/spellcraft/bot"

	"github.com/stretchr/testify/assert"
)

// TestExpertIsHardOnMoreSamples: Expert is Hard's search on ExpertSamples
// deals per estimate: its values are those of Hard given that budget, not
// of Hard at its own.
func TestExpertIsHardOnMoreSamples(t *testing.T) {
	expert := bot.New(engine.Expert, 5)
	assert.Equal(t, bot.ExpertSamples, expert.Samples)
	assert.Greater(t, bot.ExpertSamples, bot.New(engine.Hard, 5).Samples)
	names := []string{"Ann", "Wren", "Ezra", "Mo", "Lu", "Kit"}
	for _, v := range positions(t) {
		if len(v.Legal) < 3 {
			continue
		}
		got := expert.Advise(v, v.Legal, names).Values
		hard := bot.New(engine.Hard, 5)
		hard.Samples = bot.ExpertSamples
		assert.Equal(t, hard.Advise(v, v.Legal, names).Values, got)
		assert.NotEqual(t, bot.New(engine.Hard, 5).Advise(v, v.Legal, names).Values, got)
		return
	}
	t.Fatal("no decision with three choices")
}

// BenchmarkExpertHint is BenchmarkHint with Expert advising, at every
// table size: whether Expert fits the hint's time limit (p95 at most
// 250 ms).
//
//	go test ./rules/spellcraft/bot -run '^$' -bench ExpertHint -benchtime=100x
func BenchmarkExpertHint(b *testing.B) {
	benchHint(b, func(seed uint64) *bot.Bot { return bot.New(engine.Expert, seed) })
}
