package cards_test

import (
	"testing"

	"parlor/rules/cards"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTokensRoundTrip(t *testing.T) {
	for _, d := range []cards.Deck{cards.Standard52, cards.Standard54, cards.Numbered10, cards.Numbered9} {
		for _, c := range d.Cards() {
			got, err := cards.Parse(c.String())
			require.NoError(t, err)
			assert.Equal(t, c, got, "String/Parse of %v", c)
			got, err = d.Parse(d.Format(c))
			require.NoError(t, err)
			assert.Equal(t, c, got, "Format/Parse of %v in %v", c, d)
		}
	}
}

func TestParseExamples(t *testing.T) {
	cases := map[string]cards.Card{
		"H10": cards.New(cards.Hearts, 10),
		"sq":  cards.New(cards.Spades, cards.Queen),
		"RJ":  cards.RedJoker,
		"BJ":  cards.BlackJoker,
		"C1":  cards.New(cards.Clubs, cards.Ace),
		"DA":  cards.New(cards.Diamonds, cards.Ace),
		"DK":  cards.New(cards.Diamonds, cards.King),
	}
	for tok, want := range cases {
		got, err := cards.Parse(tok)
		if assert.NoError(t, err, tok) {
			assert.Equal(t, want, got, tok)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, tok := range []string{"", "H", "X5", "H0", "H14", "H1000", "10H", "JJ", "H 5"} {
		_, err := cards.Parse(tok)
		assert.ErrorIs(t, err, cards.ErrBadToken, "token %q", tok)
	}
	_, err := cards.Numbered10.Parse("HJ")
	assert.Error(t, err, "a jack is not in the 1-10 deck")
	_, err = cards.Numbered9.Parse("S10")
	assert.Error(t, err, "a 10 is not in the 1-9 deck")
}

func TestDeckSizes(t *testing.T) {
	assert.Equal(t, 52, cards.Standard52.Size())
	assert.Equal(t, 54, cards.Standard54.Size())
	assert.Equal(t, 40, cards.Numbered10.Size())
	assert.Equal(t, 36, cards.Numbered9.Size())
	assert.True(t, cards.Standard54.Set().Has(cards.RedJoker))
	assert.False(t, cards.Standard52.Set().Has(cards.RedJoker))
	assert.True(t, cards.RedJoker.Red())
	assert.False(t, cards.BlackJoker.Red())
}

func TestSetOps(t *testing.T) {
	h5, h7, s2 := cards.New(cards.Hearts, 5), cards.New(cards.Hearts, 7), cards.New(cards.Spades, 2)
	s := cards.SetOf(h5, h7, s2)
	assert.Equal(t, 3, s.Len())
	assert.Equal(t, cards.SetOf(h5, h7), s.Suit(cards.Hearts))
	assert.Equal(t, h5, s.Lowest())
	assert.Equal(t, s2, s.Highest())
	assert.Equal(t, "H5 H7 S2", s.String())
	assert.False(t, s.Without(h5).Has(h5))
	// Jokers are in no suit.
	assert.True(t, cards.Standard54.Set().Suit(cards.Clubs).Len() == 13)
}

func TestShuffleIsSeeded(t *testing.T) {
	a := cards.Standard52.Shuffled(cards.NewRand(7))
	b := cards.Standard52.Shuffled(cards.NewRand(7))
	c := cards.Standard52.Shuffled(cards.NewRand(8))
	assert.Equal(t, a, b, "same seed, same order (G2)")
	assert.NotEqual(t, a, c)
	assert.ElementsMatch(t, cards.Standard52.Cards(), a, "a shuffle keeps every card once")
}
