package spit_test

import (
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spit"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cs reads space-separated card tokens.
func cs(t testing.TB, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, tok := range strings.Fields(s) {
		c, err := cards.Parse(tok)
		require.NoError(t, err, tok)
		out = append(out, c)
	}
	return out
}

func card(t testing.TB, tok string) cards.Card { return cs(t, tok)[0] }

// piles reads stock piles: "|" separates slots, each bottom first.
func piles(t testing.TB, s string) [][]cards.Card {
	t.Helper()
	var out [][]cards.Card
	for _, p := range strings.Split(s, "|") {
		out = append(out, cs(t, p))
	}
	return out
}

// lay builds a state from a scripted layout. Cards the layout does not
// place go under the left centre pile (or the right one, if the left is
// empty), below its top card; with both centre piles empty they go to the
// bottom of the draw piles, alternately.
func lay(t testing.TB, cfg spit.Config, l spit.Layout) *spit.State {
	t.Helper()
	rest := unplaced(l)
	switch {
	case len(l.Spit[0]) > 0:
		l.Spit[0] = append(rest, l.Spit[0]...)
	case len(l.Spit[1]) > 0:
		l.Spit[1] = append(rest, l.Spit[1]...)
	default:
		for i, c := range rest {
			l.Draw[i%2] = append([]cards.Card{c}, l.Draw[i%2]...)
		}
	}
	s, err := spit.NewFromLayout(cfg, 1, l)
	require.NoError(t, err)
	return s
}

// unplaced returns the cards a layout does not place.
func unplaced(l spit.Layout) []cards.Card {
	used := cards.Set(0)
	mark := func(cs []cards.Card) {
		for _, c := range cs {
			used = used.With(c)
		}
	}
	for seat := range 2 {
		for _, p := range l.Stock[seat] {
			mark(p)
		}
		mark(l.Draw[seat])
		mark(l.Hand[seat])
		mark(l.Side[seat])
		mark(l.Spit[seat])
	}
	return (cards.Standard52.Set() &^ used).Cards()
}

// press applies a press that must be legal, and checks the invariant.
func press(t testing.TB, s *spit.State, seat int, tok string) {
	t.Helper()
	a, err := spit.ParseAction(tok)
	require.NoError(t, err)
	require.NoError(t, s.Apply(seat, a), "seat %d %s", seat, tok)
	require.NoError(t, s.Check())
}

// refuse checks that a press is illegal, names the rule, and changes nothing.
func refuse(t testing.TB, s *spit.State, seat int, tok, rule string) {
	t.Helper()
	a, err := spit.ParseAction(tok)
	require.NoError(t, err)
	before := s.Clone()
	err = s.Apply(seat, a)
	if assert.ErrorIs(t, err, spit.ErrIllegal, "seat %d %s", seat, tok) {
		assert.Contains(t, err.Error(), rule)
		assert.True(t, strings.HasPrefix(err.Error(), "spit: "), err.Error())
	}
	assert.Equal(t, before, s, "an illegal press changed the state")
}

// advance runs n ticks, checking the invariant after each.
func advance(t testing.TB, s *spit.State, n int) {
	t.Helper()
	for range n {
		s.Advance()
		require.NoError(t, s.Check())
	}
}

func top(v spit.View, seat, slot int) cards.Card {
	c, _ := v.Players[seat].Stock[slot-1].Top()
	return c
}

func sizes(v spit.View, seat int) []int {
	var out []int
	for _, p := range v.Players[seat].Stock[:v.Config.Piles()] {
		out = append(out, p.Size())
	}
	return out
}
