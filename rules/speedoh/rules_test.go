package speedoh_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestD1_ZeroConfigSeatsFour(t *testing.T) {
	s := newGame(t, speedoh.Config{}, 1)
	assert.Equal(t, 4, s.Seats())
	assert.Equal(t, 4, s.Config().Players, "the record's options say how many played")
	v := s.View(0)
	assert.Equal(t, 88, v.Cards())
}

func TestSO2_TwoToSixPlayers(t *testing.T) {
	for n := -1; n <= 8; n++ {
		seats := seatsOf(max(n, 0))
		if n == 0 {
			seats = seatsOf(speedoh.DefaultPlayers) // D1
		}
		_, err := speedoh.New(speedoh.Config{Players: n}, 1, seats)
		switch {
		case n == 0 || n >= 2 && n <= 6:
			assert.NoError(t, err, "%d players", n)
		default:
			if assert.Error(t, err, "%d players", n) {
				assert.Contains(t, err.Error(), "SO2")
				assert.Contains(t, err.Error(), "speedoh: ")
			}
		}
	}
}

func TestD2_DealAndFirstFlipper(t *testing.T) {
	dealers := map[int]bool{}
	for seed := range uint64(40) {
		for n := 2; n <= 6; n++ {
			s := newGame(t, speedoh.Config{Players: n}, seed)
			require.NoError(t, s.Check())
			v := s.View(0)
			d := s.Dealer()
			if n == 5 {
				dealers[d] = true
			}
			assert.Equal(t, (d+1)%n, v.Turn, "D2: the dealer's left flips first")
			for i := range n {
				// 88 cards one at a time from the dealer's left: the first
				// 88 mod n seats from there get one more.
				want := 88 / n
				if (i-d-1+n)%n < 88%n {
					want++
				}
				assert.Equal(t, want, v.Players[i].Draw, "seat %d of %d, dealer %d", i, n, d)
				assert.Zero(t, v.Players[i].Flipped, "all cards dealt face down")
			}
		}
	}
	assert.Len(t, dealers, 5, "G3: the dealer is drawn from the seed")
	a, _ := speedoh.New(speedoh.Config{}, 9, seatsOf(4))
	b, _ := speedoh.New(speedoh.Config{}, 9, seatsOf(4))
	assert.Equal(t, a, b, "G2: same seed, same deal")
}

func TestSO9_FlipOrderSkipsEmptyDrawPiles(t *testing.T) {
	s := table{
		cfg:  speedoh.Config{Players: 3},
		draw: []string{"S1R S2R", "", "A1R A2R"},
		flip: []string{"", "K1R", ""},
		turn: 0, rest: 0,
	}.build(t)
	refuse(t, s, 2, "flip", "SO2", "It is not your turn to flip.")
	refuse(t, s, 1, "flip", "SO9", "No draw cards left")
	press(t, s, 0, "flip")
	assert.Equal(t, 2, s.View(1).Turn, "SO9: seat 1 has no draw cards and is skipped")
	refuse(t, s, 0, "flip", "SO2")
	press(t, s, 2, "flip")
	assert.Equal(t, 0, s.View(0).Turn)
}

func TestSO9_LastCardIsShown(t *testing.T) {
	s := table{cfg: speedoh.Config{Players: 2}, draw: []string{"", "A1R K1B"}, flip: []string{"K2R", ""}, turn: 1}.build(t)
	assert.False(t, s.View(0).Players[1].LastCard)
	press(t, s, 1, "flip")
	for seat := range 2 {
		assert.True(t, s.View(seat).Players[1].LastCard, "D18: everybody sees seat 1's last card")
	}
	assert.False(t, s.View(0).Players[0].LastCard)
}

// pair is a two-player table where seat 1's flip makes a K1 match with
// seat 0's top; seat 1 has A1R left to draw.
func pair(t *testing.T) *speedoh.State {
	return table{cfg: speedoh.Config{Players: 2}, draw: []string{"", "A1R K1B"}, flip: []string{"K1R", ""}, turn: 1}.build(t)
}

func TestSO3_FasterSlapperWinsSlowerTakesBothPiles(t *testing.T) {
	s := pair(t)
	press(t, s, 1, "flip")
	press(t, s, 0, "hit")
	advance(t, s, 10)
	press(t, s, 1, "hit")
	advance(t, s, 1)
	assert.Equal(t, []int{0, 0}, flippedSizes(s))
	assert.Equal(t, cs(t, "K1R K1B A1R"), speedoh.DrawOf(s, 1),
		"D9: the slower puts both piles under the draw pile, own pile first")
	assert.Equal(t, 1, s.View(0).Turn, "SO3: play continues with the losing player")
	assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":2}`, lastEvent(t, s, "match"))
}

