package trick_test

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/trick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDealRespecting: every card is dealt once, bins get their sizes, and
// a bin never gets a suit it may not take when some deal allows that.
func TestDealRespecting(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	deck := cards.Numbered10.Set()
	for i := 0; i < 2000; i++ {
		// Deal a real hand first so the limits are satisfiable.
		var real [trick.MaxPlayers]cards.Set
		perm := rng.Perm(40)
		all := deck.Cards()
		sizes := [trick.MaxPlayers]int{12, 12, 12, 4}
		k := 0
		for b, n := range sizes {
			for j := 0; j < n; j++ {
				real[b] = real[b].With(all[perm[k]])
				k++
			}
		}
		var allow [trick.MaxPlayers]uint8
		for b := range allow {
			allow[b] = 15
			for st := 0; st < 4; st++ {
				if real[b].Suit(cards.Suit(st)) == 0 {
					allow[b] &^= 1 << st // a void the real deal respects
				}
			}
		}
		got := trick.DealRespecting(deck, 4, sizes, allow, rng)
		var union cards.Set
		for b := range got {
			require.Equal(t, sizes[b], got[b].Len())
			require.Zero(t, union&got[b])
			union |= got[b]
			for st := 0; st < 4; st++ {
				if allow[b]&(1<<st) == 0 {
					assert.Zero(t, got[b].Suit(cards.Suit(st)).Len())
				}
			}
		}
		require.Equal(t, deck, union)
	}
}

func TestDealRespectingImpossibleKeepsCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	pool := cards.Numbered10.Set().Suit(cards.Hearts) // 10 hearts
	got := trick.DealRespecting(pool, 2, [trick.MaxPlayers]int{5, 5}, [trick.MaxPlayers]uint8{0, 0}, rng)
	assert.Equal(t, pool, got[0]|got[1], "limits dropped, no card lost")
	assert.Equal(t, 5, got[0].Len())
}
