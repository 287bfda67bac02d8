package bot_test

import (
	"testing"

	"parlor/rules/cards"
	"parlor/rules/cards/cardstest"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"
	"parlor/rules/spellcraft/bot"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func set(toks string) cards.Set     { return cardstest.Set(cards.Standard54, toks) }
func list(toks string) []cards.Card { return cardstest.List(cards.Standard54, toks) }

// rigged starts a three-seat game, dealer 0, with the given hands and the
// deck's top cards.
func rigged(t testing.TB, hands []string, deck string, stacks []int) *spellcraft.State {
	t.Helper()
	s := spellcraft.MustNew(spellcraft.Config{Players: 3, FixedDealer: true}, 1)
	hs := make([]cards.Set, 3)
	for i, h := range hands {
		hs[i] = set(h)
	}
	require.NoError(t, s.Rig(spellcraft.Setup{Hands: hs, Deck: list(deck), Stacks: stacks}))
	return s
}

func quiet(l engine.Level, seed uint64) *bot.Bot {
	b := bot.New(l, seed)
	b.Samples = 48
	return b
}

func choose(b *bot.Bot, s *spellcraft.State, seat int) spellcraft.Action {
	v := s.View(seat)
	return b.Choose(v, v.Legal)
}

// TestTakesTheCardThatHelps: the 5 of hearts joins 2-3-4 and 6-7 into a
// run of six; both Normal and Hard take it.
func TestTakesTheCardThatHelps(t *testing.T) {
	s := rigged(t, []string{"H2 H3 H4 H6 H7", "S9 S10 SJ C2 D3", "D10 DK C8 C6 S3"}, "H5 C4 D2 S2", nil)
	for _, seat := range []int{0, 1, 2} {
		b := 1
		if seat == 0 {
			b = 4
		}
		require.NoError(t, s.Apply(seat, spellcraft.Bid(b)))
	}
	for _, l := range []engine.Level{engine.Normal, engine.Hard} {
		assert.Equal(t, "take H5", choose(quiet(l, 1), s, 0).String(), "%v", l)
	}
}

// TestBidsMoreForABigGain: a card that completes a long run is worth a
// higher bid than a field of scraps.
func TestBidsMoreForABigGain(t *testing.T) {
	hands := []string{"H2 H3 H4 H6 H7", "S9 S10 SJ C2 D3", "D10 DK C8 C6 S3"}
	good := rigged(t, hands, "H5 C4 D2 S2", nil)
	poor := rigged(t, hands, "C3 C4 D2 S2", nil)
	g, p := choose(quiet(engine.Normal, 1), good, 0), choose(quiet(engine.Normal, 1), poor, 0)
	assert.Greater(t, g.N, p.N, "Normal bids %v for H5, %v for scraps", g, p)
	// Hard prices the pick in chips: with empty stakes on the first turn
	// the pick is worth little, but never less than scraps.
	g, p = choose(quiet(engine.Hard, 1), good, 0), choose(quiet(engine.Hard, 1), poor, 0)
	assert.GreaterOrEqual(t, g.N, p.N, "Hard bids %v for H5, %v for scraps", g, p)
}

// TestKnocksOnlyWhenStrong: after two turns, a strong hand knocks and a
// weak one does not.
func TestKnocksOnlyWhenStrong(t *testing.T) {
	play2 := func(hand0 string) *spellcraft.State {
		s := rigged(t, []string{hand0, "S9 S10 C2 D3 H8", "D10 C8 C6 S3 H9"}, "C3 C4 D2 S2  C5 D4 S4 C9", nil)
		for range 2 {
			for s.Phase() == spellcraft.PhaseExchange {
				require.NoError(t, s.Apply(s.ToMove()[0], spellcraft.Pass))
			}
			for _, seat := range s.ToMove() {
				require.NoError(t, s.Apply(seat, spellcraft.Bid(1)))
			}
			for s.Phase() == spellcraft.PhasePick {
				seat := s.ToMove()[0]
				require.NoError(t, s.Apply(seat, s.Legal(seat)[1]))
			}
		}
		require.Equal(t, spellcraft.PhaseKnock, s.Phase())
		require.Equal(t, []int{0}, s.ToMove())
		return s
	}
	strong := play2("HA HK HQ HJ H10")
	weak := play2("H2 S5 C7 DJ H4")
	for _, l := range []engine.Level{engine.Normal, engine.Hard} {
		assert.Equal(t, spellcraft.Knock, choose(quiet(l, 1), strong, 0), "%v with %v", l, strong.Hand(0))
		assert.Equal(t, spellcraft.Pass, choose(quiet(l, 1), weak, 0), "%v with %v", l, weak.Hand(0))
	}
}

// TestBlackJokerHitsTheThreat: at the showdown, seat 2 aims the black
// joker at seat 1, the best hand.
func TestBlackJokerHitsTheThreat(t *testing.T) {
	s := rigged(t, []string{"H2 H3 H4 C5 D6", "S9 S10 SJ C2 D3", "D9 DK C8 H6 BJ"}, "C3 C4 D2 S2  H8 D4 S4 C6  C9 C10", nil)
	picks := [][]string{{"C3", "S2", "D2"}, {"H8", "S4", "D4"}}
	for turn := range 2 {
		for s.Phase() == spellcraft.PhaseExchange {
			require.NoError(t, s.Apply(s.ToMove()[0], spellcraft.Pass))
		}
		for _, seat := range s.ToMove() {
			require.NoError(t, s.Apply(seat, spellcraft.Bid(1)))
		}
		for s.Phase() == spellcraft.PhasePick {
			seat := s.ToMove()[0]
			c, _ := cards.Parse(picks[turn][seat])
			require.NoError(t, s.Apply(seat, spellcraft.Take(c)))
		}
	}
	require.NoError(t, s.Apply(0, spellcraft.Knock))
	for s.Phase() == spellcraft.PhaseKnockTake {
		seat := s.ToMove()[0]
		require.NoError(t, s.Apply(seat, s.Legal(seat)[1]))
	}
	require.Equal(t, spellcraft.PhaseBlackJoker, s.Phase())
	for _, l := range []engine.Level{engine.Normal, engine.Hard} {
		assert.Equal(t, spellcraft.Target(1), choose(quiet(l, 1), s, 2), "%v", l)
	}
}

// TestExchangeImproves: Normal gives two cards that do not count for one
// that does, and passes when nothing helps.
func TestExchangeImproves(t *testing.T) {
	s := rigged(t, []string{"H2 H3 H4 C7 D9", "S9 S10 SJ C2 D3", "D10 DK C8 H6 S3"}, "C4 D2 S2 CK", nil)
	for _, seat := range []int{0, 1, 2} {
		require.NoError(t, s.Apply(seat, spellcraft.Bid(1)))
	}
	for s.Phase() == spellcraft.PhasePick {
		seat := s.ToMove()[0]
		c := map[int]string{0: "C4", 1: "S2", 2: "D2"}[seat]
		cc, _ := cards.Parse(c)
		require.NoError(t, s.Apply(seat, spellcraft.Take(cc)))
	}
	require.Equal(t, spellcraft.PhaseExchange, s.Phase())
	require.Equal(t, set("CK"), s.Field())
	a := choose(quiet(engine.Normal, 1), s, 0)
	require.Equal(t, spellcraft.KindExchange, a.Kind, "%v", a)
	before := spellcraft.Score(s.Hand(0), cards.None).Total
	after := s.Hand(0).Without(a.Out[0]).Without(a.Out[1])
	if a.Card != cards.None {
		after = after.With(a.Card)
		assert.Greater(t, spellcraft.Score(after, cards.None).Total, before, "%v", a)
	}
}

// TestBotsSeeOnlyTheView: two games that differ only in cards seat 0
// cannot see get the same choices from the same bot.
func TestBotsSeeOnlyTheView(t *testing.T) {
	a := rigged(t, []string{"H2 H3 H4 C7 D9", "S9 S10 SJ C2 D3", "D10 DK C8 H6 S3"}, "H5 C4 D2 S2", nil)
	b := rigged(t, []string{"H2 H3 H4 C7 D9", "D10 DK C8 H6 S3", "S9 S10 SJ C2 D3"}, "H5 C4 D2 S2 CK CQ", nil)
	require.Equal(t, a.View(0), b.View(0))
	for _, l := range []engine.Level{engine.Random, engine.Easy, engine.Normal, engine.Hard} {
		assert.Equal(t, choose(quiet(l, 3), a, 0), choose(quiet(l, 3), b, 0), "%v", l)
	}
}

// TestChooseWithoutChoice: an empty list gives the zero Action, a single
// action is taken as it is.
func TestChooseWithoutChoice(t *testing.T) {
	b := bot.New(engine.Hard, 1)
	v := spellcraft.MustNew(spellcraft.Config{Players: 2}, 1).View(0)
	assert.Equal(t, spellcraft.Action{}, b.Choose(v, nil))
	assert.Equal(t, spellcraft.Bid(1), b.Choose(v, []spellcraft.Action{spellcraft.Bid(1)}))
}