func TestSO5_MatchWindow(t *testing.T) {
	t.Run("SO5_closes_when_every_matching_player_slapped", func(t *testing.T) {
		s := pair(t)
		press(t, s, 1, "flip")
		press(t, s, 1, "hit")
		press(t, s, 0, "hit")
		advance(t, s, 1)
		assert.Equal(t, []int{0, 0}, flippedSizes(s), "settled at the end of the tick both slapped")
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[1,0],"winner":1,"receiver":0,"cards":2}`, lastEvent(t, s, "match"))
	})
	t.Run("SO5_a_matching_player_who_never_slapped_is_the_slower_after_2.5s", func(t *testing.T) {
		s := pair(t)
		press(t, s, 1, "flip")
		press(t, s, 0, "hit")
		advance(t, s, speedoh.MatchTicks-1)
		v := s.View(0)
		require.Equal(t, 1, v.NWindows)
		assert.Equal(t, speedoh.WindowOpen, v.Windows[0].State, "open for 150 ticks")
		assert.Equal(t, holdMatch, v.Hold, "D5: flips wait while a slapped match is open")
		advance(t, s, 1)
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[0],"winner":0,"receiver":1,"cards":2}`, lastEvent(t, s, "match"))
		assert.Equal(t, 3, s.View(0).Players[1].Draw)
	})
	t.Run("SO5_a_slap_in_the_last_tick_counts", func(t *testing.T) {
		s := pair(t)
		press(t, s, 1, "flip")
		advance(t, s, speedoh.MatchTicks-1)
		press(t, s, 1, "hit")
		advance(t, s, 1)
		assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[1],"winner":1,"receiver":0,"cards":2}`, lastEvent(t, s, "match"))
	})
}

func TestD7_UnslappedMatchLapsesAndALateSlapIsWrong(t *testing.T) {
	s := pair(t)
	press(t, s, 1, "flip")
	advance(t, s, speedoh.MatchTicks)
	assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"why":"time"}`, lastEvent(t, s, "lapse"))
	assert.Equal(t, []int{1, 1}, flippedSizes(s), "D7: a lapsed match moves no cards")
	v := s.View(0)
	assert.Equal(t, speedoh.WindowLapsed, v.Windows[0].State)
	assert.Equal(t, speedoh.HitWrong, v.HitKind(), "D7: the match is no longer open")
	assert.Empty(t, v.Hold, "a lapsed match does not hold flips")
	press(t, s, 0, "hit")
	advance(t, s, 1)
	assert.JSONEq(t, `{"seat":0,"cards":2}`, lastEvent(t, s, "wrong"))
	assert.Equal(t, 0, s.View(0).Turn)
}

func TestSO4_WrongSlapTakesEveryFlippedPile(t *testing.T) {
	s := table{
		cfg:  speedoh.Config{Players: 3},
		draw: []string{"S1R", "S2R", "S3R A4Y"},
		flip: []string{"K1R K2R", "D1B", "M1G"},
		turn: 1, rest: 0,
	}.build(t)
	v := s.View(2)
	assert.Equal(t, speedoh.HitWrong, v.HitKind())
	res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 2, Action: speedoh.HitKey()}})
	require.NoError(t, res[0].Err, "a wrong slap is legal, and costly")
	assert.True(t, s.View(0).Wrong.Has(2), "settled at the end of the tick")
	advance(t, s, 1)
	assert.Equal(t, []int{0, 0, 0}, flippedSizes(s))
	assert.Equal(t, cs(t, "D1B K2R K1R M1G S3R A4Y"), speedoh.DrawOf(s, 2),
		"D9: piles clockwise from the taker (own first), each turned over")
	assert.Equal(t, 2, s.View(0).Turn, "D10: play continues with the wrong slapper")
	assert.JSONEq(t, `{"seat":2,"cards":4}`, lastEvent(t, s, "wrong"))
}

func TestD10_TwoWrongSlapsInOneTick(t *testing.T) {
	s := table{
		cfg:  speedoh.Config{Players: 3},
		draw: []string{"S1R", "S2R", "S3R"},
		flip: []string{"K1R", "D1B", "M1G"},
		turn: 0, rest: 0,
	}.build(t)
	res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 1, Action: speedoh.HitKey()}, {Seat: 2, Action: speedoh.HitKey()}})
	first := res[0].Seat
	advance(t, s, 1)
	assert.Equal(t, 3, s.View(0).Players[first].Flipped+s.View(0).Players[first].Draw-1, "the first in the fair order takes all three piles")
	w := events(s, "wrong")
	require.Len(t, w, 2)
	assert.Contains(t, w[1], `"cards":0`, "the second finds the piles empty")
	assert.Equal(t, first, s.View(0).Turn)
}

