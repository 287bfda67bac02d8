package spit_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/record"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stuckLayout: nobody can play (2s against 7s); both have draw cards.
func stuckLayout(t *testing.T) spit.Layout {
	return spit.Layout{
		Stock: [2][][]cards.Card{piles(t, "H2"), piles(t, "S2")},
		Draw:  [2][]cards.Card{cs(t, "C10 D5"), cs(t, "S10 H5")},
		Spit:  [2][]cards.Card{cs(t, "C7"), cs(t, "D7")},
	}
}

func TestSP1Plays(t *testing.T) {
	cases := []struct {
		name, card, top string
		ok              bool
	}{
		{"SP1_three_on_two", "H3", "C2", true},
		{"SP1_three_on_four", "H3", "C4", true},
		{"SP1_three_on_five_is_illegal", "H3", "C5", false},
		{"SP1_three_on_three_is_illegal", "H3", "C3", false},
		{"SP1_ace_on_king_wraps", "HA", "CK", true},
		{"SP1_king_on_ace_wraps", "HK", "CA", true},
		{"SP1_ace_on_two", "HA", "C2", true},
		{"SP1_ace_on_queen_is_illegal", "HA", "CQ", false},
		{"SP1_suits_do_not_matter", "H3", "H4", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := lay(t, spit.Config{}, spit.Layout{
				Stock: [2][][]cards.Card{piles(t, c.card+"|S9"), piles(t, "S10")},
				Spit:  [2][]cards.Card{cs(t, c.top), nil},
			})
			if !c.ok {
				refuse(t, s, 0, "play 1 L", "SP1", card(t, c.card).Label()+" is not one rank up or down from "+card(t, c.top).Label())
				return
			}
			press(t, s, 0, "play 1 L")
			assert.Equal(t, card(t, c.card), s.View(1).Centre[0].Top)
		})
	}
}

func TestSP2TurningUp(t *testing.T) {
	l := func() spit.Layout {
		return spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H2|S5 H9"), piles(t, "S10")},
			Spit:  [2][]cards.Card{cs(t, "H8"), nil},
		}
	}
	t.Run("SP2_exposed_card_turns_up_automatically", func(t *testing.T) {
		s := lay(t, spit.Config{}, l())
		press(t, s, 0, "play 2 L")
		assert.Equal(t, card(t, "S5"), top(s.View(1), 0, 2), "the opponent sees it too")
		assert.Equal(t, spit.TurnedUp{Seat: 0, Slot: 2, Card: card(t, "S5")}, last[spit.TurnedUp](t, s), "the tables are told which card turned up")
		refuse(t, s, 0, "flip 2", "SP2")
	})
	t.Run("SP2_option_turn_by_hand", func(t *testing.T) {
		s := lay(t, spit.Config{FlipByHand: true}, l())
		press(t, s, 0, "play 2 L")
		v := s.View(0)
		assert.Equal(t, spit.PileView{Down: 1}, v.Players[0].Stock[1], "face down until flipped")
		refuse(t, s, 0, "play 2 R", "SP2")
		refuse(t, s, 0, "move 2 3", "SP2")
		assert.Contains(t, s.Legal(0), spit.FlipCard(2))
		assert.Empty(t, kindOf[spit.TurnedUp](s), "nothing turned up by itself")
		press(t, s, 0, "flip 2")
		assert.Equal(t, card(t, "S5"), top(s.View(0), 0, 2))
		assert.Equal(t, spit.TurnedUp{Seat: 0, Slot: 2, Card: card(t, "S5")}, last[spit.TurnedUp](t, s))
	})
}

