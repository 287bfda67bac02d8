// Package games is the one list of Parlor's games. The menu, Continue, the
// history, `parlor sim`, `parlor verify` and the conformance test all read
// it: adding a game means adding its Spec here (and its table to the app).
package games

import (
	"slices"

	"parlor/rules/engine"
)

// list holds every game in the order the menu shows them.
var list = []*engine.Entry{
	SpeedRun.Entry(),
	SteppingStones.Entry(),
	Spit.Entry(),
	Spellcraft.Entry(),
	SpeedOh.Entry(),
}

// All returns every game, in menu order.
func All() []*engine.Entry { return slices.Clone(list) }

// Lookup returns the game with the given record name.
func Lookup(name string) (*engine.Entry, bool) {
	for _, e := range list {
		if e.Name == name {
			return e, true
		}
	}
	return nil, false
}

// Names returns every game's record name, in menu order.
func Names() []string {
	out := make([]string, len(list))
	for i, e := range list {
		out[i] = e.Name
	}
	return out
}
