package spellcraftui

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/require"
)

// TestCourseFollowsTheEngine: through random games of every size, the
// course the table follows from the events it is told (seat 0's, as Know
// hands them over) puts every action in the phase, round and turn the
// engine was in when it was made: the words of a pass, a take after a
// knock and the turn in the log are right without the engine.
func TestCourseFollowsTheEngine(t *testing.T) {
	cfgs := []spellcraft.Config{{Players: 2}, {Players: 3, Trump: true}, {Players: 5, Chips: 12},
		{Players: 8, NoJokers: true, Chips: 12}, {Players: 4, Chips: 12}}
	phases := map[spellcraft.Phase]int{}
	for i, cfg := range cfgs {
		seed := uint64(40 + i)
		seats := make([]record.Seat, cfg.Players)
		for s := range seats {
			seats[s] = record.Seat{Name: fmt.Sprintf("Seat %d", s), Kind: "human"}
		}
		g, err := spellcraft.NewGame(cfg, seed, seats)
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 7))
		var c course
		read := 0
		follow := func() []course {
			var out []course
			for _, e := range g.Events()[read:] {
				k, ok := spellcraft.Know(e, engine.OneSeat(0))
				require.True(t, ok)
				at := c.see(k)
				if _, act := k.Data.(spellcraft.Action); act {
					out = append(out, at)
				}
			}
			read = len(g.Events())
			return out
		}
		follow()
		for steps := 0; !g.Over() && steps < 4000; steps++ {
			seat := g.ToMove()[rng.IntN(len(g.ToMove()))]
			a := pick(rng, g.Legal(seat))
			want := course{phase: g.Phase(), round: g.Round(), turn: g.Turn()}
			require.NoError(t, g.Apply(seat, a))
			got := follow()
			require.Len(t, got, 1, "one action")
			require.Equal(t, want, course{phase: got[0].phase, round: got[0].round, turn: got[0].turn},
				"game %d, step %d: seat %d's %v", i, steps, seat, a)
			phases[want.phase]++
		}
	}
	for _, p := range []spellcraft.Phase{spellcraft.PhaseExchange, spellcraft.PhaseBid, spellcraft.PhasePick,
		spellcraft.PhaseKnock, spellcraft.PhaseKnockTake, spellcraft.PhaseBlackJoker} {
		require.Positive(t, phases[p], "no action in phase %v", p)
	}
}

// pick chooses one of the legal actions, knocking seldom so that rounds
// last several turns and every seat passes in the knocks.
func pick(rng *rand.Rand, legal []spellcraft.Action) spellcraft.Action {
	for {
		a := legal[rng.IntN(len(legal))]
		if a.Kind != spellcraft.KindKnock || rng.IntN(6) == 0 {
			return a
		}
	}
}
