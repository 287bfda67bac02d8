package bot_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// play runs one game with the given bots per seat, checking that every
// choice is one of the legal actions, and returns the final state.
func play(t testing.TB, cfg spellcraft.Config, seed uint64, bots []*bot.Bot) *spellcraft.State {
	t.Helper()
	s := spellcraft.MustNew(cfg, seed)
	for steps := 0; !s.Over(); steps++ {
		require.Less(t, steps, 20000, "the game does not end")
		for _, seat := range s.ToMove() {
			v := s.View(seat)
			a := bots[seat].Choose(v, v.Legal)
			require.Contains(t, v.Legal, a, "bot %v chose an action not in Legal", bots[seat].Level())
			require.NoError(t, s.Apply(seat, a))
		}
	}
	return s
}

func levels() []engine.Level {
	return []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard}
}

func TestEveryLevelPlaysLegalGames(t *testing.T) {
	for _, lvl := range levels() {
		t.Run(lvl.String(), func(t *testing.T) {
			games := 12
			if lvl == engine.Hard {
				games = 3
			}
			for g := range uint64(games) {
				cfg := spellcraft.Config{Players: 2 + int(g%7), Trump: g%2 == 0, NoJokers: g%5 == 4, Chips: 12}
				bots := make([]*bot.Bot, cfg.Players)
				for i := range bots {
					bots[i] = bot.New(lvl, g*10+uint64(i))
					bots[i].Samples = 16
				}
				s := play(t, cfg, g, bots)
				assert.NotEmpty(t, s.Winners())
			}
		})
	}
}

// samples is Hard's budget in the strength tests: small, for speed.
var samples = func() int {
	if n, _ := strconv.Atoi(os.Getenv("SPELLCRAFT_SAMPLES")); n > 0 {
		return n
	}
	return 32
}()

// wins plays games with one seat at level a (rotating) against levels b,
// and returns a's wins (shared victories count their share) and the games.
func wins(t testing.TB, a, b engine.Level, players, games int, seed0 uint64) float64 {
	total := 0.0
	for g := range games {
		seat := g % players
		bots := make([]*bot.Bot, players)
		for i := range bots {
			lvl := b
			if i == seat {
				lvl = a
			}
			bots[i] = bot.New(lvl, seed0+uint64(g*players+i))
			bots[i].Samples = samples
		}
		s := play(t, spellcraft.Config{Players: players, Chips: 12}, seed0+uint64(g), bots)
		w := s.Winners()
		for _, x := range w {
			if x == seat {
				total += 1 / float64(len(w))
			}
		}
	}
	return total
}

// TestStrengthExperiment prints win rates for tuning; set SPELLCRAFT_GAMES.
func TestStrengthExperiment(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SPELLCRAFT_GAMES"))
	if n == 0 {
		t.Skip("set SPELLCRAFT_GAMES to run")
	}
	for _, pair := range [][2]engine.Level{{engine.Normal, engine.Random}, {engine.Normal, engine.Easy}, {engine.Hard, engine.Normal}} {
		for _, p := range []int{2, 3, 4} {
			w := wins(t, pair[0], pair[1], p, n, 1000)
			t.Logf("%v vs %v, %d players: %.1f of %d (even share %.1f)", pair[0], pair[1], p, w, n, float64(n)/float64(p))
		}
	}
}

// TestPartsExperiment measures each of Hard's parts alone against Normal;
// set SPELLCRAFT_PARTS to the number of games.
func TestPartsExperiment(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SPELLCRAFT_PARTS"))
	if n == 0 {
		t.Skip("set SPELLCRAFT_PARTS to run")
	}
	for _, parts := range partsList() {
		for _, p := range []int{3} {
			total := 0.0
			for g := range n {
				seat := g % p
				bots := make([]*bot.Bot, p)
				for i := range bots {
					lvl := engine.Normal
					if i == seat {
						lvl = engine.Hard
					}
					bots[i] = bot.New(lvl, uint64(5000+g*p+i))
					bots[i].Samples = 32
					bot.SetParts(bots[i], parts)
				}
				s := play(t, spellcraft.Config{Players: p, Chips: 12}, uint64(5000+g), bots)
				for _, x := range s.Winners() {
					if x == seat {
						total += 1 / float64(len(s.Winners()))
					}
				}
			}
			t.Logf("parts %04b, %d players: %.1f of %d (even %.1f)", parts, p, total, n, float64(n)/float64(p))
		}
	}
}

func partsList() []uint8 {
	if p := os.Getenv("SPELLCRAFT_PARTLIST"); p != "" {
		var out []uint8
		for _, f := range strings.Split(p, ",") {
			x, _ := strconv.Atoi(f)
			out = append(out, uint8(x))
		}
		return out
	}
	return []uint8{0, 1, 2, 4, 8, 16, 31}
}

// TestHardBeatsNormal: one Hard bot against two Normal bots, rotating
// seats over seeded games, wins clearly more than its even third.
func TestHardBeatsNormal(t *testing.T) {
	const games = 60
	w := wins(t, engine.Hard, engine.Normal, 3, games, 1)
	t.Logf("Hard won %.1f of %d three-player games against two Normal bots (even share %d)", w, games, games/3)
	assert.Greater(t, w, 1.25*games/3)
}

// TestNormalBeatsEasyAndRandom: the ladder's lower rungs.
func TestNormalBeatsEasyAndRandom(t *testing.T) {
	const games = 30
	for _, lower := range []engine.Level{engine.Random, engine.Easy} {
		w := wins(t, engine.Normal, lower, 3, games, 7)
		t.Logf("Normal won %.1f of %d against two %v bots", w, games, lower)
		assert.Greater(t, w, 1.5*games/3, "against %v", lower)
	}
}
