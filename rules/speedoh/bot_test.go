package speedoh_test

import (
	"strings"
	"testing"

	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBotStrengthHardBeatsEasy(t *testing.T) {
	t.Run("two_players", func(t *testing.T) {
		games, hard := 60, 0
		for g := range games {
			levels := []speedoh.Level{speedoh.Hard, speedoh.Easy}
			hardSeat := g % 2 // both seats, so the seat cannot carry the result
			if hardSeat == 1 {
				levels = []speedoh.Level{speedoh.Easy, speedoh.Hard}
			}
			r, _, err := speedoh.Simulate(speedoh.Config{}, uint64(1000+g), levels)
			require.NoError(t, err)
			require.Equal(t, speedoh.OutOfCard, r.Reason, "game %d", g)
			if r.Winners == speedoh.Seats(0).With(hardSeat) {
				hard++
			}
		}
		t.Logf("Hard won %d of %d two-player games against Easy", hard, games)
		assert.GreaterOrEqual(t, hard, games*85/100)
	})
	t.Run("one_hard_among_four", func(t *testing.T) {
		games, hard := 40, 0
		for g := range games {
			levels := []speedoh.Level{speedoh.Easy, speedoh.Easy, speedoh.Easy, speedoh.Easy}
			hardSeat := g % 4
			levels[hardSeat] = speedoh.Hard
			r, _, err := speedoh.Simulate(speedoh.Config{}, uint64(2000+g), levels)
			require.NoError(t, err)
			if r.Winners.Has(hardSeat) {
				hard++
			}
		}
		t.Logf("Hard won %d of %d four-player games against three Easy", hard, games)
		assert.GreaterOrEqual(t, hard, games/2, "far more than the 1 in 4 of an equal player")
	})
}

func TestBotIsDeterministicGivenItsSeed(t *testing.T) {
	levels := []speedoh.Level{speedoh.Normal, speedoh.Normal, speedoh.Hard}
	r1, rec1, err := speedoh.Simulate(speedoh.Config{}, 77, levels)
	require.NoError(t, err)
	r2, rec2, _ := speedoh.Simulate(speedoh.Config{}, 77, levels)
	assert.Equal(t, r1, r2)
	assert.Equal(t, rec1, rec2)
	_, rec3, _ := speedoh.Simulate(speedoh.Config{}, 78, levels)
	assert.NotEqual(t, rec1.Events, rec3.Events)
	_, _, err = speedoh.Simulate(speedoh.Config{Players: 4}, 1, levels)
	assert.ErrorContains(t, err, "3 levels for 4 players")
}

// reaction measures, over many bot seeds, the ms from seat 1's flip making
// a match with the bot's (seat 0's) top card to the bot's slap; misses
// (no slap within the match window) are counted apart.
func reaction(t *testing.T, level speedoh.Level, tb table) (mean float64, misses int) {
	t.Helper()
	base := tb.build(t)
	press(t, base, 1, "flip")
	const n = 300
	total, hits := 0.0, 0
	for seed := range uint64(n) {
		b := speedoh.NewBot(0, level, seed)
		s := base.Clone()
		for s.Tick() < speedoh.MatchTicks {
			a, ok := b.Tick(s.View(0))
			if ok {
				require.Equal(t, speedoh.HitKey(), a)
				hits++
				total += float64(s.Tick()) * 1000 / speedoh.TicksPerSecond
				break
			}
			s.Advance()
		}
	}
	return total / float64(hits), n - hits
}

func TestBotReactionTimes(t *testing.T) {
	// Seat 0 (the bot) shows K1R and has no draw cards (so it never
	// flips); seat 1 flips K1B.
	two := table{cfg: speedoh.Config{Players: 2}, draw: []string{"", "A1R K1B"}, flip: []string{"K1R", ""}, turn: 1, rest: 1}
	six := table{cfg: speedoh.Config{Players: 6}, draw: []string{"", "A1R K1B"}, flip: []string{"K1R", "", "S1G", "A2G", "D3G", "M4G"}, turn: 1, rest: 1}
	lookalike := table{cfg: speedoh.Config{Players: 6}, draw: []string{"", "A1R K1B"}, flip: []string{"K1R", "", "K2G", "K3G", "K4G", "M4G"}, turn: 1, rest: 1}
	var means [3]float64
	for _, l := range []speedoh.Level{speedoh.Easy, speedoh.Normal, speedoh.Hard} {
		m := speedoh.ModelOf(l)
		base, miss := reaction(t, l, two)
		more, _ := reaction(t, l, six)
		alike, _ := reaction(t, l, lookalike)
		means[l] = base
		t.Logf("%s: 2 piles %.0f ms (%d missed of 300), 6 piles %.0f ms, 6 piles with 3 look-alikes %.0f ms", l, base, miss, more, alike)
		assert.InDelta(t, m.Mu+m.Tau+m.Hick, base, 40, "one other pile: one bit of choice")
		assert.Greater(t, more, base+m.Hick, "choice reaction grows with the piles to compare")
		assert.Greater(t, alike, more+2*m.Similar, "near-identical images take longer")
		assert.InDelta(t, m.Miss*300, miss, 15+m.Miss*150)
	}
	assert.Less(t, means[speedoh.Hard], means[speedoh.Normal])
	assert.Less(t, means[speedoh.Normal], means[speedoh.Easy])
}

func TestBotErrorRates(t *testing.T) {
	wrong := map[speedoh.Level]int{}
	for g := range 20 {
		levels := []speedoh.Level{speedoh.Easy, speedoh.Hard, speedoh.Easy, speedoh.Hard}
		r, _, err := speedoh.Simulate(speedoh.Config{}, uint64(3000+g), levels)
		require.NoError(t, err)
		for seat, n := range r.Wrong {
			wrong[levels[seat]] += n
		}
	}
	t.Logf("wrong slaps over 20 games: %v", wrong)
	assert.Greater(t, wrong[speedoh.Easy], 3*wrong[speedoh.Hard], "Easy slaps wrongly far more often")
	assert.Positive(t, wrong[speedoh.Easy])
}

func TestBotFlipsOnItsTurnAfterAPause(t *testing.T) {
	s, err := speedoh.New(speedoh.Config{Players: 3}, 11)
	require.NoError(t, err)
	first := s.View(0).Turn
	var waits []int64
	for seed := range uint64(100) {
		c := s.Clone()
		bots := []*speedoh.Bot{speedoh.NewBot(0, speedoh.Normal, seed), speedoh.NewBot(1, speedoh.Normal, seed+100), speedoh.NewBot(2, speedoh.Normal, seed+200)}
		for {
			pressed := false
			for seat, b := range bots {
				if a, ok := b.Tick(c.View(seat)); ok {
					require.Equal(t, first, seat, "only the seat whose turn it is flips")
					require.Equal(t, speedoh.FlipCard(), a)
					pressed = true
				}
			}
			if pressed {
				break
			}
			c.Advance()
			require.Less(t, c.Tick(), int64(300))
		}
		waits = append(waits, c.Tick())
	}
	mean := 0.0
	for _, w := range waits {
		mean += float64(w) * 1000 / speedoh.TicksPerSecond / float64(len(waits))
	}
	t.Logf("Normal flips after %.0f ms on average", mean)
	assert.InDelta(t, speedoh.ModelOf(speedoh.Normal).Pause, mean, 60, "SO2: a short, human-like pause")
}

func TestBotReactsToSpecialCards(t *testing.T) {
	// Seat 2 flips Last Slap Loses; Hard (seat 0) against Easy (seat 1) and
	// Normal (seat 2): the slowest reacting player loses.
	last := map[int]int{}
	for seed := range uint64(100) {
		s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"D1R", "M1R", "A1R LSL"}, flip: []string{"K1R", "K2R", "K3R"}, turn: 2, rest: 0}.build(t)
		press(t, s, 2, "flip")
		bots := []*speedoh.Bot{speedoh.NewBot(0, speedoh.Hard, seed), speedoh.NewBot(1, speedoh.Easy, seed+100), speedoh.NewBot(2, speedoh.Normal, seed+200)}
		for len(events(s, "special")) == 0 {
			var ps []speedoh.Press
			for seat, b := range bots {
				if a, ok := b.Tick(s.View(seat)); ok {
					ps = append(ps, speedoh.Press{Seat: seat, Action: a})
				}
			}
			for _, r := range s.ApplyTick(ps) {
				require.NoError(t, r.Err)
				assert.Equal(t, speedoh.HitSlap, r.Hit)
			}
			s.Advance()
			require.Less(t, s.Tick(), int64(speedoh.SpecialTicks+2))
		}
		ev := lastEvent(t, s, "special")
		last[int(ev[strings.Index(ev, `"receiver":`)+11]-'0')]++
	}
	t.Logf("who lost Last Slap Loses: %v", last)
	assert.Greater(t, last[1], 60, "Easy is the slowest most often")
	assert.Less(t, last[0], 10, "Hard is rarely the last")
}