func TestSP3Spitting(t *testing.T) {
	t.Run("SP3_countdown_when_nobody_can_move", func(t *testing.T) {
		s := lay(t, spit.Config{}, stuckLayout(t))
		assert.Equal(t, -1, s.View(0).Countdown)
		advance(t, s, 1)
		v := s.View(0)
		assert.Equal(t, spit.CountdownTicks, v.Countdown)
		assert.Equal(t, 3, v.CountdownSeconds())
		advance(t, s, spit.CountdownTicks-1)
		assert.Equal(t, 1, s.View(0).Countdown)
		assert.Equal(t, card(t, "C7"), s.View(0).Centre[0].Top, "not yet")
		advance(t, s, 1)
		v = s.View(0)
		assert.Equal(t, -1, v.Countdown)
		// D1: seat 0 spits onto L, seat 1 onto R.
		assert.Equal(t, card(t, "D5"), v.Centre[0].Top)
		assert.Equal(t, card(t, "H5"), v.Centre[1].Top)
		assert.Equal(t, [2]int{1, 1}, [2]int{v.Players[0].Draw, v.Players[1].Draw})
		assert.Equal(t, [2]int{0, 1}, last[spit.Spat](t, s).From, "D1: each from their own draw pile")
	})
	t.Run("SP3_no_countdown_while_someone_can_move", func(t *testing.T) {
		l := stuckLayout(t)
		l.Stock[1] = piles(t, "C8")
		s := lay(t, spit.Config{}, l)
		advance(t, s, 3*spit.CountdownTicks)
		assert.Equal(t, -1, s.View(0).Countdown)
		assert.Equal(t, card(t, "C7"), s.View(0).Centre[0].Top)
	})
	t.Run("SP3_spit_early_when_both_press", func(t *testing.T) {
		s := lay(t, spit.Config{}, stuckLayout(t))
		press(t, s, 0, "spit")
		assert.True(t, s.View(1).Players[0].Ready)
		assert.Equal(t, card(t, "C7"), s.View(0).Centre[0].Top, "one press waits for the other")
		refuse(t, s, 0, "spit", "SP3")
		press(t, s, 1, "spit")
		v := s.View(0)
		assert.Equal(t, card(t, "D5"), v.Centre[0].Top)
		assert.Equal(t, card(t, "H5"), v.Centre[1].Top)
		assert.False(t, v.Players[0].Ready)
		assert.Equal(t, int64(0), s.Tick(), "at once, no countdown")
	})
	t.Run("SP3_lone_spitter_picks_the_pile", func(t *testing.T) {
		l := stuckLayout(t)
		l.Draw[0] = append(l.Draw[0], l.Draw[1]...)
		l.Draw[1] = nil
		s := lay(t, spit.Config{}, l)
		refuse(t, s, 0, "spit", "SP3")
		refuse(t, s, 1, "spit L", "SP3")
		press(t, s, 0, "spit R")
		assert.Equal(t, card(t, "D7"), s.View(0).Centre[1].Top, "waits for the other player")
		press(t, s, 1, "spit")
		assert.Equal(t, card(t, "H5"), s.View(0).Centre[1].Top)
		assert.Equal(t, card(t, "C7"), s.View(0).Centre[0].Top)
		d := last[spit.Spat](t, s)
		assert.Equal(t, [2]cards.Card{cards.None, card(t, "H5")}, d.Cards)
		assert.Equal(t, [2]int{spit.NoSeat, 0}, d.From, "the tables are told who spat alone")
		assert.JSONEq(t, `{"cards":["","H5"]}`, string(lastEvent(t, s, "spit").Data), "the record is unchanged")
	})
	t.Run("SP3_D4_lone_spitter_names_the_pile_after_the_countdown", func(t *testing.T) {
		l := stuckLayout(t)
		l.Draw[1] = nil
		l.Spit[1] = append(cs(t, "S10 H5"), l.Spit[1]...)
		s := lay(t, spit.Config{}, l)
		advance(t, s, spit.CountdownTicks+1)
		v := s.View(0)
		assert.Equal(t, 0, v.Countdown, "due: waiting for the pile")
		assert.Equal(t, 2, v.Players[0].Draw)
		advance(t, s, 100)
		press(t, s, 0, "spit L")
		assert.Equal(t, card(t, "D5"), s.View(1).Centre[0].Top, "at once, the countdown is over")
	})
	t.Run("SP3_the_countdown_restarts_after_a_spit_that_helps_nobody", func(t *testing.T) {
		s := lay(t, spit.Config{}, stuckLayout(t))
		advance(t, s, spit.CountdownTicks+1)
		assert.Equal(t, card(t, "D5"), s.View(0).Centre[0].Top)
		advance(t, s, 1)
		assert.Equal(t, spit.CountdownTicks, s.View(0).Countdown, "D13")
	})
}

