package spellcraft_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/cards/cardstest"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/require"
)

func card(tok string) cards.Card    { return cardstest.Card(cards.Standard54, tok) }
func set(toks string) cards.Set     { return cardstest.Set(cards.Standard54, toks) }
func list(toks string) []cards.Card { return cardstest.List(cards.Standard54, toks) }

func act(tok string) spellcraft.Action {
	a, err := spellcraft.ParseAction(tok)
	if err != nil {
		panic(err)
	}
	return a
}

func apply(t testing.TB, s *spellcraft.State, seat int, tok string) {
	t.Helper()
	require.NoError(t, s.Apply(seat, act(tok)), "seat %d %s", seat, tok)
}

func checkInvariants(t testing.TB, s *spellcraft.State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("round %d turn %d %v: %v", s.Round(), s.Turn(), s.Phase(), err)
	}
}

// randomMove picks a random seat among those to move and a random legal
// action for it. Knocks are taken with probability knockPct%.
func randomMove(t testing.TB, s *spellcraft.State, rng *rand.Rand, knockPct int) (int, spellcraft.Action) {
	t.Helper()
	movers := s.ToMove()
	require.NotEmpty(t, movers, "nobody to move in %v", s.Phase())
	seat := movers[rng.IntN(len(movers))]
	legal := s.Legal(seat)
	require.NotEmpty(t, legal, "no legal action for seat %d in %v", seat, s.Phase())
	if s.Phase() == spellcraft.PhaseKnock {
		if rng.IntN(100) < knockPct {
			return seat, spellcraft.Knock
		}
		return seat, spellcraft.Pass
	}
	return seat, legal[rng.IntN(len(legal))]
}

// step is one action of a game: who did what.
type step struct {
	seat int
	a    spellcraft.Action
}

// randomGame plays a whole game with random legal actions, checking the
// invariants after every action, and returns the final state and steps.
func randomGame(t testing.TB, cfg spellcraft.Config, seed uint64, knockPct int) (*spellcraft.State, []step) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	s := spellcraft.MustNew(cfg, seed)
	checkInvariants(t, s)
	var steps []step
	for !s.Over() {
		if len(steps) > 20000 {
			t.Fatal("game does not end")
		}
		seat, a := randomMove(t, s, rng, knockPct)
		require.NoError(t, s.Apply(seat, a), "legal action %v refused", a)
		steps = append(steps, step{seat, a})
		checkInvariants(t, s)
	}
	return s, steps
}

// rulesOf returns s without its record, to compare games by their rules.
func rulesOf(s *spellcraft.State) spellcraft.State {
	c := *s
	c.Log = nil
	return c
}

// played starts a recorded game and applies steps to it.
func played(t testing.TB, cfg spellcraft.Config, seed uint64, steps []step) *spellcraft.State {
	t.Helper()
	g, err := spellcraft.NewGame(cfg, seed, seatsFor(cfg.Players))
	require.NoError(t, err)
	for i, st := range steps {
		require.NoError(t, g.Apply(st.seat, st.a), "step %d: seat %d %v", i+1, st.seat, st.a)
	}
	return g
}

// rigged starts a game with a fixed dealer and the given hands (by seat,
// "" for a seat out), deck top cards and stacks (nil: the config's).
func rigged(t testing.TB, cfg spellcraft.Config, dealer int, hands []string, deck string, stacks []int) *spellcraft.State {
	t.Helper()
	cfg.FixedDealer, cfg.Dealer = true, dealer
	s := spellcraft.MustNew(cfg, 1)
	hs := make([]cards.Set, cfg.Players)
	for i, h := range hands {
		hs[i] = set(h)
	}
	require.NoError(t, s.Rig(spellcraft.Setup{Hands: hs, Deck: list(deck), Stacks: stacks}))
	checkInvariants(t, s)
	return s
}

// bidAll makes every seat to bid bid n.
func bidAll(t testing.TB, s *spellcraft.State, n int) {
	t.Helper()
	require.Equal(t, spellcraft.PhaseBid, s.Phase())
	for _, seat := range s.ToMove() {
		require.NoError(t, s.Apply(seat, spellcraft.Bid(n)))
	}
}

// passAll passes for every seat asked in turn while the phase lasts.
func passAll(t testing.TB, s *spellcraft.State, p spellcraft.Phase) {
	t.Helper()
	for s.Phase() == p {
		require.NoError(t, s.Apply(s.ToMove()[0], spellcraft.Pass))
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }

// finishShowdown aims a waiting black joker at the first seat it may.
func finishShowdown(t testing.TB, s *spellcraft.State) {
	t.Helper()
	if s.Phase() == spellcraft.PhaseBlackJoker {
		seat := s.ToMove()[0]
		require.NoError(t, s.Apply(seat, s.Legal(seat)[0]))
	}
}
