package speedrun

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
		s.Log.Chance("deal", Dealt{Hand: s.hand + 1, Start: s.start, Hands: s.dealt, Hidden: s.hidden}, 0)
	}
}

// logTrick logs the current trick, complete and won by winner.
func (s *State) logTrick(t *trick.Trick, winner int) {
	if s.Log.Logging() {
		s.Log.Outcome("trick", TrickWon{Hand: s.hand + 1, Trick: s.nTricks + 1, Cards: t.Played(),
			Leader: int(t.Leader), Winner: winner}, 0)
	}
}

// logHand logs the hand just scored onto the board.
func (s *State) logHand(r *HandResult) {
	if s.Log.Logging() {
		s.Log.Outcome("hand", HandScored{Result: *r, Totals: s.board.Totals()}, 0)
	}
}

func (s *State) logGameOver() {
	if !s.Log.Logging() {
		return
	}
	b := &s.board
	d := GameOver{Totals: b.Totals(), Winners: b.Winners()}
	for i := range b {
		d.Completed[i], d.Perfects[i] = b[i].Completed(), b[i].Perfects()
	}
	s.Log.Outcome("game", d, 0)
}
