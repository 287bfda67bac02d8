package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/stepstones"
)

// NewOmniscient returns Hard at its usual budget, seeded by seed, that
// tries its candidates on the true hands of the game truth returns instead
// of sampled deals: the measuring stick of `parlor sim -pair` (the ceiling
// of Hard's search without hidden cards). Never a level offered to players.
func NewOmniscient(seed uint64, truth func() *stepstones.State) *Bot {
	b := New(engine.Hard, seed)
	b.Truth = truth
	return b
}

// deal draws a deal as dealFor does and, for an omniscient bot, replaces
// the other seats' hands with the true ones.
func (b *Bot) deal(v *stepstones.View, rng *rand.Rand) pos {
	p := dealFor(v, rng)
	if b.Truth == nil {
		return p
	}
	st := b.Truth()
	for seat := 0; seat < n3; seat++ {
		if seat != v.Seat {
			p.hands[seat] = st.Hand(seat)
		}
	}
	return p
}