func TestD3_OneKey(t *testing.T) {
	t.Run("D3_a_second_slap_is_illegal", func(t *testing.T) {
		s := pair(t)
		press(t, s, 1, "flip")
		press(t, s, 0, "hit")
		refuse(t, s, 0, "hit", "D3", "You have slapped already.")
		advance(t, s, 3)
		refuse(t, s, 0, "hit", "D3")
	})
	t.Run("D3_slap_and_slash_are_the_same_key", func(t *testing.T) {
		for _, tok := range []string{"slap", "slash", "HIT"} {
			a, err := speedoh.ParseAction(tok)
			require.NoError(t, err)
			assert.Equal(t, speedoh.HitKey(), a)
		}
	})
}

func TestD4_SlapBeforeTheFlipInTheSameTickIsWrong(t *testing.T) {
	s := pair(t)
	require.NoError(t, s.Apply(0, speedoh.HitKey()))
	press(t, s, 1, "flip")
	advance(t, s, 1)
	assert.JSONEq(t, `{"seat":0,"cards":2}`, lastEvent(t, s, "wrong"), "D4: judged against the table when applied")
	assert.Empty(t, events(s, "match"))
	assert.Contains(t, events(s, "lapse")[0], `"why":"gone"`, "D7: the match went with the piles")
}

func TestD5_FlipsWait(t *testing.T) {
	s := table{
		cfg:  speedoh.Config{Players: 3},
		draw: []string{"S1R", "A1R K1B", "S3R S4R"},
		flip: []string{"K1R", "", "M1G"},
		turn: 1, rest: 0,
	}.build(t)
	press(t, s, 1, "flip")
	assert.Empty(t, s.View(2).Hold, "D5: an unslapped match does not stop flips")
	c := s.Clone()
	press(t, c, 2, "flip")
	press(t, s, 0, "hit")
	refuse(t, s, 2, "flip", "D5", "a match is being settled")
	press(t, s, 1, "hit")
	advance(t, s, 1)
	assert.Equal(t, 1, s.View(2).Turn, "the loser flips next")
	refuse(t, s, 2, "flip", "SO2")
	press(t, s, 1, "flip")
}

// triple: four players; seats 0 and 1 show S1, seat 2 is about to flip the
// third S1; seat 3 shows an axe.
func triple(t *testing.T) *speedoh.State {
	s := table{
		cfg:  speedoh.Config{Players: 4},
		draw: []string{"D1R", "D2R", "D3R S1G", "D4R"},
		flip: []string{"S1R", "S1B", "", "A1R"},
		turn: 2, rest: 3,
	}.build(t)
	press(t, s, 2, "flip")
	return s
}

func TestSO3_MoreThanTwoMatchingTheWinnerChooses(t *testing.T) {
	t.Run("SO3_winner_gives_all_matching_piles_to_one_loser", func(t *testing.T) {
		s := triple(t)
		v := s.View(0)
		require.Equal(t, 1, v.NWindows)
		assert.Equal(t, speedoh.Seats(0b0111), v.Windows[0].Members)
		press(t, s, 2, "hit")
		refuse(t, s, 0, "give 1", "SO3", "nothing to give")
		refuse(t, s, 2, "give 3", "SO3", "slower matching players")
		refuse(t, s, 2, "give 2", "SO3")
		advance(t, s, 5)
		press(t, s, 0, "hit")
		press(t, s, 1, "hit")
		advance(t, s, 1)
		v = s.View(2)
		assert.Equal(t, speedoh.WindowChoosing, v.Windows[0].State, "D6: closed, waiting for the winner's choice")
		assert.Equal(t, holdMatch, v.Hold)
		assert.Equal(t, []speedoh.Action{speedoh.GiveTo(0), speedoh.GiveTo(1)}, s.Legal(2), "D3: no second slap; give to seat 0 or 1")
		press(t, s, 2, "give 0")
		refuse(t, s, 2, "give 1", "D6", "chosen who takes the piles already")
		advance(t, s, 1)
		assert.JSONEq(t, `{"key":"image S1","seats":[0,1,2],"slaps":[2,0,1],"winner":2,"receiver":0,"chosen":true,"cards":3}`, lastEvent(t, s, "match"))
		assert.Equal(t, []int{0, 0, 0, 1}, flippedSizes(s))
		assert.Equal(t, 0, s.View(0).Turn)
	})
	t.Run("D6_the_winner_may_choose_before_the_window_closes", func(t *testing.T) {
		s := triple(t)
		press(t, s, 2, "hit")
		press(t, s, 2, "give 1")
		advance(t, s, 1)
		press(t, s, 1, "hit")
		advance(t, s, 1)
		assert.Empty(t, events(s, "match"), "SO5: still open for seat 0")
		press(t, s, 0, "hit")
		advance(t, s, 1)
		assert.Contains(t, lastEvent(t, s, "match"), `"receiver":1,"chosen":true`)
	})
	t.Run("D6_default_is_a_player_who_never_slapped", func(t *testing.T) {
		s := triple(t)
		press(t, s, 1, "hit")
		advance(t, s, 1)
		press(t, s, 2, "hit")
		advance(t, s, speedoh.MatchTicks-1)
		v := s.View(1)
		require.Equal(t, speedoh.WindowChoosing, v.Windows[0].State)
		advance(t, s, speedoh.ChoiceTicks-1)
		assert.Empty(t, events(s, "match"), "3 s to choose")
		advance(t, s, 1)
		assert.JSONEq(t, `{"key":"image S1","seats":[0,1,2],"slaps":[1,2],"winner":1,"receiver":0,"cards":3}`, lastEvent(t, s, "match"))
	})
	t.Run("D6_default_is_the_last_to_slap", func(t *testing.T) {
		s := triple(t)
		press(t, s, 0, "hit")
		advance(t, s, 1)
		press(t, s, 2, "hit")
		advance(t, s, 1)
		press(t, s, 1, "hit")
		advance(t, s, 1+speedoh.ChoiceTicks)
		assert.Contains(t, lastEvent(t, s, "match"), `"slaps":[0,2,1],"winner":0,"receiver":1,"cards":3}`)
	})
	t.Run("SO3_two_matching_players_nothing_to_choose", func(t *testing.T) {
		s := pair(t)
		press(t, s, 1, "flip")
		press(t, s, 1, "hit")
		refuse(t, s, 1, "give 0", "SO3")
	})
}

