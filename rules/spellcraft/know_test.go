package spellcraft_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/record"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// logged starts a game that keeps its record.
func logged(t testing.TB, cfg spellcraft.Config, seed uint64) *spellcraft.State {
	t.Helper()
	g, err := spellcraft.NewGame(cfg, seed, seatsFor(cfg.Players))
	require.NoError(t, err)
	return g
}

// know is Know for one seat, which must learn something.
func know(t testing.TB, e engine.Event, seat int) engine.Event {
	t.Helper()
	seen, ok := spellcraft.Know(e, engine.OneSeat(seat))
	require.True(t, ok, "seat %d learns nothing of %s %T", seat, e.Name, e.Data)
	return seen
}

// TestSetup_KnowDealShowsOwnCards: "players may look at their cards, but
// should keep the contents of their hands hidden", trump cards too
// (rulebook Setup 4-5): a deal shows each seat its own hand and trump
// card, and everyone who was dealt in.
func TestSetup_KnowDealShowsOwnCards(t *testing.T) {
	g := logged(t, spellcraft.Config{Players: 4, Trump: true}, 3)
	deal, ok := g.Events()[0].Data.(spellcraft.Dealt)
	require.True(t, ok)
	for seat := range 4 {
		d, ok := know(t, g.Events()[0], seat).Data.(spellcraft.Dealt)
		require.True(t, ok)
		assert.Equal(t, deal.In, d.In, "who was dealt is public")
		for i := range 4 {
			if i == seat {
				assert.Equal(t, g.Hand(i), d.Hands[i], "seat %d sees its own hand", seat)
				assert.Equal(t, g.TrumpCard(i), d.Trumps[i], "seat %d sees its own trump card", seat)
				continue
			}
			assert.Zero(t, d.Hands[i], "seat %d sees seat %d's hand", seat, i)
			assert.Equal(t, cards.None, d.Trumps[i], "seat %d sees seat %d's trump card", seat, i)
		}
	}
	both, ok := spellcraft.Know(g.Events()[0], engine.OneSeat(0).With(2))
	require.True(t, ok)
	d := both.Data.(spellcraft.Dealt)
	assert.Equal(t, []cards.Set{g.Hand(0), 0, g.Hand(2), 0}, d.Hands, "two people at one keyboard see both hands")
}

// TestDecision06_KnowDrawShowsTheCardToTheDrawerOnly: "a card drawn from
// the deck is seen only by the drawer"; the others see that it was drawn.
func TestDecision06_KnowDrawShowsTheCardToTheDrawerOnly(t *testing.T) {
	g := logged(t, spellcraft.Config{Players: 3, FixedDealer: true}, 5)
	for _, seat := range g.ToMove() {
		require.NoError(t, g.Apply(seat, spellcraft.Bid(1)))
	}
	drawer := g.ToMove()[0]
	n := len(g.Events())
	require.NoError(t, g.Apply(drawer, spellcraft.Draw))
	var draw engine.Event
	for _, e := range g.Events()[n:] {
		if _, ok := e.Data.(spellcraft.Drawn); ok {
			draw = e
		}
	}
	want, ok := draw.Data.(spellcraft.Drawn)
	require.True(t, ok, "the draw is logged")
	assert.Equal(t, draw, know(t, draw, drawer), "the drawer sees the card")
	for seat := range 3 {
		if seat == drawer {
			continue
		}
		hidden := want
		hidden.Card = cards.None
		assert.Equal(t, hidden, know(t, draw, seat).Data, "seat %d sees who drew, not what", seat)
	}
}

