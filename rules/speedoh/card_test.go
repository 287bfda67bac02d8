package speedoh_test

import (
	"testing"

	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSO1_DeckHas80NormalCardsAnd8Specials(t *testing.T) {
	deck := speedoh.Deck(false)
	require.Len(t, deck, speedoh.DeckSize)
	kinds := map[speedoh.Special]int{}
	images := map[speedoh.Image]int{}
	for _, c := range deck {
		require.True(t, c.Valid(), c)
		kinds[c.Special()]++
		if !c.IsSpecial() {
			images[c.Image()]++
		}
	}
	assert.Equal(t, map[speedoh.Special]int{
		speedoh.NotSpecial: 80, speedoh.FirstSlap: 2, speedoh.LastSlap: 1,
		speedoh.ColourChange: 2, speedoh.PatternChange: 2, speedoh.Slash: 1,
	}, kinds, "SO1: 2 First Slap Wins, 1 Last Slap Loses, 2 Color Match, 2 Pattern Match, 1 Slash Oh")
	assert.Len(t, images, 20, "SO1: 5 families x 4 variations")
	for m, n := range images {
		assert.Equal(t, 4, n, "SO1: image %s once in each of the 4 colours", m)
	}
}

func TestSO1_PatternAssignment(t *testing.T) {
	perPattern := map[speedoh.Pattern]int{}
	perColourPattern := map[[2]int]int{}
	for _, c := range speedoh.Deck(false) {
		if c.IsSpecial() {
			continue
		}
		perPattern[c.Pattern()]++
		perColourPattern[[2]int{int(c.Colour()), int(c.Pattern())}]++
	}
	t.Run("SO1_16_cards_per_pattern", func(t *testing.T) {
		require.Len(t, perPattern, speedoh.Patterns)
		for p, n := range perPattern {
			assert.Equal(t, 16, n, "pattern %s", p)
		}
	})
	t.Run("SO1_no_image_carries_the_same_pattern_twice", func(t *testing.T) {
		for m := range speedoh.Image(speedoh.Images) {
			seen := map[speedoh.Pattern]bool{}
			for col := range speedoh.Colour(speedoh.Colours) {
				p := speedoh.NormalCard(m, col).Pattern()
				assert.False(t, seen[p], "image %s has pattern %s twice", m, p)
				seen[p] = true
			}
		}
	})
	t.Run("SO1_patterns_spread_over_colours", func(t *testing.T) {
		for k, n := range perColourPattern {
			assert.Equal(t, 4, n, "colour %d pattern %d", k[0], k[1])
		}
	})
	t.Run("SO1_assignment_is_fixed", func(t *testing.T) {
		// pattern = (image + colour) mod 5: a fixed table, not drawn from a seed.
		for tok, want := range map[string]string{"S1R": "S1R1", "S1B": "S1B2", "S2R": "S2R2", "M4Y": "M4Y3", "K3G": "K3G2"} {
			c, err := speedoh.Parse(tok)
			require.NoError(t, err)
			assert.Equal(t, want, c.String())
		}
	})
}

func TestSO1_BeginnerDeckLeavesOutPatternMatch(t *testing.T) {
	deck := speedoh.Deck(true)
	assert.Len(t, deck, 86)
	for _, c := range deck {
		assert.NotEqual(t, speedoh.PatternChange, c.Special())
	}
	s := newGame(t, speedoh.Config{Players: 3, Beginner: true}, 5)
	require.NoError(t, s.Check())
	v := s.View(0)
	assert.Equal(t, 86, v.Cards())
}

func TestCardTokensRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range speedoh.Deck(false) {
		tok := c.String()
		assert.False(t, seen[tok], "token %s used twice", tok)
		seen[tok] = true
		back, err := speedoh.Parse(tok)
		require.NoError(t, err, tok)
		assert.Equal(t, c, back, tok)
		lower, err := speedoh.Parse(" " + string(toLower(tok)) + " ")
		require.NoError(t, err, "tokens are read in any case")
		assert.Equal(t, c, lower)
		assert.NotEmpty(t, c.Name())
	}
	assert.Equal(t, "-", speedoh.None.String())
	for _, bad := range []string{"", "-", "X1R1", "S5R1", "S0R1", "S1Q1", "S1R6", "S1R2", "S1R1X", "FSW3", "CM", "S1"} {
		_, err := speedoh.Parse(bad)
		assert.Error(t, err, "%q", bad)
	}
	_, err := speedoh.Parse("S1R2")
	assert.ErrorContains(t, err, "SO1", "a wrong pattern names no card")
	assert.Equal(t, "sword 2, blue, checks", card(t, "S2B").Name())
	assert.Equal(t, "Slash Oh", speedoh.SlashOh.Name())
}

func toLower(s string) []byte {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return b
}

func TestSO3_WhatMatches(t *testing.T) {
	cases := []struct {
		name string
		a, b string
		mode speedoh.Mode
		want bool
	}{
		{"SO3_same_image_other_colour_matches", "S2R", "S2B", speedoh.ByImage, true},
		{"SO3_other_variation_of_the_family_does_not", "S2R", "S3R", speedoh.ByImage, false},
		{"SO3_colour_mode_same_colour_matches", "S2R", "K4R", speedoh.ByColour, true},
		{"SO3_colour_mode_same_image_does_not", "S2R", "S2B", speedoh.ByColour, false},
		{"SO3_pattern_mode_same_pattern_matches", "S1R1", "A1B1", speedoh.ByPattern, true},
		{"SO3_pattern_mode_other_pattern_does_not", "S1R1", "S1B2", speedoh.ByPattern, false},
		{"SO3_two_identical_specials_match", "FSW1", "FSW2", speedoh.ByImage, true},
		{"SO3_identical_specials_match_in_colour_mode", "CM1", "CM2", speedoh.ByColour, true},
		{"D17_different_specials_do_not", "CM1", "PM1", speedoh.ByImage, false},
		{"D17_a_special_matches_no_normal_card", "OH", "S1R1", speedoh.ByColour, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, speedoh.Matches(card(t, c.a), card(t, c.b), c.mode))
			assert.Equal(t, c.want, speedoh.Matches(card(t, c.b), card(t, c.a), c.mode))
		})
	}
	assert.False(t, speedoh.Matches(speedoh.None, speedoh.None, speedoh.ByImage))
}
