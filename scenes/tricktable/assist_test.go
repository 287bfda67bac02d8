package tricktable

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A finished trick is named for its winner until it is gathered, and stays
// the hand's last trick until the next deal.
func TestWonNamesTheWinnerAndKeepsTheLastTrick(t *testing.T) {
	tbl := New(speedrun.Deck)
	own := cards.SetOf(cards.New(cards.Hearts, 1), cards.New(cards.Hearts, 5))
	tbl.Deal(0, [Seats]cards.Set{own}, [Seats]int{2, 2, 2}, 34, noScale)
	_, _, ok := tbl.LastTrick()
	assert.False(t, ok, "no trick has finished yet")
	played := [Seats]cards.Card{cards.New(cards.Hearts, 5), cards.New(cards.Hearts, 7), cards.New(cards.Hearts, 2)}
	for seat, c := range played {
		tbl.Play(seat, c, noScale)
	}
	tbl.Won(1)
	assert.Equal(t, "West wins the trick", tbl.WinnerText())
	tbl.Collect(1, noScale)
	assert.Empty(t, tbl.WinnerText(), "the name goes with the cards")
	last, winner, ok := tbl.LastTrick()
	require.True(t, ok)
	assert.Equal(t, played, last)
	assert.Equal(t, 1, winner)
	tbl.Won(0)
	assert.Equal(t, "You win the trick", tbl.WinnerText())
	tbl.Deal(1, [Seats]cards.Set{own}, [Seats]int{2, 2, 2}, 34, noScale)
	_, _, ok = tbl.LastTrick()
	assert.False(t, ok, "a new hand has no last trick")
}

// The focus never rests on a card that may not be played: not when the
// legal cards change, not after the hand shrinks, and a hint moves it to
// the suggested card.
func TestFocusKeepsToLegalCards(t *testing.T) {
	tbl := New(speedrun.Deck)
	h1, h5, s9 := cards.New(cards.Hearts, 1), cards.New(cards.Hearts, 5), cards.New(cards.Spades, 9)
	tbl.Deal(0, [Seats]cards.Set{cards.SetOf(h1, h5, s9)}, [Seats]int{3, 3, 3}, 31, noScale)
	tbl.SetLegal(cards.SetOf(s9))
	assert.Equal(t, s9, tbl.Focused(), "SetLegal moves the focus to a legal card")
	require.Equal(t, []cards.Card{s9, h1, h5}, tbl.Hand(0), "spades, then hearts")
	tbl.SetLegal(cards.SetOf(h1, h5))
	assert.Equal(t, h1, tbl.Focused(), "the nearest legal card")
	tbl.SetHint(h5)
	assert.Equal(t, h5, tbl.Focused(), "a hint takes the focus")
	assert.Equal(t, h5, tbl.Hinted())
	tbl.Play(0, h5, noScale)
	assert.Equal(t, cards.None, tbl.Hinted(), "playing ends the hint")
	tbl.SetLegal(cards.SetOf(s9))
	assert.Equal(t, s9, tbl.Focused())
}

// The table is still only once no card moves.
func TestStill(t *testing.T) {
	tbl := New(speedrun.Deck)
	tbl.Deal(0, [Seats]cards.Set{cards.SetOf(cards.New(cards.Hearts, 1))}, [Seats]int{1, 1, 1}, 37, func(f float64) float64 { return f })
	assert.False(t, tbl.Still(), "the deal is in flight")
	for _, s := range tbl.order {
		for range 200 {
			s.Update(1)
		}
	}
	assert.True(t, tbl.Still())
}

// The zero Assists shows no hint and seeks none, so a table's code may ask
// it before (or without) NewAssists.
func TestZeroAssistsShowNoHint(t *testing.T) {
	var a Assists[speedrun.Action]
	act, ok := a.Hinted()
	assert.False(t, ok)
	assert.Equal(t, speedrun.Action{}, act)
	assert.Empty(t, a.Why())
	assert.False(t, a.Busy())
}