func TestSP4Recycling(t *testing.T) {
	t.Run("SP4_centre_piles_but_their_tops_dealt_back_evenly", func(t *testing.T) {
		l := stuckLayout(t)
		l.Draw = [2][]cards.Card{}
		l.Spit[1] = cs(t, "C10 D5 S10 H5 D7")
		s := lay(t, spit.Config{}, l)
		before := s.View(0)
		pool := before.Centre[0].Size + before.Centre[1].Size - 2
		advance(t, s, spit.CountdownTicks+1)
		v := s.View(0)
		assert.Equal(t, [2]int{1, 1}, [2]int{v.Centre[0].Size, v.Centre[1].Size})
		assert.Equal(t, before.Centre[0].Top, v.Centre[0].Top)
		assert.Equal(t, before.Centre[1].Top, v.Centre[1].Top)
		assert.Equal(t, pool, v.Players[0].Draw+v.Players[1].Draw)
		assert.LessOrEqual(t, abs(v.Players[0].Draw-v.Players[1].Draw), 1)
		ev := lastEvent(t, s, "recycle")
		assert.Equal(t, record.Chance, ev.Kind)
	})
	t.Run("SP4_nothing_to_recycle_fewer_stock_cards_wins_the_round", func(t *testing.T) {
		s := locked(t, spit.Config{}, 10, 2)
		advance(t, s, 1)
		require.Equal(t, spit.CountdownTicks, s.View(0).Countdown)
		advance(t, s, spit.CountdownTicks)
		v := s.View(0)
		assert.Equal(t, spit.PhaseClaim, v.Phase)
		assert.Equal(t, 0, v.RoundWinner, "15 stock cards against 35")
	})
	t.Run("SP4_D7_G4_equal_stock_is_a_shared_round_and_raced_even_under_variation_3", func(t *testing.T) {
		s := locked(t, spit.Config{WinnerChooses: true}, 20, 2)
		advance(t, s, spit.CountdownTicks+1)
		v := s.View(0)
		assert.Equal(t, spit.PhaseClaim, v.Phase)
		assert.Equal(t, spit.NoSeat, v.RoundWinner)
	})
	t.Run("SP4_D6_three_recycles_without_a_play_end_the_round", func(t *testing.T) {
		s := locked(t, spit.Config{}, 13, 14)
		for i := 0; s.Phase() == spit.PhasePlay; i++ {
			require.Less(t, i, 200000, "the round must end")
			s.Advance()
		}
		require.NoError(t, s.Check())
		assert.Equal(t, 3, countEvents(t, s, "recycle"))
		v := s.View(0)
		assert.Equal(t, spit.PhaseClaim, v.Phase)
		assert.Equal(t, 0, v.RoundWinner, "18 stock cards against 20")
	})
}

// locked lays out stocks that can never play: five slots each (so no
// move), tops 2s, Qs and two 7s, and every card next to them face down in
// slot 1; the centre holds centre of the other cards, the rest is face down
// too. Seat 0 has down face-down cards.
func locked(t *testing.T, cfg spit.Config, down, centre int) *spit.State {
	tops := [2][]cards.Card{cs(t, "C2 D2 H2 S2 C7"), cs(t, "CQ DQ HQ SQ D7")}
	var hidden, mid []cards.Card
	for _, c := range cards.Standard52.Cards() {
		switch c.Rank() {
		case 1, 3, 11, 13, 6, 8:
			hidden = append(hidden, c)
		case 2, 12:
		default:
			if c != card(t, "C7") && c != card(t, "D7") {
				mid = append(mid, c)
			}
		}
	}
	hidden = append(hidden, mid[centre:]...)
	mid = mid[:centre]
	var l spit.Layout
	for seat := range 2 {
		for i, c := range tops[seat] {
			p := []cards.Card{c}
			if i == 0 {
				part := hidden[:down]
				if seat == 1 {
					part = hidden[down:]
				}
				p = append(append([]cards.Card(nil), part...), c)
			}
			l.Stock[seat] = append(l.Stock[seat], p)
		}
	}
	l.Spit = [2][]cards.Card{mid[:centre/2], mid[centre/2:]}
	s, err := spit.NewFromLayout(cfg, 1, seats, l)
	require.NoError(t, err)
	return s
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func countEvents(t *testing.T, s *spit.State, name string) int {
	n := 0
	for _, e := range s.Record().Events {
		if e.Name == name {
			n++
		}
	}
	return n
}

func lastEvent(t *testing.T, s *spit.State, name string) record.Event {
	t.Helper()
	evs := s.Record().Events
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Name == name {
			return evs[i]
		}
	}
	t.Fatalf("no %s event", name)
	return record.Event{}
}

// last returns the data of the last typed event of type T.
func last[T any](t *testing.T, s *spit.State) T {
	t.Helper()
	evs := s.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if d, ok := evs[i].Data.(T); ok {
			return d
		}
	}
	var zero T
	t.Fatalf("no %T event", zero)
	return zero
}