const holdMatch = "a match is being settled (SO3, SO5)"

func TestSO6_RewindPutsLaterFlipsBackMidPile(t *testing.T) {
	// Seat 0 shows K2R; seat 1 flips K2B; nobody slaps while seats 2 and 3
	// flip on; then the match is slapped.
	s := table{
		cfg:  speedoh.Config{Players: 4},
		draw: []string{"S1R", "A1R K2B", "S2R S3R S4R D1G D1R", "A2R A3R A4R A3Y"},
		flip: []string{"K2R", "", "M1G", "M2G"},
		turn: 1, rest: 0,
	}.build(t)
	flips(t, s, 1, 2, 3)
	assert.Equal(t, cs(t, "K2R K2B D1R A3Y"), tops(s))
	press(t, s, 0, "hit")
	press(t, s, 1, "hit")
	advance(t, s, 1)
	ev := lastEvent(t, s, "match")
	assert.JSONEq(t, `{"key":"image K2","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":2,"rewound":["","","D1R4","A3Y5"]}`, ev)
	assert.Equal(t, cs(t, "S2R S3R D1R S4R D1G"), speedoh.DrawOf(s, 2), "D9: back with half the draw pile above it")
	assert.Equal(t, cs(t, "A2R A3R A3Y A4R"), speedoh.DrawOf(s, 3))
	assert.Equal(t, []speedoh.Card{speedoh.None, speedoh.None, card(t, "M1G"), card(t, "M2G")}, tops(s), "the cards flipped before the match stay")
	assert.Equal(t, 1, s.View(0).Turn, "play continues with the losing player")
}

func TestSO6_RewindOfSeveralFlipsAndSO9Win(t *testing.T) {
	// Seats 0 and 1 have no draw cards after seat 1's flip, so seats 2 and
	// 3 flip twice each before the match is slapped.
	s := table{
		cfg:  speedoh.Config{Players: 4},
		draw: []string{"", "K2B", "S2R S3R D1G D1R", "A2R A3R A4Y A3Y"},
		flip: []string{"K2R", "", "", ""},
		turn: 1, rest: 2,
	}.build(t)
	n2 := len(speedoh.DrawOf(s, 2))
	flips(t, s, 1, 2, 3, 2, 3)
	press(t, s, 0, "hit")
	advance(t, s, 2)
	press(t, s, 1, "hit")
	advance(t, s, 1)
	assert.Contains(t, lastEvent(t, s, "match"), `"rewound":["","","D1R4 D1G1","A3Y5 A4Y1"]`)
	d2 := speedoh.DrawOf(s, 2)
	require.Len(t, d2, n2)
	at := len(d2) - (n2-2)/2
	assert.Equal(t, cs(t, "D1G D1R"), d2[at-2:at], "D9: a packet turned back face down, the first flipped on top")
	over := s.Over()
	assert.True(t, over, "SO9: seat 0 has no draw and no flipped cards")
	assert.Equal(t, []int{0}, s.Winners())
	assert.Equal(t, speedoh.OutOfCard, s.EndReason())
	assert.Contains(t, lastEvent(t, s, "game"), `"winners":[0],"reason":"out"`)
	refuse(t, s, 1, "flip", "SO9", "The game is over.")
	refuse(t, s, 1, "hit", "SO9")
}

func TestD14_TwoOutOfCardsAtOnceShareTheVictory(t *testing.T) {
	s := table{
		cfg:  speedoh.Config{Players: 3},
		draw: []string{"", "", "A1R FSW1"},
		flip: []string{"K1R", "K3R"},
		turn: 2, rest: 2,
	}.build(t)
	press(t, s, 2, "flip")
	press(t, s, 0, "hit")
	advance(t, s, 1)
	press(t, s, 0, "give 2")
	advance(t, s, 1)
	assert.True(t, s.Over())
	assert.Equal(t, []int{0, 1}, s.Winners(), "G4: a shared victory")
}

