package spellcraft_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/require"
)

func card(tok string) cards.Card {
	c, err := cards.Standard54.Parse(tok)
	if err != nil {
		panic(err)
	}
	return c
}

func set(toks string) cards.Set {
	var s cards.Set
	for _, t := range strings.Fields(toks) {
		s = s.With(card(t))
	}
	return s
}

func list(toks string) []cards.Card {
	var out []cards.Card
	for _, t := range strings.Fields(toks) {
		out = append(out, card(t))
	}
	return out
}

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

// invariants checks that every card of the deck is in exactly one place
// (the deck, the field, a hand or the discards) and that the chips are
// conserved: stacks + stakes + removed = the chips the game started with.
func invariants(s *spellcraft.State) error {
	cfg := s.Config()
	var all cards.Set
	n := 0
	add := func(where string, x cards.Set) error {
		if all&x != 0 {
			return fmt.Errorf("card %v in two places (again in %s)", all&x, where)
		}
		all |= x
		n += x.Len()
		return nil
	}
	deck := s.DeckCards()
	var ds cards.Set
	for _, c := range deck {
		if ds.Has(c) {
			return fmt.Errorf("card %v twice in the deck", c)
		}
		ds = ds.With(c)
	}
	if err := add("deck", ds); err != nil {
		return err
	}
	if err := add("field", s.Field()); err != nil {
		return err
	}
	if err := add("discards", s.Discarded()); err != nil {
		return err
	}
	chips := s.Stakes() + s.Removed()
	for i := range cfg.Players {
		if err := add(fmt.Sprintf("seat %d", i), s.Hand(i)); err != nil {
			return err
		}
		if !s.InRound(i) && s.Hand(i) != 0 {
			return fmt.Errorf("seat %d is out of the round but holds %v", i, s.Hand(i))
		}
		if s.Stack(i) < 0 {
			return fmt.Errorf("seat %d has %d chips", i, s.Stack(i))
		}
		chips += s.Stack(i)
	}
	if all != cfg.Deck().Set() || n != cfg.Deck().Size() {
		return fmt.Errorf("cards lost: have %d of %d, missing %v", n, cfg.Deck().Size(), cfg.Deck().Set()&^all)
	}
	if s.Stakes() < 0 || s.Removed() < 0 {
		return fmt.Errorf("stakes %d, removed %d", s.Stakes(), s.Removed())
	}
	if chips != s.TotalChips() {
		return fmt.Errorf("chips not conserved: %d, want %d", chips, s.TotalChips())
	}
	return nil
}

func checkInvariants(t testing.TB, s *spellcraft.State) {
	t.Helper()
	if err := invariants(s); err != nil {
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

// randomGame plays a whole game with random legal actions, checking the
// invariants after every action, and returns the final state and steps.
func randomGame(t testing.TB, cfg spellcraft.Config, seed uint64, knockPct int) (*spellcraft.State, []spellcraft.Step) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	s := spellcraft.MustNew(cfg, seed)
	checkInvariants(t, s)
	var steps []spellcraft.Step
	for !s.Over() {
		if len(steps) > 20000 {
			t.Fatal("game does not end")
		}
		seat, a := randomMove(t, s, rng, knockPct)
		require.NoError(t, s.Apply(seat, a), "legal action %v refused", a)
		steps = append(steps, spellcraft.Step{Seat: seat, Action: a})
		checkInvariants(t, s)
	}
	return s, steps
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

// ruleOf returns the rule an illegal-action error names.
func ruleOf(err error) string {
	var re *spellcraft.RuleError
	if errors.As(err, &re) {
		return re.Rule
	}
	return ""
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
