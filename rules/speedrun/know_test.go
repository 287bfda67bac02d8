package speedrun_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/engine"
	"parlor/rules/engine/enginetest"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var everyone = engine.AllSeats(speedrun.NumPlayers)

// logged starts a recorded game whose first start player is seat 0.
func logged(t *testing.T, cfg speedrun.Config) *speedrun.State {
	t.Helper()
	cfg.FixedStart, cfg.StartPlayer = true, 0
	g, err := speedrun.NewGame(cfg, 3, seats)
	require.NoError(t, err)
	return g
}

// toBids plays the first legal action until everyone is to bid.
func toBids(t *testing.T, g *speedrun.State) {
	t.Helper()
	for g.Phase() != speedrun.PhaseBid {
		seat := g.ToMove()[0]
		require.NoError(t, g.Apply(seat, g.Legal(seat)[0]))
	}
}

func TestKnowSR3DealShowsOnlyOwnHand(t *testing.T) {
	g := logged(t, speedrun.Config{})
	deal := g.Events()[0]
	d := deal.Data.(speedrun.Dealt)
	for seat := range speedrun.NumPlayers {
		seen, ok := speedrun.Know(deal, engine.OneSeat(seat))
		require.True(t, ok)
		want := speedrun.Dealt{Hand: 1, Start: 0}
		want.Hands[seat] = d.Hands[seat]
		assert.Equal(t, want, seen.Data, "seat %d", seat)
		assert.Equal(t, g.View(seat).Own, want.Hands[seat], "seat %d: the hand its View shows", seat)
	}
	t.Run("two_people_at_one_keyboard", func(t *testing.T) {
		seen, _ := speedrun.Know(deal, engine.OneSeat(0).With(2))
		got := seen.Data.(speedrun.Dealt)
		assert.Equal(t, d.Hands[0], got.Hands[0])
		assert.Zero(t, got.Hands[1])
		assert.Equal(t, d.Hands[2], got.Hands[2])
	})
	t.Run("the_undealt_cards_are_nobodys", func(t *testing.T) {
		seen, _ := speedrun.Know(deal, everyone)
		got := seen.Data.(speedrun.Dealt)
		assert.Equal(t, d.Hands, got.Hands)
		assert.Zero(t, got.Hidden, "SR3: the 4 undealt cards stay hidden during the hand")
		assert.Equal(t, speedrun.NumHidden, d.Hidden.Len(), "the log keeps them")
	})
}

// TestKnowSR4BidsLieFaceDown: another seat's contract or Pass shows only
// that it bid; a Redo shows that it is a Redo, not its target; the bidder
// sees its own bid. The hand's scoring then shows every bid (SR3).
func TestKnowSR4BidsLieFaceDown(t *testing.T) {
	g := logged(t, speedrun.Config{})
	for g.HandNumber() == 0 { // every seat completes win1, its first legal bid
		seat := g.ToMove()[0]
		require.NoError(t, g.Apply(seat, g.Legal(seat)[0]))
	}
	toBids(t, g)
	faceDown := speedrun.PlaceBid(speedrun.Bid{Kind: speedrun.BidFaceDown})
	redo := speedrun.PlaceBid(speedrun.Bid{Kind: speedrun.BidRedo})
	assertNeverApplies(t, g, faceDown, redo)

	n := len(g.Events())
	bids := []struct {
		seat   int
		tok    string
		masked speedrun.Action
		secret string
	}{
		{0, "bid win4", faceDown, "win4"},
		{1, "bid redo win1", redo, "win1"},
		{2, "bid pass", faceDown, "pass"},
	}
	for _, b := range bids {
		apply(t, g, b.seat, b.tok)
	}
	for i, b := range bids {
		e := g.Events()[n+i]
		require.Equal(t, b.seat, e.Seat)
		own, _ := speedrun.Know(e, engine.OneSeat(b.seat))
		assert.Equal(t, e, own, "%s: the bidder sees its own bid", b.tok)
		other := (b.seat + 1) % speedrun.NumPlayers
		seen, ok := speedrun.Know(e, engine.OneSeat(other).With((b.seat+2)%speedrun.NumPlayers))
		require.True(t, ok)
		assert.Equal(t, b.masked, seen.Data, b.tok)
		assert.NotContains(t, seen.Data.(speedrun.Action).String(), b.secret, "%s: its token tells nothing", b.tok)
	}

	for g.HandNumber() == 1 {
		seat := g.ToMove()[0]
		require.NoError(t, g.Apply(seat, g.Legal(seat)[0]))
	}
	scored := lastNamed(g.Events(), "hand")
	seen, _ := speedrun.Know(scored, engine.OneSeat(0))
	assert.Equal(t, scored, seen, "SR3: the hand's scoring is public")
	r := seen.Data.(speedrun.HandScored).Result
	assert.Equal(t, speedrun.Bid{Kind: speedrun.BidRedo, Contract: speedrun.Win1}, r.Bids[1])
	assert.Equal(t, speedrun.Bid{Kind: speedrun.BidPass}, r.Bids[2])
}

