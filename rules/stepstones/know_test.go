package stepstones_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var everyone = engine.AllSeats(stepstones.NumPlayers)

func TestKnowDealShowsOnlyOwnHand(t *testing.T) {
	g, err := stepstones.NewGame(stepstones.Config{}, 4, seats)
	require.NoError(t, err)
	deal := g.Events()[0]
	d := deal.Data.(stepstones.Dealt)
	for seat := range stepstones.NumPlayers {
		seen, ok := stepstones.Know(deal, engine.OneSeat(seat))
		require.True(t, ok)
		want := stepstones.Dealt{Hand: 1, Forehand: d.Forehand}
		want.Hands[seat] = d.Hands[seat]
		assert.Equal(t, want, seen.Data, "seat %d", seat)
		assert.Equal(t, g.View(seat).Own, want.Hands[seat], "seat %d: the hand its View shows", seat)
	}
	seen, _ := stepstones.Know(deal, engine.OneSeat(1).With(2))
	got := seen.Data.(stepstones.Dealt)
	assert.Zero(t, got.Hands[0], "two people at one keyboard see their two hands")
	assert.Equal(t, d.Hands[1], got.Hands[1])
	assert.Equal(t, d.Hands[2], got.Hands[2])
	seen, _ = stepstones.Know(deal, everyone)
	assert.Equal(t, deal, seen, "every seat sees every hand")
}

// TestKnowSS2BidsArePublic: a pass and a declaration, its ranking and
// trump included, are said aloud: every seat learns them whole.
func TestKnowSS2BidsArePublic(t *testing.T) {
	g, err := stepstones.NewGame(stepstones.Config{FixedForehand: true, Forehand: 0}, 4, seats)
	require.NoError(t, err)
	n := len(g.Events())
	require.NoError(t, g.Apply(0, stepstones.Pass))
	require.NoError(t, g.Apply(1, act("bid pick-trump 1high S")))
	for _, e := range g.Events()[n:] {
		for seat := range stepstones.NumPlayers {
			seen, ok := stepstones.Know(e, engine.OneSeat(seat))
			require.True(t, ok)
			assert.Equal(t, e, seen, "seat %d learns %v", seat, e.Data)
		}
	}
	assert.Equal(t, act("bid pick-trump 1high S").Bid, g.View(2).Bid, "the View shows the bid too")
}

// eachEvent plays a seeded random Redo game, passing often, and calls f
// with every event right after the action that logged it.
func eachEvent(t *testing.T, seed uint64, f func(e engine.Event, g *stepstones.State)) {
	t.Helper()
	g, err := stepstones.NewGame(stepstones.Config{Redo: true}, seed, seats)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 1))
	seen := 0
	for {
		for _, e := range g.Events()[seen:] {
			f(e, g)
		}
		seen = len(g.Events())
		if g.Over() {
			return
		}
		seat := g.ToMove()[0]
		l := g.Legal(seat)
		a := l[rng.IntN(len(l))]
		if l[0] == stepstones.Pass && rng.IntN(2) == 0 {
			a = stepstones.Pass
		}
		require.NoError(t, g.Apply(seat, a))
	}
}

// TestKnowTellsNoMoreThanTheView: what Know lets a seat see of an event is
// what its View shows right after it: its own hand of a deal, the passes
// and the declaration, the cards played.
func TestKnowTellsNoMoreThanTheView(t *testing.T) {
	eachEvent(t, 31, func(e engine.Event, g *stepstones.State) {
		for seat := range stepstones.NumPlayers {
			seen, ok := stepstones.Know(e, engine.OneSeat(seat))
			require.True(t, ok)
			v := g.View(seat)
			d, ok := seen.Data.(stepstones.Dealt)
			if !ok {
				assert.Equal(t, e, seen, "%s %s is public", e.Kind, e.Name)
				continue
			}
			want := stepstones.Dealt{Hand: d.Hand, Forehand: d.Forehand}
			want.Hands[seat] = v.Own
			assert.Equal(t, want, d)
		}
		if a, ok := e.Data.(stepstones.Action); ok && a.Kind == stepstones.KindBid {
			assert.Equal(t, a.Bid, g.View((e.Seat+1)%stepstones.NumPlayers).Bid, "another seat's View shows the bid")
		}
	})
}

// TestKnowAllSeatsSeeEverything: with every seat, every event comes
// through unchanged.
func TestKnowAllSeatsSeeEverything(t *testing.T) {
	eachEvent(t, 32, func(e engine.Event, _ *stepstones.State) {
		seen, ok := stepstones.Know(e, everyone)
		require.True(t, ok)
		assert.Equal(t, e, seen)
	})
}

// TestKnowLeavesTheEventAlone: masking copies; the logged event, whose
// slices and arrays the log shares, is as it was.
func TestKnowLeavesTheEventAlone(t *testing.T) {
	eachEvent(t, 33, func(e engine.Event, _ *stepstones.State) {
		enginetest.KnowLeaves(t, e, stepstones.Know, everyone)
	})
}
