package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/spellcraft"
)

// NewOmniscient returns Hard at its usual budget, seeded by seed, that
// plays its candidates out on the true deal of the game truth returns
// (every hand, trump card and the deck in its order) instead of sampled
// ones: the measuring stick of `parlor sim -pair` (the ceiling of Hard's
// search without hidden cards). Never a level offered to players.
func NewOmniscient(seed uint64, truth func() *spellcraft.State) *Bot {
	b := New(engine.Hard, seed)
	b.Truth = truth
	return b
}

// sample draws w as sample does and, for an omniscient bot, replaces the
// hidden part with the truth. The other seats' bids stay unknown.
func (b *Bot) sample(v *spellcraft.View, w *world, rng *rand.Rand) {
	sample(v, w, rng)
	if b.Truth == nil {
		return
	}
	st := b.Truth()
	for i := range w.n {
		if v.InRound[i] {
			w.hands[i], w.trumps[i] = st.Hand(i), st.TrumpCard(i)
		}
	}
	w.top, w.end = 0, copy(w.deck[:], st.DeckCards())
}
