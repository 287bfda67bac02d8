package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/plain"
	"parlor/rules/stepstones"
)

var _ engine.Adviser[stepstones.View, stepstones.Action] = (*Bot)(nil)

// NewAdviser returns Expert as an adviser seeded by seed: the player that
// gives hints and analyses finished games, the strongest one within the
// hint's time limit (p95 250 ms; BenchmarkHint).
func NewAdviser(seed uint64) *Bot { return New(engine.Expert, seed) }

// Advise is the search's advice for v's seat: the action it would take
// (the one Choose takes from the same source and view), its value for
// every legal action and why, in a line for the player. Values are in
// tricks (see decision): in card play the tricks the search expects for
// the seat's side, in the bidding how far each bid beats what its contract
// usually makes, a pass the margin a bid must clear to be declared now.
// It always searches as Hard does, on the bot's budget (Samples: Expert's
// for the adviser), whatever the bot's level. names are the seats' names.
//
// A move that Choose does not search (one legal action, or cards that all
// play alike) is searched on a copy of the source, so that the bot's later
// choices stay those of the player it stands for.
func (b *Bot) Advise(v stepstones.View, legal []stepstones.Action, names []string) engine.Advice[stepstones.Action] {
	if len(legal) == 0 {
		return engine.Advice[stepstones.Action]{}
	}
	rng := b.rng
	if len(legal) == 1 || (v.Phase == stepstones.PhasePlay && len(cardMoves(&v, legal)) <= 1) {
		src := *b.src
		rng = rand.New(&src)
	}
	d := b.decide(&v, legal, rng)
	w := words{v: &v, Seats: plain.Seats{Me: v.Seat, Names: names}}
	return engine.Advice[stepstones.Action]{Best: legal[d.best], Values: d.values, Why: w.why(legal, &d)}
}
