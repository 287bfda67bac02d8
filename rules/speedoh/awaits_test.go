package speedoh_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime/realtimetest"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var _ engine.Awaiter = (*speedoh.State)(nil)

// TestAwaits: the seats SpeedOh cannot go on without (engine.Awaiter):
// the flipper, once nothing is left to settle by itself. Nil while a
// window runs to its deadline, a wrong slap waits for the end of its
// tick, the piles are to turn over, or the game ends.
func TestAwaits(t *testing.T) {
	// fsw: seat 1 flips First Slap Wins among n players.
	fsw := func(t *testing.T, n int) *speedoh.State {
		s := table{cfg: speedoh.Config{Players: n}, draw: []string{"D1R", "A1R FSW1", "M1R", "M2R"}[:n],
			flip: []string{"K1R", "K2R", "K3R", "K4R"}[:n], turn: 1, rest: 0}.build(t)
		press(t, s, 1, "flip")
		return s
	}
	// special: seat 0 flips the special card tok among three players.
	special := func(t *testing.T, tok string, cfg speedoh.Config) *speedoh.State {
		cfg.Players = 3
		s := table{cfg: cfg, draw: []string{"A1R " + tok, "D1R", "M1R"}, flip: []string{"K1R", "K2R", "K3R"}, turn: 0, rest: 0}.build(t)
		press(t, s, 0, "flip")
		return s
	}
	cases := []struct {
		name string
		game func(t *testing.T) *speedoh.State
		want []int
	}{
		{"SO2_the_flipper_when_nothing_is_pending", pair, []int{1}},
		{"SO9_a_seat_without_draw_cards_is_skipped", func(t *testing.T) *speedoh.State {
			return table{cfg: speedoh.Config{Players: 3}, draw: []string{"S1R S2R", "", "A1R A2R"},
				flip: []string{"", "K1R", ""}, turn: 1, rest: 0}.build(t)
		}, []int{2}},
		{"SO5_D5_an_unslapped_match_lapses_by_itself", func(t *testing.T) *speedoh.State {
			s := pair(t)
			press(t, s, 1, "flip")
			advance(t, s, speedoh.MatchTicks-1)
			require.Empty(t, s.View(0).Hold, "D5: flips may go on meanwhile")
			return s
		}, nil},
		{"D7_a_lapsed_match_waits_for_nobody", func(t *testing.T) *speedoh.State {
			s := pair(t)
			press(t, s, 1, "flip")
			advance(t, s, speedoh.MatchTicks)
			require.Equal(t, speedoh.WindowLapsed, s.View(0).Windows[0].State)
			return s
		}, []int{0}},
		{"SO5_a_slapped_match_settles_by_its_deadline", func(t *testing.T) *speedoh.State {
			s := pair(t)
			press(t, s, 1, "flip")
			press(t, s, 0, "hit")
			advance(t, s, speedoh.MatchTicks-1)
			return s
		}, nil},
		{"SO3_play_continues_with_the_slower_player", func(t *testing.T) *speedoh.State {
			s := pair(t)
			press(t, s, 1, "flip")
			press(t, s, 0, "hit")
			advance(t, s, speedoh.MatchTicks)
			require.NotEmpty(t, events(s, "match"))
			return s
		}, []int{1}},
		{"D6_the_winner_has_3s_to_choose", func(t *testing.T) *speedoh.State {
			s := triple(t)
			press(t, s, 2, "hit")
			press(t, s, 0, "hit")
			press(t, s, 1, "hit")
			advance(t, s, speedoh.ChoiceTicks)
			require.Equal(t, speedoh.WindowChoosing, s.View(0).Windows[0].State)
			return s
		}, nil},
		{"D6_then_the_piles_go_to_the_slowest_who_flips", func(t *testing.T) *speedoh.State {
			s := triple(t)
			press(t, s, 2, "hit")
			press(t, s, 0, "hit")
			press(t, s, 1, "hit")
			advance(t, s, 1+speedoh.ChoiceTicks)
			require.Contains(t, lastEvent(t, s, "match"), `"receiver":1`)
			return s
		}, []int{1}},
		{"SO3_D6_the_receiver_chosen_flips", func(t *testing.T) *speedoh.State {
			s := triple(t)
			press(t, s, 2, "hit")
			press(t, s, 2, "give 0")
			press(t, s, 0, "hit")
			press(t, s, 1, "hit")
			advance(t, s, 1)
			return s
		}, []int{0}},
		{"D15_first_slap_wins_nobody_slapped_yet", func(t *testing.T) *speedoh.State {
			s := fsw(t, 3)
			advance(t, s, speedoh.SpecialTicks-1)
			return s
		}, nil},
		{"D15_nobody_slapped_in_3s_the_next_seat_flips", func(t *testing.T) *speedoh.State {
			s := fsw(t, 3)
			advance(t, s, speedoh.SpecialTicks)
			return s
		}, []int{2}},
		{"D15_D6_first_slap_wins_the_winner_choosing", func(t *testing.T) *speedoh.State {
			s := fsw(t, 3)
			press(t, s, 2, "hit")
			advance(t, s, speedoh.ChoiceTicks)
			return s
		}, nil},
		{"SO7_last_slap_loses_closes_by_itself", func(t *testing.T) *speedoh.State {
			s := special(t, "LSL", speedoh.Config{})
			press(t, s, 0, "hit")
			advance(t, s, 20)
			return s
		}, nil},
		{"SO7_last_slap_loses_the_loser_flips", func(t *testing.T) *speedoh.State {
			s := special(t, "LSL", speedoh.Config{})
			press(t, s, 0, "hit")
			press(t, s, 2, "hit")
			advance(t, s, 1)
			return s
		}, []int{1}},
		{"SO7_D16_no_single_loser_clockwise_after_the_flipper", func(t *testing.T) *speedoh.State {
			s := special(t, "LSL", speedoh.Config{})
			press(t, s, 2, "hit")
			advance(t, s, speedoh.SpecialTicks)
			return s
		}, []int{1}},
		{"SO7_totem_last_slap_loses_choosing_as_first_slap_wins", func(t *testing.T) *speedoh.State {
			s := special(t, "LSL", speedoh.Config{Totem: true})
			press(t, s, 1, "hit")
			advance(t, s, 1)
			return s
		}, nil},
		{"SO7_slash_oh_closes_by_itself", func(t *testing.T) *speedoh.State {
			s := special(t, "OH", speedoh.Config{})
			press(t, s, 1, "slash")
			advance(t, s, 30)
			return s
		}, nil},
		{"SO4_D10_a_wrong_slap_settles_at_the_end_of_the_tick", func(t *testing.T) *speedoh.State {
			s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"S1R", "S2R", "S3R A4Y"},
				flip: []string{"K1R K2R", "D1B", "M1G"}, turn: 1, rest: 0}.build(t)
			press(t, s, 2, "hit")
			return s
		}, nil},
		{"SO4_D10_play_continues_with_the_wrong_slapper", func(t *testing.T) *speedoh.State {
			s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"S1R", "S2R", "S3R A4Y"},
				flip: []string{"K1R K2R", "D1B", "M1G"}, turn: 1, rest: 0}.build(t)
			press(t, s, 2, "hit")
			advance(t, s, 1)
			return s
		}, []int{2}},
		{"D12_nobody_can_flip_the_piles_turn_over_by_themselves", func(t *testing.T) *speedoh.State {
			s := table{cfg: speedoh.Config{Players: 2}, draw: []string{"S1R", "A2B"}, flip: []string{"", "K3G"},
				turn: 0, rest: 0, restFlipped: true}.build(t)
			flips(t, s, 0)
			press(t, s, 1, "flip")
			return s
		}, nil},
		{"D12_after_the_turnover_clockwise_from_the_last_to_flip", func(t *testing.T) *speedoh.State {
			s := table{cfg: speedoh.Config{Players: 2}, draw: []string{"S1R", "A2B"}, flip: []string{"", "K3G"},
				turn: 0, rest: 0, restFlipped: true}.build(t)
			flips(t, s, 0)
			press(t, s, 1, "flip")
			advance(t, s, 1)
			return s
		}, []int{0}},
		{"SO9_D14_the_game_is_over", func(t *testing.T) *speedoh.State {
			s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"", "", "A1R FSW1"},
				flip: []string{"K1R", "K3R"}, turn: 2, rest: 2}.build(t)
			press(t, s, 2, "flip")
			press(t, s, 0, "hit")
			advance(t, s, 1)
			press(t, s, 0, "give 2")
			advance(t, s, 1)
			require.True(t, s.Over())
			return s
		}, nil},
		{"D13_the_flipper_until_the_last_tick_of_thirty_minutes", func(t *testing.T) *speedoh.State {
			s := pair(t)
			for s.Tick() < speedoh.GameTicks-2 {
				s.Advance()
			}
			return s
		}, []int{1}},
		{"D13_thirty_minutes_end_the_game_at_the_end_of_this_tick", func(t *testing.T) *speedoh.State {
			s := pair(t)
			for s.Tick() < speedoh.GameTicks-1 {
				s.Advance()
			}
			return s
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.game(t)
			assert.Equal(t, c.want, s.Awaits())
			for _, seat := range c.want {
				assert.Contains(t, s.Legal(seat), speedoh.FlipCard(), "the seat awaited may flip")
			}
		})
	}
}

