package stepstonesui

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
)

// The rules page's trick is played legally as its caption tells it: West
// follows suit, and East may trump because East has no card of the suit
// led (a follower holding one must follow, SS7's May Trump aside).
func TestTrickPictureIsPlayedLegally(t *testing.T) {
	p := TrickExample
	r := p.Rules
	assert.Equal(t, trick.Standard, r.Follow)
	var played trick.Trick
	played.Num, played.Leader = p.Trick.Num, p.Trick.Leader
	played.Add(p.Trick.Cards[0])
	west := p.Trick.Cards[1]
	assert.True(t, r.Legal(cards.SetOf(west, cards.New(cards.Hearts, 5)), &played).Has(west), "West follows suit")
	played.Add(west)
	east := p.Trick.Cards[2]
	void := cards.SetOf(east, cards.New(cards.Diamonds, 5))
	assert.True(t, r.Legal(void, &played).Has(east), "East, with no clubs, may trump")
	assert.False(t, r.Legal(void.With(cards.New(cards.Clubs, 3)), &played).Has(east), "holding a club, East must follow")
	assert.Equal(t, 2, p.Winner(), "East wins")
}
