package bot

import (
	"math/rand/v2"

	"parlor/rules/engine"
	"parlor/rules/plain"
	"parlor/rules/spellcraft"
)

var _ engine.Adviser[spellcraft.View, spellcraft.Action] = (*Bot)(nil)

// NewAdviser returns Hard at its usual budget as an adviser seeded by
// seed: the player that gives hints and analyses finished games.
func NewAdviser(seed uint64) *Bot { return New(engine.Hard, seed) }

// Advise is Hard's advice for v's seat: the action it would take (the one
// Choose takes from the same source and view), the chips it expects of
// every legal action (see decision) and why, in a line for the player. It
// always searches as Hard does, whatever the bot's level. names are the
// seats' names.
//
// A forced move (one legal action) is not searched by Choose; Advise
// searches it on a copy of the source, so that the bot's later choices
// stay those of the Hard player it stands for.
func (b *Bot) Advise(v spellcraft.View, legal []spellcraft.Action, names []string) engine.Advice[spellcraft.Action] {
	if len(legal) == 0 {
		return engine.Advice[spellcraft.Action]{}
	}
	rng := b.rng
	if len(legal) == 1 {
		src := *b.src
		rng = rand.New(&src)
	}
	d := b.decide(&v, legal, rng)
	w := words{v: &v, Seats: plain.Seats{Me: v.Seat, Names: names}}
	return engine.Advice[spellcraft.Action]{Best: legal[d.best], Values: d.values, Why: w.why(legal, &d)}
}
