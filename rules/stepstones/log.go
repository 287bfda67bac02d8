package stepstones

import "parlor/rules/trick"

// The log* methods append an event to s.Log where it happens. Building an
// event's data allocates, so each first asks whether s logs at all: the
// playouts' states do not, and stay free of allocation.

func (s *State) logAct(seat int, a Action) {
	if s.Log.Logging() {
		s.Log.Act(seat, a, 0)
	}
}

func (s *State) logDeal() {
	if s.Log.Logging() {
		s.Log.Chance("deal", Dealt{Hand: s.hand + 1, Forehand: s.forehand, Hands: s.dealt}, 0)
	}
}

// logTrick logs the current trick, complete and won by winner; counts says
// whether it counts for the declarer (SS4).
func (s *State) logTrick(t *trick.Trick, winner int, counts bool) {
	if s.Log.Logging() {
		s.Log.Outcome("trick", TrickWon{Hand: s.hand + 1, Trick: s.nTricks + 1, Cards: t.Played(),
			Leader: int(t.Leader), Winner: winner, Counts: counts}, 0)
	}
}

// logHand logs the hand just written on the sheet.
func (s *State) logHand(r *HandResult) {
	if s.Log.Logging() {
		s.Log.Outcome("hand", HandScored{Result: *r, Sheet: int(s.cells[r.Row][r.Declarer])}, 0)
	}
}

func (s *State) logGameOver() {
	if s.Log.Logging() {
		sc := s.Scoresheet()
		s.Log.Outcome("game", GameOver{Totals: sc.Totals, Firsts: sc.Firsts, Winners: s.Winners()}, 0)
	}
}