func TestSO7_LastSlapLoses(t *testing.T) {
	lsl := func(t *testing.T, cfg speedoh.Config) *speedoh.State {
		cfg.Players = 3
		s := table{cfg: cfg, draw: []string{"A1R LSL", "D1R", "M1R"}, flip: []string{"K1R", "K2R", "K3R"}, turn: 0, rest: 0}.build(t)
		press(t, s, 0, "flip")
		v := s.View(1)
		sp, ok := v.Special()
		require.True(t, ok)
		assert.Equal(t, speedoh.LastSlapLoses, sp.Card)
		if cfg.Totem {
			assert.Equal(t, speedoh.FirstSlapWindow, sp.Kind, "SO7: with the Totem it acts as First Slap Wins")
		} else {
			assert.Equal(t, speedoh.LastSlapWindow, sp.Kind)
		}
		refuse(t, s, 1, "flip", "D5", "a special card is being settled")
		return s
	}
	t.Run("SO7_the_one_left_takes_every_flipped_pile", func(t *testing.T) {
		s := lsl(t, speedoh.Config{})
		press(t, s, 0, "hit")
		advance(t, s, 20)
		press(t, s, 2, "hit")
		advance(t, s, 1)
		assert.JSONEq(t, `{"card":"LSL","kind":"lastSlap","slaps":[0,2],"receiver":1,"cards":4}`, lastEvent(t, s, "special"))
		assert.Equal(t, 1, s.View(0).Turn, "play continues with the loser")
	})
	t.Run("SO7_all_react_in_one_tick_the_last_loses", func(t *testing.T) {
		s := lsl(t, speedoh.Config{})
		press(t, s, 0, "hit")
		advance(t, s, 1)
		res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 1, Action: speedoh.HitKey()}, {Seat: 2, Action: speedoh.HitKey()}})
		last := res[1].Seat
		advance(t, s, 1)
		assert.Contains(t, lastEvent(t, s, "special"), `"receiver":`+string(rune('0'+last)))
	})
	t.Run("SO7_no_single_loser_play_goes_on", func(t *testing.T) {
		s := lsl(t, speedoh.Config{})
		press(t, s, 2, "hit")
		advance(t, s, speedoh.SpecialTicks)
		assert.JSONEq(t, `{"card":"LSL","kind":"lastSlap","slaps":[2],"receiver":-1,"cards":0}`, lastEvent(t, s, "special"))
		assert.Equal(t, []int{2, 1, 1}, flippedSizes(s))
		assert.Equal(t, 1, s.View(0).Turn, "D16: clockwise after the card's flipper")
		press(t, s, 1, "flip")
	})
	t.Run("SO7_totem_the_first_slap_chooses", func(t *testing.T) {
		s := lsl(t, speedoh.Config{Totem: true})
		press(t, s, 1, "hit")
		advance(t, s, 1)
		press(t, s, 0, "hit") // a late slap is harmless (D3)
		press(t, s, 1, "give 2")
		advance(t, s, 1)
		assert.JSONEq(t, `{"card":"LSL","kind":"firstSlap","slaps":[1,0],"receiver":2,"chosen":true,"cards":4}`, lastEvent(t, s, "special"))
	})
}

func TestSO7_SlashOh(t *testing.T) {
	s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R OH", "D1R", "M1R"}, flip: []string{"K1R", "K2R", "K3R"}, turn: 0, rest: 0}.build(t)
	press(t, s, 0, "flip")
	v := s.View(1)
	assert.Equal(t, speedoh.HitSlash, v.HitKind(), "D3: the key slashes while Slash Oh shows")
	res := s.ApplyTick([]engine.Press[speedoh.Action]{{Seat: 1, Action: speedoh.HitKey()}})
	require.NoError(t, res[0].Err)
	v = s.View(0)
	sp, _ := v.Special()
	assert.True(t, sp.Slapped.Has(1), "a slash")
	refuse(t, s, 1, "hit", "SO7", "You have reacted to Slash Oh already.")
	advance(t, s, 30)
	press(t, s, 0, "slash")
	advance(t, s, 1)
	assert.JSONEq(t, `{"card":"OH","kind":"slash","slaps":[1,0],"receiver":2,"cards":4}`, lastEvent(t, s, "special"))
	assert.Equal(t, 2, s.View(0).Turn)
}