// TestSC6_Decision05_KnowBidAmountHiddenUntilShown: a bid is placed face
// down; that it is in is public (decision 5), its amount shows only when
// every bid is in (SC6).
func TestSC6_Decision05_KnowBidAmountHiddenUntilShown(t *testing.T) {
	g := logged(t, spellcraft.Config{Players: 3, FixedDealer: true}, 5)
	require.Equal(t, spellcraft.PhaseBid, g.Phase())
	require.NoError(t, g.Apply(1, spellcraft.Bid(3)))
	bid := g.Events()[len(g.Events())-1]
	assert.Equal(t, spellcraft.Bid(3), know(t, bid, 1).Data, "the bidder sees its bid")
	for _, seat := range []int{0, 2} {
		seen := know(t, bid, seat)
		assert.Equal(t, 1, seen.Seat, "seat %d sees that seat 1 bid", seat)
		assert.Equal(t, spellcraft.HiddenBid, seen.Data, "seat %d does not see the amount", seat)
		assert.True(t, g.View(seat).BidIn[1], "as its view says")
		assert.Zero(t, g.View(seat).Bids[1], "as its view says")
	}
	require.NoError(t, g.Apply(0, spellcraft.Bid(1)))
	require.NoError(t, g.Apply(2, spellcraft.Bid(2)))
	var shown spellcraft.BidsShown
	for _, e := range g.Events() {
		if b, ok := know(t, e, 0).Data.(spellcraft.BidsShown); ok {
			shown = b
		}
	}
	assert.Equal(t, []int{1, 3, 2}, shown.Bids, "the bids show together")
	assert.Equal(t, 3, g.View(0).Bids[1])
}

// TestSC6_HiddenBidIsNeverApplied: the masked bid is the same whatever
// was bid, names no amount, and Apply refuses it, so a table that hands
// it back by mistake changes nothing.
func TestSC6_HiddenBidIsNeverApplied(t *testing.T) {
	g := logged(t, spellcraft.Config{Players: 2}, 8)
	for n := 1; n <= spellcraft.MaxBid; n++ {
		e := engine.Event{Kind: record.Act, Seat: 0, Data: spellcraft.Bid(n)}
		assert.Equal(t, spellcraft.HiddenBid, know(t, e, 1).Data, "bid %d", n)
	}
	assert.NotRegexp(t, regexp.MustCompile(`[0-9]`), spellcraft.HiddenBid.String())
	_, err := spellcraft.ParseAction(spellcraft.HiddenBid.String())
	assert.Error(t, err, "its token is not an action")
	before, events := rulesOf(g), len(g.Events())
	for _, seat := range g.ToMove() {
		assert.ErrorIs(t, g.Apply(seat, spellcraft.HiddenBid), engine.ErrIllegal)
	}
	assert.True(t, before == rulesOf(g))
	assert.Len(t, g.Events(), events)
}

// knowGames plays a few random logged games and calls f after every
// action with the game and the events it caused (the first call: the
// events of the start).
func knowGames(t *testing.T, f func(g *spellcraft.State, evs []engine.Event)) {
	t.Helper()
	cfgs := []spellcraft.Config{{Players: 2}, {Players: 3, Trump: true}, {Players: 5, Trump: true, Chips: 12},
		{Players: 4, NoJokers: true}}
	for i, cfg := range cfgs {
		seed := uint64(60 + i)
		g := logged(t, cfg, seed)
		rng := newRand(seed)
		f(g, g.Events())
		for !g.Over() {
			n := len(g.Events())
			seat, a := randomMove(t, g, rng, 30)
			require.NoError(t, g.Apply(seat, a))
			f(g, g.Events()[n:])
		}
	}
}

// TestKnowWithAllSeatsChangesNothing: every seat together may know
// everything, so Know hands every event back as it is.
func TestKnowWithAllSeatsChangesNothing(t *testing.T) {
	knowGames(t, func(g *spellcraft.State, evs []engine.Event) {
		for _, e := range evs {
			seen, ok := spellcraft.Know(e, engine.AllSeats(g.Seats()))
			require.True(t, ok)
			require.Equal(t, e, seen)
		}
	})
}

// TestKnowLeavesTheEventAsItWas: masking an event for every seat changes
// nothing in the log, whose data it shares: the event still encodes to the
// record line written when it happened (a note has none).
func TestKnowLeavesTheEventAsItWas(t *testing.T) {
	knowGames(t, func(g *spellcraft.State, evs []engine.Event) {
		var recorded []engine.Event
		for _, e := range evs {
			for seat := range g.Seats() {
				know(t, e, seat)
			}
			if e.Kind != engine.Note {
				recorded = append(recorded, e)
			}
		}
		rec := g.Record()
		first := len(rec.Events) - len(recorded)
		for i, e := range recorded {
			line := rec.Events[first+i]
			if a, ok := e.Data.(spellcraft.Action); ok {
				require.Equal(t, line.Action, a.String())
				continue
			}
			data, err := json.Marshal(e.Data)
			require.NoError(t, err)
			require.JSONEq(t, string(line.Data), string(data), "%s", e.Name)
		}
	})
}

