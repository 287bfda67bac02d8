package sim

import (
	"slices"
	"strings"

	"parlor/rules/engine"
	"parlor/rules/speedrun"
	runbot "parlor/rules/speedrun/bot"
	"parlor/rules/spellcraft"
	spellbot "parlor/rules/spellcraft/bot"
	"parlor/rules/stepstones"
	stonebot "parlor/rules/stepstones/bot"
)

// Omniscient names sim's measuring stick: Hard's own search, at Hard's
// budget, given the true hidden cards of the game it plays instead of
// sampled deals. It is never a level offered to players: only -pair
// seats it.
const Omniscient = "omniscient"

// omniscients seats the omniscient player of each turn-based game: from
// the game being played (a Match's Game()) and the bot's seed.
var omniscients = map[string]func(g any, seed uint64) (engine.Chooser[any, any], bool){
	speedrun.GameName: func(g any, seed uint64) (engine.Chooser[any, any], bool) {
		st, ok := g.(*speedrun.State)
		return engine.EraseChooser(runbot.NewOmniscient(seed, func() *speedrun.State { return st })), ok
	},
	stepstones.GameName: func(g any, seed uint64) (engine.Chooser[any, any], bool) {
		st, ok := g.(*stepstones.State)
		return engine.EraseChooser(stonebot.NewOmniscient(seed, func() *stepstones.State { return st })), ok
	},
	spellcraft.GameName: func(g any, seed uint64) (engine.Chooser[any, any], bool) {
		st, ok := g.(*spellcraft.State)
		return engine.EraseChooser(spellbot.NewOmniscient(seed, func() *spellcraft.State { return st })), ok
	},
}

// omniscientGames lists the games with an omniscient seat.
func omniscientGames() string {
	var out []string
	for name := range omniscients {
		out = append(out, name)
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}
