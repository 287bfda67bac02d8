package bot

import (
	"math/rand/v2"

	"parlor/rules/speedrun"
)

// NewOmniscient returns Hard's search at its usual budget, seeded by seed,
// that deals every sample from the true hands of the game truth returns:
// the measuring stick of `parlor sim -pair` (the ceiling of Hard's search
// without hidden cards). Never a level offered to players.
func NewOmniscient(seed uint64, truth func() *speedrun.State) *Search {
	s := NewSearch(DefaultBudget, seed)
	s.Truth = truth
	return s
}

// deals draws k samples as samples does and, for an omniscient search,
// puts the true hands in each. The other seats' contracts stay guessed
// (inferGoals): only the cards are known.
func (s *Search) deals(v *speedrun.View, k int, rng *rand.Rand) []sample {
	smp := samples(v, k, rng)
	if s.Truth == nil {
		return smp
	}
	st := s.Truth()
	for i := range smp {
		for seat := 0; seat < nSeats; seat++ {
			held := st.Hand(seat)
			smp[i].dealt[seat] = smp[i].dealt[seat]&^smp[i].tb.hands[seat] | held
			smp[i].tb.hands[seat] = held
		}
	}
	return smp
}
