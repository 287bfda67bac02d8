package stepstones_test

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/cards/cardstest"
	"parlor/rules/stepstones"

	"github.com/stretchr/testify/require"
)

// Seats of the rulebook's examples, clockwise as they play (SS9).
const (
	carol, david, scott = 0, 1, 2
)

func set(toks string) cards.Set { return cardstest.Set(stepstones.Deck, toks) }

func act(tok string) stepstones.Action {
	a, err := stepstones.ParseAction(tok)
	if err != nil {
		panic(err)
	}
	return a
}

// fill completes a deal: each seat gets its given cards, and of a suit
// listed in closed[seat] nothing more; the rest of the deck is spread over
// the seats with room.
func fill(t testing.TB, given [3]string, closed [3]string) [3]cards.Set {
	t.Helper()
	var hands [3]cards.Set
	var used cards.Set
	for i := range given {
		hands[i] = set(given[i])
		require.Zero(t, used&hands[i], "card given twice")
		used |= hands[i]
	}
	// Cards allowed in fewer hands go first, each to the allowed hand with
	// the most room, so that a possible deal is found.
	rest := (stepstones.Deck.Set() &^ used).Cards()
	allowed := func(c cards.Card, i int) bool { return !strings.Contains(closed[i], c.Suit().String()) }
	nAllowed := func(c cards.Card) int {
		n := 0
		for i := range hands {
			if allowed(c, i) {
				n++
			}
		}
		return n
	}
	sort.SliceStable(rest, func(a, b int) bool { return nAllowed(rest[a]) < nAllowed(rest[b]) })
	for _, c := range rest {
		best := -1
		for i := range hands {
			if allowed(c, i) && hands[i].Len() < stepstones.HandSize && (best < 0 || hands[i].Len() < hands[best].Len()) {
				best = i
			}
		}
		require.True(t, best >= 0, "cannot place %v", c)
		hands[best] = hands[best].With(c)
	}
	return hands
}

// newGame starts a game with a fixed forehand and the given deal.
func newGame(t testing.TB, cfg stepstones.Config, forehand int, hands [3]cards.Set) *stepstones.State {
	t.Helper()
	cfg.FixedForehand, cfg.Forehand = true, forehand
	s := stepstones.New(cfg, 1)
	require.NoError(t, s.Redeal(hands))
	return s
}

func apply(t testing.TB, s *stepstones.State, seat int, tok string) {
	t.Helper()
	require.NoError(t, s.Apply(seat, act(tok)), "seat %d %s", seat, tok)
}

// checkCards asserts that every card of the deck is in exactly one place
// (State.Check).
func checkCards(t testing.TB, s *stepstones.State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// lowestPolicy plays the lowest legal card (by byte order: clubs first).
func lowest(s *stepstones.State) (int, stepstones.Action) {
	seat := s.ToMove()[0]
	return seat, s.Legal(seat)[0]
}

// playScripted plays the current hand to its end: the declarer leads its
// Hearts while it has led fewer than k of them (winning those tricks when
// only it holds Hearts), then its lowest Spade; every other play is the
// lowest legal card.
func playScripted(t testing.TB, s *stepstones.State, k int) {
	t.Helper()
	h := s.HandNumber()
	led := 0
	for !s.Over() && s.HandNumber() == h {
		seat, a := lowest(s)
		tr := s.CurrentTrick()
		if seat == s.Declarer() && tr.Count == 0 {
			hearts := s.Hand(seat).Suit(cards.Hearts)
			spades := s.Hand(seat).Suit(cards.Spades)
			if led < k && hearts != 0 {
				a = stepstones.Play(hearts.Lowest())
				led++
			} else if spades != 0 {
				a = stepstones.Play(spades.Lowest())
			}
		}
		require.NoError(t, s.Apply(seat, a))
		checkCards(t, s)
	}
}

// heartsDeal gives seat all nine Hearts and S1-S3; the next seat S4-S9
// and six Clubs; the third seat the rest. With playScripted the seat wins
// exactly the k tricks it leads Hearts in.
func heartsDeal(seat int) [3]cards.Set {
	var h [3]cards.Set
	h[seat] = set("H1 H2 H3 H4 H5 H6 H7 H8 H9 S1 S2 S3")
	h[(seat+1)%3] = set("S4 S5 S6 S7 S8 S9 C1 C2 C3 C4 C5 C6")
	h[(seat+2)%3] = stepstones.Deck.Set() &^ h[seat] &^ h[(seat+1)%3]
	return h
}

// randomGame plays a whole game choosing from Legal, checking invariants
// after every action, and returns the final state.
func randomGame(t testing.TB, cfg stepstones.Config, seed uint64) *stepstones.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	s := stepstones.New(cfg, seed)
	checkCards(t, s)
	for steps := 0; !s.Over(); steps++ {
		if steps > 2000 {
			t.Fatal("game does not end")
		}
		movers := s.ToMove()
		require.Len(t, movers, 1)
		seat := movers[0]
		legal := s.Legal(seat)
		require.NotEmpty(t, legal, "no legal action for seat %d in %v", seat, s.Phase())
		a := legal[rng.IntN(len(legal))]
		require.NoError(t, s.Apply(seat, a), "legal action %v refused", a)
		checkCards(t, s)
	}
	return s
}