// assertNeverApplies checks that masked bids are never legal and always
// refused, for every seat about to bid.
func assertNeverApplies(t *testing.T, g *speedrun.State, masked ...speedrun.Action) {
	t.Helper()
	for _, a := range masked {
		_, err := speedrun.ParseAction(a.String())
		assert.Error(t, err, "%q is no action token", a)
		for seat := range speedrun.NumPlayers {
			assert.NotContains(t, g.Legal(seat), a)
			assert.ErrorIs(t, g.Clone().Apply(seat, a), engine.ErrIllegal, "seat %d %q", seat, a)
		}
	}
}

func lastNamed(evs []engine.Event, name string) engine.Event {
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Name == name {
			return evs[i]
		}
	}
	return engine.Event{}
}

// eachEvent plays a seeded random Contract Reveal game and calls f with
// every event, right after the action that logged it.
func eachEvent(t *testing.T, seed uint64, f func(e engine.Event, g *speedrun.State)) {
	t.Helper()
	g, err := speedrun.NewGame(speedrun.Config{Length: speedrun.Medium, ContractReveal: true}, seed, seats)
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
		m := g.ToMove()
		seat := m[rng.IntN(len(m))]
		l := g.Legal(seat)
		require.NoError(t, g.Apply(seat, l[rng.IntN(len(l))]))
	}
}

// TestKnowTellsNoMoreThanTheView: what Know lets a seat see of an event is
// what its View shows right after it: its own hand of a deal; of another
// seat's hidden bid, only whether it is a Redo.
func TestKnowTellsNoMoreThanTheView(t *testing.T) {
	eachEvent(t, 21, func(e engine.Event, g *speedrun.State) {
		for seat := range speedrun.NumPlayers {
			seen, ok := speedrun.Know(e, engine.OneSeat(seat))
			require.True(t, ok)
			v := g.View(seat)
			switch d := seen.Data.(type) {
			case speedrun.Dealt:
				want := speedrun.Dealt{Hand: d.Hand, Start: d.Start}
				want.Hands[seat] = v.Own
				assert.Equal(t, want, d)
			case speedrun.Action:
				if info := v.Bids[e.Seat]; d.Kind == speedrun.KindBid && !info.Known {
					assert.Equal(t, speedrun.NoContract, d.Bid.Contract)
					assert.Equal(t, info.Redo, d.Bid.Kind == speedrun.BidRedo)
					continue
				}
				assert.Equal(t, e, seen)
			default:
				assert.Equal(t, e, seen, "%s %s is public", e.Kind, e.Name)
			}
		}
	})
}

// TestKnowAllSeatsSeeEverything: with every seat, every event comes
// through unchanged, but for a deal's undealt cards, which nobody sees
// during the hand (SR3).
func TestKnowAllSeatsSeeEverything(t *testing.T) {
	eachEvent(t, 22, func(e engine.Event, _ *speedrun.State) {
		seen, ok := speedrun.Know(e, everyone)
		require.True(t, ok)
		if d, ok := e.Data.(speedrun.Dealt); ok {
			d.Hidden = 0
			e.Data = d
		}
		assert.Equal(t, e, seen)
	})
}

// TestKnowLeavesTheEventAlone: masking copies; the logged event, whose
// slices and arrays the log shares, is as it was.
func TestKnowLeavesTheEventAlone(t *testing.T) {
	eachEvent(t, 23, func(e engine.Event, _ *speedrun.State) {
		enginetest.KnowLeaves(t, e, speedrun.Know, everyone)
	})
}