func TestD15_FirstSlapWins(t *testing.T) {
	fsw := func(t *testing.T, n int) *speedoh.State {
		draw := []string{"D1R", "A1R FSW1", "M1R", "M2R"}[:n]
		flip := []string{"K1R", "K2R", "K3R", "K4R"}[:n]
		s := table{cfg: speedoh.Config{Players: n}, draw: draw, flip: flip, turn: 1, rest: 0}.build(t)
		press(t, s, 1, "flip")
		return s
	}
	t.Run("D15_first_slap_chooses_who_takes_every_pile", func(t *testing.T) {
		s := fsw(t, 3)
		press(t, s, 2, "hit")
		advance(t, s, 1)
		v := s.View(2)
		sp, _ := v.Special()
		assert.Equal(t, speedoh.WindowChoosing, sp.State)
		assert.Equal(t, speedoh.Seats(0b011), sp.Candidates())
		press(t, s, 0, "hit") // slower: harmless
		refuse(t, s, 2, "give 2", "D15", "another player")
		press(t, s, 2, "give 1")
		advance(t, s, 1)
		assert.JSONEq(t, `{"card":"FSW1","kind":"firstSlap","slaps":[2,0],"receiver":1,"chosen":true,"cards":4}`, lastEvent(t, s, "special"))
		assert.Equal(t, []int{0, 0, 0}, flippedSizes(s), "all piles, the winner's too, to a single player")
		assert.Equal(t, 1, s.View(0).Turn)
	})
	t.Run("D15_two_players_nothing_to_choose", func(t *testing.T) {
		s := fsw(t, 2)
		press(t, s, 1, "hit")
		advance(t, s, 1)
		assert.JSONEq(t, `{"card":"FSW1","kind":"firstSlap","slaps":[1],"receiver":0,"cards":3}`, lastEvent(t, s, "special"))
	})
	t.Run("D6_default_receiver_after_3s", func(t *testing.T) {
		s := fsw(t, 4)
		press(t, s, 2, "hit")
		advance(t, s, 1)
		press(t, s, 1, "hit")
		advance(t, s, speedoh.ChoiceTicks)
		assert.Contains(t, lastEvent(t, s, "special"), `"slaps":[2,1],"receiver":3,`, "never slapped, first clockwise from the winner")
	})
	t.Run("D15_nobody_slaps_nothing_happens", func(t *testing.T) {
		s := fsw(t, 3)
		advance(t, s, speedoh.SpecialTicks)
		assert.JSONEq(t, `{"card":"FSW1","kind":"firstSlap","slaps":null,"receiver":-1,"cards":0}`, lastEvent(t, s, "special"))
		assert.Empty(t, s.View(2).Hold)
		press(t, s, 2, "flip")
	})
}

func TestSO3_TwoIdenticalSpecialsMatch(t *testing.T) {
	s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"D1R", "A1R CM2", "M1R"}, flip: []string{"S1R CM1", "K2R", "K3B"}, turn: 1, rest: 0}.build(t)
	press(t, s, 1, "flip")
	v := s.View(0)
	w, ok := v.MatchOf(0)
	require.True(t, ok)
	assert.Equal(t, "special colourMatch", w.Key.String())
	assert.Equal(t, speedoh.ByColour, v.Mode, "the newer Color Match is in effect")
	press(t, s, 1, "hit")
	press(t, s, 0, "hit")
	advance(t, s, 1)
	assert.JSONEq(t, `{"key":"special colourMatch","seats":[0,1],"slaps":[1,0],"winner":1,"receiver":0,"cards":4}`, lastEvent(t, s, "match"))
	assert.Equal(t, speedoh.ByImage, s.View(0).Mode, "the Color Match cards went with the piles")
}

func TestSO8_MatchChangingCards(t *testing.T) {
	t.Run("SO8_colour_match_makes_existing_colour_matches", func(t *testing.T) {
		s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R CM1", "D1R", "M1R"}, flip: []string{"K1B", "K2R", "S3R"}, turn: 0, rest: 0}.build(t)
		assert.Zero(t, s.View(0).NWindows)
		press(t, s, 0, "flip")
		v := s.View(0)
		assert.Equal(t, speedoh.ByColour, v.Mode)
		assert.Equal(t, speedoh.ColourMatch1, v.ModeCard)
		assert.Equal(t, 0, v.ModeSeat)
		w, ok := v.MatchOf(1)
		require.True(t, ok)
		assert.Equal(t, "colour R", w.Key.String())
		assert.Equal(t, speedoh.Seats(0b110), w.Members)
	})
	t.Run("SO8_covered_the_image_rule_is_back", func(t *testing.T) {
		// Seats 1 and 2 have no draw cards, so seat 0 flips twice.
		s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R CM1"}, flip: []string{"K1B", "K2B", "S3B"}, turn: 0, rest: 0}.build(t)
		flips(t, s, 0)
		v := s.View(0)
		require.Equal(t, speedoh.ByColour, v.Mode)
		w, ok := v.MatchOf(1)
		require.True(t, ok)
		assert.Equal(t, "colour B", w.Key.String())
		press(t, s, 0, "flip")
		v = s.View(0)
		assert.Equal(t, speedoh.ByImage, v.Mode, "SO8: covered, the image is used again")
		assert.Zero(t, v.NWindows, "the colour match is gone")
		assert.JSONEq(t, `{"key":"colour B","seats":[1,2],"why":"gone"}`, lastEvent(t, s, "lapse"))
	})
	t.Run("SO8_only_the_most_recent_is_in_effect_D8_never_comes_back", func(t *testing.T) {
		s := table{cfg: speedoh.Config{Players: 2}, draw: []string{"A2R A1R", "D1R S1G PM1"}, flip: []string{"K1B CM1", "K2B"}, turn: 1, rest: 0}.build(t)
		assert.Equal(t, speedoh.ByColour, s.View(0).Mode)
		flips(t, s, 1)
		assert.Equal(t, speedoh.ByPattern, s.View(0).Mode, "SO8: Pattern Match is the most recent")
		assert.Equal(t, speedoh.PatternMatch1, s.View(0).ModeCard)
		flips(t, s, 0)
		flips(t, s, 1)
		v := s.View(0)
		assert.Equal(t, speedoh.ByImage, v.Mode, "D8: Pattern Match covered; Color Match was superseded and stays out")
		assert.Equal(t, speedoh.None, v.ModeCard)
	})
}

