package scenetest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The patterns find what the issue saw on screen, and pass plain words.
func TestUnplainFindsTokensIdsAndSeats(t *testing.T) {
	for _, s := range []string{"The 4 undealt cards: D1 D4 D10 H7", "SQ", "D7 A round that SP4 ends", "G1 You sit at seat 0",
		"You spits alone...", "You chooses a pile", "machete 4 and machete 3", "Bot 1", "? flip   ·   ? slap"} {
		assert.NotEmpty(t, Unplain(s), "%q is caught", s)
	}
	for _, s := range []string{"9♦ is not one rank up or down from 4♠.", "Escape pause   ·   F1 rules", "You won the round!", "You pass",
		"Q left   W right   E spit   R claim", "Basil spits alone...", "Race for the smaller pile!  Player 1: R + Q/W   Player 2: P + U/I",
		"a machete with a clipped tip", "Trick 3: East led 7♠, You played 8♠, West played 6♠. You won it."} {
		assert.Empty(t, Unplain(s), "%q is plain words", s)
	}
}
