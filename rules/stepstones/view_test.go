package stepstones_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestViewHidesOtherHands(t *testing.T) {
	s := stepstones.New(stepstones.Config{}, 21)
	rng := rand.New(rand.NewPCG(2, 2))
	for i := 0; i < 50; i++ {
		s.RandomStep(rng)
	}
	require.Equal(t, stepstones.PhasePlay, s.Phase())
	for seat := 0; seat < 3; seat++ {
		v := s.View(seat)
		assert.Equal(t, s.Hand(seat), v.Own)
		for other := 0; other < 3; other++ {
			assert.Equal(t, s.Hand(other).Len(), v.HandSizes[other])
		}
		assert.Zero(t, v.Played&v.Own)
		if seat == s.ToMove()[0] {
			assert.NotEmpty(t, v.Legal)
		} else {
			assert.Empty(t, v.Legal, "another seat's legal plays would leak its hand")
		}
		// What the view can reveal through Determinize: only its own hand
		// is fixed; the others are re-dealt.
		seen := map[cards.Set]bool{}
		for k := 0; k < 20; k++ {
			d := stepstones.Determinize(v, rng)
			assert.Equal(t, v.Own, d.Hand(seat))
			seen[d.Hand((seat+1)%3)] = true
		}
		assert.Greater(t, len(seen), 1, "other hands are sampled, not copied")
	}
	spectator := s.View(-1)
	assert.Zero(t, spectator.Own)
	assert.Empty(t, spectator.Legal)
}

// TestDeterminizeIsConsistent: a determinized state keeps the viewer's
// hand, the public facts and the shown voids, conserves the cards, and can
// be played to the end.
func TestDeterminizeIsConsistent(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for seed := uint64(0); seed < 200; seed++ {
		s := stepstones.New(stepstones.Config{Redo: seed%2 == 1, Sheet: stepstones.Sheet(seed % 2)}, seed)
		steps := rng.IntN(300)
		for i := 0; i < steps && !s.Over(); i++ {
			s.RandomStep(rng)
		}
		if s.Over() {
			continue
		}
		seat := s.ToMove()[0]
		v := s.View(seat)
		d := stepstones.Determinize(v, rng)
		checkCards(t, d)
		assert.Equal(t, v.Own, d.Hand(seat))
		assert.Equal(t, s.Phase(), d.Phase())
		assert.Equal(t, s.Legal(seat), d.Legal(seat))
		assert.Equal(t, s.Scoresheet(), d.Scoresheet())
		for o := 0; o < 3; o++ {
			assert.Equal(t, s.Hand(o).Len(), d.Hand(o).Len())
			for _, st := range cards.Suits {
				if v.Void(o, st) {
					assert.Zero(t, d.Hand(o).Suit(st), "seat %d showed out of %v", o, st)
				}
			}
		}
		d.Playout(rng)
		assert.True(t, d.Over())
	}
}

func TestViewPublicFacts(t *testing.T) {
	s := newGame(t, stepstones.Config{Redo: true}, david, heartsDeal(carol))
	apply(t, s, david, "pass")
	v := s.View(scott)
	assert.Equal(t, [3]bool{false, true, false}, v.Passed)
	assert.Equal(t, -1, v.Declarer)
	assert.Equal(t, [3]bool{true, true, true}, v.Tokens)
	assert.Error(t, s.Apply(scott, act("bid may-trump 9high H")), "may-trump is not on the starter sheet")
	apply(t, s, scott, "bid pick-trump 9high H")
	v = s.View(carol)
	assert.Equal(t, scott, v.Declarer)
	assert.Equal(t, "pick-trump 9high H", v.Bid.String())
	require.Len(t, v.Tricks, 1)
	assert.Equal(t, uint8(scott), v.Tricks[0].Leader)
}
