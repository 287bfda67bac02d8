package spellcraft_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The package doc's decisions where the rulebook and the rulings are
// silent, one test each (or the test that covers it).

// Decision 1: trump cards are dealt anew every round, from the seed. (The
// exact deal order is pinned by the golden record.)
func TestDecision01_TrumpsDealtEveryRound(t *testing.T) {
	cfg := spellcraft.Config{Players: 4, Trump: true}
	changed := false
	for seed := range uint64(10) {
		s := spellcraft.MustNew(cfg, seed)
		first := [4]cards.Card{s.TrumpCard(0), s.TrumpCard(1), s.TrumpCard(2), s.TrumpCard(3)}
		rng := newRand(seed)
		for s.Round() == 1 && !s.Over() {
			seat, a := randomMove(t, s, rng, 50)
			require.NoError(t, s.Apply(seat, a))
		}
		if s.Over() {
			continue
		}
		for i := range 4 {
			if s.InRound(i) && s.TrumpCard(i) != first[i] {
				changed = true
			}
			if !s.InRound(i) {
				assert.Equal(t, cards.None, s.TrumpCard(i), "a seat out gets no trump card")
			}
		}
	}
	assert.True(t, changed)
}

// Decision 2: the deal passes to the next seat with chips: see
// TestSC12_Rounds and the staked-penalty showdown (seat 0 out, seat 1
// deals).

// Decision 3: with the deck empty the card taken in must come from the
// field; with nothing to take in, the seat is not asked. See also
// TestSC8_Exchange (no card of one's own back) and TestSC7_DeckRunsOut.
func TestDecision03_ExchangeWithEmptyDeck(t *testing.T) {
	s := spellcraft.MustNew(spellcraft.Config{Players: 8, FixedDealer: true, Dealer: 0}, 11)
	bidAll(t, s, 1)
	for s.Phase() == spellcraft.PhasePick {
		seat := s.ToMove()[0]
		require.NoError(t, s.Apply(seat, s.Legal(seat)[0])) // 5 draws empty the deck
	}
	require.Empty(t, s.DeckCards())
	require.Equal(t, spellcraft.PhaseExchange, s.Phase())
	seat := s.ToMove()[0]
	h := s.Hand(seat).Cards()
	err := s.Apply(seat, spellcraft.Exchange(h[0], h[1], cards.None))
	assert.Equal(t, "SC7", engine.RuleOf(err), "%v", err)
	for _, a := range s.Legal(seat)[1:] {
		assert.NotEqual(t, cards.None, a.Card, "no deck exchanges with the deck empty")
	}
}

// Decision 4: see TestSC7_DeckRunsOut (seats 7 and 0 skipped).

// Decision 5: see TestSC6_BidsAreSecretAndSimultaneous.

// Decision 6: field cards taken are known to all (TestSC8_Exchange); trump
// cards show at the showdown.
func TestDecision06_TrumpsShowAtShowdown(t *testing.T) {
	cfg := spellcraft.Config{Players: 3, Trump: true, FixedDealer: true}
	s := spellcraft.MustNew(cfg, 3)
	v := s.View(0)
	assert.Equal(t, s.TrumpCard(0), v.Trump)
	want := [3]cards.Card{s.TrumpCard(0), s.TrumpCard(1), s.TrumpCard(2)}
	rng := newRand(3)
	for s.Round() == 1 {
		seat, a := randomMove(t, s, rng, 50)
		require.NoError(t, s.Apply(seat, a))
	}
	r, _ := s.LastRound()
	assert.Equal(t, want[:], r.Trumps[:3])
	v = s.View(1)
	require.NotNil(t, v.Last)
	assert.Equal(t, want[:], v.Last.Trumps[:3])
}

// Decision 7: see TestSC3_BlackJoker (the showdown is public first).

// Decision 8: an empty suit scores nothing, not even the trump bonus.
func TestDecision08_EmptySuitEarnsNoTrumpBonus(t *testing.T) {
	h := spellcraft.Score(set("BJ"), card("HA"))
	assert.Zero(t, h.Total)
	assert.Zero(t, h.TrumpSuit)
	h = spellcraft.Score(set("C2"), card("HA"))
	assert.Equal(t, 3, h.Total, "clubs 1+2, not empty hearts 2")
}

// Decision 9: ties in the choice of suit show the first suit; ties in the
// black joker's loss take the lowest card (TestSC3_DiscardCostsLeast); the
// loss may come from any tied best choice, and the victim then shows the
// choice it counted (TestSC3_TiedBestChoicesGiveTheCheapestLoss,
// TestSC3_VictimCountsTheTiedChoiceWithTheCheapestLoss).
func TestDecision09_SuitTieShowsFirstSuit(t *testing.T) {
	h := spellcraft.Score(set("H2 H3 H4 S2 S3 S4"), cards.None)
	assert.Equal(t, cards.Hearts, h.Suit)
	h = spellcraft.Score(set("C9 S9"), cards.None)
	assert.Equal(t, cards.Clubs, h.Suit)
}

// Decision 10: see TestSC9_KnockAsking (the knocker takes no card).

// Decision 11: see TestSC11_FiveOfAKind/in_the_deal_decision_11.

// Decision 12: see TestSC7_NobodyCanBid.

// Decision 13: see TestSC12_G4_EndGameNow; with every stack empty, the seats
// of the round share.
func TestDecision13_EndNowWithNoChips(t *testing.T) {
	s := rigged(t, spellcraft.Config{Players: 4}, 0, []string{"H2 H3 H4 C5 D6", "", "D9 DK C8 H6 S3", "S9 S10 SJ C2 D3"}, "", []int{0, 0, 0, 0})
	apply(t, s, 1, "end")
	assert.Equal(t, []int{0, 2, 3}, s.Winners())
}

// Decision 14: see TestSC13_Config (12-100 chips).
