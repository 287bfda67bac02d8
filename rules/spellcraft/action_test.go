package spellcraft_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestActionTokensRoundTrip: every legal action of random games prints a
// token that parses back to it.
func TestActionTokensRoundTrip(t *testing.T) {
	for seed := range uint64(10) {
		s := spellcraft.MustNew(configFor(seed), seed)
		rng := newRand(seed)
		for !s.Over() {
			for _, seat := range s.ToMove() {
				for _, a := range s.Legal(seat) {
					got, err := spellcraft.ParseAction(a.String())
					require.NoError(t, err, a.String())
					require.Equal(t, a, got, a.String())
				}
			}
			seat, a := randomMove(t, s, rng, 30)
			require.NoError(t, s.Apply(seat, a))
		}
	}
	for _, a := range []spellcraft.Action{spellcraft.End, spellcraft.Target(3), spellcraft.Knock} {
		got, err := spellcraft.ParseAction(a.String())
		require.NoError(t, err)
		assert.Equal(t, a, got)
	}
}

func TestParseAction(t *testing.T) {
	good := map[string]spellcraft.Action{
		"pass":                  spellcraft.Pass,
		"  KNOCK ":              spellcraft.Knock,
		"draw":                  spellcraft.Draw,
		"take h10":              spellcraft.Take(card("H10")),
		"take RJ":               spellcraft.Take(cards.RedJoker),
		"bid 3":                 spellcraft.Bid(3),
		"target 2":              spellcraft.Target(2),
		"end":                   spellcraft.End,
		"exchange SQ C2 deck":   spellcraft.Exchange(card("C2"), card("SQ"), cards.None),
		"exchange c2 sq   bj":   spellcraft.Exchange(card("C2"), card("SQ"), cards.BlackJoker),
		"exchange C2 SQ HA":     spellcraft.Exchange(card("C2"), card("SQ"), card("HA")),
		"exchange C2 SQ H1":     spellcraft.Exchange(card("C2"), card("SQ"), card("HA")),
		"exchange  C2  SQ  D10": spellcraft.Exchange(card("C2"), card("SQ"), card("D10")),
	}
	for tok, want := range good {
		got, err := spellcraft.ParseAction(tok)
		if assert.NoError(t, err, tok) {
			assert.Equal(t, want, got, tok)
		}
	}
	assert.Equal(t, "exchange C2 SQ deck", spellcraft.Exchange(card("SQ"), card("C2"), cards.None).String(), "the lower card first")
	for _, bad := range []string{"", "fold", "pass now", "bid", "bid x", "bid 100", "take", "take Z9", "take deck",
		"exchange C2 SQ", "exchange C2 XX deck", "exchange C2 SQ H11X", "target", "draw H2", "end now"} {
		_, err := spellcraft.ParseAction(bad)
		assert.ErrorContains(t, err, "spellcraft: bad action", "%q", bad)
	}
}
