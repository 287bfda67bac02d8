package speedoh_test

import (
	"slices"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/realtime"
	"parlor/rules/speedoh"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBotStrengthHardBeatsEasy(t *testing.T) {
	t.Run("two_players", func(t *testing.T) {
		games, hard := 60, 0
		for g := range games {
			levels := []engine.Level{engine.Hard, engine.Easy}
			hardSeat := g % 2 // both seats, so the seat cannot carry the result
			if hardSeat == 1 {
				levels = []engine.Level{engine.Easy, engine.Hard}
			}
			s := botGame(t, speedoh.Config{}, uint64(1000+g), levels...)
			require.Equal(t, speedoh.OutOfCard, s.EndReason(), "game %d", g)
			if slices.Equal(s.Winners(), []int{hardSeat}) {
				hard++
			}
		}
		t.Logf("Hard won %d of %d two-player games against Easy", hard, games)
		assert.GreaterOrEqual(t, hard, games*85/100)
	})
	t.Run("one_hard_among_four", func(t *testing.T) {
		games, hard := 40, 0
		for g := range games {
			levels := []engine.Level{engine.Easy, engine.Easy, engine.Easy, engine.Easy}
			hardSeat := g % 4
			levels[hardSeat] = engine.Hard
			s := botGame(t, speedoh.Config{}, uint64(2000+g), levels...)
			if slices.Contains(s.Winners(), hardSeat) {
				hard++
			}
		}
		t.Logf("Hard won %d of %d four-player games against three Easy", hard, games)
		assert.GreaterOrEqual(t, hard, games/2, "far more than the 1 in 4 of an equal player")
	})
}

func TestBotIsDeterministicGivenItsSeed(t *testing.T) {
	levels := []engine.Level{engine.Normal, engine.Normal, engine.Hard}
	s1 := botGame(t, speedoh.Config{}, 77, levels...)
	s2 := botGame(t, speedoh.Config{}, 77, levels...)
	assert.Equal(t, s1, s2)
	s3 := botGame(t, speedoh.Config{}, 78, levels...)
	assert.NotEqual(t, s1.Record().Events, s3.Record().Events)
	_, err := speedoh.New(speedoh.Config{Players: 4}, 1, seatsOf(3))
	assert.ErrorContains(t, err, "3 seats listed for 4 players")
}

// reaction measures, over many bot seeds, the ms from seat 1's flip making
// a match with the bot's (seat 0's) top card to the bot's slap; misses
// (no slap within the match window) are counted apart.
func reaction(t *testing.T, level engine.Level, tb table) (mean float64, misses int) {
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
				total += float64(s.Tick()) * 1000 / realtime.TicksPerSecond
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
	var means [engine.Hard + 1]float64
	for _, l := range []engine.Level{engine.Easy, engine.Normal, engine.Hard} {
		m := speedoh.ModelOf(l)
		base, miss := reaction(t, l, two)
		more, _ := reaction(t, l, six)
		alike, _ := reaction(t, l, lookalike)
		means[l] = base
		t.Logf("%s: 2 piles %.0f ms (%d missed of 300), 6 piles %.0f ms, 6 piles with 3 look-alikes %.0f ms", l, base, miss, more, alike)
		assert.InDelta(t, m.AlikeMatch(1), base, 40, "one other pile: one bit of choice, and a careful look at two blades of one family")
		assert.Greater(t, more, base+m.Hick, "choice reaction grows with the piles to compare")
		assert.Greater(t, alike, more+2*m.Similar, "near-identical images take longer")
		assert.InDelta(t, m.Miss*300, miss, 15+m.Miss*150)
	}
	assert.Less(t, means[engine.Hard], means[engine.Normal])
	assert.Less(t, means[engine.Normal], means[engine.Easy])
}

// A near-identical pair that is no match (two variations of one blade)
// draws a false "same" at about the model's rate (False + Confuse), after
// the time a "same" takes; two blades of different families almost never
// do.
func TestBotTakesALookAlikeForAMatchAtTheModelsRate(t *testing.T) {
	lookalike := table{cfg: speedoh.Config{Players: 2}, draw: []string{"", "A1R K2B"}, flip: []string{"K1R", ""}, turn: 1, rest: 1}
	unlike := table{cfg: speedoh.Config{Players: 2}, draw: []string{"", "A1R S2B"}, flip: []string{"K1R", ""}, turn: 1, rest: 1}
	for _, l := range []engine.Level{engine.Easy, engine.Normal, engine.Hard} {
		m := speedoh.ModelOf(l)
		const n = 2000
		rate := func(tb table) (float64, float64) {
			base := tb.build(t)
			press(t, base, 1, "flip")
			wrong, total := 0, 0.0
			for seed := range uint64(n) {
				b := speedoh.NewBot(0, l, seed)
				s := base.Clone()
				for s.Tick() < speedoh.MatchTicks {
					if a, ok := b.Tick(s.View(0)); ok {
						require.Equal(t, speedoh.HitKey(), a)
						wrong++
						total += float64(s.Tick()) * 1000 / realtime.TicksPerSecond
						break
					}
					s.Advance()
				}
			}
			return float64(wrong) / n, total / max(float64(wrong), 1)
		}
		alike, ms := rate(lookalike)
		other, _ := rate(unlike)
		t.Logf("%s: false \"same\" on a look-alike %.1f%% (model %.1f%%) after %.0f ms; on another family %.2f%%", l, 100*alike, 100*(m.False+m.Confuse), ms, 100*other)
		assert.InDelta(t, m.False+m.Confuse, alike, 0.012)
		assert.InDelta(t, m.AlikeMatch(1), ms, 150, "as slow as a \"same\"")
		assert.Less(t, other, alike)
	}
}

func TestBotErrorRates(t *testing.T) {
	wrong := map[engine.Level]int{}
	for g := range 20 {
		levels := []engine.Level{engine.Easy, engine.Hard, engine.Easy, engine.Hard}
		s := botGame(t, speedoh.Config{}, uint64(3000+g), levels...)
		for _, e := range s.Events() {
			if w, ok := e.Data.(speedoh.WrongSlap); ok {
				wrong[levels[w.Seat]]++
			}
		}
	}
	t.Logf("wrong slaps over 20 games: %v", wrong)
	assert.Greater(t, wrong[engine.Easy], 3*wrong[engine.Hard], "Easy slaps wrongly far more often")
	assert.Positive(t, wrong[engine.Easy])
}

func TestBotFlipsOnItsTurnAfterAPause(t *testing.T) {
	s := newGame(t, speedoh.Config{Players: 3}, 11)
	first := s.View(0).Turn
	var waits []int64
	for seed := range uint64(100) {
		c := s.Clone()
		bots := []*speedoh.Bot{speedoh.NewBot(0, engine.Normal, seed), speedoh.NewBot(1, engine.Normal, seed+100), speedoh.NewBot(2, engine.Normal, seed+200)}
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
		mean += float64(w) * 1000 / realtime.TicksPerSecond / float64(len(waits))
	}
	t.Logf("Normal flips after %.0f ms on average", mean)
	assert.InDelta(t, speedoh.ModelOf(engine.Normal).Pause, mean, 60, "SO2: a short, human-like pause")
}

func TestBotReactsToSpecialCards(t *testing.T) {
	// Seat 2 flips Last Slap Loses; Hard (seat 0) against Easy (seat 1) and
	// Normal (seat 2): the slowest reacting player loses.
	last := map[int]int{}
	for seed := range uint64(100) {
		s := table{cfg: speedoh.Config{Players: 3}, draw: []string{"D1R", "M1R", "A1R LSL"}, flip: []string{"K1R", "K2R", "K3R"}, turn: 2, rest: 0}.build(t)
		press(t, s, 2, "flip")
		bots := []engine.Reactor[speedoh.View, speedoh.Action]{speedoh.NewBot(0, engine.Hard, seed), speedoh.NewBot(1, engine.Easy, seed+100), speedoh.NewBot(2, engine.Normal, seed+200)}
		var buf []engine.Press[speedoh.Action]
		for len(events(s, "special")) == 0 {
			var res []engine.PressResult[speedoh.Action]
			res, buf = engine.TickStep(s, bots, nil, buf)
			for _, r := range res {
				require.NoError(t, r.Err)
				assert.Equal(t, speedoh.HitKey(), r.Action)
			}
			require.Less(t, s.Tick(), int64(speedoh.SpecialTicks+2))
			assert.Zero(t, s.View(0).Wrong, "no wrong slap")
		}
		for _, e := range s.Events() {
			if sp, ok := e.Data.(speedoh.SpecialSettled); ok {
				last[sp.Receiver]++
			}
		}
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
		b := speedoh.NewBot(2, engine.Hard, seed)
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
	s := newGame(t, speedoh.Config{Players: 2}, 1)
	b := speedoh.NewBot(0, engine.Hard, 1)
	for range 600 {
		_, ok := b.Tick(s.View(1))
		assert.False(t, ok, "a bot plays only its own seat")
		s.Advance()
	}
}
