package stepstones_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func configs() []stepstones.Config {
	return []stepstones.Config{
		{},
		{Redo: true},
		{Sheet: stepstones.Advanced},
		{Sheet: stepstones.Advanced, Redo: true},
	}
}

// TestRandomGames plays thousands of seeded random games with the card
// conservation check after every action.
func TestRandomGames(t *testing.T) {
	n := uint64(1000)
	if testing.Short() {
		n = 100
	}
	for _, cfg := range configs() {
		for seed := uint64(0); seed < n; seed++ {
			s := randomGame(t, cfg, seed)
			require.True(t, s.Over())
			assert.NotEmpty(t, s.Winners())
		}
	}
}

// TestSameSeedSameGame: G2, same seed and same actions give the same game.
func TestG2SameSeedSameGame(t *testing.T) {
	a := randomGame(t, stepstones.Config{Redo: true}, 42)
	b := randomGame(t, stepstones.Config{Redo: true}, 42)
	assert.Equal(t, a, b)
	c := stepstones.New(stepstones.Config{}, 43)
	d := stepstones.New(stepstones.Config{}, 42)
	assert.NotEqual(t, c.Dealt(), d.Dealt())
}

// TestG3FirstForehandFromSeed: every seat is drawn as first forehand for
// some seed, and FixedForehand fixes it.
func TestG3FirstForehandFromSeed(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		s := stepstones.New(stepstones.Config{}, seed)
		seen[s.Forehand()] = true
		assert.Equal(t, []int{s.Forehand()}, s.ToMove())
	}
	assert.Len(t, seen, 3)
	s := stepstones.New(stepstones.Config{FixedForehand: true, Forehand: 2}, 0)
	assert.Equal(t, 2, s.Forehand())
}

func TestDealIsTwelveEach(t *testing.T) {
	s := stepstones.New(stepstones.Config{}, 7)
	var all cards.Set
	for i, h := range s.Dealt() {
		assert.Equal(t, 12, h.Len(), "seat %d", i)
		all |= h
	}
	assert.Equal(t, stepstones.Deck.Set(), all, "all 36 cards are dealt")
}

// TestIllegalActionsChangeNothing tries every kind of wrong action at
// random points of random games.
func TestIllegalActionsChangeNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	wrong := []stepstones.Action{
		{}, stepstones.Pass, act("bid slalom 9high"), act("redo pick-trump 1high D"),
		act("bid no-trump 9high"), {Kind: stepstones.KindBid, Bid: stepstones.Bid{Contract: 99}},
		{Kind: stepstones.KindPlay, Card: 200}, {Kind: 77},
	}
	for seed := uint64(0); seed < 12; seed++ {
		s := stepstones.New(stepstones.Config{Redo: seed%2 == 0, Sheet: stepstones.Sheet(seed / 2 % 2)}, seed)
		for !s.Over() {
			seat := s.ToMove()[0]
			legal := s.Legal(seat)
			isLegal := func(a stepstones.Action) bool {
				for _, l := range legal {
					if l == a {
						return true
					}
				}
				return false
			}
			tries := append([]stepstones.Action{}, wrong...)
			for c := range stepstones.Deck.Cards() {
				tries = append(tries, stepstones.Play(stepstones.Deck.Cards()[c]))
			}
			for _, a := range tries {
				for _, who := range []int{seat, (seat + 1) % 3, -1, 3} {
					if who == seat && isLegal(a) {
						continue
					}
					before := s.Clone()
					err := s.Apply(who, a)
					if !assert.ErrorIs(t, err, stepstones.ErrIllegal, "seat %d %v", who, a) {
						return
					}
					if *before != *s {
						t.Fatalf("seat %d %v changed the state", who, a)
					}
				}
			}
			require.NoError(t, s.Apply(seat, legal[rng.IntN(len(legal))]))
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	s := stepstones.New(stepstones.Config{Redo: true}, 3)
	c := s.Clone()
	rng := rand.New(rand.NewPCG(5, 5))
	c.Playout(rng)
	assert.True(t, c.Over())
	assert.False(t, s.Over())
	assert.Equal(t, stepstones.New(stepstones.Config{Redo: true}, 3), s)
}

func TestPlayoutEndsAndDoesNotAllocate(t *testing.T) {
	base := stepstones.New(stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, 11)
	var s stepstones.State
	rng := rand.New(rand.NewPCG(1, 1))
	allocs := testing.AllocsPerRun(50, func() {
		s.CopyFrom(base)
		s.Playout(rng)
	})
	assert.Zero(t, allocs)
	assert.True(t, s.Over())
	assert.NotEmpty(t, s.Winners())
}
