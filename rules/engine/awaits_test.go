package engine_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/games"
	"parlor/rules/record"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// people returns n seats of people.
func people(n int) []record.Seat {
	seats := make([]record.Seat, n)
	for i := range seats {
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i), Kind: "human"}
	}
	return seats
}

// TestMatchAwaitsIsToMoveInATurnBasedGame: a turn-based game waits on the
// seats to move, all through a game played at random (Speed Run's bids
// and tricks, each of the others'), and on nobody once it is over.
func TestMatchAwaitsIsToMoveInATurnBasedGame(t *testing.T) {
	for _, e := range games.All() {
		if e.RealTime {
			continue
		}
		t.Run(e.Name, func(t *testing.T) {
			m, err := e.New(nil, 3, people(e.MinSeats))
			require.NoError(t, err)
			require.Nil(t, m.Clock())
			rng := rand.New(rand.NewPCG(3, 3))
			for steps := 0; !m.Over(); steps++ {
				require.Less(t, steps, 20000, "a game at random ends")
				to := m.ToMove()
				require.NotEmpty(t, to)
				require.Equal(t, to, m.Awaits())
				seat := to[rng.IntN(len(to))]
				legal := m.Legal(seat)
				require.NoError(t, m.Apply(seat, legal[rng.IntN(len(legal))]))
			}
			assert.Equal(t, m.ToMove(), m.Awaits())
			assert.Empty(t, m.Awaits(), "nobody once the game is over")
		})
	}
}

// TestMatchAwaitsIsTheRealTimeGamesOwn: Spit and SpeedOh say through
// engine.Awaiter whom they wait on, and the Match passes it on (a clocked
// game that did not say would wait on nobody), tick by tick through a
// computer game.
func TestMatchAwaitsIsTheRealTimeGamesOwn(t *testing.T) {
	for _, e := range games.All() {
		if !e.RealTime {
			continue
		}
		t.Run(e.Name, func(t *testing.T) {
			m, err := e.New(nil, 5, people(e.MinSeats))
			require.NoError(t, err)
			require.NotNil(t, m.Clock())
			g, ok := m.Game().(engine.Awaiter)
			require.True(t, ok, "%T says whom it waits on", m.Game())
			levels := map[int]engine.Level{}
			for seat := range m.Seats() {
				levels[seat] = engine.Normal
			}
			p, err := e.Bots(m, levels, 5)
			require.NoError(t, err)
			waited := 0
			for !m.Over() && m.Clock().Tick() < 60*60*60 {
				require.Equal(t, g.Awaits(), m.Awaits())
				require.Empty(t, m.ToMove(), "nobody waits for a turn in a real-time game")
				if len(m.Awaits()) > 0 {
					waited++
				}
				_, err := p.Step(nil)
				require.NoError(t, err)
			}
			assert.Positive(t, waited)
			assert.Empty(t, m.Awaits(), "nobody once the game is over")
		})
	}
}
