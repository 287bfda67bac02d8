package stepstones_test

import (
	"testing"

	"parlor/rules/engine/enginetest"
	"parlor/rules/stepstones"
)

// BenchmarkPlayout plays whole random games (starter sheet, 12 hands) from
// the first deal and reports card plays per second.
func BenchmarkPlayout(b *testing.B) {
	plays := 12 * stepstones.NumPlayers * stepstones.NumTricks
	enginetest.Playouts(b, stepstones.New(stepstones.Config{}, 1), new(stepstones.State), plays)
}

// BenchmarkApply replays a recorded game's actions through Apply, legality
// checks included; one op is one Apply.
func BenchmarkApply(b *testing.B) {
	enginetest.Applies(b, stepstones.New(stepstones.Config{Sheet: stepstones.Advanced, Redo: true}, 3))
}