// kindOf returns the data of every event of type T.
func kindOf[T any](s *spit.State) []T {
	var out []T
	for _, e := range s.Events() {
		if d, ok := e.Data.(T); ok {
			out = append(out, d)
		}
	}
	return out
}

// stopped returns the last "stop" note, checking that it is a note: the
// tables see it, the record leaves it out.
func stopped(t *testing.T, s *spit.State) spit.RoundStopped {
	t.Helper()
	evs := s.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if d, ok := evs[i].Data.(spit.RoundStopped); ok {
			assert.Equal(t, engine.Note, evs[i].Kind)
			assert.Equal(t, "stop", evs[i].Name)
			for _, e := range s.Record().Events {
				assert.NotEqual(t, "stop", e.Name, "a note is not in the record")
			}
			return d
		}
	}
	t.Fatal("no stop note")
	return spit.RoundStopped{}
}

// roundEnd lays out a round that seat 0 ends by playing H5 on L; the right
// centre pile holds n cards, the left one the rest.
func roundEnd(t *testing.T, cfg spit.Config, n int) *spit.State {
	rest := unplaced(spit.Layout{Stock: [2][][]cards.Card{piles(t, "H5"), piles(t, "S9")}, Spit: [2][]cards.Card{cs(t, "H4"), nil}})
	l := spit.Layout{
		Stock: [2][][]cards.Card{piles(t, "H5"), piles(t, "S9")},
		Spit:  [2][]cards.Card{append(append([]cards.Card(nil), rest[n:]...), card(t, "H4")), rest[:n]},
	}
	s, err := spit.NewFromLayout(cfg, 1, seats, l)
	require.NoError(t, err)
	return s
}

func roundOutcome(t *testing.T, s *spit.State) (winner int, took [2]spit.Side, held [2]int) {
	t.Helper()
	d := last[spit.RoundEnded](t, s)
	return d.Winner, d.Took, d.Cards
}

func TestSP5RoundEnd(t *testing.T) {
	t.Run("SP5_the_round_ends_the_moment_a_stock_is_empty", func(t *testing.T) {
		s := roundEnd(t, spit.Config{}, 3)
		press(t, s, 0, "play 1 L")
		v := s.View(1)
		assert.Equal(t, spit.PhaseClaim, v.Phase)
		assert.Equal(t, 0, v.RoundWinner)
		refuse(t, s, 1, "play 1 L", "SP5")
		refuse(t, s, 1, "spit", "SP5")
		refuse(t, s, 0, "choose R", "SP5")
		assert.ElementsMatch(t, []spit.Action{spit.ClaimPile(spit.Left), spit.ClaimPile(spit.Right)}, s.Legal(1))
		assert.Equal(t, spit.RoundStopped{Round: 1, Winner: 0, Then: spit.PhaseClaim}, stopped(t, s), "the tables are told play stopped for the race")
	})
	t.Run("SP5_first_claim_takes_the_pile_claimed_the_other_takes_the_other", func(t *testing.T) {
		s := roundEnd(t, spit.Config{}, 3)
		press(t, s, 0, "play 1 L")
		press(t, s, 1, "claim R")
		w, took, held := roundOutcome(t, s)
		assert.Equal(t, 0, w)
		assert.Equal(t, [2]spit.Side{spit.Left, spit.Right}, took)
		assert.Equal(t, [2]int{48, 4}, held)
		assert.Equal(t, 2, s.Round())
		assert.Equal(t, spit.PhasePlay, s.Phase())
		assert.Equal(t, 48, s.View(0).Players[0].Cards)
	})
	t.Run("SP5_claims_in_the_same_tick_go_in_the_fair_order", func(t *testing.T) {
		for seed := uint64(0); seed < 8; seed++ {
			s := roundEnd(t, spit.Config{}, 3)
			press(t, s, 0, "play 1 L")
			for range seed + 1 { // claims in a later tick than the last play
				s.Advance()
			}
			first := realtime.FirstSeat(s.Seed(), s.Tick())
			res := s.ApplyTick([]engine.Press[spit.Action]{{Seat: 0, Action: spit.ClaimPile(spit.Right)}, {Seat: 1, Action: spit.ClaimPile(spit.Right)}})
			require.Len(t, res, 2)
			assert.Equal(t, first, res[0].Seat)
			assert.NoError(t, res[0].Err)
			assert.ErrorIs(t, res[1].Err, engine.ErrLate, "too late")
			assert.NotErrorIs(t, res[1].Err, engine.ErrIllegal, "too late is not illegal")
			_, took, _ := roundOutcome(t, s)
			assert.Equal(t, spit.Right, took[first])
			require.NoError(t, s.Check())
		}
	})
	t.Run("SP5_variation_3_the_winner_chooses_no_race", func(t *testing.T) {
		s := roundEnd(t, spit.Config{WinnerChooses: true}, 3)
		press(t, s, 0, "play 1 L")
		assert.Equal(t, spit.PhaseChoose, s.Phase())
		assert.Equal(t, spit.RoundStopped{Round: 1, Winner: 0, Then: spit.PhaseChoose}, stopped(t, s))
		refuse(t, s, 1, "choose R", "variation 3")
		refuse(t, s, 0, "claim R", "variation 3")
		press(t, s, 0, "choose R")
		_, took, held := roundOutcome(t, s)
		assert.Equal(t, [2]spit.Side{spit.Right, spit.Left}, took)
		assert.Equal(t, [2]int{3, 49}, held)
	})
}

