package spit_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var _ engine.Awaiter = (*spit.State)(nil)

// loneSpitter is stuckLayout with seat 1's draw cards gone (under the
// right centre pile): seat 0 spits alone (SP3).
func loneSpitter(t *testing.T) *spit.State {
	l := stuckLayout(t)
	l.Draw[1] = nil
	l.Spit[1] = append(cs(t, "S10 H5"), l.Spit[1]...)
	return lay(t, spit.Config{}, l)
}

// TestAwaits: the seats Spit cannot go on without (engine.Awaiter), the
// ones an online table's turn clock may run on. Nil where the game goes
// on by itself (the countdown) or is over.
func TestAwaits(t *testing.T) {
	cases := []struct {
		name string
		game func(t *testing.T) *spit.State
		want []int
	}{
		{"D3_both_can_play_both_are_awaited", func(t *testing.T) *spit.State {
			return lay(t, spit.Config{}, spit.Layout{
				Stock: [2][][]cards.Card{piles(t, "H5|S9"), piles(t, "S5|D3")},
				Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C9")},
			})
		}, []int{0, 1}},
		{"D3_SP3_only_the_seat_that_can_play_the_other_must_wait", func(t *testing.T) *spit.State {
			l := stuckLayout(t)
			l.Stock[1] = piles(t, "C8")
			return lay(t, spit.Config{}, l)
		}, []int{1}},
		{"D3_SP3_an_early_spit_press_does_not_excuse_the_seat_that_can_play", func(t *testing.T) *spit.State {
			l := stuckLayout(t)
			l.Stock[1] = piles(t, "C8")
			s := lay(t, spit.Config{}, l)
			press(t, s, 1, "spit") // D13: it stands, but seat 0 must wait for seat 1's play
			return s
		}, []int{1}},
		{"D3_a_move_that_uncovers_a_card_is_a_move", func(t *testing.T) *spit.State {
			l := stuckLayout(t)
			l.Stock[0] = piles(t, "HK H2|")
			return lay(t, spit.Config{}, l)
		}, []int{0}},
		{"D3_shuffling_face_up_cards_is_not_a_move", func(t *testing.T) *spit.State {
			l := stuckLayout(t)
			l.Stock[0] = piles(t, "H2|S2")
			l.Stock[1] = piles(t, "C2")
			return lay(t, spit.Config{StackEqual: true}, l)
		}, nil},
		{"SP2_option_a_face_down_top_to_turn_by_hand", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{FlipByHand: true}, spit.Layout{
				Stock: [2][][]cards.Card{piles(t, "H2|S5 H9"), piles(t, "S4")},
				Spit:  [2][]cards.Card{cs(t, "H8"), nil},
			})
			press(t, s, 0, "play 2 L")
			return s
		}, []int{0}},
		{"SP3_a_round_begins_with_the_countdown", func(t *testing.T) *spit.State {
			return newGame(t, spit.Config{}, 3)
		}, nil},
		{"SP3_nobody_can_move_the_countdown_is_about_to_start", func(t *testing.T) *spit.State {
			return lay(t, spit.Config{}, stuckLayout(t))
		}, nil},
		{"SP3_the_countdown_runs", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{}, stuckLayout(t))
			advance(t, s, 1)
			require.Equal(t, spit.CountdownTicks, s.View(0).Countdown)
			return s
		}, nil},
		{"SP3_one_spit_press_the_countdown_spits_for_the_other", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{}, stuckLayout(t))
			advance(t, s, 10)
			press(t, s, 0, "spit")
			return s
		}, nil},
		{"D13_after_a_spit_that_helps_nobody_the_countdown_restarts", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{}, stuckLayout(t))
			advance(t, s, spit.CountdownTicks+1)
			require.Equal(t, card(t, "D5"), s.View(0).Centre[0].Top)
			return s
		}, nil},
		{"SP3_D4_the_lone_spitter_during_the_countdown", func(t *testing.T) *spit.State {
			s := loneSpitter(t)
			advance(t, s, 10)
			return s
		}, nil},
		{"SP3_D4_the_lone_spitter_once_the_countdown_has_run_out", func(t *testing.T) *spit.State {
			s := loneSpitter(t)
			advance(t, s, spit.CountdownTicks+1)
			require.Equal(t, 0, s.View(0).Countdown, "due: waiting for the pile")
			return s
		}, []int{0}},
		{"D4_the_drawless_players_spit_press_does_not_spit", func(t *testing.T) *spit.State {
			s := loneSpitter(t)
			advance(t, s, spit.CountdownTicks+1)
			press(t, s, 1, "spit")
			return s
		}, []int{0}},
		{"D4_a_lone_spitter_who_named_the_pile_spits_when_the_countdown_runs_out", func(t *testing.T) *spit.State {
			s := loneSpitter(t)
			press(t, s, 0, "spit L")
			advance(t, s, 10)
			return s
		}, nil},
		{"D4_once_named_after_the_countdown_the_spit_is_at_once", func(t *testing.T) *spit.State {
			s := loneSpitter(t)
			advance(t, s, spit.CountdownTicks+1)
			press(t, s, 0, "spit L")
			require.Equal(t, card(t, "D5"), s.View(1).Centre[0].Top)
			return s
		}, nil},
		{"SP6_D4_a_single_pile_round_waits_for_the_lone_spitters_first_spit", func(t *testing.T) *spit.State {
			l := spit.Layout{Stock: [2][][]cards.Card{piles(t, "H9"), piles(t, "S9")}}
			l.Draw[1] = append(unplaced(spit.Layout{Stock: l.Stock, Draw: [2][]cards.Card{nil, cs(t, "H4")}}), card(t, "H4"))
			s, err := spit.NewFromLayout(spit.Config{}, 1, seats, l)
			require.NoError(t, err)
			require.True(t, s.View(0).SinglePile)
			advance(t, s, spit.CountdownTicks+1)
			return s
		}, []int{1}},
		{"SP4_nobody_has_draw_cards_the_countdown_recycles", func(t *testing.T) *spit.State {
			l := stuckLayout(t)
			l.Draw = [2][]cards.Card{}
			l.Spit[1] = cs(t, "C10 D5 S10 H5 D7")
			s := lay(t, spit.Config{}, l)
			advance(t, s, 1)
			return s
		}, nil},
		{"SP5_D12_the_race_for_the_centre_piles_has_no_time_limit", func(t *testing.T) *spit.State {
			s := roundEnd(t, spit.Config{}, 3)
			press(t, s, 0, "play 1 L")
			advance(t, s, 600)
			require.Equal(t, spit.PhaseClaim, s.Phase())
			return s
		}, []int{0, 1}},
		{"SP4_D7_a_shared_round_is_raced_even_under_variation_3", func(t *testing.T) *spit.State {
			s := locked(t, spit.Config{WinnerChooses: true}, 20, 2)
			advance(t, s, spit.CountdownTicks+1)
			require.Equal(t, spit.PhaseClaim, s.Phase())
			return s
		}, []int{0, 1}},
		{"SP5_variation_3_the_round_winner_chooses", func(t *testing.T) *spit.State {
			s := roundEnd(t, spit.Config{WinnerChooses: true}, 3)
			press(t, s, 0, "play 1 L")
			advance(t, s, 600)
			require.Equal(t, spit.PhaseChoose, s.Phase())
			return s
		}, []int{0}},
		{"SP5_variation_3_won_by_seat_1", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{WinnerChooses: true}, spit.Layout{
				Stock: [2][][]cards.Card{piles(t, "S9"), piles(t, "H5")},
				Spit:  [2][]cards.Card{cs(t, "C2"), cs(t, "H4")},
			})
			press(t, s, 1, "play 1 R")
			require.Equal(t, spit.PhaseChoose, s.Phase())
			return s
		}, []int{1}},
		{"SP6_the_game_is_over", func(t *testing.T) *spit.State {
			l := spit.Layout{Stock: [2][][]cards.Card{piles(t, "H5"), piles(t, "S9")}}
			l.Draw[1] = append(unplaced(spit.Layout{Stock: l.Stock, Draw: [2][]cards.Card{nil, cs(t, "H4")}}), card(t, "H4"))
			s, err := spit.NewFromLayout(spit.Config{}, 1, seats, l)
			require.NoError(t, err)
			press(t, s, 1, "spit L")
			press(t, s, 0, "spit")
			press(t, s, 0, "play 1 L")
			require.True(t, s.Over())
			return s
		}, nil},
		{"short_D9_the_seat_that_can_play", func(t *testing.T) *spit.State {
			return lay(t, spit.Config{Short: true}, spit.Layout{
				Hand: [2][]cards.Card{cs(t, "H5 C9 C10 CJ"), cs(t, "S9 D9 D10 DJ")},
				Draw: [2][]cards.Card{cs(t, "HQ D2"), cs(t, "SQ SK")},
				Side: [2][]cards.Card{cs(t, "S3"), cs(t, "H3")},
				Spit: [2][]cards.Card{cs(t, "H4"), cs(t, "C7")},
			})
		}, []int{0}},
		{"short_D9_nobody_can_play_the_countdown_spits_for_both", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{Short: true}, spit.Layout{
				Hand: [2][]cards.Card{cs(t, "H5 C9 C10 CJ"), cs(t, "S9 D9 D10 DJ")},
				Draw: [2][]cards.Card{cs(t, "HQ D2"), cs(t, "SQ SK")},
				Side: [2][]cards.Card{cs(t, "S3"), cs(t, "H3")},
				Spit: [2][]cards.Card{cs(t, "S7"), cs(t, "C7")},
			})
			advance(t, s, spit.CountdownTicks)
			return s
		}, nil},
		{"short_the_game_is_over", func(t *testing.T) *spit.State {
			s := lay(t, spit.Config{Short: true}, spit.Layout{
				Hand: [2][]cards.Card{cs(t, "H5"), cs(t, "S9 D9 D10 DJ")},
				Draw: [2][]cards.Card{nil, cs(t, "SQ SK")},
				Side: [2][]cards.Card{cs(t, "S3"), cs(t, "H3")},
				Spit: [2][]cards.Card{cs(t, "H4"), cs(t, "C7")},
			})
			press(t, s, 0, "play 1 L")
			require.True(t, s.Over())
			return s
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.game(t)
			assert.Equal(t, c.want, s.Awaits())
			for _, seat := range c.want {
				assert.NotEmpty(t, s.Legal(seat), "an awaited seat has something to press")
			}
		})
	}
}

