package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/rules/cards"
	"parlor/rules/engine"
	"parlor/rules/spellcraft"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMemoScoresAsScore: the memo's scores are spellcraft's, before and
// after the black joker's loss, with and without a trump card, also once
// far more hands than its slots have pushed each other out.
func TestMemoScoresAsScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	deck := spellcraft.Config{Players: 3}.Deck().Set().Cards()
	m := new(memo)
	hands := make([]cards.Set, 3*len(m))
	for i := range hands {
		rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		hands[i] = cards.SetOf(deck[:4+i%6]...)
	}
	for pass := range 2 { // the second pass finds some hands kept, others pushed out
		for i, h := range hands {
			for _, tr := range []cards.Card{cards.None, spellcraft.TrumpCards[i%len(spellcraft.TrumpCards)]} {
				for _, lost := range []bool{false, true} {
					require.Equal(t, scoreOf(h, tr, lost), m.score(h, tr, lost), "pass %d hand %v trump %v lost %v", pass, h, tr, lost)
				}
			}
		}
	}
	_, after := spellcraft.Discard(hands[0], cards.None)
	assert.Equal(t, after.Total, scoreOf(hands[0], cards.None, true))
	assert.Equal(t, spellcraft.Score(hands[0], cards.None).Total, scoreOf(hands[0], cards.None, false))
}

// TestMemoKeepsPlayouts: a playout (every seat takes, then the showdown)
// ends the same with the memo as without, on sampled deals of real games.
func TestMemoKeepsPlayouts(t *testing.T) {
	st := spellcraft.MustNew(spellcraft.Config{Players: 4, Trump: true}, 5)
	bots := []engine.Chooser[spellcraft.View, spellcraft.Action]{New(engine.Normal, 1), New(engine.Normal, 2), New(engine.Normal, 3), New(engine.Normal, 4)}
	rng := rand.New(rand.NewPCG(3, 4))
	m := new(memo)
	playouts := 0
	for !st.Over() && playouts < 400 {
		if st.Acting(0) {
			v := st.View(0)
			for range 4 {
				var plain world
				sample(&v, &plain, rng)
				memoed := plain
				memoed.memo = m
				for s := range plain.n {
					if plain.in[s] {
						plain.take(s)
						memoed.take(s)
					}
				}
				b1, k1 := plain.showdown()
				b2, k2 := memoed.showdown()
				memoed.memo = nil
				require.Equal(t, plain, memoed)
				require.Equal(t, [2]int{int(b1), k1}, [2]int{int(b2), k2})
				playouts++
			}
		}
		_, err := engine.Turn(st, bots)
		require.NoError(t, err)
	}
	assert.Greater(t, playouts, 100)
}
