package stepstonesui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"parlor/rules/stepstones"
)

// The words of a hand and of the bidding name the seats as the table
// does: online, Ben sits in seat 1 and is "You"; Ann in seat 0 is Ann.
func TestWordsNameTheSeatsAsTheTableDoes(t *testing.T) {
	names := []string{"Ann", "You", "Cy"}
	r := stepstones.HandResult{Declarer: 1, Tricks: 4, Bid: stepstones.Bid{Contract: stepstones.WinNoTrump}}
	assert.Equal(t, "You win 4 tricks: 4 goes on the sheet.", resultText(r, names))
	r.Declarer = 0
	assert.Equal(t, "Ann wins 4 tricks: 4 goes on the sheet.", resultText(r, names))

	v := stepstones.View{Seat: 1, Forehand: 0, CanDeclare: [3]bool{true, true, true}, Passed: [3]bool{true, false, false}}
	assert.Equal(t, "Forehand: Ann   ·   passed: Ann", biddingSoFar(v, names), "Ann's pass is listed for Ben")
	assert.Equal(t, "Ï", initial("Ïda"), "a trick's circle shows a whole letter")
}