func TestSP6SmallHands(t *testing.T) {
	cases := []struct {
		name  string
		cfg   spit.Config
		n     int
		sizes []int
		draw  int
	}{
		{"SP6_1_card_one_pile", spit.Config{}, 1, []int{1, 0, 0, 0, 0}, 0},
		{"SP6_2_cards_leftover_on_pile_1", spit.Config{}, 2, []int{2, 0, 0, 0, 0}, 0},
		{"SP6_3_cards_piles_1_2", spit.Config{}, 3, []int{1, 2, 0, 0, 0}, 0},
		{"SP6_7_cards_leftover_on_the_last_pile", spit.Config{}, 7, []int{1, 2, 4, 0, 0}, 0},
		{"SP6_9_cards", spit.Config{}, 9, []int{1, 2, 6, 0, 0}, 0},
		{"SP6_14_cards_no_draw_pile", spit.Config{}, 14, []int{1, 2, 3, 8, 0}, 0},
		{"SP6_15_cards_five_piles", spit.Config{}, 15, []int{1, 2, 3, 4, 5}, 0},
		{"SP6_16_cards_one_draw_card", spit.Config{}, 16, []int{1, 2, 3, 4, 5}, 1},
		{"SP6_four_piles_9_cards", spit.Config{FourPiles: true}, 9, []int{1, 2, 6, 0}, 0},
		{"SP6_four_piles_10_cards", spit.Config{FourPiles: true}, 10, []int{1, 2, 3, 4}, 0},
		{"SP6_four_piles_12_cards", spit.Config{FourPiles: true}, 12, []int{1, 2, 3, 4}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := roundEnd(t, c.cfg, c.n)
			press(t, s, 0, "play 1 L")
			press(t, s, 0, "claim R")
			v := s.View(0)
			assert.Equal(t, c.sizes, sizes(v, 0))
			assert.Equal(t, c.draw, v.Players[0].Draw)
			assert.Equal(t, c.draw == 0, v.SinglePile)
			for i, n := range c.sizes {
				if n > 0 {
					assert.Equal(t, n-1, v.Players[0].Stock[i].Down, "only the top is face up")
				}
			}
		})
	}
	single := func(t *testing.T, stock0 string) *spit.State {
		l := spit.Layout{Stock: [2][][]cards.Card{piles(t, stock0), piles(t, "S9")}}
		l.Draw[1] = append(unplaced(spit.Layout{Stock: l.Stock, Draw: [2][]cards.Card{nil, cs(t, "H4")}}), card(t, "H4"))
		s, err := spit.NewFromLayout(spit.Config{}, 1, seats, l)
		require.NoError(t, err)
		require.True(t, s.View(0).SinglePile)
		return s
	}
	t.Run("SP6_single_pile_the_drawless_player_does_not_spit", func(t *testing.T) {
		s := single(t, "H9")
		refuse(t, s, 0, "spit L", "SP3")
		refuse(t, s, 1, "spit", "SP3")
		press(t, s, 1, "spit L")
		press(t, s, 0, "spit")
		assert.Equal(t, card(t, "H4"), s.View(0).Centre[0].Top)
		assert.Equal(t, 0, s.View(0).Centre[1].Size)
		refuse(t, s, 1, "spit R", "SP6")
		press(t, s, 1, "spit L")
	})
	t.Run("SP6_single_pile_the_loser_takes_it_and_no_cards_wins_the_game", func(t *testing.T) {
		s := single(t, "H5")
		press(t, s, 1, "spit L")
		press(t, s, 0, "spit")
		press(t, s, 0, "play 1 L")
		assert.True(t, s.Over())
		assert.Equal(t, []int{0}, s.Winners())
		_, took, held := roundOutcome(t, s)
		assert.Equal(t, [2]spit.Side{spit.NoSide, spit.Left}, took)
		assert.Equal(t, [2]int{0, 52}, held)
		assert.Equal(t, record.Outcome, lastEvent(t, s, "game").Kind)
		refuse(t, s, 1, "spit L", "game over", "The game is over.")
	})
	t.Run("SP6_single_pile_round_won_by_the_spitter", func(t *testing.T) {
		l := spit.Layout{Stock: [2][][]cards.Card{piles(t, "S9"), piles(t, "H5")}}
		l.Draw[1] = append(unplaced(spit.Layout{Stock: l.Stock, Draw: [2][]cards.Card{nil, cs(t, "H4")}}), card(t, "H4"))
		s, err := spit.NewFromLayout(spit.Config{}, 1, seats, l)
		require.NoError(t, err)
		press(t, s, 1, "spit R")
		press(t, s, 0, "spit")
		press(t, s, 1, "play 1 R")
		_, took, held := roundOutcome(t, s)
		assert.Equal(t, [2]spit.Side{spit.Right, spit.NoSide}, took)
		assert.Equal(t, [2]int{3, 49}, held, "the loser takes the pile, the winner keeps the draw pile")
		assert.Equal(t, 2, s.Round())
		assert.Equal(t, spit.RoundStopped{Round: 1, Winner: 1, Then: spit.PhasePlay}, stopped(t, s), "play stopped, and the pile went at once")
	})
}

