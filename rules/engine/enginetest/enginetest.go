// Package enginetest holds the test helpers the engines' tests share: the
// benchmarks every trick game runs (random playouts, Apply replaying a
// game) and the timing of a computer player's decisions, the checks of an
// adviser's advice, and of what Know tells. Only tests import it.
package enginetest
