package speedrunui

import (
	"testing"

	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
)

// The table's sentences speak to the person playing here as "You", with
// the verb agreeing, wherever they sit (online, or named by the record in
// a replay), and never give away a contract placed face down.
func TestSentencesSpeakToYou(t *testing.T) {
	var v speedrun.View
	bid := speedrun.PlaceBid(speedrun.Bid{Contract: speedrun.Win1})
	hidden := speedrun.PlaceBid(speedrun.Bid{Kind: speedrun.BidFaceDown})
	online := []string{"Ann", "You", "Cy"}
	assert.Equal(t, "You bid Win 1 Trick", describe(1, bid, v, online))
	assert.Equal(t, "Ann has placed a contract face down", describe(0, hidden, v, online))
	assert.Equal(t, "You keep your contract hidden", describe(1, speedrun.NoReveal, v, online))
	assert.Equal(t, "Cy keeps the contract hidden", describe(2, speedrun.NoReveal, v, online))
	assert.Equal(t, "You reveal", describe(1, speedrun.Reveal, v, online))
	replay := []string{"Ann", "Ben", "Cy"}
	assert.Equal(t, "Ann bids Win 1 Trick", describe(0, bid, v, replay), "a replay seen with hands up names every seat")
}
