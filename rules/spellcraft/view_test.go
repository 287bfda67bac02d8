package spellcraft_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestView_HiddenCardsDoNotShow: two games that differ only in what seat 0
// cannot see (the other hands and the deck order) give seat 0 the same
// View.
func TestView_HiddenCardsDoNotShow(t *testing.T) {
	a := rigged(t, three, 0, knockHands, knockDeck, nil)
	// Seats 1 and 2 swap cards, and the deck below the field is reordered.
	b := rigged(t, three, 0, []string{knockHands[0], "D9 DK C8 H6 S10", "S9 S3 SJ C2 D3"}, "C3 C4 D2 S2  CK CQ", nil)
	for _, s := range []*spellcraft.State{a, b} {
		require.NoError(t, s.Apply(0, spellcraft.Bid(2)))
		require.NoError(t, s.Apply(1, spellcraft.Bid(1)))
	}
	assert.Equal(t, a.View(0), b.View(0))
	assert.NotEqual(t, a.View(1), b.View(1))
}

// TestView_WhatASeatKnows checks a View's parts against the full state
// through random games.
func TestView_WhatASeatKnows(t *testing.T) {
	for seed := range uint64(30) {
		cfg := configFor(seed)
		s := spellcraft.MustNew(cfg, seed)
		rng := newRand(seed)
		for steps := 0; !s.Over() && steps < 400; steps++ {
			for seat := range cfg.Players {
				v := s.View(seat)
				assert.Equal(t, s.Hand(seat), v.Hand)
				assert.Equal(t, s.TrumpCard(seat), v.Trump)
				assert.Equal(t, spellcraft.Score(v.Hand, v.Trump), v.Score)
				assert.Equal(t, s.Field(), v.Field)
				assert.Equal(t, len(s.DeckCards()), v.DeckSize)
				assert.Equal(t, s.Legal(seat), v.Legal)
				var others cards.Set
				for i := range cfg.Players {
					assert.Equal(t, s.Hand(i).Len(), v.HandSizes[i])
					assert.Zero(t, v.Known[i]&^s.Hand(i), "known cards are held")
					assert.Equal(t, s.Stack(i), v.Stacks[i])
					if i != seat {
						others |= s.Hand(i) &^ v.Known[i]
					}
					if !v.BidsShown && i != seat {
						assert.Zero(t, v.Bids[i], "an unshown bid")
					}
				}
				var deck cards.Set
				for _, c := range s.DeckCards() {
					deck = deck.With(c)
				}
				if s.Phase() != spellcraft.PhaseBlackJoker {
					assert.Equal(t, others|deck, v.Unseen, "unseen: the other hands' unknown cards and the deck")
				}
			}
			seat, a := randomMove(t, s, rng, 20)
			require.NoError(t, s.Apply(seat, a))
		}
	}
}

// TestView_SpectatorSeesNoHand: a seat outside the game gets no cards.
func TestView_SpectatorSeesNoHand(t *testing.T) {
	s := spellcraft.MustNew(spellcraft.Config{Players: 3, Trump: true}, 1)
	v := s.View(-1)
	assert.Zero(t, v.Hand)
	assert.Equal(t, cards.None, v.Trump)
	assert.Nil(t, v.Legal)
}
