package games_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"
	"parlor/rules/speedrun"
	"parlor/rules/spellcraft"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// first is who begins m's first hand: Speed Run's start player, Stepping
// Stones' forehand, Spellcraft's dealer; -1 in a game with none.
func first(m engine.Match) int {
	switch g := m.Game().(type) {
	case *speedrun.State:
		for _, e := range g.Events() {
			if d, ok := e.Data.(speedrun.Dealt); ok {
				return d.Start
			}
		}
	case *stepstones.State:
		return g.Config().Forehand
	case *spellcraft.State:
		return g.Config().Dealer
	}
	return -1
}

// Issue 35, rematch: the next game the same people play at a table has
// the same options and seats, a new seed, no commitment yet, and its
// first hand begun one seat on from the last game's.
func TestRematchStartsOneSeatOn(t *testing.T) {
	for _, e := range games.All() {
		t.Run(e.Name, func(t *testing.T) {
			for seed := range uint64(4) {
				seats := make([]record.Seat, e.Seats)
				for i := range seats {
					seats[i] = record.Seat{Name: fmt.Sprintf("P%d", i), Kind: "human"}
				}
				m, err := e.New(nil, seed, seats)
				require.NoError(t, err)
				if !e.RealTime {
					rng := rand.New(rand.NewPCG(seed, 1))
					for steps := 0; !m.Over(); steps++ {
						require.Less(t, steps, 20000)
						to := m.ToMove()
						legal := m.Legal(to[0])
						require.NoError(t, m.Apply(to[0], legal[rng.IntN(len(legal))]))
					}
				}
				h, err := e.Rematch(m)
				require.NoError(t, err)
				assert.Equal(t, m.Record().Header.Seats, h.Seats)
				assert.Empty(t, h.Commit+h.Salt+h.Created)
				h.Seed = seed + 100
				next, err := e.Open(h)
				require.NoError(t, err)
				if f := first(m); f >= 0 {
					assert.Equal(t, (f+1)%e.Seats, first(next), "seed %d: one seat on", seed)
				}
				assert.False(t, next.Over())
			}
		})
	}
}
