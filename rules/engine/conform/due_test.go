package conform

import "testing"

// The clone check replays the record so far, so in a long game it must
// come further apart: over 100,000 actions it runs a few dozen times, and
// the actions it replays add up to a few times the game, not thousands.
func TestCloneChecksStayLinear(t *testing.T) {
	r := &run{o: Options{CloneEvery: 50}, rep: &Report{}, clone: 50}
	var checks, replayed int
	for r.rep.Actions = 1; r.rep.Actions <= 100_000; r.rep.Actions++ {
		if r.cloneDue() {
			checks++
			replayed += r.rep.Actions
		}
	}
	if checks < 20 || checks > 60 {
		t.Errorf("%d clone checks over 100,000 actions, want 20 to 60", checks)
	}
	if replayed > 6*100_000 {
		t.Errorf("the clone checks replay %d actions, more than 6 games' worth", replayed)
	}
	// Early in a game (every turn-based hand) it still runs every 50.
	r = &run{o: Options{CloneEvery: 50}, rep: &Report{}, clone: 50}
	var at []int
	for r.rep.Actions = 1; r.rep.Actions <= 200; r.rep.Actions++ {
		if r.cloneDue() {
			at = append(at, r.rep.Actions)
		}
	}
	if len(at) != 4 || at[0] != 50 || at[3] != 200 {
		t.Errorf("clone checks at %v in the first 200 actions, want 50, 100, 150, 200", at)
	}
}
