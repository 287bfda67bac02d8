package speedrun_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/speedrun"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkCards asserts that every card of the deck is in exactly one place:
// a hand, the hidden cards, or played this hand.
func checkCards(t testing.TB, s *speedrun.State) {
	t.Helper()
	if s.Over() {
		return
	}
	var all cards.Set
	n := 0
	add := func(x cards.Set) {
		if all&x != 0 {
			t.Fatalf("card in two places: %v", all&x)
		}
		all |= x
		n += x.Len()
	}
	for i := 0; i < speedrun.NumPlayers; i++ {
		add(s.Hand(i))
	}
	add(s.Hidden())
	add(s.View(-1).Played)
	if all != speedrun.Deck.Set() || n != 40 {
		t.Fatalf("cards lost: have %d: %v", n, all)
	}
}

// randomGame plays a whole game choosing from Legal, checking invariants
// after every action, and returns the final state.
func randomGame(t testing.TB, cfg speedrun.Config, seed uint64) *speedrun.State {
	rng := rand.New(rand.NewPCG(seed, 7))
	s := speedrun.New(cfg, seed)
	checkCards(t, s)
	for steps := 0; !s.Over(); steps++ {
		if steps > 10000 {
			t.Fatal("game does not end")
		}
		movers := s.ToMove()
		require.NotEmpty(t, movers)
		seat := movers[rng.IntN(len(movers))]
		legal := s.Legal(seat)
		require.NotEmpty(t, legal, "no legal action for seat %d in %v", seat, s.Phase())
		a := legal[rng.IntN(len(legal))]
		require.NoError(t, s.Apply(seat, a), "legal action %v refused", a)
		checkCards(t, s)
	}
	return s
}

func TestRandomGames(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		cfg := speedrun.Config{Length: speedrun.Length(i % 3), ContractReveal: i%2 == 1}
		s := randomGame(t, cfg, uint64(i))
		checkTotals(t, s)
	}
}

// checkTotals recomputes the board from the hand results and compares it.
func checkTotals(t testing.TB, s *speedrun.State) {
	t.Helper()
	res := s.Results()
	l := s.Config().Length
	require.Len(t, res, l.Hands())
	var board speedrun.Board
	for _, r := range res {
		sum := 0
		for seat := 0; seat < speedrun.NumPlayers; seat++ {
			sum += r.Tricks[seat]
			b := r.Bids[seat]
			p := &board[seat]
			switch b.Kind {
			case speedrun.BidPass:
				p.PassesUsed++
				assert.Zero(t, r.Score[seat])
				continue
			case speedrun.BidRedo:
				p.RedosUsed++
			}
			d := speedrun.Difference(b.Contract, r.Tricks, seat)
			sc := speedrun.Score(d, r.Revealed[seat])
			assert.Equal(t, sc, r.Score[seat])
			e := speedrun.Entry{Done: true, Tricks: r.Tricks[seat], Score: sc, Perfect: d == 0, Revealed: r.Revealed[seat]}
			if b.Kind == speedrun.BidRedo {
				standing := p.Entries[b.Contract]
				require.True(t, standing.Done, "SR4 a Redo targets a completed contract")
				assert.Equal(t, sc < standing.Score, r.Kept[seat], "SR4/SR6 the lower score stands")
				p.Entries[b.Contract] = speedrun.Settle(standing, e)
				if sc < standing.Score {
					assert.Equal(t, r.Tricks[seat], p.Entries[b.Contract].Tricks)
				} else {
					assert.Equal(t, standing.Tricks, p.Entries[b.Contract].Tricks)
				}
			} else {
				assert.True(t, r.Kept[seat])
				assert.False(t, p.Entries[b.Contract].Done, "a completed contract is never bid again")
				p.Entries[b.Contract] = e
			}
		}
		assert.Equal(t, speedrun.NumTricks, sum, "hand %d tricks", r.Hand)
	}
	got := s.Board()
	assert.Equal(t, board, got)
	for seat := 0; seat < speedrun.NumPlayers; seat++ {
		p := got[seat]
		// Every seat plays one contract card per hand.
		assert.Equal(t, l.Hands(), p.Completed()+p.PassesUsed+p.RedosUsed, "seat %d cards used", seat)
		assert.LessOrEqual(t, p.PassesUsed, l.Passes())
		assert.LessOrEqual(t, p.RedosUsed, l.Redos())
	}
	assert.NotEmpty(t, s.Winners())
}
