package game

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"parlor/rules/record"
)

// Issue 35: the History says which games were played online, and with
// whom: the other people at the table, not the computers.
func TestOnlineWithNamesTheOtherPeople(t *testing.T) {
	seats := []record.Seat{{Name: "Ann", Kind: "human"}, {Name: "Ben", Kind: "human"}, {Name: "East", Kind: "bot"}, {Name: "Cy", Kind: "human"}}
	h := record.Header{Seats: seats, Commit: "c0ffee"}
	assert.Equal(t, "Online with Ben and Cy", OnlineWith(h, 0))
	assert.Equal(t, "Online with Ann, Ben and Cy", OnlineWith(h, -1))
	h.Seats = seats[:3]
	assert.Equal(t, "Online with Ann", OnlineWith(h, 1))
	h.Seats = []record.Seat{{Name: "Ann", Kind: "human"}, {Name: "East", Kind: "bot"}}
	assert.Equal(t, "Online", OnlineWith(h, 0), "against computers only")
	h.Commit = ""
	assert.Empty(t, OnlineWith(h, 0), "a game played here was never sealed")
}