func TestSP7Variations(t *testing.T) {
	t.Run("SP7_variation_1_four_stock_piles", func(t *testing.T) {
		s := newGame(t, spit.Config{FourPiles: true}, 5)
		v := s.View(0)
		for seat := range 2 {
			assert.Equal(t, []int{1, 2, 3, 4}, sizes(v, seat))
			assert.Equal(t, 16, v.Players[seat].Draw)
		}
		refuse(t, s, 0, "move 5 1", "piles", "1 to 4")
		refuse(t, s, 0, "play 5 L", "piles", "1 to 4")
	})
	t.Run("SP7_variation_2_alternate_colours", func(t *testing.T) {
		s := lay(t, spit.Config{AlternateColours: true}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5|S5"), piles(t, "S10")},
			Spit:  [2][]cards.Card{cs(t, "D4"), nil},
		})
		refuse(t, s, 0, "play 1 L", "variation 2", "5♥ is the same colour as 4♦")
		press(t, s, 0, "play 2 L")
	})
	t.Run("SP7_variation_4_stack_equal_ranks", func(t *testing.T) {
		l := spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "H5|C9 S5|D8 HK"), piles(t, "S10")},
			Spit:  [2][]cards.Card{cs(t, "C2"), nil},
		}
		s := lay(t, spit.Config{}, l)
		refuse(t, s, 0, "stack 1 2", "variation 4")
		s = lay(t, spit.Config{StackEqual: true}, l)
		refuse(t, s, 0, "stack 1 3", "variation 4", "5♥ and K♥ are not of equal rank")
		refuse(t, s, 1, "stack 1 2", "piles", "You have no card on that pile.")
		press(t, s, 0, "stack 1 2")
		v := s.View(1)
		assert.Equal(t, spit.PileView{Down: 1, NUp: 2, Up: [4]cards.Card{card(t, "S5"), card(t, "H5")}}, v.Players[0].Stock[1])
		assert.True(t, v.Players[0].Stock[0].Empty(), "a blank space")
		press(t, s, 0, "move 2 1")
		assert.Equal(t, card(t, "S5"), top(s.View(0), 0, 2))
	})
	t.Run("SP7_variations_mix", func(t *testing.T) {
		cfg := spit.Config{FourPiles: true, AlternateColours: true, WinnerChooses: true, StackEqual: true, FlipByHand: true}
		s := botGame(t, cfg, 3, [2]engine.Level{engine.Hard, engine.Easy})
		assert.True(t, s.Over())
		assert.NoError(t, spit.Verify(s.Record()))
	})
}