func TestSO8_ColourMatchWithPatternModeOn(t *testing.T) {
	s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"A1R PM1", "D1R", "M1R"}, flip: []string{"K1B", "S1R1", "A1B1"}, turn: 0, rest: 0}.build(t)
	assert.Zero(t, s.View(0).NWindows, "S1 and A1 do not match by image")
	press(t, s, 0, "flip")
	v := s.View(0)
	w, ok := v.MatchOf(1)
	require.True(t, ok, "S1R1 and A1B1 share pattern 1")
	assert.Equal(t, "pattern 1", w.Key.String())
}

func TestRulebook_TwoColourSetsEachFirstSlapperWins(t *testing.T) {
	colours := func(t *testing.T) *speedoh.State {
		s := table{
			cfg:  speedoh.Config{Players: 5},
			draw: []string{"D1R", "D2R", "D3R", "D4R", "A1R CM1"},
			flip: []string{"K1R", "S2R", "K3B", "M4B", "A2G"},
			turn: 4, rest: 0,
		}.build(t)
		press(t, s, 4, "flip")
		require.Equal(t, 2, s.View(0).NWindows, "two sets of different colours")
		return s
	}
	t.Run("colour_sets_settle_each_when_closed", func(t *testing.T) {
		s := colours(t)
		press(t, s, 1, "hit")
		advance(t, s, 5)
		press(t, s, 3, "hit")
		advance(t, s, 5)
		press(t, s, 0, "hit")
		advance(t, s, 1)
		assert.Contains(t, lastEvent(t, s, "match"), `"key":"colour R","seats":[0,1],"slaps":[1,0],"winner":1,"receiver":0`)
		assert.Equal(t, holdMatch, s.View(0).Hold, "the blue contest is still on")
		advance(t, s, 5)
		press(t, s, 2, "hit")
		advance(t, s, 1)
		assert.Contains(t, lastEvent(t, s, "match"), `"key":"colour B","seats":[2,3],"slaps":[3,2],"winner":3,"receiver":2`)
		assert.Equal(t, 2, s.View(0).Turn, "play continues with the last loser who received cards")
		assert.Equal(t, []int{0, 0, 0, 0, 2}, flippedSizes(s))
	})
	t.Run("D11_colour_sets_closing_in_one_tick_settle_by_first_slap", func(t *testing.T) {
		s := colours(t)
		slapTwo(t, s, [2]int{3, 2}, [2]int{1, 0})
		m := events(s, "match")
		require.Len(t, m, 2)
		assert.Contains(t, m[0], `"colour B"`)
		assert.Contains(t, m[1], `"colour R"`)
		assert.Equal(t, 0, s.View(0).Turn, "the last settled")
	})
}

func TestD12_TurnoverWhenNobodyCanFlip(t *testing.T) {
	s := table{cfg: speedoh.Config{Players: 2}, draw: []string{"S1R", "A2B"}, flip: []string{"", "K3G"}, turn: 0, rest: 0, restFlipped: true}.build(t)
	sizes := flippedSizes(s)
	flips(t, s, 0)
	press(t, s, 1, "flip")
	assert.Equal(t, speedoh.NoSeat, s.View(0).Turn)
	advance(t, s, 1)
	assert.Equal(t, []int{0, 0}, flippedSizes(s))
	assert.Equal(t, []int{sizes[0] + 1, sizes[1] + 1}, draws(s), "D12: each turns over their own pile")
	assert.Len(t, events(s, "turnover"), 1)
	assert.Equal(t, 0, s.View(0).Turn, "clockwise from the last to flip")
	assert.Equal(t, 1, s.View(0).Turnovers)
	require.NoError(t, s.Check())
}

