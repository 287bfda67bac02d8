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

// TestTheLogSpeaksToYou: the person's own lines agree with "You" (issue
// 21: "You deals five cards", "You knocked ... and pays 1 chip").
func TestTheLogSpeaksToYou(t *testing.T) {
	names := SeatNames[:3]
	dealt := engine.Event{Data: spellcraft.Dealt{Round: 2, Dealer: 0, In: engine.AllSeats(3)}}
	require.Equal(t, "Round 2: You deal five cards to each of 3 players", linesOf(dealt, course{}, names)[0].text)
	dealt.Data = spellcraft.Dealt{Round: 2, Dealer: 1, In: engine.AllSeats(3)}
	require.Equal(t, "Round 2: "+names[1]+" deals five cards to each of 3 players", linesOf(dealt, course{}, names)[0].text)
	l, ok := actionLine(0, spellcraft.Bid(2), spellcraft.PhaseBid, names)
	require.True(t, ok)
	require.Equal(t, "You bid 2", l.text)
	l, ok = actionLine(2, spellcraft.Bid(3), spellcraft.PhaseBid, names)
	require.True(t, ok)
	require.Equal(t, names[2]+" bids 3", l.text)
}

// TestTheShowdownSpeaksToYou: a knock's penalty is told to the person as
// "You ... pay", "all your chips".
func TestTheShowdownSpeaksToYou(t *testing.T) {
	names := SeatNames[:3]
	s := &Showdown{names: names, r: spellcraft.RoundResult{Knocker: 0, Cause: spellcraft.CauseKnock, Penalty: spellcraft.Paid}}
	require.Equal(t, "You knocked without the best hand and pay 1 chip to each other player.", s.penalty())
	s.r.Penalty, s.r.Carry = spellcraft.Staked, 2
	require.Equal(t, "You knocked without the best hand and could not pay everyone: all your chips go into the next stakes (2).", s.penalty())
	s.r.Knocker = 1
	require.Equal(t, names[1]+" knocked without the best hand and could not pay everyone: all their chips go into the next stakes (2).", s.penalty())
}