func TestBotGivesThePilesToTheLeader(t *testing.T) {
	for seed := range uint64(20) {
		// Seat 1 flips First Slap Wins; seat 3 holds the fewest cards.
		s := table{cfg: speedoh.Config{Players: 4}, draw: []string{"D1R D2R", "A1R FSW1", "M1R M2R", "S1Y"}, flip: []string{"K1R", "K2R", "K3R", "K4R"}, turn: 1, rest: 0}.build(t)
		press(t, s, 1, "flip")
		b := speedoh.NewBot(2, speedoh.Hard, seed)
		var gave speedoh.Action
		for gave.Kind != speedoh.Give {
			if a, ok := b.Tick(s.View(2)); ok {
				require.NoError(t, s.Apply(2, a))
				gave = a
			}
			s.Advance()
			require.Less(t, s.Tick(), int64(120))
		}
		assert.Equal(t, speedoh.GiveTo(3), gave, "Hard gives everything to the player closest to winning")
	}
}

func TestBotUsesOnlyItsView(t *testing.T) {
	s, err := speedoh.New(speedoh.Config{Players: 2}, 1)
	require.NoError(t, err)
	b := speedoh.NewBot(0, speedoh.Hard, 1)
	for range 600 {
		_, ok := b.Tick(s.View(1))
		assert.False(t, ok, "a bot plays only its own seat")
		s.Advance()
	}
}
