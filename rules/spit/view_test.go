package spit_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shown lists every card a view shows.
func shown(v spit.View) cards.Set {
	var s cards.Set
	for _, p := range v.Players {
		for _, st := range p.Stock {
			for _, c := range st.Up[:st.NUp] {
				s = s.With(c)
			}
		}
		for _, c := range p.Hand {
			if c != cards.None {
				s = s.With(c)
			}
		}
	}
	for _, c := range v.Centre {
		if c.Top != cards.None {
			s = s.With(c.Top)
		}
	}
	return s
}

func TestViewShowsOnlyWhatTheSeatMayKnow(t *testing.T) {
	t.Run("view_hides_face_down_cards", func(t *testing.T) {
		s := newGame(t, spit.Config{}, 8)
		for seat := range 2 {
			v := s.View(seat)
			assert.Equal(t, 10, shown(v).Len(), "the five face-up tops of each seat")
			for p := range 2 {
				assert.Equal(t, 26, v.Players[p].Cards)
				assert.Equal(t, 11, v.Players[p].Draw)
			}
		}
		assert.Equal(t, shown(s.View(0)), shown(s.View(1)), "both seats see the same table")
	})
	t.Run("short_view_hides_the_opponents_hand", func(t *testing.T) {
		s := newGame(t, spit.Config{Short: true}, 8)
		v0, v1 := s.View(0), s.View(1)
		assert.Equal(t, 6, shown(v0).Len(), "own four and the two centre tops")
		assert.Equal(t, 6, shown(v1).Len())
		assert.Equal(t, 2, (shown(v0) & shown(v1)).Len(), "only the centre is common")
	})
}

func TestMoreDecisions(t *testing.T) {
	t.Run("D5_G3_SP4_deals_from_a_seeded_first_seat", func(t *testing.T) {
		firsts := map[int]bool{}
		for seed := range uint64(12) {
			l := stuckLayout(t)
			l.Draw = [2][]cards.Card{}
			l.Spit[1] = cs(t, "C10 D5 S10 H5 D7")
			s := lay(t, spit.Config{}, l)
			// Reseed through a layout copy: NewFromLayout takes the seed.
			s2, err := spit.NewFromLayout(spit.Config{}, seed, seats, layoutOf(t, s))
			require.NoError(t, err)
			advance(t, s2, spit.CountdownTicks+1)
			d := last[spit.Recycled](t, s2)
			firsts[d.First] = true
			v := s2.View(0)
			pool := v.Players[0].Draw + v.Players[1].Draw
			if pool%2 == 1 {
				assert.Equal(t, pool/2+1, v.Players[d.First].Draw, "the first seat gets the odd card")
			}
		}
		assert.Len(t, firsts, 2, "either seat may be dealt first")
	})
	t.Run("D9_short_an_empty_draw_pile_leaves_the_slot_empty", func(t *testing.T) {
		s := lay(t, spit.Config{Short: true}, spit.Layout{
			Hand: [2][]cards.Card{cs(t, "H5 C9"), cs(t, "S9 D9 D10 DJ")},
			Side: [2][]cards.Card{cs(t, "S3"), cs(t, "H3")},
			Spit: [2][]cards.Card{cs(t, "H4"), cs(t, "C7")},
			Draw: [2][]cards.Card{{}, cs(t, "SQ")},
		})
		// lay put the unplaced cards under the left centre pile.
		press(t, s, 0, "play 1 L")
		v := s.View(0)
		assert.Equal(t, cards.None, v.Players[0].Hand[0])
		assert.Equal(t, 1, v.Players[0].HandSize)
		refuse(t, s, 0, "play 1 R", "short version", "You have no card in that place of your hand.")
	})
	t.Run("D3_variation_4_a_stack_that_uncovers_a_card_is_an_option", func(t *testing.T) {
		s := lay(t, spit.Config{StackEqual: true}, spit.Layout{
			Stock: [2][][]cards.Card{piles(t, "C9 H5|S5|D2|D3|DK"), piles(t, "S10")},
			Spit:  [2][]cards.Card{cs(t, "C7"), nil},
		})
		v := s.View(0)
		assert.Equal(t, []spit.Action{spit.StackCard(1, 2)}, v.Options(nil))
	})
}

// layoutOf rebuilds a fresh state's layout from its first deal event.
func layoutOf(t *testing.T, s *spit.State) spit.Layout {
	d, ok := s.Events()[0].Data.(spit.Dealt)
	require.True(t, ok, "the first event is the deal")
	var l spit.Layout
	for seat := range 2 {
		for _, p := range d.Stock[seat] {
			if len(p) > 0 {
				l.Stock[seat] = append(l.Stock[seat], p)
			}
		}
		l.Draw[seat] = d.Draw[seat]
		l.Spit[seat] = d.Spit[seat]
	}
	return l
}
