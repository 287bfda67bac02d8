package speedrunui

import (
	"strings"
	"testing"

	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
)

// The rules page's board is one a short game can reach, and its caption
// says what it shows: every hand deals out all 12 tricks, no player bids
// a contract twice or passes more than the game allows, the totals are
// the rules' sums, East's Pass is hand 3's, and a Perfect Bonus shows.
func TestExampleBoardIsAGameTheRulesScore(t *testing.T) {
	v := exampleBoard()
	l := v.Config.Length
	assert.LessOrEqual(t, len(exampleHands), l.Hands())
	bid := [speedrun.NumPlayers]map[speedrun.Contract]bool{{}, {}, {}}
	perfects := 0
	for i, h := range exampleHands {
		sum := 0
		for _, n := range h.tricks {
			sum += n
		}
		assert.Equal(t, speedrun.NumTricks, sum, "hand %d", i+1)
		for seat, c := range h.bids {
			if c == speedrun.NoContract {
				continue
			}
			assert.LessOrEqual(t, int(c), l.Contracts(), "hand %d: %s bids a contract of a longer game", i+1, SeatNames[seat])
			assert.False(t, bid[seat][c], "hand %d: %s bids %s again", i+1, SeatNames[seat], c.Name())
			bid[seat][c] = true
		}
	}
	for seat := range speedrun.NumPlayers {
		pb := &v.Board[seat]
		assert.LessOrEqual(t, pb.PassesUsed, l.Passes(), SeatNames[seat])
		assert.Equal(t, pb.Total(), v.Totals[seat], SeatNames[seat])
		perfects += pb.Perfects()
	}
	assert.Positive(t, perfects, "the caption points at a Perfect Bonus")
	assert.True(t, strings.Contains(boardCaption, "East passed in hand 3"))
	assert.Equal(t, speedrun.NoContract, exampleHands[2].bids[2], "East passed in hand 3")
	assert.Equal(t, 1, v.Board[2].PassesUsed)
}