func TestD13_GamesEnd(t *testing.T) {
	t.Run("D13_stale_after_three_turnovers_without_a_pile_changing_hands", func(t *testing.T) {
		s := newGame(t, speedoh.Config{Players: 3}, 4)
		for !s.Over() {
			for seat := range 3 {
				_ = s.Apply(seat, speedoh.FlipCard()) // only flips: nobody ever slaps
			}
			s.Advance()
			require.NoError(t, s.Check())
			require.Less(t, s.Tick(), int64(speedoh.GameTicks))
		}
		assert.Equal(t, speedoh.Stale, s.EndReason())
		assert.Len(t, events(s, "turnover"), speedoh.MaxTurnovers)
		// 88 cards dealt to three: 30, 29, 29; nobody took any.
		d := s.Dealer()
		want := speedoh.Seats(0).With((d + 2) % 3).With((d + 3) % 3)
		assert.Equal(t, want.List(), s.Winners(), "fewest cards win, shared (G4)")
	})
	t.Run("D13_thirty_minutes", func(t *testing.T) {
		s := newGame(t, speedoh.Config{Players: 2}, 4)
		for !s.Over() {
			s.Advance()
		}
		assert.Equal(t, int64(speedoh.GameTicks), s.Tick())
		assert.Equal(t, speedoh.TimeUp, s.EndReason())
		assert.Equal(t, []int{0, 1}, s.Winners(), "44 each: shared")
	})
}

func TestIllegalPressesChangeNothing(t *testing.T) {
	s := pair(t)
	refuse(t, s, 0, "flip", "SO2")
	refuse(t, s, 1, "give 0", "SO3")
	before := s.Clone()
	assert.ErrorIs(t, s.Apply(2, speedoh.FlipCard()), engine.ErrIllegal)
	assert.ErrorIs(t, s.Apply(-1, speedoh.HitKey()), engine.ErrIllegal)
	assert.ErrorIs(t, s.Apply(0, speedoh.Action{}), engine.ErrIllegal)
	assert.ErrorIs(t, s.Apply(0, speedoh.Action{Kind: 9}), engine.ErrIllegal)
	assert.Equal(t, before, s)
}

func TestViewIsTheSameTableForEverySeat(t *testing.T) {
	s := newGame(t, speedoh.Config{Players: 5}, 3)
	for range 40 {
		for seat := range 5 {
			_ = s.Apply(seat, speedoh.FlipCard())
		}
		s.Advance()
	}
	v0 := s.View(0)
	for seat := 1; seat < 5; seat++ {
		v := s.View(seat)
		v.Seat = 0
		assert.Equal(t, v0, v, "nothing in a View is private: draw piles show only their size")
	}
	shown := map[speedoh.Card]bool{}
	for i := range v0.N {
		shown[v0.Players[i].Top] = true
	}
	for i := range v0.N {
		for _, c := range speedoh.DrawOf(s, i) {
			assert.False(t, shown[c], "a draw card in the view")
		}
	}
}

func TestD9_RewindSparesASpecialCardStillToSettle(t *testing.T) {
	// Seats 0 and 1 match (K1); nobody slaps before seat 2 flips Last Slap
	// Loses. The two slaps count for the match and the special card (D3).
	s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"D1R", "A1R K1B", "M1R LSL"}, flip: []string{"K1R", "", "S2G"}, turn: 1, rest: 0}.build(t)
	flips(t, s, 1, 2)
	press(t, s, 0, "hit")
	advance(t, s, 1)
	press(t, s, 1, "hit")
	advance(t, s, 1)
	assert.JSONEq(t, `{"key":"image K1","seats":[0,1],"slaps":[0,1],"winner":0,"receiver":1,"cards":2}`, lastEvent(t, s, "match"),
		"D11: the match first, and the LSL card is not rewound")
	assert.JSONEq(t, `{"card":"LSL","kind":"lastSlap","slaps":[0,1],"receiver":2,"cards":2}`, lastEvent(t, s, "special"))
	assert.Equal(t, 2, s.View(0).Turn, "D11: the last loser who received cards flips")
}

func TestD8_ASupersededCardStaysOutWhenTheNewerOneIsTaken(t *testing.T) {
	// CM1 shows, but PM2 was flipped later; seat 1's PM1 then matches PM2.
	s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"D1R", "A1R PM1", "M1R"}, flip: []string{"CM1", "", "PM2"}, turn: 1, rest: 0}.build(t)
	assert.Equal(t, speedoh.ByPattern, s.View(0).Mode)
	press(t, s, 1, "flip")
	press(t, s, 1, "hit")
	press(t, s, 2, "hit")
	advance(t, s, 1)
	assert.Contains(t, lastEvent(t, s, "match"), `"key":"special patternMatch"`)
	v := s.View(0)
	assert.Equal(t, speedoh.ColourMatch1, v.Players[0].Top)
	assert.Equal(t, speedoh.ByImage, v.Mode, "D8: Color Match was superseded and does not come back")
	assert.Equal(t, speedoh.NoSeat, v.ModeSeat)
}