func TestDecisions(t *testing.T) {
	t.Run("D2_moves_go_only_into_empty_slots_from_piles_of_two_or_more", func(t *testing.T) {
		s := lay(t, spit.Config{}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "C9 H5||S2|D3|D4"), piles(t, "S10")},
			Spit:  [2][]cards.Card{cs(t, "C7"), nil},
		})
		refuse(t, s, 0, "move 3 2", "D2", "alone on its pile")
		refuse(t, s, 0, "move 1 3", "piles", "That place is taken")
		refuse(t, s, 0, "move 1 1", "D2", "own pile")
		refuse(t, s, 0, "move 2 1", "piles", "You have no card on that pile.")
		press(t, s, 0, "move 1 2")
		assert.Equal(t, card(t, "C9"), top(s.View(0), 0, 1))
		assert.Equal(t, card(t, "H5"), top(s.View(0), 0, 2))
	})
	t.Run("D3_shuffling_face_up_cards_does_not_hold_off_the_countdown", func(t *testing.T) {
		l := stuckLayout(t)
		l.Stock[0] = piles(t, "H2|S2")
		l.Stock[1] = piles(t, "C2")
		s := lay(t, spit.Config{StackEqual: true}, l)
		assert.Contains(t, s.Legal(0), spit.StackCard(1, 2))
		advance(t, s, 1)
		assert.Equal(t, spit.CountdownTicks, s.View(0).Countdown)
	})
	t.Run("D3_a_move_that_uncovers_a_card_holds_off_the_countdown", func(t *testing.T) {
		l := stuckLayout(t)
		l.Stock[0] = piles(t, "HK H2|")
		s := lay(t, spit.Config{}, l)
		advance(t, s, 1)
		assert.Equal(t, -1, s.View(0).Countdown)
		v := s.View(0)
		assert.Equal(t, []spit.Action{spit.MoveCard(1, 2), spit.MoveCard(1, 3), spit.MoveCard(1, 4), spit.MoveCard(1, 5)}, v.Options(nil))
	})
}

func TestDeal(t *testing.T) {
	t.Run("G2_D11_the_deal_is_the_seeded_shuffle_dealt_alternately", func(t *testing.T) {
		for _, seed := range []uint64{0, 1, 99} {
			deck := cards.Standard52.Shuffled(cards.NewRand(seed))
			v := newGame(t, spit.Config{}, seed).View(0)
			// Seat 0 gets deck[0], deck[2], ...: pile 1 is deck[0]; pile 2 is
			// deck[2] face down under deck[4].
			assert.Equal(t, deck[0], top(v, 0, 1))
			assert.Equal(t, deck[4], top(v, 0, 2))
			assert.Equal(t, deck[1], top(v, 1, 1))
			for seat := range 2 {
				assert.Equal(t, []int{1, 2, 3, 4, 5}, sizes(v, seat))
				assert.Equal(t, 11, v.Players[seat].Draw, "the rulebook's 11 draw cards")
				for i, p := range v.Players[seat].Stock {
					assert.Equal(t, i, p.Down)
					assert.Equal(t, 1, p.NUp)
				}
			}
			assert.Equal(t, 0, v.Centre[0].Size+v.Centre[1].Size, "the round begins with a spit")
		}
	})
	t.Run("G2_same_seed_same_deal", func(t *testing.T) {
		assert.Equal(t, newGame(t, spit.Config{}, 5), newGame(t, spit.Config{}, 5))
		assert.NotEqual(t, newGame(t, spit.Config{}, 5).View(0), newGame(t, spit.Config{}, 6).View(0))
	})
	t.Run("SP3_the_first_spit_comes_after_the_countdown_or_both_presses", func(t *testing.T) {
		s := newGame(t, spit.Config{}, 3)
		advance(t, s, 1)
		assert.Equal(t, spit.CountdownTicks, s.View(0).Countdown)
		press(t, s, 1, "spit")
		press(t, s, 0, "spit")
		v := s.View(0)
		assert.Equal(t, [2]int{1, 1}, [2]int{v.Centre[0].Size, v.Centre[1].Size})
		assert.Equal(t, 10, v.Players[0].Draw)
	})
}

