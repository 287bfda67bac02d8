package engine

import (
	"errors"
	"math"

	"parlor/rules/record"
)

// Readings chooses how to open a record written before its game had rules
// versions, when a ruling changed in that time: such a record says nothing
// of the reading it was played under, so each reading in opens is tried in
// turn and the first the record verifies under is returned. When none
// verifies, the one whose error comes latest in the record is (the first
// when an error is not a Mismatch: the record is damaged, not of another
// reading). It costs a replay per reading tried.
func Readings[G Game[G, V, A], V any, A Action](rec *record.Record, game string, parse func(string) (A, error), opens ...Open[G]) Open[G] {
	best, bestAt := opens[0], -1
	for i, open := range opens {
		_, err := Resume(rec, game, open, parse)
		if err == nil {
			return open
		}
		var m *record.Mismatch
		if i == 0 && !errors.As(err, &m) {
			return open
		}
		if at := errAt(err); at > bestAt {
			best, bestAt = open, at
		}
	}
	return best
}

// errAt is how far into its record a replay error is: its line; the end of
// the record for a Mismatch there (line 0).
func errAt(err error) int {
	var m *record.Mismatch
	if errors.As(err, &m) {
		if m.Line == 0 {
			return math.MaxInt
		}
		return m.Line
	}
	var le *record.LineError
	if errors.As(err, &le) {
		return le.Line
	}
	return 0
}
