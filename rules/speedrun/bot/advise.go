package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/plain"
	"parlor/rules/speedrun"
)

var _ engine.Adviser[speedrun.View, speedrun.Action] = (*Search)(nil)

// NewAdviser returns Hard at its usual budget as an adviser seeded by
// seed: the player that gives hints and analyses finished games.
func NewAdviser(seed uint64) *Search { return NewSearch(DefaultBudget, seed) }

// Advise is Hard's advice for v's seat: the action it would take (the one
// Choose takes from the same source and view), its value for every legal
// action and why, in a line for the player. Values are minus the expected
// cost in points, higher better: the score of this hand as Hard predicts
// it, plus, for a trump, ranking or bid, what using that contract now
// takes from the later hands, and in card play 0.3 for every point the
// others score (see decision). names are the seats' names.
//
// A forced move (one legal action) is not searched by Choose; Advise
// searches it on a copy of the source, so that the bot's later choices
// stay those of the Hard player it stands for.
func (s *Search) Advise(v speedrun.View, legal []speedrun.Action, names []string) engine.Advice[speedrun.Action] {
	if len(legal) == 0 {
		return engine.Advice[speedrun.Action]{}
	}
	rng := s.rng
	if len(legal) == 1 {
		src := *s.src
		rng = rand.New(&src)
	}
	d := s.decide(&v, legal, rng)
	w := words{v: &v, Seats: plain.Seats{Me: v.Seat, Names: names}}
	return engine.Advice[speedrun.Action]{Best: legal[d.best], Values: d.values, Why: w.why(legal, &d)}
}