func TestShortVersion(t *testing.T) {
	t.Run("short_D14_layout_5_1_1_5_and_hands_of_4", func(t *testing.T) {
		s := newGame(t, spit.Config{Short: true}, 9)
		v := s.View(0)
		assert.Equal(t, [2]int{5, 5}, v.Side)
		assert.Equal(t, 1, v.Centre[0].Size)
		assert.Equal(t, 1, v.Centre[1].Size)
		for seat := range 2 {
			assert.Equal(t, 16, v.Players[seat].Draw, "20 each, 4 in hand")
			assert.Equal(t, 4, v.Players[seat].HandSize)
		}
		for _, c := range v.Players[0].Hand {
			assert.NotEqual(t, cards.None, c)
		}
		assert.Equal(t, [4]cards.Card{}, v.Players[1].Hand, "the opponent's hand is hidden")
		refuse(t, s, 0, "move 1 2", "short version")
		refuse(t, s, 0, "flip 1", "SP2")
	})
	shortLayout := func(t *testing.T) spit.Layout {
		return spit.Layout{
			Hand: [2][]cards.Card{cs(t, "H5 C9 C10 CJ"), cs(t, "S9 D9 D10 DJ")},
			Draw: [2][]cards.Card{cs(t, "HQ D2"), cs(t, "SQ SK")},
			Side: [2][]cards.Card{cs(t, "S3"), cs(t, "H3")},
			Spit: [2][]cards.Card{cs(t, "H4"), cs(t, "C7")},
		}
	}
	t.Run("short_play_refills_the_hand_slot", func(t *testing.T) {
		s := lay(t, spit.Config{Short: true}, shortLayout(t))
		press(t, s, 0, "play 1 L")
		v := s.View(0)
		assert.Equal(t, card(t, "D2"), v.Players[0].Hand[0])
		assert.Equal(t, 1, v.Players[0].Draw)
		assert.Equal(t, spit.Drew{Seat: 0, Slot: 1, Card: card(t, "D2")}, last[spit.Drew](t, s), "the note of the card drawn")
		refuse(t, s, 1, "play 1 L", "SP1")
	})
	t.Run("short_both_spit_from_the_spit_cards", func(t *testing.T) {
		l := shortLayout(t)
		l.Spit[0] = cs(t, "S7")
		s := lay(t, spit.Config{Short: true}, l)
		refuse(t, s, 0, "spit L", "D9")
		press(t, s, 0, "spit")
		press(t, s, 1, "spit")
		v := s.View(0)
		assert.Equal(t, card(t, "S3"), v.Centre[0].Top)
		assert.Equal(t, card(t, "H3"), v.Centre[1].Top)
		assert.Equal(t, [2]int{0, 0}, v.Side)
		assert.Equal(t, [2]int{spit.NoSeat, spit.NoSeat}, last[spit.Spat](t, s).From, "D9: from the spit cards, not a draw pile")
	})
	t.Run("short_D8_spit_piles_turn_over_when_the_spit_cards_run_out", func(t *testing.T) {
		l := shortLayout(t)
		l.Side = [2][]cards.Card{}
		l.Spit = [2][]cards.Card{cs(t, "S7 C8 H7"), cs(t, "S2")}
		l.Spit[1] = append(unplaced(l), card(t, "S2"))
		s, err := spit.NewFromLayout(spit.Config{Short: true}, 1, seats, l)
		require.NoError(t, err)
		v := s.View(0)
		sizeR := v.Centre[1].Size
		advance(t, s, spit.CountdownTicks+1)
		v = s.View(0)
		assert.Equal(t, card(t, "S7"), v.Centre[0].Top, "the left pile's bottom card is on top now")
		assert.Equal(t, l.Spit[1][0], v.Centre[1].Top)
		assert.Equal(t, [2]int{2, sizeR - 1}, v.Side)
		assert.False(t, last[spit.Recycled](t, s).Shuffled)
	})
	t.Run("short_the_first_to_empty_hand_and_draw_pile_wins", func(t *testing.T) {
		l := shortLayout(t)
		l.Hand[0] = cs(t, "H5")
		l.Draw[0] = nil
		s := lay(t, spit.Config{Short: true}, l)
		press(t, s, 0, "play 1 L")
		assert.True(t, s.Over())
		assert.Equal(t, []int{0}, s.Winners())
	})
	t.Run("short_D8_three_turn_overs_without_a_play_end_the_game", func(t *testing.T) {
		l := spit.Layout{
			Hand: [2][]cards.Card{cs(t, "H2"), cs(t, "S2")},
			Draw: [2][]cards.Card{cs(t, "C2 CA DA HA SA"), cs(t, "C3 D3 H3 S3")},
			Spit: [2][]cards.Card{cs(t, "C7"), cs(t, "D7")},
		}
		s := lay(t, spit.Config{Short: true}, l)
		for i := 0; s.Phase() == spit.PhasePlay; i++ {
			require.Less(t, i, 500000, "the game must end")
			s.Advance()
		}
		require.NoError(t, s.Check())
		assert.True(t, s.Over())
		assert.Equal(t, []int{1}, s.Winners(), "5 cards against 6")
		assert.Equal(t, 3, countEvents(t, s, "recycle"))
	})
}
