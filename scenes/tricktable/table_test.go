package tricktable

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func noScale(f float64) float64 { return f }

// The table is told only what seat 0 may know, yet after every play of real
// hands every card is on screen exactly once, seat 0's hand matches its
// view, each opponent shows as many backs as it holds, and once a hand is
// over the face-down pile holds exactly the undealt cards (SR3), because a
// back trades places with the real card whenever one is played.
func TestTableNeverLosesOrDuplicatesACard(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := speedrun.New(speedrun.Config{}, seed)
		rng := cards.NewRand(seed)
		tbl := New(speedrun.Deck)
		for hand := 0; hand < 2 && !s.Over(); hand++ {
			v := s.View(0)
			undealt := speedrun.Deck.Size() - v.Own.Len() - v.HandSizes[1] - v.HandSizes[2]
			tbl.Deal(v.StartPlayer, [Seats]cards.Set{v.Own}, v.HandSizes, undealt, noScale)
			collected := 0
			start := len(s.Results())
			for len(s.Results()) == start {
				seat := s.ToMove()[0]
				legal := s.Legal(seat)
				a := legal[rng.IntN(len(legal))]
				winnersBefore := len(s.View(0).Winners)
				require.NoError(t, s.Apply(seat, a))
				if a.Kind != speedrun.KindPlay {
					continue
				}
				tbl.Play(seat, a.Card, noScale)
				v := s.View(0)
				if len(s.Results()) > start || len(v.Winners) > winnersBefore {
					tbl.Collect(0, noScale)
					collected += speedrun.NumPlayers
				}
				if len(s.Results()) == start {
					assert.ElementsMatch(t, v.Own.Cards(), tbl.Hand(0), "seed %d: seat 0's hand as shown", seed)
					for o := 1; o < Seats; o++ {
						assert.Len(t, tbl.Hand(o), v.HandSizes[o], "seed %d: seat %d's backs", seed, o)
					}
				}
				seen := map[cards.Card]int{}
				for o := range Seats {
					for _, c := range tbl.hands[o] {
						seen[c]++
					}
					if c := tbl.trick[o]; c != cards.None {
						seen[c]++
					}
				}
				for _, c := range tbl.hidden {
					seen[c]++
				}
				for c, n := range seen {
					require.Equal(t, 1, n, "seed %d: card %v shown %d times", seed, c, n)
				}
				require.Equal(t, speedrun.Deck.Size(), len(seen)+collected, "seed %d: every card is somewhere", seed)
			}
			r := s.Results()[len(s.Results())-1]
			assert.Equal(t, r.Hidden, cards.SetOf(tbl.hidden...), "seed %d: the face-down pile ends as the undealt cards", seed)
		}
	}
}

func TestPickFollowsFocusAndLegality(t *testing.T) {
	tbl := New(speedrun.Deck)
	own := cards.SetOf(cards.New(cards.Hearts, 1), cards.New(cards.Hearts, 5), cards.New(cards.Spades, 9))
	tbl.Deal(0, [Seats]cards.Set{own}, [Seats]int{3, 3, 3}, 31, noScale)
	tbl.SetLegal(cards.SetOf(cards.New(cards.Hearts, 5)))
	tbl.FocusFirstLegal()
	assert.Equal(t, cards.New(cards.Hearts, 5), tbl.Focused())
	tbl.MoveFocus(1)
	assert.Equal(t, cards.New(cards.Hearts, 5), tbl.Focused(), "focus skips cards that cannot be played")
}
