package bot_test

import (
	"testing"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
	"parlor/rules/stepstones/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// play runs one game with the given bots per seat and returns the state.
func play(t testing.TB, cfg stepstones.Config, seed uint64, bots [3]*bot.Bot) *stepstones.State {
	s := stepstones.New(cfg, seed)
	for steps := 0; !s.Over(); steps++ {
		require.Less(t, steps, 2000)
		seat := s.ToMove()[0]
		v := s.View(seat)
		a := bots[seat].Choose(v, v.Legal)
		require.NoError(t, s.Apply(seat, a), "bot %v chose %v", bots[seat].Level(), a)
	}
	return s
}

// TestHardIsReproducible: Hard thinks on a budget of samples, never on the
// clock, so the same seeds give the same game (G2), however loaded the
// machine.
func TestHardIsReproducible(t *testing.T) {
	game := func() *stepstones.State {
		var bots [3]*bot.Bot
		for i := range bots {
			bots[i] = bot.New(engine.Hard, uint64(7+i))
			bots[i].Samples = 12
		}
		return play(t, stepstones.Config{Redo: true}, 3, bots)
	}
	assert.Equal(t, game(), game())
}

func TestEveryLevelPlaysLegalGames(t *testing.T) {
	for _, lvl := range []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard} {
		t.Run(lvl.String(), func(t *testing.T) {
			n := 6
			if lvl == engine.Hard {
				n = 1
			}
			for seed := uint64(0); seed < uint64(n); seed++ {
				bots := [3]*bot.Bot{bot.New(lvl, seed), bot.New(lvl, seed+10), bot.New(lvl, seed+20)}
				if lvl == engine.Hard {
					for _, b := range bots {
						b.Samples = 20
					}
				}
				s := play(t, stepstones.Config{Redo: seed%2 == 0, Sheet: stepstones.Sheet(seed / 2 % 2)}, seed, bots)
				assert.True(t, s.Over())
			}
		})
	}
}

// points plays games with seat 0 at level a against two bots at level b,
// rotating the seat, and returns a's average total minus b's.
func strength(t *testing.T, a, b engine.Level, games int) float64 {
	diff := 0.0
	for g := 0; g < games; g++ {
		seat := g % 3
		var bots [3]*bot.Bot
		for i := range bots {
			lvl := b
			if i == seat {
				lvl = a
			}
			bots[i] = bot.New(lvl, uint64(g*3+i))
			bots[i].Samples = 30
		}
		s := play(t, stepstones.Config{}, uint64(1000+g), bots)
		sh := s.Scoresheet()
		others := 0.0
		for i := 0; i < 3; i++ {
			if i != seat {
				others += float64(sh.Totals[i]) / 2
			}
		}
		diff += float64(sh.Totals[seat]) - others
	}
	return diff / float64(games)
}

func TestNormalBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("long: plays many games")
	}
	d := strength(t, engine.Normal, engine.Random, 60)
	t.Logf("Normal vs Random: %+.2f game points per game", d)
	assert.Greater(t, d, 0.0)
}

func TestHardBeatsNormal(t *testing.T) {
	if testing.Short() {
		t.Skip("long: plays many games")
	}
	d := strength(t, engine.Hard, engine.Normal, 24)
	t.Logf("Hard vs Normal: %+.2f game points per game", d)
	assert.Greater(t, d, 0.0)
}
