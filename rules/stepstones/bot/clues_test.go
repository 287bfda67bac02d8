package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCluesTheTruthExplains: against Normal players, the true hands explain
// every pass, bid and card of the hand (Normal is what the clues model),
// while most uniformly dealt hands do not, so the clues carry information.
func TestCluesTheTruthExplains(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	misfit, views := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		st := stepstones.New(stepstones.Config{}, seed)
		bots := []engine.Chooser[stepstones.View, stepstones.Action]{New(engine.Normal, 1), New(engine.Normal, 2), New(engine.Normal, 3)}
		for st.Phase() != stepstones.PhasePlay || st.CurrentTrick().Num < 4 {
			_, err := engine.Turn(st, bots)
			require.NoError(t, err)
		}
		for seat := 0; seat < n3; seat++ {
			v := st.View(seat)
			c := cluesOf(&v)
			truth := posOf(&v)
			for s := 0; s < n3; s++ {
				truth.hands[s] = st.Hand(s)
			}
			assert.Zero(t, c.misfits(&truth, 99), "seed %d seat %d", seed, seat)
			for range 10 {
				p := dealFor(&v, rng)
				if c.misfits(&p, 99) > 0 {
					misfit++
				}
				views++
			}
		}
	}
	assert.Greater(t, misfit, views*3/4, "uniform deals that some clue contradicts")
}

// TestCluesWeighTowardTheTruth: when seat 0 defends a trump contract
// against Normal players, Hard's samples, drawn and weighed by the clues,
// give the declarer a trump count nearer its true one than uniform deals.
func TestCluesWeighTowardTheTruth(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	uniform, weighted, found := 0.0, 0.0, 0
	for seed := uint64(1); found < 8 && seed < 200; seed++ {
		st := stepstones.New(stepstones.Config{}, seed)
		bots := []engine.Chooser[stepstones.View, stepstones.Action]{New(engine.Normal, 1), New(engine.Normal, 2), New(engine.Normal, 3)}
		for st.Phase() != stepstones.PhasePlay {
			_, err := engine.Turn(st, bots)
			require.NoError(t, err)
		}
		ts, ok := st.CurrentBid().Trump.Suit()
		d := st.Declarer()
		if !ok || d == 0 {
			continue
		}
		found++
		v := st.View(0)
		c := cluesOf(&v)
		hard := New(engine.Hard, seed)
		truth := st.Hand(d).Suit(ts).Len()
		sum, wsum, total := 0.0, 0.0, 0.0
		const n = 400
		for range n {
			p := dealFor(&v, rng)
			sum += float64(abs(p.hands[d].Suit(ts).Len() - truth))
			q, w := hard.draw(&v, rng, c)
			wsum += w * float64(abs(q.hands[d].Suit(ts).Len()-truth))
			total += w
		}
		uniform += sum / n
		weighted += wsum / total
	}
	require.Equal(t, 8, found)
	t.Logf("mean trump-count error: weighted %.2f, uniform %.2f", weighted/8, uniform/8)
	assert.Less(t, weighted, 0.8*uniform)
}

func abs(x int) int { return max(x, -x) }
