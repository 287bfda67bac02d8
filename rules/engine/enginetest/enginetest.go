// Package enginetest holds the test helpers the engines' tests share:
// computer players seated and played a turn at a time (Bots, Turn); the
// benchmarks every trick game runs (random playouts, Apply replaying a
// game) and the timing of a computer player's decisions (Percentiles);
// the checks of an adviser's advice and reasons (Plain, Advice,
// AdvisesAsHard), of what Know tells (KnowLeaves), and of a search's
// copies of a logged game (CopiesLogNothing). Only tests import it.
package enginetest
