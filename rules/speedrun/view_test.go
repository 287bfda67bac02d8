package speedrun_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestViewHidesAndDeterminizeAgrees walks random games; at every step and
// for every seat, a state rebuilt from the seat's View by Determinize
// (other hands, hidden cards and hidden bids drawn at random) must give the
// same View. So the View depends on nothing the seat may not know, and
// Determinize builds a consistent state.
func TestViewHidesAndDeterminizeAgrees(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for g := 0; g < games; g++ {
		cfg := speedrun.Config{Length: speedrun.Length(g % 3), ContractReveal: g%2 == 0}
		s := speedrun.New(cfg, uint64(100+g))
		rng := rand.New(rand.NewPCG(uint64(g), 1))
		for step := 0; !s.Over(); step++ {
			if step%3 == 0 {
				for seat := 0; seat < 3; seat++ {
					v := s.View(seat)
					assert.Equal(t, s.Hand(seat), v.Own)
					for o := 0; o < 3; o++ {
						if o != seat && v.Bids[o].Known {
							assert.True(t, v.Bids[o].Revealed, "only revealed bids are known")
						}
					}
					d := speedrun.Determinize(v, rng)
					checkCards(t, d)
					if !assert.Equal(t, v, d.View(seat), "game %d step %d seat %d", g, step, seat) {
						return
					}
					d.Playout(rng)
					require.True(t, d.Over())
				}
			}
			m := s.ToMove()
			seat := m[rng.IntN(len(m))]
			l := s.Legal(seat)
			require.NoError(t, s.Apply(seat, l[rng.IntN(len(l))]))
		}
	}
}

// TestDeterminizeRespectsVoids: a seat that showed out of a suit never
// gets that suit.
func TestDeterminizeRespectsVoids(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	checked := 0
	for g := 0; g < 200 && checked < 500; g++ {
		s := speedrun.New(speedrun.Config{}, uint64(g))
		for !s.Over() && s.HandNumber() == 0 {
			s.RandomStep(rng)
			v := s.View(0)
			for o := 1; o < 3; o++ {
				if v.Voids[o] == 0 {
					continue
				}
				d := speedrun.Determinize(v, rng)
				for st := 0; st < 4; st++ {
					if v.Voids[o]&(1<<st) != 0 {
						checked++
						assert.Zero(t, d.Hand(o).Suit(cardsSuit(st)).Len())
					}
				}
			}
		}
	}
	assert.Positive(t, checked)
}
