package spit_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBotStrengthHardBeatsEasy(t *testing.T) {
	games := 200
	hard := 0
	for g := range games {
		levels := [2]engine.Level{engine.Hard, engine.Easy}
		hardSeat := g % 2 // both seats, so the seat cannot carry the result
		if hardSeat == 1 {
			levels = [2]engine.Level{engine.Easy, engine.Hard}
		}
		s := botGame(t, spit.Config{}, uint64(1000+g), levels)
		require.True(t, s.Over(), "game %d hit the tick cap", g)
		if s.Winner() == hardSeat {
			hard++
		}
	}
	t.Logf("Hard won %d of %d games against Easy", hard, games)
	assert.GreaterOrEqual(t, hard, games*80/100)
}

func TestBotIsDeterministicGivenItsSeed(t *testing.T) {
	normal := [2]engine.Level{engine.Normal, engine.Normal}
	for _, cfg := range []spit.Config{{}, {Short: true}} {
		s1 := botGame(t, cfg, 77, normal)
		s2 := botGame(t, cfg, 77, normal)
		assert.Equal(t, s1, s2)
		s3 := botGame(t, cfg, 78, normal)
		assert.NotEqual(t, s1.Record().Events, s3.Record().Events)
	}
}

// reaction measures, over many bot seeds, the ms from a play appearing (at
// tick 0) to the bot's press.
func reaction(t *testing.T, level engine.Level) (mean float64, min int64) {
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
	return float64(total) * 1000 / realtime.TicksPerSecond / n, min * 1000 / realtime.TicksPerSecond
}

func minInt(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

func TestBotReactionTimesFollowTheModel(t *testing.T) {
	var means [engine.Hard + 1]float64
	for _, l := range []engine.Level{engine.Easy, engine.Normal, engine.Hard} {
		mean, fastest := reaction(t, l)
		means[l] = mean
		m := spit.ModelOf(l)
		// A new card: notice it, then a simple reaction (one option), the
		// look over its one face-up card and the second key of the play,
		// plus looks again after a miss; never under the 100 ms floor.
		want := m.Notice + m.Play(1, 1, 2)
		t.Logf("%s: mean %.0f ms (model %.0f ms before misses), fastest %d ms", l, mean, want, fastest)
		assert.GreaterOrEqual(t, mean, want)
		assert.LessOrEqual(t, mean, want*(1+2*m.Miss)+m.Miss*m.Rescan+40)
		assert.GreaterOrEqual(t, fastest, int64(100))
	}
	assert.Less(t, means[engine.Hard], means[engine.Normal])
	assert.Less(t, means[engine.Normal], means[engine.Easy])
	assert.InDelta(t, 520, means[engine.Hard], 60, "Hard: a 120 ms notice, a 230 ms simple reaction, a 45 ms look and a 120 ms second key")
}

// A run of the bot's own plays goes at the pace of the model's Play: no
// notice (the changes are its own), a look over its face-up cards (fewer
// as the run goes: 4, 3, 2, 1 here), a choice and two keys per card.
// Normal took 0.36 s a card before the calibration (10 cards in 3.6 s).
func TestBotPlaysARunAtAHumanPace(t *testing.T) {
	// Seat 0 holds 2 3 4 5 6 on five piles over the centre's A: a run of
	// five plays onto L, each card fitting as the last one lands.
	for _, c := range []struct {
		level    engine.Level
		from, to float64 // ms per card
	}{{engine.Easy, 1000, 2000}, {engine.Normal, 600, 1000}, {engine.Hard, 380, 650}} {
		total, runs := 0.0, 0
		for seed := range uint64(60) {
			s := lay(t, spit.Config{}, spit.Layout{
				Stock: [2][][]cards.Card{piles(t, "C6|D5|H4|S3|C2"), piles(t, "H9")},
				Spit:  [2][]cards.Card{cs(t, "SA"), cs(t, "D9")},
			})
			bots := []engine.Reactor[spit.View, spit.Action]{spit.NewBot(0, c.level, seed), nil}
			var buf []engine.Press[spit.Action]
			first := int64(-1)
			for s.Played(0) < 5 && s.Tick() < 3000 {
				_, buf = engine.TickStep(s, bots, nil, buf)
				if s.Played(0) == 1 && first < 0 {
					first = s.Tick()
				}
			}
			if s.Played(0) == 5 {
				total += float64(s.Tick()-first) * 1000 / realtime.TicksPerSecond / 4
				runs++
			}
		}
		mean := total / float64(runs)
		t.Logf("%s: %.0f ms a card in a run of its own plays (%d runs)", c.level, mean, runs)
		assert.Greater(t, runs, 50)
		assert.Greater(t, mean, c.from)
		assert.Less(t, mean, c.to)
	}
}

func TestBotRacesForTheSmallerPile(t *testing.T) {
	wins, smaller := 0, 0
	for seed := range uint64(100) {
		s := roundEnd(t, spit.Config{}, 5)
		require.NoError(t, s.Apply(0, spit.PlayCard(1, spit.Left)))
		s.Advance()
		bots := []engine.Reactor[spit.View, spit.Action]{spit.NewBot(0, engine.Easy, seed), spit.NewBot(1, engine.Hard, seed+1000)}
		var buf []engine.Press[spit.Action]
		for s.Phase() == spit.PhaseClaim {
			var res []engine.PressResult[spit.Action]
			res, buf = engine.TickStep(s, bots, nil, buf)
			for _, r := range res {
				if r.Err != nil {
					require.ErrorIs(t, r.Err, engine.ErrLate)
					continue
				}
				if r.Seat == 1 {
					wins++
					if r.Action == spit.ClaimPile(spit.Right) {
						smaller++
					}
				}
			}
			require.Less(t, s.Tick(), int64(300))
		}
	}
	t.Logf("Hard (not the round winner) won %d of 100 races against Easy; claimed the smaller pile %d times", wins, smaller)
	assert.Greater(t, wins, 50)
	assert.Greater(t, smaller, wins*9/10)
}

func TestBotUsesOnlyItsView(t *testing.T) {
	// A bot given the other seat's view does nothing: it plays only its own seat.
	s := newGame(t, spit.Config{}, 1)
	b := spit.NewBot(0, engine.Hard, 1)
	for range 600 {
		_, ok := b.Tick(s.View(1))
		assert.False(t, ok)
		s.Advance()
	}
}
