package speedrun_test

import (
	"testing"

	"parlor/rules/engine/enginetest"
	"parlor/rules/speedrun"
)

// BenchmarkPlayout plays whole random Short games from the first deal and
// reports card plays per second.
func BenchmarkPlayout(b *testing.B) {
	plays := speedrun.Short.Hands() * speedrun.NumPlayers * speedrun.NumTricks
	enginetest.Playouts(b, speedrun.New(speedrun.Config{}, 1), new(speedrun.State), plays)
}

// BenchmarkApply replays a recorded game's actions through Apply, legality
// checks included; one op is one Apply.
func BenchmarkApply(b *testing.B) {
	enginetest.Applies(b, speedrun.New(speedrun.Config{Length: speedrun.Long, ContractReveal: true}, 3))
}
