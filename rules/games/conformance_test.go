package games_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/conform"
	"parlor/rules/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomOptions picks a value of every option of e at random, so the run
// covers every option family.
func randomOptions(e *engine.Entry, rng *rand.Rand) engine.Settings {
	s := engine.Settings{}
	for _, o := range e.Options {
		s[o.Key] = o.Choices[rng.IntN(len(o.Choices))].Value
	}
	return s
}

// TestConformance runs the one random-play check on every listed game:
// random legal play with illegal actions mixed in, random seats and
// computer players, every option family.
func TestConformance(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 8
	}
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			n := n
			if e.RealTime { // thousands of ticks a game: fewer games, parlor check plays many more
				n = max(4, n*3/10)
			}
			rng := rand.New(rand.NewPCG(7, 7))
			ended, mustEnd := 0, 0
			for i := range n {
				o := conform.Options{Settings: randomOptions(e, rng), Illegal: 0.2,
					Seats: e.MinSeats + rng.IntN(e.MaxSeats-e.MinSeats+1)}
				// Every other game seats computer players of every level.
				random := true
				if i%2 == 1 || e.RealTime {
					o.Bots = map[int]engine.Level{}
					for seat := range o.Seats {
						if seat > 0 || i%4 == 3 || e.RealTime && i%2 == 1 {
							o.Bots[seat] = e.Levels[rng.IntN(len(e.Levels))]
						}
					}
					random = len(o.Bots) < o.Seats
					for seat, l := range o.Bots {
						switch {
						case l >= engine.Hard && i != n-1:
							// The search bots take seconds a game: one game has them.
							o.Bots[seat] = engine.Normal
						case l == engine.Expert:
							// Hard's search on a bigger budget: the same code,
							// minutes a game.
							o.Bots[seat] = engine.Hard
						}
					}
				}
				if e.RealTime {
					// Presses come every few ticks: check the record's resume
					// every 1000, not 50. conform tries illegal presses only
					// for random seats; a seat pressing at random fifteen times
					// a second but choosing piles blindly can keep a Spit game
					// going for an hour (a walk of won and lost rounds), which
					// is no rule broken, so only computer-only games must end.
					o.CloneEvery = 1000
					o.Unfinished = random
				}
				rep, err := conform.Play(e, engine.GameSeed(1, i), o)
				require.NoError(t, err, "game %d %v", i, o)
				if random || !e.RealTime {
					assert.Positive(t, rep.Illegal, "game %d tried illegal actions", i)
				}
				if !o.Unfinished {
					mustEnd++
					assert.True(t, rep.Ended, "game %d ends", i)
				}
				if rep.Ended {
					ended++
				}
			}
			assert.Positive(t, mustEnd)
			assert.GreaterOrEqual(t, ended, mustEnd, "every game that must end ends")
		})
	}
}

// TestConformanceCatchesABrokenEngine: the check is not one that cannot
// fail. A game whose record is damaged is refused by Resume.
func TestEveryGameIsListedOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range games.All() {
		assert.False(t, seen[e.Name], "listed twice: %s", e.Name)
		seen[e.Name] = true
		got, ok := games.Lookup(e.Name)
		assert.True(t, ok)
		assert.Equal(t, e.Name, got.Name)
		assert.NotEmpty(t, e.Title)
		assert.NotEmpty(t, e.Levels, fmt.Sprintf("%s offers computer players", e.Name))
	}
}
