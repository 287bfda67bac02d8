package spit_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBotStrengthHardBeatsEasy(t *testing.T) {
	games := 200
	hard := 0
	for g := range games {
		levels := [2]spit.Level{spit.Hard, spit.Easy}
		hardSeat := g % 2 // both seats, so the seat cannot carry the result
		if hardSeat == 1 {
			levels = [2]spit.Level{spit.Easy, spit.Hard}
		}
		r, _ := spit.Simulate(spit.Config{}, uint64(1000+g), levels)
		require.False(t, r.CapHit, "game %d hit the tick cap", g)
		if r.Winner == hardSeat {
			hard++
		}
	}
	t.Logf("Hard won %d of %d games against Easy", hard, games)
	assert.GreaterOrEqual(t, hard, games*80/100)
}

func TestBotIsDeterministicGivenItsSeed(t *testing.T) {
	for _, cfg := range []spit.Config{{}, {Short: true}} {
		r1, rec1 := spit.Simulate(cfg, 77, [2]spit.Level{spit.Normal, spit.Normal})
		r2, rec2 := spit.Simulate(cfg, 77, [2]spit.Level{spit.Normal, spit.Normal})
		assert.Equal(t, r1, r2)
		assert.Equal(t, rec1, rec2)
		_, rec3 := spit.Simulate(cfg, 78, [2]spit.Level{spit.Normal, spit.Normal})
		assert.NotEqual(t, rec1.Events, rec3.Events)
	}
}

// reaction measures, over many bot seeds, the ms from a play appearing (at
// tick 0) to the bot's press.
func reaction(t *testing.T, level spit.Level) (mean float64, min int64) {
	s := lay(t, spit.Config{}, spit.Layout{
		Stock: [2][][]cards.Card{piles(t, "H5"), piles(t, "S9")},
		Spit:  [2][]cards.Card{cs(t, "H4"), cs(t, "C2")},
	})
	const n = 400
	total, min := int64(0), int64(1<<62)
	for seed := range uint64(n) {
		b := spit.NewBot(0, level, seed)
		c := s.Clone()
		for {
			a, ok := b.Tick(c.View(0))
			if ok {
				require.Equal(t, spit.PlayCard(1, spit.Left), a)
				break
			}
			c.Advance()
			require.Less(t, c.Tick(), int64(600), "the bot must react")
		}
		total += c.Tick()
		min = minInt(min, c.Tick())
	}
	return float64(total) * 1000 / spit.TicksPerSecond / n, min * 1000 / spit.TicksPerSecond
}

func minInt(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

func TestBotReactionTimesFollowTheModel(t *testing.T) {
	var means [3]float64
	for _, l := range []spit.Level{spit.Easy, spit.Normal, spit.Hard} {
		mean, fastest := reaction(t, l)
		means[l] = mean
		m := spit.ModelOf(l)
		// A new card: notice it, then a simple reaction (one option), plus
		// looks again after a miss; never under the 100 ms floor.
		want := m.Notice + m.Mu + m.Tau
		t.Logf("%s: mean %.0f ms (model %.0f ms before misses), fastest %d ms", l, mean, want, fastest)
		assert.GreaterOrEqual(t, mean, want)
		assert.LessOrEqual(t, mean, want*(1+2*m.Miss)+m.Miss*m.Rescan+40)
		assert.GreaterOrEqual(t, fastest, int64(100))
	}
	assert.Less(t, means[spit.Hard], means[spit.Normal])
	assert.Less(t, means[spit.Normal], means[spit.Easy])
	assert.InDelta(t, 350, means[spit.Hard], 60, "Hard: about 230 ms simple reaction after a 120 ms notice")
}

func TestBotRacesForTheSmallerPile(t *testing.T) {
	wins, smaller := 0, 0
	for seed := range uint64(100) {
		s := roundEnd(t, spit.Config{}, 5)
		require.NoError(t, s.Apply(0, spit.PlayCard(1, spit.Left)))
		s.Advance()
		bots := [2]*spit.Bot{spit.NewBot(0, spit.Easy, seed), spit.NewBot(1, spit.Hard, seed+1000)}
		for s.Phase() == spit.PhaseClaim {
			var ps []spit.Press
			for seat, b := range bots {
				if a, ok := b.Tick(s.View(seat)); ok {
					ps = append(ps, spit.Press{Seat: seat, Action: a})
				}
			}
			for _, r := range s.ApplyTick(ps) {
				require.NoError(t, r.Err)
				if !r.Late && r.Press.Seat == 1 {
					wins++
					if r.Press.Action == spit.ClaimPile(spit.Right) {
						smaller++
					}
				}
			}
			s.Advance()
			require.Less(t, s.Tick(), int64(300))
		}
	}
	t.Logf("Hard (not the round winner) won %d of 100 races against Easy; claimed the smaller pile %d times", wins, smaller)
	assert.Greater(t, wins, 50)
	assert.Greater(t, smaller, wins*9/10)
}

func TestBotUsesOnlyItsView(t *testing.T) {
	// A bot given the other seat's view does nothing: it plays only its own seat.
	s := spit.New(spit.Config{}, 1)
	b := spit.NewBot(0, spit.Hard, 1)
	for range 600 {
		_, ok := b.Tick(s.View(1))
		assert.False(t, ok)
		s.Advance()
	}
}
