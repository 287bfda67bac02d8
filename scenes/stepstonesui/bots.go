package stepstonesui

import (
	"math/rand/v2"

	"parlor/rules/stepstones"
	"parlor/scenes/tricktable"
)

// botSeat paces one computer player off the render loop.
type botSeat = tricktable.BotSeat[stepstones.View, stepstones.Action]

// randomBot picks uniformly among the legal actions with its own seeded
// source (G2: nothing random comes from the clock). It stands in until
// rules/stepstones/bot lands; see newBot.
type randomBot struct{ rng *rand.Rand }

func (b *randomBot) Choose(_ stepstones.View, legal []stepstones.Action) stepstones.Action {
	if len(legal) == 0 {
		return stepstones.Action{}
	}
	return legal[b.rng.IntN(len(legal))]
}

// newBot returns the computer player for a difficulty name. Until the
// engine's bot package exists every level plays random legal moves.
func newBot(level string, seed uint64) tricktable.Chooser[stepstones.View, stepstones.Action] {
	_ = level
	return &randomBot{rng: rand.New(rand.NewPCG(seed, 0x5eed5707e5))}
}