// TestSC3_KnowRevealsTheShowdownBeforeTheTarget: a showdown waiting for
// the black joker's target is a public note carrying the showdown every
// View shows then; the record leaves it out.
func TestSC3_KnowRevealsTheShowdownBeforeTheTarget(t *testing.T) {
	notes := 0
	knowGames(t, func(g *spellcraft.State, evs []engine.Event) {
		for i, e := range evs {
			d, ok := e.Data.(spellcraft.ShowdownShown)
			if !ok {
				continue
			}
			notes++
			require.Equal(t, engine.Note, e.Kind)
			require.Equal(t, "reveal", e.Name)
			require.Len(t, evs, i+1, "the game waits for the target after it")
			require.Equal(t, spellcraft.PhaseBlackJoker, g.Phase())
			for seat := range g.Seats() {
				require.Equal(t, e, know(t, e, seat), "the showdown is public (decision 7)")
				v := g.View(seat)
				require.NotNil(t, v.Showdown)
				require.Equal(t, *v.Showdown, d.Result, "seat %d's view shows the same showdown", seat)
			}
			for _, line := range g.Record().Events {
				require.NotEqual(t, "reveal", line.Name, "the record leaves the note out")
			}
		}
	})
	require.Positive(t, notes, "some random game met a black joker")
}

// TestKnowNeverShowsMoreThanTheView: through random games, every card in
// the events Know lets through to a seat is one its View has shown by
// then, and a bid's amount reaches no other seat before the bids show.
func TestKnowNeverShowsMoreThanTheView(t *testing.T) {
	seenIn := map[*spellcraft.State]*[spellcraft.MaxPlayers]cards.Set{} // by game
	checked := 0
	knowGames(t, func(g *spellcraft.State, evs []engine.Event) {
		seen := seenIn[g]
		if seen == nil {
			seen = new([spellcraft.MaxPlayers]cards.Set)
			seenIn[g] = seen
		}
		for seat := range g.Seats() {
			seen[seat] |= viewCards(g.View(seat))
			for _, e := range evs {
				k := know(t, e, seat)
				got := cardsOf(k.Data)
				require.Zero(t, got&^seen[seat], "seat %d learns %v from %s %v", seat, got&^seen[seat], e.Name, k.Data)
				if a, ok := k.Data.(spellcraft.Action); ok && a.Kind == spellcraft.KindBid && k.Seat != seat {
					require.Equal(t, spellcraft.HiddenBid, a, "seat %d sees seat %d's bid", seat, k.Seat)
				}
				checked++
			}
		}
	})
	t.Logf("%d events checked", checked)
}

// viewCards are the cards v shows: the viewer's hand and trump card, the
// field, the discards, the cards taken face up and the showdowns (never
// Unseen, the cards it cannot place).
func viewCards(v spellcraft.View) cards.Set {
	return cardsOf(struct {
		Hand, Field, Discarded cards.Set
		Trump                  cards.Card
		Known                  [spellcraft.MaxPlayers]cards.Set
		Showdown, Last         *spellcraft.RoundResult
	}{v.Hand, v.Field, v.Discarded, v.Trump, v.Known, v.Showdown, v.Last})
}

var (
	cardType = reflect.TypeFor[cards.Card]()
	setType  = reflect.TypeFor[cards.Set]()
)

// cardsOf collects every card and card set in x, at any depth.
func cardsOf(x any) cards.Set {
	var out cards.Set
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch {
		case v.Type() == cardType:
			if c := cards.Card(v.Uint()); c != cards.None {
				out = out.With(c)
			}
			return
		case v.Type() == setType:
			out |= cards.Set(v.Uint())
			return
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i))
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		}
	}
	walk(reflect.ValueOf(x))
	return out
}