// TestAwaitsHoldInBotGames: through whole computer games, every state
// that says it waits on the flipper stays as it is with nobody pressing,
// and every one that waits on nobody goes on by itself within a window's
// time and a winner's choice.
func TestAwaitsHoldInBotGames(t *testing.T) {
	for _, c := range []struct {
		cfg    speedoh.Config
		seed   uint64
		levels []engine.Level
	}{
		{speedoh.Config{}, 10, []engine.Level{engine.Hard, engine.Normal, engine.Easy, engine.Normal}},
		{speedoh.Config{Totem: true, Beginner: true}, 11, []engine.Level{engine.Normal, engine.Easy, engine.Easy}},
		{speedoh.Config{Rules: speedoh.Rules1}, 12, []engine.Level{engine.Easy, engine.Normal}},
		{speedoh.Config{}, 13, []engine.Level{engine.Easy, engine.Easy, engine.Normal, engine.Easy, engine.Hard, engine.Normal}},
	} {
		cfg := c.cfg
		cfg.Players = len(c.levels)
		t.Run(cfg.String(), func(t *testing.T) {
			seats := seatsOf(len(c.levels))
			bots := make([]engine.Reactor[speedoh.View, speedoh.Action], len(c.levels))
			for i, l := range c.levels {
				bots[i] = speedoh.NewBot(i, l, engine.BotSeed(c.seed, i))
			}
			s, err := speedoh.New(cfg, c.seed, seats)
			require.NoError(t, err)
			waited, ran := realtimetest.Awaiting(t, s, bots, 0, speedoh.MatchTicks+speedoh.SpecialTicks+speedoh.ChoiceTicks)
			t.Logf("%d states waited on the flipper, %d went on by themselves", waited, ran)
			assert.Positive(t, waited)
			assert.Positive(t, ran)
			assert.True(t, s.Over())
		})
	}
}
