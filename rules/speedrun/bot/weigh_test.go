package bot

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayDealsPlaceTheCards plays hands between Normal bots and, eight
// tricks in, counts how many of the others' unseen cards seat 0's deals put
// in the right hand: the deals Hard searches (weighted by how well they
// explain the plays) must place clearly more than uniform deals do.
func TestPlayDealsPlaceTheCards(t *testing.T) {
	rng := cards.NewRand(11)
	hard := NewSearch(Budget{PlaySamples: 60}, 5)
	var weighted, uniform, total int
	atTrickEight(t, 200, func(s *speedrun.State) {
		v := s.View(0)
		w, _ := hard.playDeals(&v, rng)
		u := samples(&v, len(w), rng)
		for st := 1; st < nSeats; st++ {
			for i := range w {
				weighted += (w[i].tb.hands[st] & s.Hand(st)).Len()
				uniform += (u[i].tb.hands[st] & s.Hand(st)).Len()
				total += s.Hand(st).Len()
			}
		}
	})
	require.Greater(t, total, 1000)
	t.Logf("unseen cards placed right: weighted %d, uniform %d of %d", weighted, uniform, total)
	assert.Greater(t, float64(weighted), 1.1*float64(uniform), "the plays should place the cards")
}

// TestResampleKeepsByWeight: a deal three times as likely as another is
// kept three times as often.
func TestResampleKeepsByWeight(t *testing.T) {
	rng := cards.NewRand(1)
	keep := resample([]float64{0, 1.0986122886681098, -50}, 400, rng)
	var n [3]int
	for _, i := range keep {
		n[i]++
	}
	assert.InDelta(t, 100, n[0], 1)
	assert.InDelta(t, 300, n[1], 1)
	assert.Zero(t, n[2])
}

// TestLeafMemoScoresAsOutcome: the endgame's memo of finished lines gives
// every trick count the outcome scored from scratch, whatever order the
// counts come in.
func TestLeafMemoScoresAsOutcome(t *testing.T) {
	s := speedrun.New(speedrun.Config{}, 9)
	v := s.View(0)
	b := speedrun.Bid{Contract: speedrun.Win4}
	tb := table{goals: [nSeats]goal{goalOf(b), {kind: goalMost}, {kind: goalWin, n: 1}}}
	search := NewSearch(DefaultBudget, 1)
	var m leafMemo
	rng := cards.NewRand(2)
	for range 300 {
		w0 := rng.IntN(speedrun.NumTricks + 1)
		w1 := rng.IntN(speedrun.NumTricks + 1 - w0)
		tb.won = [nSeats]int{w0, w1, speedrun.NumTricks - w0 - w1}
		assert.Equal(t, search.outcome(&v, b, tb.goals, tb.won, false), m.outcome(search, &v, b, &tb, false), "won %v", tb.won)
	}
}
