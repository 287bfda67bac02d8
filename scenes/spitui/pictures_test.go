package spitui

import (
	"slices"
	"testing"

	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The rules page's table is a position the engine deals: five stock piles
// of 1 to 5 cards a side, one card on each centre pile, every card of the
// deck once; and the bottom player has a play, as the legend promises.
func TestTablePictureIsAPositionTheRulesAccept(t *testing.T) {
	for seat := range 2 {
		require.Len(t, tableLayout.Stock[seat], spit.MaxPiles)
		for i, p := range tableLayout.Stock[seat] {
			assert.Len(t, p, i+1, "seat %d pile %d", seat, i+1)
		}
	}
	seats := []record.Seat{{Name: "You", Kind: "human"}, {Name: "Computer", Kind: "human"}}
	st, err := spit.NewFromLayout(spit.Config{}, 1, seats, tableLayout)
	require.NoError(t, err)
	assert.True(t, slices.ContainsFunc(st.Legal(0), func(a spit.Action) bool { return a.Kind == spit.Play }),
		"the bottom player can play: %v", st.Legal(0))
}
