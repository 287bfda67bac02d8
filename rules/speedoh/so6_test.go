package speedoh_test

import (
	"testing"

	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SO6 (extended): "The match is judged on the cards showing when its first
// slap lands; the rewind returns every card flipped after the match
// formed, even one that covered a card of the match, and a card the rewind
// uncovers starts no new match with the piles just settled."

func TestSO6_TheMatchIsJudgedWhenItsFirstSlapLands(t *testing.T) {
	t.Run("SO6_a_colour_match_stands_though_its_mode_ends_before_it_settles", func(t *testing.T) {
		// Seats 2 and 3 match two Color Match cards (which makes colour the
		// rule); seats 0 and 1 then match by colour (green). The special
		// match is slapped first and settles first: its piles, Color Match
		// and all, go to seat 3, so colour is no longer the rule when the
		// green match settles. It stands as it was when slapped.
		s := table{
			cfg:  speedoh.Config{Players: 5},
			draw: []string{"S1R A1G", "S1B D3G", "", "S1Y CM2", "M4R M4Y"},
			flip: []string{"", "", "CM1", "", ""},
			turn: 3, rest: 2,
		}.build(t)
		flips(t, s, 3, 4, 0, 1)
		require.Equal(t, speedoh.ByColour, s.View(0).Mode)
		slapTwo(t, s, [2]int{2, 3}, [2]int{0, 1}) // the special match slapped first, then the green one
		m := events(s, "match")
		require.Len(t, m, 2, "the green match was judged when slapped: it settles")
		assert.JSONEq(t, `{"key":"special colourMatch","seats":[2,3],"slaps":[2,3],"winner":2,"receiver":3,"cards":2,"rewound":["","","","","`+tok(t, "M4Y")+`"]}`, m[0])
		assert.Equal(t, speedoh.ByImage, s.View(0).Mode, "Color Match went with the piles")
		assert.JSONEq(t, `{"key":"colour G","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":2}`, m[1])
	})
	t.Run("SO6_a_card_a_rewind_uncovers_does_not_join_a_match_already_slapped", func(t *testing.T) {
		// Seat 4's K1Y is covered by A1R after the sword match (seats 2, 3)
		// formed; then seats 0 and 1 match K1. The sword match settles
		// first and rewinds A1R, so K1Y shows again: the K1 match is still
		// the two seats it was slapped as.
		s := table{
			cfg:  speedoh.Config{Players: 5},
			draw: []string{"S1R K1R", "S1B K1B", "", "S1Y S2B", "M4R A1R"},
			flip: []string{"", "", "S2R", "", "K1Y"},
			turn: 3, rest: 2,
		}.build(t)
		flips(t, s, 3, 4, 0, 1)
		slapTwo(t, s, [2]int{2, 3}, [2]int{0, 1})
		m := events(s, "match")
		require.Len(t, m, 2)
		assert.Contains(t, m[0], `"key":"image S2","seats":[2,3]`)
		assert.Contains(t, m[0], `"rewound":["","","","","`+tok(t, "A1R")+`"]`)
		assert.Contains(t, m[1], `"key":"image K1","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":2`)
		assert.Equal(t, card(t, "K1Y"), tops(s)[4], "seat 4 keeps its K1")
	})
}

func TestSO6_TheRewindReturnsEveryCardFlippedAfterTheMatchFormed(t *testing.T) {
	t.Run("SO6_even_one_that_covered_a_card_of_the_match", func(t *testing.T) {
		// Seat 1's K1B makes the match with seat 0's K1R; seat 2 flips A1R;
		// seat 0 then covers K1R with K1G (still a K1, so the match shows).
		// Both cards flipped after the match formed go back: A1R and K1G.
		s := table{
			cfg:  speedoh.Config{Players: 3},
			draw: []string{"S1R K1G", "S1B K1B", "S2R S3R A1R"},
			flip: []string{"K1R", "", ""},
			turn: 1, rest: 2,
		}.build(t)
		flips(t, s, 1, 2, 0)
		require.Equal(t, cs(t, "K1G K1B A1R"), tops(s))
		press(t, s, 0, "hit")
		press(t, s, 1, "hit")
		advance(t, s, 1)
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":2,"rewound":["`+tok(t, "K1G")+`","","`+tok(t, "A1R")+`"]}`, lastEvent(t, s, "match"))
		assert.Equal(t, cs(t, "S1R K1G"), speedoh.DrawOf(s, 0), "K1G back into seat 0's draw pile (D9)")
		assert.Contains(t, speedoh.DrawOf(s, 2), card(t, "A1R"))
	})
	t.Run("SO6_but_not_the_card_with_which_a_player_joined_it", func(t *testing.T) {
		// Seat 1 makes the K1 match, seat 2 flips A1R, seat 3 joins the
		// match with K1Y: A1R goes back, K1Y is part of the match.
		s := table{
			cfg:  speedoh.Config{Players: 4},
			draw: []string{"S1R", "S1B K1B", "S2R S3R A1R", "S1Y K1Y"},
			flip: []string{"K1R", "", "", ""},
			turn: 1, rest: 2,
		}.build(t)
		flips(t, s, 1, 2, 3)
		press(t, s, 3, "hit")
		press(t, s, 0, "hit")
		press(t, s, 1, "hit")
		advance(t, s, 1+speedoh.ChoiceTicks)
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1,3],"slaps":[3,0,1],"winner":3,"receiver":1,"cards":3,"rewound":["","","`+tok(t, "A1R")+`",""]}`, lastEvent(t, s, "match"))
	})
}

func TestSO6_ACardTheRewindUncoversStartsNoNewMatch(t *testing.T) {
	// Seats 2 and 3 show A1 (a match nobody slaps); seat 1 makes the K1
	// match with seat 0; seat 2 covers its A1 with S3Y. The K1 match is
	// slapped and S3Y rewound: A1 shows on seats 2 and 3 again, but as a
	// match that is over (D7), so a slap on it is wrong.
	s := table{
		cfg:  speedoh.Config{Players: 4},
		draw: []string{"S1R", "S1B K1B", "S2R S3Y", "S1Y"},
		flip: []string{"K1R", "", "A1R", "A1G"},
		turn: 1, rest: 0,
	}.build(t)
	flips(t, s, 1, 2)
	assert.Contains(t, lastEvent(t, s, "lapse"), `"key":"image A1","seats":[2,3],"why":"gone"`, "covered: the A1 match is gone")
	press(t, s, 0, "hit")
	press(t, s, 1, "hit")
	advance(t, s, 1)
	assert.Contains(t, lastEvent(t, s, "match"), `"rewound":["","","`+tok(t, "S3Y")+`",""]`)
	require.Equal(t, []speedoh.Card{speedoh.None, speedoh.None, card(t, "A1R"), card(t, "A1G")}, tops(s))
	v := s.View(2)
	assert.Equal(t, speedoh.HitWrong, v.HitKind(), "the uncovered A1 starts no new match")
	press(t, s, 2, "hit")
	advance(t, s, 1)
	assert.JSONEq(t, `{"seat":2,"cards":2}`, lastEvent(t, s, "wrong"))
	t.Run("SO6_D7_a_further_player_who_shows_it_makes_a_new_match", func(t *testing.T) {
		s := table{
			cfg:  speedoh.Config{Players: 4},
			draw: []string{"S1R", "A1B K1B", "S2R S3Y", "S1Y"},
			flip: []string{"K1R", "", "A1R", "A1G"},
			turn: 1, rest: 0,
		}.build(t)
		flips(t, s, 1, 2)
		press(t, s, 0, "hit")
		press(t, s, 1, "hit")
		advance(t, s, 1)
		v := s.View(2)
		require.Equal(t, speedoh.HitWrong, v.HitKind())
		press(t, s, 1, "flip") // the receiver flips A1B: a new A1 match of three
		v = s.View(2)
		assert.Equal(t, speedoh.HitSlap, v.HitKind())
		press(t, s, 2, "hit")
		press(t, s, 1, "hit")
		press(t, s, 3, "hit")
		advance(t, s, 1+speedoh.ChoiceTicks)
		assert.Contains(t, lastEvent(t, s, "match"), `"key":"image A1","seats":[1,2,3],"slaps":[2,1,3]`)
	})
}

// tok returns a card's record token.
func tok(t *testing.T, s string) string { return card(t, s).String() }
