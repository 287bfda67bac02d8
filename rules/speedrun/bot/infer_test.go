package bot

import (
	"math"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInferGoalsLearnsFromPlay plays hands between Normal bots and, eight
// tricks in, asks what seat 0 can tell of the others' hidden contracts. The
// guesses that weigh the cards played must name the true contract clearly
// more often than the guess from the sampled hand alone.
func TestInferGoalsLearnsFromPlay(t *testing.T) {
	rng := cards.NewRand(7)
	var withPlay, handOnly, total int
	atTrickEight(t, 100, func(s *speedrun.State) {
		v := s.View(0)
		bids, _ := s.Bids()
		smp := samples(&v, 40, rng)
		e := newEvidence(&v)
		for i := range smp {
			var goals [nSeats]goal
			e.inferGoals(&smp[i], &goals, rng)
			for st := 1; st < nSeats; st++ {
				if v.Bids[st].Known {
					continue
				}
				total++
				want := goalOf(bids[st])
				if goals[st] == want {
					withPlay++
				}
				if inferGoal(&v, st, smp[i].dealt[st], v.Rules) == want {
					handOnly++
				}
			}
		}
	})
	require.Greater(t, total, 1000)
	t.Logf("true contract named: %d of %d with play, %d from the hand alone", withPlay, total, handOnly)
	assert.Greater(t, float64(withPlay), 1.3*float64(handOnly), "the cards played should sharpen the guess")
}

// atTrickEight plays 12 games between Normal bots (seeded from seed on)
// and calls at with each game as the eighth trick is about to be led: the
// point where the inference tests ask what seat 0 can tell.
func atTrickEight(t *testing.T, seed uint64, at func(s *speedrun.State)) {
	t.Helper()
	for g := range uint64(12) {
		s := speedrun.New(speedrun.Config{}, seed+g)
		var ps [nSeats]Player
		for i := range ps {
			ps[i] = NewHeuristic(NormalSettings, g*3+uint64(i))
		}
		for !s.Over() {
			if s.Phase() == speedrun.PhasePlay && s.CurrentTrick().Num == 8 && s.CurrentTrick().Count == 0 {
				at(s)
			}
			for _, seat := range s.ToMove() {
				v := s.View(seat)
				require.NoError(t, s.Apply(seat, ps[seat].Choose(v, v.Legal)))
			}
		}
	}
}

// TestInferGoalsKeepsKnownBids: a bid the viewer knows (its own, or a
// revealed one) is never guessed.
func TestInferGoalsKeepsKnownBids(t *testing.T) {
	s := speedrun.New(speedrun.Config{ContractReveal: true}, 3)
	for s.Phase() != speedrun.PhasePlay {
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			a := v.Legal[0]
			if s.Phase() == speedrun.PhaseReveal && seat == 1 {
				a = speedrun.Reveal
			}
			require.NoError(t, s.Apply(seat, a))
		}
	}
	v := s.View(0)
	require.True(t, v.Bids[1].Known, "seat 1 revealed")
	rng := cards.NewRand(1)
	smp := samples(&v, 20, rng)
	e := newEvidence(&v)
	for i := range smp {
		var goals [nSeats]goal
		e.inferGoals(&smp[i], &goals, rng)
		assert.Equal(t, goalOf(v.Bids[0].Bid), goals[0])
		assert.Equal(t, goalOf(v.Bids[1].Bid), goals[1])
	}
}

// TestSeatLogFloor: scored with a floor, a hand's log-likelihood is the
// full score when that is at or above the floor and -Inf only when it is
// below; and never above the seat's bound (most), which the walk's early
// rejection relies on.
func TestSeatLogFloor(t *testing.T) {
	rng := cards.NewRand(5)
	var cut, kept int
	atTrickEight(t, 500, func(s *speedrun.State) {
		v := s.View(0)
		e := newEvidence(&v)
		for _, sm := range samples(&v, 20, rng) {
			for st := 1; st < nSeats; st++ {
				full := e.seatLog(st, sm.dealt[st], math.Inf(-1))
				assert.LessOrEqual(t, full, e.most(st))
				floor := full + 4*rng.Float64() - 2
				switch got := e.seatLog(st, sm.dealt[st], floor); {
				case math.IsInf(got, -1):
					assert.Less(t, full, floor)
					cut++
				default:
					assert.Equal(t, full, got)
					kept++
				}
			}
		}
	})
	assert.Positive(t, cut)
	assert.Positive(t, kept)
}
