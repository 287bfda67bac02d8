package spellcraftui

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
)

// The rules page's hands show what its scoring paragraph explains, scored
// by the rules: a suit with a run of 3 and a card that does not count, and
// a four of a kind; the line under each names the cards left out.
func TestScoringPictureShowsARunAndAFour(t *testing.T) {
	run := spellcraft.Score(scoringExamples[0], cards.None)
	assert.Positive(t, run.Runs, "a run")
	assert.Equal(t, "The dimmed 2♣ does not count.", scoringNote(scoringExamples[0], run))
	four := spellcraft.Score(scoringExamples[1], cards.None)
	assert.Positive(t, four.Fours, "a four of a kind")
	for i, hand := range scoringExamples {
		assert.Equal(t, 5, hand.Len(), "hand %d: a hand is 5 cards", i+1)
	}
}