// TestAwaitsHoldInBotGames: through whole computer games, every state
// that says it waits on seats stays as it is with nobody pressing, and
// every one that waits on nobody goes on by itself within the countdown
// (a game may stop unfinished at sim's hour, as alternate colours with
// seed 6 does after 66 rounds).
func TestAwaitsHoldInBotGames(t *testing.T) {
	for _, c := range []struct {
		cfg  spit.Config
		seed uint64
	}{
		{spit.Config{}, 4},
		{spit.Config{Short: true}, 5},
		{spit.Config{FourPiles: true, WinnerChooses: true, StackEqual: true, FlipByHand: true}, 3},
		{spit.Config{AlternateColours: true}, 6},
	} {
		t.Run(c.cfg.String(), func(t *testing.T) {
			levels := [2]engine.Level{engine.Normal, engine.Easy}
			s, err := spit.New(c.cfg, c.seed, botSeats(levels))
			require.NoError(t, err)
			bots := []engine.Reactor[spit.View, spit.Action]{
				spit.NewBot(0, levels[0], engine.BotSeed(c.seed, 0)), spit.NewBot(1, levels[1], engine.BotSeed(c.seed, 1)),
			}
			waited, ran := realtimetest.Awaiting(t, s, bots, hour, spit.CountdownTicks+2)
			t.Logf("%d states waited on seats, %d went on by themselves", waited, ran)
			assert.Positive(t, waited)
			assert.Positive(t, ran)
		})
	}
}
